import { describe, expect, it } from 'vitest';
import { buildVocabulary, joinHyphenation } from './hyphenation.ts';

describe('joinHyphenation', () => {
  it.each([
    ['joins lines with a space', ['The gauges', 'were built.'], 'The gauges were built.'],
    [
      'rejoins a word broken at the line end',
      ['a pressure sen-', 'sor was used'],
      'a pressure sensor was used',
    ],
    ['handles the Unicode hyphen', ['micro\u2010', 'controller'], 'microcontroller'],
    ['drops a soft hyphen', ['centi\u00AD', 'metres'], 'centimetres'],
    ['keeps the hyphen before a capital', ['the Jean-', 'Paul model'], 'the Jean-Paul model'],
    [
      'keeps the hyphen before a digit',
      ['during COVID-', '19 lockdowns'],
      'during COVID-19 lockdowns',
    ],
    [
      'keeps a compound broken at its own hyphen',
      ['a state-of-the-', 'art gauge'],
      'a state-of-the-art gauge',
    ],
    [
      'leaves a dash with a space before it alone',
      ['the result -', 'a surprise'],
      'the result - a surprise',
    ],
    ['ignores blank lines and trims', ['  one ', '', ' two '], 'one two'],
    ['returns an empty string for no lines', [], ''],
  ])('%s', (_name, lines, expected) => {
    expect(joinHyphenation(lines)).toBe(expected);
  });

  it.each([
    [
      'keeps the hyphen of a compound the document writes hyphenated',
      ['a well-known well-', 'known fact'],
      'a well-known well-known fact',
    ],
    [
      'joins when the document also writes the word whole',
      ['co-operation and co-', 'operation', 'cooperation'],
      'co-operation and cooperation cooperation',
    ],
    [
      'joins a word in capitals the document writes whole',
      ['scored by METEOR and ME-', 'TEOR again'],
      'scored by METEOR and METEOR again',
    ],
    [
      'keeps the hyphen between two words in capitals',
      ['scored by BLEU, NIST and BLEU-', 'NIST'],
      'scored by BLEU, NIST and BLEU-NIST',
    ],
    [
      'joins a word broken over three lines, judged on all it holds so far',
      ['a multi-', 'dimen-', 'sional sensor'],
      'a multidimensional sensor',
    ],
  ])('%s', (_name, lines, expected) => {
    expect(joinHyphenation(lines, buildVocabulary(lines))).toBe(expected);
  });

  it('joins every break of a paragraph thousands of lines long', () => {
    const lines = Array.from({ length: 5_000 }, (_, i) => (i % 2 ? 'lysis was run' : 'the ana-'));
    expect(joinHyphenation(lines)).toBe(Array(2_500).fill('the analysis was run').join(' '));
  });
});

describe('buildVocabulary', () => {
  it('sorts words into hyphenated and plain, lower-cased', () => {
    const vocabulary = buildVocabulary(['Self-Calibrating gauges', 'use pressure-']);
    expect([...vocabulary.hyphenated]).toEqual(['self-calibrating']);
    expect([...vocabulary.plain].sort()).toEqual(['gauges', 'pressure', 'use']);
  });
});
