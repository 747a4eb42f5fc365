/** The Hono app: routes, CORS and the one error handler. No listen and no Node APIs (Deno runs it too). */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createAdmission, type Admission } from './admission.ts';
import {
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type ServerConfig,
} from './config.ts';
import { AppError } from './errors.ts';
import { describeFailure, logToConsole, type ErrorLogger } from './generate.ts';
import {
  rateLimit,
  runtimeClientAddress,
  type ClientAddress,
  type RateCounter,
} from './middleware/rate-limit.ts';
import { logRequestToConsole, requestLog, type RequestLogger } from './middleware/request-log.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import type { Provider } from './providers/types.ts';
import { checkAbstractRoute } from './routes/check-abstract.ts';
import { generateAbstractRoute } from './routes/generate-abstract.ts';

/**
 * The function answers at both paths: the page's supabase-js calls `<url>/functions/v1/<name>`,
 * while Supabase Edge Functions strip `/functions/v1` and hand the function `/<name>`.
 */
export const FUNCTION_PATHS = ['/functions/v1/generate-abstract', '/generate-abstract'] as const;
/** check-abstract at the same two kinds of path. */
export const CHECK_PATHS = ['/functions/v1/check-abstract', '/check-abstract'] as const;

/** supabase-js sends its key and client headers on every call, so the browser preflights them. */
const CORS_OPTIONS = {
  // No cookies or credentials are involved, so any origin may call the function.
  origin: '*',
  allowMethods: ['POST', 'OPTIONS'],
  // x-file-name: extract-text takes the uploaded file's name in it.
  allowHeaders: [
    'authorization',
    'x-client-info',
    'apikey',
    'content-type',
    'x-region',
    'x-file-name',
  ],
  // A page on another origin (a Supabase project) may read when to try again after a 429 or 503.
  exposeHeaders: ['Retry-After'],
  maxAge: 86_400,
};

export const FUNCTION_NOT_FOUND_MESSAGE = 'No function at this path.';

/** The hardening settings default as loadConfig's do, so tests may give only maxBodyBytes. */
type HardeningConfig = Pick<
  ServerConfig,
  'rateLimitPerMinute' | 'trustProxy' | 'requestTimeoutMs' | 'supabaseOrigin'
>;

export interface AppOptions {
  config: Pick<ServerConfig, 'maxBodyBytes'> & Partial<HardeningConfig>;
  provider: Provider;
  /** Where unexpected errors go (tests pass a spy); defaults to the console. */
  logError?: ErrorLogger;
  /** One JSON line per request; defaults to stdout. */
  logRequest?: RequestLogger;
  /** The rate limit's key when no proxy is trusted; defaults to the runtime's socket address. */
  clientAddress?: ClientAddress;
  /**
   * More functions by name, mounted like generate-abstract. The Node server adds extract-text,
   * which needs Node, so this module does not import it.
   */
  functions?: Record<string, Hono>;
  /** The queue in front of the provider; by default one made by `admissionFor`. */
  admission?: Admission;
  /**
   * Where each budget's count is kept (generations, checks); by default this process's memory.
   * The Node server passes Redis-backed counters when REDIS_URL is set.
   */
  rateCounter?: (budget: RateBudget) => RateCounter;
}

/** The separate per-client budgets: generations (and file imports), and checks. */
export type RateBudget = 'generate' | 'check';

/** One queue for the process: as many generations at once as the provider can run. */
export function admissionFor(provider: Provider, requestTimeoutMs: number): Admission {
  return createAdmission({
    concurrency: provider.concurrency ?? Number.POSITIVE_INFINITY,
    budgetMs: requestTimeoutMs,
  });
}

export function createApp({
  config,
  provider,
  logError = logToConsole,
  logRequest = logRequestToConsole,
  clientAddress = runtimeClientAddress,
  functions = {},
  admission,
  rateCounter,
}: AppOptions) {
  const app = new Hono();
  app.use(requestLog(provider.name, logRequest));
  app.use(securityHeaders(config.supabaseOrigin));
  const requestTimeoutMs = config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const queue = admission ?? admissionFor(provider, requestTimeoutMs);
  const route = generateAbstractRoute({
    provider,
    maxBodyBytes: config.maxBodyBytes,
    requestTimeoutMs,
    admission: queue,
  });
  const newRateLimit = (budget: RateBudget) =>
    rateLimit({
      perMinute: config.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
      trustProxy: config.trustProxy ?? false,
      clientAddress,
      counter: rateCounter?.(budget),
    });
  // One budget for both paths: they are the same function.
  const limit = newRateLimit('generate');
  for (const path of FUNCTION_PATHS) {
    app.use(path, cors(CORS_OPTIONS), limit);
    app.route(path, route);
  }
  // Checks get their own budget: re-checking as the user types must not use up their generations.
  const checkLimit = newRateLimit('check');
  const checkRoute = checkAbstractRoute({ maxBodyBytes: config.maxBodyBytes, requestTimeoutMs });
  for (const path of CHECK_PATHS) {
    app.use(path, cors(CORS_OPTIONS), checkLimit);
    app.route(path, checkRoute);
  }
  for (const [name, extra] of Object.entries(functions)) {
    for (const path of [`/functions/v1/${name}`, `/${name}`]) {
      app.use(path, cors(CORS_OPTIONS), limit);
      app.route(path, extra);
    }
  }
  // For operators: the queue now and recent generation times (queue wait, run, total).
  app.get('/health', (c) => c.json({ status: 'ok', provider: provider.name, ...queue.stats() }));
  app.all('/functions/*', () => {
    throw new AppError(404, FUNCTION_NOT_FOUND_MESSAGE);
  });

  app.onError((error, c) => {
    const { status, envelope } = describeFailure(error, logError);
    const headers = error instanceof AppError ? error.headers : {};
    return c.json(envelope, status, headers);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
