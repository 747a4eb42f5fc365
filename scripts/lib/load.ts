/**
 * Closed-loop clients for the soak and the bench: each sends one request, waits for the answer,
 * sends the next. The generation mix is real dev papers (1,000 and 5,000 words, four styles).
 */
import { benchPaper } from './paper.ts';
import { percentile, printTable, wait } from './server-process.ts';

export interface LoadRequest {
  name: string;
  path: string;
  body?: string;
  expect: number;
}

export const GENERATE_PATH = '/functions/v1/generate-abstract';

const form = (content: string, title: string, style: string, target: number) =>
  JSON.stringify({
    research_title: title,
    research_content: content,
    research_field: 'other',
    academic_level: 'graduate',
    abstract_style: style,
    word_count_target: target,
    creativity_level: 50,
    technicality_level: 50,
    include_citations: false,
    language: 'en',
  });

/** Four generations: two sizes of a real paper, four styles, both function paths. */
export function generationMix(): { paper: string; requests: LoadRequest[] } {
  const long = benchPaper(5_000);
  const short = benchPaper(1_000);
  return {
    paper: long.origin,
    requests: [
      {
        name: 'generate 5k words',
        path: GENERATE_PATH,
        body: form(long.content, long.title, 'structured', 250),
        expect: 200,
      },
      {
        name: 'generate 1k words',
        path: GENERATE_PATH,
        body: form(short.content, short.title, 'narrative', 150),
        expect: 200,
      },
      {
        name: 'generate 1k critical',
        path: '/generate-abstract',
        body: form(short.content, short.title, 'critical', 300),
        expect: 200,
      },
      {
        name: 'generate 5k descriptive',
        path: GENERATE_PATH,
        body: form(long.content, long.title, 'descriptive', 500),
        expect: 200,
      },
    ],
  };
}

/** One answer: its status (0 for a network error), time and Retry-After header. */
export interface Outcome {
  name: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  error?: string;
}

/**
 * `clients` loops until `durationMs` pass, client i starting at request i × `stride` of the list
 * so the mix is spread. With `honourRetryAfter`, a refused client waits as long as the server
 * asked (a person reading the page's message would); otherwise it sends its next request at once.
 */
export async function runClients(options: {
  url: string;
  clients: number;
  durationMs: number;
  requests: LoadRequest[];
  stride?: number;
  honourRetryAfter?: boolean;
  onOutcome?: (outcome: Outcome) => void;
}): Promise<Outcome[]> {
  const { url, clients, durationMs, requests, stride = 1 } = options;
  const endAt = performance.now() + durationMs;
  const outcomes: Outcome[] = [];
  // Encoded once: a 5,000-word body encoded for every request cost the clients' CPU.
  const encoder = new TextEncoder();
  const bodies = new Map(requests.map((r) => [r, r.body && encoder.encode(r.body)]));
  async function client(offset: number) {
    for (let i = offset; performance.now() < endAt; i += 1) {
      const request = requests[i % requests.length]!;
      const start = performance.now();
      let outcome: Outcome;
      try {
        const response = await fetch(`${url}${request.path}`, {
          method: request.body === undefined ? 'GET' : 'POST',
          headers: { 'content-type': 'application/json' },
          body: bodies.get(request),
        });
        await response.arrayBuffer();
        outcome = {
          name: request.name,
          status: response.status,
          ms: performance.now() - start,
          retryAfter: response.headers.get('retry-after'),
        };
      } catch (error) {
        outcome = {
          name: request.name,
          status: 0,
          ms: performance.now() - start,
          retryAfter: null,
          error: error instanceof Error ? error.message : String(error),
        };
      }
      outcomes.push(outcome);
      options.onOutcome?.(outcome);
      if (options.honourRetryAfter && outcome.retryAfter !== null) {
        await wait(Math.min(Number(outcome.retryAfter) * 1000, endAt - performance.now()));
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i * stride)));
  return outcomes;
}

/** Milliseconds for a table: one decimal under 10, '-' for none. */
export const ms = (value: number) =>
  Number.isNaN(value) ? '-' : value.toFixed(value < 10 ? 1 : 0);

/** Latency per request type (answers of the expected status only) and the slowest of all. */
export function printLatencies(outcomes: Outcome[], requests: LoadRequest[]): void {
  const rows = requests.map((request) => {
    const times = outcomes
      .filter((o) => o.name === request.name && o.status === request.expect)
      .map((o) => o.ms);
    const others = outcomes.filter((o) => o.name === request.name && o.status !== request.expect);
    return [
      request.name,
      times.length,
      others.length,
      ms(percentile(times, 50)),
      ms(percentile(times, 99)),
      ms(percentile(times, 99.9)),
      ms(times.length === 0 ? NaN : Math.max(...times)),
    ];
  });
  printTable(['request', 'answered', 'unexpected', 'p50 ms', 'p99 ms', 'p99.9 ms', 'max ms'], rows);
}

/** The slowest answer to a generation, whatever its status. */
export function slowestGeneration(outcomes: Outcome[]): number {
  return Math.max(0, ...outcomes.filter((o) => o.name.startsWith('generate')).map((o) => o.ms));
}
