/** Measured scores of product.md: readability, structure check, overlap, numbers, quality. */
import { WORD_TOLERANCE } from '@abstractly/contracts/plan';
import { syllable } from 'syllable';
import type { Language } from './language.ts';
import { classifyRole, topRole, type Role } from './roles.ts';
import { countWords, splitSentences, terms } from './segment.ts';
import { cosine, termCounts } from './vectors.ts';
import type { StructureCheck } from './types.ts';

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Vowel groups per language (English has its own counter). */
const VOWEL_GROUPS: Record<string, RegExp> = {
  en: /[aeiouy]+/gu,
  es: /[aeiouáéíóúü]+/gu,
  fr: /[aeiouyàâäéèêëîïôöùûüœ]+/gu,
  de: /[aeiouyäöü]+/gu,
  ru: /[аеёиоуыэюя]/gu,
};

/**
 * Syllables of a word. English: wooorm's `syllable` (its exceptions and suffix rules count "based"
 * and "used" as one, "associated" as five: right on 66 of the 70 words most often counted
 * differently in the dev abstracts, where vowel groups were right on 4). Other languages: vowel groups.
 */
export function countSyllables(word: string, language = 'en'): number {
  if (language === 'en') return Math.max(1, syllable(word));
  let w = word.toLowerCase();
  if (language === 'fr' && w.length > 3) w = w.replace(/e(s|nt)?$/u, '');
  const groups = w.match(VOWEL_GROUPS[language] ?? VOWEL_GROUPS.en!)?.length ?? 0;
  return Math.max(1, groups);
}

/**
 * Reading ease, 0–100 (higher = easier), by each language's own formula, with W/S = words per
 * sentence and Syl/W = syllables per word:
 *   en Flesch (1948):               206.835 − 1.015·W/S − 84.6·Syl/W
 *   es Fernández Huerta (1959):     206.84 − 0.60·(100·Syl/W) − 1.02·(100·S/W)
 *   fr Kandel & Moles (1958):       207 − 1.015·W/S − 73.6·Syl/W
 *   de Amstad (1978):               180 − W/S − 58.5·Syl/W
 *   ru Oborneva (2006):             206.835 − 1.3·W/S − 60.1·Syl/W
 *   zh, ja (no syllable formula; ours, character-based): 100 − 1.2·(characters per sentence − 20)
 *     − 40·max(0, share of Han characters − 0.5); a 20-character sentence of mostly kana or
 *     short clauses reads as easy, long Han-dense sentences as hard.
 */
export function scoreReadability(text: string, language: string = 'en'): number {
  const sentences = Math.max(1, splitSentences(text, language).length);
  if (language === 'zh' || language === 'ja') {
    const chars = [...text.replace(/[\s\p{P}]/gu, '')];
    if (chars.length === 0) return 0;
    const han = chars.filter((c) => /\p{Script=Han}/u.test(c)).length / chars.length;
    return Math.round(
      clamp(100 - 1.2 * (chars.length / sentences - 20) - 40 * Math.max(0, han - 0.5), 0, 100),
    );
  }
  const words = terms(text, language).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return 0;
  const wps = words.length / sentences;
  const spw = words.reduce((sum, w) => sum + countSyllables(w, language), 0) / words.length;
  const formulas: Record<string, number> = {
    en: 206.835 - 1.015 * wps - 84.6 * spw,
    es: 206.84 - 0.6 * (100 * spw) - 1.02 * ((100 * sentences) / words.length),
    fr: 207 - 1.015 * wps - 73.6 * spw,
    de: 180 - wps - 58.5 * spw,
    ru: 206.835 - 1.3 * wps - 60.1 * spw,
  };
  return Math.round(clamp(formulas[language] ?? formulas.en!, 0, 100));
}

/** Canonical order of roles in an abstract, for the coherence score. */
const ROLE_ORDER: Record<Role, number> = {
  background: 0,
  objective: 1,
  methods: 2,
  results: 3,
  conclusions: 4,
};

/** Roles of an abstract's sentences (the classifier knows each sentence's position here). */
export function abstractRoles(sentences: string[]): Role[] {
  const last = Math.max(1, sentences.length - 1);
  return sentences.map((s, i) => topRole(classifyRole(s, i / last)));
}

