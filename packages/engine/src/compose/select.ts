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
}

/**
 * Greedy selection by score less a redundancy penalty, with a hard redundancy cut, then a repair
 * pass: when the total is still short of 90% (or above 110%) the shortest swaps that fix it are
 * tried. Returns indices in source order.
 */
export function selectForBudget(
  candidates: Candidate[],
  budget: number,
  options: SelectOptions = {},
): Candidate[] {
  const maxSimilarity = options.maxSimilarity ?? 0.55;
  const fill = options.fill ?? 0.97;
  const { min: lower, max: upper } = wordBounds(budget);
  const penalty = options.redundancyPenalty ?? 0;
  const order = [...candidates].sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: Candidate[] = [...(options.initial ?? [])];
  let words = chosen.reduce((sum, c) => sum + c.words, 0);
  // Each candidate's highest cosine with the chosen sentences, brought up to date lazily: a
  // penalty only lowers a score, so the scan (best score first) stops at the first score that
  // cannot beat the best penalised value found. Without a penalty this is greedy by score.
  const similarity = new Float64Array(order.length);
  const compared = new Uint32Array(order.length);
  while (words < budget * fill) {
    let best = -1;
    let bestValue = -Infinity;
    for (let j = 0; j < order.length; j++) {
      const c = order[j]!;
      if (c.score <= bestValue) break;
      if (words + c.words > upper || chosen.includes(c)) continue;
      for (; compared[j]! < chosen.length; compared[j]!++)
        similarity[j] = Math.max(similarity[j]!, cosine(chosen[compared[j]!]!.content, c.content));
      if (similarity[j]! > maxSimilarity) continue;
      const value = c.score - penalty * similarity[j]!;
      if (value > bestValue) {
        best = j;
        bestValue = value;
      }
    }
    if (best < 0) break;
    chosen.push(order[best]!);
    words += order[best]!.words;
  }
  if (words < lower) {
    // Still short: allow redundant sentences too, best first (better a full abstract than a short one).
    for (const c of order) {
      if (words >= lower) break;
      if (chosen.includes(c) || words + c.words > upper) continue;
      chosen.push(c);
      words += c.words;
    }
  }
  if (words < lower && chosen.length > 0) {
    // Swap one chosen sentence for a longer unchosen one when that lands inside the window.
    const rest = order.filter((c) => !chosen.includes(c));
    outer: for (let i = chosen.length - 1; i >= 0; i--) {
      for (const c of rest) {
        const next = words - chosen[i]!.words + c.words;
        if (next >= lower && next <= upper) {
          words = next;
          chosen[i] = c;
          break outer;
        }
      }
    }
  }
  return chosen.sort((a, b) => a.index - b.index);
}
