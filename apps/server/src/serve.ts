/** Starts the Node server: the app plus the built web page (apps/web/dist) with an SPA fallback. */
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { admissionFor, createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { createImportPool } from './import-pool/import-pool.ts';
import { createMetrics } from './metrics.ts';
import { logRequestToConsole } from './middleware/request-log.ts';
import { createPooledLocalProvider } from './pool/pooled-local.ts';
import { createProvider } from './providers/create-provider.ts';
import type { Provider } from './providers/types.ts';
import { extractTextRoute } from './routes/extract-text.ts';

export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const NOT_BUILT_MESSAGE =
  'Abstractly: the web app is not built yet. Run `npm run build` at the repository root, then restart the server.\n' +
  'The API is up: POST /functions/v1/generate-abstract, GET /health.\n';

async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

/**
 * Serves files from `distDir`; any other GET that is not an API path gets index.html, so the page's
 * router shows its own 404 screen. Checked per request, so a build made while the server runs is
 * picked up; until then GETs answer with a text saying how to make one.
 */
export function addWebApp(app: Hono, distDir: string): void {
  let serveFiles: MiddlewareHandler | undefined;
  // The page's files are text: gzip cuts the first load about threefold on a slow connection.
  app.use('*', compress());
  // Vite puts a content hash in every file name under /assets, so those are cached for good;
  // index.html names the current ones and must be asked for again each time.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    if (c.req.path.startsWith('/assets/')) {
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    } else if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.header('Cache-Control', 'no-cache');
    }
  });
  app.use('*', async (c, next) => {
    // serveStatic warns when its root is missing, so it is created once the build exists.
    if (serveFiles === undefined && (await isDirectory(distDir))) {
      serveFiles = serveStatic({ root: distDir });
    }
    return serveFiles === undefined ? next() : serveFiles(c, next);
  });
  const indexPath = resolve(distDir, 'index.html');
  app.get('*', async (c) => {
    const html = await readFile(indexPath, 'utf8').catch(() => undefined);
    if (html === undefined) return c.text(NOT_BUILT_MESSAGE, 503);
    return c.html(html);
  });
}

export interface RunningServer {
  url: string;
  /** Stops accepting connections, lets in-flight requests finish, then stops the engine threads. */
  close(): Promise<void>;
}

/** Extra time past the request time limit before connections still open are cut at shutdown. */
const SHUTDOWN_GRACE_MS = 5_000;

/**
 * The Node server runs the local engine on worker threads (ENGINE_THREADS, default one per core;
 * 0 keeps it on the main thread). AI providers wait on the network, so they stay in-process.
 */
function nodeProvider(
  config: ServerConfig,
): Provider & { ready?(): Promise<void>; close?(): Promise<void> } {
  if (config.provider.name === 'local' && config.engineThreads !== 0) {
    return createPooledLocalProvider({ threads: config.engineThreads });
  }
  return createProvider(config.provider);
}

/** Builds the app for `config`, listens, and resolves once the port is open. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const provider = nodeProvider(config);
  // Files are read on their own threads, never on the one that answers requests.
  const imports = createImportPool({
    threads: config.importThreads,
    memoryMb: config.importMemoryMb,
    limits: config.importLimits,
  });
  const closeWorkers = () => Promise.all([provider.close?.(), imports.close()]);
  try {
    await provider.ready?.();
  } catch (error) {
    await closeWorkers();
    throw error;
  }
  const admission = admissionFor(provider, config.requestTimeoutMs);
  const metrics = config.metrics ? createMetrics(admission) : undefined;
  const app = createApp({
    config,
    provider,
    admission,
    logRequest: (entry) => {
      logRequestToConsole(entry);
      metrics?.observe(entry);
    },
    functions: {
      'extract-text': extractTextRoute({
        importDocument: imports.importDocument,
        maxBytes: config.importLimits.maxBytes,
      }),
    },
  });
  metrics?.mount(app);
  addWebApp(app, resolve(config.webDistDir ?? DEFAULT_WEB_DIST_DIR));
  return new Promise((resolveStart, rejectStart) => {
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
      const { address, port } = info as AddressInfo;
      const host = address.includes(':') ? `[${address}]` : address;
      const closeServer = () =>
        new Promise<void>((resolveClose, rejectClose) => {
          server.close((error) => (error ? rejectClose(error) : resolveClose()));
          // close() waits for in-flight requests; idle keep-alive connections would hold it open.
          if ('closeIdleConnections' in server) server.closeIdleConnections();
          // A request can run at most the time limit; past that (plus grace) connections are cut.
          const cut = setTimeout(() => {
            if ('closeAllConnections' in server) server.closeAllConnections();
          }, config.requestTimeoutMs + SHUTDOWN_GRACE_MS);
          cut.unref();
        });
      resolveStart({
        url: `http://${host}:${port}`,
        close: async () => {
          try {
            await closeServer();
          } finally {
            await closeWorkers();
          }
        },
      });
    });
    server.once('error', (error) => {
      void closeWorkers();
      rejectStart(error);
    });
  });
}

/**
 * Starts the server, says where, and shuts down gracefully on Ctrl-C or SIGTERM (what container
 * runtimes send): requests already in flight are answered, then the process exits 0.
 */
export async function runServer(config: ServerConfig): Promise<RunningServer> {
  const server = await startServer(config);
  console.log(`Abstractly listening on ${server.url} (provider: ${config.provider.name})`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}
