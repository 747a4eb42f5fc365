/** Numbers of an abstract checked against its source: none may be invented. */

/** A number: a digit run with inner separators ("3", "12.5", "1,000"). */
export const NUMBER_PATTERN = /\d+(?:[.,]\d+)*/gu;

/** Numbers (digit runs with inner separators) in the abstract that do not occur in the source. */
export function findUnsupportedNumbers(abstract: string, source: string): string[] {
  const known = new Set(source.match(NUMBER_PATTERN) ?? []);
  return [...new Set(abstract.match(NUMBER_PATTERN) ?? [])].filter((n) => !known.has(n));
}
