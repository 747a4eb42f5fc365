import { resourceUsage } from 'node:process';
import {
  MAX_COMPRESSION_RATIO,
  MAX_PDF_PAGES,
  MAX_PDF_UNPACKED_BYTES,
  MAX_XML_DEPTH,
  MAX_ZIP_ENTRIES,
  MAX_ZIP_ENTRY_BYTES,
} from '@abstractly/contracts';
import { describe, expect, it } from 'vitest';
import { importDocument as importInBrowser } from '../src/index.ts';
import { IMPORT_ERRORS } from '../src/messages.ts';
import { importDocument } from '../src/node.ts';
import {
  deepXmlDocx,
  docxBomb,
  hugeContentStreamPdf,
  manyEntriesZip,
  manyPagesPdf,
  oneLinePerPagePdf,
  repeatedDeflate,
  slowPdf,
  zipRaw,
} from './hostile-files.ts';

const GB = 1024 ** 3;
const MB = 1024 ** 2;

/** Peak resident memory of this test process so far, in MB (Linux: ru_maxrss in kB). */
const peakMb = () => resourceUsage().maxRSS / 1024;

describe('hostile files stop at the limits while being read', () => {
  it('refuses the issue’s DOCX (1 MB unpacking to 1 GB) from its directory, both entry points', async () => {
    const bomb = await docxBomb(GB, 'honest');
    expect(bomb.length).toBeLessThan(2 * MB);
    const refusal = {
      ok: false,
      code: 'too-large',
      error: IMPORT_ERRORS.zipEntryTooLarge(MAX_ZIP_ENTRY_BYTES),
    };
    expect(await importDocument({ name: 'paper.docx', bytes: bomb })).toEqual(refusal);
    expect(await importInBrowser({ name: 'paper.docx', bytes: bomb })).toEqual(refusal);
  });

  it('stops inflating a DOCX bomb whose directory lies, holding little memory', async () => {
    const bomb = await docxBomb(GB, 'lying');
    const before = peakMb();
    expect(await importDocument({ name: 'paper.docx', bytes: bomb })).toEqual({
      ok: false,
      code: 'too-complex',
      error: IMPORT_ERRORS.zipSizeMismatch,
    });
    // Unpacked whole, it would take over 1,000 MB; stopped at its declared size, a few.
    expect(peakMb() - before).toBeLessThan(150);
  });

  it('refuses a part packed tighter than documents are', async () => {
    const packed = repeatedDeflate('<w:document>', ' ', 8 * MB);
    const bomb = zipRaw([
      { name: 'word/document.xml', data: packed, deflated: true, declaredSize: 8 * MB + 12 },
    ]);
    expect(await importDocument({ name: 'paper.docx', bytes: bomb })).toEqual({
      ok: false,
      code: 'too-complex',
      error: IMPORT_ERRORS.compressionRatio(MAX_COMPRESSION_RATIO),
    });
  });

  it('refuses an archive of more entries than the limit before reading any', async () => {
    expect(
      await importDocument({ name: 'paper.docx', bytes: manyEntriesZip(MAX_ZIP_ENTRIES + 1) }),
    ).toEqual({
      ok: false,
      code: 'too-complex',
      error: IMPORT_ERRORS.tooManyEntries(MAX_ZIP_ENTRIES),
    });
  });

  it('refuses XML nested deeper than the limit before mammoth parses it', async () => {
    expect(await importDocument({ name: 'deep.docx', bytes: await deepXmlDocx(20_000) })).toEqual({
      ok: false,
      code: 'too-complex',
      error: IMPORT_ERRORS.xmlTooDeep(MAX_XML_DEPTH),
    });
    // Nesting within the limit is an ordinary document.
    expect(await importDocument({ name: 'ok.docx', bytes: await deepXmlDocx(30) })).toMatchObject({
      ok: true,
    });
  });

  it('refuses a PDF of thousands of pages before reading a page', async () => {
    const pages = MAX_PDF_PAGES + 1000;
    expect(await importDocument({ name: 'long.pdf', bytes: manyPagesPdf(pages) })).toEqual({
      ok: false,
      code: 'too-large',
      error: IMPORT_ERRORS.tooManyPages(MAX_PDF_PAGES, pages),
    });
  });

  it('refuses a PDF whose content stream unpacks to a gigabyte, without unpacking it', async () => {
    const bytes = hugeContentStreamPdf(GB);
    expect(bytes.length).toBeLessThan(4 * MB);
    const before = peakMb();
    expect(await importDocument({ name: 'huge.pdf', bytes })).toEqual({
      ok: false,
      code: 'too-complex',
      error: IMPORT_ERRORS.compressionRatio(MAX_COMPRESSION_RATIO),
    });
    expect(peakMb() - before).toBeLessThan(150);
    // Packed no tighter than documents are, but more in all than the limit: refused too.
    expect(
      await importDocument(
        { name: 'huge.pdf', bytes: hugeContentStreamPdf(8 * MB) },
        { limits: { maxCompressionRatio: 100_000, maxPdfUnpackedBytes: 4 * MB } },
      ),
    ).toEqual({ ok: false, code: 'too-large', error: IMPORT_ERRORS.unpackedTooLarge(4 * MB) });
    expect(MAX_PDF_UNPACKED_BYTES).toBe(100 * MB);
  });

  it('stops reading a PDF past the text limit', async () => {
    // 500 pages of 31 characters: the limit is passed on page 162.
    expect(
      await importDocument(
        { name: 'long.pdf', bytes: manyPagesPdf(500) },
        { limits: { maxExtractedChars: 5_000 } },
      ),
    ).toEqual({ ok: false, code: 'too-large', error: IMPORT_ERRORS.tooMuchText(5_000) });
  });

  it('stops reading a PDF past the time limit, pdf.js included', async () => {
    const bytes = slowPdf(MB);
    expect(
      await importDocument({ name: 'slow.pdf', bytes }, { limits: { timeoutMs: 300 } }),
    ).toEqual({ ok: false, code: 'too-complex', error: IMPORT_ERRORS.timeout(300) });
  });
});

describe('the scanned-PDF message', () => {
  it('reads a PDF with one line per page, even when the lines differ only in their numbers', async () => {
    const result = await importDocument({ name: 'slides.pdf', bytes: await oneLinePerPagePdf(12) });
    expect(result).toMatchObject({ ok: true, format: 'pdf' });
    if (result.ok) {
      expect(result.text).toContain('Slide 1: sea level rose 1 mm at station 101');
      expect(result.text).toContain('Slide 12:');
    }
  });
});
