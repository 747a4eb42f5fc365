/**
 * The form as the page holds it (seed §3), its defaults and the seed §5 required-fields rule.
 * No zod here: the page's first load uses this module and must not carry the schemas.
 */
import { DEFAULT_WORD_COUNT_TARGET, SLIDER_DEFAULT } from './constants.ts';
import type { GenerateRequest } from './request.ts';

/** Not in the seed: limits that keep one request bounded (documented in the README). */
export const MAX_TITLE_CHARS = 500;
export const MAX_CONTENT_CHARS = 1_000_000;
export const MAX_INSTRUCTIONS_CHARS = 2_000;

/**
 * The form as the page holds it: choices not yet made are empty strings, the journal is '' for
 * "none". Derived from the request type so the two never drift apart.
 */
export type GenerationForm = {
  [K in keyof GenerateRequest]-?: K extends 'research_field' | 'academic_level' | 'abstract_style'
    ? GenerateRequest[K] | ''
    : K extends 'optimize_for_journal'
      ? NonNullable<GenerateRequest[K]> | ''
      : K extends 'custom_instructions'
        ? string
        : GenerateRequest[K];
};

export const FORM_DEFAULTS: GenerationForm = {
  research_title: '',
  research_content: '',
  research_field: '',
  academic_level: '',
  abstract_style: '',
  word_count_target: DEFAULT_WORD_COUNT_TARGET,
  creativity_level: SLIDER_DEFAULT,
  technicality_level: SLIDER_DEFAULT,
  include_citations: true,
  language: 'en',
  optimize_for_journal: '',
  custom_instructions: '',
};

export const REQUIRED_FIELDS = [
  'research_title',
  'research_content',
  'research_field',
  'academic_level',
  'abstract_style',
] as const;

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Seed §5: the required fields that are blank or not chosen (empty list when all are there). */
export function missingRequiredFields(form: unknown): (typeof REQUIRED_FIELDS)[number][] {
  const record = (typeof form === 'object' && form !== null ? form : {}) as Record<string, unknown>;
  return REQUIRED_FIELDS.filter((field) => isBlank(record[field]));
}
