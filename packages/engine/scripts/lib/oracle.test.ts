import { describe, expect, it } from 'vitest';
import { countWords } from '../../src/read/segment.ts';
import { greedyOracleOrder } from './oracle.ts';
import { rougeN, rougeTokens } from './rouge.ts';

const oracle = (sentences: string[], reference: string, budget: number) =>
  greedyOracleOrder(
    sentences.map(rougeTokens),
    sentences.map((s) => countWords(s)),
    rougeTokens(reference),
    budget,
  );

const SENTENCES = [
  'The weather was pleasant on the day of the experiment.',
  'We trained a parser on ten thousand annotated sentences.',
  'The parser reached an accuracy of 91 percent on held-out news text.',
  'We trained a parser on ten thousand annotated sentences.',
  'Funding came from a national research council.',
];

describe('greedyOracleOrder', () => {
  it('picks the sentences the reference shares, most useful first', () => {
    const reference =
      'The parser reached an accuracy of 91 percent on news text. We trained a parser on annotated sentences.';
    const picked = oracle(SENTENCES, reference, 20);
    expect(picked[0]).toBe(2);
    expect(picked).toContain(1);
    expect(picked).not.toContain(0);
    expect(picked).not.toContain(4);
  });

  it('never takes a copy of a chosen sentence: clipped overlap gives it no gain', () => {
    const reference = 'We trained a parser on ten thousand annotated sentences.';
    expect(oracle(SENTENCES, reference, 40)).toEqual([1]);
  });

  it('stays under 110% of the budget and stops once 90% is reached', () => {
    const reference = SENTENCES.join(' ');
    for (const budget of [10, 20, 30, 45]) {
      const picked = oracle(SENTENCES, reference, budget);
      const words = picked.reduce((sum, i) => sum + countWords(SENTENCES[i]!), 0);
      expect(words).toBeLessThanOrEqual(budget * 1.1);
      const withoutLast = words - countWords(SENTENCES[picked.at(-1)!]!);
      expect(withoutLast).toBeLessThan(budget * 0.9);
    }
  });

  it('each pick raises ROUGE-1 + ROUGE-2 of the summary it builds', () => {
    const reference =
      'A parser trained on annotated sentences reached 91 percent accuracy. The weather did not matter.';
    const picked = oracle(SENTENCES, reference, 45);
    const target = rougeTokens(reference);
    let previous = 0;
    for (let k = 1; k <= picked.length; k++) {
      const tokens = picked.slice(0, k).flatMap((i) => rougeTokens(SENTENCES[i]!));
      const score = rougeN(target, tokens, 1).fmeasure + rougeN(target, tokens, 2).fmeasure;
      expect(score).toBeGreaterThan(previous);
      previous = score;
    }
  });
});
