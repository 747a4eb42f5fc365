/**
 * The local engine on a pool of worker threads (Node only): a long generation no longer blocks
 * the event loop, so /health and other requests keep answering while the engine works, and a
 * generation past its time limit is stopped rather than left running.
 */
import { availableParallelism } from 'node:os';
import type { EngineResult } from '@abstractly/engine';
import { Piscina } from 'piscina';
import { payloadOf } from '../providers/local.ts';
import type { Provider } from '../providers/types.ts';

const WORKER_URL = new URL('./engine-worker.mjs', import.meta.url).href;

export interface PooledProvider extends Provider {
  /** Stops the worker threads (after the server has finished its requests). */
  close(): Promise<void>;
}

export function createPooledLocalProvider(options: { threads?: number } = {}): PooledProvider {
  // One thread per core: the engine is CPU-bound, more threads would only share the same cores.
  const threads = options.threads ?? availableParallelism();
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
    async generate(request, { signal } = {}) {
      // An aborted signal (time limit, client gone) drops a queued task or stops its thread.
      return payloadOf(await pool.run(request, { signal }));
    },
    close: () => pool.close(),
  };
}
