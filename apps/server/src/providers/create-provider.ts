/** Picks the provider the configuration names (ABSTRACT_PROVIDER); the browser never chooses. */
import type { ProviderConfig } from '../config.ts';
import { createLocalProvider } from './local.ts';
import type { Provider } from './types.ts';

export function createProvider(config: ProviderConfig): Provider {
  switch (config.name) {
    case 'local':
      return createLocalProvider();
  }
}
