/**
 * Rate limits counted in Redis for every replica together (REDIS_URL; Node server only, loaded
 * only when that variable is set). rate-limiter-flexible keeps the counts; when Redis does not
 * answer, its insurance limiter, this process's memory, decides instead, at once: the client
 * fails fast (no offline queue, short connect and command timeouts), so no request waits on a
 * dead Redis. Each switch between the two is logged once and shown in /metrics.
 */
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';
import type { RateBudget } from './app.ts';
import type { RateCounter } from './middleware/rate-limit.ts';

const WINDOW_SECONDS = 60;
/** A healthy Redis on the same network answers in about a millisecond; 250 ms is a dead one. */
const COMMAND_TIMEOUT_MS = 250;
const CONNECT_TIMEOUT_MS = 1_000;
/** Reconnect attempts: soon after a blip, then once a second while Redis stays away. */
const reconnectDelayMs = (attempt: number) => Math.min(attempt * 100, 1_000);

/** Who decided the latest request: Redis (shared), or this process's memory (fallback). */
export type RateLimitStore = 'redis' | 'memory';

export interface SharedRateLimits {
  /** The counter of one budget, for createApp's rateCounter option. */
  counter(budget: RateBudget): RateCounter;
  /** Where counts are kept now. */
  store(): RateLimitStore;
  /** Times the limits fell back to memory since the start. */
  fallbacks(): number;
  /** Requests decided in memory because Redis did not answer. */
  memoryDecisions(): number;
  /** Closes the connection to Redis. */
  close(): Promise<void>;
}

export interface SharedRateLimitOptions {
  url: string;
  perMinute: number;
  /** Where the switches are reported; the console by default. */
  log?: (message: string) => void;
}

/** host:port of a Redis URL, for log lines: the URL itself may carry a password. */
export function redisAddress(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port === '' ? '6379' : port}`;
}

export function createSharedRateLimits({
  url,
  perMinute,
  log = (message) => console.log(message),
}: SharedRateLimitOptions): SharedRateLimits {
  const address = redisAddress(url);
  const client = new Redis(url, {
    // Commands fail at once while there is no connection, instead of queueing until it is back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: reconnectDelayMs,
  });
  /** Why Redis is not answering, for the log line: the client's last error, if it gave one. */
  let problem: string | undefined;
  // Without a listener ioredis prints every failed reconnection; the switch is logged once instead.
  client.on('error', (error: Error) => {
    problem = error.message;
  });

  let store: RateLimitStore | undefined;
  let fallbacks = 0;
  let memoryDecisions = 0;
  function switchTo(next: RateLimitStore) {
    if (store === next) return;
    if (next === 'memory') {
      fallbacks += 1;
      log(
        `Rate limits: Redis at ${address} is not answering (${problem ?? 'connection closed'}); each process counts its own until it is back.`,
      );
    } else {
      log(`Rate limits: counted in Redis at ${address}, shared by every replica.`);
    }
    store = next;
  }
  client.on('ready', () => {
    problem = undefined;
    switchTo('redis');
  });
  client.on('close', () => switchTo('memory'));

  /** Results the memory limiter gave, so a decision can tell who made it. */
  const fromMemory = new WeakSet<RateLimiterRes>();
  class Insurance extends RateLimiterMemory {
    override consume(...args: Parameters<RateLimiterMemory['consume']>) {
      memoryDecisions += 1;
      // A command that failed on an open connection (no answer in time): reconnecting makes the
      // requests after it go to memory at once, until Redis answers a ready check again.
      if (client.status === 'ready') {
        problem = 'no answer in time';
        client.disconnect(true);
      }
      switchTo('memory');
      return super.consume(...args).then(
        (result) => {
          fromMemory.add(result);
          return result;
        },
        (refusal: unknown) => {
          if (refusal instanceof RateLimiterRes) fromMemory.add(refusal);
          throw refusal;
        },
      );
    }
  }

  function counter(budget: RateBudget): RateCounter {
    const options: IRateLimiterOptions = {
      keyPrefix: `abstractly:${budget}`,
      points: perMinute,
      duration: WINDOW_SECONDS,
    };
    const limiter = new RateLimiterRedis({
      ...options,
      storeClient: client,
      // Not connected: straight to memory, without trying the command.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new Insurance(options),
    });
    const decided = (result: RateLimiterRes) => {
      if (!fromMemory.has(result)) switchTo('redis');
    };
    return async (key) => {
      try {
        decided(await limiter.consume(key));
        return undefined;
      } catch (refusal) {
        // rate-limiter-flexible rejects with the result when the budget is spent.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        decided(refusal);
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      }
    };
  }

  return {
    counter,
    store: () => store ?? 'memory',
    fallbacks: () => fallbacks,
    memoryDecisions: () => memoryDecisions,
    async close() {
      // Closing on purpose is no fallback worth a log line.
      store = 'memory';
      client.removeAllListeners('close');
      await client.quit().catch(() => client.disconnect());
    },
  };
}
