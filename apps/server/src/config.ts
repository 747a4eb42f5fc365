/** Server configuration, read once from environment variables and validated before anything starts. */
import {
  DEFAULT_IMPORT_LIMITS,
  IMPORT_WORKER_MEMORY_MB,
  type ImportLimits,
} from '@abstractly/contracts';
import { ConfigError, readEnv as read, readInteger as integer, type Env } from './env.ts';
import { parseAiConfig, type AiConfig, type AiProviderName } from './providers/ai/config.ts';

export { ConfigError, type Env };

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';
/** Not in the seed: 2 MiB holds the contracts' 1,000,000-character content cap in UTF-8 JSON for most scripts. */
export const DEFAULT_MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Not in the seed (§9 leaves rate limits open): generations per client per minute. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 60;
/** After SIGTERM the server keeps serving this long with /ready at 503, so load balancers notice. */
export const DEFAULT_SHUTDOWN_DELAY_MS = 5_000;
/** A generation still running after 30 s is answered with a 503; a person would not wait longer. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/**
 * With an AI provider one generation may make two provider calls (the answer and one corrective
 * retry) plus one wait for Retry-After (at most 10 s): the request's deadline must cover all three.
 */
const AI_RETRY_WAIT_MS = 10_000;
const AI_DEADLINE_MARGIN_MS = 5_000;
export function minimumAiRequestTimeoutMs(callTimeoutMs: number): number {
  return 2 * callTimeoutMs + AI_RETRY_WAIT_MS + AI_DEADLINE_MARGIN_MS;
}

/** An AI provider's variables, read by parseAiConfig. */
function aiLoader<N extends AiProviderName>(name: N) {
  return (env: Env): { name: N; ai: AiConfig } => ({
    name,
    ai: parseAiConfig({ ...env, ABSTRACT_PROVIDER: name }),
  });
}

/**
 * One entry per provider the server can run. Each reads its own variables (keys, model, base URL)
 * and throws a ConfigError naming a bad one. Adding an AI provider is one entry here plus its
 * case in providers/create-provider.ts.
 */
const PROVIDER_LOADERS = {
  local: (_env: Env) => ({ name: 'local' as const }),
  openai: aiLoader('openai'),
  'openai-compatible': aiLoader('openai-compatible'),
  anthropic: aiLoader('anthropic'),
  google: aiLoader('google'),
} satisfies Record<string, (env: Env) => { name: string }>;

export type ProviderName = keyof typeof PROVIDER_LOADERS;
export type ProviderConfig = ReturnType<(typeof PROVIDER_LOADERS)[ProviderName]>;
export const PROVIDER_NAMES = Object.keys(PROVIDER_LOADERS) as ProviderName[];

export interface ServerConfig {
  port: number;
  host: string;
  /** Largest request body accepted, in bytes (413 above it). */
  maxBodyBytes: number;
  /** Built web app to serve; undefined means the Node entry's default (apps/web/dist). */
  webDistDir: string | undefined;
  provider: ProviderConfig;
  /** Generations per client per minute (this process's count, or all replicas' with redisUrl); 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** redis:// or rediss:// URL: the rate limits are counted there, for every replica together. */
  redisUrl: string | undefined;
  /** After SIGTERM: how long the server keeps serving, /ready answering 503, before it closes. */
  shutdownDelayMs: number;
  /** Key clients by X-Forwarded-For (behind a proxy) instead of the socket address. */
  trustProxy: boolean;
  /** Longest a generation may run before the request is answered with a 503. */
  requestTimeoutMs: number;
  /** Engine worker threads of the Node entry; 0 runs the engine on the main thread. Undefined: one per core. */
  engineThreads: number | undefined;
  /** GET /metrics for Prometheus (Node entry only). */
  metrics: boolean;
  /** Origin of a Supabase project the page calls (VITE_SUPABASE_URL), allowed by the page's CSP. */
  supabaseOrigin: string | undefined;
  /** Document import: its worker threads, each thread's heap, and the limits per file. */
  importThreads: number;
  importMemoryMb: number;
  importLimits: ImportLimits;
}

const MB = 1024 * 1024;

/** The import limits a self-hoster may change; the structural ones stay the contracts' constants. */
function importLimits(env: Env): ImportLimits {
  const defaults = DEFAULT_IMPORT_LIMITS;
  return {
    ...defaults,
    maxBytes: integer(env, 'IMPORT_MAX_BYTES', defaults.maxBytes, 1024, 1024 * MB),
    maxUnpackedBytes: integer(
      env,
      'IMPORT_MAX_UNPACKED_BYTES',
      defaults.maxUnpackedBytes,
      MB,
      4096 * MB,
    ),
    maxPdfPages: integer(env, 'IMPORT_MAX_PDF_PAGES', defaults.maxPdfPages, 1, 100_000),
    timeoutMs: integer(env, 'IMPORT_TIMEOUT_MS', defaults.timeoutMs, 100, 600_000),
    // 0 turns OCR off on the server: scanned pages are then reported, not read.
    maxOcrPages: integer(env, 'IMPORT_MAX_OCR_PAGES', defaults.maxOcrPages, 0, 2_000),
    ocrPageTimeoutMs: integer(
      env,
      'IMPORT_OCR_PAGE_TIMEOUT_MS',
      defaults.ocrPageTimeoutMs,
      1_000,
      600_000,
    ),
  };
}

