/** One structured JSON log line per request: what was asked and how it went, never what was sent. */
import type { MiddlewareHandler } from 'hono';
import type { GenerationTiming, RefusalKind } from '../admission.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by generate-abstract: how long the generation waited in the queue and ran. */
    generationTiming: GenerationTiming;
  }
}

export interface RequestLogEntry {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  provider: string;
  /** Generations only: ms waiting for the engine (or AI provider) and ms of its work. */
  queueMs?: number;
  runMs?: number;
  /**
   * Generations only: refused with Retry-After at arrival (the queue too long for the time limit)
   * or while waiting (runs ahead took longer than expected).
   */
  refused?: RefusalKind;
}

export type RequestLogger = (entry: RequestLogEntry) => void;

export const logRequestToConsole: RequestLogger = (entry) => {
  console.log(JSON.stringify(entry));
};

/** Long page paths are cut so a log line stays a line. */
const MAX_PATH_LENGTH = 200;

/**
 * Logs method, path (no query string), status, milliseconds and provider, and for a generation its
 * queue wait and run time (a run still going when the request gave up has none). Bodies, headers
 * and queries are left out on purpose: they carry the user's paper and keys.
 */
export function requestLog(provider: string, log: RequestLogger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const timing = c.get('generationTiming');
    log({
      time: new Date().toISOString(),
      method: c.req.method,
      path: c.req.path.slice(0, MAX_PATH_LENGTH),
      status: c.res.status,
      ms: Math.round(performance.now() - start),
      provider,
      ...(timing?.queueMs === undefined ? {} : { queueMs: Math.round(timing.queueMs) }),
      ...(timing?.runMs === undefined ? {} : { runMs: Math.round(timing.runMs) }),
      ...(timing?.refused === undefined ? {} : { refused: timing.refused }),
    });
  };
}
