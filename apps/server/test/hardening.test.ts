/** Rate limit, time limit, security headers and the request log, through app.request. */
import { parseGenerateRequest } from '@abstractly/contracts';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { createApp, type AppOptions } from '../src/app.ts';
import { timeoutMessage } from '../src/deadline.ts';
import { AppError } from '../src/errors.ts';
import { rateLimit, tooManyRequestsMessage } from '../src/middleware/rate-limit.ts';
import type { RequestLogEntry } from '../src/middleware/request-log.ts';
import { createLocalProvider } from '../src/providers/local.ts';
import type { Provider } from '../src/providers/types.ts';
import { validBody } from './helpers.ts';

const PATH = '/functions/v1/generate-abstract';

type Options = Omit<Partial<AppOptions>, 'config'> & { config?: Partial<AppOptions['config']> };

function makeApp(options: Options = {}) {
  const logRequest = vi.fn<(entry: RequestLogEntry) => void>();
  const logError = vi.fn();
  const app = createApp({
    provider: createLocalProvider(),
    logRequest,
    logError,
    // Tests name the client in a header; the Node entry reads the socket address.
    clientAddress: (c) => c.req.header('x-test-client'),
    ...options,
    config: { maxBodyBytes: 64 * 1024, ...options.config },
  });
  return { app, logRequest, logError };
}

