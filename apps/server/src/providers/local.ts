/** The local engine behind the Provider interface: no key, no network, deterministic. */
import { generateAbstract } from '@abstractly/engine';
import { AppError } from '../errors.ts';
import type { Provider } from './types.ts';

export function createLocalProvider(): Provider {
  return {
    name: 'local',
    async generate(request) {
      const result = generateAbstract(request);
      // The engine's typed failures (empty or unusable text) carry a message meant for the user.
      if (!result.ok) throw new AppError(422, result.message);
      return result.output;
    },
  };
}
