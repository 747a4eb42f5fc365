/**
 * The greedy extractive oracle (Nallapati et al. 2017's labelling): sentences are added one at a
 * time, each the one that most raises ROUGE-1 F1 + ROUGE-2 F1 against the reference, while the
 * total stays under 110% of the word budget, until 90% is reached or no sentence helps. It is the
 * eval's upper-bound baseline and, as membership, part of the ranker's training label.
 *
 * The n-gram overlap is kept up to date incrementally, so a pick costs one pass over the sentences'
 * n-grams rather than a ROUGE of the whole growing summary: the oracle of all 590 dev papers takes
 * seconds. N-grams are counted within sentences (a bigram across two chosen sentences is not one).
 */
import { fmeasure, ngramCounts, ngrams } from './rouge.ts';

type Counts = Map<string, number>;

/** One n-gram order's running overlap between the chosen sentences and the reference. */
class Overlap {
  readonly chosen: Counts = new Map();
  overlap = 0;
  predicted = 0;

  constructor(
    readonly reference: Counts,
    readonly referenceTotal: number,
  ) {}

  /** The overlap if `grams` were added (clipped by the reference's counts, as ROUGE clips). */
  overlapWith(grams: string[]): number {
    let added = 0;
    const local: Counts = new Map();
    for (const g of grams) {
      const used = (this.chosen.get(g) ?? 0) + (local.get(g) ?? 0);
      if (used < (this.reference.get(g) ?? 0)) added++;
      local.set(g, (local.get(g) ?? 0) + 1);
    }
    return this.overlap + added;
  }

  f1With(grams: string[]): number {
    const overlap = this.overlapWith(grams);
    const predicted = Math.max(1, this.predicted + grams.length);
    return fmeasure(overlap / predicted, overlap / this.referenceTotal);
  }

  add(grams: string[]): void {
    this.overlap = this.overlapWith(grams);
    this.predicted += grams.length;
    for (const g of grams) this.chosen.set(g, (this.chosen.get(g) ?? 0) + 1);
  }
}

/**
 * Indices of the sentences the greedy oracle picks, in the order it picks them. Sentences and
 * reference come as rouge-score tokens (`rougeTokens`); `lengths` are each sentence's words as the
 * product counts them (the budget's unit).
 */
export function greedyOracleOrder(
  sentences: string[][],
  lengths: number[],
  reference: string[],
  budget: number,
): number[] {
  const unigrams = new Overlap(ngramCounts(reference, 1), Math.max(1, reference.length));
  const bigrams = new Overlap(ngramCounts(reference, 2), Math.max(1, reference.length - 1));
  const pairs = sentences.map((tokens) => ngrams(tokens, 2));
  const picked: number[] = [];
  const taken = new Uint8Array(sentences.length);
  let words = 0;
  let best = 0;
  while (words < budget * 0.9) {
    let pick = -1;
    let pickScore = best;
    for (let i = 0; i < sentences.length; i++) {
      if (taken[i] || words + lengths[i]! > budget * 1.1) continue;
      const score = unigrams.f1With(sentences[i]!) + bigrams.f1With(pairs[i]!);
      if (score > pickScore) {
        pickScore = score;
        pick = i;
      }
    }
    if (pick < 0) break;
    taken[pick] = 1;
    picked.push(pick);
    unigrams.add(sentences[pick]!);
    bigrams.add(pairs[pick]!);
    words += lengths[pick]!;
    best = pickScore;
  }
  return picked;
}
