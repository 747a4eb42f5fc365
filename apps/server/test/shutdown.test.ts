/**
 * The real Node entry as a process: the engine on worker threads, one JSON log line per request
 * without the user's text, and on SIGTERM a request already in flight is answered before exit 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { validBody } from './helpers.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const SECRET = 'Marzipan-axolotl-5521';

let child: ChildProcess | undefined;
afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
});

/** Starts `src/main.ts` on a free port and resolves with its URL and everything it prints. */
async function startMain() {
  child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ENGINE_THREADS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output.stdout);
      if (match) resolve(match[1]!);
    };
    child!.stdout!.on('data', look);
    void exited.then((code) =>
      reject(new Error(`server exited early (${code}): ${output.stderr}`)),
    );
  });
  return { url, output, exited, process: child };
}

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

describe('the Node entry (src/main.ts) as a process', () => {
  it('finishes a request in flight on SIGTERM, refuses new ones, then exits 0', async () => {
    const server = await startMain();
    expect((await fetch(`${server.url}/health`)).status).toBe(200);

    const slow = postInTwoParts(server.url, JSON.stringify(validBody()));
    await wait(300); // the headers and half the body have arrived: the request is in flight
    server.process.kill('SIGTERM');
    await wait(300);
    // No new connections once shutdown has begun.
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    slow.finish();
    const { status, text } = await slow.answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ success: true });
    expect(await server.exited).toBe(0);
  }, 60_000);

  it("logs one JSON line per request, without the user's text", async () => {
    const server = await startMain();
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

    const lines = server.output.stdout.trim().split('\n').slice(1); // after the "listening" line
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
