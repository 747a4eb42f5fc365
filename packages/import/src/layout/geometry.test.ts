import { describe, expect, it } from 'vitest';
import { groupRows, joinItems, segmentRow, type TextItem } from './geometry.ts';

/** An item of `text` at x, y in a 10 pt font, 5 pt per character. */
const item = (text: string, x: number, y: number, size = 10): TextItem => ({
  text,
  x,
  y,
  width: text.length * 5,
  size,
});

describe('joinItems', () => {
  it.each([
    ['adds a space at a visible gap', [item('tide', 0, 0), item('gauge', 25, 0)], 'tide gauge'],
    ['no space where items touch', [item('gau', 0, 0), item('ge', 15, 0)], 'gauge'],
    [
      'no double space when the text has one',
      [item('tide ', 0, 0), item('gauge', 30, 0)],
      'tide gauge',
    ],
    ['collapses and trims whitespace', [item('  tide   gauge ', 0, 0)], 'tide gauge'],
  ])('%s', (_name, items, expected) => {
    expect(joinItems(items)).toBe(expected);
  });
});

describe('groupRows', () => {
  it('gives a line-end footnote mark to its own column, not the nearer baseline of the other', () => {
    // Left column line at y 100 ends in a raised mark at y 103.6; the right column's line sits at
    // 106.3, closer to the mark's baseline. Read with the right column, the mark became a line of
    // its own that broke the left paragraph ("parametrisa- / 1 / tions").
    const rows = groupRows([
      item('in the literature.', 0, 100, 10.9),
      item('1', 91, 103.6, 8),
      item('We', 96, 100, 10.9),
      item('of dimensionality', 220, 106.3, 10.9),
      item('from a corpus', 0, 112.9, 10.9),
    ]);
    expect(rows.map((row) => segmentRow(row).map((segment) => segment.text))).toEqual([
      ['from a corpus'],
      ['of dimensionality'],
      ['in the literature. We'],
    ]);
  });

  it('groups by baseline top to bottom, left to right; a raised letter stays in the text', () => {
    const rows = groupRows([
      item('second', 0, 88),
      item('row', 35, 88),
      item('the 5', 0, 100),
      item('th', 25, 103, 6),
      item('row', 40, 100),
    ]);
    expect(rows.map((row) => [row.y, row.text])).toEqual([
      [100, 'the 5th row'],
      [88, 'second row'],
    ]);
  });

  it.each([
    ['a footnote number', '1'],
    ['citation numbers', '12,13'],
    ['a range', '3–5'],
    ['a dagger', '†'],
  ])('keeps %s raised after a word out of the text, marked', (_name, marker) => {
    const [row] = groupRows([item('records matter most.', 0, 100), item(marker, 100, 103.5, 6)]);
    expect(row!.text).toBe('records matter most.');
    expect(row!.items.filter((i) => i.marker).map((i) => i.text)).toEqual([marker]);
  });
});

describe('stray scripts', () => {
  it('puts a script set far below its line into the line whose text spans it', () => {
    // "slot t" with its index 6.7 pt lower, nearer the next line's baseline than any row holds.
    const rows = groupRows([
      item('each slot t', 0, 100),
      item('i', 55, 93.3, 8),
      item(', them sum the nor-', 60, 100),
      item('label of a figure', 200, 93.3, 6),
      item('malized scores of the second set', 0, 86.4),
    ]);
    expect(rows.map((row) => row.text)).toEqual([
      'each slot ti, them sum the nor-',
      'label of a figure',
      'malized scores of the second set',
    ]);
  });

  it('leaves out a script between two lines that no text spans', () => {
    const rows = groupRows([
      item('the set of slots a target can-', 0, 100),
      item('e', 160, 93.3, 6),
      item('didate occurs here.', 0, 86.4),
    ]);
    expect(rows.map((row) => row.text)).toEqual([
      'the set of slots a target can-',
      'didate occurs here.',
    ]);
  });
});

describe('segmentRow', () => {
  it.each([
    ['one segment for word gaps', [item('tide', 0, 0), item('gauge', 24, 0)], ['tide gauge']],
    [
      'splits at a column gutter',
      [item('left text', 0, 0), item('right text', 70, 0)],
      ['left text', 'right text'],
    ],
  ])('%s', (_name, items, expected) => {
    const [row] = groupRows(items);
    expect(segmentRow(row!).map((s) => s.text)).toEqual(expected);
  });

  it('flags a segment that opens with a note marker (a footnote line)', () => {
    // The marker ends a little before its text starts, as LibreOffice sets footnotes.
    const [row] = groupRows([item('1', 0, 63.5, 6), item('Funded by the Harbour Fund.', 6, 60)]);
    expect(segmentRow(row!)).toEqual([
      { text: 'Funded by the Harbour Fund.', x0: 0, x1: 141, y: 60, size: 10, note: true },
    ]);
  });

  it('measures each segment', () => {
    const [row] = groupRows([item('left', 10, 50), item('right', 100, 50, 12)]);
    expect(segmentRow(row!)).toEqual([
      { text: 'left', x0: 10, x1: 30, y: 50, size: 10 },
      { text: 'right', x0: 100, x1: 125, y: 50, size: 12 },
    ]);
  });
});

describe('groupRows across columns', () => {
  it('leaves out a footnote mark raised above its own line when the other column sits higher', () => {
    // The right column's baseline 5 pt below the left one's: one row, and the marks are level
    // with the left column's line, yet raised above the words they follow.
    const rows = groupRows([
      { ...item('mately 0.', 72, 668.4, 11), width: 41 },
      { ...item('metrics: BLEU,', 313, 663.4, 11), width: 72 },
      { ...item('5', 385, 667.4, 8), width: 4 },
      { ...item('METEOR', 393, 663.4, 11), width: 45 },
      { ...item('6', 438, 667.4, 8), width: 4 },
      { ...item('and TER.', 446, 663.4, 11), width: 43 },
    ]);
    const text = rows.map((row) => segmentRow(row).map((segment) => segment.text));
    expect(text).toEqual([['mately 0.', 'metrics: BLEU, METEOR and TER.']]);
  });

  it('keeps a column line apart from a larger heading a few points lower in the other column', () => {
    const rows = groupRows([
      item('1 Introduction', 72, 598, 16),
      item('We recovered twenty sensors', 320, 604),
      item('by a regional weather service', 308, 592),
    ]);
    expect(rows.map((row) => row.text)).toEqual([
      'We recovered twenty sensors',
      '1 Introduction',
      'by a regional weather service',
    ]);
  });

  it('does not take body lines beside a larger heading in the other column for its scripts', () => {
    // LaTeX: a section heading in the right column between two baselines of the left column.
    const rows = groupRows([
      item('card in a housing the size of a', 0, 100),
      item('Field Trial', 170, 94.3, 14.3),
      item('controller wakes every second', 0, 88),
    ]);
    expect(rows.map((row) => row.text)).toEqual([
      'card in a housing the size of a',
      'Field Trial',
      'controller wakes every second',
    ]);
  });

  it('splits a body line from a larger heading at a gutter narrower than an em of the heading', () => {
    const [row] = groupRows([item('body text', 0, 100), item('Field Trial', 55, 100, 14.3)]);
    expect(segmentRow(row!).map((s) => s.text)).toEqual(['body text', 'Field Trial']);
  });

  it('keeps a subscript in its row', () => {
    const rows = groupRows([item('CO', 0, 100), item('2', 10, 97, 6), item('levels', 20, 100)]);
    expect(rows.map((row) => [row.y, row.text])).toEqual([[100, 'CO2 levels']]);
  });
});
