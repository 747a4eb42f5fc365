/**
 * Lighthouse scores of the production build (bench, not CI): performance, accessibility and best
 * practices, for a phone (Lighthouse's default throttled mobile run) and a desktop, in Debian's
 * Chromium. The page is served the way users get it: `abstractly serve` over apps/web/dist.
 *
 *   npm run build && node --import tsx scripts/lighthouse.ts
 *
 * CHROMIUM_PATH picks the browser (default /usr/bin/chromium). Lighthouse 12 is the last major that
 * runs on Node 20 (13 needs Node 22).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { freePort } from './lib/server-process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = `${ROOT}apps/server/bin/abstractly.js`;
const DIST_INDEX = `${ROOT}apps/web/dist/index.html`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

export interface LighthouseRow {
  device: 'mobile' | 'desktop';
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number][1], string>;
  /** Audits that lost points in accessibility or best practices: what to fix. */
  failing: string[];
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not answer /health within 20 s');
}

async function audit(url: string, port: number, device: LighthouseRow['device']) {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  };
  const result = await lighthouse(url, flags, device === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as LighthouseRow['scores'];
  const metrics = Object.fromEntries(
    METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '?']),
  ) as LighthouseRow['metrics'];
  const failing = (['accessibility', 'best-practices'] as const).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return { device, scores, metrics, failing };
}

/** Serves the build, runs Lighthouse for a phone and a desktop, prints a table, returns the rows. */
export async function runLighthouse(): Promise<LighthouseRow[]> {
  if (!existsSync(DIST_INDEX))
    throw new Error('apps/web/dist is missing: run npm run build first.');
  const serverPort = await freePort();
  const server = spawn(process.execPath, [CLI, 'serve', '--port', String(serverPort)], {
    env: { ...process.env, ABSTRACT_PROVIDER: 'local' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${serverPort}`;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForHealth(url, server);
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_ARGS,
    });
    const rows = [
      await audit(`${url}/`, chrome.port, 'mobile'),
      await audit(`${url}/`, chrome.port, 'desktop'),
    ];
    printRows(rows);
    return rows;
  } finally {
    chrome?.kill();
    server.kill('SIGTERM');
  }
}

function printRows(rows: LighthouseRow[]): void {
  const header = [
    'device',
    'performance',
    'accessibility',
    'best practices',
    ...METRICS.map(([, label]) => label),
  ];
  const table = [
    header,
    ...rows.map((row) => [
      row.device,
      String(row.scores.performance),
      String(row.scores.accessibility),
      String(row.scores['best-practices']),
      ...METRICS.map(([, label]) => row.metrics[label]),
    ]),
  ];
  const widths = header.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  for (const line of table) {
    console.log(`| ${line.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
  }
  const failing = [...new Set(rows.flatMap((row) => row.failing))];
  console.log(
    failing.length
      ? `Audits losing points: ${failing.join(', ')}`
      : 'No failing accessibility or best-practice audits.',
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runLighthouse().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
