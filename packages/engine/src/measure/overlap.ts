/** How much of an abstract is copied verbatim from its source. */
import { terms } from '../read/segment.ts';

/**
 * Share of the abstract's word 8-grams that occur verbatim in the source (0–1, two decimals).
 * Each 8-gram is a number (two polynomial hashes of its word ids), so the source's set stays small.
 */
export function measureSourceOverlap(abstract: string, source: string, language = 'en'): number {
  const ids = new Map<string, number>();
  const id = (word: string) => {
    let found = ids.get(word);
    if (found === undefined) ids.set(word, (found = ids.size + 1));
    return found;
  };
  const grams = (words: string[]) => {
    const codes = words.map(id);
    const out: number[] = [];
    for (let i = 0; i + 8 <= codes.length; i++) {
      // Two 26-bit polynomial hashes side by side: every step stays below 2^53, so exact.
      let h1 = 0;
      let h2 = 0;
      for (let k = 0; k < 8; k++) {
        h1 = (h1 * 1_000_003 + codes[i + k]!) % 67_108_859;
        h2 = (h2 * 999_983 + codes[i + k]!) % 67_108_837;
      }
      out.push(h1 * 67_108_864 + h2);
    }
    return out;
  };
  const abstractWords = terms(abstract, language);
  if (abstractWords.length < 8) return 0;
  const abstractGrams = grams(abstractWords);
  // Only the paper's runs of 8 words the abstract uses can be copied: the others are not hashed.
  const sourceGrams = new Set<number>();
  let run: string[] = [];
  for (const word of terms(source, language)) {
    if (ids.has(word)) {
      run.push(word);
      continue;
    }
    if (run.length >= 8) for (const g of grams(run)) sourceGrams.add(g);
    run = [];
  }
  if (run.length >= 8) for (const g of grams(run)) sourceGrams.add(g);
  const copied = abstractGrams.filter((g) => sourceGrams.has(g)).length;
  return Math.round((copied / abstractGrams.length) * 100) / 100;
}
