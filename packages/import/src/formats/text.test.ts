import { describe, expect, it } from 'vitest';
import { IMPORT_ERRORS, IMPORT_WARNINGS } from '../messages.ts';
import { decodeText, readText, textToBlocks } from './text.ts';

const utf16 = (text: string, endian: 'le' | 'be') => {
  const out = new Uint8Array(2 + text.length * 2);
  out.set(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
  [...text].forEach((c, i) => {
    const code = c.charCodeAt(0);
    out.set(endian === 'le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff], 2 + i * 2);
  });
  return out;
};
const SAMPLE = 'Café in Zürich — naïve €5 "tides"';

describe('decodeText', () => {
  it.each([
    ['UTF-8', new TextEncoder().encode(SAMPLE), 'utf-8'],
    [
      'UTF-8 with BOM',
      new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(SAMPLE)]),
      'utf-8',
    ],
    ['UTF-16 LE with BOM', utf16(SAMPLE, 'le'), 'utf-16le'],
    ['UTF-16 BE with BOM', utf16(SAMPLE, 'be'), 'utf-16be'],
  ])('%s', (_name, bytes, encoding) => {
    expect(decodeText(bytes)).toEqual({ text: SAMPLE, encoding });
  });

  it('reads bytes that are not UTF-8 as Latin-1 (windows-1252)', () => {
    // "Café naïve €5" in windows-1252: é = E9, ï = EF, € = 80.
    const bytes = new Uint8Array([
      0x43, 0x61, 0x66, 0xe9, 0x20, 0x6e, 0x61, 0xef, 0x76, 0x65, 0x20, 0x80, 0x35,
    ]);
    expect(decodeText(bytes)).toEqual({ text: 'Café naïve €5', encoding: 'latin1' });
  });

  it('refuses binary data', () => {
    expect(decodeText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]))).toEqual({
      ok: false,
      code: 'unsupported-type',
      error: IMPORT_ERRORS.binaryText,
    });
  });
});

describe('textToBlocks', () => {
  const shape = (text: string) => textToBlocks(text).map((b) => `${b.kind}: ${b.text}`);

  it.each([
    {
      name: 'blank lines separate paragraphs; wrapped lines join; hyphenation is undone',
      text: 'Tide gauges are\nexpensive to main-\ntain.\n\nWe built twelve.\n',
      expected: [
        'paragraph: Tide gauges are expensive to maintain.',
        'paragraph: We built twelve.',
      ],
    },
    {
      name: 'Windows line ends',
      text: 'One\r\ntwo.\r\n\r\nThree.',
      expected: ['paragraph: One two.', 'paragraph: Three.'],
    },
    {
      name: 'a heading line directly above its paragraph stands alone',
      text: '1 Introduction\nHarbours lack gauges.\n\n2 Methods\nWe built some.',
      expected: [
        'heading: 1 Introduction',
        'paragraph: Harbours lack gauges.',
        'heading: 2 Methods',
        'paragraph: We built some.',
      ],
    },
    {
      name: 'unwrapped text: one paragraph per line',
      text: `${'a'.repeat(120)} ${'b'.repeat(100)}.\n${'c'.repeat(50)}.`,
      expected: [
        `paragraph: ${'a'.repeat(120)} ${'b'.repeat(100)}.`,
        `paragraph: ${'c'.repeat(50)}.`,
      ],
    },
    {
      name: 'form-feed pages lose their running headers and page numbers',
      text: [1, 2, 3]
        .map(
          (p) =>
            `Tide Gauges Report\n\nPage ${p} body first ${'x'.repeat(p)}.\n\nPage ${p} body second ${'y'.repeat(p)}.\n\n${p}`,
        )
        .join('\f'),
      expected: [1, 2, 3].flatMap((p) => [
        `paragraph: Page ${p} body first ${'x'.repeat(p)}.`,
        `paragraph: Page ${p} body second ${'y'.repeat(p)}.`,
      ]),
    },
    { name: 'only whitespace', text: ' \n\n \t\n', expected: [] },
  ])('$name', ({ text, expected }) => {
    expect(shape(text)).toEqual(expected);
  });
});

describe('readText', () => {
  it('warns when the text was read as Latin-1', () => {
    const result = readText(new Uint8Array([0x43, 0x61, 0x66, 0xe9]));
    expect(result).toEqual({
      blocks: [{ kind: 'paragraph', text: 'Café' }],
      warnings: [IMPORT_WARNINGS.latin1],
    });
  });
});
