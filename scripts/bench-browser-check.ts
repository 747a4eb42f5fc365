/**
 * "Check my abstract" in the browser bundle: the built page's engine worker (the code private mode
 * runs) checks a 250-word abstract against a 10,000-word paper in headless Chromium, timed from the
 * page (post to answer: the request's validation, the check and the answer's validation included),
 * beside checkAbstract in Node in the same run. Needs `npm run build` and Chromium (CHROMIUM_PATH).
 * Run: node --import tsx scripts/bench-browser-check.ts (npm run bench runs it; --skip-browser-check).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { checkAbstract } from '@abstractly/engine';
import { checkBenchInput, median } from '../packages/engine/scripts/lib/bench-input.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 31;

/** Medians in ms: a new paper each call, and the same paper with the abstract changed (typing). */
interface Timing {
  newPaper: number;
  typing: number;
}

function timeNode(abstract: string, paper: string): Timing {
  const run = (body: { abstract: string; research_content: string }) => {
    const start = performance.now();
    checkAbstract({ ...body, language: 'en' });
    return performance.now() - start;
  };
  run({ abstract, research_content: `${paper} warm` });
  const newPaper: number[] = [];
  const typing: number[] = [];
  for (let i = 0; i < RUNS; i++)
    newPaper.push(run({ abstract, research_content: `${paper} ${i}` }));
  for (let i = 0; i < RUNS; i++)
    typing.push(run({ abstract: `${abstract} ${i}`, research_content: paper }));
  return { newPaper: median(newPaper), typing: median(typing) };
}

/**
 * The page's side, as text: the bench runs under tsx, whose transform adds helpers a function
 * passed to the page would not find. It posts check requests to the engine worker and times them.
 */
const IN_PAGE = `(async ({ abstract, paper, worker, runs }) => {
  const engine = new Worker('/assets/' + worker, { type: 'module' });
  let nextId = 0;
  const check = (body) => new Promise((resolve, reject) => {
    const id = ++nextId;
    const start = performance.now();
    const answer = (event) => {
      if (event.data.id !== id) return;
      engine.removeEventListener('message', answer);
      if (event.data.envelope.success) resolve({ ms: performance.now() - start, data: event.data.envelope.data });
      else reject(new Error(event.data.envelope.error));
    };
    engine.addEventListener('message', answer);
    engine.postMessage({ id, body, task: 'check' });
  });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  // The first call loads the engine's chunks: not timed; its answer is compared with Node's.
  const first = await check({ abstract, research_content: paper + ' warm', language: 'en' });
  const newPaper = [];
  const typing = [];
  for (let i = 0; i < runs; i++)
    newPaper.push((await check({ abstract, research_content: paper + ' ' + i, language: 'en' })).ms);
  for (let i = 0; i < runs; i++)
    typing.push((await check({ abstract: abstract + ' ' + i, research_content: paper, language: 'en' })).ms);
  engine.terminate();
  return { newPaper: median(newPaper), typing: median(typing), first: first.data };
})(window.benchArgs)`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** The built page's files over HTTP on a free port (module workers need an http origin). */
function serveDist(dist: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dist, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

async function timeBrowser(
  abstract: string,
  paper: string,
  worker: string,
): Promise<Timing & { first: unknown }> {
  const server = await serveDist(`${ROOT}apps/web/dist`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.evaluate(
      (args) => {
        (window as unknown as { benchArgs: unknown }).benchArgs = args;
      },
      { abstract, paper, worker, runs: RUNS },
    );
    return (await page.evaluate(IN_PAGE)) as Timing & { first: unknown };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Prints the table; returns false when it could not run (no build, no Chromium). */
export async function benchBrowserCheck(): Promise<boolean> {
  const assets = `${ROOT}apps/web/dist/assets`;
  const worker = existsSync(assets)
    ? readdirSync(assets).find((f) => /^engine\.worker-[\w-]+\.js$/u.test(f))
    : undefined;
  if (!worker || !existsSync(CHROMIUM_PATH)) {
    console.log('browser check: needs the built page (npm run build) and Chromium; not measured.');
    return false;
  }
  const { abstract, paper, from } = checkBenchInput();
  const node = timeNode(abstract, paper);
  const inBrowser = await timeBrowser(abstract, paper, worker);
  // The same check: the browser's answer is the one Node gives (evidence and findings).
  const pick = (data: unknown) => {
    const { evidence, findings } = data as { evidence: unknown; findings: unknown };
    return JSON.stringify({ evidence, findings });
  };
  const nodeAnswer = checkAbstract({ abstract, research_content: `${paper} warm`, language: 'en' });
  if (pick(inBrowser.first) !== pick(nodeAnswer)) {
    console.log('browser check: the bundle answers differently from Node; timings not comparable.');
    process.exitCode = 1;
  }
  console.log(
    `\nCheck with evidence in the browser bundle (${worker} in headless Chromium) and in Node, same run: a 250-word abstract against a 10,000-word paper (${from}), median of ${RUNS} runs\n`,
  );
  console.log(`${'check'.padEnd(36)} | Node ms | browser ms | browser / Node`);
  for (const [name, key] of [
    ['new paper', 'newPaper'],
    ['same paper again (typing)', 'typing'],
  ] as const)
    console.log(
      `${name.padEnd(36)} | ${node[key].toFixed(1).padStart(7)} | ${inBrowser[key].toFixed(1).padStart(10)} | ${(inBrowser[key] / node[key]).toFixed(2).padStart(13)}×`,
    );
  console.log(
    `(browser: post to answer, the request's and answer's validation included; goal ≤ 50 ms median: typing ${inBrowser.typing <= 50 ? 'met' : 'NOT met'}, new paper ${inBrowser.newPaper <= 50 ? 'met' : 'NOT met'})`,
  );
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  await benchBrowserCheck();
