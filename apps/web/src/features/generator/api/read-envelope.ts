/** The envelope of seed §7 read into an outcome to show (loaded with the first answer). */
import { MESSAGES, normalizeResult } from '@abstractly/contracts';
import { asRecord, messageOf, type GenerationOutcome } from './envelope.ts';

/** Whoever answered it: the server or the in-browser engine. */
export function readEnvelope(answer: unknown): GenerationOutcome {
  const envelope = asRecord(answer);
  if (envelope?.success !== true) {
    // Seed §8: a success:false answer shows its error, or 'Failed to generate abstract'.
    return { ok: false, message: messageOf(envelope?.error) ?? MESSAGES.unsuccessfulFallback };
  }
  const result = normalizeResult(envelope.data);
  if (result === null) return { ok: false, message: MESSAGES.unsuccessfulFallback };
  return { ok: true, result };
}
