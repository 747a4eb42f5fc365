import { describe, expect, it } from 'vitest';
import { selectForBudget, type Candidate } from './select.ts';
import { cosine } from '../read/vectors.ts';

const candidate = (index: number, words: number, score: number, terms: string[]): Candidate => ({
  index,
  text: `s${index}`,
  words,
  score,
  content: new Map(terms.map((t) => [t, 1])),
});

describe('selectForBudget', () => {
  it.each([
    [100, [0, 2, 3]],
    [60, [0, 2]],
    [30, [0]],
  ])('budget %i → sentences %j in source order', (budget, indices) => {
    const candidates = [
      candidate(3, 30, 0.5, ['d']),
      candidate(0, 30, 0.9, ['a']),
      candidate(1, 30, 0.8, ['a']), // a near-duplicate of 0
      candidate(2, 30, 0.7, ['c']),
    ];
    expect(selectForBudget(candidates, budget).map((c) => c.index)).toEqual(indices);
  });

  it('never exceeds 110% of the budget and reaches at least 90% when it can', () => {
    const candidates = Array.from({ length: 20 }, (_, i) =>
      candidate(i, 7 + (i % 5) * 4, 20 - i, [`t${i}`]),
    );
    for (const budget of [25, 50, 75, 100, 150]) {
      const words = selectForBudget(candidates, budget).reduce((s, c) => s + c.words, 0);
      expect(words).toBeLessThanOrEqual(budget * 1.1);
      expect(words).toBeGreaterThanOrEqual(budget * 0.9);
    }
  });
});

describe('selectForBudget in a window narrower than the budget’s', () => {
  // A venue's cap leaves [225, 250]: a best-first fill to the budget's own ±10% lands outside it.
  const candidates = [
    candidate(0, 120, 0.9, ['a']),
    candidate(1, 100, 0.8, ['b']),
    candidate(2, 31, 0.7, ['c']),
    candidate(3, 12, 0.6, ['d']),
  ];
  const total = (chosen: Candidate[]) => chosen.reduce((s, c) => s + c.words, 0);

  it('lands in the window it is given', () => {
    expect(total(selectForBudget(candidates, 238))).toBe(251);
    const chosen = selectForBudget(candidates, 238, { window: { min: 225, max: 250 } });
    expect(total(chosen)).toBeGreaterThanOrEqual(225);
    expect(total(chosen)).toBeLessThanOrEqual(250);
  });
});

describe('selectForBudget with a redundancy penalty', () => {
  // B shares half its content with A (cosine 0.5, under the hard cut of 0.55); C shares none.
  const candidates = [
    candidate(0, 30, 0.9, ['a', 'b']),
    candidate(1, 30, 0.85, ['a', 'c']),
    candidate(2, 30, 0.8, ['d', 'e']),
  ];

  it.each([
    [0, [0, 1]],
    [0.05, [0, 1]],
    [0.2, [0, 2]],
  ])('penalty %d → sentences %j', (redundancyPenalty, indices) => {
    expect(selectForBudget(candidates, 60, { redundancyPenalty }).map((c) => c.index)).toEqual(
      indices,
    );
  });

  it('keeps the hard cut: a near-duplicate is never chosen while others fit', () => {
    const withTwin = [...candidates, candidate(3, 30, 0.89, ['a', 'b'])];
    expect(
      selectForBudget(withTwin, 60, { redundancyPenalty: 0.1 }).map((c) => c.index),
    ).not.toContain(3);
  });
});

describe('cosine', () => {
  it.each([
    [['a', 'b'], ['a', 'b'], 1],
    [['a'], ['b'], 0],
    [[], ['b'], 0],
  ])('%j · %j = %d', (a, b, value) => {
    const map = (terms: string[]) => new Map(terms.map((t) => [t, 1]));
    expect(cosine(map(a), map(b))).toBeCloseTo(value, 6);
  });
});
