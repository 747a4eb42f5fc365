/**
 * Builds PDFs set in a Type 3 font, as old Ghostscript (5–7) distilled dvips's bitmap fonts: each
 * glyph a drawn shape (a bar here), its advance Helvetica's. Two things vary as they do in real
 * files: the glyphs' names (letter names pdf.js maps to Unicode, or Ghostscript's a0, a1, … that
 * map to nothing), and the matrices (Ghostscript's: a FontMatrix of 1 with the text matrix at
 * 0.1, so pdf.js reports each glyph's height from the font's box, some 200 times its width scale;
 * or a plain 1/1000 FontMatrix).
 */
import { PDFDocument, PDFName, StandardFonts, type PDFFont, type PDFRef } from 'pdf-lib';
import { wrap, type PlacedLine } from './build-pdf.ts';

const PAGE = { width: 612, height: 792 };
const NAMES: Record<string, string> = {
  ' ': 'space',
  '.': 'period',
  ',': 'comma',
  '-': 'hyphen',
  '(': 'parenleft',
  ')': 'parenright',
};

export interface Type3Options {
  /** 'letters': glyph names with a Unicode meaning; 'numbered': a0, a1, … (none). */
  names: 'letters' | 'numbered';
  /** 'ghostscript': FontMatrix 1, text matrix 0.1 and flipped; 'plain': FontMatrix 1/1000. */
  matrix: 'ghostscript' | 'plain';
}

/** One page per entry, each line drawn where it says, in one Type 3 font (11 pt unless said). */
export async function buildType3Pdf(
  pages: readonly (readonly PlacedLine[])[],
  options: Type3Options,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const metrics = await doc.embedFont(StandardFonts.Helvetica);
  const chars = [...new Set(pages.flat().flatMap((line) => [...line.text]))];
  // Ghostscript's glyph space is a tenth of a point: an 11 pt em is 110 units.
  const perEm = options.matrix === 'ghostscript' ? 110 : 1000;
  const name = (char: string, i: number) =>
    options.names === 'numbered' ? `a${i}` : (NAMES[char] ?? char);
  const procs: Record<string, PDFRef> = {};
  const widths = chars.map((char, i) => {
    const width = Math.round((metrics.widthOfTextAtSize(char, 1000) * perEm) / 1000);
    const bar = char === ' ' ? '' : `${0.1 * width} 0 ${0.8 * width} ${0.7 * perEm} re f`;
    procs[name(char, i)] = doc.context.register(
      doc.context.flateStream(`${width} 0 0 0 ${width} ${0.7 * perEm} d1 ${bar}`),
    );
    return width;
  });
  // Codes from 33 up: printable, as most of a real font's are.
  const first = 33;
  const font = doc.context.register(
    doc.context.obj({
      Type: 'Font',
      Subtype: 'Type3',
      FontMatrix:
        options.matrix === 'ghostscript' ? [1, 0, 0, 1, 0, 0] : [0.001, 0, 0, 0.001, 0, 0],
      FontBBox: options.matrix === 'ghostscript' ? [0, -77, 144, 120] : [0, -200, 1000, 900],
      CharProcs: doc.context.obj(procs),
      Encoding: doc.context.obj({
        Type: 'Encoding',
        Differences: [first, ...chars.map((char, i) => PDFName.of(name(char, i)))],
      }),
      FirstChar: first,
      LastChar: first + chars.length - 1,
      Widths: widths,
      Resources: doc.context.obj({}),
    }),
  );
  const hex = (text: string) =>
    [...text].map((char) => (first + chars.indexOf(char)).toString(16).padStart(2, '0')).join('');
  for (const lines of pages) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    page.node.setFontDictionary(PDFName.of('T3'), font);
    const shown = lines.map((line) => {
      const size = line.size ?? 11;
      const x = line.x ?? 72;
      const matrix =
        options.matrix === 'ghostscript'
          ? `${size / 110} 0 0 ${-size / 110} ${x} ${line.y}`
          : `${size} 0 0 ${size} ${x} ${line.y}`;
      return `${matrix} Tm <${hex(line.text)}> Tj`;
    });
    const content = doc.context.flateStream(`BT /T3 1 Tf\n${shown.join('\n')}\nET`);
    page.node.set(PDFName.of('Contents'), doc.context.register(content));
  }
  return doc.save();
}

/** Paragraphs set in two columns of a Letter page (11 on 13 pt, first lines indented), wrapped by Helvetica's widths. */
export async function twoColumnLines(paragraphs: readonly string[]): Promise<PlacedLine[]> {
  const doc = await PDFDocument.create();
  const font: PDFFont = await doc.embedFont(StandardFonts.Helvetica);
  const width = 228;
  const columns = [72, 72 + width + 18];
  const placed: PlacedLine[] = [];
  let column = 0;
  let y = 720;
  for (const paragraph of paragraphs) {
    wrap(paragraph, width, font, 11, 12, false).forEach((text, i) => {
      if (y < 90) {
        column++;
        y = 720;
      }
      placed.push({ text, y, x: columns[column]! + (i === 0 ? 12 : 0) });
      y -= 13;
    });
  }
  return placed;
}
