/** Positioned text as read from a PDF page, and the rows and segments built from it. */

/** One run of text; x, y in PDF points from the page's bottom-left corner, y on the baseline. */
export interface TextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  /** A footnote or citation marker (see isNoteMarker): kept for its position, left out of the text. */
  marker?: boolean;
}

/** Text on one baseline that has no wide horizontal gap in it: a line of one column. */
export interface Segment {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  /** The segment opens with a note marker: the first line of a footnote. */
  note?: boolean;
}

/** All items on one baseline across the whole page (both columns), left to right. */
export interface Row {
  y: number;
  size: number;
  items: TextItem[];
  text: string;
}

/** A gap wider than this (in ems) splits a row into segments: wider than any word space, narrower than a column gutter. */
const SEGMENT_GAP_EM = 0.8;
/** Items whose baselines differ by less than this (in ems) share a row: superscripts stay in their line. */
const SAME_ROW_EM = 0.5;
/** Text at most this fraction of a row's size is a superscript or subscript when it sits in the row. */
const SCRIPT_SIZE = 0.85;
/** A script sticking out past the end of its line is at most this many ems long (a citation range). */
const SCRIPT_RUN_EM = 4;
/** Text whose baseline is this many ems above its row's is raised (a superscript). */
const RAISED_EM = 0.15;
/** A gap wider than this (in ems) between two items gets a space when joined. */
const SPACE_GAP_EM = 0.12;

