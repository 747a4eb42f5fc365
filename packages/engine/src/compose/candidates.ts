/** Turns scored source sentences into abstract-ready candidates (cleaned, openers repaired, unusable ones dropped). */
import { CJK_CHARS } from '@abstractly/contracts/text-patterns';
import {
  OBJECT_REFERENCE,
  STRUCTURE_REFERENCE,
  stripCitations,
  stripObjectReferences,
} from '../sentence/clean.ts';
import { repairOpener, rewriteSelfReference } from '../sentence/opener.ts';
import type { SentenceFeatures } from '../rank/features.ts';
import { fragmentStart, repairFragmentStart, type FragmentContext } from '../sentence/fragment.ts';
import { findMarkup } from '../read/markup.ts';
import { hasRemnant, isNavigation } from '../sentence/navigation.ts';
import { capitalise } from '../sentence/tidy.ts';
import { countWords, splitSentences } from '../read/segment.ts';
import type { Candidate } from './select.ts';

export interface CandidateOptions {
  citationsAllowed: boolean;
  /** Light rewrites ("In this paper, we" → "We"), allowed from creativity 25 upwards. */
  rewrite: boolean;
  language: string;
  /** False for lower-cased source text: then case says nothing about a sentence's start. */
  cased?: boolean;
}

/** A pointer cut off at the sentence end ("… than either fig ."): the sentence lost its object. */
const DANGLING_ABBREVIATION = /\b(fig|figs|figure|eq|eqs|tab|table|sec|section|ref|refs)\s*\.$/iu;
/** Equations and worked examples do not belong in an abstract (journals.md, IEEE: no equations). */
const FORMULA = /[→⇒←↔∑∏∫∈∉⊂⊆≤≥≈≠]|\s=\s|\b(?:\p{L}\s){3,}\p{L}\b/u;
/** A question reads as a teaser, not as a statement of the work. */
const CJK = new RegExp(`[${CJK_CHARS}]`, 'u');
const SPELLED_OUT = /\?["'”’)]*$/u;
const CORPUS_CITATION = /(?<!\s)\s*(?:@xcite|<cit>)/giu;

/** The abstract-ready form of one sentence, or undefined when it cannot stand in an abstract. */
export function prepareSentence(
  text: string,
  options: CandidateOptions,
  vocabulary?: FragmentContext['vocabulary'],
): string | undefined {
  if (/@xmath|<dig>/iu.test(text) || FORMULA.test(text) || SPELLED_OUT.test(text)) return undefined;
  let out = options.citationsAllowed ? text.replace(CORPUS_CITATION, '') : stripCitations(text);
  out = stripObjectReferences(out);
  // Markup that no convention explained (OCR debris such as "\\],in" or "{A B}"): not for a reader.
  if (findMarkup(out)) return undefined;
  // A start cut mid-word or mid-clause (after the citations that may have opened it are gone).
  const context: FragmentContext = {
    cased: options.cased ?? true,
    vocabulary,
    language: options.language,
  };
  const whole = repairFragmentStart(out, context);
  if (whole === undefined) return undefined;
  out = whole;
  if (
    OBJECT_REFERENCE.test(out) ||
    STRUCTURE_REFERENCE.test(out) ||
    DANGLING_ABBREVIATION.test(out) ||
    isNavigation(out) ||
    hasRemnant(out)
  )
    return undefined;
  const repaired = repairOpener(out);
  if (repaired === undefined) return undefined;
  out = options.rewrite ? rewriteSelfReference(repaired) : repaired;
  // Fragments without a final stop (list items, leftovers of tables) do not read as sentences.
  if (!/[.!?。！？]["'”’)]*$/u.test(out)) return undefined;
  if (/[:;,]$/u.test(out.replace(/[.!?]+$/u, ''))) return undefined;
  // Read as the abstract will be read, each of its sentences starts whole: a footnote spliced
  // into a word ("addresses these is1As we will discuss below, … local information. sues.")
  // leaves a fragment that only a reader's sentence split reveals.
  if (
    splitSentences(out, options.language).some((part, i) => i > 0 && fragmentStart(part, context))
  )
    return undefined;
  // Sentences start with a capital letter, also when the corpus was lower-cased.
  return capitalise(out);
}

export function buildCandidates(
  features: SentenceFeatures[],
  scores: number[],
  options: CandidateOptions,
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
