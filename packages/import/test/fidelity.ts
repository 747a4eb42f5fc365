/**
 * How faithfully a reader gave back a paper's text, against the text it was made from: sentence
 * recall, word precision, and how much of what should have been left out (references, running
 * headers, footnotes) leaked in. Shared by the fidelity tests and scripts/pdf-fidelity.ts.
 */
import { NOTES_HEADING } from '@abstractly/contracts/text-patterns';

/** The imported text's body, and its notes: what follows the notes' heading. */
export function splitAtNotes(text: string): { body: string; notes: string } {
  const [body = '', notes = ''] = text.split(`\n\n${NOTES_HEADING}\n\n`);
  return { body, notes };
}

/** Lower case, letters and digits only, single spaces; ligatures and quotes unified. */
export function normalizeForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function wordsOf(text: string): string[] {
  return normalizeForMatch(text).split(' ').filter(Boolean);
}

function sentencesOf(text: string): string[] {
  return text
    .split(/\n\n+|(?<=[.!?]["”]?)\s+(?=["“]?[\p{Lu}\d])/u)
    .map(normalizeForMatch)
    .filter((sentence) => sentence.split(' ').length >= 3);
}

function ngrams(words: readonly string[], n: number): string[] {
  return words
    .slice(0, Math.max(0, words.length - n + 1))
    .map((_, i) => words.slice(i, i + n).join(' '));
}

export interface Fidelity {
  /** Share of the source's sentences found whole (after normalisation) in the text read. */
  sentenceRecall: number;
  /** Share of the words read that the source has (as a multiset: each source word counts once per use). */
  wordPrecision: number;
  /** Share of the source's words that were read (the same multiset match, the other way round). */
  wordRecall: number;
  /** Share of the noise items (references, headers, footnotes) that leaked: half their word trigrams found. */
  referencesLeaked: number;
  noiseLeaked: number;
}

/** Share of items found in `read` (leaked into it): at least half of their word trigrams appear in it. */
export function shareFound(items: readonly string[], read: string): number {
  if (!items.length) return 0;
  const readGrams = new Set(ngrams(wordsOf(read), 3));
  const leakedCount = items.filter((item) => {
    const grams = ngrams(wordsOf(item), 3);
    return grams.length > 0 && grams.filter((g) => readGrams.has(g)).length >= grams.length / 2;
  }).length;
  return leakedCount / items.length;
}

/**
 * Word recall and precision of `read` against `expected`, as multisets: a word read twice counts
 * twice only if the source has it twice.
 */
export function matchWords(read: readonly string[], expected: readonly string[]) {
  const available = new Map<string, number>();
  for (const word of expected) available.set(word, (available.get(word) ?? 0) + 1);
  let matched = 0;
  for (const word of read) {
    const left = available.get(word) ?? 0;
    if (left > 0) {
      matched++;
      available.set(word, left - 1);
    }
  }
  return {
    recall: expected.length ? matched / expected.length : 1,
    precision: read.length ? matched / read.length : 0,
  };
}

export function measureFidelity(
  read: string,
  source: { text: string; references: readonly string[]; noise: readonly string[] },
): Fidelity {
  const normalizedRead = normalizeForMatch(read);
  const sentences = sentencesOf(source.text);
  const found = sentences.filter((sentence) => normalizedRead.includes(sentence)).length;

  const words = matchWords(wordsOf(read), wordsOf(source.text));
  return {
    sentenceRecall: sentences.length ? found / sentences.length : 1,
    wordPrecision: words.precision,
    wordRecall: words.recall,
    referencesLeaked: shareFound(source.references, read),
    noiseLeaked: shareFound(source.noise, read),
  };
}
