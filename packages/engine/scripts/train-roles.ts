/**
 * Trains the sentence-role classifier: multinomial logistic regression (AdaGrad, L2) over the hashed
 * features of src/roles.ts, on the train splits of ../shared/evaldata/rhetorical (CSAbstruct,
 * SumPubMed structured). Reports accuracy on the held-out test splits (and all of the PLOS set,
 * never trained on), then writes src/model/roles-weights.ts (int8-quantised, base64).
 * Run: node --import tsx packages/engine/scripts/train-roles.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLE_HASH_BITS, ROLES, roleFeatures, type Role } from '../src/rank/roles.ts';
import { requireEvaldata } from './lib/data.ts';
import { shuffled as shuffle } from './lib/shuffle.ts';

const DATA = resolve(requireEvaldata('train-roles'), 'rhetorical');
const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../src/rank/model/roles-weights.ts');

/** Dataset labels → the engine's five roles; labels without a clean equivalent are left out. */
const LABELS: Record<string, Role> = {
  BACKGROUND: 'background',
  OBJECTIVE: 'objective',
  METHOD: 'methods',
  METHODS: 'methods',
  RESULT: 'results',
  RESULTS: 'results',
  CONCLUSIONS: 'conclusions',
};

interface Example {
  features: number[];
  label: number;
}

/** Reads one file; with `withPosition`, each sentence also carries its position in its abstract. */
function read(file: string, withPosition: boolean): Example[] {
  const out: Example[] = [];
  for (const block of readFileSync(resolve(DATA, file), 'utf8').split(/\n(?=###)/u)) {
    const lines = block.split('\n').filter((l) => l && !l.startsWith('###') && l.includes('\t'));
    lines.forEach((line, i) => {
      const tab = line.indexOf('\t');
      const role = LABELS[line.slice(0, tab)];
      if (!role) return;
      const position = withPosition ? i / Math.max(1, lines.length - 1) : undefined;
      out.push({
        features: roleFeatures(line.slice(tab + 1), position),
        label: ROLES.indexOf(role),
      });
    });
  }
  return out;
}

const size = 1 << ROLE_HASH_BITS;
const K = ROLES.length;
const W = Array.from({ length: K }, () => new Float64Array(size));
const G = Array.from({ length: K }, () => new Float64Array(size).fill(1e-8));

function predict(features: number[]): number[] {
  const scores = W.map((row) => features.reduce((s, f) => s + row[f]!, 0));
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

// Each sentence twice, with and without its position, so the model serves both uses: abstracts
// (position known) and sentences of a paper's body (no abstract position).
const csTrain = [...read('csabstruct/train.txt', true), ...read('csabstruct/train.txt', false)];
const pubTrain = [
  ...read('sumpubmed_structured/train.txt', true),
  ...read('sumpubmed_structured/train.txt', false),
];
// SumPubMed is 4× larger than CSAbstruct and has only three labels: sample it down so the
// computer-science objective/methods distinctions are not drowned out.
const train = [
  ...csTrain,
  ...csTrain,
  ...shuffle(pubTrain, 7).slice(0, Number(process.env.PUB ?? 20000)),
];
const LEARNING_RATE = Number(process.env.LR ?? 0.005);
const L2 = Number(process.env.L2 ?? 1e-5);
for (let epoch = 0; epoch < Number(process.env.EPOCHS ?? 10); epoch++) {
  for (const ex of shuffle(train, epoch + 1)) {
    const p = predict(ex.features);
    for (let k = 0; k < K; k++) {
      const grad = p[k]! - (k === ex.label ? 1 : 0);
      const row = W[k]!;
      const g2 = G[k]!;
      for (const f of ex.features) {
        const g = grad + L2 * row[f]!;
        g2[f]! += g * g;
        row[f]! -= (LEARNING_RATE * g) / Math.sqrt(g2[f]!);
      }
    }
  }
}

/** int8 quantisation per role row: weight ≈ byte × scale, with scale = max|w| / 127. */
const scales = W.map((row) => Math.max(...row.map(Math.abs)) / 127 || 1);
const quantised = W.map((row, k) => Int8Array.from(row, (w) => Math.round(w / scales[k]!)));
const dequantised = quantised.map((row, k) => Float64Array.from(row, (b) => b * scales[k]!));

function accuracy(
  examples: Example[],
  rows: Float64Array[],
): { accuracy: number; n: number; perRole: string } {
  let right = 0;
  const confusion = ROLES.map(() => ({ right: 0, total: 0 }));
  for (const ex of examples) {
    const scores = rows.map((row) => ex.features.reduce((s, f) => s + row[f]!, 0));
    const guess = scores.indexOf(Math.max(...scores));
    confusion[ex.label]!.total++;
    if (guess === ex.label) {
      right++;
      confusion[ex.label]!.right++;
    }
  }
  const perRole = ROLES.map((r, k) =>
    confusion[k]!.total
      ? `${r} ${((100 * confusion[k]!.right) / confusion[k]!.total).toFixed(0)}%`
      : '',
  )
    .filter(Boolean)
    .join(', ');
  return { accuracy: right / examples.length, n: examples.length, perRole };
}

console.log('held-out accuracy (quantised weights as shipped):');
for (const [name, file] of [
  ['CSAbstruct test', 'csabstruct/test.txt'],
  ['CSAbstruct dev', 'csabstruct/dev.txt'],
  ['SumPubMed structured test', 'sumpubmed_structured/test.txt'],
  ['PLOS structured (all, unseen)', 'plos_structured.txt'],
] as const) {
  for (const withPosition of [true, false]) {
    const r = accuracy(read(file, withPosition), dequantised);
    const label = `${name}${withPosition ? ' (with position)' : ' (text only)'}`;
    console.log(
      `  ${label.padEnd(48)} ${(100 * r.accuracy).toFixed(1)}% of ${r.n} sentences (${r.perRole})`,
    );
  }
}

const toBase64 = (bytes: Int8Array) => Buffer.from(bytes.buffer).toString('base64');
const source = `/** Generated by scripts/train-roles.ts: do not edit. int8 weights per role (weight = byte × scale), base64. */
export const ROLE_MODEL: { scales: number[]; rows: string[] } = {
  scales: ${JSON.stringify(scales.map((s) => Number(s.toPrecision(6))))},
  rows: [
${quantised.map((row) => `    '${toBase64(row)}',`).join('\n')}
  ],
};
`;
writeFileSync(OUT, source);
console.log(`wrote ${OUT} (${(source.length / 1024).toFixed(0)} KB)`);
