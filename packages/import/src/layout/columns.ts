/** Reading order of one page: finds a two-column gutter and reads left column before right. */
import { bodySizeOf, type Segment } from './geometry.ts';

export type Column = 'full' | 'left' | 'right';
export type PlacedSegment = Segment & { column: Column };

/** The gutter is looked for in the middle of the page only. */
const GUTTER_SEARCH = [0.3, 0.7] as const;
/** The gutter must be an empty band at least this wide (points). */
const MIN_GUTTER_WIDTH = 3;
/** Crossings above the fewest that still count as the gutter (see findGutter). */
const CROSSING_SLACK = 2;
/** Each column needs at least this many lines for the page to count as two-column. */
const MIN_COLUMN_LINES = 3;

/**
 * The x of the column gutter, or undefined for a one-column page. The gutter is the widest
 * vertical band in the middle of the page crossed by the fewest segments; the page is two-column
 * when both sides hold several lines and fewer segments cross the band (full-width titles,
 * abstracts, figures) than each column holds on average. On a page with a table, the lines of
 * text alone decide.
 */
export function findGutter(segments: readonly Segment[], pageWidth: number): number | undefined {
  return locateGutter(segments, pageWidth)?.x;
}

/** The page's gutter on the page's evidence alone. */
function locateGutter(segments: readonly Segment[], pageWidth: number): Gutter | undefined {
  const gutter = gutterOf(segments, pageWidth);
  if (gutter !== undefined) return { x: gutter, acrossTable: false };
  // A table's cells (short runs of numbers and labels) fill the middle of the page: the gutter
  // is then looked for between the lines of text alone.
  const lines = segments.filter((s) => s.x1 - s.x0 >= LINE_WIDTH * pageWidth);
  const x = lines.length < segments.length ? gutterOf(lines, pageWidth) : undefined;
  return x === undefined ? undefined : { x, acrossTable: true };
}

/** A page's gutter, and whether only the lines of text showed it (a table hid it: see findGutter). */
export interface Gutter {
  x: number;
  acrossTable: boolean;
}

/**
 * Each page's gutter. A paper keeps its column layout from page to page: the gutter most pages
 * share (within GUTTER_TOLERANCE points, on two pages at least) stands for a page's own where it
 * splits that page into two columns and cuts through less of the running text (characters in the
 * body's size) than the page's own. A full-width table in the middle of a page may show an emptier
 * band of its own (between its columns of cells) than the gutter the text columns share, and read
 * by that band each line of the left column would straddle it. Pages whose columns sit elsewhere
 * (a scan's odd and even pages) keep their own.
 */
export function pageGutters(
  pages: readonly { segments: readonly Segment[]; width: number }[],
): (Gutter | undefined)[] {
  const own = pages.map((page) => locateGutter(page.segments, page.width));
  const found = own.flatMap((gutter) => (gutter ? [gutter.x] : [])).sort((a, b) => a - b);
  let best: number[] = [];
  for (const x of found) {
    const near = found.filter((other) => Math.abs(other - x) <= GUTTER_TOLERANCE);
    if (near.length > best.length) best = near;
  }
  if (best.length < 2) return own;
  const shared = best[best.length >> 1]!;
  const body = bodySizeOf(pages.flatMap((page) => page.segments)) ?? 0;
  return pages.map((page, i) => {
    const gutter = own[i];
    if (!gutter || Math.abs(gutter.x - shared) <= GUTTER_TOLERANCE) return gutter;
    const across = (x: number) =>
      page.segments
        .filter((s) => s.x0 < x && s.x1 > x && Math.abs(s.size - body) < 0.5)
        .reduce((n, s) => n + s.text.length, 0);
    return splitsColumns(page.segments, shared) && across(shared) < across(gutter.x)
      ? { x: shared, acrossTable: false }
      : gutter;
  });
}

/** Gutters this close (points) are the same gutter. */
const GUTTER_TOLERANCE = 4;

/** Both sides of x hold enough lines, and fewer segments cross it than each side holds on average. */
function splitsColumns(segments: readonly Segment[], x: number): boolean {
  const left = segments.filter((s) => s.x1 <= x).length;
  const right = segments.filter((s) => s.x0 >= x).length;
  if (left < MIN_COLUMN_LINES || right < MIN_COLUMN_LINES) return false;
  return segments.filter((s) => s.x0 < x && s.x1 > x).length < (left + right) / 2;
}

/** A line of running text spans at least this share of the page's width (a table cell less). */
const LINE_WIDTH = 0.25;

