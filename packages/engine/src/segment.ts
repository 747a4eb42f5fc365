/** Sentence and word segmentation with Intl.Segmenter, guarded against academic abbreviations. */

const ABBREVIATIONS = new Set(
  [
    'e.g',
    'i.e',
    'et al',
    'fig',
    'figs',
    'eq',
    'eqs',
    'vs',
    'cf',
    'dr',
    'prof',
    'no',
    'al',
    'approx',
    'resp',
    'sec',
    'ref',
    'refs',
    'ca',
    'etc',
  ].map((a) => a.toLowerCase()),
);

const sentenceSegmenters = new Map<string, Intl.Segmenter>();
const wordSegmenters = new Map<string, Intl.Segmenter>();

function segmenter(
  cache: Map<string, Intl.Segmenter>,
  language: string,
  granularity: 'sentence' | 'word',
) {
  let found = cache.get(language);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity });
    cache.set(language, found);
  }
  return found;
}

/** True when a sentence piece ends in an abbreviation or an initial, so the next piece continues it. */
function endsInAbbreviation(piece: string): boolean {
  const match = /(\b[\p{L}.]+)\.\s*$/u.exec(piece);
  if (!match) return false;
  const word = match[1]!.toLowerCase();
  return (
    ABBREVIATIONS.has(word) ||
    ABBREVIATIONS.has(word.replace(/\.$/, '')) ||
    /^\p{Lu}$/u.test(match[1]!)
  );
}

/** Splits a paragraph into sentences, rejoining pieces cut after an abbreviation. */
export function splitSentences(text: string, language = 'en'): string[] {
  const sentences: string[] = [];
  let carry = '';
  for (const { segment } of segmenter(sentenceSegmenters, language, 'sentence').segment(text)) {
    carry += segment;
    if (endsInAbbreviation(carry)) continue;
    if (carry.trim()) sentences.push(carry.trim());
    carry = '';
  }
  if (carry.trim()) sentences.push(carry.trim());
  return sentences;
}

/** The words of a text (Intl.Segmenter word granularity, so CJK text is counted by words too). */
export function tokenize(text: string, language = 'en'): string[] {
  const words: string[] = [];
  for (const part of segmenter(wordSegmenters, language, 'word').segment(text)) {
    if (part.isWordLike) words.push(part.segment);
  }
  return words;
}

/** Word count as the product reports it (product.md: Intl.Segmenter word granularity). */
export function countWords(text: string, language = 'en'): number {
  return tokenize(text, language).length;
}

/** Paragraphs: blocks separated by a blank line. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
