/**
 * `npm run bench`: the engine bench, the server under generation load (the /health check's latency
 * while it runs), and the web page's initial download. Prints tables; run on a quiet machine.
 * Flags: --quick (5 s of load instead of 20 s), --skip-engine, --skip-lighthouse, --rate-limit-only
 * (section 2c alone: the Redis rate limit's cost per request against the in-memory one).
 * Section 2b: the generation mix at full load and at overload (short deadline, many
 * clients): served per second, refusals and how fast they come.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { defaultEngineThreads } from '../apps/server/src/pool/pooled-local.ts';
import { printBudget } from '../apps/web/scripts/check-budget.ts';
import { benchFairness } from './lib/bench-fairness.ts';
import { benchRateLimit } from './lib/bench-rate-limit.ts';
import { hostileBurstRows, hostileUploadBurst } from './lib/hostile-uploads.ts';
import { benchPaper } from './lib/paper.ts';
import { runLighthouse } from './lighthouse.ts';
import { printTable, probeHealth, startServerProcess, wait } from './lib/server-process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const quick = process.argv.includes('--quick');
const LOAD_SECONDS = quick ? 5 : 20;
const CONNECTIONS = 20;
const IDLE_PROBE_MS = quick ? 2_000 : 5_000;
const PROBE_EVERY_MS = 100;

console.log(
  `Abstractly bench: Node ${process.version}, ${availableParallelism()} cores, ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}${quick ? ', --quick' : ''}`,
);

if (process.argv.includes('--rate-limit-only')) {
  await benchRateLimit(quick);
  process.exit();
}

// (1) The engine's own bench (per dev paper, growth with size, pathological inputs).
console.log('\n== 1. Engine ==');
const ENGINE_BENCH = 'packages/engine/scripts/bench.ts';
if (process.argv.includes('--skip-engine')) {
  console.log('skipped (--skip-engine)');
} else if (existsSync(`${ROOT}/${ENGINE_BENCH}`)) {
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', ENGINE_BENCH], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) console.log(`engine bench exited with ${run.status}`);
} else {
  console.log(`${ENGINE_BENCH} does not exist yet: no engine figures.`);
}

// (2) The server: generation load with autocannon, /health probed every 100 ms meanwhile.
async function benchServer(label: string, engineThreads: string | undefined) {
  const server = await startServerProcess({
    RATE_LIMIT_PER_MINUTE: '0', // the bench measures the engine and the event loop, not the limit
    ...(engineThreads === undefined ? {} : { ENGINE_THREADS: engineThreads }),
  });
  try {
    const paper = benchPaper();
    const body = JSON.stringify({
      research_title: paper.title,
      research_content: paper.content,
      research_field: 'computer-science',
      academic_level: 'graduate',
      abstract_style: 'structured',
      word_count_target: 250,
      creativity_level: 50,
      technicality_level: 50,
      include_citations: true,
      language: 'en',
    });
    const target = `${server.url}/functions/v1/generate-abstract`;
    // A first round of requests: every worker thread loads the engine, caches fill.
    const warmUp = await Promise.all(
      Array.from({ length: availableParallelism() * 2 }, () =>
        fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
      ),
    );
    for (const response of warmUp) {
      if (response.status !== 200) throw new Error(`warm-up answered ${response.status}`);
      await response.text();
    }

    const idle = await probeHealth(server.url, wait(IDLE_PROBE_MS));
    // autocannon answers with a thenable; a real Promise lets the probe wait on it too.
    const load = Promise.resolve(
      autocannon({
        url: target,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        connections: CONNECTIONS,
        duration: LOAD_SECONDS,
        timeout: 120,
      }),
    );
    const [result, underLoad] = await Promise.all([load, probeHealth(server.url, load)]);
    return { label, paper: paper.origin, result, idle, underLoad };
  } finally {
    await server.stop();
  }
}

console.log(
  `\n== 2. Server: ${CONNECTIONS} connections, ${LOAD_SECONDS} s of POST generate-abstract; ` +
    `/health every ${PROBE_EVERY_MS} ms idle and under load ==`,
);
const runs = [
  await benchServer(`worker pool (${defaultEngineThreads()} thread(s), the default)`, undefined),
  await benchServer(
    `worker pool (${availableParallelism()} threads)`,
    String(availableParallelism()),
  ),
  await benchServer('in-process (ENGINE_THREADS=0)', '0'),
];
console.log(`paper: ${runs[0]!.paper}\n`);
const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
printTable(
  [
    'engine',
    'req/s',
    'p50 ms',
    'p99 ms',
    'p99.9 ms',
    'max ms',
    'requests',
    'errors',
    'health idle p50/p99',
    'health under load p50/p99/max',
    'probes',
  ],
  runs.map(({ label, result, idle, underLoad }) => [
    label,
    result.requests.average.toFixed(1),
    result.latency.p50,
    result.latency.p99,
    result.latency.p99_9,
    result.latency.max,
    result.requests.total,
    result.errors + result.timeouts + result.non2xx + underLoad.failed,
    `${ms(idle.p50)} / ${ms(idle.p99)}`,
    `${ms(underLoad.p50)} / ${ms(underLoad.p99)} / ${ms(underLoad.max)}`,
    underLoad.count,
  ]),
);
const pooled = runs[0]!.underLoad;
const inProcess = runs.at(-1)!.underLoad;
console.log(
  `\n/health p99 under load: ${ms(pooled.p99)} ms with the default pool (goal: under 50 ms), ` +
    `${ms(inProcess.p99)} ms in-process (${(inProcess.p99 / pooled.p99).toFixed(0)}x).`,
);
const errors = runs.reduce(
  (sum, { result }) => sum + result.errors + result.timeouts + result.non2xx,
  0,
);
if (errors > 0) process.exitCode = 1;
if (!(await benchFairness(LOAD_SECONDS))) process.exitCode = 1;

// (2b) Hostile uploads: a burst of zip bombs and hostile PDFs; peak memory meanwhile.
console.log('\n== 2b. Server: a burst of hostile uploads ==');
{
  const server = await startServerProcess({ RATE_LIMIT_PER_MINUTE: '0' });
  try {
    const burst = await hostileUploadBurst(server);
    printTable(['hostile uploads', ''], hostileBurstRows(burst));
    if (burst.healthFailures > 0 || Object.keys(burst.statuses).some((s) => !/^4\d\d$/.test(s)))
      process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

// (2c) The rate limit counted in Redis against in memory: its cost per request, as a ratio.
await benchRateLimit(quick);

// (3) The web page: the first-load budget (the same table CI checks) and Lighthouse in Chromium.
console.log('\n== 3. Web: first-load download (gzip) and Lighthouse ==');
if (!existsSync(`${ROOT}/apps/web/dist/index.html`)) {
  console.log('apps/web/dist not found: run `npm run build` first.');
} else {
  const budget = printBudget();
  if (budget.over.length > 0) process.exitCode = 1;
  if (process.argv.includes('--skip-lighthouse'))
    console.log('Lighthouse skipped (--skip-lighthouse)');
  else await runLighthouse();
}
