/** The AI SDK language model for a configuration; the SDK speaks each provider's HTTP protocol. */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiConfig } from './config.ts';

export type RequestMode = 'json_schema' | 'json_object';

export function createLanguageModel(config: AiConfig, mode: RequestMode): LanguageModel {
  const { apiKey, baseURL, model } = config;
  switch (config.provider) {
    case 'openai':
      // Chat Completions (not the Responses API), which every OpenAI-compatible endpoint serves.
      return createOpenAI({ apiKey, baseURL }).chat(model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        // Checked by parseAiConfig: an openai-compatible endpoint always has a base URL.
        baseURL: baseURL!,
        apiKey,
        supportsStructuredOutputs: mode === 'json_schema',
      }).chatModel(model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(model);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, baseURL })(model);
  }
}
