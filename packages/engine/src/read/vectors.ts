/** Term vectors and their cosine: the one home for the ranker's features, the selection, the scores and the alignment. */
import type { ParsedDocument } from './document.ts';
import { isStopword } from './language.ts';
import { terms } from './segment.ts';

/** How often each term that `keep` accepts occurs in `terms`. */
export function termCounts(
  terms: readonly string[],
  keep: (term: string) => boolean = () => true,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of terms) if (keep(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** How often each content term (stopwords left out) occurs in `terms`. */
export function contentCounts(terms: readonly string[], language: string): Map<string, number> {
  return termCounts(terms, (t) => !isStopword(t, language));
}

/** A text's content vector: its terms without stopwords, counted (as features.ts counts a sentence's). */
export function contentVector(text: string, language: string): Map<string, number> {
  return contentCounts(terms(text, language), language);
}

/**
 * A text's content words, counted: its terms without stopwords and without any term that has no
 * letter. What the companions compare two statements on.
 */
export function wordVector(text: string, language: string): Map<string, number> {
  return termCounts(terms(text, language), (t) => !isStopword(t, language) && /\p{L}/u.test(t));
}

/** Cosine of two term-count maps. */
export function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [t, w] of a) {
    na += w * w;
    const v = b.get(t);
    if (v) dot += w * v;
  }
  for (const w of b.values()) nb += w * w;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** The unit tf-idf vector of term counts; terms whose weight is not positive are left out. */
export function unitVector(
  counts: Map<string, number>,
  idf: (term: string) => number,
): Map<string, number> {
  const v = new Map<string, number>();
  let norm = 0;
  for (const [t, k] of counts) {
    const w = k * idf(t);
    if (w > 0) {
      v.set(t, w);
      norm += w * w;
    }
  }
  norm = Math.sqrt(norm) || 1;
  for (const [t, w] of v) v.set(t, w / norm);
  return v;
}

/** The content counts of each sentence of a parsed paper, once per paper object and language. */
const paperContents = new WeakMap<
  ParsedDocument,
  { language: string; counts: Map<string, number>[] }
>();

export function sentenceContents(
  document: ParsedDocument,
  language: string,
): Map<string, number>[] {
  const known = paperContents.get(document);
  if (known?.language === language) return known.counts;
  const counts = document.sentences.map((s) => contentCounts(s.terms, language));
  paperContents.set(document, { language, counts });
  return counts;
}
