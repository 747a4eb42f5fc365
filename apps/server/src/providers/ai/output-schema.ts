/** What the model must answer: every version, the keywords and the companions, in one JSON object. */
import type { GenerationData } from '@abstractly/contracts';
import { companionLimits } from '@abstractly/contracts/companions';
import { z } from 'zod';

/**
 * The part of the response contract the model writes; everything else is measured by our code.
 * The companions are asked for in every request; an answer without them is still usable (the
 * checks then ask again once).
 */
export type ModelOutput = Pick<GenerationData, 'abstract' | 'alternative_versions' | 'keywords'> &
  Partial<Pick<GenerationData, 'highlights' | 'tldr' | 'plain_summary' | 'title_suggestions'>>;

/**
 * The companions the model writes (the AI-use statement is written by code, naming the model),
 * described with the common limits; the system prompt gives the venue's own.
 */
const { highlights, tldr, titles } = companionLimits();
const companionShape = {
  highlights: z
    .array(z.string())
    .describe(
      `${highlights.min} to ${highlights.max} highlights, each one whole sentence of at most ${highlights.maxChars} characters.`,
    ),
  tldr: z
    .string()
    .describe(`One sentence of at most ${tldr.maxWords} words: what the paper does and finds.`),
  plain_summary: z.string().describe('A plain-language summary for readers outside the field.'),
  title_suggestions: z.array(z.string()).describe(`${titles.count} title ideas for the paper.`),
};

/**
 * Kept to plain strings and arrays (no length limits, no optional keys) so that every endpoint's
 * schema-constrained mode accepts it, OpenAI's strict mode included. Lengths are checked by code.
 */
export const modelOutputSchema = z
  .object({
    abstract: z.string().describe('The standard abstract.'),
    alternative_versions: z
      .object({
        concise: z.string().describe('About half the length of the standard abstract.'),
        detailed: z.string().describe('About one and a half times the standard length.'),
        technical: z
          .string()
          .describe('The standard length, keeping methods, quantities and technical terms.'),
      })
      .strict(),
    keywords: z.array(z.string()).describe('Keywords of the paper, most important first.'),
    ...companionShape,
  })
  .strict() satisfies z.ZodType<ModelOutput>;

/** What an answer is read with: the companions may be missing (the checks report it). */
const answerSchema = modelOutputSchema.partial({
  highlights: true,
  tldr: true,
  plain_summary: true,
  title_suggestions: true,
});

/** The shape spelled out for endpoints that only promise "some JSON" (json_object mode). */
export const MODEL_OUTPUT_EXAMPLE = JSON.stringify({
  abstract: '<standard abstract>',
  alternative_versions: {
    concise: '<concise version>',
    detailed: '<detailed version>',
    technical: '<technical version>',
  },
  keywords: ['<keyword>', '<keyword>'],
  highlights: ['<highlight>', '<highlight>', '<highlight>'],
  tldr: '<one-sentence summary>',
  plain_summary: '<plain-language summary>',
  title_suggestions: ['<title>', '<title>', '<title>'],
});

export type ParsedOutput = { ok: true; value: ModelOutput } | { ok: false; problem: string };

/** The outermost {...} of a text, so a code fence or a sentence around the JSON does no harm. */
function extractJsonObject(text: string): string | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : undefined;
}

/** Parses and validates a model's text answer; the problem says what to fix in words a model reads. */
export function parseModelText(text: string | undefined): ParsedOutput {
  if (text === undefined || text.trim() === '') {
    return { ok: false, problem: 'The answer was empty.' };
  }
  const candidate = extractJsonObject(text);
  if (candidate === undefined) {
    return { ok: false, problem: 'The answer was not a JSON object.' };
  }
  let json: unknown;
  try {
    json = JSON.parse(candidate);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'syntax error';
    return { ok: false, problem: `The answer was not valid JSON (${reason}).` };
  }
  return validateModelJson(json);
}

/** Validates an already parsed answer against the schema, and rejects blank versions. */
export function validateModelJson(json: unknown): ParsedOutput {
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || 'the object'}: ${issue.message}`);
    return {
      ok: false,
      problem: `The JSON did not match the required shape (${issues.join('; ')}).`,
    };
  }
  const value = parsed.data;
  if (value.abstract.trim() === '') {
    return { ok: false, problem: 'The "abstract" field was empty.' };
  }
  return { ok: true, value };
}
