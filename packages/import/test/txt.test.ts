import { describe, expect, it } from 'vitest';
import { importDocument } from '../src/index.ts';
import { IMPORT_ERRORS, IMPORT_WARNINGS } from '../src/messages.ts';
import { expectImportedPaper } from './expect-paper.ts';
import { PAPER } from './paper.ts';

/** Hard-wraps at 70 columns, breaking long words with a hyphen the way some exporters do. */
function hardWrap(text: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).length <= 70) line = line ? `${line} ${word}` : word;
    else if (word.length >= 9 && /^[a-z]+$/.test(word) && line.length < 64) {
      const cut = 68 - line.length - 1;
      lines.push(`${line} ${word.slice(0, cut)}-`);
      line = word.slice(cut);
    } else {
      lines.push(line);
      line = word;
    }
  }
  return [...lines, line].join('\n');
}

/** The paper as a text file: title, bylines, abstract, keywords, sections, references. */
const PAPER_TEXT = [
  PAPER.title,
  PAPER.authors.join('\n'),
  'Abstract',
  hardWrap(PAPER.abstract),
  PAPER.keywords,
  ...PAPER.sections.flatMap((s) => [s.heading, ...s.paragraphs.map(hardWrap)]),
  'References',
  ...PAPER.references,
].join('\n\n');

function utf16le(text: string): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++)
    bytes.set([text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8], 2 + 2 * i);
  return bytes;
}

/** Latin-1 bytes of a text made of Latin-1 characters only. */
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('importDocument (browser entry) with text files', () => {
  it('the fixture breaks words at line ends (so hyphenation is really exercised)', () => {
    expect(PAPER_TEXT).toMatch(/[a-z]-\n[a-z]/);
  });

  it.each([
    ['UTF-8', new TextEncoder().encode(PAPER_TEXT)],
    ['UTF-8 with Windows line ends', new TextEncoder().encode(PAPER_TEXT.replace(/\n/g, '\r\n'))],
    ['UTF-16 with BOM', utf16le(PAPER_TEXT)],
  ])('reads the paper in %s', async (_name, bytes) => {
    const result = await importDocument({ name: 'paper.txt', bytes });
    expectImportedPaper(result, 'txt');
    expect(result.ok && result.warnings).toEqual([]);
  });

  it('reads Latin-1 and says so', async () => {
    const result = await importDocument({ name: 'paper.txt', bytes: latin1(PAPER_TEXT) });
    expectImportedPaper(result, 'txt');
    expect(result.ok && result.warnings).toEqual([IMPORT_WARNINGS.latin1]);
  });

  it('keeps accented text intact in every encoding', async () => {
    const text = 'Mesures à Zürich\n\nLes marégraphes coûtent cher; nous en avons construit douze.';
    for (const bytes of [new TextEncoder().encode(text), utf16le(text), latin1(text)]) {
      const result = await importDocument({ name: 'notes.txt', bytes });
      expect(result).toMatchObject({
        ok: true,
        title: 'Mesures à Zürich',
        text: 'Les marégraphes coûtent cher; nous en avons construit douze.',
      });
    }
  });

  it.each([
    ['an empty file', new Uint8Array(), { ok: false, code: 'empty', error: IMPORT_ERRORS.empty }],
    [
      'only blank lines',
      new TextEncoder().encode('\n \n\t\n'),
      { ok: false, code: 'no-text', error: IMPORT_ERRORS.noText },
    ],
    [
      'binary data named .txt',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]),
      { ok: false, code: 'unsupported-type', error: IMPORT_ERRORS.binaryText },
    ],
  ])('refuses %s with a clear message', async (_name, bytes, expected) => {
    expect(await importDocument({ name: 'notes.txt', bytes })).toEqual(expected);
  });

  it('joins Chinese and Japanese text wrapped across lines without a space, and keeps spaces elsewhere', async () => {
    const text =
      '城市周边的池塘接收来自道路和花园的地表\n径流。我们每月对十八个池塘取样，\n測定した。Zinc levels in\nmg per litre。';
    const result = await importDocument({
      name: 'notes.txt',
      bytes: new TextEncoder().encode(text),
    });
    expect(result).toMatchObject({
      ok: true,
      text: '城市周边的池塘接收来自道路和花园的地表径流。我们每月对十八个池塘取样，測定した。Zinc levels in mg per litre。',
    });
  });

  it('refuses a file type it does not read', async () => {
    expect(await importDocument({ name: 'figure.svg', bytes: new Uint8Array([1, 2, 3]) })).toEqual({
      ok: false,
      code: 'unsupported-type',
      error: IMPORT_ERRORS.unsupportedType,
    });
  });

  it('imports a text that is only an abstract as the text, and says so', async () => {
    const result = await importDocument({
      name: 'a.txt',
      bytes: new TextEncoder().encode(`Abstract\n\n${PAPER.abstract}`),
    });
    expect(result).toMatchObject({
      ok: true,
      text: PAPER.abstract,
      warnings: [IMPORT_WARNINGS.onlyAbstract],
    });
    expect(result.ok && result.abstract).toBeUndefined();
  });
});

describe('importDocument with a text limit', () => {
  const text = ['First paragraph here.', 'Second paragraph here.', 'Third paragraph here.'].join(
    '\n\n',
  );
  it.each([
    [1000, text, []],
    [50, 'First paragraph here.\n\nSecond paragraph here.', [IMPORT_WARNINGS.truncated(50)]],
    [10, 'First para', [IMPORT_WARNINGS.truncated(10)]],
  ])('maxChars %i', async (maxChars, expected, warnings) => {
    const result = await importDocument(
      { name: 'a.txt', bytes: new TextEncoder().encode(text) },
      { maxChars },
    );
    expect(result).toMatchObject({ ok: true, text: expected, warnings });
  });
});
