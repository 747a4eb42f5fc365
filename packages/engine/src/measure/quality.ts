/** The quality score: structure, fit to the target, key terms, readability band, findings. */
import { WORD_TOLERANCE } from '@abstractly/contracts/plan';
import {
  DEBRIS_COUNTED,
  FULL_PRICE_NUMBERS,
  MINOR_COUNTED,
  ORDER_MODEL_SHARE,
  QUALITY_CURVE,
  QUALITY_DEDUCTIONS,
  QUALITY_WEIGHTS,
} from '@abstractly/contracts/quality';
import type { Language } from '../read/language.ts';
import type { StructureCheck } from '../types.ts';
import { clamp } from './clamp.ts';

/** Readability band each academic level is written for (ease scores); used by the quality score. */
export const READABILITY_TARGETS: Record<string, [number, number]> = {
  'high-school': [50, 80],
  undergraduate: [30, 60],
  graduate: [15, 50],
  phd: [0, 45],
  professional: [10, 50],
};

/**
 * The score below which an abstract is not labelled Excellent: the seed's green band (§9, 90;
 * contracts' QUALITY_BAND_GREEN, which the page shows as "90 and above"). An abstract with an
 * error-level finding stays under it.
 */
export const EXCELLENT_SCORE = 90;

/** The reader's findings an abstract has, by kind. */
export interface ReaderDefectCounts {
  dangling: number;
  redundant: number;
  debris: number;
  missingResult: boolean;
}

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
  /** Citation markers, figure/table/section pointers, pointers at the paper, a first opener leaning on nothing. */
  pointers: number;
  /** Extraction placeholders (@xmath, <dig>) and abbreviations not spelled out. */
  minorProblems: number;
  /** What a reader stops at (the reader's findings, check/reader-defects.ts). */
  readerDefects?: ReaderDefectCounts;
  /** abstractRegister (rank/register.ts) of the abstract's sentences, their mean (0–1). */
  register?: number;
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

/** How far past the ±10% window the fit falls to 0, over and under the target. */
const OVER_TARGET_SPAN = 0.4;
const UNDER_TARGET_SPAN = 0.8;

/** The register part: a mean register of REGISTER_FLOOR or less is 0, of REGISTER_FULL or more 1. */
const REGISTER_FLOOR = 0.25;
const REGISTER_FULL = 0.75;
const registerPart = (mean: number) =>
  clamp((mean - REGISTER_FLOOR) / (REGISTER_FULL - REGISTER_FLOOR), 0, 1);

/** Points off for what a reader stops at (QUALITY_DEDUCTIONS; debris counted up to DEBRIS_COUNTED). */
function readerDeduction(r: ReaderDefectCounts | undefined): number {
  if (!r) return 0;
  const D = QUALITY_DEDUCTIONS;
  return (
    D.dangling * r.dangling +
    D.redundant * r.redundant +
    D.debris * Math.min(r.debris, DEBRIS_COUNTED) +
    (r.missingResult ? D.missingResult : 0)
  );
}

/**
 * Quality score 0–100: the weighted share of eight measured parts (each 0–1, weights
 * QUALITY_WEIGHTS), raised to QUALITY_CURVE, minus deductions.
 *   structure completeness (share of background, methods, results, conclusions present);
 *   word-target fit (1 within ±10% of the target, falling linearly to 0 at +50% and at −90%;
 *     1 without a target);
 *   key-term coverage (half: share of the source's 10 top key terms in the abstract; half: the
 *     same for the key terms of the source's last two thirds, so the whole paper is summarised);
 *   sentence order (ORDER_MODEL_SHARE of scoreSentenceOrder in order.ts, a model trained on real
 *     abstracts, background first and conclusions last; the rest from agreement with the paper's
 *     own order, alignment.ts);
 *   paper coverage (how far apart in the paper the abstract's best-matched sentences are: an
 *     abstract of the introduction alone covers little);
 *   redundancy (1 − how far the most similar sentence pair exceeds a cosine of 0.3, scaled);
 *   readability fit (1 inside the academic level's band, −1/30 per point outside);
 *   register (how much the sentences read as an abstract's rather than a paper body's, rank/register.ts).
 * Without the paper, key-term coverage and paper coverage are not measured and the other parts'
 * weights are scaled up to sum to 1, and the order is the model's alone.
 * Deductions (QUALITY_DEDUCTIONS): 3 points for each of the first two numbers not in the source
 * and 2 for each further one; 4 per citation marker, figure/table/section pointer, pointer at the
 * paper ("in this section") or first opener leaning on nothing; 1 per placeholder or abbreviation
 * not spelled out (up to MINOR_COUNTED); and the reader's findings:
 * 15 per sentence leaning on text that is not there, 10 per point made twice, 2 per piece of
 * debris (up to DEBRIS_COUNTED), 6 when no result is reported.
 * With an error-level finding, scores above ERROR_KNEE are compressed to stay under
 * EXCELLENT_SCORE (100 → 89, 90 → 84.5), keeping their order.
 * Validated against blind readers' verdicts (scripts/eval-readers.ts) and by ranking the authors'
 * abstract above damaged copies of it (scripts/eval-quality.ts).
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
  // Over the target falls to 0 at +50%; under it, at -90%: a venue's limit is a ceiling, and a
  // reader minds a long abstract more than a short one.
  const under = q.target !== undefined && q.words < q.target;
  const slope = under ? UNDER_TARGET_SPAN : OVER_TARGET_SPAN;
  const fit =
    deviation <= WORD_TOLERANCE ? 1 : clamp(1 - (deviation - WORD_TOLERANCE) / slope, 0, 1);
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
    [q.register === undefined ? undefined : registerPart(q.register), W.register],
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
    ...(q.register === undefined ? {} : { abstract_register: two(registerPart(q.register)) }),
    numbers_not_in_source: q.unsupportedNumbers,
  };
  const D = QUALITY_DEDUCTIONS;
  const deducted =
    100 * (sum / weightSum) ** QUALITY_CURVE -
    D.unsupportedNumber * Math.min(q.unsupportedNumbers, FULL_PRICE_NUMBERS) -
    D.furtherUnsupportedNumber * Math.max(0, q.unsupportedNumbers - FULL_PRICE_NUMBERS) -
    D.pointer * q.pointers -
    D.minor * Math.min(q.minorProblems, MINOR_COUNTED) -
    readerDeduction(q.readerDefects);
  const unrounded = clamp(deducted, 0, 100);
  const held =
    q.hasError && unrounded > ERROR_KNEE
      ? ERROR_KNEE + (unrounded - ERROR_KNEE) * ERROR_SLOPE
      : unrounded;
  return { score: Math.round(held), breakdown };
}
