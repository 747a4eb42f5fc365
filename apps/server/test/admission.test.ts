/** The admission queue: arrival order, aborted waiters leaving at once, and refusal under overload. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { busyMessage, createAdmission } from '../src/admission.ts';
import { createApp } from '../src/app.ts';
import { timeoutMessage, withDeadline } from '../src/deadline.ts';
import { AppError } from '../src/errors.ts';
import type { RequestLogEntry } from '../src/middleware/request-log.ts';
import { createPooledLocalProvider, type PooledProvider } from '../src/pool/pooled-local.ts';
import type { Provider } from '../src/providers/types.ts';
import { PAPER, validBody } from './helpers.ts';

/** A promise with its resolve at hand: the work of one task, ended when the test says. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createAdmission: first come, first served', () => {
  it('starts the tasks submitted while it is busy in submission order', async () => {
    const admission = createAdmission({ concurrency: 2, budgetMs: 60_000 });
    const started: number[] = [];
    const gates = Array.from({ length: 8 }, () => deferred());
    const results = gates.map((gate, i) =>
      admission.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(admission.stats().queue).toEqual({ waiting: 6, running: 2, limit: 2 });
    // Ending the tasks in reverse order still starts the waiting ones by arrival.
    for (let i = 7; i >= 0; i -= 1) gates[i]!.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(admission.stats().queue).toEqual({ waiting: 0, running: 0, limit: 2 });
    expect(admission.stats().recent.generations).toBe(8);
  });

  it('lets an aborted waiter leave at once, without running it or delaying the others', async () => {
    const admission = createAdmission({ concurrency: 1, budgetMs: 60_000 });
    const first = deferred();
    const started: string[] = [];
    const task = (name: string, gate?: Promise<void>) => async () => {
      started.push(name);
      await gate;
      return name;
    };
    const running = admission.run(task('a', first.promise));
    const b = admission.run(task('b'));
    const leaving = new AbortController();
    const c = admission.run(task('c'), { signal: leaving.signal });
    const d = admission.run(task('d'));
    await tick();
    expect(admission.stats().queue.waiting).toBe(3);

    const reason = new AppError(503, timeoutMessage(1000));
    leaving.abort(reason);
    await expect(c).rejects.toBe(reason);
    // Out of the queue before anything ahead of it finished.
    expect(admission.stats().queue).toMatchObject({ waiting: 2, running: 1 });
    first.resolve();
    expect(await Promise.all([running, b, d])).toEqual(['a', 'b', 'd']);
    expect(started).toEqual(['a', 'b', 'd']);
  });

  it('does not let an abort free the slot of a task that is already running', async () => {
    const admission = createAdmission({ concurrency: 1, budgetMs: 60_000 });
    const first = deferred();
    const controller = new AbortController();
    const started: string[] = [];
    const running = admission.run(
      async () => {
        started.push('a');
        await first.promise;
        return 'a';
      },
      { signal: controller.signal },
    );
    const next = admission.run(async () => started.push('b'));
    await tick();
    controller.abort(new Error('client went away'));
    await tick();
    // The engine thread is still busy with "a": "b" must wait for it, not run beside it.
    expect(started).toEqual(['a']);
    first.resolve();
    expect(await running).toBe('a');
    await next;
    expect(started).toEqual(['a', 'b']);
  });
});

describe('createAdmission: refusing what cannot be served in time', () => {
  /** An admission whose clock the test moves; one finished task teaches it a 60 ms run time. */
  async function trained(budgetMs: number, concurrency = 1) {
    const clock = { now: 0 };
    const admission = createAdmission({ concurrency, budgetMs, now: () => clock.now });
    await admission.run(async () => {
      clock.now += 60;
    });
    return { admission, clock };
  }

  it('refuses at once with 503, Retry-After and the queue in the message', async () => {
    const { admission } = await trained(200);
    const gate = deferred();
    const work = vi.fn(() => gate.promise);
    const accepted = [admission.run(work), admission.run(work)];
    // One running and one waiting: a third would wait 2 × 60 ms and run 60 ms, within 200 ms.
    accepted.push(admission.run(work));
    // A fourth would wait 180 ms and run 60 ms: past 200 ms, so it is refused.
    const timing = {};
    const refusal = await admission.run(work, { timing }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 503,
      userMessage: busyMessage(2, 1),
      headers: { 'Retry-After': '1' },
    });
    expect(timing).toMatchObject({ refused: 'arrival' });
    expect(busyMessage(2, 1)).toBe(
      'The server is busy: 2 generations are waiting ahead of yours. Try again in 1 second.',
    );
    await tick();
    expect(work).toHaveBeenCalledTimes(1);
    gate.resolve();
    await Promise.all(accepted);
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('counts only what the running task has left of its run time', async () => {
    const { admission, clock } = await trained(200);
    const gate = deferred();
    const accepted = [admission.run(() => gate.promise), admission.run(() => gate.promise)];
    accepted.push(admission.run(() => gate.promise));
    await tick();
    // The running task has had 50 of its 60 ms: a fourth waits 10 + 2 × 60 ms, runs 60 ms.
    clock.now += 50;
    accepted.push(admission.run(() => gate.promise));
    await expect(admission.run(() => gate.promise)).rejects.toMatchObject({ status: 503 });
    gate.resolve();
    await Promise.all(accepted);
  });

  it('shares the work ahead between its slots and always admits when a slot is free', async () => {
    const { admission } = await trained(40, 4);
    const gate = deferred();
    // Four free slots: admitted although the recent run time alone is over the limit.
    const accepted = Array.from({ length: 4 }, () => admission.run(() => gate.promise));
    await tick();
    await expect(admission.run(() => gate.promise)).rejects.toMatchObject({ status: 503 });
    gate.resolve();
    await Promise.all(accepted);
    // With 200 ms: four running (60 ms left each) and n waiting cost (240 + 60 n) / 4 + 60 ms.
    const roomy = (await trained(200, 4)).admission;
    const held = deferred();
    const admitted = Array.from({ length: 10 }, () => roomy.run(() => held.promise));
    await tick();
    expect(roomy.stats().queue).toEqual({ waiting: 6, running: 4, limit: 4 });
    await expect(roomy.run(() => held.promise)).rejects.toMatchObject({ status: 503 });
    held.resolve();
    await Promise.all(admitted);
  });

  it('counts the work ahead as long as runs lately overrun their estimates', async () => {
    /** After the first 60 ms run, 30 more of `ms` (in turn). */
    async function learnt(ms: number[]) {
      const { admission, clock } = await trained(400);
      for (let i = 0; i < 30; i += 1) {
        await admission.run(async () => {
          clock.now += ms[i % ms.length]!;
        });
      }
      return admission;
    }
    /** How many it holds (one running, the rest waiting) before it refuses. */
    async function holds(admission: Awaited<ReturnType<typeof learnt>>) {
      const gate = deferred();
      const held = [admission.run(() => gate.promise)];
      for (;;) {
        try {
          admission.refuseIfBusy();
        } catch {
          break;
        }
        held.push(admission.run(() => gate.promise));
      }
      gate.resolve();
      await Promise.all(held);
      return held.length;
    }
    // Steady 60 ms runs: the running 60 + w waiting × 60 + its own 60 fit in 400 ms up to w = 4.
    expect(await holds(await learnt([60]))).toBe(6);
    // Runs of 30 and 90 ms: the same 60 ms on average, but half take 1.5 times as long as expected.
    // Its own run counts as a long one (90), and the work ahead is stretched by 1.5:
    // (60 + 60 w) × 1.5 + 90 ≤ 400 up to w = 2. Unstretched it would hold 6, and under load the
    // last waiters would be sent away after waiting.
    expect(await holds(await learnt([30, 90]))).toBe(4);
  });

  it('says how many seconds until the queue ahead fits the time limit', async () => {
    // A paper the engine takes 1.1 s on, with a 1 s limit: alone it runs (its length is not the
    // queue's doing); behind another, it would end 1.2 s late.
    const clock = { now: 0 };
    const admission = createAdmission({ concurrency: 1, budgetMs: 1000, now: () => clock.now });
    await admission.run(async () => {
      clock.now += 1100;
    });
    const gate = deferred();
    const running = admission.run(() => gate.promise);
    await expect(admission.run(() => gate.promise)).rejects.toMatchObject({
      status: 503,
      headers: { 'Retry-After': '2' },
    });
    gate.resolve();
    await running;
  });

  it('sends a waiter away with Retry-After as soon as a slow run makes it late, without running it', async () => {
    const { admission, clock } = await trained(1000);
    const slow = deferred();
    const work = vi.fn(async () => 'served');
    const first = admission.run(() => slow.promise);
    const timing = {};
    const late = admission.run(work, { timing });
    const lateOutcome = late.catch((error: unknown) => error);
    await tick();
    // The running one takes 2 s instead of 60 ms: the waiter's 1 s has passed while it waited.
    clock.now += 2000;
    slow.resolve();
    await first;
    expect(await lateOutcome).toMatchObject({
      status: 503,
      userMessage: busyMessage(0, 2),
      headers: { 'Retry-After': '2' },
    });
    expect(timing).toMatchObject({ refused: 'waiting' });
    expect(work).not.toHaveBeenCalled();
    // The queue goes on: a new request is served.
    expect(await admission.run(work)).toBe('served');
  });

  it('sends a waiter away when its last moment to start passes, though nothing else happens', async () => {
    // The real clock: a 300 ms limit, runs learnt at about 20 ms.
    const admission = createAdmission({ concurrency: 1, budgetMs: 300 });
    await admission.run(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const stuck = deferred();
    const running = admission.run(() => stuck.promise);
    const work = vi.fn(async () => 'served');
    const timing = {};
    // No request arrives and none ends: only its own re-check can send it away.
    await expect(admission.run(work, { timing })).rejects.toMatchObject({
      status: 503,
      headers: { 'Retry-After': '1' },
    });
    expect(timing).toMatchObject({ refused: 'waiting' });
    expect(work).not.toHaveBeenCalled();
    stuck.resolve();
    await running;
  });

  it('sends away only the waiters that can no longer finish in time, keeping their order', async () => {
    const { admission, clock } = await trained(400);
    const slow = deferred();
    const started: string[] = [];
    const task = (name: string) => async () => {
      started.push(name);
      clock.now += 60;
      return name;
    };
    const first = admission.run(() => slow.promise);
    // Waits expected 60, 120, 180, 240 ms, each then running 60: all fit in 400 ms.
    const queued = ['b', 'c', 'd', 'e'].map((name) =>
      admission.run(task(name)).catch((error: unknown) => (error as AppError).status),
    );
    await tick();
    // The running one ends 150 ms late: b, c and d still fit (210, 270, 330 ms + 60), e does not.
    clock.now += 210;
    slow.resolve();
    await first;
    expect(await Promise.all(queued)).toEqual(['b', 'c', 'd', 503]);
    expect(started).toEqual(['b', 'c', 'd']);
  });

  it('estimates the wait from each request size, and lets a long paper in where a short one gets in', async () => {
    /** Learnt: 1,000 characters take 20 ms, 5,000 take 100 ms (the runs' 90th percentile). */
    async function learnt() {
      const clock = { now: 0 };
      const admission = createAdmission({ concurrency: 1, budgetMs: 500, now: () => clock.now });
      for (const [size, ms] of [
        [1000, 20],
        [5000, 100],
        [1000, 20],
        [5000, 100],
      ] as const) {
        await admission.run(
          async () => {
            clock.now += ms;
          },
          { timing: { size } },
        );
      }
      return admission;
    }
    /** With a long paper running, offers requests of `size` until one is refused. */
    async function fill(size: number) {
      const admission = await learnt();
      const gate = deferred();
      const held = [admission.run(() => gate.promise, { timing: { size: 5000 } })];
      let admitted = 0;
      for (;;) {
        try {
          admission.refuseIfBusy({ size });
        } catch (error) {
          expect(error).toMatchObject({ status: 503 });
          break;
        }
        held.push(admission.run(() => gate.promise, { timing: { size } }));
        admitted += 1;
      }
      const verdict = (other: number) => {
        try {
          admission.refuseIfBusy({ size: other });
          return 'admitted';
        } catch (error) {
          return (error as AppError).status;
        }
      };
      const then = [verdict(5000), verdict(1000)];
      gate.resolve();
      await Promise.all(held);
      return { admitted, then };
    }

    // Short ones, each counted at 20 ms: 16 wait (100 + 320 ms of work ahead) before the room
    // left is less than a long paper's run. By the mean of the runs (60 ms) 5 would have got in.
    // Then neither size gets in: a short one is not let past a long one that arrived as early.
    expect(await fill(1000)).toEqual({ admitted: 16, then: [503, 503] });
    // Long papers fill the same 500 ms with fewer: four waiting behind the running one.
    expect(await fill(5000)).toEqual({ admitted: 4, then: [503, 503] });
  });
});

