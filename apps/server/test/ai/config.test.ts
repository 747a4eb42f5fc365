import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/env.ts';
import {
  DEFAULT_CONCURRENCY,
  DEFAULT_CONTEXT_TOKENS,
  DEFAULT_TIMEOUT_MS,
  parseAiConfig,
} from '../../src/providers/ai/config.ts';

const openai = {
  ABSTRACT_PROVIDER: 'openai',
  ABSTRACT_MODEL: 'gpt-4.1-mini',
  OPENAI_API_KEY: 'sk-abc',
};

function errorOf(env: Record<string, string>): string {
  try {
    parseAiConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('parseAiConfig accepted a bad configuration');
}

describe('parseAiConfig', () => {
  it('reads a full OpenAI configuration with the defaults', () => {
    expect(parseAiConfig(openai)).toEqual({
      provider: 'openai',
      model: 'gpt-4.1-mini',
      apiKey: 'sk-abc',
      baseURL: undefined,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      contextTokens: DEFAULT_CONTEXT_TOKENS,
      jsonMode: 'json_schema',
      fallback: 'local',
      concurrency: DEFAULT_CONCURRENCY,
    });
  });

  it('reads an OpenAI-compatible endpoint without a key (Ollama), in auto JSON mode', () => {
    expect(
      parseAiConfig({
        ABSTRACT_PROVIDER: 'openai-compatible',
        ABSTRACT_MODEL: 'llama3.1:8b',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        ABSTRACT_TIMEOUT_MS: '120000',
        ABSTRACT_CONTEXT_TOKENS: '6000',
        ABSTRACT_FALLBACK: 'none',
        ABSTRACT_CONCURRENCY: '2',
      }),
    ).toEqual({
      provider: 'openai-compatible',
      model: 'llama3.1:8b',
      apiKey: undefined,
      baseURL: 'http://127.0.0.1:11434/v1',
      timeoutMs: 120_000,
      contextTokens: 6000,
      jsonMode: 'auto',
      fallback: 'none',
      concurrency: 2,
    });
  });

  it.each([
    ['anthropic', 'ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL'],
    ['google', 'GOOGLE_GENERATIVE_AI_API_KEY', 'GOOGLE_GENERATIVE_AI_BASE_URL'],
  ])('%s reads its own key and optional base URL', (provider, key, base) => {
    const config = parseAiConfig({
      ABSTRACT_PROVIDER: provider,
      ABSTRACT_MODEL: 'm',
      [key]: 'k-1',
      [base]: 'https://proxy.example.test/v1',
    });
    expect(config).toMatchObject({
      provider,
      apiKey: 'k-1',
      baseURL: 'https://proxy.example.test/v1',
    });
  });

  it.each([
    [
      { ...openai, ABSTRACT_PROVIDER: 'mistral' },
      'ABSTRACT_PROVIDER must be one of: openai, openai-compatible, anthropic, google',
    ],
    [
      { ...openai, ABSTRACT_MODEL: ' ' },
      'ABSTRACT_MODEL must name the model for ABSTRACT_PROVIDER=openai',
    ],
    [{ ...openai, OPENAI_API_KEY: '' }, 'OPENAI_API_KEY must be set for ABSTRACT_PROVIDER=openai.'],
    [{ ...openai, OPENAI_API_KEY: 'sk abc' }, 'OPENAI_API_KEY must not contain spaces'],
    [
      { ...openai, OPENAI_BASE_URL: 'localhost:11434' },
      'OPENAI_BASE_URL must be an http:// or https:// URL (got "localhost:11434").',
    ],
    [
      { ...openai, ABSTRACT_TIMEOUT_MS: '5s' },
      'ABSTRACT_TIMEOUT_MS must be a whole number from 100 to 600000 (got "5s").',
    ],
    [
      { ...openai, ABSTRACT_TIMEOUT_MS: '10' },
      'ABSTRACT_TIMEOUT_MS must be a whole number from 100 to 600000',
    ],
    [
      { ...openai, ABSTRACT_CONTEXT_TOKENS: '-1' },
      'ABSTRACT_CONTEXT_TOKENS must be a whole number from 1000',
    ],
    [
      { ...openai, ABSTRACT_JSON_MODE: 'xml' },
      'ABSTRACT_JSON_MODE must be one of: auto, json_schema, json_object (got "xml").',
    ],
    [
      { ...openai, ABSTRACT_CONCURRENCY: '0' },
      'ABSTRACT_CONCURRENCY must be a whole number from 1 to 1000 (got "0").',
    ],
    [
      { ...openai, ABSTRACT_FALLBACK: 'engine' },
      'ABSTRACT_FALLBACK must be one of: local, none (got "engine").',
    ],
    [
      { ABSTRACT_PROVIDER: 'openai-compatible', ABSTRACT_MODEL: 'm' },
      'OPENAI_BASE_URL must be set for ABSTRACT_PROVIDER=openai-compatible',
    ],
    [
      { ABSTRACT_PROVIDER: 'anthropic', ABSTRACT_MODEL: 'm' },
      'ANTHROPIC_API_KEY must be set for ABSTRACT_PROVIDER=anthropic.',
    ],
    [
      { ABSTRACT_PROVIDER: 'google', ABSTRACT_MODEL: 'm' },
      'GOOGLE_GENERATIVE_AI_API_KEY must be set for ABSTRACT_PROVIDER=google.',
    ],
  ])('names the wrong variable: %o', (env, message) => {
    expect(errorOf(env)).toContain(message);
  });

  it('never puts a key into its messages', () => {
    const message = errorOf({ ...openai, OPENAI_API_KEY: 'sk secret', ABSTRACT_MODEL: 'm' });
    expect(message).not.toContain('secret');
  });

  it('is pure: the same environment gives the same result', () => {
    expect(parseAiConfig(openai)).toEqual(parseAiConfig({ ...openai }));
  });
});
