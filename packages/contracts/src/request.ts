/** The generation request schema (seed §3 form object, defaults applied) and its parser for the server. */
import './zod-config.ts';
import { z } from 'zod';
import {
  ABSTRACT_STYLES,
  ACADEMIC_LEVELS,
  JOURNALS,
  LANGUAGES,
  RESEARCH_FIELDS,
  WORD_COUNT_TARGETS,
} from './options.ts';
import {
  DEFAULT_WORD_COUNT_TARGET,
  MESSAGES,
  SLIDER_DEFAULT,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
} from './constants.ts';
import type { AbstractRequest } from './plan.ts';
import {
  MAX_CONTENT_CHARS,
  MAX_INSTRUCTIONS_CHARS,
  MAX_TITLE_CHARS,
  missingRequiredFields,
} from './request-fields.ts';

const oneOf = (name: string, values: readonly (string | number)[]) =>
  `${name} must be one of: ${values.join(', ')}`;

const slider = (name: string) =>
  z
    .number({ error: `${name} must be a number from ${SLIDER_MIN} to ${SLIDER_MAX}` })
    .int({ error: `${name} must be a whole number` })
    .min(SLIDER_MIN, { error: `${name} must be at least ${SLIDER_MIN}` })
    .max(SLIDER_MAX, { error: `${name} must be at most ${SLIDER_MAX}` })
    .multipleOf(SLIDER_STEP, { error: `${name} must be a multiple of ${SLIDER_STEP}` })
    .default(SLIDER_DEFAULT);

/** An empty string or null for the optional journal means "no venue". */
const noneToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const generateRequestSchema = z.object({
  research_title: z
    .string({ error: 'research_title must be text' })
    .trim()
    .min(1, { error: MESSAGES.missingFields })
    .max(MAX_TITLE_CHARS, {
      error: `research_title must be at most ${MAX_TITLE_CHARS} characters`,
    }),
  research_content: z
    .string({ error: 'research_content must be text' })
    .min(1, { error: MESSAGES.missingFields })
    .max(MAX_CONTENT_CHARS, {
      error: `research_content must be at most ${MAX_CONTENT_CHARS.toLocaleString('en')} characters`,
    })
    .refine((text) => text.trim().length > 0, { error: MESSAGES.missingFields }),
  research_field: z.enum(RESEARCH_FIELDS, { error: oneOf('research_field', RESEARCH_FIELDS) }),
  academic_level: z.enum(ACADEMIC_LEVELS, { error: oneOf('academic_level', ACADEMIC_LEVELS) }),
  abstract_style: z.enum(ABSTRACT_STYLES, { error: oneOf('abstract_style', ABSTRACT_STYLES) }),
  word_count_target: z
    .literal(WORD_COUNT_TARGETS, { error: oneOf('word_count_target', WORD_COUNT_TARGETS) })
    .default(DEFAULT_WORD_COUNT_TARGET),
  creativity_level: slider('creativity_level'),
  technicality_level: slider('technicality_level'),
  include_citations: z.boolean({ error: 'include_citations must be true or false' }).default(true),
  language: z.enum(LANGUAGES, { error: oneOf('language', LANGUAGES) }).default('en'),
  optimize_for_journal: z.preprocess(
    noneToUndefined,
    z.enum(JOURNALS, { error: oneOf('optimize_for_journal', JOURNALS) }).optional(),
  ),
  custom_instructions: z
    .string({ error: 'custom_instructions must be text' })
    .max(MAX_INSTRUCTIONS_CHARS, {
      error: `custom_instructions must be at most ${MAX_INSTRUCTIONS_CHARS} characters`,
    })
    .optional()
    .nullable()
    .transform((value) => value ?? undefined),
});

/** A validated request, defaults applied. */
export type GenerateRequest = z.output<typeof generateRequestSchema>;

/** The parsed request is the zod-free request every path reads: a schema change that breaks it fails here. */
const fitsPlanRequest = (request: GenerateRequest): AbstractRequest => request;
void fitsPlanRequest;

export type ParseResult = { ok: true; value: GenerateRequest } | { ok: false; error: string };

/**
 * Validates a request body. Missing required fields give the seed's message; any other problem
 * names the field and what it must be.
 */
export function parseGenerateRequest(body: unknown): ParseResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'The request body must be a JSON object with the form fields.' };
  }
  if (missingRequiredFields(body).length > 0) return { ok: false, error: MESSAGES.missingFields };
  const parsed = generateRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const first = parsed.error.issues[0];
  return { ok: false, error: first?.message ?? 'The request is not valid.' };
}
