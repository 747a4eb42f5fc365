/**
 * Trains the sentence-order model of src/order.ts: a linear pairwise ranker (RankNet loss,
 * AdaGrad, L2) over the role classifier's hashed features without position, so that each sentence
 * of a real abstract scores below every sentence after it. Trained on every abstract of the train
 * splits of ../shared/evaldata/rhetorical (all labels: order needs none); reports on the held-out
 * test splits, the PLOS set and the dev papers' own abstracts the share of sentence pairs put in
 * order and of abstracts that score above a shuffled copy, then writes src/model/order-weights.ts (int8, base64).
 * Run: node --import tsx packages/engine/scripts/train-order.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLE_HASH_BITS } from '../src/rank/roles.ts';
import { orderConcordance, orderFeatures } from '../src/measure/order.ts';
import { loadDevPapers, requireEvaldata } from './lib/data.ts';
import { detectLanguage, splitSentences } from '../src/index.ts';
import { seededRandom } from './lib/damage.ts';

const DATA = resolve(requireEvaldata('train-order'), 'rhetorical');
const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../src/rank/model/order-weights.ts');

/** The abstracts of one file, each as its sentences' feature lists in order. */
function read(file: string): number[][][] {
  return readFileSync(resolve(DATA, file), 'utf8')
    .split(/\n(?=###)/u)
    .map((block) =>
      block
        .split('\n')
        .filter((l) => l && !l.startsWith('###') && l.includes('\t'))
        .map((line) => orderFeatures(line.slice(line.indexOf('\t') + 1))),
    )
    .filter((sentences) => sentences.length >= 2);
}

const size = 1 << ROLE_HASH_BITS;
const W = new Float64Array(size);
const G = new Float64Array(size).fill(1e-8);
const score = (features: number[], w: ArrayLike<number>) => features.reduce((s, f) => s + w[f]!, 0);

/** The authors' abstracts of the dev papers (never trained on), as sentences' feature lists. */
function devAbstracts(): number[][][] {
  return loadDevPapers()
    .map((p) =>
      splitSentences(p.abstract, detectLanguage(p.body) ?? 'en').map((s) => orderFeatures(s)),
    )
    .filter((sentences) => sentences.length >= 2);
}

const train = [...read('csabstruct/train.txt'), ...read('sumpubmed_structured/train.txt')];
const LEARNING_RATE = Number(process.env.LR ?? 0.05);
const L2 = Number(process.env.L2 ?? 1e-6);
const EPOCHS = Number(process.env.EPOCHS ?? 8);
const random = seededRandom(13);
for (let epoch = 0; epoch < EPOCHS; epoch++) {
  const order = train.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const a of order) {
    const sentences = train[a]!;
    const scores = sentences.map((f) => score(f, W));
    // RankNet: for each pair (i before j), loss log(1 + e^−(s_j − s_i)); gradients summed per sentence.
    const grad = new Float64Array(sentences.length);
    for (let i = 0; i < sentences.length; i++)
      for (let j = i + 1; j < sentences.length; j++) {
        const g = -1 / (1 + Math.exp(scores[j]! - scores[i]!));
        grad[j]! += g;
        grad[i]! -= g;
      }
    sentences.forEach((features, i) => {
      for (const f of features) {
        const g = grad[i]! / sentences.length + L2 * W[f]!;
        G[f]! += g * g;
        W[f]! -= (LEARNING_RATE * g) / Math.sqrt(G[f]!);
      }
    });
  }
}

const scale = Math.max(...W.map(Math.abs)) / 127 || 1;
const quantised = Int8Array.from(W, (w) => Math.round(w / scale));
const shipped = Float64Array.from(quantised, (b) => b * scale);

/** Pairs in order, and abstracts scoring strictly above one shuffled copy (concordance of order.ts). */
function report(abstracts: number[][][]) {
  let pairs = 0;
  let right = 0;
  let wins = 0;
  const shuffleRandom = seededRandom(29);
  for (const sentences of abstracts) {
    const scores = sentences.map((f) => score(f, shipped));
    for (let i = 0; i < scores.length; i++)
      for (let j = i + 1; j < scores.length; j++) {
        pairs++;
        if (scores[j]! > scores[i]!) right++;
      }
    const shuffled = [...scores];
    do
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(shuffleRandom() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
    while (shuffled.every((s, i) => s === scores[i]));
    if (orderConcordance(scores) > orderConcordance(shuffled)) wins++;
  }
  return { pairs: right / pairs, wins: wins / abstracts.length, n: abstracts.length };
}

console.log('held out (quantised weights as shipped):');
for (const [name, file] of [
  ['CSAbstruct test', 'csabstruct/test.txt'],
  ['SumPubMed structured test', 'sumpubmed_structured/test.txt'],
  ['PLOS structured (all, unseen)', 'plos_structured.txt'],
  ['dev papers (all, unseen)', 'dev'],
] as const) {
  const r = report(file === 'dev' ? devAbstracts() : read(file));
  console.log(
    `  ${name.padEnd(32)} pairs in order ${(100 * r.pairs).toFixed(1)}%, above a shuffled copy ${(100 * r.wins).toFixed(1)}% of ${r.n} abstracts`,
  );
}

const source = `/** Generated by scripts/train-order.ts: do not edit. int8 weights (weight = byte × scale), base64. */
export const ORDER_MODEL: { scale: number; row: string } = {
  scale: ${Number(scale.toPrecision(6))},
  row: '${Buffer.from(quantised.buffer).toString('base64')}',
};
`;
writeFileSync(OUT, source);
console.log(`wrote ${OUT} (${(source.length / 1024).toFixed(0)} KB)`);
