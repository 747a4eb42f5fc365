/**
 * Composition per style and venue (product.md "abstract_style"): which sentences
 * each style wants, how much of the budget each part gets, and how the result is laid out.
 */
import { wordBounds } from '@abstractly/contracts/plan';
import type { Role } from '../rank/roles.ts';
import { selectForBudget, type Candidate, type SelectOptions } from './select.ts';
import { countWords } from '../read/segment.ts';
import type { Headings } from './venues.ts';

/** What the composer knows about each candidate beyond its text and score. */
export interface CandidateInfo {
  role: Role;
  hasNumber: boolean;
  /** 0–1: numbers, methods and key terms (technicality_level and the technical version prefer it). */
  technical: number;
  /** 0–1: short sentences of short words (high-school level prefers it). */
  simple: number;
  /** States a limitation, weakness or evaluation of the work (critical style). */
  limitation: boolean;
  /** Reports a finding (descriptive style leaves these out). */
  resultLike: boolean;
}

export interface ComposeRequest {
  candidates: Candidate[];
  info: Map<number, CandidateInfo>;
  style: string;
  budget: number;
  language: string;
  select: SelectOptions;
  headings: Headings;
  /** Extra preference, in score standard deviations per unit of `technical` / `simple`. */
  technicalWeight: number;
  simpleWeight: number;
  /**
   * Edits of the chosen sentences (sentence/voice.ts), given and returned in the order the
   * abstract shows them; the layout joins what it returns, so each sentence stays whole.
   */
  edit?: (sentences: string[]) => string[];
}

export interface Composition {
  text: string;
  /** The chosen sentences in source order, their text as the abstract shows it (edited). */
  sentences: Candidate[];
  /** Structured style: the heading of each group that has content, in order. */
  sections?: { heading: string; sentences: string[] }[];
}

/** Structured groups in order, with their share of the budget. */
const STRUCTURE: { key: Exclude<keyof Headings, 'objective'>; roles: Role[]; share: number }[] = [
  { key: 'background', roles: ['background', 'objective'], share: 0.25 },
  { key: 'methods', roles: ['methods'], share: 0.25 },
  { key: 'results', roles: ['results'], share: 0.3 },
  { key: 'conclusions', roles: ['conclusions'], share: 0.2 },
];

/** A percentage, a p-value, a ± spread or a fold change: numbers that report a finding. */
const STATISTIC = /%|\bp\s*[<=>]|±|\bfold\b/iu;

/**
 * Score (in standard deviations) taken from a sentence the style does not want: more than any
 * ranking difference, so such sentences come only after every sentence the style wants.
 */
const OUTSIDE_STYLE = 100;

/**
 * Whether a sentence reports a finding, which a descriptive abstract leaves out. A number in a
 * background or methods sentence (a sample size, a count of datasets) says what the work covers;
 * in a conclusion, or with a statistic, it reports a finding.
 */
export function reportsFinding(info: CandidateInfo, text: string): boolean {
  const reportsNumber = info.hasNumber && (info.role === 'conclusions' || STATISTIC.test(text));
  return info.resultLike || reportsNumber || info.role === 'results';
}

/** Candidates with scores in standard deviations, and the ranker's standard deviation they were divided by. */
interface Adjusted {
  candidates: Candidate[];
  sd: number;
}

/** Rescales scores to mean 0, standard deviation 1, so that style bonuses mean the same everywhere. */
function standardise(candidates: Candidate[]): Adjusted {
  const n = Math.max(1, candidates.length);
  const mean = candidates.reduce((s, c) => s + c.score, 0) / n;
  const sd = Math.sqrt(candidates.reduce((s, c) => s + (c.score - mean) ** 2, 0) / n) || 1;
  return { candidates: candidates.map((c) => ({ ...c, score: (c.score - mean) / sd })), sd };
}

/** Adjusted candidates per candidate list and preference, reused across a version's re-aimed attempts. */
const adjustedCache = new WeakMap<Candidate[], Map<string, Adjusted>>();

function adjust(request: ComposeRequest): Adjusted {
  const key = `${request.style}|${request.technicalWeight}|${request.simpleWeight}`;
  let byKey = adjustedCache.get(request.candidates);
  if (!byKey) adjustedCache.set(request.candidates, (byKey = new Map()));
  let found = byKey.get(key);
  if (!found) byKey.set(key, (found = computeAdjusted(request)));
  return found;
}

function computeAdjusted(request: ComposeRequest): Adjusted {
  const { info, style } = request;
  const standardised = standardise(request.candidates);
  const candidates = standardised.candidates.flatMap((c) => {
    const i = info.get(c.index)!;
    let score = c.score + request.technicalWeight * i.technical + request.simpleWeight * i.simple;
    if (style === 'descriptive') {
      // What the work covers, no results (product.md). A sentence that reports a finding goes to
      // the end of the queue: taken only when the others cannot fill the word target.
      if (reportsFinding(i, c.text)) score -= OUTSIDE_STYLE;
      else if (i.role !== 'conclusions') score += 0.3;
    }
    if (style === 'informative') {
      if (i.role === 'results' && i.hasNumber) score += 0.6;
      if (i.role === 'objective' || i.role === 'methods') score += 0.3;
    }
    if (style === 'critical' && i.limitation) score += 1.2;
    return [{ ...c, score }];
  });
  return { candidates, sd: standardised.sd };
}

