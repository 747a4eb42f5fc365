/**
 * The real Node entry as a process: the engine on worker threads, one JSON log line per request
 * without the user's text, and on SIGTERM a drain: /ready turns 503 at once while everything is
 * still served for SHUTDOWN_DELAY_MS, then the listener closes, a request already in flight is
 * answered, and the process exits 0.
 */
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { validBody } from './helpers.ts';
import { killStarted, startMain } from './processes.ts';

const SECRET = 'Marzipan-axolotl-5521';

afterEach(killStarted);

/** A POST whose body is sent in two parts, so the test decides when the request can complete. */
function postInTwoParts(url: string, body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const req = httpRequest(`${url}/functions/v1/generate-abstract`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': bytes.length },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    req.on('error', reject);
  });
  req.write(bytes.subarray(0, half));
  return { answer, finish: () => req.end(bytes.subarray(half)) };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `check` answers true (asked every 50 ms). */
async function until(check: () => Promise<boolean>) {
  while (!(await check())) await wait(50);
}

/** A GET with node:http, which shows the Connection header that fetch keeps to itself. */
function getWithHeaders(url: string) {
  return new Promise<{ status: number; connection: string | undefined; text: string }>(
    (resolve, reject) => {
      httpRequest(url, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            text,
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('the Node entry (src/main.ts) as a process', () => {
  it('on SIGTERM: /ready 503 at once, still serving for the delay, then closes, answers the request in flight, exits 0', async () => {
    const server = await startMain({ SHUTDOWN_DELAY_MS: '3000' });
    const ready = await fetch(`${server.url}/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);

    const slow = postInTwoParts(server.url, JSON.stringify(validBody()));
    await wait(300); // the headers and half the body have arrived: the request is in flight
    server.process.kill('SIGTERM');
    await server.printed(/SIGTERM: \/ready answers 503; serving 3000 ms more/);

    // During the delay: not ready, but alive and serving; each answer closes its connection.
    const draining = await getWithHeaders(`${server.url}/ready`);
    expect([draining.status, JSON.parse(draining.text)]).toEqual([503, { status: 'draining' }]);
    expect(draining.connection).toBe('close');
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });

    // After the delay the listener closes: new connections are refused.
    await until(() =>
      fetch(`${server.url}/health`).then(
        () => false,
        () => true,
      ),
    );
    slow.finish();
    const { status, text } = await slow.answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ success: true });
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('Ctrl-C (SIGINT) skips the delay: the listener closes at once and the process exits 0', async () => {
    const server = await startMain({ SHUTDOWN_DELAY_MS: '600000' });
    server.process.kill('SIGINT');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it("logs one JSON line per request, without the user's text", async () => {
    const server = await startMain({ SHUTDOWN_DELAY_MS: '0' });
    const body = {
      ...validBody(),
      research_title: `${SECRET} heat`,
      research_content: `${validBody().research_content}\n\n${SECRET} closes the text.`,
    };
    const statuses: number[] = [];
    for (const sent of [body, { ...body, language: SECRET }]) {
      const response = await fetch(`${server.url}/functions/v1/generate-abstract`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
        body: JSON.stringify(sent),
      });
      statuses.push(response.status);
      await response.text();
    }
    expect(statuses).toEqual([200, 400]);
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // After the "listening" line, apart from the one saying the shutdown began.
    const lines = server.output.stdout
      .trim()
      .split('\n')
      .slice(1)
      .filter((line) => !line.startsWith('SIGTERM: '));
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      entries.map(({ method, path, status, provider }) => [method, path, status, provider]),
    ).toEqual([
      ['POST', '/functions/v1/generate-abstract', 200, 'local'],
      ['POST', '/functions/v1/generate-abstract', 400, 'local'],
    ]);
    expect(entries.every((entry) => typeof entry.ms === 'number')).toBe(true);
    expect(server.output.stdout + server.output.stderr).not.toContain(SECRET);
  }, 60_000);
});
