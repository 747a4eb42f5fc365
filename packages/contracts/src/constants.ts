/** Every business constant of seed §9 (and the client defaults of seed §3), named once. */

export const HISTORY_MAX_ITEMS = 10;
export const HISTORY_STORAGE_KEY = 'abstractHistory';
/** Not in the seed: where the form draft is kept between reloads (product.md "Nothing lost"). */
export const FORM_DRAFT_STORAGE_KEY = 'abstractFormDraft';

export const DEFAULT_WORD_COUNT_TARGET = 250;

export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
export const SLIDER_STEP = 5;
export const SLIDER_DEFAULT = 50;

export const PROGRESS_CAP = 90;
export const PROGRESS_TICK_MS = 200;
export const PROGRESS_RESET_MS = 1000;

export const MIN_CONTENT_CHARS = 200;

/** Quality colour bands: 90 and above green, 75 and above amber, lower red. */
export const QUALITY_BAND_GREEN = 90;
export const QUALITY_BAND_AMBER = 75;

export const TEXTAREA_MIN_HEIGHT_PX = 300;

export const SPEECH_RATE = 0.9;
export const SPEECH_PITCH = 1;

export const PROMO_SHEET_DELAY_MS = 2000;
export const PROMO_SHEET_SLIDE_MS = 1000;
export const PROMO_SHEET_OFFSET_PX = 300;
export const PROMO_SHEET_WIDTH_PX = 400;
export const PROMO_SHEET_SMALL_WIDTH_PERCENT = 95;

/** Seed §3: the client's fallbacks when a server does not send a value. */
export const DEFAULT_WORD_COUNT = 0;
export const DEFAULT_QUALITY_SCORE = 85;
export const DEFAULT_READABILITY_SCORE = 75;
export const FIXED_PLAGIARISM_SCORE = 5;
export const DEFAULT_STRUCTURE_SCORE = 8;
export const FIXED_SENTIMENT = { positivity: 75, neutrality: 85, objectivity: 90 } as const;

/** Progress labels of seed §4, with the upper bound (exclusive) each one applies below. */
export const PROGRESS_LABELS = [
  { below: 30, label: 'Analyzing content...' },
  { below: 60, label: 'Structuring abstract...' },
  { below: 90, label: 'Refining language...' },
  { below: Infinity, label: 'Finalizing...' },
] as const;
export const IMAGE_PROGRESS_LABEL = 'Analyzing uploaded image for visual context...';

/** Texts of seed §5 and §8. */
export const MESSAGES = {
  missingTitle: 'Missing Information',
  missingFields: 'Please fill in all required fields to generate an abstract.',
  generationFailedTitle: 'Generation Failed',
  generationFailedFallback: 'An error occurred while generating the abstract.',
  unsuccessfulFallback: 'Failed to generate abstract',
  successTitle: 'Abstract Generated Successfully',
  copied: 'Copied to Clipboard',
  imageProcessed: 'Image Processed',
  abstractLoaded: 'Abstract Loaded',
  abstractDeleted: 'Abstract Deleted',
  historyCleared: 'History Cleared',
  notFound: 'Oops! Page not found',
  returnHome: 'Return to Home',
  unexpectedError: 'Unexpected Application Error',
  noAbstract: 'No Abstract Generated',
  minimumRecommended: '(minimum 200 recommended)',
  downloadPremiumReport: 'Download Premium Report',
} as const;

/** 'Generated a N-word abstract with Q% quality score.' (seed §8). */
export function successDescription(wordCount: number, qualityScore: number): string {
  return `Generated a ${wordCount}-word abstract with ${qualityScore}% quality score.`;
}

/** The progress label for a progress value (seed §4 table). */
export function progressLabel(progress: number): string {
  return PROGRESS_LABELS.find((step) => progress < step.below)!.label;
}

/** 'green' at 90 and above, 'amber' at 75 and above, else 'red' (seed §9). */
export function qualityBand(score: number): 'green' | 'amber' | 'red' {
  if (score >= QUALITY_BAND_GREEN) return 'green';
  if (score >= QUALITY_BAND_AMBER) return 'amber';
  return 'red';
}
