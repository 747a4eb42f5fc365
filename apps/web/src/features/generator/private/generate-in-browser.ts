/**
 * Private mode's generation (issue 7): the same steps as the server's local provider
 * (apps/server/src/generate.ts + providers/local.ts), run in this tab. Validate with the
 * contracts, run the engine, refuse an empty abstract, stamp id and created_at, and check the
 * result against the response contract, so the page gets exactly the envelope the server would
 * send. A parity test (apps/web/test/private-parity.test.ts) holds the two together.
 */
import {
  generationDataSchema,
  MESSAGES,
  parseGenerateRequest,
  type GenerateResponse,
} from '@abstractly/contracts';

/** The server's wording (providers/local.ts) for an engine result with an empty abstract. */
export const NO_SENTENCES_MESSAGE = 'No sentences were found in the research content.';

/** Web Crypto's randomUUID needs a secure context; a page on plain http elsewhere has none. */
function makeId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ??
    `local-${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

/** Never throws: every outcome is the function's `{ success, error | data }` envelope. */
export async function generateInBrowser(body: unknown): Promise<GenerateResponse> {
  const parsed = parseGenerateRequest(body);
  if (!parsed.ok) return { success: false, error: parsed.error };
  // Only through import(): the engine is never part of the page's first load.
  const { generateAbstract } = await import('@abstractly/engine');
  const result = generateAbstract(parsed.value);
  if (!result.ok) return { success: false, error: result.message };
  if (result.output.abstract.trim() === '') return { success: false, error: NO_SENTENCES_MESSAGE };
  const data = generationDataSchema.safeParse({
    ...result.output,
    id: makeId(),
    created_at: new Date().toISOString(),
  });
  return data.success
    ? { success: true, data: data.data }
    : { success: false, error: MESSAGES.unsuccessfulFallback };
}
