/**
 * The form as the page holds it (seed §3) and its defaults. No zod here: the page's first load
 * uses this module and must not carry the schemas.
 */
import { DEFAULT_WORD_COUNT_TARGET, SLIDER_DEFAULT } from './constants.ts';
import type { GenerateRequest } from './request.ts';

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
