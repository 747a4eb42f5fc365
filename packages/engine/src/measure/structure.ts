/** The structure check: which parts an abstract states, in what order, and how it reads. */
import { classifyRoles, type Role } from '../rank/roles.ts';
import { HEADING_PREFIX } from '../read/opening-heading.ts';
import { countWords, splitSentences, terms } from '../read/segment.ts';
import type { StructureCheck } from '../types.ts';
import { cosine, termCounts } from '../read/vectors.ts';
import { clamp } from './clamp.ts';

/** Canonical order of roles in an abstract, for the coherence score. */
const ROLE_ORDER: Record<Role, number> = {
  background: 0,
  objective: 1,
  methods: 2,
  results: 3,
  conclusions: 4,
};

/**
 * Structure check (seed §3) from the role classifier, and three 1–10 scores:
 *   clarity  = 10 − max(0, L − 25)/3 − max(0, 12 − L)/2 − 4·(share of sentences over 40 words),
 *              L = mean words per sentence;
 *   academic tone = 10 − 3·(share of sentences with contractions, "!" or "?")
 *              − 2·(share with first-person singular) − 2·(share of informal words: "a lot", "stuff", "really", "very");
 *   coherence = 3 + 4·(share of adjacent sentence pairs whose roles do not go backwards)
 *              + 3·min(1, mean content cosine of adjacent sentences / 0.12).
 */
export function checkStructure(abstract: string, language = 'en'): StructureCheck {
  const sentences = splitSentences(abstract.replace(HEADING_PREFIX, ''), language);
  const roles = classifyRoles(sentences);
  const has = (...wanted: Role[]) => roles.some((r) => wanted.includes(r));
  const lengths = sentences.map((s) => countWords(s, language));
  const n = Math.max(1, sentences.length);
  const meanLength = lengths.reduce((a, b) => a + b, 0) / n;
  const clarity =
    10 -
    Math.max(0, meanLength - 25) / 3 -
    Math.max(0, 12 - meanLength) / 2 -
    (4 * lengths.filter((l) => l > 40).length) / n;
  const share = (pattern: RegExp) => sentences.filter((s) => pattern.test(s)).length / n;
  const tone =
    10 -
    3 * share(/\b\w+'(t|re|ll|ve|d|m)\b|[!?]/u) -
    2 * share(/\b(I|me|my|mine)\b/u) -
    2 * share(/\b(a lot|lots of|stuff|really|very|pretty much|kind of|sort of)\b/iu);
  let ordered = 0;
  let similarity = 0;
  const vectors = sentences.map((s) => termCounts(terms(s, language), (t) => t.length > 3));
  for (let i = 1; i < sentences.length; i++) {
    if (ROLE_ORDER[roles[i]!] >= ROLE_ORDER[roles[i - 1]!]) ordered++;
    similarity += cosine(vectors[i - 1]!, vectors[i]!);
  }
  const pairs = Math.max(1, sentences.length - 1);
  const coherence =
    sentences.length < 2
      ? 5
      : 3 + (4 * ordered) / pairs + 3 * Math.min(1, similarity / pairs / 0.12);
  const round = (x: number) => Math.round(clamp(x, 1, 10) * 10) / 10;
  return {
    has_background: has('background', 'objective'),
    has_methods: has('methods'),
    has_results: has('results'),
    has_conclusions: has('conclusions'),
    clarity_score: round(clarity),
    academic_tone_score: round(tone),
    coherence_score: round(coherence),
  };
}