const post = (
  app: ReturnType<typeof makeApp>['app'],
  body: unknown,
  headers: Record<string, string> = {},
) =>
  app.request(PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('rate limit per client (RATE_LIMIT_PER_MINUTE)', () => {
  it('answers the request past the budget with 429, Retry-After and the envelope', async () => {
    const { app } = makeApp({ config: { rateLimitPerMinute: 3 } });
    const client = { 'x-test-client': '10.0.0.1' };
    // Invalid bodies are quick and still count: the budget is per request, not per success.
    for (let i = 0; i < 3; i += 1) expect((await post(app, {}, client)).status).toBe(400);
    const limited = await post(app, validBody(), client);
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({
      success: false,
      error: tooManyRequestsMessage(seconds),
    });
    expect(tooManyRequestsMessage(12)).toBe('Too many requests: try again in 12 seconds.');
    // The CORS header is there too, so the page can read the message.
    expect(limited.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('keeps one budget per client, shared by both function paths, and ignores preflights', async () => {
    const { app } = makeApp({ config: { rateLimitPerMinute: 2 } });
    const a = { 'x-test-client': '10.0.0.1' };
    const b = { 'x-test-client': '10.0.0.2' };
    for (let i = 0; i < 3; i += 1) {
      await app.request(PATH, { method: 'OPTIONS', headers: { ...a, origin: 'http://x.test' } });
    }
    expect((await post(app, {}, a)).status).toBe(400);
    const other = await app.request('/generate-abstract', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...a },
      body: '{}',
    });
    expect(other.status).toBe(400);
    expect((await post(app, {}, a)).status).toBe(429);
    expect((await post(app, {}, b)).status).toBe(400);
  });

  it('keys by the last X-Forwarded-For address only when TRUST_PROXY is on', async () => {
    const trusting = makeApp({ config: { rateLimitPerMinute: 1, trustProxy: true } }).app;
    const socket = { 'x-test-client': '127.0.0.1' };
    expect((await post(trusting, {}, { ...socket, 'x-forwarded-for': '1.1.1.1' })).status).toBe(
      400,
    );
    expect((await post(trusting, {}, { ...socket, 'x-forwarded-for': '2.2.2.2' })).status).toBe(
      400,
    );
    // A made-up first entry does not buy a new budget: the proxy appended the real address last.
    const spoofed = await post(trusting, {}, { ...socket, 'x-forwarded-for': '9.9.9.9, 1.1.1.1' });
    expect(spoofed.status).toBe(429);

    const direct = makeApp({ config: { rateLimitPerMinute: 1 } }).app;
    expect((await post(direct, {}, { ...socket, 'x-forwarded-for': '1.1.1.1' })).status).toBe(400);
    expect((await post(direct, {}, { ...socket, 'x-forwarded-for': '2.2.2.2' })).status).toBe(429);
  });

  it('gives clients whose address is unknown one shared budget', async () => {
    const { app } = makeApp({ config: { rateLimitPerMinute: 1 }, clientAddress: () => undefined });
    expect((await post(app, {})).status).toBe(400);
    expect((await post(app, {})).status).toBe(429);
  });

  it('is off at 0', async () => {
    const { app } = makeApp({ config: { rateLimitPerMinute: 0 } });
    for (let i = 0; i < 5; i += 1) expect((await post(app, {})).status).toBe(400);
  });

  it('starts a new budget when the minute ends and counts the seconds left', async () => {
    let now = 120_000 + 45_500; // 45.5 s into a minute
    const app = new Hono();
    app.use(
      rateLimit({ perMinute: 1, trustProxy: false, clientAddress: () => 'a', now: () => now }),
    );
    app.post('/', (c) => c.text('ok'));
    app.onError((error, c) =>
      error instanceof AppError
        ? c.json({ error: error.userMessage }, error.status, error.headers)
        : c.text('bug', 500),
    );
    expect((await app.request('/', { method: 'POST' })).status).toBe(200);
    const limited = await app.request('/', { method: 'POST' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('15');
    expect(await limited.json()).toEqual({ error: 'Too many requests: try again in 15 seconds.' });
    now = 180_000;
    expect((await app.request('/', { method: 'POST' })).status).toBe(200);
  });
});

describe('time limit per request (REQUEST_TIMEOUT_MS)', () => {
  it('answers 503 with a clear message and aborts the provider', async () => {
    let seen: AbortSignal | undefined;
    const stuck: Provider = {
      name: 'stuck',
      generate: (_request, options) => {
        seen = options?.signal;
        return new Promise(() => {});
      },
    };
    const { app, logError } = makeApp({ provider: stuck, config: { requestTimeoutMs: 150 } });
    const response = await post(app, validBody());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, error: timeoutMessage(150) });
    expect(timeoutMessage(30_000)).toBe(
      "Generating took longer than the server's limit of 30 seconds. Try again in a moment, or with a shorter text.",
    );
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toBeInstanceOf(AppError);
    expect(logError).not.toHaveBeenCalled();
  });

  it('lets a generation inside the limit through untouched', async () => {
    const { app } = makeApp({ config: { requestTimeoutMs: 20_000 } });
    expect((await post(app, validBody())).status).toBe(200);
  });
});

describe('security headers', () => {
  it.each([
    ['GET', '/health'],
    ['POST', PATH],
    ['GET', '/functions/v1/nope'],
  ])('are on %s %s', async (method, path) => {
    const { app } = makeApp();
    const response = await app.request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    // Scripts only from the page's own files; WebAssembly (OCR's core) may be compiled, nothing
    // may be eval'd or inlined.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(eval|inline)'/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets the page call the Supabase project it was built for', async () => {
    const { app } = makeApp({ config: { supabaseOrigin: 'https://abc.supabase.co' } });
    const csp = (await app.request('/health')).headers.get('content-security-policy');
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co;");
  });
});

describe('request log', () => {
  const SECRET = 'Zanzibar-quokka-7731';
  const secretBody = () => ({
    ...validBody(),
    research_title: `${SECRET} title`,
    research_content: `${SECRET} ${validBody().research_content}`,
    custom_instructions: SECRET,
  });

  it('writes one entry per request with method, path, status, ms, provider and the generation times', async () => {
    const { app, logRequest } = makeApp();
    await post(app, validBody());
    await app.request('/health?probe=1');
    expect(logRequest).toHaveBeenCalledTimes(2);
    const [generation, health] = logRequest.mock.calls.map(([entry]) => entry);
    expect(generation).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      method: 'POST',
      path: PATH,
      status: 200,
      ms: expect.any(Number),
      provider: 'local',
      queueMs: expect.any(Number),
      runMs: expect.any(Number),
    });
    expect(health).toEqual({
      time: expect.any(String),
      method: 'GET',
      path: '/health',
      status: 200,
      ms: expect.any(Number),
      provider: 'local',
    });
  });

  it("never contains the user's text or keys, whatever the outcome", async () => {
    const { app, logRequest, logError } = makeApp({ config: { rateLimitPerMinute: 4 } });
    const statuses = [
      (await post(app, secretBody(), { authorization: `Bearer ${SECRET}` })).status,
      (await post(app, { ...secretBody(), language: SECRET })).status,
      (await post(app, `{"research_title": "${SECRET}"`)).status,
      (await post(app, { ...secretBody(), research_content: SECRET.repeat(5000) })).status,
      (await app.request(`${PATH}?q=${SECRET}`, { method: 'GET' })).status,
      (await post(app, secretBody(), { apikey: SECRET })).status,
    ];
    expect(statuses).toEqual([200, 400, 400, 413, 405, 429]);
    expect(logRequest).toHaveBeenCalledTimes(statuses.length);
    expect(logRequest.mock.calls.map(([entry]) => entry.status)).toEqual(statuses);
    expect(JSON.stringify([logRequest.mock.calls, logError.mock.calls])).not.toContain(SECRET);
  });
});

it('the request body the tests send is a valid form (so statuses above come from the checks named)', () => {
  expect(parseGenerateRequest(validBody()).ok).toBe(true);
});
