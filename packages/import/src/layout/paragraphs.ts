/** From lines in reading order to paragraphs and headings, using spacing, indentation and font size. */
import { CAPTION } from '../clean/blocks.ts';
import { looksLikeHeading } from '../clean/headings.ts';
import type { PlacedSegment } from './columns.ts';
import { bodySizeOf, weightedMode } from './geometry.ts';

/** One line of one column, in reading order. */
export interface Line {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  page: number;
  column: PlacedSegment['column'];
  /** The line opens with a note marker (see Segment.note). */
  note?: boolean;
  /** Segments set apart on this line (table cells, or text and its equation number). */
  cells: number;
  /** How many of those segments are only a number ("4120", "93.5", "12%"). */
  numericCells: number;
}

const NUMERIC_CELL = /^[-+−±]?\(?\d[\d.,]*\)?\s*%?$/;

/** A paragraph or heading with its lines still separate (hyphenation is joined later). */
export interface RawBlock {
  kind: 'heading' | 'paragraph';
  lines: string[];
  size: number;
}

/** Text this much larger than the body is a heading or the title. */
const LARGER = 1.15;
/** A line that reads as a heading may be this much smaller than the body ("Abstract" over a small-print abstract). */
const SMALL_HEADING = 0.85;
/** A vertical gap this many times the usual line spacing separates paragraphs. */
const PARAGRAPH_GAP = 1.4;
/** A line starting this many ems right of its column's left edge is indented. */
const INDENT_EM = 0.8;

/** Joins the segments of a column that share a baseline (text and an equation number, say). */
export function toLines(segments: readonly PlacedSegment[], page: number): Line[] {
  const lines: Line[] = [];
  for (const s of segments) {
    const last = lines.at(-1);
    if (
      last &&
      last.column === s.column &&
      Math.abs(last.y - s.y) < 0.5 * Math.max(last.size, s.size)
    ) {
      last.text = `${last.text} ${s.text}`;
      last.x1 = Math.max(last.x1, s.x1);
      last.size = Math.max(last.size, s.size);
      last.cells++;
      if (NUMERIC_CELL.test(s.text)) last.numericCells++;
    } else {
      lines.push({
        text: s.text,
        x0: s.x0,
        x1: s.x1,
        y: s.y,
        size: s.size,
        page,
        column: s.column,
        ...(s.note ? { note: true } : {}),
        cells: 1,
        numericCells: NUMERIC_CELL.test(s.text) ? 1 : 0,
      });
    }
  }
  return lines;
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(fraction * (sorted.length - 1))] ?? 0;
}

const columnKey = (line: Line) => `${line.page}:${line.column}`;

/** Lines of one font size in one column: text set in a smaller size (an abstract) has its own margins. */
const sizeKey = (line: Line) => `${columnKey(line)}:${Math.round(line.size * 2) / 2}`;
/** A font size needs this many lines in a column to get margins of its own. */
const MIN_SIZE_LINES = 3;

/**
 * Left edge (most common start) and right edge (furthest end but a few) of each column of each
 * page, and of each font size in it that has lines enough: a smaller abstract set in from both
 * margins is not indented line by line.
 */
function columnEdges(lines: readonly Line[], bodySize: number) {
  const groups = new Map<string, Line[]>();
  const add = (key: string, line: Line) => {
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  };
  for (const line of lines) {
    add(columnKey(line), line);
    add(sizeKey(line), line);
  }
  const edges = new Map<string, { left: number; right: number }>();
  for (const [key, group] of groups) {
    if (key.split(':').length > 2 && group.length < MIN_SIZE_LINES) continue;
    const body = group.filter((l) => Math.abs(l.size - bodySize) < 0.5);
    const sample = body.length ? body : group;
    edges.set(key, {
      left: weightedMode(sample.map((l) => [Math.round(l.x0), 1])) ?? 0,
      // Not the furthest end: one long line (a keywords line, an equation) must not move the edge.
      right: percentile(
        sample.map((l) => l.x1),
        0.9,
      ),
    });
  }
  return edges;
}

/**
 * Splits lines (in reading order, all pages) into paragraphs and headings. A new paragraph starts
 * after a larger vertical gap, at an indented line, or after a line ending a sentence with room
 * left for the next word; across a column or page break, a paragraph continues unless one of the
 * last two holds (or, in a document without indents, the line before the break ends a sentence). A line
 * in a larger font, or one that reads as a heading ("2 Methods", "RESULTS"), is a heading; lines of
 * the same larger size that follow each other form one heading (a title on two lines).
 */
