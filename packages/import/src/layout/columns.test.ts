import { describe, expect, it } from 'vitest';
import { findGutter, orderColumns, orderColumnsAt, pageGutters } from './columns.ts';
import type { Segment } from './geometry.ts';

const WIDTH = 600;
const seg = (text: string, x0: number, x1: number, y: number): Segment => ({
  text,
  x0,
  x1,
  y,
  size: 10,
});

/** Lines of a column from `x0` to `x1`, starting at y = top and going down 12 pt each. */
const column = (name: string, x0: number, x1: number, top: number, count: number) =>
  Array.from({ length: count }, (_, i) => seg(`${name}${i + 1}`, x0, x1, top - 12 * i));

describe('findGutter', () => {
  it.each([
    {
      name: 'two columns',
      segments: [...column('L', 50, 290, 700, 10), ...column('R', 310, 550, 700, 10)],
      gutter: 300,
    },
    {
      name: 'two columns under a full-width title and abstract',
      segments: [
        seg('Title', 100, 500, 760),
        ...column('A', 50, 550, 740, 5),
        ...column('L', 50, 290, 660, 20),
        ...column('R', 310, 550, 660, 20),
      ],
      gutter: 300,
    },
    {
      name: 'two columns with strays in the gutter (a keywords line a little too long, a page number)',
      segments: [
        ...column('A', 50, 550, 760, 4),
        seg('Keywords: tides, gauges, harbours', 50, 306, 710),
        ...column('L', 50, 288, 690, 20),
        ...column('R', 308, 550, 690, 20),
        seg('1', 295, 300, 40),
      ],
      gutter: 298,
    },
    {
      name: 'two columns, the right one mostly a hanging reference list',
      segments: [
        ...column('L', 56.7, 292.7, 700, 20),
        ...[700, 650, 600, 550].flatMap((top, i) => [
          seg(`[${i + 1}] Author`, 302.6, 538.6, top),
          ...column(`R${i}`, 318.1, 538.6, top - 12, 3),
        ]),
      ],
      gutter: 298, // midway between the column edges, 293 and 303 to the point
    },
    { name: 'one column', segments: column('B', 50, 550, 700, 30), gutter: undefined },
    {
      name: 'one column with short last lines',
      segments: [
        ...column('B', 50, 550, 700, 10),
        seg('short end', 50, 200, 570),
        ...column('C', 50, 550, 558, 10),
        seg('end', 50, 150, 438),
      ],
      gutter: undefined,
    },
    {
      name: 'too few lines on the right',
      segments: [...column('L', 50, 290, 700, 10), ...column('R', 310, 550, 700, 2)],
      gutter: undefined,
    },
    {
      name: 'columns touching (no gutter)',
      segments: [...column('L', 50, 300, 700, 10), ...column('R', 301, 550, 700, 10)],
      gutter: undefined,
    },
    { name: 'no text', segments: [], gutter: undefined },
  ])('$name', ({ segments, gutter }) => {
    expect(findGutter(segments, WIDTH)).toBe(gutter);
  });
});

