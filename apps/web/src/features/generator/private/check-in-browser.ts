/**
 * Private mode's check (issue 13): the same steps as the server's check-abstract
 * (apps/server/src/check.ts), run in this tab, so the page gets the envelope the server would send.
 */
import {
  checkDataSchema,
  MESSAGES,
  parseCheckRequest,
  type CheckResponse,
} from '@abstractly/contracts';

/** Never throws: every outcome is the function's `{ success, error | data }` envelope. */
export async function checkInBrowser(body: unknown): Promise<CheckResponse> {
  const parsed = parseCheckRequest(body);
  if (!parsed.ok) return { success: false, error: parsed.error };
  // Only through import(): the engine is never part of the page's first load.
  const { checkAbstract } = await import('@abstractly/engine');
  const checked = checkDataSchema.safeParse(checkAbstract(parsed.value));
  return checked.success
    ? { success: true, data: checked.data }
    : { success: false, error: MESSAGES.unsuccessfulFallback };
}
