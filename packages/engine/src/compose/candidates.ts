/** Turns scored source sentences into abstract-ready candidates (cleaned, openers repaired, unusable ones dropped). */
import { CJK_CHARS } from '@abstractly/contracts/text-patterns';
import type { SentenceFeatures } from '../rank/features.ts';
import { countWords } from '../read/segment.ts';
import { prepareSentence, type PrepareOptions } from '../sentence/prepare-sentence.ts';
import type { Candidate } from './select.ts';

/** A Chinese or Japanese character: a sentence with one may be shorter in words. */
const CJK = new RegExp(`[${CJK_CHARS}]`, 'u');

export function buildCandidates(
  features: SentenceFeatures[],
  scores: number[],
  options: PrepareOptions,
): Candidate[] {
  const out: Candidate[] = [];
  const vocabulary = new Map<string, number>();
  let lowerStarts = 0;
  for (const f of features) {
    for (const t of f.sentence.terms) vocabulary.set(t, (vocabulary.get(t) ?? 0) + 1);
    if (/^\p{Ll}/u.test(f.sentence.text)) lowerStarts++;
  }
  // Text whose sentences mostly start in lower case is lower-cased, whatever its capitals say
  // (symbols and placeholders can carry many): case then tells nothing about a start.
  const cased = (options.cased ?? true) && lowerStarts <= features.length * 0.3;
  features.forEach((f, i) => {
    const text = prepareSentence(f.sentence.text, { ...options, cased }, vocabulary);
    if (text === undefined) return;
    const words = countWords(text, options.language);
    // Fragments (headings, list items, table cells) are short; run-on extraction errors are long.
    const minimum = CJK.test(text) ? 5 : 8;
    if (words < minimum || words > 90) return;
    out.push({ index: f.sentence.index, text, words, score: scores[i]!, content: f.content });
  });
  return out;
}
