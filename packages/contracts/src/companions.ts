/**
 * The companions that travel with an abstract (highlights, TL;DR, plain-language summary, title
 * ideas, AI-use statement): their limits, per venue where a venue sets its own, and the checks of
 * those limits. One home for the engine, the AI path's verification and the page. No zod here: the
 * engine and the page's editor import it.
 */
import { countWords } from './word-count.ts';

export const COMPANION_KEYS = [
  'highlights',
  'tldr',
  'plain_summary',
  'title_suggestions',
  'ai_statement',
] as const;
export type CompanionKey = (typeof COMPANION_KEYS)[number];

/** The companions as the response's `data` carries them; each is optional. */
export interface Companions {
  highlights?: string[];
  tldr?: string;
  plain_summary?: string;
  title_suggestions?: string[];
  ai_statement?: string;
}

export interface CompanionLimits {
  highlights: { min: number; max: number; maxChars: number; source: string };
  tldr: { maxWords: number; source: string };
  /** Words of the plain-language summary: aimed at `target`, accepted between min and max. */
  plainSummary: { target: number; min: number; max: number; source: string };
  titles: { count: number; maxWords: number };
  /** Flesch points by which the plain summary must read easier than the abstract. */
  readabilityGain: number;
}

/** Elsevier's highlights rule (3 to 5 bullets, 85 characters each with spaces): the common model. */
const DEFAULT_LIMITS: CompanionLimits = {
  highlights: { min: 3, max: 5, maxChars: 85, source: "Elsevier's highlights guidelines" },
  tldr: { maxWords: 30, source: 'one-sentence summaries as preprint servers show them' },
  plainSummary: {
    target: 150,
    min: 100,
    max: 200,
    source: 'the usual length of plain-language summaries',
  },
  titles: { count: 3, maxWords: 20 },
  readabilityGain: 5,
};

/**
 * Venues whose own rules differ from the default. PLOS asks for author summaries of 150 to 200
 * words; the others set no companion limits of their own, so the default applies.
 */
const VENUE_OVERRIDES: Record<string, Partial<CompanionLimits>> = {
  'plos-one': {
    plainSummary: { target: 175, min: 150, max: 200, source: "PLOS's author summary guidelines" },
  },
};

export function companionLimits(venue?: string): CompanionLimits {
  return { ...DEFAULT_LIMITS, ...(venue ? VENUE_OVERRIDES[venue] : undefined) };
}

/** Characters as a reader counts them (spaces included): code points, not UTF-16 units. */
export function countCharacters(text: string): number {
  return [...text.trim()].length;
}

/** Words a statement may not end on: an article, preposition or conjunction means it was cut. */
const CUT_ENDING =
  /\b(?:a|an|the|of|to|in|on|for|with|by|from|and|or|but|that|which|as|at|than|is|are|was|were|its|their|our)[.!?]$/iu;

/**
 * A whole statement: it starts with a capital letter or a digit, ends with a full stop (or ! ?),
 * has its brackets and quotes closed, does not end on a word that needs a continuation, and has at
 * least three words. Returns the problem, or undefined when the text is whole.
 */