describe('withDeadline', () => {
  it('serves work that ignores its signal and ends a little after the limit', async () => {
    const result = await withDeadline(100, undefined, async (signal) => {
      await new Promise((resolve) => setTimeout(resolve, 110));
      return signal.aborted ? 'finished after being told to stop' : 'too early';
    });
    expect(result).toBe('finished after being told to stop');
  });

  it('answers the 503 when work that ignores its signal runs well past the limit', async () => {
    const outcome = withDeadline(100, undefined, () => new Promise(() => {}));
    await expect(outcome).rejects.toMatchObject({ status: 503, userMessage: timeoutMessage(100) });
  });
});

describe('the route in front of the worker pool', () => {
  let pooled: PooledProvider;
  beforeAll(async () => {
    pooled = createPooledLocalProvider({ threads: 1 });
    await pooled.ready();
  }, 60_000);
  afterAll(() => pooled.close());

  it(
    'finishes generations submitted while the engine is busy in submission order',
    { timeout: 60_000 },
    async () => {
      const app = createApp({
        config: { maxBodyBytes: 1024 * 1024, rateLimitPerMinute: 0 },
        provider: pooled,
        logRequest: () => {},
      });
      const long = { ...validBody(), research_content: PAPER.repeat(4) };
      const short = validBody();
      // The long one first: a short one arriving later must not overtake it, nor each other.
      const bodies = [long, short, long, short, short, long];
      const finished: number[] = [];
      await Promise.all(
        bodies.map(async (body, i) => {
          const response = await app.request('/functions/v1/generate-abstract', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
            // Every real request carries a signal; piscina let signalled tasks overtake.
            signal: new AbortController().signal,
          });
          expect(response.status).toBe(200);
          finished.push(i);
        }),
      );
      expect(finished).toEqual([0, 1, 2, 3, 4, 5]);
    },
  );
});