function gutterOf(segments: readonly Segment[], pageWidth: number): number | undefined {
  if (segments.length < 2 * MIN_COLUMN_LINES) return undefined;
  const from = Math.floor(pageWidth * GUTTER_SEARCH[0]);
  const to = Math.ceil(pageWidth * GUTTER_SEARCH[1]);
  const crossingAt = (x: number) => segments.filter((s) => s.x0 < x && s.x1 > x).length;
  const crossings = Array.from({ length: to - from + 1 }, (_, i) => crossingAt(from + i));
  // A few stray segments may sit in the gutter (a page number, a keywords line just longer than
  // the column): the widest band within CROSSING_SLACK of the fewest crossings is the gutter.
  const limit = Math.min(...crossings) + CROSSING_SLACK;
  let best = { start: 0, length: 0 };
  let start = -1;
  crossings.forEach((crossing, i) => {
    if (crossing <= limit) {
      if (start < 0) start = i;
      if (i - start + 1 > best.length) best = { start, length: i - start + 1 };
    } else start = -1;
  });
  if (best.length < MIN_GUTTER_WIDTH) return undefined;
  // The slack can widen the band into a column whose lines are mostly indented (a hanging
  // reference list, a centred table): the gutter is moved midway between the left column's right
  // edge and the right column's left edge (each: the outermost x that two lines share).
  const band = from + best.start + (best.length - 1) / 2;
  const leftEdge = sharedEdges(segments.filter((s) => s.x1 <= band).map((s) => s.x1)).at(-1);
  const rightEdge =
    leftEdge === undefined
      ? undefined
      : sharedEdges(segments.filter((s) => s.x0 >= leftEdge).map((s) => s.x0))[0];
  const gutter =
    leftEdge !== undefined && rightEdge !== undefined && rightEdge > leftEdge
      ? (leftEdge + rightEdge) / 2
      : band;
  return splitsColumns(segments, gutter) ? gutter : undefined;
}