export function wholeStatementProblem(text: string, language = 'en'): string | undefined {
  const t = text.trim();
  if (t === '') return 'it is empty';
  if (/…|\.\.\.$/u.test(t)) return 'it is cut off';
  if (!/[.!?。！？]["'”’)]*$/u.test(t)) return 'it does not end with a full stop';
  if (!/^[\p{Lu}\p{N}"“'‘(\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(t))
    return 'it does not start with a capital letter';
  if ((t.match(/\(/gu)?.length ?? 0) !== (t.match(/\)/gu)?.length ?? 0))
    return 'a bracket is not closed';
  if ((t.match(/"/gu)?.length ?? 0) % 2 !== 0) return 'a quotation mark is not closed';
  if (language === 'en' && CUT_ENDING.test(t)) return 'it ends mid-phrase';
  // "…the rate of b." is a sentence split at an abbreviated name ("b. pertussis").
  if (/(?:^|[\s(])\p{Ll}\.["'”’)]*$/u.test(t)) return 'it ends on an abbreviation';
  if (countWords(t, language) < 3) return 'it has fewer than 3 words';
  return undefined;
}

export interface CompanionProblem {
  key: CompanionKey;
  /** Index of the item for the list companions. */
  index?: number;
  message: string;
}

const ordinal = (i: number) => `${i + 1}`;

/** One highlight's problem (length or wholeness), or undefined. */
export function highlightProblem(
  text: string,
  limits: CompanionLimits,
  language = 'en',
): string | undefined {
  const chars = countCharacters(text);
  if (chars > limits.highlights.maxChars)
    return `has ${chars} characters; at most ${limits.highlights.maxChars} with spaces`;
  const whole = wholeStatementProblem(text, language);
  return whole ? `is not a whole statement (${whole})` : undefined;
}

export function tldrProblem(
  text: string,
  limits: CompanionLimits,
  language = 'en',
): string | undefined {
  const words = countWords(text, language);
  if (words > limits.tldr.maxWords) return `has ${words} words; at most ${limits.tldr.maxWords}`;
  const whole = wholeStatementProblem(text, language);
  if (whole) return `is not a whole sentence (${whole})`;
  const inner = text.trim().replace(/[.!?。！？]["'”’)]*$/u, '');
  if (/[.!?。！？]\s+\p{Lu}/u.test(inner)) return 'has more than one sentence';
  return undefined;
}

export function plainSummaryProblem(
  text: string,
  limits: CompanionLimits,
  language = 'en',
): string | undefined {
  const words = countWords(text, language);
  const { min, max } = limits.plainSummary;
  if (words < min || words > max) return `has ${words} words; ${min} to ${max}`;
  return undefined;
}

/**
 * Every limit of the companions present (characters, words, counts, whole statements), as
 * sentences both a model and a user understand. Absent companions are not checked.
 */
export function checkCompanions(
  companions: Companions,
  limits: CompanionLimits,
  language = 'en',
): CompanionProblem[] {
  const problems: CompanionProblem[] = [];
  const { highlights, tldr, plain_summary: plain, title_suggestions: titles } = companions;
  if (highlights) {
    const { min, max } = limits.highlights;
    if (highlights.length < min || highlights.length > max)
      problems.push({
        key: 'highlights',
        message: `There ${highlights.length === 1 ? 'is 1 highlight' : `are ${highlights.length} highlights`}; give ${min} to ${max}.`,
      });
    highlights.forEach((h, index) => {
      const problem = highlightProblem(h, limits, language);
      if (problem)
        problems.push({
          key: 'highlights',
          index,
          message: `Highlight ${ordinal(index)} ("${h}") ${problem}.`,
        });
    });
  }
  if (tldr !== undefined) {
    const problem = tldrProblem(tldr, limits, language);
    if (problem) problems.push({ key: 'tldr', message: `The TL;DR ${problem}.` });
  }
  if (plain !== undefined) {
    const problem = plainSummaryProblem(plain, limits, language);
    if (problem)
      problems.push({ key: 'plain_summary', message: `The plain-language summary ${problem}.` });
  }
  if (titles) {
    titles.forEach((title, index) => {
      const words = countWords(title, language);
      if (words > limits.titles.maxWords)
        problems.push({
          key: 'title_suggestions',
          index,
          message: `Title ${ordinal(index)} has ${words} words; at most ${limits.titles.maxWords}.`,
        });
    });
  }
  return problems;
}

/** What each editable companion is measured in, and its limit (the AI statement has none). */
const METERS: Partial<
  Record<CompanionKey, { unit: 'characters' | 'words'; limit: (limits: CompanionLimits) => number }>
> = {
  highlights: { unit: 'characters', limit: (limits) => limits.highlights.maxChars },
  tldr: { unit: 'words', limit: (limits) => limits.tldr.maxWords },
  plain_summary: { unit: 'words', limit: (limits) => limits.plainSummary.max },
  title_suggestions: { unit: 'words', limit: (limits) => limits.titles.maxWords },
};

/** What the page shows beside an editable companion: the count and its limit ("78/85"). */
export function companionMeter(
  key: CompanionKey,
  text: string,
  limits: CompanionLimits,
  language = 'en',
): { count: number; limit: number; unit: 'characters' | 'words'; over: boolean } | undefined {
  const meter = METERS[key];
  if (!meter) return undefined;
  const count = meter.unit === 'characters' ? countCharacters(text) : countWords(text, language);
  const limit = meter.limit(limits);
  return { count, limit, unit: meter.unit, over: count > limit };
}

/**
 * The warning when a plain-language summary does not read `gain` points easier than the abstract,
 * or undefined when it does. Reading ease is the product's readability score.
 */
export function readabilityGainWarning(
  plain: number,
  abstract: number,
  gain: number,
): string | undefined {
  const diff = plain - abstract;
  if (diff >= gain) return undefined;
  const how =
    diff >= 0
      ? `reads only ${diff} point${diff === 1 ? '' : 's'} easier than`
      : `reads ${-diff} point${diff === -1 ? '' : 's'} harder than`;
  return `The plain-language summary ${how} the abstract (reading ease ${plain} against ${abstract}; ${gain} or more easier is the aim).`;
}

/** The heading journals use for the declaration (Elsevier's, the common model). */
export const AI_STATEMENT_HEADING =
  'Declaration of generative AI and AI-assisted technologies in the writing process';

/**
 * A ready-to-paste declaration: which tool wrote the drafts (a provider and model, or the local
 * extractive engine and its version), what for, and that the authors checked them and answer for
 * the content. Our own wording, shaped as journals ask.
 */
export function buildAiStatement(
  tool: { kind: 'model'; provider: string; model: string } | { kind: 'engine'; version: string },
): string {
  const used =
    tool.kind === 'model'
      ? `the generative language model ${tool.model} (through the ${tool.provider} interface), run by Abstractly,`
      : `Abstractly's local extractive engine, version ${tool.version}, which selects and shortens the manuscript's own sentences and uses no generative language model,`;
  return (
    `${AI_STATEMENT_HEADING}. ` +
    `While preparing this manuscript, the author(s) used ${used} to draft the abstract, the highlights, a one-sentence summary and a plain-language summary from the manuscript's text. ` +
    'The author(s) checked every drafted passage against the manuscript, revised it where needed, and remain accountable for everything the article says.'
  );
}
