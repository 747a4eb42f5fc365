/** Dropping running headers, footers and page numbers: lines repeated at the top or bottom of pages. */

/** How many lines at each end of a page are candidates for a header or footer. */
const EDGE_LINES = 2;

const ROMAN_NUMERAL = /^(?=[ivxlc]+$)c{0,3}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})$/i;

/** "12", "Page 3", "3 of 10", "3/10", "- 4 -", "xii". */
export function isPageNumber(text: string): boolean {
  const line = text.trim();
  if (!line) return false;
  return (
    /^(?:page\s+)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$/i.test(line) ||
    /^[-–—]\s*\d{1,4}\s*[-–—]$/.test(line) ||
    ROMAN_NUMERAL.test(line)
  );
}

/**
 * Compares lines with their numbers blanked, so "Journal 12 (2024), p. 3" matches on every page,
 * and without a number at either end: a page's number is part of its header line on some pages
 * and a line of its own on others ("Title 141" and "Title").
 */
function edgeKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\d+/g, '#')
    .replace(/\s+/g, ' ')
    .replace(/^(?:# )+|(?: #)+$/g, '')
    .trim();
}

function edgeIndexes(count: number): number[] {
  const indexes = new Set<number>();
  for (let i = 0; i < Math.min(EDGE_LINES, count); i++) {
    indexes.add(i);
    indexes.add(count - 1 - i);
  }
  return [...indexes];
}

/**
 * Drops, from the first and last lines of each page, page numbers and lines that recur at a page
 * edge on at least 40% of the pages (and on two pages or more; the 40% lets headers that
 * alternate between even and odd pages count). Lines in the middle of a page are never dropped.
 */
export function dropRunningHeaders<T>(
  pages: readonly (readonly T[])[],
  textOf: (line: T) => string = String,
): T[][] {
  const pagesWithKey = new Map<string, Set<number>>();
  pages.forEach((lines, page) => {
    for (const i of edgeIndexes(lines.length)) {
      const key = edgeKey(textOf(lines[i]!));
      if (!key) continue;
      const seen = pagesWithKey.get(key) ?? new Set<number>();
      seen.add(page);
      pagesWithKey.set(key, seen);
    }
  });
  const threshold = Math.max(2, Math.floor(pages.length * 0.4));
  const isRunning = (text: string) =>
    isPageNumber(text) || (pagesWithKey.get(edgeKey(text))?.size ?? 0) >= threshold;

  return pages.map((lines) => {
    const edges = new Set(edgeIndexes(lines.length));
    return lines.filter((line, i) => !(edges.has(i) && isRunning(textOf(line))));
  });
}
