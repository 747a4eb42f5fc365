/**
 * Admission of generations: first come, first served, at most `concurrency` running at once, and
 * a request whose wait would outlast its deadline refused at once with a 503 and Retry-After.
 *
 * Why our own queue in front of the engine's thread pool: piscina keeps tasks that carry an
 * AbortSignal in a side queue that a newer task can overtake (piscina's tracker, #1031), so under load a
 * request waited seconds while hundreds that came later finished first. Measured on 2 cores,
 * 4 clients: slowest generation 11.6 s before, 0.23 s with this queue.
 */
import { percentile, Recent, RECENT_SIZE, RunTimes } from './run-times.ts';
import PQueue from 'p-queue';
import { formatSeconds } from './deadline.ts';
import { AppError } from './errors.ts';
import type { Provider } from './providers/types.ts';

/** Filled in while a generation passes through admission; the request log reports it. */
export interface GenerationTiming {
  /**
   * Set by the route: the request body's size (Content-Length, else its characters). Run time grows
   * with the paper, so a request's run is estimated from its size, not from the recent average.
   */
  size?: number;
  /** When the request arrived (the admission's clock, set by its first check): its deadline counts from here. */
  arrivedAt?: number;
  /** Time spent waiting for a free slot, in ms. */
  queueMs?: number;
  /** Time the work itself took, in ms (set when it ends, even if its request gave up). */
  runMs?: number;
  /**
   * Refused with Retry-After: at arrival (the queue was too long), or while waiting (runs ahead took
   * longer than expected, so it could no longer finish in time).
   */
  refused?: RefusalKind;
}

/** When a request was refused: on arrival, or later, while it waited for a slot. */
export type RefusalKind = 'arrival' | 'waiting';

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
  /** The queue now: cheap, for gauges read on every scrape. */
  queueCounts(): AdmissionStats['queue'];
  /** The queue and the recent percentiles (sorts the recent times: for /health). */
  stats(): AdmissionStats;
}

export const busyMessage = (waiting: number, retryAfterSeconds: number) =>
  `The server is busy: ${waiting} generation${waiting === 1 ? ' is' : 's are'} waiting ahead of yours. ` +
  `Try again in ${formatSeconds(retryAfterSeconds * 1000)}.`;

/** A generation admitted to the queue: waiting (with `leave`) or running (with `startedAt`). */
interface Entry {
  /** Its expected run time. */
  costMs: number;
  /** When its request's time limit passes. */
  deadlineAt: number;
  startedAt?: number;
  /** Takes a waiting entry out of the queue, its request answered with `error`. */
  leave?: (error: AppError) => void;
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
  const runTimes = new RunTimes();
  const totalTimes = new Recent(RECENT_SIZE);
  const running = new Set<Entry>();
  /** In arrival order, as p-queue will start them. */
  const waiting: Entry[] = [];

  /** What the running generations have left of their expected run. */
  function runningLeftMs(time: number): number {
    let left = 0;
    for (const { costMs, startedAt = time } of running) {
      left += Math.max(0, costMs - (time - startedAt));
    }
    return left;
  }

  /**
   * The 503 for a generation of `costMs` due by `deadlineAt` with `aheadMs` of work before it
   * (shared between the slots), or undefined when it can finish in time. Retry-After: the seconds
   * until enough of that work is done for it to fit.
   */
  function lateness(costMs: number, deadlineAt: number, aheadMs: number, ahead: number) {
    const lateMs = now() + aheadMs / concurrency + costMs - deadlineAt;
    if (lateMs <= 0) return undefined;
    const seconds = Math.max(1, Math.ceil(lateMs / 1000));
    return new AppError(503, busyMessage(ahead, seconds), {
      headers: { 'Retry-After': String(seconds) },
    });
  }

  /**
   * Sends away, at once and with Retry-After, every waiter that can no longer finish before its
   * deadline (a run took longer than expected): it would otherwise sit until its deadline and get
   * a bare 503, or start work whose result comes too late to be served. Run when a generation
   * ends, when the estimates change, and when a request arrives at a busy queue.
   */
  function shed() {
    let aheadMs = runningLeftMs(now());
    let ahead = 0;
    for (const entry of [...waiting]) {
      // One that a free slot takes now waits for nothing; if even so it would end too late, its
      // wait has used up its time, unless its own run is longer than the limit: that is the
      // paper's length, not the queue's doing, so it runs and its time limit speaks.
      const slotFree = running.size + ahead < concurrency;
      const error =
        slotFree && entry.costMs > budgetMs
          ? undefined
          : lateness(entry.costMs, entry.deadlineAt, slotFree ? 0 : aheadMs, ahead);
      if (error === undefined) {
        aheadMs += entry.costMs;
        ahead += 1;
      } else {
        entry.leave?.(error);
      }
    }
  }

