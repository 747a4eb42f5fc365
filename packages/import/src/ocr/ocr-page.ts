/**
 * Words recognised on a page image, turned into the positioned text the PDF layout reads, so a
 * scanned page goes through the same clean-up as a typeset one (columns, running headers,
 * footnotes, hyphenation, references). Tesseract's own reading order runs across two columns
 * when their lines align, which the layout's gutter finding does not.
 */
import type { TextItem } from '../layout/geometry.ts';
import type { PageText } from '../layout/pdf-pages.ts';

/** A box in image pixels, y downwards (Tesseract's bbox). */
interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The part of Tesseract's result (its `blocks` output) this reads. */
export interface RecognizedPage {
  blocks:
    | {
        paragraphs: {
          lines: {
            bbox: PixelBox;
            baseline: PixelBox;
            rowAttributes: { rowHeight: number };
            words: { text: string; confidence: number; bbox: PixelBox }[];
          }[];
        }[];
      }[]
    | null;
}

/**
 * A word Tesseract is less sure of than this (0–100) is not counted as read. Measured on the
 * scanned fixtures: words of real text score 85–96; what it makes of specks, rules and figures
 * scores under 60.
 */
const MIN_WORD_CONFIDENCE = 60;
/** A page gives at least this many sure words of two or more letters, or it was not read. */
const MIN_PAGE_WORDS = 5;

/**
 * Tesseract's row height runs from the descenders to the ascenders, about nine tenths of the
 * font's em (Computer Modern and Times alike); the layout measures gaps and indents in ems.
 */
const EM_PER_ROW_HEIGHT = 1.1;

/** Pixels to the layout's units, points (1/72 in). */
export interface PageScale {
  /** Pixels per unit. */
  scale: number;
  /** The page's height in pixels (the layout measures y upwards from the bottom). */
  heightPx: number;
  /** The page's width in pixels. */
  widthPx: number;
}

/** Whether Tesseract read text on the page, not specks: enough sure words with letters. */
export function isReadable(page: RecognizedPage): boolean {
  let sure = 0;
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        for (const word of line.words)
          if (word.confidence >= MIN_WORD_CONFIDENCE && /\p{L}{2}/u.test(word.text)) sure++;
  return sure >= MIN_PAGE_WORDS;
}

/**
 * One item per word, on its line's baseline (where the baseline runs under the word, so a page
 * scanned a little askew keeps its lines), all words of a line at the line's height: a row
 * height of ascender to descender is about the font size, the size the layout reads headings by.
 */
export function recognizedPageText(
  page: RecognizedPage,
  { scale, heightPx, widthPx }: PageScale,
): PageText {
  const items: TextItem[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const { baseline } = line;
        const slope =
          baseline.x1 === baseline.x0
            ? 0
            : (baseline.y1 - baseline.y0) / (baseline.x1 - baseline.x0);
        const size =
          (EM_PER_ROW_HEIGHT * (line.rowAttributes.rowHeight || line.bbox.y1 - line.bbox.y0)) /
          scale;
        for (const word of line.words) {
          const text = word.text.trim();
          if (!text || word.confidence < MIN_WORD_CONFIDENCE / 2) continue;
          const baselineY = baseline.y0 + slope * (word.bbox.x0 - baseline.x0);
          items.push({
            text,
            x: word.bbox.x0 / scale,
            y: (heightPx - baselineY) / scale,
            width: (word.bbox.x1 - word.bbox.x0) / scale,
            size,
          });
        }
      }
    }
  }
  return { width: widthPx / scale, items };
}
