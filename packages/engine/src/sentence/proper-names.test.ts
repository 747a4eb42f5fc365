import { describe, expect, it } from 'vitest';
import { writeProperNames } from './proper-names.ts';

describe('names of a lower-cased paper', () => {
  it('gives peoples, languages, places and eponyms their capital, in compounds too', () => {
    expect(
      writeProperNames(
        'a bayesian model of english and non-gaussian noise in african americans, by kruskal-wallis tests in matlab.',
      ),
    ).toBe(
      'a Bayesian model of English and non-Gaussian noise in African Americans, by Kruskal-Wallis tests in MATLAB.',
    );
  });

  it('leaves words that are also other words, and names inside other words', () => {
    expect(writeProperNames('turkey and polish fisher data; englishman; eulerianness')).toBe(
      'turkey and polish fisher data; englishman; eulerianness',
    );
  });
});
