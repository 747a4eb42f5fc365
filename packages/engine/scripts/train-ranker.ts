/**
 * Trains the sentence scorer: ridge regression from src/features.ts to each sentence's own ROUGE
 * against its paper's abstract, on the TRAIN split of dev.jsonl only (60% by id hash; the report
 * split is never read here). Model choices (label, ridge strength, fill, redundancy) are made by
 * 2-fold cross-validation inside the train split. Writes src/model/ranker-weights.ts.
 * Run: node --import tsx packages/engine/scripts/train-ranker.ts [--quick]
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCandidates } from '../src/candidates.ts';
import { parseDocument } from '../src/document.ts';
import { FEATURE_COUNT, FEATURE_NAMES, computeFeatures } from '../src/features.ts';
import { scoreSentences, selectForBudget, type Candidate } from '../src/select.ts';
import { hashId, loadDevPapers, nearestTarget, splitOf, type Paper } from './lib/data.ts';
import { rougeN, rougeTokens, scoreRouge } from './lib/rouge.ts';
import { splitSentences } from '../src/segment.ts';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../src/model/ranker-weights.ts');

interface Prepared {
  paper: Paper;
  target: number;
  rows: Float64Array[];
  labels: Record<string, number[]>;
  candidates: Candidate[];
  candidateRow: number[];
}

function prepare(paper: Paper): Prepared {
  const document = parseDocument(paper.body);
  const { features } = computeFeatures(document, paper.title, 'en');
  const reference = rougeTokens(paper.abstract);
  // Candidate labels: F1 of the sentence alone, or its precision (share of its words and bigrams
  // that the abstract uses), which rewards dense sentences under a word budget.
  const f: number[] = [];
  const p: number[] = [];
  const p1: number[] = [];
  const p4: number[] = [];
  for (const s of features) {
    const tokens = rougeTokens(s.sentence.text);
    const r1 = rougeN(reference, tokens, 1);
    const r2 = rougeN(reference, tokens, 2);
    f.push(r1.fmeasure + r2.fmeasure);
    p.push(r1.precision + 2 * r2.precision);
    p1.push(r1.precision);
    p4.push(r1.precision + 4 * r2.precision);
  }
  const candidates = buildCandidates(features, new Array(features.length).fill(0), {
    citationsAllowed: false,
    rewrite: true,
    language: 'en',
    cased: !document.lowercased,
  });
  const rowOf = new Map(features.map((s, i) => [s.sentence.index, i]));
  return {
    paper,
    target: nearestTarget(paper.abstract_words),
    rows: features.map((s) => s.values),
    labels: { f, p, p1, p4 },
    candidates,
    candidateRow: candidates.map((c) => rowOf.get(c.index)!),
  };
}

/** Ridge regression by the normal equations (d ≈ 60, so Gaussian elimination is instant). */
function ridge(rows: Float64Array[], labels: number[], lambda: number): Float64Array {
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

/** Per-paper normalisation: labels divided by the paper's best, so long and short papers weigh alike. */
function normalised(labels: number[]): number[] {
  const max = Math.max(1e-9, ...labels);
  return labels.map((l) => l / max);
}

function fit(papers: Prepared[], label: string, lambda: number): Float64Array {
  const rows: Float64Array[] = [];
  const ys: number[] = [];
  for (const p of papers) {
    rows.push(...p.rows);
    ys.push(...normalised(p.labels[label]!));
  }
  return ridge(rows, ys, lambda);
}

const asLines = (text: string) => splitSentences(text).join('\n');

function evaluate(papers: Prepared[], weights: Float64Array, fill: number, maxSimilarity: number) {
  let r1 = 0;
  let r2 = 0;
  let rl = 0;
  for (const p of papers) {
    const scores = scoreSentences(
      p.rows.map((values) => ({ values }) as never),
      weights,
    );
    const candidates = p.candidates.map((c, i) => ({ ...c, score: scores[p.candidateRow[i]!]! }));
    const chosen = selectForBudget(candidates, p.target, { fill, maxSimilarity });
    const r = scoreRouge(asLines(p.paper.abstract), chosen.map((c) => c.text).join('\n'));
    r1 += r.rouge1.fmeasure;
    r2 += r.rouge2.fmeasure;
    rl += r.rougeLsum.fmeasure;
  }
  const n = papers.length;
  return { r1: (100 * r1) / n, r2: (100 * r2) / n, rl: (100 * rl) / n };
}

const started = performance.now();
const train = loadDevPapers().filter((p) => splitOf(p.id) === 'train');
const prepared = train.map(prepare);
console.log(
  `prepared ${prepared.length} train papers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
const foldA = prepared.filter((p) => (hashId(p.paper.id) >>> 8) % 2 === 0);
const foldB = prepared.filter((p) => (hashId(p.paper.id) >>> 8) % 2 === 1);

let best = { score: -1, label: 'p', lambda: 1e-3, fill: 0.93, maxSimilarity: 0.45 };
const quick = process.argv.includes('--quick');
for (const label of quick ? ['p'] : ['f', 'p', 'p1', 'p4']) {
  for (const lambda of [1e-3]) {
    for (const fill of quick ? [0.93] : [0.93, 1.0]) {
      for (const maxSimilarity of quick ? [0.45] : [0.35, 0.45]) {
        const a = evaluate(foldB, fit(foldA, label, lambda), fill, maxSimilarity);
        const b = evaluate(foldA, fit(foldB, label, lambda), fill, maxSimilarity);
        const score = (a.r1 + b.r1 + a.r2 + b.r2 + a.rl + b.rl) / 2;
        console.log(
          `label=${label} λ=${lambda} fill=${fill} sim=${maxSimilarity}: R1 ${((a.r1 + b.r1) / 2).toFixed(2)} R2 ${((a.r2 + b.r2) / 2).toFixed(2)} RLsum ${((a.rl + b.rl) / 2).toFixed(2)}`,
        );
        if (score > best.score) best = { score, label, lambda, fill, maxSimilarity };
      }
    }
  }
}
console.log('chosen:', JSON.stringify(best));
const weights = fit(prepared, best.label, best.lambda);
const source = `/** Generated by scripts/train-ranker.ts from the train split of dev.jsonl: do not edit. */
export const RANKER_MODEL = {
  label: '${best.label}',
  fill: ${best.fill},
  maxSimilarity: ${best.maxSimilarity},
  /** One weight per feature, in the order of FEATURE_NAMES. */
  weights: {
${FEATURE_NAMES.map((name, i) => `    ${name}: ${Number(weights[i]!.toPrecision(5))},`).join('\n')}
  } as Record<string, number>,
};
`;
writeFileSync(OUT, source);
console.log(`wrote ${OUT} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
