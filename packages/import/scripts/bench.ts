/**
 * Import speed: generated documents of growing size through the Node entry, timed per run.
 * Prints a table (no assertions; speed is measured here, never in tests).
 *   node --import tsx packages/import/scripts/bench.ts
 */
import { performance } from 'node:perf_hooks';
import { importDocument } from '../src/node.ts';
import { buildPaperDocx } from '../test/build-docx.ts';
import { buildTwoColumnPaper } from '../test/build-pdf.ts';

const RUNS = 3;

async function time(name: string, bytes: Uint8Array): Promise<{ ms: number; words: number }> {
  let best = Infinity;
  let words = 0;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const result = await importDocument({ name, bytes });
    best = Math.min(best, performance.now() - start);
    if (!result.ok) throw new Error(`${name}: ${result.error}`);
    words = result.words;
  }
  return { ms: best, words };
}

const rows: Record<string, string | number>[] = [];
for (const repeat of [1, 10, 40]) {
  const { bytes, pages } = await buildTwoColumnPaper({ repeat, justify: true });
  const { ms, words } = await time('paper.pdf', bytes);
  rows.push({
    document: 'two-column PDF',
    pages,
    'size (KB)': Math.round(bytes.length / 1024),
    words,
    'best of 3 (ms)': Math.round(ms),
    'ms per page': +(ms / pages).toFixed(1),
  });
}
const docx = await buildPaperDocx();
const { ms, words } = await time('paper.docx', docx);
rows.push({
  document: 'DOCX',
  pages: '-',
  'size (KB)': Math.round(docx.length / 1024),
  words,
  'best of 3 (ms)': Math.round(ms),
  'ms per page': '-',
});
console.table(rows);

// Pathological text: long runs of one token, each after a short real paragraph.
const pathological: [string, string][] = [
  ['100,000 characters of "-" lines (one paragraph)', '-\n'.repeat(50_000)],
  ['100,000 ligature characters (ﬁ)', 'ﬁ'.repeat(100_000)],
  ['100,000 characters of one lower-case word', 'x'.repeat(100_000)],
];
const slow: Record<string, string | number>[] = [];
for (const [name, text] of pathological) {
  const bytes = new TextEncoder().encode(`A title\n\nGauges drift.\n\n${text}`);
  const { ms, words } = await time('paper.txt', bytes);
  slow.push({ '.txt': name, words, 'best of 3 (ms)': Math.round(ms) });
}
console.table(slow);
