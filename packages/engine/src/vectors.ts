/** Term vectors shared by the ranker's features and the alignment with the paper. */
import type { ParsedDocument } from './document.ts';
import { isStopword } from './language.ts';

/** How often each content term (stopwords left out) occurs in `terms`. */
export function contentCounts(terms: readonly string[], language: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of terms) if (!isStopword(t, language)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
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
