/** How long generations take: recent run times, a line through run time against request size, and how far runs overrun it. */

/** How many recent generations the estimates and /health's percentiles are taken over. */
export const RECENT_SIZE = 200;
/** Runs learnt before overruns of the estimate are counted. */
const SETTLED_RUNS = 8;

/** The p-th percentile (nearest rank) of `values`; 0 for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The last `size` values written, oldest overwritten first. */
export class Recent {
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

/**
 * Recent run times with the size of the request behind each. A 5,000-word paper takes several times
 * as long as a 1,000-word one, so an estimate from the average alone let a queue of long papers in
 * that could not finish in time; the least-squares line through (size, run time) does not.
 */
export class RunTimes {
  readonly times = new Recent(RECENT_SIZE);
  private readonly sizes = new Recent(RECENT_SIZE);

  /** The 90th percentile of the recent runs: how long a long paper takes these days. */
  long = 0;

  /** Each recent run's time over what it was expected to take. */
  private readonly overruns = new Recent(RECENT_SIZE);
  /**
   * The 99th percentile of those ratios, at least 1: how far runs overrun their estimates these
   * days (a busy machine, a garbage collection, a style slower than its size says). The 99th, not
   * the 90th: with a short queue one overrun is enough to make a waiter late (measured under
   * overload on 2 cores: at the 90th, 18 waiters of 25,065 refusals were sent away after waiting
   * 150 ms or more; at the 99th none, with the same generations per second served).
   */
  stretch = 1;

  add(size: number | undefined, ms: number) {
    // An estimate from a few runs says little about how far runs overrun it.
    if (this.times.values.length >= SETTLED_RUNS) {
      const expected = this.estimate(size);
      if (expected > 0) {
        this.overruns.add(ms / expected);
        this.stretch = Math.max(1, percentile(this.overruns.values, 99));
      }
    }
    this.times.add(ms);
    this.sizes.add(size ?? Number.NaN);
    this.long = percentile(this.times.values, 90);
  }

  /** The expected run time of a request of `size`; the recent mean when sizes say nothing. */
  estimate(size: number | undefined): number {
    const mean = this.times.mean();
    if (size === undefined) return mean;
    let n = 0;
    let sumX = 0;
    let sumY = 0;
    let sumXX = 0;
    let sumXY = 0;
    let fastest = Number.POSITIVE_INFINITY;
    this.sizes.values.forEach((x, i) => {
      if (Number.isNaN(x)) return;
      const y = this.times.values[i]!;
      n += 1;
      sumX += x;
      sumY += y;
      sumXX += x * x;
      sumXY += x * y;
      fastest = Math.min(fastest, y);
    });
    const spread = n * sumXX - sumX * sumX;
    // One size only, or run time falling with size (noise): the line would mislead.
    if (n < 2 || spread <= 0) return mean;
    const slope = (n * sumXY - sumX * sumY) / spread;
    if (slope <= 0) return mean;
    const intercept = (sumY - slope * sumX) / n;
    // Below the sizes seen the line can drop under any real run; no run is faster than the fastest.
    return Math.max(fastest, intercept + slope * size);
  }
}
