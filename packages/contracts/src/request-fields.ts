/**
 * The request fields' length limits and the seed §5 required-fields rule, without zod: the request
 * schema (request.ts) and the form the page holds (form.ts) both read them.
 */

/** Not in the seed: limits that keep one request bounded (documented in the README). */
export const MAX_TITLE_CHARS = 500;
export const MAX_CONTENT_CHARS = 1_000_000;
export const MAX_INSTRUCTIONS_CHARS = 2_000;

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
