import { describe, expect, it } from 'vitest';
import { orderScore, scoreSentenceOrder } from './order.ts';

/** An abstract written for this test, in the usual order: background, aim, method, result, conclusion. */
const ABSTRACT = [
  'Hospital readmissions within thirty days remain common among older adults with heart failure.',
  'In this study, we aimed to identify which discharge practices predict early readmission.',
  'We analysed the records of 2,310 patients discharged from four regional hospitals between 2015 and 2019.',
  'Patients who received a follow-up call within a week were readmitted 18% less often than those who did not.',
  'These findings suggest that a simple telephone follow-up could reduce readmissions in this population.',
];

describe('scoreSentenceOrder', () => {
  it('gives an abstract in its own order a higher score than the same sentences reversed', () => {
    const inOrder = scoreSentenceOrder(ABSTRACT);
    const reversed = scoreSentenceOrder([...ABSTRACT].reverse());
    expect(inOrder).toBeGreaterThan(0.7);
    expect(reversed).toBeLessThan(0.3);
  });

  it('places a background sentence before a conclusion, by text alone', () => {
    expect(orderScore(ABSTRACT[0]!)).toBeLessThan(orderScore(ABSTRACT[4]!));
    expect(orderScore(ABSTRACT[1]!)).toBeLessThan(orderScore(ABSTRACT[3]!));
  });

  it('scores the order of one sentence (or none) as complete', () => {
    expect(scoreSentenceOrder([ABSTRACT[2]!])).toBe(1);
    expect(scoreSentenceOrder([])).toBe(1);
  });

  it('stays between 0 and 1 and mirrors under reversal', () => {
    const forward = scoreSentenceOrder(ABSTRACT.slice(1, 4));
    const backward = scoreSentenceOrder(ABSTRACT.slice(1, 4).reverse());
    expect(forward).toBeGreaterThanOrEqual(0);
    expect(forward).toBeLessThanOrEqual(1);
    expect(forward + backward).toBeCloseTo(1, 10);
  });
});
