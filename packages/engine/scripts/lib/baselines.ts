/** Baselines run side by side with the engine: Lead, LexRank, TextRank and a greedy ROUGE oracle. */
import { countWords } from '../../src/read/segment.ts';
import { greedyOracleOrder } from './oracle.ts';
import { rougeTokens } from './rouge.ts';

/** Same budget rule for every system: best-first, skip what overshoots 110%, stop at 90%; then source order. */
export function fillBudget(order: number[], sentences: string[], budget: number): number[] {
  const chosen: number[] = [];
  let words = 0;
  for (const i of order) {
    const length = countWords(sentences[i]!);
    if (words + length > budget * 1.1) continue;
    chosen.push(i);
    words += length;
    if (words >= budget * 0.9) break;
  }
  return chosen.sort((a, b) => a - b);
}

export function lead(sentences: string[], budget: number): number[] {
  return fillBudget(
    sentences.map((_, i) => i),
    sentences,
    budget,
  );
}

function termCounts(sentence: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of rougeTokens(sentence)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

function pageRank(weights: Float64Array[], damping = 0.85, iterations = 50): Float64Array {
  const n = weights.length;
  const outSum = weights.map((row) => row.reduce((a, b) => a + b, 0));
  let rank = new Float64Array(n).fill(1 / n);
  for (let it = 0; it < iterations; it++) {
    const next = new Float64Array(n).fill((1 - damping) / n);
    for (let j = 0; j < n; j++) {
      if (outSum[j] === 0) {
        for (let i = 0; i < n; i++) next[i]! += (damping * rank[j]!) / n;
        continue;
      }
      const row = weights[j]!;
      for (let i = 0; i < n; i++)
        if (row[i]) next[i]! += (damping * rank[j]! * row[i]!) / outSum[j]!;
    }
    rank = next;
  }
  return rank;
}

const byScore = (scores: ArrayLike<number>) =>
  Array.from(scores, (s, i) => [s, i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
    .map(([, i]) => i);

/** Continuous LexRank (Erkan & Radev 2004): tf-idf cosine graph, threshold 0.1, PageRank. */
export function lexRank(sentences: string[], budget: number): number[] {
  const counts = sentences.map(termCounts);
  const df = new Map<string, number>();
  for (const c of counts) for (const t of c.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const n = sentences.length;
  const vectors = counts.map((c) => {
    const v = new Map<string, number>();
    let norm = 0;
    for (const [t, tf] of c) {
      const w = tf * Math.log(n / df.get(t)!);
      v.set(t, w);
      norm += w * w;
    }
    return { v, norm: Math.sqrt(norm) || 1 };
  });
  const weights = vectors.map((a) =>
    Float64Array.from(vectors, (b) => {
      let dot = 0;
      for (const [t, w] of a.v) dot += w * (b.v.get(t) ?? 0);
      const cos = dot / (a.norm * b.norm);
      return cos > 0.1 ? cos : 0;
    }),
  );
  return fillBudget(byScore(pageRank(weights)), sentences, budget);
}

/** TextRank (Mihalcea & Tarau 2004): word-overlap similarity normalised by log lengths, PageRank. */
export function textRank(sentences: string[], budget: number): number[] {
  const sets = sentences.map((s) => new Set(rougeTokens(s)));
  const lengths = sentences.map((s) => rougeTokens(s).length);
  const weights = sets.map((a, i) =>
    Float64Array.from(sets, (b, j) => {
      if (i === j || lengths[i]! < 2 || lengths[j]! < 2) return 0;
      let overlap = 0;
      for (const t of a) if (b.has(t)) overlap++;
      return overlap / (Math.log(lengths[i]!) + Math.log(lengths[j]!));
    }),
  );
  return fillBudget(byScore(pageRank(weights)), sentences, budget);
}

/** The greedy ROUGE oracle (lib/oracle.ts), in source order. */
export function greedyOracle(sentences: string[], reference: string, budget: number): number[] {
  const lengths = sentences.map((s) => countWords(s));
  const tokens = sentences.map(rougeTokens);
  return greedyOracleOrder(tokens, lengths, rougeTokens(reference), budget).sort((a, b) => a - b);
}
