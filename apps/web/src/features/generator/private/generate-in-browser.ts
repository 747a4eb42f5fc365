/**
 * Private mode's generation (issue 7): the same steps as the server's local provider
 * (apps/server/src/generate.ts + providers/local.ts), run in this tab. Validate with the
 * contracts, run the engine, refuse an empty abstract, stamp id and created_at, and check the
 * result against the response contract, so the page gets exactly the envelope the server would
 * send. A parity test (apps/web/test/private-parity.test.ts) holds the two together.
 */
import {
  checkLocalAnswer,
  MESSAGES,
  parseGenerateRequest,
  stampGenerationData,
  type GenerateResponse,
} from '@abstractly/contracts';

/** Never throws: every outcome is the function's `{ success, error | data }` envelope. */
export async function generateInBrowser(body: unknown): Promise<GenerateResponse> {
  const parsed = parseGenerateRequest(body);
  if (!parsed.ok) return { success: false, error: parsed.error };
  // Only through import(): the engine is never part of the page's first load.
  const { generateAbstract } = await import('@abstractly/engine');
  const checked = checkLocalAnswer(generateAbstract(parsed.value));
  if (!checked.ok) return { success: false, error: checked.error };
  const stamped = stampGenerationData(checked.payload);
  return stamped.ok
    ? { success: true, data: stamped.data }
    : { success: false, error: MESSAGES.unsuccessfulFallback };
}