/** Joins items left to right, adding a space where there is a visible gap and none in the text. */
export function joinItems(items: readonly TextItem[]): string {
  let text = '';
  let previous: TextItem | undefined;
  for (const item of items) {
    if (item.marker) continue;
    if (previous) {
      const gap = item.x - (previous.x + previous.width);
      const size = Math.max(item.size, previous.size);
      if (gap > SPACE_GAP_EM * size && !/\s$/.test(text) && !/^\s/.test(item.text)) text += ' ';
    }
    text += item.text;
    previous = item;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Groups a page's items into rows by baseline, top to bottom. Baselines must agree within half
 * the smaller font size, so a line of one column does not join a larger heading a few points off
 * in the other column; then rows of smaller text sitting inside a larger row's reach
 * (superscripts, subscripts) join that row.
 */
export function groupRows(items: readonly TextItem[]): Row[] {
  // Larger text first (by half points), so the lines a smaller script may belong to exist.
  const bySize = (item: TextItem) => Math.round(item.size * 2);
  const sorted = [...items].sort((a, b) => bySize(b) - bySize(a) || b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  for (const item of sorted) {
    const near = rows.filter(
      (candidate) =>
        Math.abs(candidate.y - item.y) <= SAME_ROW_EM * Math.min(candidate.size, item.size),
    );
    // A superscript at the end of a line in one column may sit as close to the baseline of the
    // other column's line: it belongs to the row whose text it touches.
    const touches = (candidate: Row) => {
      const { x0, x1 } = extent(candidate);
      return item.x >= x0 - candidate.size && item.x <= x1 + candidate.size;
    };
    const row = near.length > 1 ? (near.findLast(touches) ?? near.at(-1)) : near[0];
    if (row) addToRow(row, item);
    else rows.push({ y: item.y, size: item.size, items: [item], text: '' });
  }
  const merged = mergeScripts(rows);
  for (const row of merged) {
    row.items = row.items
      .map((item) => (isNoteMarker(item, row) ? { ...item, marker: true } : item))
      .sort((a, b) => a.x - b.x);
    row.text = joinItems(row.items);
  }
  return merged.sort((a, b) => b.y - a.y);
}

/**
 * A raised small number or symbol in a line of larger text: a footnote or citation marker
 * ("most.¹", "shown²³⁻²⁵", "*"). Read as text it would glue numbers onto words.
 */
function isNoteMarker(item: TextItem, row: Row): boolean {
  if (!/^[\d\s,.*†‡§¶–-]+$/.test(item.text)) return false;
  // Raised above the text it follows, not the row's baseline: the two columns of one row may
  // sit a few points apart, and a marker in the lower one is level with the higher one's line.
  const host =
    nearestText(item, row, (other) => other.x <= item.x) ?? nearestText(item, row, () => true);
  const base = host ?? row;
  return item.size <= SCRIPT_SIZE * base.size && item.y > base.y + RAISED_EM * base.size;
}

/** The row's item of text larger than a script nearest to an item, among those that pass. */
function nearestText(item: TextItem, row: Row, pass: (other: TextItem) => boolean) {
  const distance = (other: TextItem) =>
    Math.max(0, other.x - (item.x + item.width), item.x - (other.x + other.width));
  return row.items
    .filter((other) => other !== item && item.size <= SCRIPT_SIZE * other.size && pass(other))
    .sort((a, b) => distance(a) - distance(b))[0];
}

function addToRow(row: Row, item: TextItem) {
  row.items.push(item);
  // The baseline of a row is that of its largest text, not of a superscript.
  if (item.size > row.size) {
    row.size = item.size;
    row.y = item.y;
  }
}

const extent = (row: Row) => ({
  x0: Math.min(...row.items.map((item) => item.x)),
  x1: Math.max(...row.items.map((item) => item.x + item.width)),
});

/** Moves rows of small raised or lowered text into the larger row they touch. */
function mergeScripts(rows: Row[]): Row[] {
  const kept: Row[] = [];
  for (const row of [...rows].sort((a, b) => b.size - a.size)) {
    // It must lie within the larger row's text (give or take an em), or be a short run starting
    // there (a marker after the last word): a line of the other column beside a larger heading
    // is not a script of that heading.
    const { x0, x1 } = extent(row);
    const host = kept.find((candidate) => {
      if (row.size > SCRIPT_SIZE * candidate.size) return false;
      if (Math.abs(candidate.y - row.y) > SAME_ROW_EM * candidate.size) return false;
      const reach = extent(candidate);
      if (x0 < reach.x0 - candidate.size || x0 > reach.x1 + candidate.size) return false;
      return x1 <= reach.x1 + candidate.size || x1 - x0 <= SCRIPT_RUN_EM * candidate.size;
    });
    if (host) for (const item of row.items) addToRow(host, item);
    else kept.push(row);
  }
  return placeStrayScripts(kept);
}

/** A stray script holds at most this many characters ("i", "uv", "K−1"). */
const STRAY_SCRIPT_CHARS = 4;
/** A script sits at most this many ems of its line's size off that line's baseline. */
const SCRIPT_REACH_EM = 0.8;

/**
 * Scripts set lower or higher than a row can hold (a subscript of a sum, an index under a
 * fraction): a row of a few small characters between two lines. They go into the nearest line
 * whose text spans them, or, between the lines of a paragraph, are left out: read as a line of
 * their own they would cut the paragraph and splice a letter into a word hyphenated there
 * ("nor- i malized").
 */
function placeStrayScripts(rows: Row[]): Row[] {
  const larger = (size: number, other: Row) => size <= SCRIPT_SIZE * other.size;
  const chars = (items: readonly TextItem[]) =>
    items.reduce((n, item) => n + item.text.replace(/\s/g, '').length, 0);
  const largest = Math.max(...rows.map((row) => row.size));
  const kept: Row[] = [];
  const strays: Row[] = [];
  for (const row of rows) {
    if (row.size > SCRIPT_SIZE * largest) {
      kept.push(row);
      continue;
    }
    // A row of small text may hold a script of one column and a figure's label in the other:
    // each run set apart by more than an em is judged alone.
    const runs: TextItem[][] = [];
    for (const item of [...row.items].sort((a, b) => a.x - b.x)) {
      const run = runs.at(-1);
      const end = run ? Math.max(...run.map((r) => r.x + r.width)) : -Infinity;
      if (run && item.x - end <= row.size) run.push(item);
      else runs.push([item]);
    }
    const rest = runs.filter((run) => chars(run) > STRAY_SCRIPT_CHARS).flat();
    for (const run of runs)
      if (chars(run) <= STRAY_SCRIPT_CHARS && chars(run) > 0)
        strays.push({ y: row.y, size: row.size, items: run, text: '' });
    if (rest.length) kept.push({ ...row, items: rest });
  }
  for (const row of strays) {
    const { x0, x1 } = extent(row);
    const near = kept.filter(
      (other) =>
        larger(row.size, other) && Math.abs(other.y - row.y) <= SCRIPT_REACH_EM * other.size,
    );
    const host = near
      .filter((other) =>
        other.items.some(
          (item) => x0 >= item.x - other.size / 2 && x1 <= item.x + item.width + other.size / 2,
        ),
      )
      .sort((a, b) => Math.abs(a.y - row.y) - Math.abs(b.y - row.y))[0];
    if (host) for (const item of row.items) addToRow(host, item);
    else if (!(near.some((o) => o.y > row.y) && near.some((o) => o.y < row.y))) kept.push(row);
  }
  return kept;
}

/** Splits a row where a gap is wider than a word space: the pieces of a two-column row. */
export function segmentRow(row: Row): Segment[] {
  const segments: Segment[] = [];
  let current: TextItem[] = [];
  const flush = () => {
    if (!current.length) return;
    const text = joinItems(current);
    if (text) {
      segments.push({
        text,
        x0: current[0]!.x,
        x1: Math.max(...current.map((item) => item.x + item.width)),
        // Its own baseline: the two columns of a row may sit a few points apart.
        y: current.reduce((largest, item) => (item.size > largest.size ? item : largest)).y,
        size: Math.max(...current.filter((item) => !item.marker).map((item) => item.size)),
        ...(current[0]!.marker ? { note: true } : {}),
      });
    }
    current = [];
  };
  for (const item of row.items) {
    const last = current.at(-1);
    if (last) {
      const gap = item.x - Math.max(...current.map((c) => c.x + c.width));
      // The smaller font sets the scale: a heading in one column beside body text in the
      // other must not make the gutter look like a word space.
      if (gap > SEGMENT_GAP_EM * Math.min(item.size, last.size)) flush();
    }
    current.push(item);
  }
  flush();
  return segments;
}

/** The most frequent value, each counted with its weight; the first seen wins a tie. */
export function weightedMode(pairs: Iterable<[number, number]>): number | undefined {
  const totals = new Map<number, number>();
  for (const [value, weight] of pairs) totals.set(value, (totals.get(value) ?? 0) + weight);
  let best: number | undefined;
  for (const [value, total] of totals)
    if (best === undefined || total > totals.get(best)!) best = value;
  return best;
}

/** The body font size: the size (to half a point) carrying the most characters. */
export function bodySizeOf(pieces: readonly { size: number; text: string }[]): number | undefined {
  return weightedMode(pieces.map((p) => [Math.round(p.size * 2) / 2, p.text.length]));
}
