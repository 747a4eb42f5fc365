/** The check-abstract call: to the server's function, or to the engine in this tab. */
import { checkDataSchema, type CheckData, type CheckRequest } from '@abstractly/contracts';
import { asRecord, envelopeOfError, messageOf } from './envelope.ts';

export type CheckOutcome = { ok: true; data: CheckData } | { ok: false; message: string };

/** Said under the editor when a check could not be made; typing is never blocked by it. */
export const CHECK_FAILED_MESSAGE = 'The abstract could not be checked just now.';

/** The envelope's data, or its error message (the server's 4xx bodies are envelopes too). */
async function outcomeOf(answer: { data: unknown; error: unknown }): Promise<CheckOutcome> {
  const envelope = answer.error ? await envelopeOfError(answer.error) : asRecord(answer.data);
  if (envelope?.success === true) {
    const data = checkDataSchema.safeParse(envelope.data);
    if (data.success) return { ok: true, data: data.data };
  }
  return { ok: false, message: messageOf(envelope?.error) ?? CHECK_FAILED_MESSAGE };
}

/** Checks an abstract; `browser` runs the engine in this tab's worker (private mode). */
export async function checkAbstractText(
  body: Partial<Record<keyof CheckRequest, unknown>>,
  mode: 'server' | 'browser',
): Promise<CheckOutcome> {
  try {
    if (mode === 'browser') {
      const { runInWorker } = await import('../private/engine-worker-client.ts');
      return await outcomeOf({ data: await runInWorker(body, 'check'), error: null });
    }
    const { invokeFunction } = await import('./supabase-client.ts');
    return await outcomeOf(await invokeFunction('check-abstract', body));
  } catch {
    return { ok: false, message: CHECK_FAILED_MESSAGE };
  }
}
