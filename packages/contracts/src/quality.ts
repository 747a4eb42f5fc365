/**
 * The quality score's weights and deductions: the engine computes the score with them
 * (packages/engine/src/measure/quality.ts) and the page states them ("How is this measured?").
 */

/**
 * The parts' weights (they sum to 1), chosen on the dev papers' train split so that the authors'
 * abstracts score above damaged copies of them (the engine's scripts/eval-quality.ts).
 */
export const QUALITY_WEIGHTS = {
  structure: 0.15,
  wordTargetFit: 0.05,
  keyTermCoverage: 0.1,
  sentenceOrder: 0.25,
  paperCoverage: 0.05,
  redundancy: 0.15,
  readability: 0.05,
  register: 0.2,
} as const;

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
  dangling: 15,
  redundant: 10,
  debris: 2,
  missingResult: 6,
} as const;
export const FULL_PRICE_NUMBERS = 2;
/** Debris counts up to this many times: a text full of glued words is one problem, not twenty. */
export const DEBRIS_COUNTED = 3;
/** Placeholders and undefined abbreviations count up to this many times. */
export const MINOR_COUNTED = 3;

/**
 * The weighted share s of the parts becomes 100·s^QUALITY_CURVE points: Excellent (90) takes 93% of
 * the parts, so an abstract that merely copies well-ordered sentences from across the paper (as an
 * extractive one does) is not Excellent by that alone. The curve keeps every abstract's rank.
 */
export const QUALITY_CURVE = 1.5;

/** Share of the order model in the sentence-order part when the paper is there to align with. */
export const ORDER_MODEL_SHARE = 0.6;
