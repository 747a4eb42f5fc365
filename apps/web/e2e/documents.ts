/** Research papers built in the test (pdf-lib, docx), so no binary fixture is committed. */
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { CONTENT } from './fixtures.ts';

export const PAPER_TITLE = 'Tidal Reconnection Restores Carbon Burial in Drained Marshes';
export const PAPER_ABSTRACT =
  'Reconnecting drained marshes to the tide brought their carbon burial back to natural rates within a decade, as this summary of the study states.';
/** The body: the shared study text, split into paragraphs of three sentences. */
export const PAPER_PARAGRAPHS = CONTENT.match(/[^.]+\./gu)!
  .map((sentence) => sentence.trim())
  .reduce<string[]>((paragraphs, sentence, index) => {
    if (index % 3 === 0) paragraphs.push(sentence);
    else paragraphs[paragraphs.length - 1] += ` ${sentence}`;
    return paragraphs;
  }, []);

const PAGE = { width: 595, height: 842, margin: 72 };

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A one-column paper: a large title, an "Abstract" heading and paragraph, then the body under
 * "Introduction", repeated on `pages` pages (so a long import shows its progress).
 */
export async function buildPaperPdf(pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - 2 * PAGE.margin;
  for (let number = 1; number <= pages; number += 1) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - PAGE.margin;
    const block = (text: string, font: PDFFont, size: number, gapAfter: number) => {
      for (const line of wrap(text, font, size, textWidth)) {
        page.drawText(line, { x: PAGE.margin, y, size, font });
        y -= size * 1.4;
      }
      y -= gapAfter;
    };
    if (number === 1) {
      block(PAPER_TITLE, bold, 18, 16);
      block('Abstract', bold, 12, 4);
      block(PAPER_ABSTRACT, regular, 11, 16);
      block('Introduction', bold, 12, 4);
    }
    for (const paragraph of PAPER_PARAGRAPHS) block(paragraph, regular, 11, 10);
  }
  return Buffer.from(await doc.save());
}

/** A scan as far as text goes: a page with only a drawn shape. */
export async function buildImageOnlyPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({ x: 100, y: 300, width: 300, height: 200, color: rgb(0.4, 0.4, 0.4) });
  return Buffer.from(await doc.save());
}

/** The same paper as a Word document, with a Title style and headings. */
export async function buildPaperDocx(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: PAPER_TITLE, heading: HeadingLevel.TITLE }),
          new Paragraph({ text: 'Abstract', heading: HeadingLevel.HEADING_1 }),
          new Paragraph(PAPER_ABSTRACT),
          new Paragraph({ text: 'Introduction', heading: HeadingLevel.HEADING_1 }),
          ...PAPER_PARAGRAPHS.map((text) => new Paragraph(text)),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
