import { PROGRESS_CAP } from '@abstractly/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressTimer, nextProgress } from './progress.ts';

describe('nextProgress', () => {
  it.each([
    [0, 0, 1],
    [0, 0.999, 15],
    [50, 0.5, 58],
    [85, 0.999, 90],
    [90, 0.5, 90],
  ])('from %s with random %s gives %s', (current, random, expected) => {
    expect(nextProgress(current, () => random)).toBe(expected);
  });
});

describe('createProgressTimer (seed §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at 0 and moves once every 200 ms', () => {
    const values: number[] = [];
    const timer = createProgressTimer(
      (v) => values.push(v),
      () => 0.5,
    );
    timer.start();
    expect(values).toEqual([0]);
    vi.advanceTimersByTime(199);
    expect(values).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(values).toEqual([0, 8]);
    vi.advanceTimersByTime(400);
    expect(values).toEqual([0, 8, 16, 24]);
    timer.dispose();
  });

  it('never passes 90 while waiting, whatever the random steps', () => {
    const values: number[] = [];
    const timer = createProgressTimer((v) => values.push(v), Math.random);
    timer.start();
    vi.advanceTimersByTime(60_000);
    expect(Math.max(...values)).toBe(PROGRESS_CAP);
    expect(values.every((v, i) => i === 0 || v >= values[i - 1]!)).toBe(true);
    expect(values.every(Number.isInteger)).toBe(true);
    timer.dispose();
  });

  it('jumps to 100 on response and back to 0 one second later', () => {
    const values: number[] = [];
    const timer = createProgressTimer(
      (v) => values.push(v),
      () => 0.5,
    );
    timer.start();
    vi.advanceTimersByTime(600);
    timer.complete();
    expect(values.at(-1)).toBe(100);
    vi.advanceTimersByTime(999);
    expect(values.at(-1)).toBe(100);
    vi.advanceTimersByTime(1);
    expect(values.at(-1)).toBe(0);
    // No ticking after completion.
    const count = values.length;
    vi.advanceTimersByTime(5_000);
    expect(values).toHaveLength(count);
  });

  it('a new start cancels a pending reset', () => {
    const values: number[] = [];
    const timer = createProgressTimer(
      (v) => values.push(v),
      () => 0,
    );
    timer.start();
    timer.complete();
    timer.start();
    vi.advanceTimersByTime(1_000);
    expect(values).toEqual([0, 100, 0, 1, 2, 3, 4, 5]);
    timer.dispose();
  });

  it('dispose stops every timer', () => {
    const onChange = vi.fn();
    const timer = createProgressTimer(onChange);
    timer.start();
    timer.complete();
    onChange.mockClear();
    timer.dispose();
    vi.advanceTimersByTime(10_000);
    expect(onChange).not.toHaveBeenCalled();
  });
});
