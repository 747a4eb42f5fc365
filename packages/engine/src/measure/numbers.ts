/** Numbers of an abstract checked against its source: none may be invented. */
import { OBJECT_REFERENCES, findCitationMarkers } from '../sentence/clean.ts';

/** A number: a digit run with inner separators ("3", "12.5", "1,000"). */
export const NUMBER_PATTERN = /\d+(?:[.,]\d+)*/gu;

/** Numbers (digit runs with inner separators) in the abstract that do not occur in the source. */
export function findUnsupportedNumbers(abstract: string, source: string): string[] {
  const known = new Set(source.match(NUMBER_PATTERN) ?? []);
  return [...new Set(abstract.match(NUMBER_PATTERN) ?? [])].filter((n) => !known.has(n));
}

/**
 * The text with citation markers and figure/table pointers blanked (same length, so offsets hold):
 * the 4 of "[4]" or the 2 of "Table 2" is not a claim to check against the paper.
 */
export function maskPointers(text: string): string {
  const ranges = [
    ...findCitationMarkers(text),
    ...[...text.matchAll(OBJECT_REFERENCES)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
    })),
  ].sort((a, b) => a.start - b.start);
  // Built in one pass: blanking range by range copies the whole text once per marker.
  let masked = '';
  let at = 0;
  for (const { start, end } of ranges) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    masked += text.slice(at, from) + ' '.repeat(end - from);
    at = end;
  }
  return masked + text.slice(at);
}
