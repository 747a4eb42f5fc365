import { gunzipSync } from 'node:zlib';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generationDataSchema, MESSAGES } from '@abstractly/contracts';
import { createClient, FunctionsHttpError } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../src/config.ts';
import { addWebApp, NOT_BUILT_MESSAGE, startServer, type RunningServer } from '../src/serve.ts';
import { createApp } from '../src/app.ts';
import { createLocalProvider } from '../src/providers/local.ts';
import { isExtractOf, PAPER, validBody } from './helpers.ts';

const INDEX_HTML = '<!doctype html><title>Abstractly</title><div id="root"></div>';
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'abstractly-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(join(distDir, 'assets', 'x.js'), 'console.log("x");');
});

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe('the Node server on a real socket, called with supabase-js like the page', () => {
  let server: RunningServer;
  const supabase = () =>
    createClient(server.url, 'anon-key-for-tests', { realtime: { transport: WebSocket } });

  beforeAll(async () => {
    server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', WEB_DIST_DIR: distDir }));
  });
  afterAll(() => server.close());

  it('listens on the loopback address with a system-chosen port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).not.toMatch(/:0$/);
  });

  it('generates through functions.invoke', async () => {
    const { data, error } = await supabase().functions.invoke('generate-abstract', {
      body: validBody(),
    });
    expect(error).toBeNull();
    expect(data.success).toBe(true);
    const result = generationDataSchema.parse(data.data);
    expect(isExtractOf(result.abstract, PAPER)).toBe(true);
  });

  it('delivers a 400 as FunctionsHttpError whose context Response holds the envelope', async () => {
    const { data, error } = await supabase().functions.invoke('generate-abstract', {
      body: { ...validBody(), research_title: '' },
    });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const context = (error as FunctionsHttpError).context as Response;
    expect(context.status).toBe(400);
    expect(await context.json()).toEqual({ success: false, error: MESSAGES.missingFields });
  });

  it(
    'recognises a scan in the language asked for (?language=fr) on its import thread',
    { timeout: 180_000 },
    async () => {
      const png = await readFile(
        new URL('../../../packages/import/test/fixtures/scans/french-page.png', import.meta.url),
      );
      const response = await fetch(`${server.url}/functions/v1/extract-text?language=fr`, {
        method: 'POST',
        headers: { 'content-type': 'image/png', 'x-file-name': 'page.png' },
        body: png,
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { title: string; text: string } };
      // English data alone reads "qualité de I’eau", "a raison d’un prélévement" (README).
      expect(data.title).toBe('Mesure de la qualité de l’eau dans les étangs périurbains');
      expect(data.text).toContain('à raison d’un prélèvement par mois');
    },
  );

  it('reads a .doc at extract-text, sent as the page sends it', async () => {
    const doc = await readFile(
      new URL('../../../packages/import/test/fixtures/paper.doc', import.meta.url),
    );
    const response = await fetch(`${server.url}/functions/v1/extract-text`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent('paper.doc'),
      },
      body: doc,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, data: { format: 'doc' } });
  });

  it('serves the page, its assets and the health check on the same port', async () => {
    const page = await fetch(`${server.url}/some/unknown`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX_HTML);
    const health = await fetch(`${server.url}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', provider: 'local' });
  });
});

describe('the built web app (SPA fallback)', () => {
  async function appWithDist(dir: string) {
    const app = createApp({ config: { maxBodyBytes: 1 << 20 }, provider: createLocalProvider() });
    addWebApp(app, dir);
    return app;
  }

  it('answers an unknown page path with index.html so the page shows its own 404', async () => {
    const app = await appWithDist(distDir);
    const response = await app.request('/some/unknown');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('serves / as index.html', async () => {
    const app = await appWithDist(distDir);
    expect(await (await app.request('/')).text()).toBe(INDEX_HTML);
  });

  it('serves assets with their content type', async () => {
    const app = await appWithDist(distDir);
    const response = await app.request('/assets/x.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toBe('console.log("x");');
  });

  it('sends the page gzipped when the browser accepts it, hashed assets cached for good', async () => {
    const bigScript = `console.log(${JSON.stringify('abstract '.repeat(500))});`;
    await writeFile(join(distDir, 'assets', 'big.js'), bigScript);
    const app = await appWithDist(distDir);
    const response = await app.request('/assets/big.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const zipped = new Uint8Array(await response.arrayBuffer());
    expect(zipped.length).toBeLessThan(bigScript.length / 5);
    expect(gunzipSync(zipped).toString()).toBe(bigScript);
    const page = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps API paths out of the fallback', async () => {
    const app = await appWithDist(distDir);
    const unknownFunction = await app.request('/functions/v1/nope');
    expect(unknownFunction.status).toBe(404);
    expect(await unknownFunction.json()).toEqual({
      success: false,
      error: 'No function at this path.',
    });
    const wrongMethod = await app.request('/functions/v1/generate-abstract');
    expect(wrongMethod.status).toBe(405);
  });

  it('says to run npm run build when there is no build, and picks the build up once made', async () => {
    const app = new Hono();
    const laterDist = join(distDir, 'later');
    addWebApp(app, laterDist);
    const before = await app.request('/');
    expect(before.status).toBe(503);
    expect(await before.text()).toBe(NOT_BUILT_MESSAGE);
    expect(NOT_BUILT_MESSAGE).toContain('npm run build');

    await mkdir(join(laterDist, 'assets'), { recursive: true });
    await writeFile(join(laterDist, 'index.html'), INDEX_HTML);
    await writeFile(join(laterDist, 'assets', 'late.css'), 'body{}');
    expect(await (await app.request('/')).text()).toBe(INDEX_HTML);
    const css = await app.request('/assets/late.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });
});
