/** GET /metrics (METRICS=true): the queue, generation times and answers for Prometheus; off by default. */
import { afterEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { Admission } from '../src/admission.ts';
import { loadConfig } from '../src/config.ts';
import { createMetrics } from '../src/metrics.ts';
import { startServer, type RunningServer } from '../src/serve.ts';
import { validBody } from './helpers.ts';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The engine in-process (ENGINE_THREADS=0) keeps the start quick; the queue works alike. */
const start = (env: Record<string, string>) =>
  startServer(loadConfig({ PORT: '0', ENGINE_THREADS: '0', WEB_DIST_DIR: '/nonexistent', ...env }));

const generate = (url: string, body: unknown) =>
  fetch(`${url}/functions/v1/generate-abstract`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The value of one sample line, e.g. `name{label="x"} 3`. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('GET /metrics', () => {
  it('is not served unless METRICS=true', async () => {
    server = await start({});
    const response = await fetch(`${server.url}/metrics`);
    expect(await response.text()).not.toContain('abstractly_');
  });

  it('reports generations, their queue wait and run time, the queue and event-loop delay', async () => {
    server = await start({ METRICS: 'true' });
    expect((await generate(server.url, validBody())).status).toBe(200);
    expect((await generate(server.url, { ...validBody(), research_title: '' })).status).toBe(400);

    const response = await fetch(`${server.url}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(sample(text, 'abstractly_generation_run_seconds_count')).toBe(1);
    expect(sample(text, 'abstractly_generation_run_seconds_sum')).toBeGreaterThan(0);
    expect(sample(text, 'abstractly_generation_queue_seconds_count')).toBe(1);
    expect(sample(text, 'abstractly_generations_waiting')).toBe(0);
    expect(sample(text, 'abstractly_generations_running')).toBe(0);
    expect(sample(text, 'abstractly_generation_answers_total{status="200",refused="false"}')).toBe(
      1,
    );
    expect(sample(text, 'abstractly_generation_answers_total{status="400",refused="false"}')).toBe(
      1,
    );
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    // Nothing of the user's text or the request's headers.
    expect(text).not.toContain(validBody().research_title);
  });

  it('times refusals as the server saw them, so a bench can tell its own delays apart', async () => {
    const idle = { queueCounts: () => ({ waiting: 0, running: 0 }) } as unknown as Admission;
    const metrics = createMetrics(idle);
    const app = new Hono();
    metrics.mount(app);
    const entry = {
      time: new Date(0).toISOString(),
      method: 'POST',
      path: '/functions/v1/generate-abstract',
      status: 503,
      provider: 'local',
      refused: 'arrival' as const,
    };
    metrics.observe({ ...entry, ms: 4 });
    metrics.observe({ ...entry, ms: 120 });
    metrics.observe({ ...entry, ms: 400, refused: 'waiting' });
    metrics.observe({ ...entry, status: 200, ms: 900, refused: undefined });
    const text = await (await app.request('/metrics')).text();
    expect(sample(text, 'abstractly_generation_refusal_seconds_count{when="arrival"}')).toBe(2);
    expect(
      sample(text, 'abstractly_generation_refusal_seconds_bucket{le="0.15",when="arrival"}'),
    ).toBe(2);
    expect(sample(text, 'abstractly_generation_refusal_seconds_count{when="waiting"}')).toBe(1);
    expect(
      sample(text, 'abstractly_generation_refusal_seconds_bucket{le="0.15",when="waiting"}'),
    ).toBe(0);
    expect(sample(text, 'abstractly_generation_answers_total{status="503",refused="true"}')).toBe(
      3,
    );
  });
});
