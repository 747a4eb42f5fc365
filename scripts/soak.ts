/**
 * Soak test (a bench, not CI): the real server under mixed traffic for --minutes (default 10),
 * its resident memory sampled every 10 s, then a burst of hostile uploads with its peak
 * memory. Prints p50/p99/p99.9/max per request type. Fails if any request errs (network error or a
 * status other than the one expected), RSS grows more than 20% from the end of the warm-up to the
 * end, a generation takes longer than --max-generation-ms (default 2 s at up to 4 clients, 2.5 s at
 * up to 16), or a hostile upload gets anything but a 4xx or /health fails meanwhile.
 * Run: node --import tsx scripts/soak.ts [--minutes 10] [--concurrency 4] [--max-generation-ms N]
 */
import { loadavg } from 'node:os';
import { hostileBurstRows, hostileUploadBurst } from './lib/hostile-uploads.ts';
import {
  GENERATE_PATH,
  generationMix,
  printLatencies,
  runClients,
  slowestGeneration,
  type LoadRequest,
} from './lib/load.ts';
import { memoryMiB, printTable, startServerProcess, wait } from './lib/server-process.ts';

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} must be a positive number`);
    process.exit(2);
  }
  return value;
}

const MINUTES = flag('minutes', 10);
const CONCURRENCY = flag('concurrency', 4);
const SAMPLE_EVERY_MS = 10_000;
// The first quarter of the run (at most 2 minutes) lets caches, JIT and thread heaps settle.
const WARM_UP_MS = Math.min(120_000, (MINUTES * 60_000) / 4);
const MAX_GROWTH = 0.2;
/**
 * The goals on 2 cores: no generation over 2 s at 4 clients (1 s is the aim), none over
 * 2.5 s at 16; --max-generation-ms sets another limit.
 */
const MAX_GENERATION_MS = flag(
  'max-generation-ms',
  CONCURRENCY <= 4 ? 2_000 : CONCURRENCY <= 16 ? 2_500 : Number.POSITIVE_INFINITY,
);

const mix = generationMix();
/** The mix: mostly generations of two sizes and four styles, plus the page, health and bad input. */
const REQUESTS: LoadRequest[] = [
  ...mix.requests,
  {
    name: 'missing fields',
    path: GENERATE_PATH,
    body: '{"research_title":""}',
    expect: 400,
  },
  {
    name: 'malformed JSON',
    path: GENERATE_PATH,
    body: '{"research_title":',
    expect: 400,
  },
  { name: 'health', path: '/health', expect: 200 },
  { name: 'unknown function', path: '/functions/v1/nope', expect: 404 },
];

const server = await startServerProcess({ RATE_LIMIT_PER_MINUTE: '0' });
console.log(
  `soak: ${MINUTES} min, ${CONCURRENCY} clients, server pid ${server.pid}, warm-up ${WARM_UP_MS / 1000} s, paper: ${mix.paper}`,
);
// Before any traffic: the engine threads are loaded, nothing has run yet.
const startRss = memoryMiB(server.pid);
const startLoad = loadavg()[0]!;
const started = performance.now();
const endAt = started + MINUTES * 60_000;
let total = 0;
const errors = new Map<string, number>();

/**
 * After the mixed traffic, a burst of hostile uploads (zip bombs, hostile PDFs) with the
 * server's peak memory meanwhile, then its memory once the import thread has retired (idle 30 s).
 * Returns what failed: any answer but a 4xx, or /health failing during the burst.
 */
async function hostileUploadPhase(): Promise<string[]> {
  console.log('\nhostile uploads: a burst of zip bombs and hostile PDFs, all at once');
  const burst = await hostileUploadBurst(server);
  await wait(35_000);
  printTable(
    ['hostile uploads', ''],
    [
      ...hostileBurstRows(burst),
      ['server RSS 40 s after', `${memoryMiB(server.pid).toFixed(0)} MiB`],
    ],
  );
  const unexpected = Object.entries(burst.statuses).filter(([status]) => !/^4\d\d$/.test(status));
  return [
    ...unexpected.map(([status, count]) => `hostile uploads answered ${status} ×${count}`),
    ...(burst.healthFailures > 0
      ? [`/health failed ${burst.healthFailures}× during the burst`]
      : []),
  ];
}

const samples: { seconds: number; rss: number; requests: number; rate: number }[] = [];
async function sampler() {
  let lastTotal = 0;
  while (performance.now() < endAt) {
    await wait(Math.min(SAMPLE_EVERY_MS, endAt - performance.now()));
    const seconds = Math.round((performance.now() - started) / 1000);
    const previous = samples.at(-1)?.seconds ?? 0;
    samples.push({
      seconds,
      rss: memoryMiB(server.pid),
      requests: total,
      rate: (total - lastTotal) / Math.max(1, seconds - previous),
    });
    lastTotal = total;
  }
}

const [, outcomes] = await Promise.all([
  sampler(),
  runClients({
    url: server.url,
    clients: CONCURRENCY,
    durationMs: MINUTES * 60_000,
    requests: REQUESTS,
    stride: 3,
    onOutcome: (outcome) => {
      total += 1;
      const request = REQUESTS.find((r) => r.name === outcome.name)!;
      if (outcome.status !== request.expect) {
        const key = `${outcome.name}: ${outcome.error ?? outcome.status}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    },
  }),
]);
const hostile = await hostileUploadPhase();
const exitCode = await server.stop();

printTable(
  ['t (s)', 'RSS MiB', 'requests', 'req/s'],
  samples.map((s) => [s.seconds, s.rss.toFixed(0), s.requests, s.rate.toFixed(1)]),
);
const afterWarmUp = samples.find((s) => s.seconds * 1000 >= WARM_UP_MS) ?? samples[0]!;
const last = samples.at(-1)!;
const growth = (last.rss - afterWarmUp.rss) / afterWarmUp.rss;
const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
console.log(
  `\nrequests ${total}, errors ${errorCount}; RSS ${startRss.toFixed(0)} MiB at start, ` +
    `${afterWarmUp.rss.toFixed(0)} MiB after warm-up ` +
    `(t=${afterWarmUp.seconds} s) → ${last.rss.toFixed(0)} MiB at the end (${(growth * 100).toFixed(1)}%); ` +
    `peak ${Math.max(...samples.map((s) => s.rss)).toFixed(0)} MiB; server exit code on SIGTERM ${exitCode}; ` +
    // Timings depend on what else the machine runs: its load average at the start and the end.
    `load average ${startLoad.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at the end`,
);
for (const [key, count] of errors) console.log(`  error ${key} ×${count}`);
console.log('');
printLatencies(outcomes, REQUESTS);
const slowest = slowestGeneration(outcomes);
console.log(
  `\nslowest generation ${slowest.toFixed(0)} ms (limit ${MAX_GENERATION_MS} ms at ${CONCURRENCY} clients)`,
);
const failures = [
  ...hostile,
  ...(errorCount > 0 ? [`${errorCount} errors`] : []),
  ...(growth > MAX_GROWTH ? [`RSS grew ${(growth * 100).toFixed(1)}% (limit 20%)`] : []),
  ...(exitCode !== 0 ? [`server exited ${exitCode} on SIGTERM`] : []),
  ...(slowest > MAX_GENERATION_MS
    ? [`a generation took ${slowest.toFixed(0)} ms (limit ${MAX_GENERATION_MS} ms)`]
    : []),
];
console.log(failures.length === 0 ? 'soak: PASS' : `soak: FAIL (${failures.join(', ')})`);
process.exitCode = failures.length === 0 ? 0 : 1;
