/** Reading the functions' envelopes as supabase-js hands them over (generate-abstract, check-abstract). */
import type { AbstractResult } from '@abstractly/contracts';

/** What one generation's answer is read into, whoever answered (the server or the in-browser engine). */
export type GenerationOutcome =
  | { ok: true; result: AbstractResult }
  /** `unreachable`: the server could not be reached at all, so private mode can be offered. */
  | { ok: false; message: string; unreachable?: true };

export const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

export const messageOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * supabase-js answers a non-2xx status with a FunctionsHttpError whose `context` is the Response;
 * its body is our envelope `{ success: false, error }`. Undefined for any other error (no network,
 * a relay failure) or a body that is not JSON (a proxy's HTML error page, say).
 */
export async function envelopeOfError(
  error: unknown,
): Promise<Record<string, unknown> | undefined> {
  const context = asRecord(error)?.context;
  if (typeof Response === 'undefined' || !(context instanceof Response)) return undefined;
  try {
    return asRecord(await context.clone().json());
  } catch {
    return undefined;
  }
}
