import { describe, expect, it } from 'vitest';
import { pagesToBlocks } from '../layout/pdf-pages.ts';
import { isReadable, recognizedPageText, type RecognizedPage } from './ocr-page.ts';

type Line = NonNullable<RecognizedPage['blocks']>[number]['paragraphs'][number]['lines'][number];

/** A line of words 20 px apart, each 10 px per letter, on a baseline that may slope. */
function line(words: string[], x0: number, y: number, { slope = 0, confidence = 90 } = {}): Line {
  let x = x0;
  const placed = words.map((text) => {
    const box = { x0: x, y0: y - 30, x1: x + 10 * text.length, y1: y + 8 };
    x = box.x1 + 20;
    return { text, confidence, bbox: box };
  });
  return {
    bbox: { x0, y0: y - 30, x1: x, y1: y + 8 },
    baseline: { x0, y0: y, x1: x, y1: y + slope * (x - x0) },
    rowAttributes: { rowHeight: 40 },
    words: placed,
  };
}

const page = (...lines: Line[]): RecognizedPage => ({ blocks: [{ paragraphs: [{ lines }] }] });
const SCALE = { scale: 2, widthPx: 1200, heightPx: 1600 };

describe('recognizedPageText', () => {
  it('places words on their baseline in points, the line’s height as their size', () => {
    const { width, items } = recognizedPageText(page(line(['Tide', 'gauges'], 100, 200)), SCALE);
    expect(width).toBe(600);
    expect(items).toEqual([
      { text: 'Tide', x: 50, y: 700, width: 20, size: 22 },
      { text: 'gauges', x: 80, y: 700, width: 30, size: 22 },
    ]);
  });

  it('follows a sloping baseline, so a page scanned askew keeps its rows', () => {
    const { items } = recognizedPageText(page(line(['a', 'b'], 0, 100, { slope: 0.1 })), SCALE);
    expect(items.map((item) => item.y)).toEqual([750, 750 - 1.5]);
  });

  it('leaves out what Tesseract hardly believes is a word (specks, rules)', () => {
    const { items } = recognizedPageText(
      page(line(['___', '~'], 0, 100, { confidence: 20 }), line(['Kept'], 0, 200)),
      SCALE,
    );
    expect(items.map((item) => item.text)).toEqual(['Kept']);
  });

  it('feeds the PDF layout: two columns read one after the other, not across', () => {
    const rows = [200, 250, 300, 350];
    const left = rows.map((y, i) => line(['left', `line${i}`, 'of', 'text'], 80, y));
    const right = rows.map((y, i) => line(['right', `line${i}`, 'of', 'text'], 640, y));
    const blocks = pagesToBlocks([recognizedPageText(page(...left, ...right), SCALE)]);
    expect(blocks.map((block) => block.text).join(' ')).toMatch(
      /^left line0 .* left line3 of text right line0 .* right line3 of text$/,
    );
  });
});

describe('isReadable', () => {
  it('needs five sure words with letters', () => {
    expect(isReadable(page(line(['one', 'two', 'three', 'four', 'five'], 0, 100)))).toBe(true);
    expect(isReadable(page(line(['one', 'two', 'three', 'four'], 0, 100)))).toBe(false);
    expect(
      isReadable(page(line(['ee', 'oe', 'ss', 'es', 'eo', 'os'], 0, 100, { confidence: 40 }))),
    ).toBe(false);
    expect(isReadable({ blocks: null })).toBe(false);
  });
});
