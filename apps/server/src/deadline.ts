/** A time limit for one request's work: answer with a 503 when it passes, and tell the work to stop. */
import { AppError } from './errors.ts';

/** "30 seconds", "1.5 seconds", "1 second". */
function formatSeconds(ms: number): string {
  const seconds = Number((ms / 1000).toFixed(1));
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

export const timeoutMessage = (ms: number) =>
  `Generating took longer than the server's limit of ${formatSeconds(ms)}. ` +
  'Try again in a moment, or with a shorter text.';

/**
 * Runs `work` with a signal that aborts when `ms` pass or `outer` aborts (the client went away).
 * On time-out it rejects with a 503 AppError at once, even if the work ignores its signal; the
 * pooled engine does not (its worker is stopped), an AI call is cancelled.
 */
export async function withDeadline<T>(
  ms: number,
  outer: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const abortFromOuter = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', abortFromOuter, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new AppError(503, timeoutMessage(ms));
      controller.abort(error);
      reject(error);
    }, ms);
  });
  const running = work(controller.signal);
  // The loser of the race settles later; its rejection is expected and must not go unhandled.
  running.catch(() => {});
  try {
    return await Promise.race([running, timedOut]);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abortFromOuter);
  }
}
