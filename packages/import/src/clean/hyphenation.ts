/** Joining words hyphenated at line ends ("ana-" + "lysis" → "analysis"). */

/** Words seen in the document, to tell a line-end hyphenation from a real compound. */
export interface Vocabulary {
  /** Lower-cased words written with an inner hyphen somewhere ("state-of-the-art"). */
  hyphenated: Set<string>;
  /** Lower-cased words without hyphens. */
  plain: Set<string>;
}

const LINE_END_HYPHEN = /(\p{L}[\p{L}-]*)([-\u2010\u00AD])$/u;
/** How much of a paragraph's end is kept to find the word broken at its last line end. */
const TAIL = 200;
const LEADING_WORD = /^(\p{L}+)/u;

/** Collects the document's words so joinHyphenation can check what the author writes elsewhere. */
export function buildVocabulary(texts: Iterable<string>): Vocabulary {
  const vocabulary: Vocabulary = { hyphenated: new Set(), plain: new Set() };
  for (const text of texts) {
    for (const [word] of text.matchAll(/\p{L}+(?:-\p{L}+)*/gu)) {
      (word.includes('-') ? vocabulary.hyphenated : vocabulary.plain).add(word.toLowerCase());
    }
  }
  return vocabulary;
}

/**
 * Joins the lines of one paragraph into a single line. A word broken by a hyphen at a line end is
 * rejoined without the hyphen, unless the hyphen belongs to the word: the document writes it with
 * a hyphen elsewhere and never without, the part before already holds a hyphen ("state-of-the-"),
 * or the next line starts with a capital or a digit ("COVID-" + "19") and is not the rest of a word in
 * capitals the document writes whole. A soft hyphen always goes.
 */
export function joinHyphenation(lines: readonly string[], vocabulary?: Vocabulary): string {
  // The paragraph is built in parts; the line-end hyphen is looked for in its last characters
  // only, as matching the whole paragraph again after every line costs time quadratic in its length.
  const parts: string[] = [];
  let tail = '';
  const append = (piece: string) => {
    parts.push(piece);
    tail = (tail + piece).slice(-TAIL);
  };
  const dropLast = () => {
    parts[parts.length - 1] = parts.at(-1)!.slice(0, -1);
    tail = tail.slice(0, -1);
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (!parts.length) {
      append(line);
      continue;
    }
    const hyphen = LINE_END_HYPHEN.exec(tail);
    if (!hyphen) {
      append(` ${line}`);
      continue;
    }
    const [, before = '', mark] = hyphen;
    const next = LEADING_WORD.exec(line)?.[1];
    dropLast();
    if (mark === '\u00AD') append(line);
    else if (next && joinsCapitals(before, next, vocabulary)) append(line);
    else if (!next || !/^\p{Ll}/u.test(next)) append(`-${line}`);
    else if (keepsHyphen(before, next, vocabulary)) append(`-${line}`);
    else append(line);
  }
  return parts.join('').replace(/\u00AD/g, '');
}

/**
 * A word in capitals broken at a line end ("ME-" + "TEOR") is joined when the document writes it
 * whole elsewhere and never with that hyphen; two capitalised names ("BLEU-" + "NIST") stay apart.
 */
function joinsCapitals(before: string, next: string, vocabulary: Vocabulary | undefined): boolean {
  if (!vocabulary || before.includes('-')) return false;
  const capitals = /^\p{Lu}+$/u;
  if (!capitals.test(before) || !capitals.test(next)) return false;
  const without = `${before}${next}`.toLowerCase();
  return (
    vocabulary.plain.has(without) && !vocabulary.hyphenated.has(`${before}-${next}`.toLowerCase())
  );
}

function keepsHyphen(before: string, next: string, vocabulary: Vocabulary | undefined): boolean {
  if (before.includes('-')) return true;
  if (!vocabulary) return false;
  const withHyphen = `${before}-${next}`.toLowerCase();
  const without = `${before}${next}`.toLowerCase();
  return vocabulary.hyphenated.has(withHyphen) && !vocabulary.plain.has(without);
}
