/**
 * "Check my abstract": the check-abstract request (one schema for the server, the CLI
 * and the page) and its answer, the scores of generate-abstract plus findings with offsets.
 */
import './zod-config.ts';
import { z } from 'zod';
import {
  ABSTRACT_STYLES,
  ACADEMIC_LEVELS,
  JOURNALS,
  LANGUAGES,
  WORD_COUNT_TARGETS,
} from './options.ts';
import { MAX_CONTENT_CHARS, MAX_TITLE_CHARS } from './request-fields.ts';
import { evidenceSchema } from './evidence.ts';
import { analysisSchema, structureCheckSchema } from './result.ts';

/** The longest abstract checked: far above any venue's limit, small enough to check as one types. */
export const MAX_ABSTRACT_CHARS = 20_000;
export const MISSING_ABSTRACT_MESSAGE = 'Paste the abstract to check.';

const oneOf = (name: string, values: readonly (string | number)[]) =>
  `${name} must be one of: ${values.join(', ')}`;
/** An empty string or null means "not given", as the page's form holds it. */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const checkRequestSchema = z.object({
  abstract: z
    .string({ error: 'abstract must be text' })
    .max(MAX_ABSTRACT_CHARS, {
      error: `abstract must be at most ${MAX_ABSTRACT_CHARS.toLocaleString('en')} characters`,
    })
    .refine((text) => text.trim().length > 0, { error: MISSING_ABSTRACT_MESSAGE }),
  research_title: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: 'research_title must be text' })
      .max(MAX_TITLE_CHARS, {
        error: `research_title must be at most ${MAX_TITLE_CHARS} characters`,
      })
      .optional(),
  ),
  research_content: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: 'research_content must be text' })
      .max(MAX_CONTENT_CHARS, {
        error: `research_content must be at most ${MAX_CONTENT_CHARS.toLocaleString('en')} characters`,
      })
      .optional(),
  ),
  word_count_target: z.preprocess(
    emptyToUndefined,
    z
      .literal(WORD_COUNT_TARGETS, { error: oneOf('word_count_target', WORD_COUNT_TARGETS) })
      .optional(),
  ),
  optimize_for_journal: z.preprocess(
    emptyToUndefined,
    z.enum(JOURNALS, { error: oneOf('optimize_for_journal', JOURNALS) }).optional(),
  ),
  abstract_style: z.preprocess(
    emptyToUndefined,
    z.enum(ABSTRACT_STYLES, { error: oneOf('abstract_style', ABSTRACT_STYLES) }).optional(),
  ),
  academic_level: z.preprocess(
    emptyToUndefined,
    z.enum(ACADEMIC_LEVELS, { error: oneOf('academic_level', ACADEMIC_LEVELS) }).optional(),
  ),
  language: z.preprocess(
    emptyToUndefined,
    z.enum(LANGUAGES, { error: oneOf('language', LANGUAGES) }).optional(),
  ),
});
export type CheckRequest = z.output<typeof checkRequestSchema>;

export type CheckParseResult = { ok: true; value: CheckRequest } | { ok: false; error: string };

/** Validates a check-abstract body; the first problem is named, as for generate-abstract. */
export function parseCheckRequest(body: unknown): CheckParseResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: 'The request body must be a JSON object with an abstract field.' };
  if (!('abstract' in body) || (body as { abstract: unknown }).abstract === undefined)
    return { ok: false, error: MISSING_ABSTRACT_MESSAGE };
  const parsed = checkRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'The request is not valid.' };
}

export const FINDING_SEVERITIES = ['error', 'warning', 'info'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** One problem of the abstract; start/end are offsets into it ([start, end), UTF-16). */
export const findingSchema = z.object({
  kind: z.string(),
  severity: z.enum(FINDING_SEVERITIES),
  message: z.string(),
  start: z.number().int().nonnegative().optional(),
  end: z.number().int().nonnegative().optional(),
});
export type Finding = z.infer<typeof findingSchema>;

/** `data` of a successful check-abstract answer. */
export const checkDataSchema = z.object({
  word_count: z.number().int().nonnegative(),
  quality_score: z.number().min(0).max(100),
  readability_score: z.number().min(0).max(100),
  structure_check: structureCheckSchema,
  analysis: analysisSchema,
  findings: z.array(findingSchema),
  /** Each sentence of the abstract with its passages in the paper (none when no paper was given). */
  evidence: evidenceSchema,
});
export type CheckData = z.infer<typeof checkDataSchema>;

export type CheckResponse = { success: true; data: CheckData } | { success: false; error: string };
