/**
 * OCR in Node, as the server and the CLI run it: pages scanned from a typeset paper
 * (test/fixtures/scans, made by make-scans.ts from ../tex-papers) are recognised by tesseract.js
 * from node_modules, then cleaned up like any PDF page. Figures measured on these fixtures are in
 * the README; the thresholds leave room for Tesseract's small differences between machines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_ERRORS } from '../src/messages.ts';
import { importDocument } from '../src/node.ts';
import { measureFidelity, splitAtNotes } from './fidelity.ts';
import { LANGUAGE_PAGES } from './fixtures/scans/language-pages.ts';
import { TEX_PAPERS, paperFootnotes, paperTruth } from './fixtures/tex-papers/papers.ts';

const SCANS = join(import.meta.dirname, 'fixtures/scans');
const paper = TEX_PAPERS.find((candidate) => candidate.name === 'clinical-parsing')!;
const read = (name: string) => new Uint8Array(readFileSync(join(SCANS, name)));

function fidelity(text: string) {
  return measureFidelity(text, {
    text: paperTruth(paper),
    references: paper.references.map((r) => r.text),
    noise: [paper.runningHead, ...paperFootnotes(paper)],
  });
}

// Tesseract takes seconds a page (more on a loaded machine): these tests get minutes, not 5 s.
describe('scanned pages', { timeout: 240_000 }, () => {
  it('reads a scanned PDF page by page, says which page could not be read, keeps the rest', async () => {
    const progress: string[] = [];
    const result = await importDocument(
      { name: 'clinical-parsing-scan.pdf', bytes: read('clinical-parsing-scan.pdf') },
      { onProgress: (done, total, phase) => progress.push(`${phase ?? 'read'} ${done}/${total}`) },
    );
    if (!result.ok) throw new Error(result.error);
    expect(progress).toEqual(
      expect.arrayContaining(['read 3/3', 'ocr 0/3', 'ocr 1/3', 'ocr 2/3', 'ocr 3/3']),
    );
    expect(result.warnings).toEqual([
      'Page 3 could not be read: no text was recognised on it. The text of the other pages was imported.',
    ]);
    // The layout's clean-up runs on recognised words too: title and abstract found, columns in
    // order, references and the running header left out.
    expect(result.title).toBe(paper.title);
    expect(result.abstract).toMatch(/^Clinical notes are written in haste/);
    // The footnotes read go after the body, under the notes' heading: measured is the body.
    const measured = fidelity(`${result.abstract}\n\n${splitAtNotes(result.text).body}`);
    expect(measured.wordRecall).toBeGreaterThanOrEqual(0.9);
    expect(measured.wordPrecision).toBeGreaterThanOrEqual(0.9);
    expect(measured.referencesLeaked).toBe(0);
    const headings = paper.sections.map((s) => s.heading);
    expect(result.text.split('\n\n').filter((p) => headings.includes(p))).toEqual(headings);
  });

  it('reads a page image (PNG) the same way', async () => {
    const result = await importDocument({
      name: 'page1.png',
      bytes: read('clinical-parsing-page1.png'),
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.format).toBe('image');
    expect(result.title).toBe(paper.title);
    expect(result.text).toMatch(/^1 Introduction\n\nPipelines for clinical text usually begin/);
  });

  it('reads a scanned page whose only text is a stamp in its margin by OCR', async () => {
    // A repository's stamp ("View publication stats", 4 pt at the foot) over a page-sized scan.
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    const image = await doc.embedPng(read('clinical-parsing-page1.png'));
    // Scanned at 200 dpi: the page is the image's size in points.
    const [width, height] = [(image.width * 72) / 200, (image.height * 72) / 200];
    const page = doc.addPage([width, height]);
    page.drawImage(image, { x: 0, y: 0, width, height });
    page.drawText('View publication stats', { x: 50, y: 5, size: 4 });
    const result = await importDocument({ name: 'stamped.pdf', bytes: await doc.save() });
    if (!result.ok) throw new Error(result.error);
    expect(result.title).toBe(paper.title);
    expect(result.text).toMatch(/^1 Introduction\n\nPipelines for clinical text usually begin/);
  });

  it('says so when nothing on a page could be read', async () => {
    // Only the speckle page of the scan: pdf-lib copies it out.
    const { PDFDocument } = await import('pdf-lib');
    const scan = await PDFDocument.load(read('clinical-parsing-scan.pdf'));
    const speckle = await PDFDocument.create();
    const [page] = await speckle.copyPages(scan, [2]);
    speckle.addPage(page);
    const result = await importDocument({ name: 'speckle.pdf', bytes: await speckle.save() });
    expect(result).toEqual({ ok: false, code: 'no-text', error: IMPORT_ERRORS.unreadableScan });
  });

  it('stops mid-page when cancelled, and says it was cancelled', async () => {
    const stop = new AbortController();
    const result = await importDocument(
      { name: 'page1.png', bytes: read('clinical-parsing-page1.png') },
      {
        signal: stop.signal,
        onProgress: (done, total, phase) => {
          if (phase === 'ocr' && done === 0) setTimeout(() => stop.abort(), 200);
        },
      },
    );
    expect(result).toEqual({ ok: false, code: 'cancelled', error: IMPORT_ERRORS.cancelled });
  });

  it("recognises a page in the form's language with that language's data and English", async () => {
    const french = LANGUAGE_PAGES.find((page) => page.language === 'fr')!;
    const result = await importDocument(
      { name: 'page.png', bytes: read(`${french.name}.png`) },
      { language: 'fr' },
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.title).toBe(french.title);
    const { wordRecall, wordPrecision } = measureFidelity(result.text, {
      text: french.paragraphs.join('\n\n'),
      references: [],
      noise: [],
    });
    // English data alone reads 92% of these words (accents lost): README, scripts/ocr-languages.ts.
    expect(wordRecall).toBeGreaterThanOrEqual(0.98);
    expect(wordPrecision).toBeGreaterThanOrEqual(0.98);
  });

  it('reads a Chinese page only with the Chinese data, without spaces between characters', async () => {
    const chinese = LANGUAGE_PAGES.find((page) => page.language === 'zh')!;
    const file = { name: 'page.png', bytes: read(`${chinese.name}.png`) };
    expect(await importDocument(file)).toEqual({
      ok: false,
      code: 'no-text',
      error: IMPORT_ERRORS.unreadableScan,
    });
    const result = await importDocument(file, { language: 'zh' });
    if (!result.ok) throw new Error(result.error);
    expect(result.text).not.toMatch(/\p{Script=Han} +\p{Script=Han}/u);
    // Each character of the page's text, found in order of need (a multiset match).
    const left = [...chinese.paragraphs.join('')];
    const found = [...result.text].filter((character) => {
      const at = left.indexOf(character);
      if (at >= 0) left.splice(at, 1);
      return at >= 0;
    });
    expect(found.length / chinese.paragraphs.join('').length).toBeGreaterThanOrEqual(0.95);
  });
});
