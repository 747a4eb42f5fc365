/**
 * Speed and memory of the engine, printed as tables: per dev paper (median, p95), growth with input
 * size (fitted exponent of time ∝ words^k), a 50,000-word text, and pathological inputs.
 * Run: node --import tsx packages/engine/scripts/bench.ts  (add --expose-gc for steadier memory figures)
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkAbstract, countWords, generateAbstract } from '../src/index.ts';
import type { EngineRequest } from '../src/types.ts';
import {
  engineRequest,
  EVALDATA_DIR,
  loadDevPapers,
  nearestTarget,
  type Paper,
} from './lib/data.ts';
import { median } from './lib/bench-input.ts';

/** A bench text as the request the eval sends (titled 'Benchmark' unless a paper gives one). */
const request = (body: string, target = 250, title = 'Benchmark'): EngineRequest =>
  engineRequest({ title, body }, target);

function time(run: () => unknown, repeat = 1): number {
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Han characters from a fixed linear congruential sequence: the same text on every run. */
function cjkNoise(length: number): string {
  let seed = 7;
  let text = '';
  for (let i = 0; i < length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    text += String.fromCharCode(0x4e00 + (seed % 3_000));
  }
  return text;
}

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const row = (cells: (string | number)[], widths: number[]) =>
  cells.map((c, i) => String(c).padEnd(widths[i]!)).join(' | ');

/** Synthetic academic-looking text, used when the dev papers are not available. */
function syntheticText(words: number): string {
  const vocabulary =
    'model data attention sparse document length accuracy training method result network layer baseline corpus token sentence evaluation metric score improvement analysis'.split(
      ' ',
    );
  let state = 42;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0);
  const out: string[] = [];
  let count = 0;
  while (count < words) {
    const length = 12 + (next() % 20);
    const sentence = Array.from({ length }, () => vocabulary[next() % vocabulary.length]!);
    out.push(`The ${sentence.join(' ')} improves by ${next() % 100}.${next() % 10} points.`);
    count += length + 6;
    if (out.length % 6 === 0) out.push('\n\n');
  }
  return out.join(' ');
}

const haveData = existsSync(resolve(EVALDATA_DIR, 'dev.jsonl'));
const papers: Paper[] = haveData ? loadDevPapers() : [];
if (!haveData)
  console.log(
    `(dev papers not found at ${EVALDATA_DIR}: per-paper figures skipped, synthetic text used for sizes)`,
  );

// Warm-up: JIT and the role model's one-time decoding.
generateAbstract(request(syntheticText(2000)));

console.log(
  '\nPer dev paper (standard request + 3 alternative versions, nearest allowed target)\n',
);
if (papers.length) {
  const times = papers.map((p) =>
    time(() => generateAbstract(request(p.body, nearestTarget(p.abstract_words), p.title))),
  );
  const sorted = [...times].sort((a, b) => a - b);
  const words = papers.map((p) => p.body.split(/\s+/u).length);
  const widths = [10, 12, 12, 12, 12];
  console.log(row(['papers', 'median ms', 'p95 ms', 'max ms', 'median words'], widths));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  console.log(
    row(
      [
        papers.length,
        median(times).toFixed(1),
        sorted[Math.floor(sorted.length * 0.95)]!.toFixed(1),
        sorted[sorted.length - 1]!.toFixed(1),
        median(words),
      ],
      widths,
    ),
  );
}

/** A text of about `words` words: dev bodies concatenated (real structure), else synthetic. */
function textOfSize(words: number): string {
  if (!papers.length) return syntheticText(words);
  const parts: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    const body = papers[i % papers.length]!.body.split(/\s+/u);
    const take = body.slice(0, Math.min(body.length, words - count));
    parts.push(take.join(' '));
    count += take.length;
  }
  return parts.join('\n\n');
}

