/**
 * Builds the test paper as a DOCX with the docx package: Title and Heading styles, a table, a
 * header, a footnote and an endnote.
 */
import {
  Document,
  EndnoteReferenceRun,
  FootnoteReferenceRun,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { PAPER } from './paper.ts';

const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });

export async function buildPaperDocx(): Promise<Uint8Array> {
  const body = PAPER.sections.flatMap((section, i) => [
    new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }),
    ...section.paragraphs.map((text, j) => {
      const first = i === 0 && j === 0;
      const last = i === PAPER.sections.length - 1 && j === section.paragraphs.length - 1;
      if (!first && !last) return new Paragraph(text);
      const note = first
        ? new FootnoteReferenceRun({ children: [new Paragraph(PAPER.footnote)] })
        : new EndnoteReferenceRun({ children: [new Paragraph(PAPER.endnote)] });
      return new Paragraph({ children: [new TextRun(text), note] });
    }),
    // A table after the methods: its cells are not prose and must not reach the text.
    ...(i === 1
      ? [
          new Table({
            rows: [
              new TableRow({ children: [cell('Sensor'), cell('Error (cm)')] }),
              new TableRow({ children: [cell('G1'), cell('1.7')] }),
            ],
          }),
        ]
      : []),
  ]);
  const document = new Document({
    sections: [
      {
        headers: {
          default: new Header({ children: [new Paragraph('J. Coastal Sensing — preprint')] }),
        },
        children: [
          new Paragraph({ text: PAPER.title, heading: HeadingLevel.TITLE }),
          ...PAPER.authors.map((line) => new Paragraph(line)),
          new Paragraph({ children: [new TextRun({ text: 'Abstract', bold: true })] }),
          new Paragraph(PAPER.abstract),
          new Paragraph(PAPER.keywords),
          ...body,
          new Paragraph({ text: 'References', heading: HeadingLevel.HEADING_1 }),
          ...PAPER.references.map((reference) => new Paragraph(reference)),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
