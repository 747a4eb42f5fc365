import { describe, expect, it } from 'vitest';
import { PAPERS } from '../fixtures/languages.ts';
import { generateAbstract, scoreAbstract } from '../index.ts';
import type { AbstractStyle, Language } from '@abstractly/contracts/options';
import type { EngineRequest } from '../types.ts';
import { DEFAULT_HEADINGS, LOCALISED_HEADINGS } from '../compose/venues.ts';

const request = (language: string, style: AbstractStyle): EngineRequest => ({
  research_title: PAPERS[language]!.title,
  research_content: PAPERS[language]!.body,
  research_field: 'other',
  academic_level: 'graduate',
  abstract_style: style,
  word_count_target: 100,
  creativity_level: 10,
  technicality_level: 50,
  include_citations: false,
  language: language as Language,
});

describe('scoreAbstract measures an abstract as generateAbstract measures its own', () => {
  const cases = Object.keys(PAPERS).flatMap((language) =>
    (['narrative', 'structured'] as const).map((style) => [language, style] as const),
  );
  it.each(cases)('%s, %s', (language, style) => {
    const result = generateAbstract(request(language, style));
    if (!result.ok) throw new Error(result.message);
    const { output } = result;
    const scores = scoreAbstract({
      abstract: output.abstract,
      source: PAPERS[language]!.body,
      title: PAPERS[language]!.title,
      language: output.analysis.detected_language,
      target: output.analysis.effective_word_target,
      academicLevel: 'graduate',
      headings:
        style === 'structured' ? (LOCALISED_HEADINGS[language] ?? DEFAULT_HEADINGS) : undefined,
      versions: Object.values(output.alternative_versions),
    });
    expect(scores.word_count).toBe(output.word_count);
    expect(scores.readability_score).toBe(output.readability_score);
    expect(scores.structure_check).toEqual(output.structure_check);
    expect(scores.analysis.source_overlap).toBe(output.analysis.source_overlap);
    expect(scores.analysis.unsupported_numbers).toEqual(output.analysis.unsupported_numbers);
    // Redundancy alone may differ: the composer compares the source sentences a rewrite came from.
    const { redundancy: _, ...parts } = scores.analysis.quality_breakdown;
    const { redundancy: __, ...engineParts } = output.analysis.quality_breakdown;
    expect(parts).toEqual(engineParts);
    expect(Math.abs(scores.quality_score - output.quality_score)).toBeLessThanOrEqual(5);
  });
});

describe('scoreAbstract', () => {
  const source = PAPERS.en!.body;
  const base = {
    source,
    title: PAPERS.en!.title,
    language: 'en',
    target: 60,
    academicLevel: 'graduate',
  };

  it('counts parts named by the headings of a structured abstract as present', () => {
    const abstract = [
      'Background: Notes are long.',
      'Methods: Notes were read.',
      'Results: Some were read.',
      'Conclusions: Reading helps.',
    ].join('\n\n');
    const headed = scoreAbstract({ ...base, abstract, headings: DEFAULT_HEADINGS });
    expect(headed.structure_check).toMatchObject({
      has_background: true,
      has_methods: true,
      has_results: true,
      has_conclusions: true,
    });
    expect(headed.analysis.quality_breakdown.structure_completeness).toBe(1);
  });

  it('checks the numbers of every version against the source', () => {
    const scores = scoreAbstract({
      ...base,
      abstract: 'We collected 1,200 discharge notes.',
      versions: ['We collected 1,200 notes from 7 hospitals.'],
    });
    expect(scores.analysis.unsupported_numbers).toEqual(['7']);
    expect(scores.analysis.quality_breakdown.numbers_not_in_source).toBe(1);
  });

  it('reports copied 8-grams and a lower redundancy for a repeated sentence', () => {
    const sentence = source.split(/(?<=\.)\s+/u).find((s) => s.split(' ').length > 12)!;
    const copied = scoreAbstract({ ...base, abstract: sentence });
    expect(copied.analysis.source_overlap).toBe(1);
    expect(copied.analysis.quality_breakdown.redundancy).toBe(1);
    const repeated = scoreAbstract({ ...base, abstract: `${sentence} ${sentence}` });
    expect(repeated.analysis.quality_breakdown.redundancy).toBe(0);
  });

  it('gives zeros, not an exception, for an empty abstract', () => {
    const scores = scoreAbstract({ ...base, abstract: '' });
    expect(scores.word_count).toBe(0);
    expect(scores.readability_score).toBe(0);
    expect(scores.analysis.source_overlap).toBe(0);
  });
});
