import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { importDocument as importInBrowser } from '../src/index.ts';
import { IMPORT_ERRORS } from '../src/messages.ts';
import { importDocument } from '../src/node.ts';
import type { ImportResult } from '../src/types.ts';
import { expectImportedPaper } from './expect-paper.ts';
import { PAPER } from './paper.ts';

/** The paper's footnote and endnote, read after its body. */
const NOTES = [PAPER.footnote, PAPER.endnote];

/** Made once with LibreOffice from the test paper: see fixtures/make-doc-fixture.ts. */
const PAPER_DOC = new Uint8Array(readFileSync(new URL('fixtures/paper.doc', import.meta.url)));

describe('legacy .doc', () => {
  it('is read in Node: body in order, title and abstract apart, table and references left out, footnote and endnote after the body', async () => {
    expectImportedPaper(
      await importDocument({ name: 'paper.doc', bytes: PAPER_DOC }),
      'doc',
      NOTES,
    );
  });

  it('is read even when saved with a .docx name', async () => {
    expectImportedPaper(
      await importDocument({ name: 'paper.docx', bytes: PAPER_DOC }),
      'doc',
      NOTES,
    );
  });

  it('says a damaged .doc is damaged', async () => {
    const damaged = PAPER_DOC.slice(0, 1024);
    expect(await importDocument({ name: 'paper.doc', bytes: damaged })).toEqual({
      ok: false,
      code: 'corrupt',
      error: IMPORT_ERRORS.corruptDoc,
    });
  });

  it('is sent to the server from the browser entry', async () => {
    const fromServer: ImportResult = {
      ok: true,
      text: 'Body.',
      words: 1,
      format: 'doc',
      warnings: [],
    };
    const readOnServer = vi.fn(async () => fromServer);
    const file = { name: 'paper.doc', bytes: PAPER_DOC };
    expect(await importInBrowser(file, { readOnServer })).toBe(fromServer);
    expect(readOnServer).toHaveBeenCalledWith(file);
  });

  it('gets a clear message in the browser when no server is there to read it', async () => {
    expect(await importInBrowser({ name: 'paper.doc', bytes: PAPER_DOC })).toEqual({
      ok: false,
      code: 'server-required',
      error: IMPORT_ERRORS.serverRequired('doc'),
    });
  });

  it('turns a server that cannot be reached into a message, not a throw', async () => {
    const readOnServer = async (): Promise<ImportResult> => {
      throw new TypeError('Failed to fetch');
    };
    expect(
      await importInBrowser({ name: 'paper.doc', bytes: PAPER_DOC }, { readOnServer }),
    ).toEqual({
      ok: false,
      code: 'unavailable',
      error: IMPORT_ERRORS.serverUnreachable('doc'),
    });
  });
});
