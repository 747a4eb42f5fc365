/**
 * Admission of generations: first come, first served, at most `concurrency` running at once, and
 * a request whose wait would outlast its deadline refused at once with a 503 and Retry-After.
 *
 * Why our own queue in front of the engine's thread pool: piscina keeps tasks that carry an
 * AbortSignal in a side queue that a newer task can overtake (piscina issue 1031), so under load a
 * request waited seconds while hundreds that came later finished first. Measured on 2 cores,
 * 4 clients: slowest generation 11.6 s before, 0.23 s with this queue (the issue 18 figures).
 */
import PQueue from 'p-queue';
import { formatSeconds } from './deadline.ts';
import { AppError } from './errors.ts';
import type { Provider } from './providers/types.ts';

/** Filled in while a generation passes through admission; the request log reports it. */
export interface GenerationTiming {
  /** Time spent waiting for a free slot, in ms. */
  queueMs?: number;
  /** Time the work itself took, in ms (set when it ends, even if its request gave up). */
  runMs?: number;
  /** Refused at arrival because the queue was too long for its deadline. */
  refused?: boolean;
}

/** What /health reports. */
export interface AdmissionStats {
  queue: {
    /** Generations waiting for a slot. */
    waiting: number;
    /** Generations running. */
    running: number;
    /** Most generations that run at once (engine threads, or ABSTRACT_CONCURRENCY); null: no limit. */
    limit: number | null;
  };
  /** Over the last RECENT_SIZE generations, in ms. */
  recent: {
    generations: number;
    queueP50Ms: number;
    queueP99Ms: number;
    runP50Ms: number;
    runP99Ms: number;
    totalP50Ms: number;
    totalP99Ms: number;
  };
}

export interface Admission {
  /**
   * Throws the 503 a request arriving now would get. The route asks before reading the body, so
   * under overload a refusal costs no parsing: the server's one core for HTTP stays free.
   */
  refuseIfBusy(timing?: GenerationTiming): void;
  /** Runs `work` when its turn comes, or throws the 503 that refuses or ends the wait. */
  run<T>(
    work: () => Promise<T>,
    options?: { signal?: AbortSignal; timing?: GenerationTiming },
  ): Promise<T>;
  stats(): AdmissionStats;
}

/** How many recent generations the estimates and /health's percentiles are taken over. */
const RECENT_SIZE = 200;

export const busyMessage = (waiting: number, retryAfterSeconds: number) =>
  `The server is busy: ${waiting} generation${waiting === 1 ? ' is' : 's are'} waiting ahead of yours. ` +
  `Try again in ${formatSeconds(retryAfterSeconds * 1000)}.`;

/** The p-th percentile (nearest rank) of `values`; 0 for none. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The last `size` values written, oldest overwritten first. */
class Recent {
  readonly values: number[] = [];
  private next = 0;
  constructor(private readonly size: number) {}
  add(value: number) {
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.size;
  }
  mean(): number {
    return this.values.length === 0
      ? 0
      : this.values.reduce((sum, v) => sum + v, 0) / this.values.length;
  }
}

export function createAdmission(options: {
  /** Generations at once; Infinity for no limit (a provider that did not say). */
  concurrency: number;
  /** The request deadline (REQUEST_TIMEOUT_MS): a wait expected to outlast it is refused. */
  budgetMs: number;
  now?: () => number;
}): Admission {
  const { concurrency, budgetMs, now = () => performance.now() } = options;
  const queue = new PQueue({ concurrency });
  const queueTimes = new Recent(RECENT_SIZE);
  const runTimes = new Recent(RECENT_SIZE);
  const totalTimes = new Recent(RECENT_SIZE);

  /** When each running task started: its remaining time is the mean run time less what it has had. */
  const running = new Set<{ startedAt: number }>();

  /**
   * The wait a request arriving now would face: none while a slot is free; otherwise the work
   * ahead of it (what the running tasks have left, the waiting ones at the recent mean run time)
   * shared between the slots.
   */
  function expectedWaitMs(): number {
    if (queue.size === 0 && queue.pending < concurrency) return 0;
    const mean = runTimes.mean();
    const time = now();
    let left = queue.size * mean;
    for (const { startedAt } of running) left += Math.max(0, mean - (time - startedAt));
    return left / concurrency;
  }

  function refuseIfBusy(timing: GenerationTiming = {}) {
    const waitMs = expectedWaitMs();
    const runMs = runTimes.mean();
    // Its own run counts too: a request that would start just before its deadline would still
    // miss it. An idle slot always admits, so the estimate can never lock the server out.
    if (waitMs > 0 && waitMs + runMs > budgetMs) {
      timing.refused = true;
      // By then the queue ahead has drained enough for a request to fit in its deadline.
      const seconds = Math.max(1, Math.ceil((waitMs + runMs - budgetMs) / 1000));
      throw new AppError(503, busyMessage(queue.size, seconds), {
        headers: { 'Retry-After': String(seconds) },
      });
    }
  }

  return {
    refuseIfBusy,
    async run(work, { signal, timing = {} } = {}) {
      refuseIfBusy(timing);
      const queuedAt = now();
      // The signal takes a waiting request out of the queue at once. Once it runs, p-queue must not
      // see it: p-queue would free the slot on abort while the work still occupies its thread.
      const waiting = new AbortController();
      const leave = () => waiting.abort(signal?.reason);
      signal?.addEventListener('abort', leave, { once: true });
      if (signal?.aborted) leave();
      try {
        return await queue.add(
          async () => {
            signal?.removeEventListener('abort', leave);
            const startedAt = now();
            const queuedMs = startedAt - queuedAt;
            timing.queueMs = queuedMs;
            const task = { startedAt };
            running.add(task);
            try {
              return await work();
            } finally {
              running.delete(task);
              const ranMs = now() - startedAt;
              timing.runMs = ranMs;
              queueTimes.add(queuedMs);
              runTimes.add(ranMs);
              totalTimes.add(queuedMs + ranMs);
            }
          },
          { signal: waiting.signal },
        );
      } finally {
        signal?.removeEventListener('abort', leave);
      }
    },
    stats() {
      return {
        queue: {
          waiting: queue.size,
          running: queue.pending,
          limit: Number.isFinite(concurrency) ? concurrency : null,
        },
        recent: {
          generations: runTimes.values.length,
          queueP50Ms: Math.round(percentile(queueTimes.values, 50)),
          queueP99Ms: Math.round(percentile(queueTimes.values, 99)),
          runP50Ms: Math.round(percentile(runTimes.values, 50)),
          runP99Ms: Math.round(percentile(runTimes.values, 99)),
          totalP50Ms: Math.round(percentile(totalTimes.values, 50)),
          totalP99Ms: Math.round(percentile(totalTimes.values, 99)),
        },
      };
    },
  };
}

/** `provider` with each generation passed through `admission`, its timing written to `timing`. */
export function admitted(
  provider: Provider,
  admission: Admission,
  timing: GenerationTiming,
): Provider {
  return {
    name: provider.name,
    generate: (request, options = {}) =>
      admission.run(() => provider.generate(request, options), {
        signal: options.signal,
        timing,
      }),
  };
}
