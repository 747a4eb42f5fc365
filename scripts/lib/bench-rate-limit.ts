/**
 * The bench's section 2c: what counting the rate limit in Redis (REDIS_URL) costs a request, as a
 * ratio to counting it in the process's memory, both measured in this run. Starts its own
 * redis-server on a free loopback port; without one installed the section says so and is skipped.
 */
import { spawnSync } from 'node:child_process';
import { Hono } from 'hono';
import { rateLimit, type RateCounter } from '../../apps/server/src/middleware/rate-limit.ts';
import { createSharedRateLimits } from '../../apps/server/src/shared-rate-limit.ts';
import { startRedis } from '../../apps/server/test/processes.ts';
import { median } from '../../packages/engine/scripts/lib/bench-input.ts';
import { printTable } from './server-process.ts';

/** Far above what the bench sends, so every request is counted and let through. */
const PER_MINUTE = 1_000_000;
const CLIENTS = 1_000;
const ROUNDS = 7;

/** An app with nothing but the limit in front of an empty answer: the limit's own cost shows. */
function limitedApp(counter: RateCounter | undefined) {
  const app = new Hono();
  app.post(
    '/',
    rateLimit({ perMinute: PER_MINUTE, trustProxy: true, clientAddress: () => undefined, counter }),
    (c) => c.body(null, 204),
  );
  return app;
}

let sent = 0;
/** Microseconds per request for `count` requests, `concurrency` at a time, from many clients. */
async function perRequestUs(app: Hono, count: number, concurrency: number): Promise<number> {
  const one = async () => {
    sent += 1;
    const client = sent % CLIENTS;
    const response = await app.request('/', {
      method: 'POST',
      headers: { 'x-forwarded-for': `10.0.${client >> 8}.${client & 255}` },
    });
    if (response.status !== 204) throw new Error(`the limited app answered ${response.status}`);
  };
  const start = performance.now();
  for (let done = 0; done < count; done += concurrency) {
    await Promise.all(Array.from({ length: concurrency }, one));
  }
  return ((performance.now() - start) * 1000) / count;
}

export async function benchRateLimit(quick: boolean): Promise<void> {
  console.log('\n== 2c. Rate limit: counted in Redis (REDIS_URL) against in memory ==');
  if (spawnSync('redis-server', ['--version']).error !== undefined) {
    console.log('skipped: redis-server is not installed (Debian: apt-get install redis-server).');
    return;
  }
  const redis = await startRedis();
  const shared = createSharedRateLimits({ url: redis.url, perMinute: PER_MINUTE, log: () => {} });
  try {
    while (shared.store() !== 'redis') await new Promise((resolve) => setTimeout(resolve, 20));
    const apps = { memory: limitedApp(undefined), redis: limitedApp(shared.counter('generate')) };
    const count = quick ? 2_000 : 10_000;
    const rows: string[][] = [];
    for (const concurrency of [1, 16]) {
      // Warm-up, then rounds taken in turn, so a busy moment of the machine hits both alike.
      for (const app of Object.values(apps)) await perRequestUs(app, count / 4, concurrency);
      const times = { memory: [] as number[], redis: [] as number[] };
      for (let round = 0; round < ROUNDS; round += 1) {
        times.memory.push(await perRequestUs(apps.memory, count, concurrency));
        times.redis.push(await perRequestUs(apps.redis, count, concurrency));
      }
      const memory = median(times.memory);
      const inRedis = median(times.redis);
      rows.push([
        String(concurrency),
        memory.toFixed(1),
        inRedis.toFixed(1),
        (inRedis - memory).toFixed(1),
        `${(inRedis / memory).toFixed(1)}x`,
      ]);
    }
    if (shared.memoryDecisions() > 0) {
      console.log(`note: ${shared.memoryDecisions()} requests fell back to memory during the run`);
    }
    printTable(
      ['requests at once', 'memory µs/req', 'Redis µs/req', 'added µs/req', 'Redis ÷ memory'],
      rows,
    );
    console.log(
      `(${ROUNDS} rounds of ${count} requests through a Hono app with only the limit, ${CLIENTS} clients, ` +
        'medians; Redis on the loopback, one connection per process)',
    );
  } finally {
    await shared.close();
    redis.process.kill();
  }
}
