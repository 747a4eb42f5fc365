/** Picks the provider the configuration names (ABSTRACT_PROVIDER); the browser never chooses. */
import type { ProviderConfig } from '../config.ts';
import { createAiProvider } from './ai/ai-provider.ts';
import { createLocalProvider } from './local.ts';
import type { Provider } from './types.ts';

export function createProvider(config: ProviderConfig): Provider {
  switch (config.name) {
    case 'local':
      return createLocalProvider();
    case 'openai':
    case 'openai-compatible':
    case 'anthropic':
    case 'google':
      return createAiProvider(config.ai);
  }
}
