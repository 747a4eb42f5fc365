import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { NOTES_HEADING } from '@abstractly/contracts/text-patterns';
import { IMPORT_ERRORS, IMPORT_WARNINGS, MAX_IMPORT_BYTES } from '../src/messages.ts';
import { importDocument } from '../src/node.ts';
import {
  buildPlacedLinesPdf,
  buildRectangleOnlyPdf,
  buildSidewaysPdf,
  buildSingleColumnPdf,
  buildTwoColumnPaper,
  type PlacedLine,
} from './build-pdf.ts';
import { buildType3Pdf, twoColumnLines } from './build-type3.ts';
import { expectImportedPaper } from './expect-paper.ts';
import { PAPER } from './paper.ts';

const pdf = (bytes: Uint8Array, name = 'paper.pdf') => ({ name, bytes });

/** Encrypts with a user password using qpdf (pdf-lib cannot encrypt). CI: `apt-get install -y qpdf`. */
function encryptWithQpdf(bytes: Uint8Array): Uint8Array {
  const folder = mkdtempSync(join(tmpdir(), 'abstractly-qpdf-'));
  try {
    writeFileSync(join(folder, 'in.pdf'), bytes);
    execFileSync('qpdf', [
      '--encrypt',
      'user-secret',
      'owner-secret',
      '256',
      '--',
      join(folder, 'in.pdf'),
      join(folder, 'out.pdf'),
    ]);
    return new Uint8Array(readFileSync(join(folder, 'out.pdf')));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('importDocument (Node) with PDFs', () => {
  it('reads a two-column paper in order, without headers, page numbers, references or hyphenation', async () => {
    const { bytes, broken, pages } = await buildTwoColumnPaper();
    // The fixture really has the noise: several pages and words broken at line ends.
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(broken.length).toBeGreaterThanOrEqual(3);
    const progress: [number, number][] = [];
    const result = await importDocument(pdf(bytes), {
      onProgress: (done, total) => progress.push([done, total]),
    });
    expectImportedPaper(result, 'pdf', [PAPER.footnote]);
    for (const word of broken) expect(result.ok && result.text).toContain(word);
    expect(progress).toEqual(Array.from({ length: pages + 1 }, (_, i) => [i, pages]));
  });

  it('reads the paper justified word by word, spaces stretched wider than most gaps between items', async () => {
    const { bytes, widestSpace } = await buildTwoColumnPaper({ justify: true });
    expect(widestSpace).toBeGreaterThan(0.8 * 11); // wider than 0.8 em of the 11 pt body text
    expectImportedPaper(await importDocument(pdf(bytes)), 'pdf', [PAPER.footnote]);
  });

  it('separates paragraphs by spacing on a plain one-column, multi-page PDF', async () => {
    const paragraphs = PAPER.sections.flatMap((section) => section.paragraphs);
    const result = await importDocument(pdf(await buildSingleColumnPdf(paragraphs, 3)));
    expect(result.ok && result.text.split('\n\n')).toEqual(paragraphs);
  });

  it('drops a running head whose page number is on its line on some pages and apart on others', async () => {
    const title = 'Tide Gauges Built from Old Sensors';
    const harbours = ['Aberdeen', 'Bergen', 'Cork', 'Dover', 'Esbjerg'];
    const gauges = ['float', 'pressure', 'radar', 'acoustic'];
    // Body lines differ page to page in their words, not only their numbers.
    const body = (i: number) =>
      `The ${gauges[i % 4]} gauge at ${harbours[i % 5]} drifted ${i + 2} mm a year.`;
    const pages = Array.from({ length: 10 }, (_, i): PlacedLine[] => {
      const number = 141 + i;
      const head: PlacedLine[] =
        i % 2 === 1
          ? [{ text: `${number}    Lindqvist and Okafor`, y: 600 }]
          : i < 4
            ? [{ text: `${title}    ${number}`, y: 600, x: 300 }]
            : [
                { text: title, y: 600, x: 300 },
                { text: `${number}`, y: 40, x: 300 },
              ];
      return [...head, { text: body(i), y: 540 }];
    });
    const result = await importDocument(pdf(await buildPlacedLinesPdf(pages)));
    expect(result.ok && result.text.split('\n\n')).toEqual(
      Array.from({ length: 10 }, (_, i) => body(i)),
    );
  });

  it('keeps a wrapped line that opens with "Table 1." in its paragraph, a caption as a paragraph of its own, and the footnote as a note', async () => {
    const lines = [
      'The drift of every gauge was measured against the harbour benchmark and the',
      'results of the two surveys, with the gauges grouped by their age, are shown in',
      'Table 1. Older gauges drift faster than the newer ones in both of the surveys,',
      'and the difference grows with the number of winters a gauge has been in place.',
    ];
    const after = [
      'A second survey confirmed the pattern in the following winter and the one',
      'after it, for every one of the gauges that had been left in place.',
    ];
    const placed: PlacedLine[] = [
      ...lines.map((text, i) => ({ text, y: 560 - 14 * i })),
      { text: 'Table 1: Drift of the gauges by their age.', y: 470, size: 10 },
      ...after.map((text, i) => ({ text, y: 420 - 14 * i })),
      { text: '2 The benchmark was levelled again in 2019.', y: 80, size: 8 },
    ];
    const result = await importDocument(pdf(await buildPlacedLinesPdf([placed])));
    expect(result.ok && result.text.split('\n\n')).toEqual([
      lines.join(' '),
      'Table 1: Drift of the gauges by their age.',
      after.join(' '),
      NOTES_HEADING,
      '2 The benchmark was levelled again in 2019.',
    ]);
  });

  it.each([
    ['a landscape page (/Rotate 90, text upright on screen)', true],
    ['text set sideways on a portrait page', false],
  ])('reads %s', async (_name, rotatePage) => {
    const paragraphs = PAPER.sections[0]!.paragraphs;
    const result = await importDocument(pdf(await buildSidewaysPdf(paragraphs, rotatePage)));
    expect(result.ok && result.text.split('\n\n')).toEqual(paragraphs);
  });

  // Node's entry recognises such pages by OCR (test/ocr.test.ts reads real scans); these have nothing on them.
  it('warns about pages on which no text was found and keeps the rest', async () => {
    const doc = await PDFDocument.load(
      await buildSingleColumnPdf(['Tide gauges are useful in small harbours.'], 1),
    );
    doc.addPage();
    const result = await importDocument(pdf(await doc.save()));
    expect(result).toMatchObject({
      ok: true,
      text: 'Tide gauges are useful in small harbours.',
      warnings: [IMPORT_WARNINGS.pagesNotRecognized([2])],
    });
  });

  it('reads the text of a Type 3 font that pdf.js reports 200 times taller than wide (old Ghostscript), not by OCR', async () => {
    const paragraphs = [
      'Tide gauges record the water level in small harbours, and the records of many of them go back a century or more.',
      'We built ours from old pressure sensors and cheap boards, and left them running for a whole year.',
      'The sensors drifted by a few millimetres a month, which a weekly check against a staff gauge corrected.',
      'Over the year the gauges missed less than one reading in a hundred, most of them in the worst storms.',
    ];
    const lines = await twoColumnLines(paragraphs.flatMap((p) => [p, p, p, p, p, p, p, p]));
    expect(new Set(lines.map((line) => line.x! > 300)).size).toBe(2);
    const bytes = await buildType3Pdf([lines], { names: 'letters', matrix: 'ghostscript' });
    const result = await importDocument(pdf(bytes));
    expect(result).toMatchObject({ ok: true, warnings: [] });
    expect(result.ok && result.text.split('\n\n')).toEqual(
      paragraphs.flatMap((p) => [p, p, p, p, p, p, p, p]),
    );
  });

  it('reads a page whose text layer is symbol soup (glyphs without a Unicode meaning) as a scan', async () => {
    const text = 'Tide gauges record the water level in small harbours.';
    const bytes = await buildType3Pdf(
      [
        [{ text, y: 700 }],
        [
          { text, y: 700 },
          { text, y: 687 },
        ],
      ],
      { names: 'numbered', matrix: 'plain' },
    );
    // OCR finds only the glyphs' bars: no page is read, and none is read as its codes.
    expect(await importDocument(pdf(bytes))).toEqual({
      ok: false,
      code: 'no-text',
      error: IMPORT_ERRORS.unreadableScan,
    });
  });

  it('says when no text could be found in a PDF, not even by OCR', async () => {
    expect(await importDocument(pdf(await buildRectangleOnlyPdf()))).toEqual({
      ok: false,
      code: 'no-text',
      error: IMPORT_ERRORS.unreadableScan,
    });
  });

  it('says an encrypted PDF needs its password removed', async () => {
    const encrypted = encryptWithQpdf(await buildSingleColumnPdf(['Secret tide records.']));
    expect(await importDocument(pdf(encrypted))).toEqual({
      ok: false,
      code: 'encrypted',
      error: IMPORT_ERRORS.encrypted,
    });
  });

  it.each([
    [
      'a PDF header followed by garbage',
      new TextEncoder().encode('%PDF-1.7\n this is not a PDF body at all'),
    ],
    ['a .pdf name on a text file', new TextEncoder().encode('just some words')],
  ])('says %s is damaged', async (_name, bytes) => {
    expect(await importDocument(pdf(bytes))).toEqual({
      ok: false,
      code: 'corrupt',
      error: IMPORT_ERRORS.corruptPdf,
    });
  });

  it('refuses a file over the size limit before reading it', async () => {
    const bytes = new Uint8Array(MAX_IMPORT_BYTES + 1);
    bytes.set(new TextEncoder().encode('%PDF-1.7'));
    expect(await importDocument(pdf(bytes))).toEqual({
      ok: false,
      code: 'too-large',
      error: IMPORT_ERRORS.tooLarge(MAX_IMPORT_BYTES),
    });
    const small = await buildRectangleOnlyPdf();
    expect(await importDocument(pdf(small), { maxBytes: 100 })).toMatchObject({
      ok: false,
      code: 'too-large',
    });
  });

  it('leaves the caller’s bytes usable (pdf.js gets a copy)', async () => {
    const { bytes } = await buildTwoColumnPaper();
    const before = bytes.length;
    await importDocument(pdf(bytes));
    expect(bytes.length).toBe(before);
    expect((await importDocument(pdf(bytes))).ok).toBe(true);
  });
});
