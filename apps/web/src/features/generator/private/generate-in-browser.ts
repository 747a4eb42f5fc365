/**
 * Private mode's generation: the server's run (contracts' runGenerate: validate, answer, stamp,
 * check the response contract) with the engine in this tab, so the page gets exactly the envelope
 * the server would send.
 */
import {
  localPayload,
  runGenerate,
  toEnvelope,
  type GenerateResponse,
} from '@abstractly/contracts';

/** Never throws: every outcome is the function's `{ success, error | data }` envelope. */
export async function generateInBrowser(body: unknown): Promise<GenerateResponse> {
  return toEnvelope(
    await runGenerate(body, async (request) => {
      // Only through import(): the engine is never part of the page's first load.
      const { generateAbstract } = await import('@abstractly/engine');
      return localPayload(generateAbstract(request));
    }),
  );
}
