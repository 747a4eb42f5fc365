/** Starts the real Node entry (apps/server/src/main.ts) as a child process for the bench and soak. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  pid: number;
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Resolves once the server prints its URL. Its request log is read and dropped. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    // No drain delay on SIGTERM: no load balancer is watching /ready here.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SHUTDOWN_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    let head = '';
    const look = (chunk: Buffer) => {
      head += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(head);
      if (match) {
        child.stdout!.off('data', look);
        child.stdout!.resume(); // keep draining the log so the server never blocks on a full pipe
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', look);
    void exited.then((code) => reject(new Error(`server exited (${code}): ${stderr}`)));
  });
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A process's resident set (VmRSS) or its peak (VmHWM), in MiB, engine threads included (Linux). */
export function memoryMiB(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024;
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Prints rows as an aligned text table. */
export function printTable(header: string[], rows: (string | number)[][]): void {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** /health's answer times while a load ran. */
export interface Probe {
  p50: number;
  p99: number;
  max: number;
  /** Answered with 200. */
  count: number;
  /** Not answered, or not with 200. */
  failed: number;
}

/**
 * GET /health every `everyMs` until `until` settles: how fast the server still answers a cheap
 * request under the load. `onProbe` runs before each (e.g. to sample the server's memory).
 */
export async function probeHealth(
  url: string,
  until: Promise<unknown>,
  { everyMs = 100, onProbe }: { everyMs?: number; onProbe?: () => void } = {},
): Promise<Probe> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  let failed = 0;
  while (!done) {
    onProbe?.();
    const start = performance.now();
    try {
      const response = await fetch(`${url}/health`);
      await response.arrayBuffer();
      if (response.ok) times.push(performance.now() - start);
      else failed += 1;
    } catch {
      failed += 1;
    }
    await wait(Math.max(0, everyMs - (performance.now() - start)));
  }
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
    count: times.length,
    failed,
  };
}

/** A port nobody listens on now (the system's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
