/** One structured JSON log line per request: what was asked and how it went, never what was sent. */
import type { MiddlewareHandler } from 'hono';

export interface RequestLogEntry {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  provider: string;
}

export type RequestLogger = (entry: RequestLogEntry) => void;

export const logRequestToConsole: RequestLogger = (entry) => {
  console.log(JSON.stringify(entry));
};

/** Long page paths are cut so a log line stays a line. */
const MAX_PATH_LENGTH = 200;

/**
 * Logs method, path (no query string), status, milliseconds and provider. Bodies, headers and
 * queries are left out on purpose: they carry the user's paper and keys.
 */
export function requestLog(provider: string, log: RequestLogger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    log({
      time: new Date().toISOString(),
      method: c.req.method,
      path: c.req.path.slice(0, MAX_PATH_LENGTH),
      status: c.res.status,
      ms: Math.round(performance.now() - start),
      provider,
    });
  };
}
