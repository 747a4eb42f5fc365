/**
 * Damaged copies of an abstract: the quality score must rank the authors' own
 * abstract above each of them. Deterministic for a given seed, so every run scores the same texts.
 */
import { readSentences, splitSentences } from '../../src/index.ts';
import { findLeans, pointOf, reportsResult, samePoint } from '../../src/sentence/reader-cues.ts';

export const DAMAGES = [
  'sentences shuffled',
  'cut to two sentences',
  'unsupported number added',
  'citation markers added',
  "paper's first paragraphs",
  'dangling sentence added',
  'point made twice',
  'pointer into the paper added',
  'debris added',
  'result removed',
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

/** The damaged copy with where the damage stands, when that is known (the reader damages). */
export function damageWithSpan(
  damage: Damage,
  paper: { abstract: string; body: string; language: string },
  random: () => number,
  countWords: (text: string) => number,
): ReaderDamage | undefined {
  if ((READER_DAMAGES as readonly string[]).includes(damage))
    return readerDamage(damage, splitSentences(paper.abstract, paper.language), paper, random);
  const text = damageAbstract(damage, paper, random, countWords);
  return text === undefined ? undefined : { text };
}

/** The damages the reader panel saw in the engine's abstracts. */
export const READER_DAMAGES = [
  'dangling sentence added',
  'point made twice',
  'pointer into the paper added',
  'debris added',
  'result removed',
] as const;

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
    case 'dangling sentence added':
    case 'point made twice':
    case 'pointer into the paper added':
    case 'debris added':
    case 'result removed':
      return readerDamage(damage, sentences, paper, random)?.text;
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

/** Where a damage put its text in the copy (for "a finding marks the damage"), or none for a removal. */
export interface ReaderDamage {
  text: string;
  /** The damaged span: [start, end) offsets into `text`. */
  span?: { start: number; end: number };
}

const pick = <T>(list: readonly T[], random: () => number): T | undefined =>
  list.length === 0 ? undefined : list[Math.floor(random() * list.length)];

/** Puts `insert` as a sentence of its own after sentence `at` (or first), returning its span. */
function insertSentence(sentences: string[], at: number, insert: string): ReaderDamage {
  const before = sentences.slice(0, at + 1).join(' ');
  const start = before ? before.length + 1 : 0;
  const text = [...sentences.slice(0, at + 1), insert, ...sentences.slice(at + 1)].join(' ');
  return { text, span: { start, end: start + insert.length } };
}

/** Glued words, table cells, a placeholder, a cut citation: the debris the reader panel saw. */
const DEBRIS: ((sentence: string) => string)[] = [
  (s) => s.replace(/\b(\p{Ll}{2,})\s+(\p{Ll}{4,})\b/u, '$1$2'),
  (s) => s.replace(/([.!?])?$/u, ' 0.81 0.79 0.85$1'),
  (s) => s.replace(/([.!?])?$/u, ', as stated in Theorem REF$1'),
  (s) => s.replace(/\b(\p{Ll}{4,})\b/u, '$1 proposed by as'),
];

/**
 * The damages the reader panel saw in the engine's abstracts, done to the authors' own: each
 * returns the damaged copy and where the damage stands, or undefined where it does not apply.
 */
export function readerDamage(
  damage: Damage,
  sentences: string[],
  paper: { abstract: string; body: string; language: string },
  random: () => number,
): ReaderDamage | undefined {
  const paperSentences = readSentences(paper.body).map((s) => s.text);
  const at = Math.floor(random() * sentences.length);
  switch (damage) {
    case 'dangling sentence added': {
      // A sentence of the paper that leans on the one before it there.
      const leaning = paperSentences.filter(
        (s) => s.length < 300 && findLeans(s, '', paper.language, { strict: false }).length > 0,
      );
      const insert = pick(leaning, random);
      return insert === undefined ? undefined : insertSentence(sentences, at, insert);
    }
    case 'point made twice': {
      // The paper's sentence that makes the point of one of the abstract's sentences again.
      const points = sentences.map((s) => pointOf(s, paper.language));
      const again = paperSentences.filter(
        (s) =>
          !sentences.includes(s) && points.some((p) => samePoint(p, pointOf(s, paper.language))),
      );
      const insert = pick(again, random);
      return insert === undefined
        ? undefined
        : insertSentence(sentences, sentences.length - 1, insert);
    }
    case 'pointer into the paper added': {
      const copy = [...sentences];
      const pointer = pick([' (see Section 3)', ', as shown in Table 2', ' (Fig. 4)'], random)!;
      const target = copy[at]!;
      const end = /[.!?]$/u.test(target) ? target.length - 1 : target.length;
      copy[at] = target.slice(0, end) + pointer + target.slice(end);
      const start = copy.slice(0, at).join(' ').length + (at > 0 ? 1 : 0) + end;
      return { text: copy.join(' '), span: { start, end: start + pointer.length } };
    }
    case 'debris added': {
      const copy = [...sentences];
      const damaged = pick(DEBRIS, random)!(copy[at]!);
      if (damaged === copy[at]) return undefined;
      copy[at] = damaged;
      const start = copy.slice(0, at).join(' ').length + (at > 0 ? 1 : 0);
      return { text: copy.join(' '), span: { start, end: start + damaged.length } };
    }
    case 'result removed': {
      const kept = sentences.filter((s) => !reportsResult(s));
      if (kept.length === sentences.length || kept.length === 0) return undefined;
      return { text: kept.join(' ') };
    }
    default:
      return undefined;
  }
}