console.log('\nGrowth with input size (median of 3 runs)\n');
const sizes = [5_000, 10_000, 20_000, 50_000, 100_000];
const widths = [10, 10, 14];
console.log(row(['words', 'ms', 'heap delta'], widths));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
const points: [number, number][] = [];
for (const size of sizes) {
  const text = textOfSize(size);
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const ms = time(() => generateAbstract(request(text)), 3);
  const after = process.memoryUsage().heapUsed;
  points.push([size, ms]);
  console.log(row([size, ms.toFixed(0), mb(Math.max(0, after - before))], widths));
}
// Least-squares slope of log(time) on log(words): 1 = linear growth.
const xs = points.map(([w]) => Math.log(w));
const ys = points.map(([, t]) => Math.log(t));
const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
const my = ys.reduce((a, b) => a + b, 0) / ys.length;
const slope =
  xs.reduce((s, x, i) => s + (x - mx) * (ys[i]! - my), 0) /
  xs.reduce((s, x) => s + (x - mx) ** 2, 0);
console.log(`fitted exponent k (time ∝ words^k): ${slope.toFixed(2)}`);

console.log('\nPathological inputs (must finish quickly)\n');
const pathological: [string, string][] = [
  ['1 MB without punctuation', 'lorem '.repeat(1_000_000 / 6)],
  ['100,000 one-word lines', Array.from({ length: 100_000 }, (_, i) => `word${i % 97}`).join('\n')],
  ['only numbers', Array.from({ length: 20_000 }, (_, i) => String((i * 7919) % 100000)).join(' ')],
  [
    'only citations',
    Array.from(
      { length: 5_000 },
      (_, i) => `[${i}] (Smith et al., 20${String(i % 25).padStart(2, '0')})`,
    ).join(' '),
  ],
  ['one 200,000-character word', 'x'.repeat(200_000)],
  ['one 200,000-capital token', 'X'.repeat(200_000)],
  ['50,000 citation markers', '[1]'.repeat(50_000)],
  ['50,000 full stops', '. '.repeat(50_000)],
  // Node 20's Intl.Segmenter is quadratic over one long string: these took 19–30 s before chunking.
  ['100,000 CJK chars, no stops', '研究'.repeat(50_000)],
  ['100,000 random Han chars', cjkNoise(100_000)],
];
const pw = [28, 10, 20];
console.log(row(['input', 'ms', 'result'], pw));
console.log(pw.map((w) => '-'.repeat(w)).join('-|-'));
for (const [name, text] of pathological) {
  let outcome = '';
  const ms = time(() => {
    const r = generateAbstract(request(text));
    outcome = r.ok ? `ok, ${r.output.word_count} words` : `failure: ${r.reason}`;
  });
  console.log(row([name, ms.toFixed(0), outcome], pw));
}
console.log('\nPathological abstracts for the check (20,000 characters, the longest it takes)\n');
const paper = 'Tide gauges drift by a few millimetres a year. '.repeat(200);
const abstracts: [string, string][] = [
  ['line breaks after a sentence', `Gauges drift.${'\n'.repeat(19_987)}`],
  ['citation markers', '[1]'.repeat(6_666)],
  ['one capitals token', 'X'.repeat(20_000)],
  ['numbered list markers', '1. '.repeat(6_666)],
];
console.log(row(['abstract', 'ms', 'result'], pw));
console.log(pw.map((w) => '-'.repeat(w)).join('-|-'));
for (const [name, abstract] of abstracts) {
  let words = 0;
  const ms = time(() => (words = checkAbstract({ abstract, research_content: paper }).word_count));
  console.log(row([name, ms.toFixed(0), `${words} words`], pw));
}

console.log(
  '\nWord counts of long text that the fast scanner does not take (Intl.Segmenter in pieces)\n',
);
const counted: [string, string][] = [
  ['190,000 CJK chars', '研究方法'.repeat(47_500)],
  ['190,000 random Han chars', cjkNoise(190_000)],
  ['190,000 snake_case chars', 'feature_map value '.repeat(190_000 / 18)],
  ['190,000 Arabic chars', 'نموذج البيانات '.repeat(190_000 / 15)],
];
console.log(row(['countWords input', 'ms', 'words'], pw));
console.log(pw.map((w) => '-'.repeat(w)).join('-|-'));
for (const [name, text] of counted) {
  let words = 0;
  const ms = time(() => (words = countWords(text, 'zh')));
  console.log(row([name, ms.toFixed(0), String(words)], pw));
}

console.log(
  `\npeak RSS: ${mb(process.memoryUsage().rss)} (Node ${process.version}, ${process.arch})`,
);

await import('./bench-evidence.ts');
