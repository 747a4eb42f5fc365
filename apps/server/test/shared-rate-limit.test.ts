/**
 * Two replicas (real src/main.ts processes) against a real redis-server: one client gets at most
 * the limit from both together; with Redis killed they keep answering at once, each with its own
 * per-process limit, and say so once in the log and in /metrics; with Redis back they share again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { validBody } from './helpers.ts';
import { redisAddress } from '../src/shared-rate-limit.ts';
import { killStarted, startMain, startRedis } from './processes.ts';

afterEach(killStarted);

const LIMIT = 3;
const SHARED = /Rate limits: counted in Redis at 127\.0\.0\.1:\d+, shared by every replica\./;
const FALLBACK =
  /Rate limits: Redis at 127\.0\.0\.1:\d+ is not answering .*; each process counts its own/;

/** Behind a trusted proxy each test phase is its own client, so phases do not share a budget. */
function post(url: string, client: string, path: string, body: unknown) {
  return fetch(`${url}/functions/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
    // The bound the fallback must keep: a request waiting on a dead Redis fails here.
    signal: AbortSignal.timeout(1_000),
  });
}

/** A cheap real request of the check budget: an abstract checked without its paper. */
const CHECK = {
  abstract: 'Street trees cooled the districts at night. Canopy targets belong in heat plans.',
  research_content: '',
};

/** Sends the requests one after another, so the order of the answers is the order of the counting. */
async function statuses(requests: (() => Promise<Response>)[]) {
  const result: number[] = [];
  for (const send of requests) {
    const response = await send();
    await response.text();
    result.push(response.status);
  }
  return result;
}

async function metric(url: string, name: string) {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return Number(line?.split(' ')[1]);
}

const count = (text: string, pattern: RegExp) =>
  text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

describe('two replicas sharing the rate limit in Redis', () => {
  it('count one client together, fall back per process at once when Redis dies, share again when it is back', async () => {
    const redis = await startRedis();
    const env = {
      REDIS_URL: redis.url,
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      TRUST_PROXY: 'true',
      METRICS: 'true',
    };
    const replicas = await Promise.all([startMain(env), startMain(env)]);
    await Promise.all(replicas.map((r) => r.printed(SHARED)));
    const [a, b] = replicas.map((r) => r.url) as [string, string];

    // Six generations for one client, alternating between the replicas: the first three are served
    // (by both replicas), the rest refused, by both, as one count.
    const client1 = '203.0.113.1';
    const six = [a, b, a, b, a, b];
    const shared: number[] = [];
    for (const url of six) {
      const response = await fetch(`${url}/functions/v1/generate-abstract`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client1 },
        body: JSON.stringify(validBody()),
      });
      await response.text();
      shared.push(response.status);
    }
    expect(shared).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await metric(a, 'abstractly_rate_limit_shared')).toBe(1);

    // Redis dies. Every request is still answered within the second, each replica now counting
    // its own: three checks each, then 429.
    redis.process.kill('SIGKILL');
    await redis.exited;
    const client2 = '203.0.113.2';
    const four = (url: string) =>
      Array.from({ length: LIMIT + 1 }, () => () => post(url, client2, 'check-abstract', CHECK));
    const fallback = await statuses([...four(a), ...four(b)]);
    expect(fallback).toEqual([200, 200, 200, 429, 200, 200, 200, 429]);
    for (const replica of replicas) {
      // Logged once for the switch, not once per request.
      expect(count(replica.output.stdout, FALLBACK)).toBe(1);
      expect(await metric(replica.url, 'abstractly_rate_limit_shared')).toBe(0);
      expect(await metric(replica.url, 'abstractly_rate_limit_fallbacks_total')).toBe(1);
      expect(
        await metric(replica.url, 'abstractly_rate_limit_memory_decisions_total'),
      ).toBeGreaterThanOrEqual(LIMIT + 1);
    }

    // Redis comes back on the same address: both replicas reconnect and count together again.
    const marks = replicas.map((r) => r.output.stdout.length);
    await startRedis(redis.port);
    await Promise.all(replicas.map((r, i) => r.printed(SHARED, marks[i])));
    const client3 = '203.0.113.3';
    const again = await statuses(
      [a, b, a, b, a, b].map((url) => () => post(url, client3, 'check-abstract', CHECK)),
    );
    expect(again).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await metric(b, 'abstractly_rate_limit_shared')).toBe(1);
  }, 60_000);

  it('keep answering within a second when Redis hangs, counting alone, and share again once it resumes', async () => {
    const redis = await startRedis();
    const replica = await startMain({
      REDIS_URL: redis.url,
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      TRUST_PROXY: 'true',
    });
    await replica.printed(SHARED);
    // Stopped, not killed: connections stay open and commands get no answer.
    redis.process.kill('SIGSTOP');
    const client = '203.0.113.4';
    const answers = await statuses(
      Array.from(
        { length: LIMIT + 1 },
        () => () => post(replica.url, client, 'check-abstract', CHECK),
      ),
    );
    expect(answers).toEqual([200, 200, 200, 429]);
    expect(count(replica.output.stdout, FALLBACK)).toBe(1);
    expect(replica.output.stdout).toMatch(/is not answering \(no answer in time\)/);

    const mark = replica.output.stdout.length;
    redis.process.kill('SIGCONT');
    await replica.printed(SHARED, mark);
  }, 60_000);
});

describe('the address in the log lines', () => {
  it('is host and port only: a password in REDIS_URL never reaches the log', () => {
    expect(redisAddress('rediss://default:hunter2@cache.internal:6380/2')).toBe(
      'cache.internal:6380',
    );
    expect(redisAddress('redis://:hunter2@redis')).toBe('redis:6379');
  });
});
