/** The local engine behind the Provider interface: no key, no network, deterministic. */
import { localPayload, type GenerationPayload } from '@abstractly/contracts';
import { generateAbstract, type EngineResult } from '@abstractly/engine';
import { AppError } from '../errors.ts';
import type { Provider } from './types.ts';

/** The engine's typed failures (empty or unusable text) are the user's to fix: a 422. */
export function payloadOf(result: EngineResult): GenerationPayload {
  const payload = localPayload(result);
  if ('ok' in payload) throw new AppError(payload.status, payload.error);
  return payload;
}

/** Runs the engine on the calling thread (the Deno entry, the CLI, tests); see pool/ for Node's server. */
export function createLocalProvider(): Provider {
  return {
    name: 'local',
    // The engine runs on the calling thread: one at a time is all it can do anyway.
    concurrency: 1,
    async generate(request) {
      return payloadOf(generateAbstract(request));
    },
  };
}
