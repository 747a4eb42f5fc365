/** Builds test PDFs with pdf-lib: a two-column paper with the noise real papers carry, and edge cases. */
import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PAPER } from './paper.ts';

const PAGE = { width: 612, height: 640 };
const MARGIN = 54;
const GUTTER = 18;
const COLUMN_WIDTH = (PAGE.width - 2 * MARGIN - GUTTER) / 2;
const BODY = { size: 11, leading: 13, indent: 12 };
const TOP = PAGE.height - 62;
const BOTTOM = 72;

export const RUNNING_HEADER = {
  left: 'J. Coastal Sensing 12 (2026) 101-108',
  right: 'Lindqvist and Okafor',
};
export const FIRST_PAGE_NUMBER = 101;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Greedy line breaking; a word that does not fit is split with a hyphen when `hyphenate` is on and
 * it is long enough (a compound breaks at its own hyphen). `broken` collects the words split.
 */
export function wrap(
  text: string,
  width: number,
  font: PDFFont,
  size: number,
  firstIndent = 0,
  hyphenate = true,
  broken: string[] = [],
): string[] {
  const lines: string[] = [];
  let line = '';
  const widthOf = (s: string) => font.widthOfTextAtSize(s, size);
  const room = () => width - (lines.length === 0 ? firstIndent : 0);
  const words = text.split(' ');
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate) <= room()) {
      line = candidate;
      continue;
    }
    if (hyphenate && line && /^[A-Za-z-]{7,}[,.]?$/.test(word)) {
      const split = bestSplit(word, (head) => widthOf(`${line} ${head}`) <= room());
      if (split) {
        lines.push(`${line} ${split[0]}`);
        broken.push(word.replace(/[,.]$/, ''));
        line = split[1];
        continue;
      }
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The longest head ("prefix-") that fits, leaving at least three letters on each side. */
function bestSplit(word: string, fits: (head: string) => boolean): [string, string] | undefined {
  const hyphens = [...word.matchAll(/-/g)].map((m) => m.index + 1);
  const cuts = word.includes('-')
    ? hyphens
    : Array.from({ length: word.length - 5 }, (_, i) => i + 3);
  for (const cut of cuts.reverse()) {
    const head = word.slice(0, cut);
    const shown = head.endsWith('-') ? head : `${head}-`;
    if (/[a-z]$/i.test(word.slice(0, cut).replace(/-$/, '')) && fits(shown))
      return [shown, word.slice(cut)];
  }
  return undefined;
}

class TwoColumnWriter {
  page!: PDFPage;
  column = 0;
  y = TOP;
  pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {}

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.column = 0;
    this.y = TOP;
    return this.page;
  }

  get x() {
    return MARGIN + this.column * (COLUMN_WIDTH + GUTTER);
  }

  nextLine(leading: number) {
    if (this.y - leading < BOTTOM) {
      if (this.column === 0) {
        this.column = 1;
        this.y = this.columnTop;
      } else {
        this.newPage();
        this.columnTop = TOP;
      }
    }
    this.y -= leading;
  }

  columnTop = TOP;

  heading(text: string) {
    if (this.y < BOTTOM + 40) this.y = BOTTOM - 1; // keep a heading with its text
    this.nextLine(10);
    this.nextLine(BODY.leading + 2);
    this.page.drawText(text, { x: this.x, y: this.y, size: 11, font: this.fonts.bold });
  }

  paragraph(
    text: string,
    options: { size?: number; hanging?: boolean; broken?: string[]; marker?: string } = {},
  ) {
    const size = options.size ?? BODY.size;
    const indent = options.hanging ? 0 : BODY.indent;
    // Justified lines are not hyphenated, so some get spaces wider than a gutter-finding rule
    // of thumb would allow (as word processors produce).
    const lines = wrap(
      text,
      COLUMN_WIDTH - (options.hanging ? 10 : 0),
      this.fonts.regular,
      size,
      indent,
      !this.justify,
      options.broken,
    );
    lines.forEach((line, i) => {
      this.nextLine(size + 2);
      const x = this.x + (i === 0 ? indent : options.hanging ? 10 : 0);
      const width = COLUMN_WIDTH - (x - this.x);
      if (this.justify && i < lines.length - 1) this.drawJustified(line, x, width, size);
      else this.page.drawText(line, { x, y: this.y, size, font: this.fonts.regular });
      // A footnote marker raised after the paragraph's last word.
      if (options.marker && i === lines.length - 1) {
        const end = x + this.fonts.regular.widthOfTextAtSize(line, size);
        this.page.drawText(options.marker, {
          x: end + 0.5,
          y: this.y + 4,
          size: 7,
          font: this.fonts.regular,
        });
      }
    });
  }

  /** Word by word, spaces stretched to fill the column: one text item per word, as many producers write. */
  private drawJustified(line: string, x: number, width: number, size: number) {
    const words = line.split(' ');
    const font = this.fonts.regular;
    const gap =
      (width - words.reduce((sum, word) => sum + font.widthOfTextAtSize(word, size), 0)) /
      Math.max(1, words.length - 1);
    this.widestSpace = Math.max(this.widestSpace, gap);
    let at = x;
    for (const word of words) {
      this.page.drawText(word, { x: at, y: this.y, size, font });
      at += font.widthOfTextAtSize(word, size) + gap;
    }
  }

  justify = false;
  widestSpace = 0;
}

function centered(page: PDFPage, text: string, y: number, font: PDFFont, size: number) {
  page.drawText(text, { x: (PAGE.width - font.widthOfTextAtSize(text, size)) / 2, y, size, font });
}

