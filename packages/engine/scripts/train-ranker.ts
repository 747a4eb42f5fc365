/**
 * Trains the sentence scorer: ridge regression, then boosted trees, from src/features.ts to a
 * label of each sentence against its paper's abstract (its own ROUGE, or that averaged with its
 * membership in the greedy oracle's choice), on the TRAIN split of dev.jsonl only (60% by id hash;
 * the report split is never read here). Model choices (label, ridge strength, trees or ridge,
 * bagging, fill, redundancy) are made by 2-fold cross-validation inside the train split. Writes
 * src/model/ranker-weights.ts.
 * Run: node --import tsx packages/engine/scripts/train-ranker.ts [--quick]
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURE_NAMES } from '../src/rank/features.ts';
import { hashId, loadDevPapers, splitOf } from './lib/data.ts';
import { encodeTrees, type BoostOptions } from './lib/boost.ts';
import { evaluate, fit, fitBoosted, prepare } from './lib/ranker.ts';
import { scoreWithTrees } from '../src/rank/rank-trees.ts';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../src/rank/model/ranker-weights.ts');

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

// Boosted trees, same folds: their label (the linear model's, or p4o, which adds the greedy
// oracle's picks to it) and selection settings are chosen together, as the trees rank differently
// from the linear model. They ship when they beat it (they learn interactions such as lower-cased
// corpus × position).
const TREES: BoostOptions = {
  trees: 150,
  depth: 4,
  learningRate: 0.1,
  minLeaf: 50,
  subsample: 0.5,
};
let treeBest = {
  score: -1,
  label: best.label,
  options: TREES,
  fill: best.fill,
  maxSimilarity: best.maxSimilarity,
  penalty: 0,
};
const treeChoices = quick
  ? [{ label: best.label, options: TREES }]
  : [...new Set([best.label, 'p4o'])].flatMap((label) =>
      [1, 3, 5].map((bag) => ({ label, options: { ...TREES, bag } })),
    );
for (const { label, options } of treeChoices) {
  const treeA = fitBoosted(foldA, label, options);
  const treeB = fitBoosted(foldB, label, options);
  // Each row's score from the fold model that did not see it, computed once for the selection grid.
  const heldOutScore = new Map<Float64Array, number>();
  for (const p of foldA)
    for (const row of p.rows) heldOutScore.set(row, scoreWithTrees(treeB, row));
  for (const p of foldB)
    for (const row of p.rows) heldOutScore.set(row, scoreWithTrees(treeA, row));
  const treeScorer = (row: Float64Array) => heldOutScore.get(row)!;
  // A soft redundancy penalty beside the hard cut (penalising a candidate by its closest
  // chosen sentence keeps related but distinct sentences that the cut alone lets through).
  for (const fill of quick ? [best.fill] : [0.85, 0.9, 0.93, 0.97]) {
    for (const maxSimilarity of quick ? [best.maxSimilarity] : [0.45, 0.5, 0.55, 0.65]) {
      for (const penalty of quick ? [0] : [0, 0.05, 0.1, 0.15, 0.2, 0.3]) {
        const t = evaluate(prepared, treeScorer, fill, maxSimilarity, penalty);
        console.log(
          `trees label=${label} bag=${options.bag ?? 1} fill=${fill} sim=${maxSimilarity} penalty=${penalty}: R1 ${t.r1.toFixed(2)} R2 ${t.r2.toFixed(2)} RLsum ${t.rl.toFixed(2)}`,
        );
        const score = t.r1 + t.r2 + t.rl;
        if (score > treeBest.score)
          treeBest = { score, label, options, fill, maxSimilarity, penalty };
      }
    }
  }
}
const useTrees = treeBest.score > best.score;
if (useTrees)
  best = {
    ...best,
    label: treeBest.label,
    fill: treeBest.fill,
    maxSimilarity: treeBest.maxSimilarity,
  };
const redundancyPenalty = useTrees ? treeBest.penalty : 0;
const trees = useTrees
  ? encodeTrees(fitBoosted(prepared, best.label, treeBest.options))
  : undefined;
console.log(trees ? 'shipping the trees' : 'shipping the linear model');
const source = `/** Generated by scripts/train-ranker.ts from the train split of dev.jsonl: do not edit. */
import type { ShippedTrees } from '../rank-trees.ts';

export const RANKER_MODEL: {
  label: string;
  fill: number;
  maxSimilarity: number;
  /** Selection's soft redundancy penalty (score − this × highest cosine with a chosen sentence). */
  redundancyPenalty: number;
  weights: Record<string, number>;
  /** When present, the sentences are scored by these trees (the linear weights stay for reference). */
  trees?: ShippedTrees & { options: Record<string, number> };
} = {
  label: '${best.label}',
  fill: ${best.fill},
  maxSimilarity: ${best.maxSimilarity},
  redundancyPenalty: ${redundancyPenalty},
  /** One weight per feature, in the order of FEATURE_NAMES. */
  weights: {
${FEATURE_NAMES.map((name, i) => `    ${name}: ${Number(weights[i]!.toPrecision(5))},`).join('\n')}
  },${
    trees
      ? `
  trees: ${JSON.stringify({ ...trees, options: treeBest.options }, null, 2).replace(/\n/gu, '\n  ')},`
      : ''
  }
};
`;
writeFileSync(OUT, source);
console.log(`wrote ${OUT} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
