/**
 * The steps after a provider answers, shared by the server (route and CLI) and the page's private
 * mode, so both give the same envelope for the same input: refuse an unusable local answer, stamp
 * id and created_at, check the response contract.
 */
import { generationDataSchema, makeResultId, type GenerationData } from './result.ts';

/** The response's `data` without what is stamped on afterwards (id, created_at). */
export type GenerationPayload = Omit<GenerationData, 'id' | 'created_at'>;

/** The local engine's answer, structurally (contracts depends on no engine). */
export type LocalEngineAnswer =
  { ok: true; output: GenerationPayload } | { ok: false; message: string };

/** What the user reads when the text gave the engine nothing to build an abstract from. */
export const NO_SENTENCES_MESSAGE = 'No sentences were found in the research content.';

/**
 * The engine's typed failures carry a message for the user. Regression (route property test): a
 * few odd texts of control characters, a lone surrogate and a citation once came back "ok" with an
 * empty abstract; the user's text is the cause, so that is the same kind of failure.
 */
export function checkLocalAnswer(
  answer: LocalEngineAnswer,
): { ok: true; payload: GenerationPayload } | { ok: false; error: string } {
  if (!answer.ok) return { ok: false, error: answer.message };
  if (answer.output.abstract.trim() === '') return { ok: false, error: NO_SENTENCES_MESSAGE };
  return { ok: true, payload: answer.output };
}

/**
 * Adds id and created_at and checks the result against the response contract. A failure is a
 * provider bug, not the user's fault: `problems` names the broken fields for the log.
 */
export function stampGenerationData(
  payload: GenerationPayload,
): { ok: true; data: GenerationData } | { ok: false; problems: string } {
  const parsed = generationDataSchema.safeParse({
    ...payload,
    id: makeResultId(),
    created_at: new Date().toISOString(),
  });
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; '),
  };
}