/** Greedy picks inside each role group up to its share, then a global fill to the budget. */
function selectWithQuotas(
  candidates: Candidate[],
  request: ComposeRequest,
  budget: number,
): Candidate[] {
  const groupOf = (c: Candidate) =>
    STRUCTURE.findIndex((g) => g.roles.includes(request.info.get(c.index)!.role));
  const present = STRUCTURE.map((_, g) => candidates.some((c) => groupOf(c) === g));
  const totalShare = STRUCTURE.reduce((s, g, k) => s + (present[k] ? g.share : 0), 0) || 1;
  const initial: Candidate[] = [];
  STRUCTURE.forEach((group, g) => {
    if (!present[g]) return;
    const quota = (budget * group.share) / totalShare;
    // Only sentences that rank above the average: a quota is no reason to take a weak sentence.
    const inGroup = candidates.filter((c) => groupOf(c) === g && c.score >= 0);
    initial.push(...selectForBudget(inGroup, quota, { ...request.select, fill: 0.9 }));
  });
  // Quotas may overshoot together: drop the weakest until the total fits the budget's window.
  let words = initial.reduce((s, c) => s + c.words, 0);
  initial.sort((a, b) => b.score - a.score);
  while (words > wordBounds(budget).max && initial.length > 1) words -= initial.pop()!.words;
  return selectForBudget(candidates, budget, { ...request.select, initial });
}

/**
 * The critical style's limitation: when the greedy choice has none, the best-scoring limitation
 * sentence that fits the budget's upper bound is taken first and the rest is chosen around it, so
 * the version still lands within ±10% of its budget.
 */
function withLimitation(
  info: Map<number, CandidateInfo>,
  chosen: Candidate[],
  all: Candidate[],
  budget: number,
  select: SelectOptions,
): Candidate[] {
  if (chosen.some((c) => info.get(c.index)!.limitation)) return chosen;
  const best = all
    .filter((c) => info.get(c.index)!.limitation && c.words <= wordBounds(budget).max)
    .sort((a, b) => b.score - a.score)[0];
  if (!best) return chosen;
  return selectForBudget(all, budget, { ...select, initial: [best] });
}

/** The chosen sentences for the budget, in source order, before any edit. */
function chooseSentences(request: ComposeRequest, candidates: Candidate[]): Candidate[] {
  const { style, info } = request;
  if (style === 'structured') {
    // Headings count as words (the product counts what the user sees); reserve room for them.
    const headingWords = STRUCTURE.reduce(
      (s, g) => s + countWords(request.headings[g.key], request.language),
      0,
    );
    return selectWithQuotas(candidates, request, Math.max(10, request.budget - headingWords));
  }
  const chosen =
    style === 'informative'
      ? selectWithQuotas(candidates, request, request.budget)
      : selectForBudget(candidates, request.budget, request.select);
  return style === 'critical'
    ? withLimitation(info, chosen, candidates, request.budget, request.select)
    : chosen;
}

/** The chosen sentences in the order the abstract shows them: by part when structured. */
function groupSentences(request: ComposeRequest, chosen: Candidate[]): Candidate[][] {
  if (request.style !== 'structured') return [chosen];
  return STRUCTURE.map((group) =>
    chosen.filter((c) => group.roles.includes(request.info.get(c.index)!.role)),
  );
}

/** Composes one version of the abstract: choose, edit, lay out. */
export function composeAbstract(given: ComposeRequest): Composition {
  const { candidates, sd } = adjust(given);
  // The ranker's redundancy penalty is in its own score units (scripts/train-ranker.ts chose it
  // there); the scores here are in standard deviations, so the penalty is divided by the same one.
  const penalty = (given.select.redundancyPenalty ?? 0) / sd;
  const request = { ...given, select: { ...given.select, redundancyPenalty: penalty } };
  const chosen = chooseSentences(request, candidates);
  const groups = groupSentences(request, chosen);
  const shown = groups.flat();
  const edited = request.edit?.(shown.map((c) => c.text)) ?? shown.map((c) => c.text);
  const textOf = new Map(shown.map((c, k) => [c, edited[k]!]));
  const sentences = chosen.map((c) => ({ ...c, text: textOf.get(c)! }));
  // Chinese and Japanese sentences follow each other without a space.
  const joiner = request.language === 'zh' || request.language === 'ja' ? '' : ' ';
  if (request.style !== 'structured')
    return { text: sentences.map((c) => c.text).join(joiner), sentences };
  const sections: { heading: string; sentences: string[] }[] = [];
  STRUCTURE.forEach((group, g) => {
    if (groups[g]!.length === 0) return;
    sections.push({
      heading: request.headings[group.key],
      sentences: groups[g]!.map((c) => textOf.get(c)!),
    });
  });
  const colon = joiner ? ': ' : '：';
  const text = sections.map((s) => `${s.heading}${colon}${s.sentences.join(joiner)}`).join('\n\n');
  return { text, sentences, sections };
}
