import { describe, expect, it } from 'vitest';
import * as contracts from './index.ts';
import {
  ABSTRACT_STYLES,
  ACADEMIC_LEVELS,
  FORM_DEFAULTS,
  JOURNALS,
  LANGUAGES,
  MESSAGES,
  RESEARCH_FIELDS,
  WORD_COUNT_TARGETS,
  missingRequiredFields,
  normalizeResult,
  parseGenerateRequest,
  progressLabel,
  qualityBand,
  successDescription,
} from './index.ts';

const validBody = {
  research_title: 'Sparse attention for long documents',
  research_content: 'We study sparse attention. '.repeat(20),
  research_field: 'computer-science',
  academic_level: 'graduate',
  abstract_style: 'narrative',
};

describe('option lists equal seed §3', () => {
  it.each([
    [
      RESEARCH_FIELDS,
      'computer-science, biology, psychology, engineering, medicine, physics, chemistry, social-sciences, humanities, business, education, other',
    ],
    [ACADEMIC_LEVELS, 'high-school, undergraduate, graduate, phd, professional'],
    [ABSTRACT_STYLES, 'structured, narrative, informative, descriptive, critical'],
    [LANGUAGES, 'en, es, fr, de, zh, ja, ru'],
    [JOURNALS, 'nature, science, ieee, elsevier, springer, plos-one, ama, apa, mla, chicago'],
    [WORD_COUNT_TARGETS, '150, 200, 250, 300, 350, 400, 500, 750, 1000'],
  ])('%s', (list, seed) => {
    expect(list.join(', ')).toBe(seed);
  });
});

describe('constants equal seed §9', () => {
  it.each([
    ['HISTORY_MAX_ITEMS', 10],
    ['HISTORY_STORAGE_KEY', 'abstractHistory'],
    ['DEFAULT_WORD_COUNT_TARGET', 250],
    ['SLIDER_MIN', 0],
    ['SLIDER_MAX', 100],
    ['SLIDER_STEP', 5],
    ['SLIDER_DEFAULT', 50],
    ['PROGRESS_CAP', 90],
    ['PROGRESS_TICK_MS', 200],
    ['PROGRESS_RESET_MS', 1000],
    ['MIN_CONTENT_CHARS', 200],
    ['QUALITY_BAND_GREEN', 90],
    ['QUALITY_BAND_AMBER', 75],
    ['TEXTAREA_MIN_HEIGHT_PX', 300],
    ['SPEECH_RATE', 0.9],
    ['SPEECH_PITCH', 1],
    ['PROMO_SHEET_DELAY_MS', 2000],
    ['PROMO_SHEET_SLIDE_MS', 1000],
    ['PROMO_SHEET_OFFSET_PX', 300],
    ['PROMO_SHEET_WIDTH_PX', 400],
    ['PROMO_SHEET_SMALL_WIDTH_PERCENT', 95],
    ['DEFAULT_WORD_COUNT', 0],
    ['DEFAULT_QUALITY_SCORE', 85],
    ['DEFAULT_READABILITY_SCORE', 75],
    ['FIXED_PLAGIARISM_SCORE', 5],
    ['DEFAULT_STRUCTURE_SCORE', 8],
  ])('%s = %s', (name, value) => {
    expect((contracts as Record<string, unknown>)[name]).toBe(value);
  });

  it('progress labels follow the seed §4 table', () => {
    expect([0, 29, 30, 59, 60, 89, 90, 100].map(progressLabel)).toEqual([
      'Analyzing content...',
      'Analyzing content...',
      'Structuring abstract...',
      'Structuring abstract...',
      'Refining language...',
      'Refining language...',
      'Finalizing...',
      'Finalizing...',
    ]);
  });

  it.each([
    [100, 'green'],
    [90, 'green'],
    [89, 'amber'],
    [75, 'amber'],
    [74, 'red'],
    [0, 'red'],
  ])('quality %s is %s', (score, band) => {
    expect(qualityBand(score)).toBe(band);
  });

  it('words the success toast as the seed does', () => {
    expect(successDescription(212, 91)).toBe(
      'Generated a 212-word abstract with 91% quality score.',
    );
  });
});

