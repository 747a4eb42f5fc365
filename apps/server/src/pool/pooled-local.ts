/**
 * The local engine on a pool of worker threads (Node only): a long generation no longer blocks
 * the event loop, so /health and other requests keep answering while the engine works. The app's
 * admission queue hands it at most `threads` tasks at once, in arrival order, so piscina always has
 * a free thread and never queues (its own queue lets later tasks overtake: piscina's tracker, #1031).
 */
import { availableParallelism } from 'node:os';
import type { EngineResult } from '@abstractly/engine';
import { Piscina } from 'piscina';
import { payloadOf } from '../providers/local.ts';
import type { Provider } from '../providers/types.ts';

const WORKER_URL = new URL('./engine-worker.mjs', import.meta.url).href;

export interface PooledProvider extends Provider {
  /**
   * Resolves once every thread has loaded the engine (seconds). The server waits for it before it
   * listens, so no request pays for the load and the queue's run-time estimate starts out true: a
   * first run that included the load made a burst of the first requests look like minutes of work.
   */
  ready(): Promise<void>;
  /** Stops the worker threads (after the server has finished its requests). */
  close(): Promise<void>;
}

/** One engine thread per core but one, and at least one. */
export function defaultEngineThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export function createPooledLocalProvider(options: { threads?: number } = {}): PooledProvider {
  // One core is left to the main thread (HTTP, /health, JSON): measured on 2 cores, 1 engine
  // thread gave 14.5 generations/s and 2 threads 8.1 (the threads' heaps and GC compete).
  const threads = options.threads ?? defaultEngineThreads();
  const pool = new Piscina<unknown, EngineResult>({
    filename: WORKER_URL,
    // Started with the server, so the first request does not wait for a thread to load the engine.
    minThreads: threads,
    maxThreads: threads,
    // Piscina's default would retire idle threads, and a new one takes seconds to load the engine.
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  return {
    name: 'local',
    concurrency: threads,
    async generate(request, { signal } = {}) {
      signal?.throwIfAborted();
      // The signal is not handed to piscina: aborting a running task terminates its thread, and a
      // new thread takes seconds to load the engine (under overload that stopped almost all
      // work). A task past its deadline runs to its end and its result is dropped.
      return payloadOf(await pool.run(request));
    },
    ready: async () => {
      await Promise.all(Array.from({ length: threads }, () => pool.run(undefined)));
    },
    close: () => pool.close(),
  };
}
