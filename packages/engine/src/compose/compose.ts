/**
 * Composition per style and venue (product.md "abstract_style"): which sentences
 * each style wants, how much of the budget each part gets, and how the result is laid out.
 */
import { wordBounds } from '@abstractly/contracts/plan';
import type { Role } from '../rank/roles.ts';
import { abstractRegister } from '../rank/register.ts';
import {
  coherenceRule,
  coherentPart,
  essentials,
  openingEnd,
  isDetail,
  isFutureWork,
  presentedFirst,
  type CoherenceMemo,
} from './coherence.ts';
import {
  selectForBudget,
  takenWith,
  type Candidate,
  type SelectOptions,
  type SelectRule,
} from './select.ts';
import { countWords, joinSentences, writesWithoutSpaces } from '../read/segment.ts';
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
  /**
   * Written where a paper speaks at an abstract's level, introducing or concluding (its
   * introduction or conclusion section): such sentences lean less on the body around them.
   */
  framing?: boolean;
  /** The paper's sentences before it (contextBefore), against which its definite mentions lean. */
  context?: readonly string[];
  /** How many abbreviations it uses that neither it nor the paper spells out (any one costs). */
  unexplained?: number;
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
  /** The candidates are pieces of the text, not sentences: kept in the text's order, as cut. */
  pieces?: boolean;
  /** What the coherence rule learned of each sentence, shared by the compositions of one generation. */
  coherence?: CoherenceMemo;
  /** The words the chosen sentences must total, when the budget's ±10% is not the version's window. */
  window?: { min: number; max: number };
}

