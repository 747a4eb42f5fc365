import { describe, expect, it } from 'vitest';
import { ROLES, classifyRole, classifyRoles, decodeBase64, hashString, topRole } from './roles.ts';

describe('classifyRole (shipped weights)', () => {
  it.each([
    [
      'Little is known about how attention behaves on long documents, which remains an open problem.',
      'background',
    ],
    [
      'We collected 500 papers and trained a logistic regression model with ten-fold cross-validation.',
      'methods',
    ],
    ['Our model outperforms the baseline by 4.2 points of accuracy (p < 0.01).', 'results'],
    [
      'These findings suggest that sparse attention should be considered in future clinical practice.',
      'conclusions',
    ],
  ])('%s → %s', (sentence, role) => {
    expect(topRole(classifyRole(sentence))).toBe(role);
  });

  it('returns a probability for each role that sums to 1', () => {
    const p = classifyRole('We propose a new method.');
    expect(Object.keys(p)).toEqual([...ROLES]);
    expect(Object.values(p).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });

  it('uses the position in an abstract', () => {
    expect(
      classifyRoles([
        'Attention is common in language models.',
        'In conclusion, sparse attention is recommended.',
      ]),
    ).toEqual(['background', 'conclusions']);
  });
});

describe('helpers', () => {
  it('hashes with FNV-1a (stable across runtimes)', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });

  it.each([
    ['', []],
    ['AQID', [1, 2, 3]],
    ['/w==', [255]],
  ])('decodeBase64(%s)', (text, bytes) => {
    expect([...decodeBase64(text)]).toEqual(bytes);
  });
});
