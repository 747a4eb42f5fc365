/** Picks sentences for a word budget: best score first, no near-duplicates, landing within ±10% of the budget. */
import { wordBounds } from '@abstractly/contracts/plan';
import { cosine } from '../read/vectors.ts';

export interface Candidate {
  index: number;
  /** The text as it will appear in the abstract (cleaned, opener repaired). */
  text: string;
  words: number;
  score: number;
  content: Map<string, number>;
}

/** What the rule says of one candidate, given the sentences chosen so far. */
export type Verdict =
  | { kind: 'ok' }
  /**
   * Never with these sentences (`hard`), or only when nothing else fills the budget, then with the
   * sentence it leans on (`predecessor`) when it needs one.
   */
  | {
      kind: 'veto';
      hard: boolean;
      redundant?: boolean;
      /**
       * Leans only by a definite noun the abstract has not introduced: taken only when nothing
       * else fills the window, after the first of `antecedents` (sentences further back that name
       * the noun, nearest first) that stands beside the chosen ones alone.
       */
      distant?: boolean;
      antecedents?: Candidate[];
      predecessor?: Candidate;
    }
  /** Only right after this sentence of the paper (its predecessor), taken with it. */
  | { kind: 'needs'; predecessor: Candidate };

export interface SelectRule {
  judge(candidate: Candidate, chosen: readonly Candidate[]): Verdict;
  /** Whether the candidate leans on the paper's sentence before it (so must stay right after it). */
  leansOnPredecessor(candidate: Candidate, chosen: readonly Candidate[]): boolean;
}

export interface SelectOptions {
  /** Reject a sentence whose content cosine with a chosen one exceeds this (MMR-style redundancy). */
  maxSimilarity?: number;
  /**
   * Soft redundancy (maximal marginal relevance): each pick maximises score − this × the
   * sentence's highest content cosine with the chosen ones. 0 = greedy by score alone.
   */
  redundancyPenalty?: number;
  /** Keep adding sentences until this share of the budget is reached (never beyond 110%). */
  fill?: number;
  /** Sentences already chosen (e.g. by per-section quotas); selection continues from them. */
  initial?: Candidate[];
  /** What may stand beside what (coherence.ts); without one, any sentence may. */
  rule?: SelectRule | undefined;
  /** Whether the last fill may take a sentence whose definite noun the abstract lacks (default yes). */
  distant?: boolean;
  /** The words the chosen sentences may total; by default within ±10% of the budget. */
  window?: { min: number; max: number } | undefined;
}

/** The state of one selection: what is chosen, its words, and the options it runs under. */
interface Selection {
  order: Candidate[];
  chosen: Candidate[];
  words: number;
  lower: number;
  upper: number;
  maxSimilarity: number;
  penalty: number;
  rule?: SelectRule | undefined;
  distant: boolean;
}

/**
 * Which of the rule's soft vetoes a pass overrides: none (the greedy pass), those for what is only
 * more than the arc wants (a second sentence of background), redundancy too, or last a definite
 * noun the abstract has not introduced.
 */
type Allowance = 'none' | 'extra' | 'redundant' | 'distant';

const allows = (verdict: Verdict, allowance: Allowance) =>
  verdict.kind === 'ok' ||
  (verdict.kind === 'veto' &&
    !verdict.hard &&
    (allowance === 'distant' ||
      (!verdict.distant &&
        (allowance === 'redundant' || (allowance === 'extra' && !verdict.redundant)))));

/**
 * What taking `c` beside `chosen` adds under `rule`: itself, or its predecessor and itself when it
 * leans on it; undefined when the rule keeps it out (a soft veto only when `allowance` overrides it).
 */
export function takenWith(
  rule: SelectRule,
  c: Candidate,
  chosen: readonly Candidate[],
  allowance: Allowance = 'none',
): Candidate[] | undefined {
  const verdict = rule.judge(c, chosen);
  if (verdict.kind === 'ok') return [c];
  if (verdict.kind === 'veto' && !allows(verdict, allowance)) return undefined;
  if (verdict.kind === 'veto' && verdict.distant) {
    // The first antecedent that may stand beside the chosen ones by itself.
    const antecedent = verdict.antecedents?.find((d) => {
      const own = rule.judge(d, chosen);
      return (
        own.kind === 'ok' || (own.kind === 'veto' && !own.hard && !own.distant && !own.predecessor)
      );
    });
    return antecedent ? [antecedent, c] : [c];
  }
  const predecessor = verdict.predecessor;
  if (!predecessor) return [c];
  return allows(rule.judge(predecessor, chosen), allowance) ? [predecessor, c] : undefined;
}

const unitOf = (s: Selection, c: Candidate, allowance: Allowance) =>
  s.rule ? takenWith(s.rule, c, s.chosen, allowance) : [c];

const wordsOf = (unit: Candidate[]) => unit.reduce((sum, c) => sum + c.words, 0);

