/**
 * Words a PDF reader split inside ("b efore", "the ir", "M ethod"): a kerning or letter-spacing gap
 * wider than a tenth of an em reads as a space (pdf.js and poppler both draw the line there, and
 * pdf.js keeps no glyph positions inside a run to judge it again). The document's own words
 * decide: two neighbours are one word when the document writes them together elsewhere and one
 * of them never stands alone in it. "a part" (both words), "the IR" (a capital after the first
 * letter) and "data set" stay as they are.
 */

const TOKEN = /\p{L}+/gu;
/** The first part: letters (a capital at most first), maybe after an opening bracket or quote. */
const FIRST = /^([(["“‘]?)(\p{Lu}?\p{Ll}*)$/u;
/** The second part: lower-case letters, maybe before closing punctuation. */
const SECOND = /^(\p{Ll}+)([)\]"”’.,;:!?]*)$/u;
/** A word shorter than this once joined is left alone ("a b", "x y" in formulas). */
const MIN_JOINED = 4;

/** How often each lower-cased word stands on its own in the texts. */
function wordCounts(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const [word] of text.matchAll(TOKEN)) {
      const key = word.toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  return counts;
}

interface Pair {
  /** Index of the first part among the text's space-separated pieces. */
  at: number;
  a: string;
  b: string;
}

/** Neighbouring pieces that the document writes together somewhere. */
function candidates(pieces: readonly string[], counts: Map<string, number>): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 0; i + 1 < pieces.length; i++) {
    const a = FIRST.exec(pieces[i]!)?.[2];
    const b = SECOND.exec(pieces[i + 1]!)?.[1];
    if (!a || !b || a.length + b.length < MIN_JOINED) continue;
    if ((counts.get((a + b).toLowerCase()) ?? 0) > 0) pairs.push({ at: i, a, b });
  }
  return pairs;
}

/** The texts (lines of one document) with split words joined, each judged against all of them. */
export function joinSplitWords(texts: readonly string[]): string[] {
  const counts = wordCounts(texts);
  const split = texts.map((text) => text.split(' '));
  const found = split.map((pieces) => candidates(pieces, counts));
  // Occurrences of a part inside candidate pairs do not make it a word of its own.
  const inPairs = new Map<string, number>();
  for (const pairs of found)
    for (const { a, b } of pairs)
      for (const part of [a.toLowerCase(), b]) inPairs.set(part, (inPairs.get(part) ?? 0) + 1);
  const standsAlone = (part: string) => (counts.get(part) ?? 0) - (inPairs.get(part) ?? 0) > 0;
  return split.map((pieces, t) => {
    const pairs = found[t]!.filter(({ a, b }) => !standsAlone(a.toLowerCase()) || !standsAlone(b));
    if (!pairs.length) return texts[t]!;
    const out = [...pieces];
    // From the right, so earlier indices stay valid; a piece joins at most one neighbour.
    let last = Infinity;
    for (const { at } of pairs.reverse()) {
      if (at + 1 >= last) continue;
      out.splice(at, 2, out[at]! + out[at + 1]!);
      last = at;
    }
    return out.join(' ');
  });
}
