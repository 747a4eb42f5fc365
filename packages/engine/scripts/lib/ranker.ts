/**
 * The ranker's training pieces, shared by scripts/train-ranker.ts (fits the shipped model) and
 * the eval's cross-validation by source corpus (lib/cross-validation.ts): per-paper feature rows
 * and ROUGE labels, ridge regression, and ROUGE of the selection a scorer leads to.
 */
import { buildCandidates } from '../../src/compose/candidates.ts';
import { parseDocument } from '../../src/read/document.ts';
import { FEATURE_COUNT, computeFeatures } from '../../src/rank/features.ts';
import { selectForBudget, type Candidate } from '../../src/compose/select.ts';
import { scoreSentences } from '../../src/rank/ranker.ts';
import { countWords, splitSentences } from '../../src/read/segment.ts';
import { fitTrees, type BoostOptions } from './boost.ts';
import { nearestTarget, type Paper } from './data.ts';
import { greedyOracleOrder } from './oracle.ts';
import { rougeN, rougeTokens, scoreRouge } from './rouge.ts';

export interface Prepared {
  paper: Paper;
  target: number;
  rows: Float64Array[];
  /** Each sentence's training labels by name, scaled per paper to 0–1 (see `normalised`). */
  labels: Record<string, number[]>;
  candidates: Candidate[];
  candidateRow: number[];
}

/** Per-paper normalisation: labels divided by the paper's best, so long and short papers weigh alike. */
function normalised(labels: number[]): number[] {
  const max = Math.max(1e-9, ...labels);
  return labels.map((l) => l / max);
}

export function prepare(paper: Paper): Prepared {
  const document = parseDocument(paper.body);
  const { features } = computeFeatures(document, paper.title, 'en');
  const reference = rougeTokens(paper.abstract);
  // Candidate labels: F1 of the sentence alone, or its precision (share of its words and bigrams
  // that the abstract uses), which rewards dense sentences under a word budget.
  const f: number[] = [];
  const p: number[] = [];
  const p1: number[] = [];
  const p4: number[] = [];
  const sentenceTokens = features.map((s) => rougeTokens(s.sentence.text));
  for (const tokens of sentenceTokens) {
    const r1 = rougeN(reference, tokens, 1);
    const r2 = rougeN(reference, tokens, 2);
    f.push(r1.fmeasure + r2.fmeasure);
    p.push(r1.precision + 2 * r2.precision);
    p1.push(r1.precision);
    p4.push(r1.precision + 4 * r2.precision);
  }
  // The greedy oracle's picks at the eval's budget: what a perfect selector would take. Averaged
  // with p4 (each sentence's own density) it also tells which of two dense sentences completes
  // the abstract better (p4o, chosen by the training script).
  const target = nearestTarget(paper.abstract_words);
  const lengths = features.map((s) => countWords(s.sentence.text));
  const oracle = new Array<number>(features.length).fill(0);
  for (const i of greedyOracleOrder(sentenceTokens, lengths, reference, target)) oracle[i] = 1;
  const p4o = normalised(p4).map((l, i) => (l + oracle[i]!) / 2);
  const candidates = buildCandidates(features, new Array(features.length).fill(0), {
    citationsAllowed: false,
    rewrite: true,
    language: 'en',
    cased: !document.lowercased,
  });
  const rowOf = new Map(features.map((s, i) => [s.sentence.index, i]));
  return {
    paper,
    target,
    rows: features.map((s) => s.values),
    labels: {
      f: normalised(f),
      p: normalised(p),
      p1: normalised(p1),
      p4: normalised(p4),
      p4o,
    },
    candidates,
    candidateRow: candidates.map((c) => rowOf.get(c.index)!),
  };
}

/** Ridge regression by the normal equations (d ≈ 60, so Gaussian elimination is instant). */
export function ridge(rows: Float64Array[], labels: number[], lambda: number): Float64Array {
  const d = FEATURE_COUNT;
  const A = Array.from({ length: d }, () => new Float64Array(d + 1));
  rows.forEach((x, n) => {
    const y = labels[n]!;
    for (let i = 0; i < d; i++) {
      if (x[i] === 0) continue;
      const row = A[i]!;
      for (let j = 0; j < d; j++) row[j]! += x[i]! * x[j]!;
      row[d]! += x[i]! * y;
    }
  });
  for (let i = 1; i < d; i++) A[i]![i]! += lambda * rows.length;
  for (let i = 0; i < d; i++) A[i]![i]! += 1e-9;
  for (let c = 0; c < d; c++) {
    let pivot = c;
    for (let r = c + 1; r < d; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[pivot]![c]!)) pivot = r;
    [A[c], A[pivot]] = [A[pivot]!, A[c]!];
    const pr = A[c]!;
    for (let r = 0; r < d; r++) {
      if (r === c) continue;
      const factor = A[r]![c]! / pr[c]!;
      if (!factor) continue;
      const row = A[r]!;
      for (let k = c; k <= d; k++) row[k]! -= factor * pr[k]!;
    }
  }
  return Float64Array.from(A, (row, i) => row[d]! / row[i]!);
}

/** Boosted trees over the same rows and labels as `fit`. */
export function fitBoosted(papers: Prepared[], label: string, options: BoostOptions) {
  const rows: Float64Array[] = [];
  const ys: number[] = [];
  for (const p of papers) {
    rows.push(...p.rows);
    ys.push(...p.labels[label]!);
  }
  return fitTrees(rows, ys, options);
}

export function fit(papers: Prepared[], label: string, lambda: number): Float64Array {
  const rows: Float64Array[] = [];
  const ys: number[] = [];
  for (const p of papers) {
    rows.push(...p.rows);
    ys.push(...p.labels[label]!);
  }
  return ridge(rows, ys, lambda);
}

const asLines = (text: string) => splitSentences(text).join('\n');

/** A sentence scorer: a linear model's weights, or any function of a feature row (e.g. trees). */
export type Scorer = Float64Array | ((row: Float64Array) => number);

export function evaluate(
  papers: Prepared[],
  scorer: Scorer,
  fill: number,
  maxSimilarity: number,
  redundancyPenalty = 0,
) {
  let r1 = 0;
  let r2 = 0;
  let rl = 0;
  for (const p of papers) {
    const scores =
      typeof scorer === 'function'
        ? p.rows.map(scorer)
        : scoreSentences(
            p.rows.map((values) => ({ values }) as never),
            scorer,
          );
    const candidates = p.candidates.map((c, i) => ({ ...c, score: scores[p.candidateRow[i]!]! }));
    const chosen = selectForBudget(candidates, p.target, {
      fill,
      maxSimilarity,
      redundancyPenalty,
    });
    const r = scoreRouge(asLines(p.paper.abstract), chosen.map((c) => c.text).join('\n'));
    r1 += r.rouge1.fmeasure;
    r2 += r.rouge2.fmeasure;
    rl += r.rougeLsum.fmeasure;
  }
  const n = papers.length;
  return { r1: (100 * r1) / n, r2: (100 * r2) / n, rl: (100 * rl) / n };
}
