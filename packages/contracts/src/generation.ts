/**
 * The steps after a provider answers, shared by the server (route and CLI) and the page's private
 * mode, so both give the same envelope for the same input: refuse an unusable local answer, stamp
 * id and created_at, check the response contract.
 */
import { checkDataSchema, parseCheckRequest, type CheckData, type CheckRequest } from './check.ts';
import { MESSAGES } from './constants.ts';
import { parseGenerateRequest, type GenerateRequest } from './request.ts';
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

/** A run that did not give data: the status, the user's message, and for a 500 what broke (for the log). */
export interface RunFailure {
  ok: false;
  status: 400 | 422 | 500;
  error: string;
  problems?: string;
}
export type RunOutcome<T> = { ok: true; data: T } | RunFailure;

/** The local engine's answer as a run step: its typed failures are the user's to fix (422). */
export function localPayload(answer: LocalEngineAnswer): GenerationPayload | RunFailure {
  const checked = checkLocalAnswer(answer);
  return checked.ok ? checked.payload : { ok: false, status: 422, error: checked.error };
}

const isFailure = (value: unknown): value is RunFailure =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;

/**
 * The one generation path of the server (route, CLI) and the page's private mode: validate the
 * body with the contracts (400), let `produce` answer (a provider, or the engine in the tab),
 * stamp id and created_at, and check the response contract (500 with the broken fields).
 * What `produce` throws is left to the caller.
 */
export async function runGenerate(
  body: unknown,
  produce: (
    request: GenerateRequest,
  ) => Promise<GenerationPayload | RunFailure> | GenerationPayload | RunFailure,
): Promise<RunOutcome<GenerationData>> {
  const parsed = parseGenerateRequest(body);
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.error };
  const payload = await produce(parsed.value);
  if (isFailure(payload)) return payload;
  const stamped = stampGenerationData(payload);
  return stamped.ok
    ? { ok: true, data: stamped.data }
    : { ok: false, status: 500, error: MESSAGES.unsuccessfulFallback, problems: stamped.problems };
}

/**
 * The one check path of the server and the page's private mode: validate (400), measure with
 * `check` (the engine's checkAbstract), check the response contract (500 with what broke).
 */
export function runCheck(
  body: unknown,
  check: (request: CheckRequest) => unknown,
): RunOutcome<CheckData> {
  const parsed = parseCheckRequest(body);
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.error };
  const result = checkDataSchema.safeParse(check(parsed.value));
  return result.success
    ? { ok: true, data: result.data }
    : {
        ok: false,
        status: 500,
        error: MESSAGES.unsuccessfulFallback,
        problems: result.error.message,
      };
}

/** The function's `{ success, error | data }` envelope of a run. */
export function toEnvelope<T>(
  outcome: RunOutcome<T>,
): { success: true; data: T } | { success: false; error: string } {
  return outcome.ok
    ? { success: true, data: outcome.data }
    : { success: false, error: outcome.error };
}