/**
 * Structure check (seed §3) from the role classifier, and three 1–10 scores:
 *   clarity  = 10 − max(0, L − 25)/3 − max(0, 12 − L)/2 − 4·(share of sentences over 40 words),
 *              L = mean words per sentence;
 *   academic tone = 10 − 3·(share of sentences with contractions, "!" or "?")
 *              − 2·(share with first-person singular) − 2·(share of informal words: "a lot", "stuff", "really", "very");
 *   coherence = 3 + 4·(share of adjacent sentence pairs whose roles do not go backwards)
 *              + 3·min(1, mean content cosine of adjacent sentences / 0.12).
 */
export function checkStructure(abstract: string, language = 'en'): StructureCheck {
  const sentences = splitSentences(abstract.replace(/^[^\n:]{2,60}:\s*/gmu, ''), language);
  const roles = abstractRoles(sentences);
  const has = (...wanted: Role[]) => roles.some((r) => wanted.includes(r));
  const lengths = sentences.map((s) => countWords(s, language));
  const n = Math.max(1, sentences.length);
  const meanLength = lengths.reduce((a, b) => a + b, 0) / n;
  const clarity =
    10 -
    Math.max(0, meanLength - 25) / 3 -
    Math.max(0, 12 - meanLength) / 2 -
    (4 * lengths.filter((l) => l > 40).length) / n;
  const share = (pattern: RegExp) => sentences.filter((s) => pattern.test(s)).length / n;
  const tone =
    10 -
    3 * share(/\b\w+'(t|re|ll|ve|d|m)\b|[!?]/u) -
    2 * share(/\b(I|me|my|mine)\b/u) -
    2 * share(/\b(a lot|lots of|stuff|really|very|pretty much|kind of|sort of)\b/iu);
  let ordered = 0;
  let similarity = 0;
  const vectors = sentences.map((s) => termCounts(terms(s, language), (t) => t.length > 3));
  for (let i = 1; i < sentences.length; i++) {
    if (ROLE_ORDER[roles[i]!] >= ROLE_ORDER[roles[i - 1]!]) ordered++;
    similarity += cosine(vectors[i - 1]!, vectors[i]!);
  }
  const pairs = Math.max(1, sentences.length - 1);
  const coherence =
    sentences.length < 2
      ? 5
      : 3 + (4 * ordered) / pairs + 3 * Math.min(1, similarity / pairs / 0.12);
  const round = (x: number) => Math.round(clamp(x, 1, 10) * 10) / 10;
  return {
    has_background: has('background', 'objective'),
    has_methods: has('methods'),
    has_results: has('results'),
    has_conclusions: has('conclusions'),
    clarity_score: round(clarity),
    academic_tone_score: round(tone),
    coherence_score: round(coherence),
  };
}

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
  const sourceGrams = new Set(grams(terms(source, language)));
  const copied = abstractGrams.filter((g) => sourceGrams.has(g)).length;
  return Math.round((copied / abstractGrams.length) * 100) / 100;
}

/** A number: a digit run with inner separators ("3", "12.5", "1,000"). */
export const NUMBER_PATTERN = /\d+(?:[.,]\d+)*/gu;

/** Numbers (digit runs with inner separators) in the abstract that do not occur in the source. */
export function findUnsupportedNumbers(abstract: string, source: string): string[] {
  const known = new Set(source.match(NUMBER_PATTERN) ?? []);
  return [...new Set(abstract.match(NUMBER_PATTERN) ?? [])].filter((n) => !known.has(n));
}

/** Readability band each academic level is written for (ease scores); used by the quality score. */
export const READABILITY_TARGETS: Record<string, [number, number]> = {
  'high-school': [50, 80],
  undergraduate: [30, 60],
  graduate: [15, 50],
  phd: [0, 45],
  professional: [10, 50],
};

/**
 * The score below which an abstract is not labelled Excellent: the seed's green band (§9, 90),
 * which the page calls Excellent. An abstract with an error-level finding stays under it.
 */
export const EXCELLENT_SCORE = 90;

