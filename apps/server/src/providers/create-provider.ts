/** Picks the provider the configuration names (ABSTRACT_PROVIDER); the browser never chooses. */
import type { ProviderConfig } from '../config.ts';
import type { AiConfig } from './ai/config.ts';
import { createLocalProvider } from './local.ts';
import type { Provider } from './types.ts';

/**
 * The AI SDK packages are loaded on the first generation, and only when an AI provider is
 * configured: loading them takes longer than starting the whole CLI, and the local path (the
 * default) never needs them.
 */
function aiProviderLoadedOnFirstUse(config: AiConfig): Provider {
  let loaded: Promise<Provider> | undefined;
  return {
    name: config.provider,
    concurrency: config.concurrency,
    async generate(request, options) {
      loaded ??= import('./ai/ai-provider.ts').then((module) => module.createAiProvider(config));
      return (await loaded).generate(request, options);
    },
  };
}

export function createProvider(config: ProviderConfig): Provider {
  switch (config.name) {
    case 'local':
      return createLocalProvider();
    case 'openai':
    case 'openai-compatible':
    case 'anthropic':
    case 'google':
      return aiProviderLoadedOnFirstUse(config.ai);
  }
}
