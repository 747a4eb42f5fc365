/** The option lists of seed §3 as the form shows them: the seed's values, the contracts' words. */
import {
  ABSTRACT_STYLE_LABELS,
  ABSTRACT_STYLES,
  ACADEMIC_LEVEL_LABELS,
  ACADEMIC_LEVELS,
  JOURNAL_LABELS,
  JOURNALS,
  LANGUAGE_LABELS,
  LANGUAGES,
  RESEARCH_FIELD_LABELS,
  RESEARCH_FIELDS,
  WORD_COUNT_TARGETS,
} from '@abstractly/contracts';

export interface SelectOption {
  value: string;
  label: string;
}

const toOptions = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value): SelectOption => ({ value, label: labels[value] }));

export const RESEARCH_FIELD_OPTIONS = toOptions(RESEARCH_FIELDS, RESEARCH_FIELD_LABELS);
export const ACADEMIC_LEVEL_OPTIONS = toOptions(ACADEMIC_LEVELS, ACADEMIC_LEVEL_LABELS);
export const ABSTRACT_STYLE_OPTIONS = toOptions(ABSTRACT_STYLES, ABSTRACT_STYLE_LABELS);
export const LANGUAGE_OPTIONS = toOptions(LANGUAGES, LANGUAGE_LABELS);
export const JOURNAL_OPTIONS = toOptions(JOURNALS, JOURNAL_LABELS);
export const WORD_COUNT_OPTIONS = WORD_COUNT_TARGETS.map((value): SelectOption => ({
  value: String(value),
  label: `${value} words`,
}));

/** Seed §5: a target outside the fixed list is never taken from the select. */
export function toWordCountTarget(value: string): (typeof WORD_COUNT_TARGETS)[number] | undefined {
  return WORD_COUNT_TARGETS.find((target) => String(target) === value);
}
