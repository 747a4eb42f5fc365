/**
 * Soak test (a bench, not CI): the real server under mixed traffic for --minutes (default 10),
 * its resident memory sampled every 10 s, then a burst of hostile uploads (issue 12) with its peak
 * memory. Fails if any request errs (network error or a status other than the one expected), RSS
 * grows more than 20% from the end of the warm-up to the end, or a hostile upload gets anything
 * but a 4xx or /health fails meanwhile.
 * Run: node --import tsx scripts/soak.ts [--minutes 10] [--concurrency 4]
 */
import { readFileSync } from 'node:fs';
import { hostileBurstRows, hostileUploadBurst } from './lib/hostile-uploads.ts';
import { benchPaper } from './lib/paper.ts';
import { printTable, startServerProcess, wait } from './lib/server-process.ts';

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
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

/** Resident set of the server process (its engine threads included), in MiB. */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kib / 1024;
}

const long = benchPaper(5_000);
const short = benchPaper(1_000);
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

/** The mix: mostly generations of two sizes and five styles, plus the page, health and bad input. */
const REQUESTS: { name: string; path: string; body?: string; expect: number }[] = [
  {
    name: 'generate 5k words',
    path: '/functions/v1/generate-abstract',
    body: form(long.content, long.title, 'structured', 250),
    expect: 200,
  },
  {
    name: 'generate 1k words',
    path: '/functions/v1/generate-abstract',
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
    path: '/functions/v1/generate-abstract',
    body: form(long.content, long.title, 'descriptive', 500),
    expect: 200,
  },
  {
    name: 'missing fields',
    path: '/functions/v1/generate-abstract',
    body: '{"research_title":""}',
    expect: 400,
  },
  {
    name: 'malformed JSON',
    path: '/functions/v1/generate-abstract',
    body: '{"research_title":',
    expect: 400,
  },
  { name: 'health', path: '/health', expect: 200 },
  { name: 'unknown function', path: '/functions/v1/nope', expect: 404 },
];

const server = await startServerProcess({ RATE_LIMIT_PER_MINUTE: '0' });
console.log(
  `soak: ${MINUTES} min, ${CONCURRENCY} clients, server pid ${server.pid}, warm-up ${WARM_UP_MS / 1000} s, paper: ${long.origin}`,
);
const started = performance.now();
const endAt = started + MINUTES * 60_000;
let total = 0;
const errors = new Map<string, number>();

async function client(offset: number) {
  for (let i = offset; performance.now() < endAt; i += 1) {
    const request = REQUESTS[i % REQUESTS.length]!;
    try {
      const response = await fetch(`${server.url}${request.path}`, {
        method: request.body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: request.body,
      });
      await response.arrayBuffer();
      if (response.status !== request.expect) {
        const key = `${request.name}: ${response.status}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    } catch (error) {
      const key = `${request.name}: ${error instanceof Error ? error.message : String(error)}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
    total += 1;
  }
}

/**
 * Issue 12: after the mixed traffic, a burst of hostile uploads (zip bombs, hostile PDFs) with the
 * server's peak memory meanwhile, then its memory once the import thread has retired (idle 30 s).
 * Returns what failed: any answer but a 4xx, or /health failing during the burst.
 */
async function hostileUploadPhase(): Promise<string[]> {
  console.log('\nhostile uploads: a burst of zip bombs and hostile PDFs, all at once');
  const burst = await hostileUploadBurst(server);
  await wait(35_000);
  printTable(
    ['hostile uploads', ''],
    [...hostileBurstRows(burst), ['server RSS 40 s after', `${rssMiB(server.pid).toFixed(0)} MiB`]],
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
      rss: rssMiB(server.pid),
      requests: total,
      rate: (total - lastTotal) / Math.max(1, seconds - previous),
    });
    lastTotal = total;
  }
}

await Promise.all([sampler(), ...Array.from({ length: CONCURRENCY }, (_, i) => client(i * 3))]);
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
  `\nrequests ${total}, errors ${errorCount}; RSS ${afterWarmUp.rss.toFixed(0)} MiB after warm-up ` +
    `(t=${afterWarmUp.seconds} s) → ${last.rss.toFixed(0)} MiB at the end (${(growth * 100).toFixed(1)}%); ` +
    `peak ${Math.max(...samples.map((s) => s.rss)).toFixed(0)} MiB; server exit code on SIGTERM ${exitCode}`,
);
for (const [key, count] of errors) console.log(`  error ${key} ×${count}`);
const failures = [
  ...hostile,
  ...(errorCount > 0 ? [`${errorCount} errors`] : []),
  ...(growth > MAX_GROWTH ? [`RSS grew ${(growth * 100).toFixed(1)}% (limit 20%)`] : []),
  ...(exitCode !== 0 ? [`server exited ${exitCode} on SIGTERM`] : []),
];
console.log(failures.length === 0 ? 'soak: PASS' : `soak: FAIL (${failures.join(', ')})`);
process.exitCode = failures.length === 0 ? 0 : 1;