export function linesToBlocks(
  lines: readonly Line[],
  options: { /** The lines are footnotes: each opens at its note marker. */ notes?: boolean } = {},
): RawBlock[] {
  if (!lines.length) return [];
  const bodySize = bodySizeOf(lines) ?? lines[0]!.size;
  const spacings = lines
    .slice(1)
    .map((line, i) => ({ line, previous: lines[i]! }))
    .filter(
      ({ line, previous }) =>
        columnKey(line) === columnKey(previous) && Math.abs(line.size - bodySize) < 0.5,
    )
    .map(({ line, previous }) => previous.y - line.y)
    .filter((dy) => dy > 0 && dy < 3 * bodySize);
  const lineSpacing = spacings.length ? percentile(spacings, 0.5) : 1.2 * bodySize;
  const edges = columnEdges(lines, bodySize);

  const isLarger = (line: Line) =>
    line.size >= bodySize * LARGER && line.text.split(/\s+/).length <= 40;
  const isHeading = (line: Line) =>
    isLarger(line) || (line.size >= bodySize * SMALL_HEADING && looksLikeHeading(line.text));
  const edgesOf = (line: Line) => edges.get(sizeKey(line)) ?? edges.get(columnKey(line))!;
  const isIndented = (line: Line) => line.x0 > edgesOf(line).left + INDENT_EM * bodySize;
  // A line was ended on purpose (a paragraph end) when the next line's first word would have fitted
  // in the room left at its end: this holds for ragged-right text as well as justified text.
  const endsOnPurpose = (previous: Line, line: Line) => {
    const room = edgesOf(previous).right - previous.x1;
    const charWidth = (line.x1 - line.x0) / Math.max(1, line.text.length);
    const firstWord = line.text.split(' ')[0]!.length + 1;
    return room > firstWord * charWidth + 0.5 * bodySize && /[.!?:"”)]$/.test(previous.text);
  };

  // Documents mark paragraphs either by indenting their first line or by space between them (block
  // style). At a column or page break only the first kind shows where a paragraph starts, so block
  // style treats a sentence end before the break as a paragraph end.
  const bodyLines = lines.filter((l) => Math.abs(l.size - bodySize) < 0.5);
  const indentStyle = bodyLines.filter(isIndented).length >= 0.05 * bodyLines.length;
  const endsSentence = (previous: Line, line: Line) =>
    /[.!?]$/.test(previous.text) && /^\p{Lu}/u.test(line.text);

  // The next line of the same sentence: right below in the same column, in the same size.
  const wrapsOnto = (previous: Line, line: Line) =>
    columnKey(line) === columnKey(previous) &&
    Math.abs(line.size - previous.size) < 0.5 &&
    previous.y - line.y > 0 &&
    previous.y - line.y <= PARAGRAPH_GAP * lineSpacing &&
    !/[.!?:]["”’)]?$/.test(previous.text);

  const captionGoesOn = (previous: Line, line: Line) =>
    Math.abs(line.size - previous.size) < 0.5 &&
    previous.y - line.y > 0 &&
    previous.y - line.y <= PARAGRAPH_GAP * lineSpacing &&
    (columnKey(line) === columnKey(previous) ||
      (line.page === previous.page && line.x0 < previous.x1 && line.x1 > previous.x0));

  const blocks: RawBlock[] = [];
  let previous: Line | undefined;
  for (const line of lines) {
    const heading = isHeading(line);
    const block = blocks.at(-1);
    let startsNew = !block || !previous;
    if (block && previous) {
      if (heading || block.kind === 'heading') {
        // Only same-size larger lines close together continue a heading (a two-line title).
        const continuesTitle =
          heading &&
          block.kind === 'heading' &&
          isLarger(line) &&
          Math.abs(line.size - block.size) < 0.5 &&
          columnKey(line) === columnKey(previous) &&
          previous.y - line.y < 2 * line.size;
        startsNew = !continuesTitle;
      } else {
        const gap = previous.y - line.y;
        // A line right under the previous one continues its flow even across a column change: the
        // short last line of a full-width abstract falls into the left column of a two-column page.
        const directlyBelow =
          line.page === previous.page &&
          gap > 0 &&
          gap < 3 * lineSpacing &&
          line.x0 < previous.x1 &&
          line.x1 > previous.x0;
        const sameFlow = columnKey(line) === columnKey(previous) || directlyBelow;
        startsNew = sameFlow
          ? gap <= 0 ||
            gap > PARAGRAPH_GAP * lineSpacing ||
            isIndented(line) ||
            endsOnPurpose(previous, line)
          : isIndented(line) ||
            endsOnPurpose(previous, line) ||
            (!indentStyle && endsSentence(previous, line));
      }
    }
    if (options.notes && line.note) startsNew = true;
    // A caption is its own block (a paragraph of its own in the text), even where it meets a paragraph that
    // runs on around its float; but a sentence wrapped before "Table 1." ("… are shown in /
    // Table 1. Metric-wise …") goes on in its paragraph.
    if (CAPTION.test(line.text) && !(block?.kind === 'paragraph' && wrapsOnto(previous!, line)))
      startsNew = true;
    // A caption goes on only with the lines set right under it in its size: the text after its
    // float (in another column, or after a gap) is running text, not the caption's.
    if (
      block?.kind === 'paragraph' &&
      CAPTION.test(block.lines[0]!) &&
      !captionGoesOn(previous!, line)
    )
      startsNew = true;
    if (startsNew)
      blocks.push({ kind: heading ? 'heading' : 'paragraph', lines: [line.text], size: line.size });
    else {
      block!.lines.push(line.text);
      block!.size = Math.max(block!.size, line.size);
    }
    previous = line;
  }
  return blocks;
}