/** A host name or an IPv4/IPv6 address; anything else (spaces, a URL) is a typo worth stopping for. */
function host(env: Env): string {
  const raw = read(env, 'HOST');
  if (raw === undefined) return DEFAULT_HOST;
  if (!/^[A-Za-z0-9.:-]+$/.test(raw)) {
    throw new ConfigError(
      `HOST must be a host name or IP address such as 127.0.0.1 (got "${raw}").`,
    );
  }
  return raw;
}

function boolean(env: Env, name: string): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false (got "${raw}").`);
}

/** The origin (scheme, host, port) of an http(s) URL, for the Content-Security-Policy. */
function origin(env: Env, name: string): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new ConfigError(
      `${name} must be an http(s) URL such as https://xyz.supabase.co (got "${raw}").`,
    );
  }
  return url.origin;
}

/** A redis:// or rediss:// URL (with a host): anything else would only fail later, at the first request. */
function redisUrl(env: Env): string | undefined {
  const raw = read(env, 'REDIS_URL');
  if (raw === undefined) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (url === undefined || !['redis:', 'rediss:'].includes(url.protocol) || url.hostname === '') {
    // The value may carry a password: the message never repeats it.
    throw new ConfigError(
      'REDIS_URL must be a redis:// or rediss:// URL with a host, such as redis://redis:6379.',
    );
  }
  return raw;
}

/** The local engine's deadline is 30 s; an AI provider's must outlast its calls (see above). */
function requestTimeout(env: Env, provider: ProviderConfig): number {
  if (!('ai' in provider)) {
    return integer(env, 'REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 100, 600_000);
  }
  const minimum = minimumAiRequestTimeoutMs(provider.ai.timeoutMs);
  const value = integer(env, 'REQUEST_TIMEOUT_MS', minimum, 100, 1_800_000);
  if (value < minimum) {
    throw new ConfigError(
      `REQUEST_TIMEOUT_MS must be at least ${minimum} with an AI provider: two calls of ABSTRACT_TIMEOUT_MS (${provider.ai.timeoutMs}) plus a rate-limit wait (got "${value}").`,
    );
  }
  return value;
}

function isProviderName(value: string): value is ProviderName {
  return Object.hasOwn(PROVIDER_LOADERS, value);
}

/** Pure: the same env always gives the same config or the same ConfigError. */
export function loadConfig(env: Env): ServerConfig {
  const providerName = read(env, 'ABSTRACT_PROVIDER') ?? 'local';
  if (!isProviderName(providerName)) {
    throw new ConfigError(
      `ABSTRACT_PROVIDER must be one of: ${PROVIDER_NAMES.join(', ')} (got "${providerName}").`,
    );
  }
  const provider = PROVIDER_LOADERS[providerName](env);
  return {
    // Port 0 lets the system choose a free port (tests use it).
    port: integer(env, 'PORT', DEFAULT_PORT, 0, 65_535),
    host: host(env),
    maxBodyBytes: integer(env, 'MAX_BODY_BYTES', DEFAULT_MAX_BODY_BYTES, 1024, 100 * 1024 * 1024),
    webDistDir: read(env, 'WEB_DIST_DIR'),
    provider,
    rateLimitPerMinute: integer(
      env,
      'RATE_LIMIT_PER_MINUTE',
      DEFAULT_RATE_LIMIT_PER_MINUTE,
      0,
      1_000_000,
    ),
    redisUrl: redisUrl(env),
    trustProxy: boolean(env, 'TRUST_PROXY'),
    requestTimeoutMs: requestTimeout(env, provider),
    shutdownDelayMs: integer(env, 'SHUTDOWN_DELAY_MS', DEFAULT_SHUTDOWN_DELAY_MS, 0, 600_000),
    engineThreads:
      read(env, 'ENGINE_THREADS') === undefined
        ? undefined
        : integer(env, 'ENGINE_THREADS', 0, 0, 64),
    metrics: boolean(env, 'METRICS'),
    supabaseOrigin: origin(env, 'VITE_SUPABASE_URL'),
    importThreads: integer(env, 'IMPORT_THREADS', 1, 1, 64),
    // A thread needs about 100 MB to load its readers; below 128 it could not start at all.
    importMemoryMb: integer(env, 'IMPORT_MEMORY_MB', IMPORT_WORKER_MEMORY_MB, 128, 65_536),
    importLimits: importLimits(env),
  };
}
