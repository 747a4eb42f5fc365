/** What every edit of a sentence ends with: the space a deletion leaves closed up, the first letter raised. */

/** White space before a closing mark, replaced by '$1' (the mark). */
export const SPACE_BEFORE_PUNCTUATION = /(?<!\s)\s+([,.;:!?)])/gu;
/** A hyphen a tokeniser spaced off a compound's parts ("non - collinear", "diet - induced"). */
export const SPACED_HYPHEN = /(?<=\p{L}) - (?=\p{L})/gu;

/**
 * A function word written twice ("the the", "The the", "that that the"): a typo, never a
 * construction (not "had had", "was was", "looked at at", nor "AND and OR"). English. Global: for
 * `replace` and `matchAll` only.
 */
export const DOUBLED_WORD =
  /(?<![\p{L}-])(the|an|and|or|are|were|be|been|this|these|we|it)\s+\1(?![\p{L}-])|(?<![\p{L}-])(that)\s+\2(?=\s+(?:the|a|an|this|these|it|we|there|they)\b)/giu;

/** Whether a doubled word is the same word twice, as written or raised at a sentence's start. */
export function isDoubledWord(match: string): boolean {
  const [first, second] = match.split(/\s+/u) as [string, string];
  return second === first || (second === second.toLowerCase() && first === capitalise(second));
}

/** A function word written twice, written once. */
export function undoubleWords(text: string): string {
  return text.replace(DOUBLED_WORD, (whole, word?: string, that?: string) =>
    isDoubledWord(whole) ? (word ?? that ?? '') : whole,
  );
}

/** What a removed marker leaves: brackets with nothing in them, a comma before a stop. */
const MARKER_LEFTOVERS: [RegExp, string][] = [
  [/\(\s*\)/gu, ''],
  [/,\s*([.;])/gu, '$1'],
];
/** What a cut clause leaves: two commas in a row. */
const CUT_LEFTOVERS: [RegExp, string][] = [[/,\s*,/gu, ',']];

function tidyWith(text: string, leftovers: [RegExp, string][]): string {
  let out = text.replace(SPACE_BEFORE_PUNCTUATION, '$1');
  for (const [pattern, replacement] of leftovers) out = out.replace(pattern, replacement);
  return out.replace(/\s{2,}/gu, ' ').trim();
}

/** A text after citations or pointers were removed from it: spaces and empty brackets closed up. */
export function tidyAfterRemoval(text: string): string {
  return tidyWith(text, MARKER_LEFTOVERS);
}

/** A text after a clause was cut from it (shorten.ts): spaces and doubled commas closed up. */
export function tidyAfterCut(text: string): string {
  return tidyWith(text, CUT_LEFTOVERS);
}

/** The text with its first character in upper case. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
