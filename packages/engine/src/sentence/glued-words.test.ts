import { describe, expect, it } from 'vitest';
import { buildVocabulary, joinSplit, mendWords, splitGlued } from './glued-words.ts';

const paper = buildVocabulary([
  'In this paper we present a statistical parser. In this paper the parser is a Pitman-Yor model.',
  'The Pitman-Yor process and the statistical tagger share a database of another kind.',
  'Our database holds another set of statistical trees.',
]);

describe('glued and broken words, mended by the paper', () => {
  it.each([
    ['thispaper', 'this paper'],
    ['PitmanYor', 'Pitman-Yor'],
    ['ofstatistical', 'of statistical'],
  ])('splits %s', (word, split) => {
    expect(splitGlued(word, paper)).toBe(split);
  });

  it('leaves a word the paper writes whole', () => {
    expect(splitGlued('database', paper)).toBeUndefined();
    expect(splitGlued('another', paper)).toBeUndefined();
  });

  it('joins a word broken in two, but not two words', () => {
    expect(joinSplit('statisti', 'cal', paper)).toBe('statistical');
    expect(joinSplit('the', 'parser', paper)).toBeUndefined();
  });

  it('mends a sentence as the paper writes it', () => {
    expect(mendWords('In thispaper the statisti cal parser is a PitmanYor model.', paper)).toBe(
      'In this paper the statistical parser is a Pitman-Yor model.',
    );
  });
});
