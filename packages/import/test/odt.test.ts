import { readFileSync } from 'node:fs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { MAX_COMPRESSION_RATIO, MAX_XML_DEPTH } from '@abstractly/contracts/import-limits';
import { NOTES_HEADING } from '@abstractly/contracts/text-patterns';
import { describe, expect, it } from 'vitest';
import { importDocument as importInBrowser } from '../src/index.ts';
import { IMPORT_ERRORS } from '../src/messages.ts';
import { importDocument } from '../src/node.ts';
import { expectImportedPaper } from './expect-paper.ts';
import { PAPER } from './paper.ts';

/** The paper's footnote and endnote, read after its body. */
const NOTES = [PAPER.footnote, PAPER.endnote];

/** Saved by LibreOffice from the test paper: see fixtures/make-odt-fixture.ts. */
const PAPER_ODT = new Uint8Array(readFileSync(new URL('fixtures/paper.odt', import.meta.url)));

/** The fixture with content.xml replaced, the rest (styles, manifest) as LibreOffice wrote it. */
function withContent(content: string): Uint8Array {
  return zipSync({ ...unzipSync(PAPER_ODT), 'content.xml': strToU8(content) });
}

describe('OpenDocument Text (.odt)', () => {
  it('is read in Node: body in order, title and abstract apart, table and references left out, footnote and endnote after the body', async () => {
    expectImportedPaper(
      await importDocument({ name: 'paper.odt', bytes: PAPER_ODT }),
      'odt',
      NOTES,
    );
  });

  it('is read the same by the browser entry', async () => {
    expectImportedPaper(
      await importInBrowser({ name: 'paper.odt', bytes: PAPER_ODT }),
      'odt',
      NOTES,
    );
  });

  it('takes the Title-styled paragraph as title; keeps the notes under their heading; leaves out comments, tracked deletions and indexes', async () => {
    const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
  xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
  xmlns:dc="http://purl.org/dc/elements/1.1/">
 <office:body><office:text>
  <text:tracked-changes><text:changed-region text:id="c1"><text:deletion>
   <text:p>Deleted draft sentence.</text:p></text:deletion></text:changed-region></text:tracked-changes>
  <text:table-of-content><text:index-body><text:p>Contents 1</text:p></text:index-body></text:table-of-content>
  <text:p text:style-name="Title">Household Water Use in Dry Summers</text:p>
  <text:h text:outline-level="1">1 Survey design</text:h>
  <text:p>Households<text:s text:c="2"/>were visited<office:annotation><dc:creator>Reviewer</dc:creator><text:p>Check this number.</text:p></office:annotation> twice<text:note text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p>Once in spring.</text:p></text:note-body></text:note>.</text:p>
  <text:list><text:list-item><text:p>Each visit lasted an hour.</text:p></text:list-item></text:list>
 </office:text></office:body>
</office:document-content>`;
    const result = await importDocument({ name: 'survey.odt', bytes: withContent(content) });
    expect(result).toMatchObject({
      ok: true,
      title: 'Household Water Use in Dry Summers',
      text: `1 Survey design\n\nHouseholds were visited twice.\n\nEach visit lasted an hour.\n\n${NOTES_HEADING}\n\nOnce in spring.`,
    });
  });

  it('says a damaged file is damaged and keeps nothing half-read', async () => {
    expect(
      await importDocument({ name: 'paper.odt', bytes: withContent('<office:document-content') }),
    ).toEqual({ ok: false, code: 'corrupt', error: IMPORT_ERRORS.corruptOdt });
    expect(await importDocument({ name: 'paper.odt', bytes: PAPER_ODT.slice(0, 2000) })).toEqual({
      ok: false,
      code: 'corrupt',
      error: IMPORT_ERRORS.corruptOdt,
    });
    expect(await importDocument({ name: 'paper.odt', bytes: strToU8('not a zip') })).toEqual({
      ok: false,
      code: 'corrupt',
      error: IMPORT_ERRORS.corruptOdt,
    });
  });

  it('says a password-protected file needs its password removed', async () => {
    const entries = unzipSync(PAPER_ODT);
    const manifest = new TextDecoder()
      .decode(entries['META-INF/manifest.xml'])
      .replace(
        /(<manifest:file-entry manifest:full-path="content.xml"[^>]*?)\/>/,
        '$1><manifest:encryption-data manifest:checksum-type="SHA1/1K" manifest:checksum="AAAA"/></manifest:file-entry>',
      );
    const encrypted = zipSync({
      ...entries,
      'META-INF/manifest.xml': strToU8(manifest),
      'content.xml': new Uint8Array([0x8f, 0x13, 0x00, 0xfe]),
    });
    expect(await importDocument({ name: 'paper.odt', bytes: encrypted })).toEqual({
      ok: false,
      code: 'encrypted',
      error: IMPORT_ERRORS.encryptedOdt,
    });
  });

  it('refuses a content.xml nested deeper than the XML limit, as a DOCX is, before saxes builds it', async () => {
    const depth = MAX_XML_DEPTH * 50;
    const deep = withContent(
      `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text>${'<text:span>'.repeat(depth)}x${'</text:span>'.repeat(depth)}</office:text></office:body></office:document-content>`,
    );
    expect(await importDocument({ name: 'deep.odt', bytes: deep })).toEqual({
      ok: false,
      code: 'too-complex',
      error: IMPORT_ERRORS.xmlTooDeep(MAX_XML_DEPTH),
    });
  });

  it('refuses a content.xml that would unpack past the zip limits (a zip bomb)', async () => {
    // 4 MB of one repeated byte deflates to a few kilobytes: a ratio (over 200) no document reaches.
    const bomb = zipSync({
      ...unzipSync(PAPER_ODT),
      'content.xml': new Uint8Array(4 * 1024 * 1024),
    });
    expect(await importDocument({ name: 'paper.odt', bytes: bomb })).toEqual({
      ok: false,
      code: 'too-complex',
      error: IMPORT_ERRORS.compressionRatio(MAX_COMPRESSION_RATIO),
    });
  });
});
