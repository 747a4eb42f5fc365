/** The local engine behind the Provider interface: no key, no network, deterministic. */
import { generateAbstract, type EngineResult } from '@abstractly/engine';
import { AppError } from '../errors.ts';
import type { GenerationPayload, Provider } from './types.ts';

/** The engine's typed failures (empty or unusable text) carry a message meant for the user. */
export function payloadOf(result: EngineResult): GenerationPayload {
  if (!result.ok) throw new AppError(422, result.message);
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
