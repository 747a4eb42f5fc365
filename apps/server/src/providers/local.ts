/** The local engine behind the Provider interface: no key, no network, deterministic. */
import { generateAbstract, type EngineResult } from '@abstractly/engine';
import { AppError } from '../errors.ts';
import type { GenerationPayload, Provider } from './types.ts';

/** The engine's own wording for text without usable sentences. */
export const NO_SENTENCES_MESSAGE = 'No sentences were found in the research content.';

/** The engine's typed failures (empty or unusable text) carry a message meant for the user. */
export function payloadOf(result: EngineResult): GenerationPayload {
  if (!result.ok) throw new AppError(422, result.message);
  // Regression (route property test): a few odd texts of control characters, a lone surrogate and
  // a citation came back "ok" with an empty abstract, which the response contract turns into a 500.
  // The user's text is the cause, so it is a 422 like the engine's own failure.
  if (result.output.abstract.trim() === '') throw new AppError(422, NO_SENTENCES_MESSAGE);
  return result.output;
}

/** Runs the engine on the calling thread (the Deno entry, the CLI, tests); see pool/ for Node's server. */
export function createLocalProvider(): Provider {
  return {
    name: 'local',
    async generate(request) {
      return payloadOf(generateAbstract(request));
    },
  };
}
