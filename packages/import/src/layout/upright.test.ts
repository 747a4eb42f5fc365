import { describe, expect, it } from 'vitest';
import { uprightText, type PlacedText } from './upright.ts';

const W = 600;
const H = 800;
/** A run of text at display position (x, y) (y down) running in `direction` degrees clockwise, 10 pt. */
function run(text: string, x: number, y: number, direction = 0): PlacedText {
  const radians = (direction * Math.PI) / 180;
  const [cos, sin] = [Math.round(Math.cos(radians)), Math.round(Math.sin(radians))];
  // Display space has y down, so upright text is [10, 0, 0, -10]: its determinant is negative.
  return {
    text,
    matrix: [10 * cos, 10 * sin, 10 * sin, -10 * cos, x, y],
    width: text.length * 5,
    height: 10,
  };
}
const order = (page: ReturnType<typeof uprightText>) =>
  [...page.items].sort((a, b) => b.y - a.y || a.x - b.x).map((item) => item.text);

describe('uprightText', () => {
  it.each([
    ['upright', 0, [run('first', 50, 100), run('line', 80, 100), run('second', 50, 112)], W],
    [
      'running down the screen (turned clockwise)',
      90,
      [run('first', 500, 50, 90), run('line', 500, 80, 90), run('second', 488, 50, 90)],
      H,
    ],
    [
      'upside down',
      180,
      [run('first', 500, 700, 180), run('line', 470, 700, 180), run('second', 500, 688, 180)],
      W,
    ],
    [
      'running up the screen',
      270,
      [run('first', 100, 700, 270), run('line', 100, 670, 270), run('second', 112, 700, 270)],
      H,
    ],
  ])('reads text %s in order (%i°)', (_name, _direction, runs, width) => {
    const page = uprightText(runs, W, H);
    expect(order(page)).toEqual(['first', 'line', 'second']);
    expect(page.width).toBe(width);
    expect(page.items.every((item) => item.size === 10)).toBe(true);
  });

  it('keeps the main direction only: a rotated table header or margin stamp goes', () => {
    const page = uprightText(
      [run('body text here', 50, 100), run('stamp', 20, 400, 270), run('more body', 50, 112)],
      W,
      H,
    );
    expect(order(page)).toEqual(['body text here', 'more body']);
  });

  it('keeps text whose matrix is flipped upside down, as Type 3 fonts from dvips have it', () => {
    // The font's own matrix flips the glyphs back; pdf.js reports only the text matrix.
    const flipped = (text: string, x: number, y: number): PlacedText => ({
      ...run(text, x, y),
      matrix: [10, 0, 0, 10, x, y],
    });
    const page = uprightText([flipped('first', 50, 100), flipped('second', 50, 112)], W, H);
    expect(order(page)).toEqual(['first', 'second']);
  });

  it('drops slanted text, text turned against the main direction, and spaces wider than a word space', () => {
    const slanted: PlacedText = {
      text: 'slanted',
      matrix: [7, 7, 7, -7, 50, 300],
      width: 30,
      height: 10,
    };
    const mirrored: PlacedText = {
      text: 'mirrored',
      matrix: [-10, 0, 0, -10, 50, 320],
      width: 30,
      height: 10,
    };
    const wideSpace = { ...run(' ', 100, 100), width: 40 };
    const page = uprightText(
      [run('kept: the main text', 50, 100), slanted, mirrored, wideSpace, run(' ', 70, 100)],
      W,
      H,
    );
    expect(page.items.map((item) => item.text)).toEqual(['kept: the main text', ' ']);
  });

  it('leaves out glyphs stretched tall and control characters, mapping TeX ligature codes', () => {
    // A brace scaled to 0.1 × 37 pt (a drawn delimiter) would make its line the page's largest text.
    const brace: PlacedText = {
      text: '{',
      matrix: [0.1, 0, 0, -37, 200, 100],
      width: 1,
      height: 37,
    };
    const page = uprightText(
      [run('e\u000ecient \u0002', 50, 100), brace, run('\u0001', 120, 100)],
      W,
      H,
    );
    expect(page.items.map((item) => item.text)).toEqual(['efficient ']);
  });

  it('keeps a page whose every glyph pdf.js reports 200 times taller than wide (old Ghostscript Type 3), sizing it by the advance', () => {
    // The height comes from the font's box (19.7), the width scale from the text matrix (0.1);
    // the glyphs advance 5 pt a character, an em of about 10 pt.
    const type3 = (text: string, y: number, height = 19.7): PlacedText => ({
      text,
      matrix: [0.1, 0, 0, -height, 50, y],
      width: text.length * 5,
      height,
    });
    const bracket = { ...type3('{', 130, 19.7 * 40), width: 5 };
    const page = uprightText([type3('first line', 100), type3('second line', 112), bracket], W, H);
    expect(order(page)).toEqual(['first line', 'second line']);
    expect(page.items.map((item) => Math.round(item.size))).toEqual([10, 10]);
  });
});