export interface QualityInputs {
  structure: StructureCheck;
  words: number;
  /** The word target; undefined when none was given (the fit part is then 1). */
  target: number | undefined;
  keyTerms: string[];
  /** Key terms of the source's last two thirds (its methods, results and conclusions, mostly). */
  laterKeyTerms: string[];
  abstractTerms: Set<string>;
  unsupportedNumbers: number;
  /** Citation markers, figure/table/section pointers and a first sentence leaning on nothing. */
  pointers: number;
  /** Extraction placeholders (@xmath, <dig>) and abbreviations not spelled out. */
  minorProblems: number;
  /** scoreSentenceOrder (order.ts) of the abstract's sentences. */
  sentenceOrder: number;
  /** alignToPaper (alignment.ts): agreement with the paper's order; undefined without a paper. */
  paperOrder: number | undefined;
  /** alignToPaper: how much of the paper the abstract spans; undefined without a paper. */
  paperCoverage: number | undefined;
  maxPairSimilarity: number;
  readability: number;
  academicLevel: string;
  language: Language;
  /** Whether a finding of error severity was made (an unsupported number, a broken venue rule…). */
  hasError: boolean;
}

/**
 * With an error-level finding, the top of the scale is compressed: above ERROR_KNEE each point
 * counts ERROR_SLOPE, so 100 becomes 89 (never Excellent) while two abstracts with an error keep
 * their order (a plain cap at 89 would tie them) and a weak abstract is not pushed lower.
 */
export const ERROR_KNEE = 80;
export const ERROR_SLOPE = (EXCELLENT_SCORE - 1 - ERROR_KNEE) / (100 - ERROR_KNEE);

/**
 * Points taken off per problem found in the text (after the weighted parts). Numbers not in the
 * source cost full points for the first FULL_PRICE_NUMBERS only: a paper whose tables were lost in
 * extraction leaves many of its authors' own figures unsupported, and the error finding already
 * keeps such an abstract from Excellent.
 */
export const QUALITY_DEDUCTIONS = {
  unsupportedNumber: 3,
  furtherUnsupportedNumber: 2,
  pointer: 4,
  minor: 1,
} as const;
const FULL_PRICE_NUMBERS = 2;

/**
 * The parts' weights (they sum to 1). Chosen on the dev papers' train split only
 * (scripts/eval-quality.ts --split train; README "Does the quality score track quality?").
 */
export const QUALITY_WEIGHTS = {
  structure: 0.1,
  wordTargetFit: 0.15,
  keyTermCoverage: 0.1,
  sentenceOrder: 0.4,
  paperCoverage: 0.15,
  redundancy: 0.05,
  readability: 0.05,
} as const;

/** Share of the order model in the sentence-order part when the paper is there to align with. */
export const ORDER_MODEL_SHARE = 0.2;

/**
 * The weighted share s of the parts becomes 100·s^QUALITY_CURVE points: Excellent (90) takes 93% of
 * the parts, so an abstract that merely copies well-ordered sentences from across the paper (as an
 * extractive one does) is not Excellent by that alone. The curve keeps every abstract's rank.
 */
export const QUALITY_CURVE = 1.5;

/**
 * Quality score 0–100: the weighted share of seven measured parts (each 0–1, weights
 * QUALITY_WEIGHTS), raised to QUALITY_CURVE, minus deductions.
 *   structure completeness (share of background, methods, results, conclusions present);
 *   word-target fit (1 within ±10% of the target, falling linearly to 0 at ±50%; 1 without a target);
 *   key-term coverage (half: share of the source's 10 top key terms in the abstract; half: the
 *     same for the key terms of the source's last two thirds, so the whole paper is summarised);
 *   sentence order (ORDER_MODEL_SHARE of scoreSentenceOrder in order.ts, a model trained on real
 *     abstracts, background first and conclusions last; the rest from agreement with the paper's
 *     own order, alignment.ts);
 *   paper coverage (how far apart in the paper the abstract's best-matched sentences are: an
 *     abstract of the introduction alone covers little);
 *   redundancy (1 − how far the most similar sentence pair exceeds a cosine of 0.3, scaled);
 *   readability fit (1 inside the academic level's band, −1/30 per point outside).
 * Without the paper, key-term coverage and paper coverage are not measured and the other parts'
 * weights are scaled up to sum to 1, and the order is the model's alone.
 * Deductions: 3 points for each of the first two numbers not in the source and 2 for each further
 * one, 4 per citation marker, figure/table/section pointer or dangling first opener, 1 per
 * placeholder or abbreviation not spelled out.
 * With an error-level finding, scores above ERROR_KNEE are compressed to stay under
 * EXCELLENT_SCORE (100 → 89, 90 → 84.5), keeping their order.
 * Validated by scripts/eval-quality.ts (the authors' abstract against damaged copies; README).
 */