describe('shedding through the app', () => {
  it('answers 503 with Retry-After in the envelope, logs it, and reports the queue on /health', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const slow: Provider = {
      name: 'slow',
      concurrency: 1,
      async generate() {
        calls += 1;
        // The first call teaches the queue a run time of about 300 ms; the rest wait for the test.
        await (calls === 1 ? new Promise((resolve) => setTimeout(resolve, 300)) : gate);
        throw new AppError(422, 'not a real generation');
      },
    };
    const logRequest = vi.fn<(entry: RequestLogEntry) => void>();
    const app = createApp({
      // 1.1 s: with runs of 300 ms one running and two waiting fit (900 ms) and a fourth does not
      // (1,200 ms), and a first run up to a fifth slower on a busy machine changes neither.
      config: { maxBodyBytes: 64 * 1024, rateLimitPerMinute: 0, requestTimeoutMs: 1100 },
      provider: slow,
      logRequest,
      logError: () => {},
    });
    const post = () =>
      app.request('/functions/v1/generate-abstract', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validBody()),
      });
    expect((await post()).status).toBe(422);
    // One running and two waiting fit in 1.1 s (waits of 300 and 600 ms, each then running 300 ms).
    const accepted = [post(), post(), post()];
    await tick();
    const refused = await post();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ success: false, error: busyMessage(2, 1) });
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(refused.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(calls).toBe(2);
    // Refused before its body is read: under overload a refusal costs no parsing.
    const unread = await app.request('/functions/v1/generate-abstract', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"research_title":',
    });
    expect(unread.status).toBe(503);
    expect(logRequest.mock.calls.at(-2)![0]).toMatchObject({ status: 503, refused: 'arrival' });

    const health = (await (await app.request('/health')).json()) as Record<string, unknown>;
    expect(health).toMatchObject({
      status: 'ok',
      provider: 'slow',
      queue: { waiting: 2, running: 1, limit: 1 },
      recent: { generations: 1 },
    });
    release();
    for (const response of await Promise.all(accepted)) expect(response.status).toBe(422);
    const logged = logRequest.mock.calls.map(([entry]) => entry).filter((e) => e.status === 422);
    expect(logged).toHaveLength(4);
    for (const entry of logged) {
      expect(entry.queueMs).toEqual(expect.any(Number));
      expect(entry.runMs).toEqual(expect.any(Number));
    }
    // The first waited for nothing; the last two waited for the ones ahead of them.
    expect(logged[0]!.runMs).toBeGreaterThanOrEqual(250);
  });
});
