/** The Hono app: routes, CORS and the one error handler. No listen and no Node APIs (Deno runs it too). */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { ServerConfig } from './config.ts';
import { AppError } from './errors.ts';
import { describeFailure, logToConsole, type ErrorLogger } from './generate.ts';
import type { Provider } from './providers/types.ts';
import { generateAbstractRoute } from './routes/generate-abstract.ts';

/**
 * The function answers at both paths: the page's supabase-js calls `<url>/functions/v1/<name>`,
 * while Supabase Edge Functions strip `/functions/v1` and hand the function `/<name>`.
 */
export const FUNCTION_PATHS = ['/functions/v1/generate-abstract', '/generate-abstract'] as const;

/** supabase-js sends its key and client headers on every call, so the browser preflights them. */
const CORS_OPTIONS = {
  // No cookies or credentials are involved, so any origin may call the function.
  origin: '*',
  allowMethods: ['POST', 'OPTIONS'],
  allowHeaders: ['authorization', 'x-client-info', 'apikey', 'content-type', 'x-region'],
  maxAge: 86_400,
};

export const FUNCTION_NOT_FOUND_MESSAGE = 'No function at this path.';

export interface AppOptions {
  config: Pick<ServerConfig, 'maxBodyBytes'>;
  provider: Provider;
  /** Where unexpected errors go (tests pass a spy); defaults to the console. */
  logError?: ErrorLogger;
}

export function createApp({ config, provider, logError = logToConsole }: AppOptions) {
  const app = new Hono();
  const route = generateAbstractRoute({ provider, maxBodyBytes: config.maxBodyBytes });
  for (const path of FUNCTION_PATHS) {
    app.use(path, cors(CORS_OPTIONS));
    app.route(path, route);
  }
  app.get('/health', (c) => c.json({ status: 'ok', provider: provider.name }));
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