/** The x positions (to the nearest point) at least two segments share, in ascending order. */
function sharedEdges(values: readonly number[]): number[] {
  const counts = new Map<number, number>();
  for (const value of values)
    counts.set(Math.round(value), (counts.get(Math.round(value)) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count >= 2)
    .map(([value]) => value)
    .sort((a, b) => a - b);
}

/** Segments whose baselines differ by less than this (in ems of the smaller) share a line. */
const SAME_LINE_EM = 0.5;

/**
 * Segments line by line top to bottom, each line's left to right. Recognised text puts the words
 * of a line on baselines a point or so apart, and a wide space may cut the line in two: sorted by
 * baseline alone, its right part ("Traditionally, coref-") would be read before its left ("ing
 * of text or conversation.").
 */
function linesOf<T extends Segment>(segments: readonly T[]): T[][] {
  const sorted = [...segments].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const lines: T[][] = [];
  for (const segment of sorted) {
    const line = lines.at(-1);
    const first = line?.[0];
    if (first && first.y - segment.y < SAME_LINE_EM * Math.min(first.size, segment.size))
      line.push(segment);
    else lines.push([segment]);
  }
  for (const line of lines) line.sort((a, b) => a.x0 - b.x0);
  return lines;
}

const topToBottom = <T extends Segment>(segments: readonly T[]): T[] => linesOf(segments).flat();

/**
 * A page without a page-wide gutter, read line by line except where a run of its lines is set
 * in two columns (a journal's last page: the body across it, then the acknowledgments and the
 * references side by side): there the left column is read before the right one.
 */
function readAcross(segments: readonly Segment[], pageWidth: number): PlacedSegment[] {
  const lines = linesOf(segments);
  const ordered: PlacedSegment[] = [];
  for (let i = 0; i < lines.length;) {
    // A run too thin to be two columns is read across, and no run is looked for inside it:
    // every line is looked at once.
    const run = twoColumnRun(lines, i, pageWidth);
    const end = Math.max(i + 1, run.end);
    const inRun = lines.slice(i, end).flat();
    const { x } = run;
    if (x === undefined) ordered.push(...inRun.map((s) => ({ ...s, column: 'full' as const })));
    else {
      ordered.push(
        ...inRun.filter((s) => s.x1 <= x).map((s) => ({ ...s, column: 'left' as const })),
      );
      ordered.push(
        ...inRun.filter((s) => s.x0 >= x).map((s) => ({ ...s, column: 'right' as const })),
      );
    }
    i = end;
  }
  return ordered;
}

/**
 * The run of lines from `start` clear of one gap in the middle of the page, the first split by
 * it (two headings side by side, say; a line on one side only, the short end of a paragraph,
 * goes on the run), and its gutter when the run is set in two columns: at least
 * MIN_COLUMN_LINES of its lines with a line of text on both sides. A table's short cells are no
 * such run.
 */
function twoColumnRun(
  lines: readonly Segment[][],
  start: number,
  pageWidth: number,
): { end: number; x?: number } {
  const wide = (s: Segment) => s.x1 - s.x0 >= LINE_WIDTH * pageWidth;
  const [from, to] = GUTTER_SEARCH.map((share) => share * pageWidth) as [number, number];
  /** A gap between two segments of a line, within [lo, hi] and the middle of the page. */
  const gapIn = (line: readonly Segment[], lo: number, hi: number) => {
    for (let k = 0; k + 1 < line.length; k++) {
      const gap = { lo: Math.max(lo, line[k]!.x1), hi: Math.min(hi, line[k + 1]!.x0) };
      const middle = (gap.lo + gap.hi) / 2;
      if (gap.hi - gap.lo >= MIN_GUTTER_WIDTH && middle >= from && middle <= to) return gap;
    }
    return undefined;
  };
  let gap = gapIn(lines[start]!, 0, pageWidth);
  if (!gap) return { end: start + 1 };
  let both = 0;
  let end = start;
  for (; end < lines.length; end++) {
    const line = lines[end]!;
    const split = gapIn(line, gap.lo, gap.hi);
    if (split) {
      gap = split;
      const left = line.some((s) => wide(s) && s.x1 <= gap!.lo);
      const right = line.some((s) => wide(s) && s.x0 >= gap!.hi);
      if (left && right) both++;
    } else if (line.some((s) => s.x0 < gap!.hi && s.x1 > gap!.lo)) break;
  }
  return both >= MIN_COLUMN_LINES ? { end, x: (gap.lo + gap.hi) / 2 } : { end };
}

/** Puts a page's segments in reading order, by the page's own gutter (orderColumnsAt). */
export const orderColumns = (segments: readonly Segment[], pageWidth: number) =>
  orderColumnsAt(segments, pageWidth, locateGutter(segments, pageWidth));

/**
 * Puts a page's segments in reading order around `found`, the gutter pageGutters chose (none: one
 * column). On a two-column page, full-width segments cut the page into bands; within each band the
 * left column is read before the right one.
 */
export function orderColumnsAt(
  segments: readonly Segment[],
  pageWidth: number,
  found: Gutter | undefined,
): PlacedSegment[] {
  if (found === undefined) return readAcross(segments, pageWidth);

  // Only where a table hid the gutter are its rows' cells read across the page.
  const { x: gutter, acrossTable } = found;
  const placed = segments.map((s): PlacedSegment => ({
    ...s,
    column:
      acrossTable && spansPage(s, segments, gutter, pageWidth)
        ? 'full'
        : s.x1 <= gutter
          ? 'left'
          : s.x0 >= gutter
            ? 'right'
            : 'full',
  }));
  const full = topToBottom(placed.filter((s) => s.column === 'full'));
  const ordered: PlacedSegment[] = [];
  let above = Infinity;
  for (const cut of [...full, undefined]) {
    const below = cut?.y ?? -Infinity;
    const inBand = (s: PlacedSegment) => s.y <= above && s.y > below;
    ordered.push(...topToBottom(placed.filter((s) => s.column === 'left' && inBand(s))));
    ordered.push(...topToBottom(placed.filter((s) => s.column === 'right' && inBand(s))));
    if (cut) ordered.push(cut);
    above = below;
  }
  return ordered;
}

/**
 * A cell of a row of a full-width table: a short segment on a baseline that holds cells on both
 * sides of the gutter (two or more each). A row of two columns holds one line a side; a table set
 * in one column has cells on one side only.
 */
function spansPage(
  segment: Segment,
  segments: readonly Segment[],
  gutter: number,
  pageWidth: number,
): boolean {
  const short = (s: Segment) => s.x1 - s.x0 < LINE_WIDTH * pageWidth;
  if (!short(segment)) return false;
  const row = segments.filter(
    (s) => short(s) && Math.abs(s.y - segment.y) < Math.min(s.size, segment.size) / 2,
  );
  const left = row.filter((s) => s.x0 < gutter).length;
  const right = row.filter((s) => s.x1 > gutter).length;
  return left >= 2 && right >= 2;
}