  function refuseIfBusy(timing: GenerationTiming = {}) {
    timing.arrivedAt ??= now();
    // An idle slot always admits, so the estimate can never lock the server out.
    if (running.size + waiting.length < concurrency) return;
    shed();
    let aheadMs = runningLeftMs(now());
    for (const entry of waiting) aheadMs += entry.costMs;
    // Its own run counts too: a request that would start just before its deadline would still
    // miss it. Every request is let in only while a long paper would fit too: otherwise, under
    // overload, short papers kept the queue too full for any long one to get in (measured: 1 of
    // 232 papers of 5,000 words served against 43 of 1,000). So arrival order decides who gets
    // in, and size only how long the wait ahead is.
    // The work ahead is stretched by how far runs overrun their estimates lately: admitted on the
    // bare estimates, a waiter was sometimes sent away later, when the runs ahead took longer, after
    // it had waited hundreds of milliseconds instead of being refused at once (measured under
    // overload: every refusal slower than 150 ms at the server was such a waiter).
    const error = lateness(
      Math.max(runTimes.estimate(timing.size), runTimes.long),
      timing.arrivedAt + budgetMs,
      aheadMs * runTimes.stretch,
      waiting.length,
    );
    if (error !== undefined) {
      timing.refused = 'arrival';
      throw error;
    }
  }

  function queueCounts() {
    return {
      waiting: waiting.length,
      running: running.size,
      limit: Number.isFinite(concurrency) ? concurrency : null,
    };
  }

  /** Takes an entry out of the waiting list (it leaves, or its turn came). */
  function stopWaiting(entry: Entry) {
    const index = waiting.indexOf(entry);
    if (index !== -1) waiting.splice(index, 1);
  }

  return {
    refuseIfBusy,
    async run(work, { signal, timing = {} } = {}) {
      refuseIfBusy(timing);
      const queuedAt = now();
      const entry: Entry = {
        costMs: runTimes.estimate(timing.size),
        deadlineAt: (timing.arrivedAt ?? queuedAt) + budgetMs,
      };
      // Leaving takes a waiting request out of the queue at once. Once it runs, p-queue must not
      // see it: p-queue would free the slot on abort while the work still occupies its thread.
      const left = new AbortController();
      const leave = (reason: unknown) => {
        stopWaiting(entry);
        left.abort(reason);
      };
      entry.leave = (error) => {
        timing.refused = 'waiting';
        leave(error);
      };
      const onAbort = () => leave(signal?.reason);
      waiting.push(entry);
      signal?.addEventListener('abort', onAbort, { once: true });
      if (signal?.aborted) onAbort();
      // At the last moment it could still start and finish in time, the queue is looked at again:
      // a waiter stuck behind a run far longer than expected leaves then with Retry-After, not at
      // its deadline with a bare 503, even when no request arrives or ends meanwhile.
      // Timers may fire a millisecond or so before that moment (the event loop's clock counts
      // whole milliseconds), when it would still just fit: then it looks again a little later.
      let recheck: ReturnType<typeof setTimeout> | undefined;
      const scheduleRecheck = () => {
        recheck = setTimeout(
          () => {
            shed();
            if (waiting.includes(entry)) scheduleRecheck();
          },
          Math.max(0, entry.deadlineAt - entry.costMs - now()) + 1,
        );
      };
      scheduleRecheck();
      try {
        return await queue.add(
          async () => {
            clearTimeout(recheck);
            signal?.removeEventListener('abort', onAbort);
            stopWaiting(entry);
            entry.leave = undefined;
            const startedAt = now();
            const queuedMs = startedAt - queuedAt;
            timing.queueMs = queuedMs;
            entry.startedAt = startedAt;
            running.add(entry);
            try {
              return await work();
            } finally {
              running.delete(entry);
              const ranMs = now() - startedAt;
              timing.runMs = ranMs;
              queueTimes.add(queuedMs);
              runTimes.add(timing.size, ranMs);
              totalTimes.add(queuedMs + ranMs);
              // The run just learnt may change what the waiters can expect.
              shed();
            }
          },
          { signal: left.signal },
        );
      } finally {
        clearTimeout(recheck);
        signal?.removeEventListener('abort', onAbort);
      }
    },
    queueCounts,
    stats() {
      return {
        queue: queueCounts(),
        recent: {
          generations: runTimes.times.values.length,
          queueP50Ms: Math.round(percentile(queueTimes.values, 50)),
          queueP99Ms: Math.round(percentile(queueTimes.values, 99)),
          runP50Ms: Math.round(percentile(runTimes.times.values, 50)),
          runP99Ms: Math.round(percentile(runTimes.times.values, 99)),
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
