/**
 * GET /metrics for Prometheus (Node only, off unless METRICS=true): the generation queue, each
 * generation's queue wait and run time, the time a refusal took, answers by status, and prom-client's process metrics
 * (event-loop delay, memory, GC, CPU). Built from the request log's entries, so the figures are
 * the ones the log lines carry.
 */
import type { Hono } from 'hono';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Admission } from './admission.ts';
import { FUNCTION_PATHS } from './app.ts';
import type { RequestLogEntry } from './middleware/request-log.ts';
import type { SharedRateLimits } from './shared-rate-limit.ts';

type RateLimitState = Pick<SharedRateLimits, 'store' | 'fallbacks' | 'memoryDecisions'>;

/** Seconds: from a free slot's few milliseconds to the default 30 s limit. */
const TIME_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export interface Metrics {
  /** Counts one request from its log entry. */
  observe(entry: RequestLogEntry): void;
  /** Adds GET /metrics to `app` (before the page's catch-all route). */
  mount(app: Hono): void;
}

/** Whether the rate limits are shared in Redis, and how often this process decided alone. */
function registerRateLimitMetrics(registers: Registry[], rateLimits: RateLimitState): void {
  new Gauge({
    name: 'abstractly_rate_limit_shared',
    help: 'Rate limits counted in Redis for all replicas (1), or in this process only because Redis is not answering (0).',
    registers,
    collect() {
      this.set(rateLimits.store() === 'redis' ? 1 : 0);
    },
  });
  new Counter({
    name: 'abstractly_rate_limit_fallbacks_total',
    help: 'Times the rate limits fell back from Redis to this process.',
    registers,
    collect() {
      this.reset();
      this.inc(rateLimits.fallbacks());
    },
  });
  new Counter({
    name: 'abstractly_rate_limit_memory_decisions_total',
    help: 'Requests whose rate limit this process decided alone because Redis did not answer.',
    registers,
    collect() {
      this.reset();
      this.inc(rateLimits.memoryDecisions());
    },
  });
}

/**
 * `rateLimits`: the limits shared in Redis (REDIS_URL), whose state is shown too. A type-only
 * import: a server without REDIS_URL loads no Redis client.
 */
export function createMetrics(admission: Admission, rateLimits?: RateLimitState): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  new Gauge({
    name: 'abstractly_generations_waiting',
    help: 'Generations waiting in the queue for a free slot.',
    registers,
    collect() {
      this.set(admission.queueCounts().waiting);
    },
  });
  new Gauge({
    name: 'abstractly_generations_running',
    help: 'Generations running (at most the engine threads, or ABSTRACT_CONCURRENCY).',
    registers,
    collect() {
      this.set(admission.queueCounts().running);
    },
  });
  const queueSeconds = new Histogram({
    name: 'abstractly_generation_queue_seconds',
    help: 'Time a generation waited for a free slot.',
    buckets: TIME_BUCKETS,
    registers,
  });
  const runSeconds = new Histogram({
    name: 'abstractly_generation_run_seconds',
    help: "Time a generation's work took.",
    buckets: TIME_BUCKETS,
    registers,
  });
  const refusalSeconds = new Histogram({
    name: 'abstractly_generation_refusal_seconds',
    help: 'Time from a request reaching the server to its refusal (503 with Retry-After), as the server measures it; when: at arrival, or while waiting for a slot.',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5],
    labelNames: ['when'],
    registers,
  });
  const answers = new Counter({
    name: 'abstractly_generation_answers_total',
    help: 'generate-abstract answers by status; refused: a 503 with Retry-After because the queue was too long.',
    labelNames: ['status', 'refused'],
    registers,
  });
  const generationPaths = new Set<string>(FUNCTION_PATHS);
  if (rateLimits !== undefined) registerRateLimitMetrics(registers, rateLimits);

  return {
    observe(entry) {
      if (entry.queueMs !== undefined) queueSeconds.observe(entry.queueMs / 1000);
      if (entry.runMs !== undefined) runSeconds.observe(entry.runMs / 1000);
      if (entry.refused !== undefined)
        refusalSeconds.observe({ when: entry.refused }, entry.ms / 1000);
      if (entry.method === 'POST' && generationPaths.has(entry.path)) {
        answers.inc({ status: String(entry.status), refused: String(entry.refused !== undefined) });
      }
    },
    mount(app) {
      app.get('/metrics', async (c) =>
        c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType }),
      );
    },
  };
}