export function scoreQuality(q: QualityInputs): {
  score: number;
  breakdown: Record<string, number>;
} {
  const s = q.structure;
  const structure =
    [s.has_background, s.has_methods, s.has_results, s.has_conclusions].filter(Boolean).length / 4;
  const deviation =
    q.target === undefined ? 0 : Math.abs(q.words - q.target) / Math.max(1, q.target);
  const fit = deviation <= WORD_TOLERANCE ? 1 : clamp(1 - (deviation - WORD_TOLERANCE) / 0.4, 0, 1);
  const share = (list: string[]) => {
    const top = list.slice(0, 10);
    return top.filter((t) => q.abstractTerms.has(t)).length / top.length;
  };
  const coverage =
    q.keyTerms.length === 0
      ? undefined
      : (share(q.keyTerms) + (q.laterKeyTerms.length ? share(q.laterKeyTerms) : 1)) / 2;
  const order =
    q.paperOrder === undefined
      ? q.sentenceOrder
      : ORDER_MODEL_SHARE * q.sentenceOrder + (1 - ORDER_MODEL_SHARE) * q.paperOrder;
  const redundancy = clamp(1 - Math.max(0, q.maxPairSimilarity - 0.3) / 0.5, 0, 1);
  const [lo, hi] = READABILITY_TARGETS[q.academicLevel] ?? [10, 60];
  const outside =
    q.readability < lo ? lo - q.readability : q.readability > hi ? q.readability - hi : 0;
  const readability = clamp(1 - outside / 30, 0, 1);
  const W = QUALITY_WEIGHTS;
  // Each measured part with its weight; a part that needs the paper is left out without one.
  const parts: [number | undefined, number][] = [
    [structure, W.structure],
    [fit, W.wordTargetFit],
    [coverage, W.keyTermCoverage],
    [order, W.sentenceOrder],
    [q.paperCoverage, W.paperCoverage],
    [redundancy, W.redundancy],
    [readability, W.readability],
  ];
  let weightSum = 0;
  let sum = 0;
  for (const [value, weight] of parts)
    if (value !== undefined) {
      sum += weight * value;
      weightSum += weight;
    }
  const two = (x: number) => Math.round(x * 100) / 100;
  const breakdown: Record<string, number> = {
    structure_completeness: structure,
    word_target_fit: two(fit),
    ...(coverage === undefined ? {} : { key_term_coverage: two(coverage) }),
    sentence_order: two(order),
    ...(q.paperCoverage === undefined ? {} : { paper_coverage: two(q.paperCoverage) }),
    redundancy: two(redundancy),
    readability_fit: two(readability),
    numbers_not_in_source: q.unsupportedNumbers,
  };
  const D = QUALITY_DEDUCTIONS;
  const deducted =
    100 * (sum / weightSum) ** QUALITY_CURVE -
    D.unsupportedNumber * Math.min(q.unsupportedNumbers, FULL_PRICE_NUMBERS) -
    D.furtherUnsupportedNumber * Math.max(0, q.unsupportedNumbers - FULL_PRICE_NUMBERS) -
    D.pointer * q.pointers -
    D.minor * q.minorProblems;
  const unrounded = clamp(deducted, 0, 100);
  const held =
    q.hasError && unrounded > ERROR_KNEE
      ? ERROR_KNEE + (unrounded - ERROR_KNEE) * ERROR_SLOPE
      : unrounded;
  return { score: Math.round(held), breakdown };
}
