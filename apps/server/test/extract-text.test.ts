import { readFileSync } from 'node:fs';
import { IMPORT_ERRORS, MAX_IMPORT_BYTES } from '@abstractly/import';
import { NOTES_HEADING } from '@abstractly/contracts/text-patterns';
import { importDocument } from '@abstractly/import/node';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { RTF_NOTE } from '../../../packages/import/test/rtf-note.ts';
import { createApp } from '../src/app.ts';
import { createLocalProvider } from '../src/providers/local.ts';
import {
  MISSING_FILE_MESSAGE,
  extractTextRoute,
  unknownLanguageMessage,
  type DocumentImporter,
} from '../src/routes/extract-text.ts';

const PATH = '/functions/v1/extract-text';

function makeApp(importer: DocumentImporter = importDocument) {
  return createApp({
    config: { maxBodyBytes: 64 * 1024 },
    provider: createLocalProvider(),
    functions: { 'extract-text': extractTextRoute({ importDocument: importer }) },
    logError: vi.fn(),
    logRequest: vi.fn(),
  });
}

/** Made once with LibreOffice from known text (see packages/import/test/fixtures). */
const PAPER_DOC = new Uint8Array(
  readFileSync(new URL('../../../packages/import/test/fixtures/paper.doc', import.meta.url)),
);

/** Saved by LibreOffice as RTF: French, German, Greek and Russian text, a footnote, a table. */
const NOTE_RTF = new Uint8Array(
  readFileSync(new URL('../../../packages/import/test/fixtures/note.rtf', import.meta.url)),
);

/** Paragraphs of a one-page PDF, as lines; a larger gap separates paragraphs. */
const PDF_PARAGRAPHS = [
  [
    'Street trees cooled the air at night by up to 1.8 degrees',
    'in the four districts we measured.',
  ],
  ['Sensors recorded the temperature each hour.'],
];

/** A one-page PDF: a title in a large font, then the paragraphs. */
async function paperPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText('Street Trees and Night Heat', { x: 72, y: 720, size: 20, font });
  let y = 690;
  for (const lines of PDF_PARAGRAPHS) {
    for (const line of lines) {
      page.drawText(line, { x: 72, y, size: 11, font });
      y -= 14;
    }
    y -= 14;
  }
  return doc.save();
}

const raw = (bytes: Uint8Array, name: string) =>
  ({
    method: 'POST',
    body: bytes,
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
    },
  }) as const;

describe('POST /functions/v1/extract-text', () => {
  it('reads a raw body named by x-file-name', async () => {
    const response = await makeApp().request(
      PATH,
      raw(await paperPdf(), 'Straßenbäume – paper.pdf'),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: {
        text: PDF_PARAGRAPHS.map((lines) => lines.join(' ')).join('\n\n'),
        title: 'Street Trees and Night Heat',
        words: 24,
        format: 'pdf',
        warnings: [],
      },
    });
  });

  it('reads a legacy .doc (the reason the endpoint exists), at the Supabase path too', async () => {
    for (const path of [PATH, '/extract-text']) {
      const response = await makeApp().request(path, raw(PAPER_DOC, 'paper.doc'));
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as {
        data: { text: string; title: string; abstract: string; format: string };
      };
      expect(data.format).toBe('doc');
      expect(data.title).toBe('Low-Cost Tide Gauges Built from Repurposed Pressure Sensors');
      expect(data.text.split('\n\n')[0]).toBe('1 Introduction');
      expect(data.text).not.toContain('References');
      expect(data.text).not.toContain(data.abstract);
    }
  });

  it('reads an .rtf (its reader needs Node) sent as the page sends it, accents and scripts intact', async () => {
    const form = new FormData();
    form.append('file', new File([NOTE_RTF], 'Café note.rtf'));
    const response = await makeApp().request(PATH, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { text: string; title: string; format: string };
    };
    expect(data.format).toBe('rtf');
    expect(data.title).toBe(RTF_NOTE.title);
    expect(data.text).toContain(RTF_NOTE.sections[1]!.paragraphs[0]);
    // The footnote is kept after the body, under the notes' heading.
    expect(data.text.endsWith(`\n\n${NOTES_HEADING}\n\n${RTF_NOTE.footnote}`)).toBe(true);
  });

  it('passes ?language= on to the importer (scans are read in that language) and refuses an unknown one', async () => {
    const importer = vi.fn<DocumentImporter>(async () => ({
      ok: true,
      text: 'Texte.',
      words: 1,
      format: 'image',
      warnings: [],
    }));
    const app = makeApp(importer);
    const response = await app.request(`${PATH}?language=fr`, raw(new Uint8Array([1]), 'page.png'));
    expect(response.status).toBe(200);
    expect(importer.mock.calls[0]![1]).toMatchObject({ language: 'fr' });
    await app.request(PATH, raw(new Uint8Array([1]), 'page.png'));
    expect(importer.mock.calls[1]![1]).not.toHaveProperty('language');
    const unknown = await app.request(
      `${PATH}?language=klingon`,
      raw(new Uint8Array([1]), 'page.png'),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      success: false,
      error: unknownLanguageMessage('klingon'),
    });
  });

  it('reads the multipart field "file"', async () => {
    const form = new FormData();
    form.append('file', new File([await paperPdf()], 'paper.pdf'));
    const response = await makeApp().request(PATH, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      data: { format: 'pdf', title: 'Street Trees and Night Heat' },
    });
  });

  it.each([
    [
      'an unsupported type',
      raw(new Uint8Array([1, 2, 3]), 'figure.svg'),
      415,
      IMPORT_ERRORS.unsupportedType,
    ],
    [
      'a damaged file',
      raw(new TextEncoder().encode('%PDF-1.7 nothing else'), 'paper.pdf'),
      422,
      IMPORT_ERRORS.corruptPdf,
    ],
    ['an empty file', raw(new Uint8Array(), 'paper.doc'), 422, IMPORT_ERRORS.empty],
    [
      'an .rtf cut short',
      raw(NOTE_RTF.slice(0, NOTE_RTF.length / 2), 'note.rtf'),
      422,
      IMPORT_ERRORS.corruptRtf,
    ],
    ['no file name', { method: 'POST', body: new Uint8Array([1]) }, 400, MISSING_FILE_MESSAGE],
  ] as const)(
    'answers %s with the envelope and a clear message',
    async (_name, init, status, error) => {
      const response = await makeApp().request(PATH, init);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ success: false, error });
    },
  );

  it('refuses a body over the limit with 413 before reading it', async () => {
    const importer = vi.fn(importDocument);
    const response = await makeApp(importer).request(
      PATH,
      raw(new Uint8Array(MAX_IMPORT_BYTES + 70 * 1024), 'big.pdf'),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      error: IMPORT_ERRORS.tooLarge(MAX_IMPORT_BYTES),
    });
    expect(importer).not.toHaveBeenCalled();
  });

  it('refuses a file just over the limit with 413 too', async () => {
    const response = await makeApp().request(
      PATH,
      raw(new Uint8Array(MAX_IMPORT_BYTES + 1), 'big.pdf'),
    );
    expect(response.status).toBe(413);
  });

  it('answers other methods with 405', async () => {
    const response = await makeApp().request(PATH, { method: 'GET' });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Use POST to call extract-text.',
    });
  });
});
