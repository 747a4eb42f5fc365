/** A time limit for one request's work: answer with a 503 when it passes, and tell the work to stop. */
import { AppError } from './errors.ts';

/** "30 seconds", "1.5 seconds", "1 second". */
export function formatSeconds(ms: number): string {
  const seconds = Number((ms / 1000).toFixed(1));
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

export const timeoutMessage = (ms: number) =>
  `Generating took longer than the server's limit of ${formatSeconds(ms)}. ` +
  'Try again in a moment, or with a shorter text.';

/**
 * Work that does not stop when told (the engine, once it runs) gets this share of the limit more
 * before the request gives up on it: a result a few milliseconds late is still served, not thrown
 * away after the work was done.
 */
export const RUNNING_GRACE = 0.25;

/**
 * Runs `work` with a signal that aborts when `ms` pass or `outer` aborts (the client went away).
 * Work that honours the signal ends then: a request still waiting for the engine leaves its queue,
 * an AI call is cancelled, each with the 503. Work that runs on regardless (the engine on its
 * thread: stopping it would stop the thread, and a new one takes seconds to load the engine) is
 * waited for RUNNING_GRACE × `ms` more; past that the request is answered with the 503 and the
 * work's result, when it comes, is dropped.
 */
export async function withDeadline<T>(
  ms: number,
  outer: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const abortFromOuter = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', abortFromOuter, { once: true });
  const error = new AppError(503, timeoutMessage(ms));
  const timers: ReturnType<typeof setTimeout>[] = [];
  const timedOut = new Promise<never>((_, reject) => {
    timers.push(setTimeout(() => controller.abort(error), ms));
    timers.push(setTimeout(() => reject(error), ms * (1 + RUNNING_GRACE)));
  });
  const running = work(controller.signal);
  // The loser of the race settles later; its rejection is expected and must not go unhandled.
  running.catch(() => {});
  timedOut.catch(() => {});
  try {
    return await Promise.race([running, timedOut]);
  } finally {
    for (const timer of timers) clearTimeout(timer);
    outer?.removeEventListener('abort', abortFromOuter);
  }
}
