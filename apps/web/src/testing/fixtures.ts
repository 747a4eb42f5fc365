/** Test data shared by the unit and component tests. */
import { FORM_DEFAULTS, type AbstractResult, type GenerationForm } from '@abstractly/contracts';

export const FILLED_FORM: GenerationForm = {
  ...FORM_DEFAULTS,
  research_title: 'Tidal Wetland Restoration: Carbon Storage (2020–2023)',
  research_content: 'Restored marshes buried carbon at rates close to natural ones. '.repeat(6),
  research_field: 'biology',
  academic_level: 'graduate',
  abstract_style: 'informative',
};

/** A server `data` object as seed §7 describes it, plus the measured analysis of product.md. */
export const SERVER_DATA = {
  id: 'result-1',
  abstract: 'Restored marshes buried carbon at 180 g per square metre per year.',
  alternative_versions: {
    concise: 'Restored marshes buried carbon.',
    detailed:
      'Detailed: restored marshes buried carbon at 180 g per square metre per year, close to natural marshes.',
    technical: 'Technical: burial of 180 g C m-2 yr-1 at 24 sites.',
  },
  keywords: ['carbon burial', 'tidal marsh'],
  word_count: 11,
  quality_score: 91,
  readability_score: 48,
  structure_check: {
    has_background: true,
    has_methods: false,
    has_results: true,
    has_conclusions: true,
    clarity_score: 8,
    academic_tone_score: 9,
    coherence_score: 7,
  },
  created_at: '2026-11-22T03:00:00.000Z',
  analysis: {
    source_overlap: 0.237,
    unsupported_numbers: [],
    warnings: ['Written in English: translation needs an AI provider.'],
  },
};

export function makeResult(patch: Partial<AbstractResult> = {}): AbstractResult {
  return {
    id: 'result-1',
    abstract: SERVER_DATA.abstract,
    alternative_versions: SERVER_DATA.alternative_versions,
    keywords: SERVER_DATA.keywords,
    key_phrases: SERVER_DATA.keywords,
    word_count: SERVER_DATA.word_count,
    quality_score: SERVER_DATA.quality_score,
    readability_score: SERVER_DATA.readability_score,
    plagiarism_score: 5,
    structure_analysis: SERVER_DATA.structure_check,
    sentiment_analysis: { positivity: 75, neutrality: 85, objectivity: 90 },
    citations: [],
    created_at: SERVER_DATA.created_at,
    favorite: false,
    analysis: SERVER_DATA.analysis,
    ...patch,
  };
}

/** A Storage whose setItem always fails the way a full browser storage does. */
export function fullStorage(): Storage {
  const storage = new Map<string, string>();
  return {
    get length() {
      return storage.size;
    },
    clear: () => storage.clear(),
    getItem: (key) => storage.get(key) ?? null,
    key: (index) => [...storage.keys()][index] ?? null,
    removeItem: (key) => void storage.delete(key),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}