/** Adds the best unit by score less the redundancy penalty until `fill` of the budget is reached. */
function greedyPass(s: Selection, budget: number, fill: number): void {
  // Each candidate's highest cosine with the chosen sentences, brought up to date lazily: a
  // penalty only lowers a score, so the scan (best score first) stops at the first score that
  // cannot beat the best penalised value found. Without a penalty this is greedy by score.
  const similarity = new Float64Array(s.order.length);
  const compared = new Uint32Array(s.order.length);
  const similarityOf = (c: Candidate) =>
    s.chosen.reduce((max, d) => Math.max(max, cosine(d.content, c.content)), 0);
  while (s.words < budget * fill) {
    let best: Candidate[] | undefined;
    let bestValue = -Infinity;
    for (let j = 0; j < s.order.length; j++) {
      const c = s.order[j]!;
      if (c.score <= bestValue) break;
      if (s.words + c.words > s.upper || s.chosen.includes(c)) continue;
      for (; compared[j]! < s.chosen.length; compared[j]!++)
        similarity[j] = Math.max(
          similarity[j]!,
          cosine(s.chosen[compared[j]!]!.content, c.content),
        );
      if (similarity[j]! > s.maxSimilarity) continue;
      let value = c.score - s.penalty * similarity[j]!;
      if (value <= bestValue) continue;
      const unit = unitOf(s, c, 'none');
      if (!unit || s.words + wordsOf(unit) > s.upper) continue;
      if (unit.length > 1) {
        // A pair is worth the mean of its two sentences.
        const first = unit[0]!;
        const firstSimilarity = similarityOf(first);
        if (firstSimilarity > s.maxSimilarity) continue;
        value = (value + first.score - s.penalty * firstSimilarity) / 2;
      }
      if (value > bestValue) {
        best = unit;
        bestValue = value;
      }
    }
    if (!best) break;
    s.chosen.push(...best);
    s.words += wordsOf(best);
  }
}

/**
 * Still short: more than the arc wants, then redundant sentences too, best first (better a full
 * abstract than a short one); last, sentences that name what only the paper introduced, and those
 * only when they fill the window (blind readers preferred the abstract short without them).
 */
function fillPass(s: Selection): void {
  const fill = (allowance: Allowance) => {
    for (const c of s.order) {
      if (s.words >= s.lower) return;
      if (s.chosen.includes(c)) continue;
      const unit = unitOf(s, c, allowance);
      if (!unit || s.words + wordsOf(unit) > s.upper) continue;
      s.chosen.push(...unit);
      s.words += wordsOf(unit);
    }
  };
  fill('extra');
  fill('redundant');
  if (s.words >= s.lower || !s.distant) return;
  const before = { chosen: [...s.chosen], words: s.words };
  fill('distant');
  if (s.words < s.lower) Object.assign(s, before);
}

/** Whether every chosen sentence still has what it leans on. */
function standsTogether(s: Selection, chosen: Candidate[]): boolean {
  if (!s.rule) return true;
  return chosen.every((c) => {
    const others = chosen.filter((d) => d !== c);
    const verdict = s.rule!.judge(c, others);
    return (
      verdict.kind !== 'needs' &&
      !(
        verdict.kind === 'veto' &&
        (verdict.hard || verdict.distant || verdict.predecessor !== undefined)
      )
    );
  });
}

/** Swaps one chosen sentence for a longer unchosen one when that lands inside the window. */
function swapPass(s: Selection): void {
  const rest = s.order.filter((c) => !s.chosen.includes(c));
  for (let i = s.chosen.length - 1; i >= 0; i--) {
    for (const c of rest) {
      const next = s.words - s.chosen[i]!.words + c.words;
      if (next < s.lower || next > s.upper) continue;
      const swapped = s.chosen.map((d, k) => (k === i ? c : d));
      if (!standsTogether(s, swapped)) continue;
      s.words = next;
      s.chosen = swapped;
      return;
    }
  }
}

/**
 * Greedy selection by score less a redundancy penalty, with a hard redundancy cut, then a repair
 * pass: when the total is still short of 90% (or above 110%) the shortest swaps that fix it are
 * tried. With a rule (coherence.ts), a sentence is taken only as the rule allows: with its
 * predecessor, or not at all. Returns the chosen sentences in source order.
 */
export function selectForBudget(
  candidates: Candidate[],
  budget: number,
  options: SelectOptions = {},
): Candidate[] {
  const { min: lower, max: upper } = options.window ?? wordBounds(budget);
  const chosen = [...(options.initial ?? [])];
  const s: Selection = {
    order: [...candidates].sort((a, b) => b.score - a.score || a.index - b.index),
    chosen,
    words: wordsOf(chosen),
    lower,
    upper,
    maxSimilarity: options.maxSimilarity ?? 0.55,
    penalty: options.redundancyPenalty ?? 0,
    rule: options.rule,
    distant: options.distant ?? true,
  };
  greedyPass(s, budget, options.fill ?? 0.97);
  if (s.words < lower) fillPass(s);
  if (s.words < lower && s.chosen.length > 0) swapPass(s);
  return s.chosen.sort((a, b) => a.index - b.index);
}
