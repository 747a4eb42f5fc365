/** From positioned text of every page to blocks: headers/footers out, columns in order, paragraphs, footnotes apart. */
import { buildVocabulary, joinHyphenation } from '../clean/hyphenation.ts';
import { dropRunningHeaders } from '../clean/running-headers.ts';
import { CAPTION, opensReferences } from '../clean/blocks.ts';
import { joinSplitWords } from '../clean/split-words.ts';
import type { Block } from '../types.ts';
import { orderColumnsAt, pageGutters } from './columns.ts';
import { bodySizeOf, groupRows, segmentRow, type TextItem } from './geometry.ts';
import { linesToBlocks, toLines, type Line, type RawBlock } from './paragraphs.ts';

export interface PageText {
  width: number;
  items: TextItem[];
}

export function pagesToBlocks(pages: readonly PageText[]): Block[] {
  // Headers and footers are whole rows across the page, so they are found before columns are.
  const rows = dropRunningHeaders(
    pages.map((page) => groupRows(page.items)),
    (row) => row.text,
  );
  const segmented = rows.map((pageRows, page) => ({
    segments: pageRows.flatMap(segmentRow),
    width: pages[page]!.width,
  }));
  const gutters = pageGutters(segmented);
  const ordered = segmented.flatMap((page, i) =>
    toLines(orderColumnsAt(page.segments, page.width, gutters[i]), i),
  );
  const split = notesBeforeReferences(ordered, splitFootnotes(ordered));
  const kept = dropTableRows(split.body);
  const joined = joinSplitWords([...kept, ...split.notes].map((line) => line.text));
  const lines = kept.map((line, i) => ({ ...line, text: joined[i]! }));
  const notes = split.notes.map((line, i) => ({ ...line, text: joined[kept.length + i]! }));
  const vocabulary = buildVocabulary([...lines, ...notes].map((line) => line.text));
  const toBlocks = (raw: RawBlock[], note: boolean): Block[] =>
    raw.map((block) => ({
      kind: note ? 'paragraph' : block.kind,
      text: joinHyphenation(block.lines, vocabulary),
      size: block.size,
      ...(note ? { note } : {}),
    }));
  // The footnotes, in page order, after the body: the clean-up gathers them under their heading.
  return [
    ...toBlocks(linesToBlocks(lines), false),
    ...toBlocks(linesToBlocks(notes, { notes: true }), true),
  ];
}

/**
 * Small print after the reference list's heading is its entries, not footnotes: it stays in the
 * body, where the clean-up drops the list (the last such heading counts, as there).
 */
export function notesBeforeReferences(
  ordered: readonly Line[],
  split: { body: Line[]; notes: Line[] },
): { body: Line[]; notes: Line[] } {
  const heading = ordered.findLastIndex((line, i) => i > 0 && opensReferences(line.text));
  if (heading < 0) return split;
  const after = new Set(ordered.slice(heading));
  const body = new Set([...split.body, ...split.notes.filter((line) => after.has(line))]);
  return {
    body: ordered.filter((line) => body.has(line)),
    notes: split.notes.filter((line) => !after.has(line)),
  };
}

/** A table row has at least this many cells (segments set apart on one line of a column). */
const TABLE_CELLS = 3;

/**
 * Drops the rows of tables: lines of three or more cells with a number among them, and the lines
 * of two or more cells next to those in the same column (a header row, whose close cells may
 * merge). Left in, a table's cells split the paragraph it floats into and read as sentences of
 * numbers.
 */
export function dropTableRows(lines: readonly Line[]): Line[] {
  const isRow = (line: Line) => line.cells >= 2;
  const dropped = new Set<number>();
  lines.forEach((line, i) => {
    if (line.cells < TABLE_CELLS || line.numericCells === 0) return;
    dropped.add(i);
    for (const step of [-1, 1]) {
      for (let j = i + step; lines[j] && isRow(lines[j]!) && sameColumn(lines[j]!, line); j += step)
        dropped.add(j);
    }
  });
  return lines.filter((_, i) => !dropped.has(i));
}

const sameColumn = (a: Line, b: Line) => a.page === b.page && a.column === b.column;

/**
 * Footnotes are smaller than the body text; this much smaller counts (footnote sizes run 0.73 to
 * 0.83 of the body's: 8 on 11, 8 on 10, 10 on 12). A list or quotation set one point smaller at
 * the foot of a column (10 on 11) is body text.
 */
const FOOTNOTE_SIZE = 0.86;
/** A footnote opening with its marker is set no larger than the body (give or take rounding). */
const NOTE_SIZE = 1.02;
/** A footnote starts after a gap of at least this many body sizes (its separator). */
const FOOTNOTE_GAP_EM = 1.5;
/** Print under this share of the body's size is no running text (a figure's labels, scripts). */
const RUNNING_SIZE = 0.7;

/** The median distance between consecutive body lines of a column (their leading). */
function bodyLeading(
  lines: readonly Line[],
  isBody: (line: Line) => boolean,
  body: number,
): number | undefined {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const previous = lines[i - 1]!;
    const line = lines[i]!;
    if (!sameColumn(previous, line) || !isBody(previous) || !isBody(line)) continue;
    const gap = previous.y - line.y;
    if (gap > 0 && gap < 2 * body) gaps.push(gap);
  }
  return gaps.sort((x, y) => x - y)[gaps.length >> 1];
}

