import { describe, expect, it } from 'vitest';
import { asVerdict, itemsOf, pairAgreement, spearman } from './reader-panel.ts';

describe('itemsOf', () => {
  it('reads both abstracts of every item of a group file', () => {
    const group = [
      '### Item g0-0\nTitle: Tagging tweets\nField: NLP\n\n--- Abstract A ---\nFirst A.\n\n--- Abstract B ---\nFirst B.\n',
      '### Item g0-1\nTitle: Salt marshes\nField: ecology\n\n--- Abstract A ---\nSecond A.\n\n--- Abstract B ---\nSecond B.\n',
    ].join('\n');
    expect([...itemsOf(group)]).toEqual([
      ['g0-0', { A: 'First A.', B: 'First B.' }],
      ['g0-1', { A: 'Second A.', B: 'Second B.' }],
    ]);
  });
});

describe('asVerdict', () => {
  const sides = { A: { coherence: 3 }, B: { coherence: 4 } };
  it('keeps a verdict as the rubric asks for it', () => {
    expect(asVerdict({ item: 'g0-0', prefer: 'B', ...sides })).toEqual({
      item: 'g0-0',
      prefer: 'B',
      ...sides,
    });
  });

  it.each([
    ['nothing', null],
    ['a string', 'B'],
    ['an unknown preference', { item: 'g0-0', prefer: 'X', ...sides }],
    ['a missing side', { item: 'g0-0', prefer: 'A', A: { coherence: 3 } }],
    ['no item', { prefer: 'A', ...sides }],
    ['a side that is a list', { item: 'g0-0', prefer: 'A', A: [], B: { coherence: 2 } }],
    ['a coherence in words', { item: 'g0-0', prefer: 'A', A: { coherence: 'high' }, B: {} }],
    ['a coherence off the scale', { item: 'g0-0', prefer: 'A', A: { coherence: 9 }, B: {} }],
  ])('leaves out %s', (_name, value) => {
    expect(asVerdict(value)).toBeUndefined();
  });
});

describe('pairAgreement', () => {
  it('counts the preferred side scored higher, a tied score as half, a judge’s tie not at all', () => {
    const result = pairAgreement([
      { prefer: 'A', scores: { A: 70, B: 60 } },
      { prefer: 'B', scores: { A: 70, B: 60 } },
      { prefer: 'A', scores: { A: 65, B: 65 } },
      { prefer: 'tie', scores: { A: 90, B: 10 } },
    ]);
    expect(result).toEqual({ share: 0.5, n: 3 });
  });

  it('is NaN with no decided pair', () => {
    expect(pairAgreement([{ prefer: 'tie', scores: { A: 1, B: 2 } }]).share).toBeNaN();
  });
});

describe('spearman', () => {
  it('is 1 for the same order, −1 for the reverse, with tied ranks shared', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 10);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 10);
    expect(spearman([1, 1, 2, 3], [1, 2, 3, 4])).toBeCloseTo(0.9487, 4);
  });

  it('is NaN when a side never varies, and refuses lists of different lengths', () => {
    expect(spearman([5, 5, 5], [1, 2, 3])).toBeNaN();
    expect(() => spearman([1, 2], [1, 2, 3])).toThrow(/2 values against 3/u);
  });
});
