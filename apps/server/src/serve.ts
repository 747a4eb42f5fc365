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
  /**
   * Turns GET /ready to 503 so load balancers stop sending work, while everything else is still
   * served (answers then carry Connection: close, so clients open their next request elsewhere).
   */
  drain(): void;
  /** Stops accepting connections, lets in-flight requests finish, then stops the engine threads. */
  close(): Promise<void>;
}

const READY_MESSAGE = { status: 'ready' } as const;
const DRAINING_MESSAGE = { status: 'draining' } as const;

/**
 * The rate limits shared in Redis when REDIS_URL is set. Imported only then, so a server without it
 * loads no Redis client.
 */
async function sharedRateLimits(config: ServerConfig) {
  if (config.redisUrl === undefined || config.rateLimitPerMinute === 0) return undefined;
  const { createSharedRateLimits } = await import('./shared-rate-limit.ts');
  return createSharedRateLimits({ url: config.redisUrl, perMinute: config.rateLimitPerMinute });
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
  let rateLimits: Awaited<ReturnType<typeof sharedRateLimits>>;
  const closeWorkers = () =>
    Promise.all([provider.close?.(), imports.close(), rateLimits?.close()]);
  try {
    rateLimits = await sharedRateLimits(config);
    await provider.ready?.();
  } catch (error) {
    await closeWorkers();
    throw error;
  }
  const admission = admissionFor(provider, config.requestTimeoutMs);
  const metrics = config.metrics ? createMetrics(admission, rateLimits) : undefined;
  let draining = false;
  const app = createApp({
    config,
    provider,
    admission,
    rateCounter: rateLimits?.counter,
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
  // Readiness, apart from /health (liveness): a draining replica is alive but wants no new work.
  app.get('/ready', (c) => (draining ? c.json(DRAINING_MESSAGE, 503) : c.json(READY_MESSAGE)));
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
        drain: () => {
          draining = true;
        },
        close: async () => {
          try {
            await closeServer();
          } finally {
            await closeWorkers();
          }
        },
      });
    });
    // While draining, every answer closes its connection: a proxy's next request opens a new one,
    // to a replica still taking work, rather than reusing one this server is about to close.
    // Prepended, so the header is set before the app writes anything.
    server.prependListener('request', (_request, response) => {
      if (draining) response.setHeader('Connection', 'close');
    });
    server.once('error', (error) => {
      void closeWorkers();
      rejectStart(error);
    });
  });
}

/**
 * Starts the server, says where, and shuts down gracefully. On SIGTERM (what container runtimes and
 * Kubernetes send): /ready turns 503 at once, the server keeps serving for SHUTDOWN_DELAY_MS so
 * load balancers notice, then stops accepting connections, answers every request already in
 * flight and exits 0. Ctrl-C (SIGINT), or a second signal, skips the delay: a person at a terminal
 * wants it to stop now.
 */
export async function runServer(config: ServerConfig): Promise<RunningServer> {
  const server = await startServer(config);
  let closing: Promise<void> | undefined;
  let delay: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    clearTimeout(delay);
    closing ??= server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  const onSigterm = () => {
    if (delay !== undefined || closing !== undefined) return close();
    server.drain();
    console.log(
      `SIGTERM: /ready answers 503; serving ${config.shutdownDelayMs} ms more, then closing.`,
    );
    delay = setTimeout(close, config.shutdownDelayMs);
  };
  const onSigint = () => {
    server.drain();
    close();
  };
  process.on('SIGTERM', onSigterm);
  process.on('SIGINT', onSigint);
  // Said once the signals are handled: whoever waits for this line may stop the server at once.
  console.log(`Abstractly listening on ${server.url} (provider: ${config.provider.name})`);
  return server;
}
