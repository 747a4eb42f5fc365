/** Turns a page's text upright: the direction most of its text runs in becomes left to right. */
import { texLigatureCodes } from '../clean/glyphs.ts';
import type { TextItem } from './geometry.ts';
import type { PageText } from './pdf-pages.ts';

/** One text run with its matrix in display space (x right, y down), as pdf.js gives it. */
export interface PlacedText {
  text: string;
  matrix: readonly number[];
  width: number;
  height: number;
}

/** Widest space (in ems) still read as a word space: justified lines stretch spaces to about 1 em. */
const MAX_SPACE_EM = 1.5;
/** A glyph drawn this many times taller than wide is a stretched delimiter or rule, not text. */
const STRETCHED = 3;

/** Text within this angle (radians) of a right angle counts as running along it. */
const ANGLE_TOLERANCE = 0.02;

/**
 * 0, 90, 180 or 270: the direction the text runs in on screen, clockwise; undefined if slanted.
 * Only the baseline (a, b) counts: a text matrix flipped upside down is the rule, not mirrored
 * text, for Type 3 fonts whose own FontMatrix flips the glyphs back (dvips's bitmap fonts), and
 * pdf.js reports the text matrix without it.
 */
function directionOf([a = 0, b = 0]: readonly number[]): number | undefined {
  const angle = Math.atan2(b, a);
  const quarter = Math.round(angle / (Math.PI / 2));
  if (Math.abs(angle - quarter * (Math.PI / 2)) > ANGLE_TOLERANCE) return undefined;
  return (((quarter * 90) % 360) + 360) % 360;
}

/** Display position (x right, y down) turned so text running in `direction` runs left to right; y up. */
function turn(
  direction: number,
  x: number,
  y: number,
  width: number,
  height: number,
): [number, number] {
  switch (direction) {
    case 90:
      return [y, x];
    case 180:
      return [width - x, y];
    case 270:
      return [height - y, -x];
    default:
      return [x, -y];
  }
}

/** The median of values weighted (by characters), or undefined for none. */
function weightedMedian(pairs: readonly [number, number][]): number | undefined {
  const sorted = pairs.filter(([, weight]) => weight > 0).sort((x, y) => x[0] - y[0]);
  const total = sorted.reduce((sum, [, weight]) => sum + weight, 0);
  let seen = 0;
  for (const [value, weight] of sorted) {
    seen += weight;
    if (2 * seen >= total) return value;
  }
  return undefined;
}

/** A glyph's advance is about half its font's size (0.4–0.55 em for text faces). */
const ADVANCE_EM = 0.5;

/**
 * How the page's glyphs are drawn, from its running text. Most pages draw them about as tall as
 * wide (`stretch` 1: a glyph over 3 times taller is a stretched delimiter). Type 3 fonts
 * distilled by old Ghostscript have pdf.js report every glyph's height from the font's bounding
 * box, some 200 times its horizontal scale: there a glyph is stretched only against that norm,
 * and sizes are scaled to ems measured by the glyphs' advance (`scale`), so that word spaces,
 * gutters and line spacing compare with sizes as on any other page.
 */
function glyphShape(running: readonly PlacedText[]): { stretch: number; scale: number } {
  const letters = running.filter((item) => /\p{L}/u.test(item.text));
  const ratio = weightedMedian(
    letters.map((item) => {
      const [a = 0, b = 0, c = 0, d = 0] = item.matrix;
      return [(Math.hypot(c, d) || item.height) / (Math.hypot(a, b) || 1), item.text.length];
    }),
  );
  if (ratio === undefined || ratio <= STRETCHED) return { stretch: 1, scale: 1 };
  const em = weightedMedian(
    letters.map((item) => {
      const [, , c = 0, d = 0] = item.matrix;
      const height = Math.hypot(c, d) || item.height;
      return [item.width / item.text.length / ADVANCE_EM / height, item.text.length];
    }),
  );
  return { stretch: ratio, scale: em && em < 1 ? em : 1 };
}

/**
 * Keeps the text running in the page's main direction (by characters) and rotates its positions
 * so that it reads left to right, top to bottom, with y measured upwards. A landscape page, or a
 * page whose text was set sideways, reads like any other; text at other angles (a rotated table
 * header, a margin stamp) is left out.
 */
export function uprightText(
  placed: readonly PlacedText[],
  width: number,
  height: number,
): PageText {
  const chars = new Map<number, number>();
  for (const item of placed) {
    const direction = directionOf(item.matrix);
    if (direction !== undefined)
      chars.set(direction, (chars.get(direction) ?? 0) + item.text.trim().length);
  }
  let main = 0;
  for (const [direction, count] of chars) if (count > (chars.get(main) ?? 0)) main = direction;

  const running = placed.filter((item) => directionOf(item.matrix) === main);
  const { stretch, scale } = glyphShape(running);
  const items: TextItem[] = [];
  for (const item of running) {
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.matrix;
    const height = Math.hypot(c, d) || item.height;
    // A big bracket or root sign scaled up to span a formula would set its line's size (and
    // turn it into a heading, cutting the paragraph, a hyphenated word with it).
    if (height > STRETCHED * stretch * Math.hypot(a, b)) continue;
    const size = height * scale;
    const text = texLigatureCodes(item.text);
    if (!text) continue;
    // A space between words ties them into one line even when justification stretches it; a
    // space pdf.js puts across a wide gap (between two columns, say) ties nothing.
    if (!text.trim() && item.width > MAX_SPACE_EM * size) continue;
    const [x, y] = turn(main, e, f, width, height);
    items.push({ text, x, y, width: item.width, size });
  }
  return { width: main === 90 || main === 270 ? height : width, items };
}
