import { describe, expect, it } from 'vitest';
import { importDocument } from '../src/index.ts';
import { IMPORT_ERRORS } from '../src/messages.ts';
import { buildPaperDocx } from './build-docx.ts';
import { expectImportedPaper } from './expect-paper.ts';
import { PAPER } from './paper.ts';

describe('importDocument (browser entry) with DOCX', () => {
  it('reads the paper: Title style as title, headings alone, table and references left out, the footnote and the endnote after the body', async () => {
    const progress: [number, number][] = [];
    const result = await importDocument(
      { name: 'paper.docx', bytes: await buildPaperDocx() },
      { onProgress: (d, t) => progress.push([d, t]) },
    );
    expectImportedPaper(result, 'docx', [PAPER.footnote, PAPER.endnote]);
    expect(progress).toEqual([[1, 1]]);
  });

  it('reads a .docx saved with a .doc name', async () => {
    expectImportedPaper(
      await importDocument({ name: 'paper.doc', bytes: await buildPaperDocx() }),
      'docx',
      [PAPER.footnote, PAPER.endnote],
    );
  });

  it('says a damaged DOCX is damaged', async () => {
    const garbage = new Uint8Array([
      0x50,
      0x4b,
      0x03,
      0x04,
      ...new TextEncoder().encode('not really a zip archive'),
    ]);
    expect(await importDocument({ name: 'paper.docx', bytes: garbage })).toEqual({
      ok: false,
      code: 'corrupt',
      error: IMPORT_ERRORS.corruptDocx,
    });
    const truncated = (await buildPaperDocx()).slice(0, 400);
    expect(await importDocument({ name: 'paper.docx', bytes: truncated })).toEqual({
      ok: false,
      code: 'corrupt',
      error: IMPORT_ERRORS.corruptDocx,
    });
  });
});
