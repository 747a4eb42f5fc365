/** The generation call of seed §7 and the error messages of seed §8. */
import {
  MESSAGES,
  normalizeResult,
  type AbstractResult,
  type GenerationForm,
} from '@abstractly/contracts';

export type GenerationOutcome =
  { ok: true; result: AbstractResult } | { ok: false; message: string };

export type InvokeFunction = (body: GenerationForm) => Promise<{ data: unknown; error: unknown }>;

const invokeLazily: InvokeFunction = async (body) => {
  const { invokeGenerateAbstract } = await import('./supabase-client.ts');
  return invokeGenerateAbstract(body);
};

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

const messageOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * supabase-js answers a non-2xx status with a FunctionsHttpError whose `context` is the Response;
 * its body is our envelope `{ success: false, error }`. Anything else (no network, a relay
 * failure, a body that is not ours) gets the seed's generic message, never a technical one.
 */
async function messageFromError(error: unknown): Promise<string> {
  const context = asRecord(error)?.context;
  if (typeof Response !== 'undefined' && context instanceof Response) {
    try {
      const body = asRecord(await context.clone().json());
      const message = messageOf(body?.error);
      if (message !== undefined) return message;
    } catch {
      // Not JSON (a proxy's HTML error page, say): fall through to the generic message.
    }
  }
  return MESSAGES.generationFailedFallback;
}

/** Sends the whole form (seed §7) and turns every possible answer into an outcome to show. */
export async function generateAbstract(
  form: GenerationForm,
  invoke: InvokeFunction = invokeLazily,
): Promise<GenerationOutcome> {
  let answer: { data: unknown; error: unknown };
  try {
    answer = await invoke(form);
  } catch {
    return { ok: false, message: MESSAGES.generationFailedFallback };
  }
  if (answer.error) return { ok: false, message: await messageFromError(answer.error) };

  const envelope = asRecord(answer.data);
  if (envelope?.success !== true) {
    // Seed §8: a success:false answer shows its error, or 'Failed to generate abstract'.
    return { ok: false, message: messageOf(envelope?.error) ?? MESSAGES.unsuccessfulFallback };
  }
  const result = normalizeResult(envelope.data);
  if (result === null) return { ok: false, message: MESSAGES.unsuccessfulFallback };
  return { ok: true, result };
}
