import { readFileSync } from 'node:fs';
import { MAX_XML_DEPTH } from '@abstractly/contracts/import-limits';
import { NOTES_HEADING } from '@abstractly/contracts/text-patterns';
import { describe, expect, it, vi } from 'vitest';
import { importDocument as importInBrowser } from '../src/index.ts';
import { IMPORT_ERRORS } from '../src/messages.ts';
import { importDocument } from '../src/node.ts';
import type { ImportResult } from '../src/types.ts';
import { expectImportedPaper } from './expect-paper.ts';
import { PAPER } from './paper.ts';

/** The paper's footnote and endnote, read after its body. */
const NOTES = [PAPER.footnote, PAPER.endnote];
import { RTF_NOTE } from './rtf-note.ts';

/** Saved by LibreOffice as RTF: see fixtures/make-rtf-fixtures.ts. */
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`fixtures/${name}`, import.meta.url)));
const PAPER_RTF = fixture('paper.rtf');
const NOTE_RTF = fixture('note.rtf');

/** RTF as WordPad and Word write it: a Windows code page, `\'hh` bytes, `\uN` with fallbacks. */
const wordPadRtf = (body: string) =>
  new TextEncoder().encode(
    String.raw`{\rtf1\ansi\ansicpg1252\deff0\nouicompat\deflang1033{\fonttbl{\f0\fnil\fcharset0 Calibri;}{\f1\fnil\fcharset204 Calibri;}{\f2\fnil\fcharset128 MS Mincho;}}
{\colortbl ;\red0\green0\blue255;}
{\*\generator Riched20 10.0.19041}{\info{\author Reviewer}{\title Not the title}}\viewkind4\uc1 
` +
      body +
      '}\r\n',
  );

const read = (bytes: Uint8Array, name = 'notes.rtf') => importDocument({ name, bytes });

describe('RTF (.rtf)', () => {
  it('is read in Node: body in order, title and abstract apart, header, table and references left out, footnote and endnote after the body', async () => {
    expectImportedPaper(await read(PAPER_RTF, 'paper.rtf'), 'rtf', NOTES);
  });

  it('keeps accents, quotes, dashes, Greek and Cyrillic, and the footnote under the notes; leaves out the header, page numbers and link targets', async () => {
    const result = await read(NOTE_RTF, 'note.rtf');
    expect(result).toMatchObject({ ok: true, format: 'rtf', title: RTF_NOTE.title });
    if (!result.ok) return;
    expect(result.text.split('\n\n')).toEqual([
      ...RTF_NOTE.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
      NOTES_HEADING,
      RTF_NOTE.footnote,
    ]);
    for (const noise of [
      RTF_NOTE.header,
      'Page',
      'HYPERLINK',
      RTF_NOTE.link.href,
      ...RTF_NOTE.table.flat(),
    ])
      expect(result.text).not.toContain(noise);
  });

  it('decodes the code page, font charsets and \\uN with \\ucN fallbacks as WordPad and Word write them', async () => {
    const result = await read(
      wordPadRtf(String.raw`\pard\sa200\sl276\slmult1\f0\fs22\lang9 Caf\'e9 \'93cr\'e8me\'94 \endash  na\'efve\par
Greek \u945?\u946?\u947?, and {\uc2 Cyrillic \u1055\'cf\'cf\u1088\'f0\'f0}.\par
{\f1\lang1049 \'cf\'f0\'e8\'e2\'e5\'f2 \'ec\'e8\'f0}\par
{\f2\lang1041 \'93\'fa\'96\'7b\'8c\'ea}\par`),
    );
    expect(result).toMatchObject({ ok: true, format: 'rtf' });
    if (!result.ok) return;
    expect([result.title, ...result.text.split('\n\n')]).toEqual([
      'Café “crème” – naïve',
      'Greek αβγ, and Cyrillic Пр.',
      'Привет мир',
      '日本語',
    ]);
  });

  it('leaves out field instructions, pictures, objects, headers and tables, keeps the footnote as a note and a line break as a space', async () => {
    const result = await read(
      wordPadRtf(String.raw`{\header\pard Journal header\par}{\footer\pard Page {\field{\*\fldinst PAGE}{\fldrslt 7}}\par}
\pard Water use fell by a third{\super\chftn}{\footnote\pard\plain{\super\chftn} A footnote.} in {\field{\*\fldinst {HYPERLINK "https://example.org/"}}{\fldrslt {\ul two towns}}}.{\pict\pngblip\picw10\pich10 89504e470d0a1a0a}\par
{\object\objemb{\*\objdata 0105000002000000}{\result Object text}}
\trowd\cellx2000\cellx4000\pard\intbl Town\cell Households\cell\row
\trowd\cellx2000\cellx4000\pard\intbl Delft\cell 412\cell\row
\pard The survey ran for a year\line and ended in May.\par`),
    );
    expect(result).toMatchObject({
      ok: true,
      text: `Water use fell by a third in two towns.\n\nThe survey ran for a year and ended in May.\n\n${NOTES_HEADING}\n\nA footnote.`,
    });
  });

  it('refuses groups nested deeper than the nesting limit, before building them', async () => {
    const depth = MAX_XML_DEPTH * 1000;
    const deep = wordPadRtf(`\\pard ${'{'.repeat(depth)}x${'}'.repeat(depth)}\\par`);
    expect(await read(deep)).toEqual({
      ok: false,
      code: 'too-complex',
      error: IMPORT_ERRORS.xmlTooDeep(MAX_XML_DEPTH),
    });
  });

  it('reads an RTF file saved with a .doc name', async () => {
    expectImportedPaper(await read(PAPER_RTF, 'paper.doc'), 'rtf', NOTES);
  });

  it('says a damaged, cut-short or not-RTF file could not be read', async () => {
    const corrupt = { ok: false, code: 'corrupt', error: IMPORT_ERRORS.corruptRtf };
    // Cut short: the document's outer group never closes.
    expect(await read(PAPER_RTF.slice(0, PAPER_RTF.length / 2))).toEqual(corrupt);
    expect(await read(new TextEncoder().encode('Plain words in a file named .rtf'))).toEqual(
      corrupt,
    );
    expect(await read(new TextEncoder().encode('{\\rtf1\\mac Old Mac text}'))).toEqual(corrupt);
    expect(await read(new Uint8Array())).toEqual({
      ok: false,
      code: 'empty',
      error: IMPORT_ERRORS.empty,
    });
    expect(await read(wordPadRtf(String.raw`\pard\par{\header\pard Only a header\par}`))).toEqual({
      ok: false,
      code: 'no-text',
      error: IMPORT_ERRORS.noText,
    });
  });

  it('is sent to the server from the browser entry, with a message when there is none', async () => {
    const fromServer: ImportResult = {
      ok: true,
      text: 'Body.',
      words: 1,
      format: 'rtf',
      warnings: [],
    };
    const readOnServer = vi.fn(async () => fromServer);
    const file = { name: 'note.rtf', bytes: NOTE_RTF };
    expect(await importInBrowser(file, { readOnServer })).toBe(fromServer);
    expect(readOnServer).toHaveBeenCalledWith(file);
    expect(await importInBrowser(file)).toEqual({
      ok: false,
      code: 'server-required',
      error: IMPORT_ERRORS.serverRequired('rtf'),
    });
    const unreachable = async (): Promise<ImportResult> => {
      throw new TypeError('Failed to fetch');
    };
    expect(await importInBrowser(file, { readOnServer: unreachable })).toEqual({
      ok: false,
      code: 'unavailable',
      error: IMPORT_ERRORS.serverUnreachable('rtf'),
    });
  });
});
