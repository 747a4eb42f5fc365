/** The AI providers' environment variables, read and checked once at start. */
import { ConfigError, readEnv as read, readInteger as integer, type Env } from '../../env.ts';

export const AI_PROVIDER_NAMES = ['openai', 'openai-compatible', 'anthropic', 'google'] as const;
export type AiProviderName = (typeof AI_PROVIDER_NAMES)[number];

/**
 * How the model is asked for JSON. json_schema: the endpoint constrains the answer to our schema.
 * json_object: the endpoint only promises some JSON, so the schema is spelled out in the prompt.
 * auto: try json_schema and switch to json_object for good if the endpoint rejects it.
 */
export const JSON_MODES = ['auto', 'json_schema', 'json_object'] as const;
export type JsonMode = (typeof JSON_MODES)[number];

/** What happens when the AI answer is unusable (not JSON, empty, refused) even after the retry. */
export const FALLBACKS = ['local', 'none'] as const;
export type Fallback = (typeof FALLBACKS)[number];

/** One minute per provider call: long enough for a 1,000-word answer from a slow model. */
export const DEFAULT_TIMEOUT_MS = 60_000;
export const MIN_TIMEOUT_MS = 100;
export const MAX_TIMEOUT_MS = 600_000;
/**
 * Tokens of paper text sent to the model. 16k fits every hosted model and a local model started
 * with a 32k window (room left for the instructions and the four versions it writes back).
 */
export const DEFAULT_CONTEXT_TOKENS = 16_000;
export const MIN_CONTEXT_TOKENS = 1_000;
export const MAX_CONTEXT_TOKENS = 2_000_000;
/**
 * Generations sent to the provider at once; more wait here, first come first served, instead of
 * earning the provider's 429s in a burst. Four keeps a small team's burst moving on a first-tier
 * hosted key; a local model server (Ollama, llama.cpp) works one or two at a time: set 1 or 2.
 */
export const DEFAULT_CONCURRENCY = 4;
export const MAX_CONCURRENCY = 1_000;

export interface AiConfig {
  provider: AiProviderName;
  model: string;
  /** Absent only for openai-compatible endpoints that need no key (Ollama, LM Studio, llama.cpp). */
  apiKey: string | undefined;
  /** Absent means the SDK's own default endpoint for that provider. */
  baseURL: string | undefined;
  timeoutMs: number;
  contextTokens: number;
  jsonMode: JsonMode;
  fallback: Fallback;
  /** Generations in flight to the provider at once (ABSTRACT_CONCURRENCY). */
  concurrency: number;
}

export type { Env };

/** Which key variable and optional base-URL variable each provider reads. */
const PROVIDER_VARIABLES: Record<
  AiProviderName,
  { key: string; keyRequired: boolean; baseURL: string; baseURLRequired: boolean; example: string }
> = {
  openai: {
    key: 'OPENAI_API_KEY',
    keyRequired: true,
    baseURL: 'OPENAI_BASE_URL',
    baseURLRequired: false,
    example: 'gpt-4.1-mini',
  },
  'openai-compatible': {
    key: 'OPENAI_API_KEY',
    keyRequired: false,
    baseURL: 'OPENAI_BASE_URL',
    baseURLRequired: true,
    example: 'llama3.1:8b',
  },
  anthropic: {
    key: 'ANTHROPIC_API_KEY',
    keyRequired: true,
    baseURL: 'ANTHROPIC_BASE_URL',
    baseURLRequired: false,
    example: 'claude-sonnet-4-5',
  },
  google: {
    key: 'GOOGLE_GENERATIVE_AI_API_KEY',
    keyRequired: true,
    baseURL: 'GOOGLE_GENERATIVE_AI_BASE_URL',
    baseURLRequired: false,
    example: 'gemini-2.5-flash',
  },
};

function choice<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!(values as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of: ${values.join(', ')} (got "${raw}").`);
  }
  return raw as T;
}

function url(env: Env, name: string, required: boolean, provider: string): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) {
    if (!required) return undefined;
    throw new ConfigError(
      `${name} must be set for ABSTRACT_PROVIDER=${provider}: the endpoint's base URL, for example http://127.0.0.1:11434/v1 for Ollama.`,
    );
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new ConfigError(`${name} must be an http:// or https:// URL (got "${raw}").`);
  }
  return raw.replace(/\/+$/, '');
}

export function isAiProviderName(value: string | undefined): value is AiProviderName {
  return (AI_PROVIDER_NAMES as readonly (string | undefined)[]).includes(value);
}

/**
 * Pure: reads the AI part of the configuration for the provider ABSTRACT_PROVIDER names. Throws an
 * ConfigError naming the first wrong or missing variable, so the server never starts half-set.
 */
export function parseAiConfig(env: Env): AiConfig {
  const provider = read(env, 'ABSTRACT_PROVIDER');
  if (!isAiProviderName(provider)) {
    throw new ConfigError(
      `ABSTRACT_PROVIDER must be one of: ${AI_PROVIDER_NAMES.join(', ')} for an AI provider (got "${provider ?? ''}").`,
    );
  }
  const variables = PROVIDER_VARIABLES[provider];
  const model = read(env, 'ABSTRACT_MODEL');
  if (model === undefined) {
    throw new ConfigError(
      `ABSTRACT_MODEL must name the model for ABSTRACT_PROVIDER=${provider} (for example ${variables.example}).`,
    );
  }
  const apiKey = read(env, variables.key);
  if (apiKey === undefined && variables.keyRequired) {
    throw new ConfigError(`${variables.key} must be set for ABSTRACT_PROVIDER=${provider}.`);
  }
  if (apiKey !== undefined && /\s/.test(apiKey)) {
    throw new ConfigError(`${variables.key} must not contain spaces or line breaks.`);
  }
  return {
    provider,
    model,
    apiKey,
    baseURL: url(env, variables.baseURL, variables.baseURLRequired, provider),
    timeoutMs: integer(
      env,
      'ABSTRACT_TIMEOUT_MS',
      DEFAULT_TIMEOUT_MS,
      MIN_TIMEOUT_MS,
      MAX_TIMEOUT_MS,
    ),
    contextTokens: integer(
      env,
      'ABSTRACT_CONTEXT_TOKENS',
      DEFAULT_CONTEXT_TOKENS,
      MIN_CONTEXT_TOKENS,
      MAX_CONTEXT_TOKENS,
    ),
    // Anthropic and Google always take a schema; the OpenAI protocol may need the choice.
    jsonMode:
      provider === 'openai' || provider === 'openai-compatible'
        ? choice(
            env,
            'ABSTRACT_JSON_MODE',
            JSON_MODES,
            provider === 'openai' ? 'json_schema' : 'auto',
          )
        : 'json_schema',
    fallback: choice(env, 'ABSTRACT_FALLBACK', FALLBACKS, 'local'),
    concurrency: integer(env, 'ABSTRACT_CONCURRENCY', DEFAULT_CONCURRENCY, 1, MAX_CONCURRENCY),
  };
}
