import { describe, expect, it } from 'vitest';
import {
  buildAiStatement,
  checkCompanions,
  companionLimits,
  companionMeter,
  countCharacters,
  highlightProblem,
  readabilityGainWarning,
  tldrProblem,
  wholeStatementProblem,
} from './companions.ts';
import { generationDataSchema, normalizeResult } from './result.ts';

const limits = companionLimits();

describe('companion limits', () => {
  it('are Elsevier-style by default and set by the venue where it has its own', () => {
    expect(limits.highlights).toMatchObject({ min: 3, max: 5, maxChars: 85 });
    expect(limits.tldr.maxWords).toBe(30);
    expect(limits.plainSummary.target).toBe(150);
    expect(companionLimits('plos-one').plainSummary).toMatchObject({ min: 150, max: 200 });
    expect(companionLimits('elsevier').highlights.maxChars).toBe(85);
  });

  it('counts characters with spaces, as code points', () => {
    expect(countCharacters('  ab cd ')).toBe(5);
    expect(countCharacters('𝛼 β')).toBe(3);
  });

  it('accepts whole statements and names what is wrong with cut ones', () => {
    expect(wholeStatementProblem('The model halves the error rate.')).toBeUndefined();
    expect(wholeStatementProblem('The model halves the error of the.')).toBe('it ends mid-phrase');
    expect(wholeStatementProblem('the model halves the error.')).toMatch(/capital/);
    expect(wholeStatementProblem('The model halves the error')).toMatch(/full stop/);
    expect(wholeStatementProblem('The model (a CNN halves errors.')).toMatch(/bracket/);
    expect(wholeStatementProblem('The model halves…')).toMatch(/cut off/);
    expect(wholeStatementProblem('We measured the shedding rate of b.')).toMatch(/abbreviation/);
  });

  it('checks a highlight against 85 characters', () => {
    const ok =
      'The new method is fast'
        .padEnd(84, '!')
        .replace(/!+$/, (m) => ' ' + 'b'.repeat(m.length - 1)) + '.';
    expect(countCharacters(ok)).toBe(85);
    expect(highlightProblem(ok, limits)).toBeUndefined();
    expect(highlightProblem(ok.replace('.', 'a.'), limits)).toMatch(/86 characters/);
  });

  it('checks a TL;DR: at most 30 words, one sentence', () => {
    expect(tldrProblem('We test a drug and it works.', limits)).toBeUndefined();
    expect(tldrProblem(`We ${'test '.repeat(30)}it.`, limits)).toMatch(/32 words/);
    expect(tldrProblem('We test a drug. It works well.', limits)).toMatch(/more than one/);
  });

  it('lists every broken limit with the item it concerns', () => {
    const problems = checkCompanions(
      {
        highlights: ['Short and whole.', 'Cut at the'],
        tldr: 'Fine sentence here.',
        plain_summary: 'Too short.',
      },
      limits,
    );
    expect(problems.map((p) => [p.key, p.index])).toEqual([
      ['highlights', undefined],
      ['highlights', 1],
      ['plain_summary', undefined],
    ]);
    expect(checkCompanions({}, limits)).toEqual([]);
  });

  it('meters a highlight in characters and a TL;DR in words', () => {
    expect(companionMeter('highlights', 'Seventy characters.', limits)).toEqual({
      count: 19,
      limit: 85,
      unit: 'characters',
      over: false,
    });
    expect(companionMeter('tldr', 'one two three', limits)?.count).toBe(3);
  });

  it('words the readability warning by how far the summary falls short', () => {
    expect(readabilityGainWarning(60, 50, 5)).toBeUndefined();
    expect(readabilityGainWarning(51, 50, 5)).toMatch(/reads only 1 point easier than/);
    expect(readabilityGainWarning(47, 50, 5)).toMatch(/reads 3 points harder than/);
  });

  it('writes a declaration naming the model or the engine and its version', () => {
    const model = buildAiStatement({ kind: 'model', provider: 'openai', model: 'gpt-x' });
    expect(model).toMatch(/^Declaration of generative AI and AI-assisted technologies/);
    expect(model).toContain('gpt-x');
    const engine = buildAiStatement({ kind: 'engine', version: '1.2' });
    expect(engine).toContain('version 1.2');
    expect(engine).toMatch(/no generative language model/);
  });
});

describe('companions in the result', () => {
  const base = {
    id: 'x',
    abstract: 'An abstract.',
    alternative_versions: { concise: 'a', detailed: 'b', technical: 'c' },
    keywords: [],
    word_count: 2,
    quality_score: 50,
    readability_score: 50,
    structure_check: {
      has_background: true,
      has_methods: true,
      has_results: true,
      has_conclusions: true,
      clarity_score: 5,
      academic_tone_score: 5,
      coherence_score: 5,
    },
    created_at: '2026-01-01T00:00:00.000Z',
  };

  it('are optional in the response contract', () => {
    expect(generationDataSchema.safeParse(base).success).toBe(true);
    expect(
      generationDataSchema.safeParse({ ...base, highlights: ['One.'], tldr: 'T.' }).success,
    ).toBe(true);
    expect(generationDataSchema.safeParse({ ...base, highlights: 'One.' }).success).toBe(false);
  });

  it('are kept by normalizeResult, from data or from a stored entry, and absent when none', () => {
    expect(normalizeResult(base)?.companions).toBeUndefined();
    const fromData = normalizeResult({ ...base, highlights: ['One.', ''], tldr: 'T.' });
    expect(fromData?.companions).toEqual({ highlights: ['One.'], tldr: 'T.' });
    const stored = normalizeResult({ ...base, companions: { plain_summary: 'P.' } });
    expect(stored?.companions).toEqual({ plain_summary: 'P.' });
  });
});
