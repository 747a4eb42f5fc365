/**
 * How an abstract sits against its paper. Each abstract sentence is compared with every
 * sentence of the paper (cosine of tf-idf weighted content terms, idf over the paper's sentences):
 *   - order: authors write an abstract roughly in the paper's order (background, methods, results,
 *     conclusion). The best alignment that keeps the abstract's order (each sentence matched at or
 *     after the previous one's match, or left unmatched) is compared with the best alignment that
 *     ignores order; a shuffled abstract loses much of its similarity when held to its order. It is
 *     measured twice and averaged: against the paper's sentences (precise, but an introduction or a
 *     conclusion that restates the paper can match anything) and against its twentieths (stretches
 *     of 5% of its sentences: coarser, and steadier).
 *   - coverage: how far apart in the paper the earliest and latest well-matched sentences are; an
 *     abstract made of the paper's opening paragraphs only covers its beginning.
 */
import type { ParsedDocument } from '../read/document.ts';
import { terms } from '../read/segment.ts';
import { contentCounts, sentenceContents, unitVector } from '../read/vectors.ts';

/** A match below this cosine says little about where a sentence comes from (coverage ignores it). */
export const COVERAGE_THRESHOLD = 0.15;

export interface PaperAlignment {
  /**
   * Order agreement, 0–1: the similarity of the best order-keeping alignment over that of the best
   * alignment. Undefined when no sentence shares a term with the paper.
   */
  order: number | undefined;
  /** Spread of the well-matched sentences over the paper, 0–1; undefined when none matches well. */
  coverage: number | undefined;
}

/** The paper's sentences fall into this many equal stretches for the coarse order measure. */
const STRETCHES = 20;

/**
 * Compares each abstract sentence (its vector) with each unit of the paper (its terms), one row of
 * cosines at a time (rows are not kept: a long abstract against a book stays small), and returns
 * the order agreement and each sentence's best match (unit index, cosine).
 */
function alignUnits(
  abstract: Map<string, number>[],
  units: Map<string, number>[],
  idf: (t: string) => number,
): { order: number | undefined; best: [number, number][] } {
  // Inverted index: each abstract term visits only the paper units that use it.
  const postings = new Map<string, [number, number][]>();
  units.forEach((unit, i) => {
    for (const [t, w] of unitVector(unit, idf)) {
      let list = postings.get(t);
      if (!list) postings.set(t, (list = []));
      list.push([i, w]);
    }
  });
  const n = units.length;
  // Order-keeping alignment by dynamic programming: after each sentence, ordered[j] is the best
  // total similarity with every match so far at unit j or before (a sentence may stay unmatched).
  let ordered = new Float64Array(n);
  let free = 0;
  const best: [number, number][] = [];
  for (const vector of abstract) {
    const row = new Float64Array(n);
    for (const [t, w] of vector)
      for (const [i, v] of postings.get(t) ?? []) row[i] = row[i]! + w * v;
    const next = new Float64Array(n);
    let running = 0;
    let top = 0;
    for (let j = 0; j < n; j++) {
      running = Math.max(running, ordered[j]! + row[j]!);
      next[j] = running;
      if (row[j]! > row[top]!) top = j;
    }
    ordered = next;
    free += row[top] ?? 0;
    best.push([top, row[top] ?? 0]);
  }
  return { order: free === 0 ? undefined : ordered[n - 1]! / free, best };
}

/** Order agreement and coverage of the abstract's sentences against the paper (see above). */
export function alignToPaper(
  sentences: string[],
  document: ParsedDocument,
  language: string,
): PaperAlignment {
  const paper = document.sentences;
  if (paper.length === 0 || sentences.length === 0)
    return { order: undefined, coverage: undefined };
  const df = new Map<string, number>();
  for (const s of paper) for (const t of new Set(s.terms)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => {
    const d = df.get(t);
    return d === undefined ? 0 : Math.log((paper.length + 1) / d);
  };
  const vectors = sentences.map((s) =>
    unitVector(contentCounts(terms(s, language), language), idf),
  );
  const bySentence = alignUnits(vectors, sentenceContents(document, language), idf);
  const stretches: string[][] = Array.from({ length: STRETCHES }, () => []);
  for (const s of paper) {
    const stretch = stretches[Math.min(STRETCHES - 1, Math.floor(s.position * STRETCHES))]!;
    for (const t of s.terms) stretch.push(t);
  }
  const fine = bySentence.order;
  const coarse = alignUnits(
    vectors,
    stretches.map((stretch) => contentCounts(stretch, language)),
    idf,
  ).order;
  let first = Infinity;
  let last = -Infinity;
  for (const [index, similarity] of bySentence.best)
    if (similarity >= COVERAGE_THRESHOLD) {
      first = Math.min(first, paper[index]!.position);
      last = Math.max(last, paper[index]!.position);
    }
  return {
    order: fine === undefined || coarse === undefined ? undefined : (fine + coarse) / 2,
    coverage: last < first ? undefined : last - first,
  };
}
