import { describe, expect, it } from 'vitest';
import { writeNumerals, writeProperNames, writeUnits } from './proper-names.ts';

describe('names of a lower-cased paper', () => {
  it('gives peoples, languages, places and eponyms their capital, in compounds too', () => {
    expect(
      writeProperNames(
        'bayesians fit a bayesian model of english and non-gaussian noise in african americans, by kruskal-wallis tests in matlab.',
      ),
    ).toBe(
      'Bayesians fit a Bayesian model of English and non-Gaussian noise in African Americans, by Kruskal-Wallis tests in MATLAB.',
    );
  });

  it('leaves words that are also other words, and names inside other words', () => {
    expect(writeProperNames('turkey and polish fisher data; englishman; eulerianness')).toBe(
      'turkey and polish fisher data; englishman; eulerianness',
    );
    // Nor a part of an address or a command.
    expect(writeProperNames('code.google.com/p/x and \\mathrm{bayes}; google it')).toBe(
      'code.google.com/p/x and \\mathrm{bayes}; Google it',
    );
  });

  it('gives the surname a citation names before "et al." its capital', () => {
    expect(writeProperNames('as lam et al. found, and van der berg et al reported')).toBe(
      'as Lam et al. found, and van der Berg et al reported',
    );
    expect(writeProperNames("o'brien et al. and the metal alloy")).toBe(
      "O'Brien et al. and the metal alloy",
    );
    expect(writeProperNames('lozada-chavez et al. and mu\u0308ller et al.')).toBe(
      'Lozada-Chavez et al. and Mu\u0308ller et al.',
    );
    // Not inside initials or an address, nor a word of broken text.
    expect(writeProperNames('s.i.tertychnyi et al., github.com/smith et al, in the et al.')).toBe(
      's.i.tertychnyi et al., github.com/smith et al, in the et al.',
    );
  });

  it('writes roman numerals in capitals, "i" and "v" only after a noun that numbers them', () => {
    expect(writeNumerals('type ii diabetes, pol iii, photosystem i and lg x; i think so.')).toBe(
      'type II diabetes, pol III, photosystem I and lg X; i think so.',
    );
    expect(writeNumerals('a vitamin v-shaped mix of x and i.v. doses')).toBe(
      'a vitamin v-shaped mix of x and i.v. doses',
    );
  });

  it('writes units after a figure with their case, not an ambiguous one nor a word', () => {
    expect(writeUnits('at 150 mhz, 7kda and 120 - 160 gev, the 3 mev line and db values')).toBe(
      'at 150 MHz, 7kDa and 120 - 160 GeV, the 3 mev line and db values',
    );
  });
});