/**
 * The test paper as a two-column PDF: title, authors and abstract across the page, body in two
 * columns with first-line indents and hyphenated line ends, a running header on every page (two
 * parts on one baseline), page numbers in the footer, a footnote with its raised marker, and a
 * reference list at the end. Ragged
 * right by default; `justify` draws body lines word by word with stretched spaces.
 */
export async function buildTwoColumnPaper(
  options: {
    justify?: boolean;
    /** Body sections written this many times (benchmarks). */ repeat?: number;
  } = {},
): Promise<{
  bytes: Uint8Array;
  broken: string[];
  pages: number;
  widestSpace: number;
}> {
  const doc = await PDFDocument.create();
  doc.setTitle('paper-final-v3.pdf');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
  };
  const writer = new TwoColumnWriter(doc, fonts);
  writer.justify = options.justify ?? false;
  const broken: string[] = [];
  const first = writer.newPage();

  centered(first, PAPER.title, PAGE.height - 92, fonts.bold, 17);
  centered(first, PAPER.authors[0], PAGE.height - 116, fonts.regular, 11);
  centered(first, PAPER.authors[1], PAGE.height - 130, fonts.regular, 10);
  centered(first, 'Abstract', PAGE.height - 156, fonts.bold, 11);
  let y = PAGE.height - 156;
  for (const line of wrap(
    PAPER.abstract,
    PAGE.width - 2 * MARGIN,
    fonts.regular,
    BODY.size,
    0,
    false,
  )) {
    y -= BODY.leading;
    first.drawText(line, { x: MARGIN, y, size: BODY.size, font: fonts.regular });
  }
  y -= BODY.leading + 6;
  first.drawText(PAPER.keywords, { x: MARGIN, y, size: BODY.size, font: fonts.regular });
  writer.y = y - 10;
  writer.columnTop = writer.y;

  const sections = Array.from({ length: options.repeat ?? 1 }, () => PAPER.sections).flat();
  for (const section of sections) {
    writer.heading(section.heading);
    section.paragraphs.forEach((paragraph, i) => {
      // The first paragraph carries a footnote, printed at the foot of the first page's left column.
      writer.paragraph(paragraph, {
        broken,
        ...(section === sections[0] && i === 0 ? { marker: '1' } : {}),
      });
    });
  }
  writer.heading('References');
  for (const reference of PAPER.references) writer.paragraph(reference, { size: 9, hanging: true });

  first.drawText('1', { x: MARGIN, y: BOTTOM - 16 + 3, size: 6, font: fonts.regular });
  first.drawText(PAPER.footnote, { x: MARGIN + 4, y: BOTTOM - 16, size: 8, font: fonts.regular });

  writer.pages.forEach((page, i) => {
    page.drawText(RUNNING_HEADER.left, {
      x: MARGIN,
      y: PAGE.height - 32,
      size: 8,
      font: fonts.regular,
    });
    const rightWidth = fonts.regular.widthOfTextAtSize(RUNNING_HEADER.right, 8);
    page.drawText(RUNNING_HEADER.right, {
      x: PAGE.width - MARGIN - rightWidth,
      y: PAGE.height - 32,
      size: 8,
      font: fonts.regular,
    });
    centered(page, String(FIRST_PAGE_NUMBER + i), 36, fonts.regular, 9);
  });
  return {
    bytes: await doc.save(),
    broken,
    pages: writer.pages.length,
    widestSpace: writer.widestSpace,
  };
}

/** A page with only a drawn rectangle: what a scanned page looks like to a text extractor. */
export async function buildRectangleOnlyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc
    .addPage([PAGE.width, PAGE.height])
    .drawRectangle({ x: 100, y: 100, width: 300, height: 200, color: rgb(0.2, 0.3, 0.8) });
  return doc.save();
}

/** A plain one-column document of `pages` pages, paragraphs separated by space, not indents. */
export async function buildSingleColumnPdf(
  paragraphs: readonly string[],
  pages = 1,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  let index = 0;
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    let y = TOP;
    const perPage = Math.ceil(paragraphs.length / pages);
    for (const paragraph of paragraphs.slice(index, index + perPage)) {
      for (const line of wrap(paragraph, PAGE.width - 2 * MARGIN, font, 11, 0, false)) {
        y -= 14;
        page.drawText(line, { x: MARGIN, y, size: 11, font });
      }
      y -= 10;
    }
    index += perPage;
  }
  return doc.save();
}

/**
 * Paragraphs set sideways: each line drawn turned 90° counter-clockwise, lines advancing to the
 * right. With `rotatePage` the page carries /Rotate 90, so a viewer shows it upright (a landscape
 * page); without, the text reads bottom to top on screen.
 */
export async function buildSidewaysPdf(
  paragraphs: readonly string[],
  rotatePage: boolean,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  if (rotatePage) page.setRotation(degrees(90));
  let x = MARGIN;
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, PAGE.height - 2 * MARGIN, font, 11, 0, false)) {
      x += 14;
      page.drawText(line, { x, y: MARGIN, size: 11, font, rotate: degrees(90) });
    }
    x += 10;
  }
  return doc.save();
}

/** A line of text drawn at (x, y) in Helvetica; x defaults to the margin, size to 11 pt. */
export interface PlacedLine {
  text: string;
  y: number;
  x?: number;
  size?: number;
}

/** One page per entry, each line drawn where it says: for layouts a test spells out line by line. */
export async function buildPlacedLinesPdf(
  pages: readonly (readonly PlacedLine[])[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    for (const line of lines)
      page.drawText(line.text, { x: line.x ?? MARGIN, y: line.y, size: line.size ?? 11, font });
  }
  return doc.save();
}
