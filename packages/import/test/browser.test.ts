/**
 * The browser entry in real Chromium, built by Vite as the app builds it: pdf.js and mammoth load
 * only when a file needs them, and pdf.js runs in its worker served from the build.
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_ERRORS } from '../src/messages.ts';
import type { ImportResult } from '../src/types.ts';
import { buildRectangleOnlyPdf, buildTwoColumnPaper } from './build-pdf.ts';
import { buildPaperDocx } from './build-docx.ts';
import { expectImportedPaper } from './expect-paper.ts';
import { PAPER } from './paper.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../../../scripts/lib/chromium.ts';

/** As strict as the page's own policy (the server's security headers): no eval, no inline script. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
].join('; ');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
};

let outDir: string;
let lazyChunks: string[];
let server: Server;
let browser: Browser;
let page: Page;
const requested: string[] = [];
const consoleErrors: string[] = [];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'abstractly-import-browser-'));
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('browser', import.meta.url)),
    build: { outDir, emptyOutDir: true },
  })) as Rolldown.RolldownOutput;
  lazyChunks = output.output.flatMap((file) =>
    file.type === 'chunk' && file.isDynamicEntry ? [file.fileName] : [],
  );

  server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    if (pathname === '/favicon.ico') return void response.writeHead(204).end();
    const path = normalize(decodeURIComponent(pathname === '/' ? '/index.html' : pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    try {
      const body = readFileSync(join(outDir, path));
      response
        .writeHead(200, {
          'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
          'content-security-policy': CSP,
        })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  page = await browser.newPage();
  page.on('request', (request) => requested.push(new URL(request.url()).pathname.slice(1)));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await page.waitForFunction(() => document.title === 'ready');
}, 60_000);

afterAll(async () => {
  await browser?.close();
  // Chromium may keep connections alive; close them so the server stops at once.
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
}, 30_000);

async function importInPage(name: string, bytes: Uint8Array) {
  const base64 = Buffer.from(bytes).toString('base64');
  return page.evaluate(([n, b]) => window.importBytes(n, b), [name, base64] as const) as Promise<{
    result: ImportResult;
    progress: [number, number][];
  }>;
}

describe('browser entry in Chromium', () => {
  it('loads neither pdf.js nor mammoth with the page', () => {
    expect(lazyChunks.length).toBeGreaterThanOrEqual(2);
    expect(requested.filter((path) => lazyChunks.includes(path))).toEqual([]);
    expect(requested.some((path) => path.includes('pdf.worker'))).toBe(false);
  });

  it('reads the two-column paper with pdf.js in its worker, reporting progress', async () => {
    const { bytes, pages } = await buildTwoColumnPaper();
    const { result, progress } = await importInPage('paper.pdf', bytes);
    expectImportedPaper(result, 'pdf', [PAPER.footnote]);
    expect(progress.at(-1)).toEqual([pages, pages]);
    expect(requested.some((path) => path.includes('pdf.worker'))).toBe(true);
  });

  it('reads the DOCX with mammoth’s browser build', async () => {
    const { result } = await importInPage('paper.docx', await buildPaperDocx());
    expectImportedPaper(result, 'docx', [PAPER.footnote, PAPER.endnote]);
  });

  it('works under the page’s strict Content-Security-Policy, with no console error', () => {
    expect(consoleErrors).toEqual([]);
  });

  it('says a PDF without text may be a scan', async () => {
    const { result } = await importInPage('scan.pdf', await buildRectangleOnlyPdf());
    expect(result).toEqual({ ok: false, code: 'no-text', error: IMPORT_ERRORS.scannedPdf });
  });
});
