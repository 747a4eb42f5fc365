import { describe, expect, it } from 'vitest';
import { findUnsupportedNumbers, maskPointers } from './numbers.ts';
import { measureSourceOverlap } from './overlap.ts';
import { scoreQuality } from './quality.ts';
import { countSyllables, scoreReadability } from './readability.ts';
import { checkStructure } from './structure.ts';
import { paperOfWords } from '../fixtures/long-paper.ts';
import { terms } from '../read/segment.ts';

describe('scoreReadability', () => {
  it.each([
    // Flesch: one 4-word sentence of 1-syllable words → 206.835 − 1.015·4 − 84.6 = 118 → clamped 100.
    ['The cat sat down.', 'en', 100],
    // Long words and a long sentence push the score down to the floor.
    [
      'Comprehensive epidemiological investigations systematically characterised heterogeneous immunological manifestations internationally.',
      'en',
      0,
    ],
    // Fernández Huerta: 206.84 − 0.60·150 − 1.02·25 = 91.
    ['El gato se sentó.', 'es', 91],
    ['Le chat est assis.', 'fr', 100],
    // Amstad: 180 − 3 − 58.5·4/3 = 99.
    ['Die Katze saß.', 'de', 99],
    ['Кот сидел.', 'ru', 100],
    ['', 'en', 0],
  ])('%s (%s) → %i', (text, language, score) => {
    expect(scoreReadability(text, language)).toBe(score);
  });

  it('ranks plain text above dense text in every language formula', () => {
    const pairs: [string, string, string][] = [
      [
        'en',
        'We read the notes. They were short.',
        'Characterisation of heterogeneous manifestations necessitates comprehensive methodological considerations.',
      ],
      [
        'de',
        'Wir lesen die Notizen. Sie sind kurz.',
        'Die Charakterisierung heterogener Manifestationen erfordert umfassende methodologische Überlegungen.',
      ],
      [
        'ru',
        'Мы читаем записи. Они короткие.',
        'Характеристика гетерогенных проявлений требует всесторонних методологических соображений.',
      ],
      [
        'zh',
        '我们读了记录。记录很短。',
        '对异质性临床表现进行系统性表征需要全面的方法学考虑以及大量跨机构的数据整合工作。',
      ],
    ];
    for (const [language, plain, dense] of pairs)
      expect(scoreReadability(plain, language)).toBeGreaterThan(scoreReadability(dense, language));
  });

  it.each([
    ['cat', 'en', 1],
    ['table', 'en', 2],
    ['make', 'en', 1],
    ['attention', 'en', 3],
    ['documento', 'es', 4],
    ['модель', 'ru', 2],
  ])('countSyllables(%s, %s) = %i', (word, language, n) => {
    expect(countSyllables(word, language)).toBe(n);
  });
});

describe('findUnsupportedNumbers', () => {
  it.each([
    ['Accuracy was 87.4%.', 'We reached 87.4% accuracy.', []],
    ['Accuracy was 88%.', 'We reached 87.4% accuracy.', ['88']],
    ['We used 1,200 notes and 3 sites.', 'There were 1,200 notes from 3 sites.', []],
    ['No numbers here.', 'Nothing.', []],
  ])('%s', (abstract, source, unsupported) => {
    expect(findUnsupportedNumbers(abstract, source)).toEqual(unsupported);
  });
});

describe('measureSourceOverlap', () => {
  const source = 'one two three four five six seven eight nine ten eleven twelve';
  it.each([
    ['one two three four five six seven eight nine', 1],
    ['one two three four five six seven eight zero', 0.5],
    ['zero one two three four five six seven nine ten', 0],
    ['too short', 0],
  ])('%s → %d', (abstract, share) => {
    expect(measureSourceOverlap(abstract, source)).toBe(share);
  });

  it('gives the share of the abstract’s 8-word runs found in a 10,000-word paper', () => {
    const paper = paperOfWords(10_000);
    const words = terms(paper);
    // Copied runs of the paper between words of its own, so some 8-grams match and some do not.
    const abstract = [0.1, 0.4, 0.7]
      .map((at) => words.slice(Math.floor(at * words.length), Math.floor(at * words.length) + 40))
      .map((run, i) => `${run.slice(0, 20 + i * 5).join(' ')} ${paperOfWords(30 + i)}`)
      .join(' ');
    // The definition, spelled out: every 8-word run of the abstract, looked up among the paper's.
    const grams = (list: string[]) =>
      list.slice(0, Math.max(0, list.length - 7)).map((_, i) => list.slice(i, i + 8).join(' '));
    const inPaper = new Set(grams(words));
    const runs = grams(terms(abstract));
    const share = Math.round((runs.filter((g) => inPaper.has(g)).length / runs.length) * 100) / 100;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.9);
    expect(measureSourceOverlap(abstract, paper)).toBe(share);
  });
});

describe('checkStructure', () => {
  it('finds the four parts of a complete abstract and scores it high', () => {
    const check = checkStructure(
      'Little is known about how attention behaves on long clinical notes. We trained a sparse model on 1,200 discharge notes from two hospitals. The model reached an accuracy of 87.4%, compared with 81.2% for the baseline. These findings suggest that sparse attention should be used for coding in practice.',
    );
    expect(check).toMatchObject({
      has_background: true,
      has_methods: true,
      has_results: true,
      has_conclusions: true,
    });
    expect(check.clarity_score).toBeGreaterThanOrEqual(8);
    expect(check.academic_tone_score).toBe(10);
  });

  it('lowers academic tone for contractions, exclamations and first-person singular', () => {
    const check = checkStructure("I think it's great! We don't know why. I really like it.");
    expect(check.academic_tone_score).toBeLessThan(7);
  });
});