/**
 * Splits the footnotes from the body text of each column of each page: lines in a footnote-size
 * font below the column's last body-size line, from the first after a gap or opening with a
 * marker (where their sizes read as measured, as recognised text's do, every line smaller than
 * the body from the first of them down); and everything from a line in the lower half of the
 * column that opens with a note marker after a gap ("¹ Funded by …") to the foot of the column.
 * A caption set in small print there (a float at the column's foot) stays in the body, up to its
 * next gap or note marker. Print too small for running text under the body (a figure's labels)
 * goes. A column without body-size text (small print) is all body.
 */
export function splitFootnotes(lines: readonly Line[]): { body: Line[]; notes: Line[] } {
  const body = bodySizeOf(lines);
  if (body === undefined) return { body: [...lines], notes: [] };
  const isBody = (line: Line) => Math.abs(line.size - body) < 0.5;
  const leading = bodyLeading(lines, isBody, body) ?? 1.2 * body;
  const columns = new Map<string, Line[]>();
  for (const line of lines) {
    const key = `${line.page}:${line.column}`;
    const column = columns.get(key);
    if (column) column.push(line);
    else columns.set(key, [line]);
  }
  const notes = new Set<Line>();
  const labels = new Set<Line>();
  for (const column of columns.values()) {
    const bodyLines = column.filter(isBody);
    if (!bodyLines.length) continue;
    const last = bodyLines.reduce((low, line) => (line.y < low.y ? line : low));
    const lowest = last.y;
    // Only running text runs on: under a page number the small print is the venue's note.
    const runsOn = /\p{L}{2}/u.test(last.text);
    // The footnotes start at a line opening with a marker, or after a gap: lower under the body
    // than its next line would stand, or wider than their own spacing. Small print running on
    // under the body before that (a list, an example set a size smaller) is body text; print
    // smaller still there is a figure's labels or a formula's scripts, not running text.
    let above = lowest;
    const start =
      column
        .filter((line) => line.y < lowest)
        .sort((a, b) => b.y - a.y)
        .find((line) => {
          const gap = above - line.y;
          const limit = above === lowest ? leading : FOOTNOTE_GAP_EM * body;
          above = line.y;
          return line.note || gap > limit || !runsOn;
        })?.y ?? -Infinity;
    const under = column.filter((line) => line.y < lowest && line.size < FOOTNOTE_SIZE * body);
    const found = under.filter((line) => line.y <= start);
    for (const line of under)
      if (line.y > start && line.size < RUNNING_SIZE * body) labels.add(line);
    for (const line of found) notes.add(line);
    // Recognised text measures each line's size apart, so its small print reads as a mix of sizes
    // around the threshold: there the footnote zone, from its first footnote-size line to the
    // column's foot, takes every line smaller than the body. Told by the zone's sizes: scattered,
    // or mostly footnote-size. Typeset matter a point below the body under a footnote
    // (pseudo-code, examples) is set in a few exact sizes and stays.
    const zoneTop = Math.max(...found.map((line) => line.y));
    const zone = column.filter((line) => line.y <= zoneTop && line.size < body);
    const sizes = new Set(zone.map((line) => line.size.toFixed(2))).size;
    if (2 * found.length >= zone.length || 2 * sizes >= zone.length)
      for (const line of zone) notes.add(line);
    // A line set larger than the body that opens with an author's mark (an affiliation in 12 pt
    // over 11 pt text: "*Information Sciences Institute") is front matter, not a footnote; nor is
    // a marked line in the upper half of the column (an affiliation under the authors, a figure's
    // tick label): footnotes sit at the foot, and from there on the column's text would be lost.
    const heights = column.map((line) => line.y);
    const middle = (Math.max(...heights) + Math.min(...heights)) / 2;
    const marked = column.findIndex(
      (line, i) =>
        line.note &&
        i > 0 &&
        line.y < middle &&
        line.size <= NOTE_SIZE * body &&
        column[i - 1]!.y - line.y > FOOTNOTE_GAP_EM * body,
    );
    if (marked > 0) for (const line of column.slice(marked)) notes.add(line);
    keepCaptions(column, notes);
  }
  return {
    body: lines.filter((line) => !notes.has(line) && !labels.has(line)),
    notes: lines.filter((line) => notes.has(line) && !labels.has(line)),
  };
}

/**
 * Takes back into the body a caption among a column's footnote lines: from a line opening like
 * one ("Figure 2: …") through the lines right under it, up to a gap or a note marker.
 */
function keepCaptions(column: readonly Line[], notes: Set<Line>): void {
  let previous: Line | undefined;
  for (const line of column) {
    if (!notes.has(line)) {
      previous = undefined;
      continue;
    }
    const runsOn =
      previous !== undefined &&
      !line.note &&
      previous.y - line.y > 0 &&
      previous.y - line.y <= FOOTNOTE_GAP_EM * line.size;
    if (CAPTION.test(line.text) || runsOn) {
      notes.delete(line);
      previous = line;
    } else previous = undefined;
  }
}