describe('orderColumns', () => {
  it('reads the columns under a full-width table one after the other', () => {
    // Eight cells a row, one across the gutter, then a short column of text each side.
    const cells = (y: number) =>
      [60, 120, 180, 240, 290, 350, 410, 470].map((x, i) => seg(`c${i}`, x, x + 62, y));
    const segments = [
      ...Array.from({ length: 12 }, (_, i) => 760 - 12 * i).flatMap(cells),
      ...column('L', 50, 290, 600, 4),
      ...column('R', 310, 550, 600, 4),
    ];
    const ordered = orderColumns(segments, WIDTH);
    const text = ordered.filter((s) => !s.text.startsWith('c')).map((s) => s.text);
    expect(text).toEqual(['L1', 'L2', 'L3', 'L4', 'R1', 'R2', 'R3', 'R4']);
  });

  it('reads the left column before the right one', () => {
    const segments = [...column('R', 310, 550, 700, 4), ...column('L', 50, 290, 700, 4)];
    expect(orderColumns(segments, WIDTH).map((s) => s.text)).toEqual([
      'L1',
      'L2',
      'L3',
      'L4',
      'R1',
      'R2',
      'R3',
      'R4',
    ]);
  });

  it('reads full-width text in place: title first, columns under it, a full-width figure cutting the page', () => {
    const segments = [
      ...column('R', 310, 550, 700, 3),
      ...column('L', 50, 290, 700, 3),
      seg('Title', 100, 500, 740),
      seg('Wide figure caption', 60, 540, 640),
      ...column('r', 310, 550, 620, 3),
      ...column('l', 50, 290, 620, 3),
    ];
    expect(orderColumns(segments, WIDTH).map((s) => `${s.text}:${s.column}`)).toEqual([
      'Title:full',
      'L1:left',
      'L2:left',
      'L3:left',
      'R1:right',
      'R2:right',
      'R3:right',
      'Wide figure caption:full',
      'l1:left',
      'l2:left',
      'l3:left',
      'r1:right',
      'r2:right',
      'r3:right',
    ]);
  });

  it('reads a line cut in two by a wide space left to right, its baselines a point apart (recognised text)', () => {
    const segments = [
      ...column('L', 50, 290, 700, 4),
      seg('ing of text or conversation.', 50, 180, 651),
      seg('Traditionally, coref-', 190, 290, 652),
      seg('erence resolution has been', 50, 290, 640),
      ...column('R', 310, 550, 700, 6),
    ];
    expect(
      orderColumns(segments, WIDTH)
        .filter((s) => s.column === 'left')
        .map((s) => s.text)
        .slice(4),
    ).toEqual([
      'ing of text or conversation.',
      'Traditionally, coref-',
      'erence resolution has been',
    ]);
  });

  it('reads the two-column foot of a one-column page column by column (acknowledgments beside references)', () => {
    const segments = [
      ...column('B', 50, 550, 700, 20),
      seg('Acknowledgments', 50, 130, 440),
      seg('References', 310, 380, 440),
      ...column('L', 50, 290, 428, 4),
      ...column('R', 310, 550, 428, 5),
    ];
    const ordered = orderColumns(segments, WIDTH);
    expect(ordered.map((s) => s.text).slice(20)).toEqual([
      'Acknowledgments',
      'L1',
      'L2',
      'L3',
      'L4',
      'References',
      'R1',
      'R2',
      'R3',
      'R4',
      'R5',
    ]);
    expect(ordered.slice(0, 20).every((s) => s.column === 'full')).toBe(true);
  });

  it('reads a table of two short cells a row on a one-column page row by row', () => {
    const rows = [460, 448, 436, 424].flatMap((y, i) => [
      seg(`key${i}`, 50, 120, y),
      seg(`value${i}`, 320, 400, y),
    ]);
    const segments = [...column('B', 50, 550, 700, 20), ...rows, ...column('C', 50, 550, 400, 5)];
    expect(
      orderColumns(segments, WIDTH)
        .map((s) => s.text)
        .slice(20, 28),
    ).toEqual([0, 1, 2, 3].flatMap((i) => [`key${i}`, `value${i}`]));
  });

  it('reads a one-column page top to bottom, left to right', () => {
    const segments = [seg('b', 50, 550, 688), seg('a2', 300, 550, 700), seg('a1', 50, 250, 700)];
    expect(orderColumns(segments, WIDTH).map((s) => `${s.text}:${s.column}`)).toEqual([
      'a1:full',
      'a2:full',
      'b:full',
    ]);
  });

  it("reads the columns under a full-width two-column table by the document's gutter, not the table's", () => {
    // The table's two columns of cells (in a smaller size) leave a band at x 235–258 emptier than
    // the text's gutter, which its wide right-hand cells cross.
    const rows = Array.from({ length: 14 }, (_, i) => 760 - 12 * i).flatMap((y, i) => [
      { ...seg(`k${i}`, 97, 230, y), size: 9 },
      { ...seg(`v${i}`, 261, 490, y), size: 9 },
    ]);
    const segments = [...rows, ...column('L', 50, 290, 560, 10), ...column('R', 310, 550, 560, 10)];
    const page = { segments, width: WIDTH };
    const other = {
      segments: [...column('L', 50, 290, 700, 8), ...column('R', 310, 550, 700, 8)],
      width: WIDTH,
    };
    const gutters = pageGutters([page, other, other]);
    const text = (gutter = gutters[0]) =>
      orderColumnsAt(segments, WIDTH, gutter)
        .map((s) => s.text)
        .filter((t) => /^[LR]/.test(t));
    const columns = [...column('L', 0, 0, 0, 10), ...column('R', 0, 0, 0, 10)].map((s) => s.text);
    expect(gutters[0]?.x).toBe(300);
    expect(text()).toEqual(columns);
    // On its own evidence the page is split between the table's cells.
    expect(findGutter(segments, WIDTH)).toBeLessThan(260);
    expect(
      orderColumns(segments, WIDTH)
        .map((s) => s.text)
        .filter((t) => /^[LR]/.test(t)),
    ).not.toEqual(columns);
  });
});

describe('pageGutters', () => {
  const twoColumns = {
    segments: [...column('L', 50, 290, 700, 8), ...column('R', 310, 550, 700, 8)],
    width: WIDTH,
  };
  it("stands the gutter most pages share for a page's own where it splits that page", () => {
    const shifted = {
      segments: [...column('L', 50, 200, 700, 8), ...column('R', 230, 550, 700, 8)],
      width: WIDTH,
    };
    // The shifted page's left lines would cross 300: there its own gutter stays.
    expect(pageGutters([twoColumns, shifted, twoColumns]).map((g) => g?.x)).toEqual([
      300, 215, 300,
    ]);
  });

  it('keeps the pages own gutters where fewer than two pages share one', () => {
    const oneColumn = { segments: column('B', 50, 550, 700, 20), width: WIDTH };
    expect(pageGutters([twoColumns, oneColumn]).map((g) => g?.x)).toEqual([300, undefined]);
  });
});
