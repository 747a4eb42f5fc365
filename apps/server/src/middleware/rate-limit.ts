/**
 * A per-client request budget per minute. The count is kept by a RateCounter: by default this
 * process's memory (a fixed one-minute window); the Node server passes a shared one when REDIS_URL
 * is set (shared-rate-limit.ts), so all replicas count together.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';

const WINDOW_MS = 60_000;

export const tooManyRequestsMessage = (seconds: number) =>
  `Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/** The client's socket address, or undefined where the runtime does not say. */
export type ClientAddress = (c: Context) => string | undefined;

/**
 * Reads the socket address from what the runtime hands `app.fetch` as its env: @hono/node-server
 * passes `{ incoming }` (a Node IncomingMessage), Deno.serve passes `{ remoteAddr }`. No runtime
 * import, so the app stays runnable under both.
 */
export const runtimeClientAddress: ClientAddress = (c) => {
  const env = c.env as
    | {
        incoming?: { socket?: { remoteAddress?: string } };
        remoteAddr?: { hostname?: string };
      }
    | undefined;
  return env?.incoming?.socket?.remoteAddress ?? env?.remoteAddr?.hostname;
};

/**
 * The address a trusted proxy saw: the last X-Forwarded-For entry, the one that proxy appended.
 * Earlier entries come from the client and could be made up to dodge the limit.
 */
function forwardedFor(c: Context): string | undefined {
  const last = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
  return last === '' ? undefined : last;
}

/**
 * Counts one request of the client `key` against its budget: undefined while within it, else the
 * seconds until the client may try again (at least 1).
 */
export type RateCounter = (key: string) => number | undefined | Promise<number | undefined>;

/**
 * This process's count, in fixed one-minute windows (every client's window starts on the same
 * minute, so memory is one map of the current minute's clients, dropped when the minute ends).
 * Per process: N replicas allow N times the budget.
 */
function memoryRateCounter(perMinute: number, now: () => number = Date.now): RateCounter {
  let windowIndex = -1;
  let counts = new Map<string, number>();
  return (key) => {
    const time = now();
    const index = Math.floor(time / WINDOW_MS);
    if (index !== windowIndex) {
      windowIndex = index;
      counts = new Map();
    }
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count <= perMinute) return undefined;
    return Math.max(1, Math.ceil(((index + 1) * WINDOW_MS - time) / 1000));
  };
}

/** The client a request counts against: the trusted proxy's X-Forwarded-For entry, else the socket address. */
function clientKey(c: Context, trustProxy: boolean, clientAddress: ClientAddress): string {
  // Clients whose address is unknown share one budget rather than escaping the limit.
  return (trustProxy ? forwardedFor(c) : undefined) ?? clientAddress(c) ?? 'unknown';
}

export interface RateLimitOptions {
  /** Requests per client per minute; 0 turns the limit off. */
  perMinute: number;
  /** Key by X-Forwarded-For (only behind a proxy that sets it) instead of the socket address. */
  trustProxy: boolean;
  clientAddress: ClientAddress;
  /** Where the count is kept; by default this process's memory. */
  counter?: RateCounter;
  /** Injectable clock for the default counter (tests). */
  now?: () => number;
}

/**
 * Counts POSTs per client; a client over its budget gets 429 with Retry-After: the seconds until
 * its window ends.
 */
export function rateLimit({
  perMinute,
  trustProxy,
  clientAddress,
  counter,
  now = Date.now,
}: RateLimitOptions): MiddlewareHandler {
  const count = counter ?? memoryRateCounter(perMinute, now);
  return async (c, next) => {
    // Preflights and wrong methods cost nothing and are answered elsewhere.
    if (perMinute === 0 || c.req.method !== 'POST') return next();
    const seconds = await count(clientKey(c, trustProxy, clientAddress));
    if (seconds !== undefined) {
      throw new AppError(429, tooManyRequestsMessage(seconds), {
        headers: { 'Retry-After': String(seconds) },
      });
    }
    return next();
  };
}
