/**
 * PDF fidelity: what the importer reads from LaTeX-made papers (test/fixtures/tex-papers: two
 * columns with Type 1 fonts, the same with dvips's Type 3 bitmap fonts, one column) against the
 * text they were typeset from, side by side with poppler's `pdftotext` when it is installed.
 * Prints a table; no assertions (the thresholds live in test/tex-papers.test.ts). Last, apart
 * from the means, the same paper scanned (test/fixtures/scans, no text layer): read by OCR.
 *
 *   node --import tsx packages/import/scripts/pdf-fidelity.ts
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importDocument } from '../src/node.ts';
import { measureFidelity, splitAtNotes, type Fidelity } from '../test/fidelity.ts';
import { TEX_PAPERS, paperFootnotes, paperTruth } from '../test/fixtures/tex-papers/papers.ts';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../test/fixtures/tex-papers');
const VARIANTS = ['pdflatex', 'type3', 'onecolumn'] as const;

function pdftotext(path: string): string | undefined {
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  } catch {
    return undefined;
  }
}

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
const rows: Record<string, string>[] = [];
/** One table row: what `reader` made of `file`. */
const row = (file: string, reader: string, fidelity: Fidelity) => ({
  file,
  reader,
  'sentence recall': percent(fidelity.sentenceRecall),
  'word precision': percent(fidelity.wordPrecision),
  'word recall': percent(fidelity.wordRecall),
  'references leaked': percent(fidelity.referencesLeaked),
  'headers/footnotes leaked': percent(fidelity.noiseLeaked),
});
/** The source's text, references and running heads and footnotes, as measureFidelity takes them. */
const truthOf = (paper: (typeof TEX_PAPERS)[number]) => ({
  text: paperTruth(paper),
  references: paper.references.map((r) => r.text),
  noise: [paper.runningHead, ...paperFootnotes(paper)],
});
const totals = new Map<string, Fidelity[]>();
let missingPdftotext = false;

for (const paper of TEX_PAPERS) {
  const source = truthOf(paper);
  for (const variant of VARIANTS) {
    const file = `${paper.name}-${variant}.pdf`;
    const bytes = new Uint8Array(readFileSync(join(FIXTURES, file)));
    const result = await importDocument({ name: file, bytes });
    // The importer's footnotes follow its body under the notes' heading: measured is the body
    // (a footnote in it has leaked).
    const ours = result.ok
      ? [result.abstract ?? '', splitAtNotes(result.text).body].join('\n\n')
      : '';
    const poppler = pdftotext(join(FIXTURES, file));
    if (poppler === undefined) missingPdftotext = true;
    for (const [reader, text] of [
      ['abstractly', ours],
      ['pdftotext', poppler],
    ] as const) {
      if (text === undefined) continue;
      const fidelity = measureFidelity(text, source);
      totals.set(reader, [...(totals.get(reader) ?? []), fidelity]);
      rows.push(row(file, reader, fidelity));
    }
  }
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
for (const [reader, list] of totals) {
  const of = (key: keyof Fidelity) => mean(list.map((f) => f[key]));
  rows.push(
    row('MEAN', reader, {
      sentenceRecall: of('sentenceRecall'),
      wordPrecision: of('wordPrecision'),
      wordRecall: of('wordRecall'),
      referencesLeaked: of('referencesLeaked'),
      noiseLeaked: of('noiseLeaked'),
    }),
  );
}
// The scan: pdftotext finds no text in it; the importer recognises it (OCR, slow: a minute or so).
const scanned = TEX_PAPERS.find((paper) => paper.name === 'clinical-parsing')!;
const scanPath = join(FIXTURES, '../scans/clinical-parsing-scan.pdf');
const scanResult = await importDocument({
  name: 'clinical-parsing-scan.pdf',
  bytes: new Uint8Array(readFileSync(scanPath)),
});
for (const [reader, text] of [
  [
    'abstractly (OCR)',
    scanResult.ok
      ? [scanResult.abstract ?? '', splitAtNotes(scanResult.text).body].join('\n\n')
      : '',
  ],
  ['pdftotext', pdftotext(scanPath)],
] as const) {
  if (text === undefined) continue;
  rows.push(row('clinical-parsing-scan.pdf', reader, measureFidelity(text, truthOf(scanned))));
}
console.table(rows);
if (missingPdftotext)
  console.log(
    'pdftotext is not installed (apt-get install -y poppler-utils): its rows are left out.',
  );