describe('scoreQuality', () => {
  const structure = {
    has_background: true,
    has_methods: true,
    has_results: true,
    has_conclusions: true,
    clarity_score: 9,
    academic_tone_score: 10,
    coherence_score: 9,
  };
  const base = {
    structure,
    words: 250,
    target: 250,
    keyTerms: ['attention', 'notes'],
    laterKeyTerms: ['notes'],
    abstractTerms: new Set(['attention', 'notes']),
    unsupportedNumbers: 0,
    pointers: 0,
    minorProblems: 0,
    sentenceOrder: 1,
    paperOrder: 1,
    paperCoverage: 1,
    maxPairSimilarity: 0.2,
    readability: 30,
    academicLevel: 'graduate',
    language: 'en' as const,
    hasError: false,
  };

  it.each([
    ['a perfect abstract', {}, 100],
    ['an unsupported number costs 3', { unsupportedNumbers: 1 }, 97],
    ['five unsupported numbers cost 3 + 3 + 2 + 2 + 2', { unsupportedNumbers: 5 }, 88],
    ['each citation or figure pointer costs 4', { pointers: 2 }, 92],
    ['a placeholder or unexplained abbreviation costs 1', { minorProblems: 3 }, 97],
    [
      'half the whole-paper key terms missing: 96.9% of the parts',
      { abstractTerms: new Set(['notes']) },
      95,
    ],
    ['30% over the target: 96.9% of the parts', { words: 325 }, 95],
    ['40% under the target: 98.4% of the parts (a limit is a ceiling)', { words: 150 }, 97],
    [
      'sentences against both the model and the paper: 68.75% of the parts',
      { sentenceOrder: 0, paperOrder: 0 },
      57,
    ],
    ["against the model only: the paper's order weighs 40%", { sentenceOrder: 0 }, 73],
    ['an abstract spanning none of the paper: 93.75% of the parts', { paperCoverage: 0 }, 91],
    // Without the paper its parts are left out, not counted as met: the rest is scaled to 100%.
    [
      'without the paper, a perfect abstract',
      { paperOrder: undefined, paperCoverage: undefined, keyTerms: [], laterKeyTerms: [] },
      100,
    ],
    [
      "without the paper, the order is the model's alone (40 of 65 parts)",
      {
        paperOrder: undefined,
        paperCoverage: undefined,
        keyTerms: [],
        laterKeyTerms: [],
        sentenceOrder: 0,
      },
      48,
    ],
    ['an error-level finding keeps it under Excellent', { hasError: true }, 89],
    // Not a cap: two abstracts with an error still rank by their other parts (90 → 84.5 → 85)…
    [
      'an error compresses the top of the scale',
      { hasError: true, pointers: 2, minorProblems: 2 },
      85,
    ],
    // …and under the knee an error changes nothing.
    [
      'an error leaves a score under 80 as it is',
      { hasError: true, sentenceOrder: 0, paperOrder: 0 },
      57,
    ],
    // What a reader stops at (check/reader-defects.ts): a lean on missing text and a point made
    // twice cost most, debris counts three times at most.
    [
      'a sentence leaning on missing text costs 15',
      { readerDefects: { dangling: 1, redundant: 0, debris: 0, missingResult: false } },
      85,
    ],
    [
      'a point made twice costs 10',
      { readerDefects: { dangling: 0, redundant: 1, debris: 0, missingResult: false } },
      90,
    ],
    [
      'debris costs 2 a time, three times at most',
      { readerDefects: { dangling: 0, redundant: 0, debris: 7, missingResult: false } },
      94,
    ],
    [
      'no stated result costs 6',
      { readerDefects: { dangling: 0, redundant: 0, debris: 0, missingResult: true } },
      94,
    ],
    // The register part: a mean of 0.25 or less reads as a paper's body (0), 0.75 or more as an
    // abstract's (1); with its weight of 0.2 the other parts weigh 0.8.
    ['sentences that read as an abstract', { register: 0.8 }, 100],
    ["sentences that read as a paper's body: 80% of the parts", { register: 0.2 }, 72],
    ['no target: word fit is not judged', { words: 40, target: undefined }, 100],
  ])('%s', (_name, change, score) => {
    expect(scoreQuality({ ...base, ...change }).score).toBe(score);
  });
});

describe('maskPointers', () => {
  it('blanks citation markers and figure pointers in place, keeping the claims and every offset', () => {
    const text = 'Drift fell by 42% [3], [4,5] (Table 2; Fig. 3b) in 12 harbours [6].';
    const masked = maskPointers(text);
    expect(masked).toHaveLength(text.length);
    expect(masked.match(/\d+%?/g)).toEqual(['42%', '12']);
    expect(masked.indexOf('42%')).toBe(text.indexOf('42%'));
    expect(masked.indexOf('12 harbours')).toBe(text.indexOf('12 harbours'));
  });
});
