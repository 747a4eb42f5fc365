/** The progress of seed §4: random steps up to 90 every 200 ms, 100 on response, 0 a second later. */
import { PROGRESS_CAP, PROGRESS_RESET_MS, PROGRESS_TICK_MS } from '@abstractly/contracts';

/** The largest single step; a request of a few seconds reaches the cap, as a progress bar should. */
const MAX_STEP = 15;

export interface ProgressTimer {
  /** Starts from 0 and climbs while waiting. */
  start(): void;
  /** The response arrived: 100 now, back to 0 after the reset delay. */
  complete(): void;
  /** Stops every timer without further changes (unmount). */
  dispose(): void;
}

/** One random step: a whole number from 1 to MAX_STEP, so the bar always moves. */
export function nextProgress(current: number, random: () => number): number {
  const step = 1 + Math.floor(random() * MAX_STEP);
  return Math.min(PROGRESS_CAP, current + step);
}

export function createProgressTimer(
  onChange: (value: number) => void,
  random: () => number = Math.random,
): ProgressTimer {
  let value = 0;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let reset: ReturnType<typeof setTimeout> | undefined;

  const set = (next: number) => {
    value = next;
    onChange(next);
  };
  const clear = () => {
    clearInterval(ticker);
    clearTimeout(reset);
    ticker = undefined;
    reset = undefined;
  };

  return {
    start() {
      clear();
      set(0);
      ticker = setInterval(() => {
        // Seed §4 "up to at most 90": once at the cap, wait there for the response.
        if (value < PROGRESS_CAP) set(nextProgress(value, random));
      }, PROGRESS_TICK_MS);
    },
    complete() {
      clear();
      set(100);
      reset = setTimeout(() => set(0), PROGRESS_RESET_MS);
    },
    dispose: clear,
  };
}
