import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCEPTED_EXTENSIONS } from '@abstractly/import';
import { ACCEPTED_FILE_TYPES, importFile } from './import-file.ts';
import { EXTRACT_TEXT_PATH } from './read-on-server.ts';

const file = (content: BlobPart, name: string) => new File([content], name, { type: '' });

const BODY =
  'Coastal wetlands store large amounts of organic carbon. We sampled sediment cores at restored sites.';

const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('importFile (seed §5)', () => {
  it('offers every extension the import package reads', () => {
    expect(ACCEPTED_FILE_TYPES.split(',')).toEqual([...ACCEPTED_EXTENSIONS]);
  });

  it('reads a .txt file into text without its byte order mark, and counts the words', async () => {
    const outcome = await importFile(file(`\uFEFF${BODY}`, 'paper.TXT'));
    expect(outcome).toMatchObject({
      ok: true,
      text: BODY,
      fileName: 'paper.TXT',
      words: 15,
      summary: 'Imported 15 words from paper.TXT.',
      hadAbstract: false,
      warnings: [],
    });
  });

  it('reads a Latin-1 text file and says how it was read', async () => {
    const latin1 = Uint8Array.from(
      [...'Caf\u00e9 study of r\u00e9sum\u00e9s.'].map((c) => c.charCodeAt(0)),
    );
    const outcome = await importFile(file(latin1, 'notes.txt'));
    expect(outcome).toMatchObject({ ok: true, text: 'Café study of résumés.' });
    if (outcome.ok) expect(outcome.warnings.join(' ')).toMatch(/Latin-1/u);
  });

  it('reads a .docx in the tab: title offered, its abstract kept out of the text', async () => {
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Tidal Wetland Restoration', heading: HeadingLevel.TITLE }),
            new Paragraph({ text: 'Abstract', heading: HeadingLevel.HEADING_1 }),
            new Paragraph('Restored marshes buried carbon as fast as natural ones.'),
            new Paragraph({ text: 'Introduction', heading: HeadingLevel.HEADING_1 }),
            new Paragraph(BODY),
          ],
        },
      ],
    });
    const bytes = new Uint8Array(await Packer.toArrayBuffer(document));
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const outcome = await importFile(file(bytes, 'paper.docx'));
    expect(outcome).toMatchObject({
      ok: true,
      title: 'Tidal Wetland Restoration',
      hadAbstract: true,
    });
    if (outcome.ok) {
      expect(outcome.text).toContain('sediment cores');
      expect(outcome.text).not.toContain('buried carbon as fast');
    }
    // Read here: nothing was sent anywhere.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    [
      'doc',
      'old paper.doc',
      Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
    ],
    // Copied into this realm's Uint8Array: jsdom's TextEncoder returns another realm's.
    ['rtf', 'notes.rtf', Uint8Array.from(new TextEncoder().encode('{\\rtf1\\ansi Notes.\\par}'))],
  ])(
    'sends a .%s file, and only that file, to the extract-text function',
    async (format, name, bytes) => {
      const fetchSpy = vi.fn(
        async (_url: URL, _init: RequestInit) =>
          new Response(
            JSON.stringify({
              success: true,
              data: { text: BODY, words: 16, format, warnings: [] },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
      );
      vi.stubGlobal('fetch', fetchSpy);
      const outcome = await importFile(file(bytes, name));
      expect(outcome).toMatchObject({
        ok: true,
        text: BODY,
        summary: `Imported 16 words from ${name}.`,
      });
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      const [url, init] = fetchSpy.mock.calls[0]!;
      expect(String(url)).toMatch(new RegExp(`${EXTRACT_TEXT_PATH}$`, 'u'));
      expect(init.method).toBe('POST');
      const sent = (init.body as FormData).get('file') as File;
      expect(sent.name).toBe(name);
      expect(await bytesOf(sent)).toEqual(bytes);
    },
  );

  it('passes on the server’s message for a .doc it cannot read, and says when it is unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { success: false, error: 'This .doc file could not be read.' },
          { status: 422 },
        ),
      ),
    );
    const doc = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await importFile(file(doc, 'a.doc'))).toEqual({
      ok: false,
      title: 'File Not Imported',
      message: 'This .doc file could not be read.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const unreachable = await importFile(file(doc, 'a.doc'));
    expect(unreachable).toMatchObject({
      ok: false,
      message: expect.stringMatching(/could not be reached/u),
    });
  });

  it.each([
    ['drawing.svg', 'x', /Unsupported file type/u],
    ['photo.png', 'not an image', /This image could not be read/u],
    ['empty.txt', '', /This file is empty/u],
    ['blank.txt', ' \n ', /No text found/u],
    ['fake.pdf', '%PDF-1.7 broken', /could not be read|damaged/u],
    ['fake.docx', 'PK not a zip', /could not be read|damaged|Unsupported|does not/u],
  ])('refuses %s with a specific message', async (name, content, message) => {
    const outcome = await importFile(file(content, name));
    expect(outcome).toMatchObject({ ok: false, title: 'File Not Imported' });
    if (!outcome.ok) expect(outcome.message).toMatch(message);
  });
});