export interface Composition {
  text: string;
  /** The chosen sentences in the order the abstract shows them, their text as shown (edited). */
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

/** Score (in standard deviations) given to a sentence of the introduction or the conclusion. */
const FRAMING_BONUS = 0.5;

/** Score (in standard deviations) per unit of abstract register (0–1) above or below the middle. */
const REGISTER_WEIGHT = 1.5;

/** Score (in standard deviations) taken from a sentence of detail (coherence.ts isDetail). */
const DETAIL_PENALTY = 2;

/** Score (in standard deviations) taken from a sentence with an abbreviation nothing spells out. */
const UNEXPLAINED_PENALTY = 0.75;
/** Score (in standard deviations) taken from a sentence of plans beyond the paper (isFutureWork). */
const FUTURE_WORK_PENALTY = 1;
/**
 * Score (in standard deviations) taken from background met after the paper's opening (related work,
 * a textbook remark in the methods): in the paper's order it would stand among the findings.
 */
const LATE_BACKGROUND_PENALTY = 1;
/** Styles chosen by quotas per part (selectWithQuotas), where a part keeps only sentences above 0. */
const QUOTA_STYLES: ReadonlySet<string> = new Set(['structured', 'informative']);

/**
 * Adjusted score (in standard deviations, after the penalties and bonuses) below which a sentence
 * is not taken as what the work found.
 */
const RESULT_FLOOR = -1;

/**
 * What the work does and what it found, chosen first when the budget has room for them (a
 * descriptive abstract states no findings), each with the sentence it leans on.
 */
function seedEssentials(
  candidates: Candidate[],
  request: ComposeRequest,
  rule: SelectRule,
  budget: number,
): Candidate[] {
  const seeds: Candidate[] = [];
  // Asked of each candidate best first, `take` commits the first it accepts to the seeds: the best
  // of each the rule lets stand beside the seeds so far, within the budget; a result only above
  // the floor (below it the best left may be a table's legend).
  const take = (c: Candidate, kind: 'contribution' | 'result') => {
    if (kind === 'result' && c.score < RESULT_FLOOR) return false;
    if (seeds.includes(c)) return true;
    const unit = takenWith(rule, c, seeds) ?? [];
    const words = [...seeds, ...unit].reduce((sum, d) => sum + d.words, 0);
    if (unit.length === 0 || words > wordBounds(budget).max) return false;
    seeds.push(...unit.filter((d) => !seeds.includes(d)));
    return true;
  };
  essentials(candidates, request.info, {
    result: request.style !== 'descriptive',
    language: request.language,
    memo: request.coherence,
    take,
  });
  return seeds;
}

/**
 * The structured group of each chosen sentence: its role's, except that a sentence taken with the
 * one it leans on stays in that one's group.
 */
function structuredGroups(
  chosen: Candidate[],
  info: Map<number, CandidateInfo>,
  rule: SelectRule | undefined,
): Map<Candidate, string> {
  const groups = new Map<Candidate, string>();
  for (const c of chosen) {
    const previous = groups.size > 0 ? chosen[chosen.indexOf(c) - 1] : undefined;
    const leansOnPrevious =
      rule !== undefined &&
      previous !== undefined &&
      previous.index === c.index - 1 &&
      rule.leansOnPredecessor(c, chosen);
    const own = STRUCTURE.find((g) => g.roles.includes(info.get(c.index)!.role))!.key;
    groups.set(c, leansOnPrevious ? groups.get(previous)! : own);
  }
  return groups;
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
  const opening = openingEnd(request.candidates);
  const candidates = standardised.candidates.flatMap((c) => {
    const i = info.get(c.index)!;
    let score = c.score + request.technicalWeight * i.technical + request.simpleWeight * i.simple;
    if (!request.pieces) {
      // A definition, an example or a setting is what a reader of an abstract skips.
      if (isDetail(c.text)) score -= DETAIL_PENALTY;
      // Plans beyond the paper are a conclusion section's, seldom an abstract's.
      else if (isFutureWork(c.text)) score -= FUTURE_WORK_PENALTY;
      // An abbreviation nothing spells out leaves the reader guessing.
      if (i.unexplained) score -= UNEXPLAINED_PENALTY;
      // Sentences that read as an abstract's, over those that read as the body's (register.ts).
      score += REGISTER_WEIGHT * (abstractRegister(c.text) - 0.5);
      if (i.framing) score += FRAMING_BONUS;
      // Styles that keep the paper's order (a structured abstract has its own Background part).
      if (i.role === 'background' && c.index > opening && !QUOTA_STYLES.has(style))
        score -= LATE_BACKGROUND_PENALTY;
    }
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
  rule: SelectRule | undefined,
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
    // A part's quota is no reason for a sentence that leans on what the abstract lacks.
    initial.push(
      ...selectForBudget(inGroup, quota, { ...request.select, fill: 0.9, distant: false }),
    );
  });
  // The parts were chosen apart: keep what stands together (a point once, a lean with its
  // predecessor). Quotas may overshoot together: drop the weakest until the total fits the window.
  const kept = rule ? coherentPart(initial, rule) : initial.sort((a, b) => b.score - a.score);
  let words = kept.reduce((s, c) => s + c.words, 0);
  while (words > wordBounds(budget).max && kept.length > 1) words -= kept.pop()!.words;
  const together = rule ? coherentPart(kept, rule) : kept;
  return selectForBudget(candidates, budget, {
    ...request.select,
    initial: together,
    window: request.window,
  });
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
function chooseSentences(
  request: ComposeRequest,
  candidates: Candidate[],
  rule: SelectRule | undefined,
): Candidate[] {
  const { style, info } = request;
  if (style === 'structured') {
    // Headings count as words (the product counts what the user sees); reserve room for them.
    const headingWords = STRUCTURE.reduce(
      (s, g) => s + countWords(request.headings[g.key], request.language),
      0,
    );
    return selectWithQuotas(candidates, request, Math.max(10, request.budget - headingWords), rule);
  }
  const chosen = QUOTA_STYLES.has(style)
    ? selectWithQuotas(candidates, request, request.budget, rule)
    : selectForBudget(candidates, request.budget, {
        ...request.select,
        initial: rule ? seedEssentials(candidates, request, rule, request.budget) : [],
        window: request.window,
      });
  return style === 'critical'
    ? withLimitation(info, chosen, candidates, request.budget, {
        ...request.select,
        window: request.window,
      })
    : chosen;
}

/**
 * The chosen sentences in the order the abstract shows them: by part when structured, else in the
 * paper's order. Blind readers preferred the paper's order to sentences moved by role (problem,
 * contribution, method, finding, meaning) in two panels (docs/engine.md, "The paper's order"): a
 * moved sentence often came before what it built on, and the classifier's roles misplace a body
 * sentence often enough. The one sentence moved is the one presenting the work, and only ahead of
 * a sentence that takes the work as known (coherence.ts presentedFirst).
 */
function groupSentences(
  request: ComposeRequest,
  chosen: Candidate[],
  rule: SelectRule | undefined,
): Candidate[][] {
  if (request.style !== 'structured')
    return [rule ? presentedFirst(chosen, rule, request.info, request.language) : chosen];
  const groupOf = structuredGroups(chosen, request.info, rule);
  return STRUCTURE.map((group) => chosen.filter((c) => groupOf.get(c) === group.key));
}

/** Composes one version of the abstract: choose, edit, lay out. */
export function composeAbstract(given: ComposeRequest): Composition {
  const { candidates, sd } = adjust(given);
  // The ranker's redundancy penalty is in its own score units (scripts/train-ranker.ts chose it
  // there); the scores here are in standard deviations, so the penalty is divided by the same one.
  const penalty = (given.select.redundancyPenalty ?? 0) / sd;
  const rule = given.pieces
    ? undefined
    : coherenceRule(candidates, given.info, given.language, given.coherence);
  const request = { ...given, select: { ...given.select, redundancyPenalty: penalty, rule } };
  const chosen = chooseSentences(request, candidates, rule);
  const groups = groupSentences(request, chosen, rule);
  const shown = groups.flat();
  const edited = request.edit?.(shown.map((c) => c.text)) ?? shown.map((c) => c.text);
  const textOf = new Map(shown.map((c, k) => [c, edited[k]!]));
  const sentences = shown.map((c) => ({ ...c, text: textOf.get(c)! }));
  if (request.style !== 'structured')
    return {
      text: joinSentences(
        sentences.map((c) => c.text),
        request.language,
      ),
      sentences,
    };
  const sections: { heading: string; sentences: string[] }[] = [];
  STRUCTURE.forEach((group, g) => {
    if (groups[g]!.length === 0) return;
    sections.push({
      heading: request.headings[group.key],
      sentences: groups[g]!.map((c) => textOf.get(c)!),
    });
  });
  const colon = writesWithoutSpaces(request.language) ? '：' : ': ';
  const text = sections
    .map((s) => `${s.heading}${colon}${joinSentences(s.sentences, request.language)}`)
    .join('\n\n');
  return { text, sentences, sections };
}
