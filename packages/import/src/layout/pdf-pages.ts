/** From positioned text of every page to blocks: headers/footers out, columns in order, paragraphs. */
import { buildVocabulary, joinHyphenation } from '../clean/hyphenation.ts';
import { dropRunningHeaders } from '../clean/running-headers.ts';
import type { Block } from '../types.ts';
import { orderColumns } from './columns.ts';
import { groupRows, segmentRow, type TextItem } from './geometry.ts';
import { linesToBlocks, toLines } from './paragraphs.ts';

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
  const lines = rows.flatMap((pageRows, page) =>
    toLines(orderColumns(pageRows.flatMap(segmentRow), pages[page]!.width), page),
  );
  const vocabulary = buildVocabulary(lines.map((line) => line.text));
  return linesToBlocks(lines).map((block) => ({
    kind: block.kind,
    text: joinHyphenation(block.lines, vocabulary),
    size: block.size,
  }));
}
