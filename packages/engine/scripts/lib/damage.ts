/**
 * Damaged copies of an abstract: the quality score must rank the authors' own
 * abstract above each of them. Deterministic for a given seed, so every run scores the same texts.
 */
import { splitSentences } from '../../src/index.ts';

export const DAMAGES = [
  'sentences shuffled',
  'cut to two sentences',
  'unsupported number added',
  'citation markers added',
  "paper's first paragraphs",
] as const;
export type Damage = (typeof DAMAGES)[number];

/** mulberry32: a small seeded generator, so the damage is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NUMBER = /\d+(?:[.,]\d+)*/gu;

/** Puts `insert` before the sentence's final punctuation (or at its end). */
function beforeEnd(sentence: string, insert: string): string {
  const match = /[.!?。]\s*$/u.exec(sentence);
  return match
    ? sentence.slice(0, match.index) + insert + sentence.slice(match.index)
    : sentence + insert;
}

/**
 * The damaged copy, or undefined when this damage does not apply (one sentence cannot be
 * shuffled; an abstract of two sentences cannot be cut to two).
 */
export function damageAbstract(
  damage: Damage,
  paper: { abstract: string; body: string; language: string },
  random: () => number,
  countWords: (text: string) => number,
): string | undefined {
  const sentences = splitSentences(paper.abstract, paper.language);
  switch (damage) {
    case 'sentences shuffled': {
      if (sentences.length < 2) return undefined;
      const order = sentences.map((_, i) => i);
      // Fisher–Yates until the order differs from the original.
      do {
        for (let i = order.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [order[i], order[j]] = [order[j]!, order[i]!];
        }
      } while (order.every((v, i) => v === i));
      return order.map((i) => sentences[i]).join(' ');
    }
    case 'cut to two sentences':
      return sentences.length > 2 ? sentences.slice(0, 2).join(' ') : undefined;
    case 'unsupported number added': {
      const known = new Set(paper.body.match(NUMBER) ?? []);
      let value: string;
      do value = String(100 + Math.floor(random() * 9900));
      while (known.has(value) || paper.abstract.includes(value));
      const i = Math.floor(random() * sentences.length);
      const copy = [...sentences];
      copy[i] = beforeEnd(copy[i]!, ` (n = ${value})`);
      return copy.join(' ');
    }
    case 'citation markers added': {
      // Two sentences get a marker each: one numbered, one author–year.
      const copy = [...sentences];
      const first = Math.floor(random() * copy.length);
      copy[first] = beforeEnd(copy[first]!, ` [${1 + Math.floor(random() * 40)}]`);
      const second = (first + 1) % copy.length;
      copy[second] = beforeEnd(copy[second]!, ' (Smith et al., 2019)');
      return copy.join(' ');
    }
    case "paper's first paragraphs": {
      // The opening paragraphs (headings skipped), cut at the sentence nearest the same length.
      const goal = countWords(paper.abstract);
      const opening = paper.body
        .split(/\n\s*\n/u)
        .filter((p) => countWords(p) >= 12)
        .flatMap((p) => splitSentences(p.trim(), paper.language));
      const picked: string[] = [];
      let words = 0;
      for (const sentence of opening) {
        const n = countWords(sentence);
        if (words > 0 && Math.abs(words + n - goal) >= Math.abs(words - goal)) break;
        picked.push(sentence);
        words += n;
      }
      return picked.length > 0 ? picked.join(' ') : undefined;
    }
  }
}
