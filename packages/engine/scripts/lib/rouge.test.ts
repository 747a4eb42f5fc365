import { describe, expect, it } from 'vitest';
import { porterStem } from './porter.ts';
import { lcsIndices, lcsTable, scoreRouge, summaryLevelLcs, unionLcs } from './rouge.ts';

describe('porterStem (NLTK mode)', () => {
  // Porter 1980's own examples plus NLTK's documented departures (ties→tie, spied→spi, happy→happi).
  it.each([
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['ties', 'tie'],
    ['caress', 'caress'],
    ['cats', 'cat'],
    ['feed', 'feed'],
    ['agreed', 'agre'],
    ['plastered', 'plaster'],
    ['motoring', 'motor'],
    ['sing', 'sing'],
    ['conflated', 'conflat'],
    ['troubled', 'troubl'],
    ['sized', 'size'],
    ['hopping', 'hop'],
    ['falling', 'fall'],
    ['hissing', 'hiss'],
    ['fizzed', 'fizz'],
    ['failing', 'fail'],
    ['filing', 'file'],
    ['happy', 'happi'],
    ['sky', 'sky'],
    ['enjoy', 'enjoy'],
    ['spied', 'spi'],
    ['died', 'die'],
    ['relational', 'relat'],
    ['conditional', 'condit'],
    ['rational', 'ration'],
    ['digitizer', 'digit'],
    ['radically', 'radic'],
    ['differently', 'differ'],
    ['vietnamization', 'vietnam'],
    ['predication', 'predic'],
    ['operator', 'oper'],
    ['feudalism', 'feudal'],
    ['decisiveness', 'decis'],
    ['hopefulness', 'hope'],
    ['callousness', 'callous'],
    ['formality', 'formal'],
    ['sensitivity', 'sensit'],
    ['sensibility', 'sensibl'],
    ['triplicate', 'triplic'],
    ['formative', 'form'],
    ['formalize', 'formal'],
    ['electrical', 'electr'],
    ['hopeful', 'hope'],
    ['goodness', 'good'],
    ['revival', 'reviv'],
    ['allowance', 'allow'],
    ['inference', 'infer'],
    ['airliner', 'airlin'],
    ['adjustable', 'adjust'],
    ['defensible', 'defens'],
    ['irritant', 'irrit'],
    ['replacement', 'replac'],
    ['adjustment', 'adjust'],
    ['dependent', 'depend'],
    ['adoption', 'adopt'],
    ['communism', 'commun'],
    ['activate', 'activ'],
    ['homologous', 'homolog'],
    ['effective', 'effect'],
    ['bowdlerize', 'bowdler'],
    ['probate', 'probat'],
    ['rate', 'rate'],
    ['cease', 'ceas'],
    ['controlling', 'control'],
    ['roll', 'roll'],
    ['generalizations', 'gener'],
    ['dying', 'die'],
    ['news', 'news'],
    ['proceed', 'proceed'],
    ['geology', 'geolog'],
    ['is', 'is'],
  ])('%s → %s', (word, stem) => {
    expect(porterStem(word)).toBe(stem);
  });
});

describe('scoreRouge (rouge-score test expectations)', () => {
  it('ROUGE-1: one of three target words', () => {
    const { rouge1 } = scoreRouge('testing one two', 'testing');
    expect(rouge1.precision).toBeCloseTo(1, 6);
    expect(rouge1.recall).toBeCloseTo(1 / 3, 6);
    expect(rouge1.fmeasure).toBeCloseTo(1 / 2, 6);
  });

  it('ROUGE-2: one of two target bigrams', () => {
    const { rouge2 } = scoreRouge('testing one two', 'testing one');
    expect(rouge2.precision).toBeCloseTo(1, 6);
    expect(rouge2.recall).toBeCloseTo(1 / 2, 6);
    expect(rouge2.fmeasure).toBeCloseTo(2 / 3, 6);
  });

  it.each(['rouge1', 'rouge2', 'rougeLsum'] as const)('%s of an empty prediction is 0', (type) => {
    expect(scoreRouge('testing one two', '')[type].fmeasure).toBe(0);
  });

  it('ROUGE-Lsum: union LCS over two candidate sentences', () => {
    const { rougeLsum } = scoreRouge('w1 w2 w3 w4 w5', 'w1 w2 w6 w7 w8\nw1 w3 w8 w9 w5');
    expect(rougeLsum.recall).toBeCloseTo(0.8, 6);
    expect(rougeLsum.precision).toBeCloseTo(0.4, 6);
    expect(rougeLsum.fmeasure).toBeCloseTo(0.5333, 3);
  });

  it.each([
    ['', 'w1'],
    ['w1 w2 w3 w4 w5', '/'],
  ])('ROUGE-Lsum of %j vs %j is 0', (target, prediction) => {
    expect(scoreRouge(target, prediction).rougeLsum.fmeasure).toBe(0);
  });

  it('stems before matching (tokens longer than 3 characters only)', () => {
    expect(scoreRouge('the cats were running', 'The cat was run').rouge1.recall).toBeCloseTo(
      3 / 4,
      6,
    );
  });
});

describe('LCS helpers', () => {
  it('reads back the indices rouge-score expects', () => {
    const ref = [1, 2, 3, 4, 5];
    const table = lcsTable(ref, [2, 5, 3, 4]);
    expect(table[5]![4]).toBe(3);
    expect(lcsIndices(table, ref, [2, 5, 3, 4])).toEqual([1, 2, 3]);
    expect(lcsIndices(lcsTable(ref, [8, 9]), ref, [8, 9])).toEqual([]);
  });

  it('unions the LCS of each candidate (Lin 2004 §3.2)', () => {
    const ref = ['1', '2', '3', '4', '5'];
    expect(
      unionLcs(ref, [
        ['1', '2', '6', '7', '8'],
        ['1', '3', '8', '9', '5'],
      ]),
    ).toEqual(['1', '2', '3', '5']);
  });

  it('scores an empty candidate list as 0', () => {
    expect(summaryLevelLcs([['reference']], [[]]).recall).toBe(0);
  });
});
