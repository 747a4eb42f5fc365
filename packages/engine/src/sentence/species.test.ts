import { describe, expect, it } from 'vitest';
import { speciesWriter } from './species.ts';

describe('species of a lower-cased paper', () => {
  it('gives a binomial its genus’ capital, written out or as an initial', () => {
    const paper =
      'we grew pseudomonas aeruginosa and arabidopsis thaliana . p. aeruginosa grew fast . a. thaliana did not .';
    const write = speciesWriter(paper)!;
    expect(write('p. aeruginosa infects a. thaliana, as pseudomonas aeruginosa does.')).toBe(
      'P. aeruginosa infects A. thaliana, as Pseudomonas aeruginosa does.',
    );
  });

  it('takes an initial never written out only when it comes twice before a Latin name', () => {
    const write = speciesWriter('e. coli grew . then e. coli died . see panel a. previous work .')!;
    expect(write('in e. coli, panel a. previous work and a. coli')).toBe(
      'in E. coli, panel a. previous work and a. coli',
    );
    expect(speciesWriter('see panel a. previous work and j. smith . b. subtilis grew .')).toBe(
      undefined,
    );
    // "studies" and "various" are no species' names, however often an initial comes before them.
    expect(
      speciesWriter('vitamin d. studies agree . different studies differ . vitamin d. studies .'),
    ).toBeUndefined();
    // A genus is a Latin word: not "daily" beside "d. coli".
    const coli = speciesWriter('d. coli grew . daily coli and daphnia coli grew .')!;
    expect(coli('daily coli and daphnia coli')).toBe('daily coli and Daphnia coli');
  });
});
