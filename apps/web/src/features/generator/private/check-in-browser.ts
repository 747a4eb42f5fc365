/**
 * Private mode's check: the server's run (contracts' runCheck) with the engine in this tab, so
 * the page gets the envelope the server would send.
 */
import { runCheck, toEnvelope, type CheckResponse } from '@abstractly/contracts';

/** Never throws: every outcome is the function's `{ success, error | data }` envelope. */
export async function checkInBrowser(body: unknown): Promise<CheckResponse> {
  // Only through import(): the engine is never part of the page's first load.
  const { checkAbstract } = await import('@abstractly/engine');
  return toEnvelope(runCheck(body, checkAbstract));
}
