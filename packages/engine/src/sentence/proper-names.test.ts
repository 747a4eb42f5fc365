import { describe, expect, it } from 'vitest';
import { writeProperNames } from './proper-names.ts';

describe('names of a lower-cased paper', () => {
  it('gives peoples, languages, places and eponyms their capital, in compounds too', () => {
    expect(
      writeProperNames(
        'a bayesian model of english and non-gaussian noise in saudi arabian cohorts, by kruskal-wallis tests.',
      ),
    ).toBe(
      'a Bayesian model of English and non-Gaussian noise in Saudi Arabian cohorts, by Kruskal-Wallis tests.',
    );
  });

  it('leaves words that are also other words, and names inside other words', () => {
    expect(writeProperNames('turkey and polish fisher data; englishman; bayesians')).toBe(
      'turkey and polish fisher data; englishman; bayesians',
    );
  });
});