describe('parseGenerateRequest', () => {
  it('applies the seed defaults', () => {
    const result = parseGenerateRequest(validBody);
    expect(result).toEqual({
      ok: true,
      value: {
        ...validBody,
        word_count_target: 250,
        creativity_level: 50,
        technicality_level: 50,
        include_citations: true,
        language: 'en',
      },
    });
  });

  it('accepts the page form with its defaults (journal none)', () => {
    const result = parseGenerateRequest({ ...FORM_DEFAULTS, ...validBody });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.optimize_for_journal).toBeUndefined();
  });

  it.each([
    'research_title',
    'research_content',
    'research_field',
    'academic_level',
    'abstract_style',
  ])('missing %s gives the seed message', (field) => {
    for (const value of [undefined, '', '   ']) {
      expect(parseGenerateRequest({ ...validBody, [field]: value })).toEqual({
        ok: false,
        error: MESSAGES.missingFields,
      });
    }
  });

  it.each([
    [{ word_count_target: 260 }, 'word_count_target must be one of: 150, 200, 250'],
    [{ word_count_target: '250' }, 'word_count_target must be one of'],
    [{ creativity_level: 52 }, 'creativity_level must be a multiple of 5'],
    [{ technicality_level: 105 }, 'technicality_level must be at most 100'],
    [{ creativity_level: 'high' }, 'creativity_level must be a number'],
    [{ include_citations: 'yes' }, 'include_citations must be true or false'],
    [{ language: 'it' }, 'language must be one of: en, es'],
    [{ optimize_for_journal: 'lancet' }, 'optimize_for_journal must be one of'],
    [{ research_field: 'astrology' }, 'research_field must be one of'],
    [{ research_title: 42 }, 'Please fill in all required fields'],
    [{ research_title: 'x'.repeat(501) }, 'research_title must be at most 500 characters'],
  ])('rejects %o naming the problem', (patch, message) => {
    const result = parseGenerateRequest({ ...validBody, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });

  it.each([null, [], 'text', 3])('rejects a body that is not an object: %o', (body) => {
    expect(parseGenerateRequest(body).ok).toBe(false);
  });

  it('lists the missing required fields', () => {
    expect(missingRequiredFields({ research_title: 'T', research_field: 'biology' })).toEqual([
      'research_content',
      'academic_level',
      'abstract_style',
    ]);
  });
});

describe('normalizeResult', () => {
  it('fills the seed defaults on a bare seed-shaped response', () => {
    const result = normalizeResult({ abstract: 'An abstract.', keywords: ['a', 'b'] });
    expect(result).toMatchObject({
      abstract: 'An abstract.',
      alternative_versions: {
        concise: 'An abstract.',
        detailed: 'An abstract.',
        technical: 'An abstract.',
      },
      keywords: ['a', 'b'],
      key_phrases: ['a', 'b'],
      word_count: 0,
      quality_score: 85,
      readability_score: 75,
      plagiarism_score: 5,
      structure_analysis: {
        has_background: true,
        has_methods: true,
        has_results: true,
        has_conclusions: true,
        clarity_score: 8,
        academic_tone_score: 8,
        coherence_score: 8,
      },
      sentiment_analysis: { positivity: 75, neutrality: 85, objectivity: 90 },
      citations: [],
      favorite: false,
    });
    expect(result?.id).toMatch(/\S/);
    expect(Number.isNaN(Date.parse(result!.created_at))).toBe(false);
  });

  it('keeps every value of a full response, reading structure_check', () => {
    const full = {
      id: 'abc',
      abstract: 'Standard.',
      alternative_versions: { concise: 'C.', detailed: 'D.', technical: 'T.' },
      keywords: ['x'],
      word_count: 1,
      quality_score: 92,
      readability_score: 40,
      structure_check: {
        has_background: false,
        has_methods: true,
        has_results: false,
        has_conclusions: true,
        clarity_score: 6,
        academic_tone_score: 7,
        coherence_score: 9,
      },
      created_at: '2026-01-02T03:04:05.000Z',
      analysis: { source_overlap: 0.4, unsupported_numbers: [], warnings: ['w'] },
    };
    expect(normalizeResult(full)).toEqual({
      id: 'abc',
      abstract: 'Standard.',
      alternative_versions: { concise: 'C.', detailed: 'D.', technical: 'T.' },
      keywords: ['x'],
      key_phrases: ['x'],
      word_count: 1,
      quality_score: 92,
      readability_score: 40,
      plagiarism_score: 5,
      structure_analysis: full.structure_check,
      sentiment_analysis: { positivity: 75, neutrality: 85, objectivity: 90 },
      citations: [],
      created_at: '2026-01-02T03:04:05.000Z',
      favorite: false,
      analysis: full.analysis,
    });
  });

  it('round-trips a stored entry (structure_analysis, favorite)', () => {
    const first = normalizeResult({ abstract: 'A.', structure_check: { has_methods: false } })!;
    const again = normalizeResult(JSON.parse(JSON.stringify({ ...first, favorite: true })));
    expect(again).toEqual({ ...first, favorite: true });
  });

  it.each([null, undefined, 42, 'text', [], {}, { abstract: '' }, { abstract: 7 }])(
    'returns null for garbage: %o',
    (garbage) => {
      expect(normalizeResult(garbage)).toBeNull();
    },
  );

  it('drops wrongly typed parts of a damaged response instead of trusting them', () => {
    const result = normalizeResult({
      abstract: 'A.',
      keywords: ['ok', 3, null],
      word_count: 'many',
      quality_score: Number.NaN,
      alternative_versions: 'nope',
      structure_check: [],
    });
    expect(result).toMatchObject({
      keywords: ['ok'],
      word_count: 0,
      quality_score: 85,
      alternative_versions: { concise: 'A.', detailed: 'A.', technical: 'A.' },
    });
    expect(result?.structure_analysis.clarity_score).toBe(8);
  });
});

describe('public exports', () => {
  it('exports exactly the named API', () => {
    expect(Object.keys(contracts).sort()).toMatchSnapshot();
  });
});
