import { describe, expect, it } from 'vitest';
import type { Line } from './paragraphs.ts';
import { linesToBlocks, toLines } from './paragraphs.ts';

/** A body line at y in column `column` of page `page` (ragged right unless x1 given). */
const line = (text: string, y: number, options: Partial<Line> = {}): Line => ({
  text,
  x0: 50,
  x1: 50 + text.length * 5,
  y,
  size: 10,
  page: 0,
  column: 'full',
  cells: 1,
  numericCells: 0,
  ...options,
});
const FULL = Array.from({ length: 12 }, () => 'tide').join(' '); // fills the column (50 → 345)
const shape = (lines: Line[]) =>
  linesToBlocks(lines).map((block) => `${block.kind}: ${block.lines.join(' / ')}`);

describe('linesToBlocks', () => {
  it.each([
    {
      name: 'a larger vertical gap separates paragraphs',
      lines: [line(FULL, 700), line('ends here.', 688), line(FULL, 664), line('more', 652)],
      expected: [`paragraph: ${FULL} / ends here.`, `paragraph: ${FULL} / more`],
    },
    {
      name: 'an indented first line starts a paragraph',
      lines: [line(FULL, 700), line('ends', 688), line(FULL, 676, { x0: 62 }), line(FULL, 664)],
      expected: [`paragraph: ${FULL} / ends`, `paragraph: ${FULL} / ${FULL}`],
    },
    {
      name: 'a short line ending a sentence ends the paragraph; a full one does not',
      lines: [
        line(FULL + '.', 700),
        line(FULL, 688),
        line('the end.', 676),
        line(FULL, 664),
        line(FULL, 652),
      ],
      expected: [`paragraph: ${FULL}. / ${FULL} / the end.`, `paragraph: ${FULL} / ${FULL}`],
    },
    {
      name: 'numbered and known headings stand alone',
      lines: [
        line('2 Methods', 700),
        line(FULL, 688),
        line(FULL, 676),
        line('Results', 664),
        line(FULL, 652),
      ],
      expected: [
        'heading: 2 Methods',
        `paragraph: ${FULL} / ${FULL}`,
        'heading: Results',
        `paragraph: ${FULL}`,
      ],
    },
    {
      name: 'a two-line title in a larger font is one heading',
      lines: [
        line('Tide Gauges Built', 740, { size: 17 }),
        line('from Old Sensors', 720, { size: 17 }),
        line(FULL, 690),
        line(FULL, 678),
        line(FULL, 666),
      ],
      expected: [
        'heading: Tide Gauges Built / from Old Sensors',
        `paragraph: ${FULL} / ${FULL} / ${FULL}`,
      ],
    },
    {
      name: 'a paragraph continues across a column break',
      lines: [
        line(FULL, 700, { column: 'left' }),
        line(FULL, 688, { column: 'left' }),
        line(FULL, 700, { column: 'right', x0: 400, x1: 700 }),
        line('end.', 688, { column: 'right', x0: 400, x1: 420 }),
      ],
      expected: [`paragraph: ${FULL} / ${FULL} / ${FULL} / end.`],
    },
    {
      name: 'a paragraph ending at a column break does not continue',
      lines: [
        line(FULL, 700, { column: 'left' }),
        line('the end.', 688, { column: 'left' }),
        line(FULL, 700, { column: 'right', x0: 400, x1: 700 }),
        line(FULL, 688, { column: 'right', x0: 400, x1: 700 }),
      ],
      expected: [`paragraph: ${FULL} / the end.`, `paragraph: ${FULL} / ${FULL}`],
    },
    {
      name: 'block style (no indents): a full line ending a sentence at a column break ends the paragraph',
      lines: [
        line(FULL, 700, { column: 'left' }),
        line(`${FULL}.`, 688, { column: 'left' }),
        line(`Tide ${FULL}`, 700, { column: 'right', x0: 400, x1: 700 }),
        line(FULL, 688, { column: 'right', x0: 400, x1: 700 }),
      ],
      expected: [`paragraph: ${FULL} / ${FULL}.`, `paragraph: Tide ${FULL} / ${FULL}`],
    },
    {
      name: 'indent style: the same break continues the paragraph, since a new one would be indented',
      lines: [
        line(FULL, 712, { column: 'left', x0: 62 }),
        line(FULL, 700, { column: 'left' }),
        line(`${FULL}.`, 688, { column: 'left' }),
        line(`Tide ${FULL}`, 700, { column: 'right', x0: 400, x1: 700 }),
        line(FULL, 688, { column: 'right', x0: 400, x1: 700 }),
      ],
      expected: [`paragraph: ${FULL} / ${FULL} / ${FULL}. / Tide ${FULL} / ${FULL}`],
    },
    {
      name: 'the short last line of a full-width paragraph that falls into the left column stays with it',
      lines: [
        line(FULL, 700),
        line(FULL, 688),
        line('cost.', 676, { column: 'left', x1: 80 }),
        line(FULL, 640, { column: 'left', x1: 250 }),
      ],
      expected: [`paragraph: ${FULL} / ${FULL} / cost.`, `paragraph: ${FULL}`],
    },
    {
      name: 'a caption under its float is a block of its own, even in the body size',
      lines: [
        line(FULL, 700),
        line(FULL, 688),
        line(FULL, 676),
        line('Table 1: Gauges and their drift', 648),
        line(FULL, 620),
        line(FULL, 608),
      ],
      expected: [
        `paragraph: ${FULL} / ${FULL} / ${FULL}`,
        'paragraph: Table 1: Gauges and their drift',
        `paragraph: ${FULL} / ${FULL}`,
      ],
    },
    {
      name: 'a full-width caption does not take in the paragraph that goes on in the left column under its figure',
      lines: [
        line(FULL, 700, { column: 'right', x0: 400, x1: 700 }),
        line('by other researchers (Dorr, 1996; Dang et al.,', 688, {
          column: 'right',
          x0: 400,
          x1: 700,
        }),
        line('Figure 1: The tree for the object slot', 560, { page: 1, x0: 170, x1: 450 }),
        line('1998). Dang et al. (1998) extend it with new', 522, {
          page: 1,
          column: 'left',
          x1: 300,
        }),
        line('classes of their own.', 510, { page: 1, column: 'left', x1: 150 }),
      ],
      expected: [
        `paragraph: ${FULL} / by other researchers (Dorr, 1996; Dang et al.,`,
        'paragraph: Figure 1: The tree for the object slot',
        'paragraph: 1998). Dang et al. (1998) extend it with new / classes of their own.',
      ],
    },
    {
      name: 'a caption goes on with its own lines set under it',
      lines: [
        line('Figure 2: Learning curves for three sizes', 560, { size: 9 }),
        line('of training data.', 550, { size: 9 }),
        line(FULL, 520),
      ],
      expected: [
        'paragraph: Figure 2: Learning curves for three sizes / of training data.',
        `paragraph: ${FULL}`,
      ],
    },
    {
      name: 'a sentence wrapped before "Table 1." goes on in its paragraph',
      lines: [line(`${FULL} shown in`, 700), line(`Table 1. ${FULL}`, 688), line('the end.', 676)],
      expected: [`paragraph: ${FULL} shown in / Table 1. ${FULL} / the end.`],
    },
  ])('$name', ({ lines, expected }) => {
    expect(shape(lines)).toEqual(expected);
  });

  it('returns nothing for no lines', () => {
    expect(linesToBlocks([])).toEqual([]);
  });
});

describe('toLines', () => {
  it('joins segments of one column on one baseline (text and its equation number)', () => {
    const lines = toLines(
      [
        { text: 'E = mc2', x0: 100, x1: 150, y: 500, size: 10, column: 'left' },
        { text: '(1)', x0: 270, x1: 285, y: 500, size: 10, column: 'left' },
        { text: 'next', x0: 50, x1: 80, y: 488, size: 10, column: 'left' },
      ],
      3,
    );
    expect(lines.map((l) => [l.text, l.x0, l.x1, l.page])).toEqual([
      ['E = mc2 (1)', 100, 285, 3],
      ['next', 50, 80, 3],
    ]);
  });
});
