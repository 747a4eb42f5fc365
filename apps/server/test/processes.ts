/** Real processes for the tests: the Node entry (src/main.ts) and Debian's redis-server, each on a free port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/lib/server-process.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface Running {
  process: ChildProcess;
  /** Everything printed so far. */
  output: { stdout: string; stderr: string };
  exited: Promise<number | null>;
  /** Resolves once stdout (from `from` on) matches `pattern`; rejects if the process exits first. */
  printed(pattern: RegExp, from?: number): Promise<RegExpExecArray>;
}

const started: ChildProcess[] = [];

/** Kills whatever the test started and is still running (for afterEach). */
export function killStarted() {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Running {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const printed = (pattern: RegExp, from = 0) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const look = () => {
        const match = pattern.exec(output.stdout.slice(from));
        if (match === null) return false;
        child.stdout!.off('data', look);
        resolve(match);
        return true;
      };
      if (look()) return;
      child.stdout!.on('data', look);
      void exited.then((code) =>
        reject(
          new Error(`${command} exited (${code}) before printing ${pattern}: ${output.stderr}`),
        ),
      );
    });
  return { process: child, output, exited, printed };
}

/** Starts the Node entry on a free port with `env` added; resolves once it listens. */
export async function startMain(env: Record<string, string> = {}) {
  const main = run(process.execPath, ['--import', 'tsx', MAIN], {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    ENGINE_THREADS: '1',
    ...env,
  });
  const [, url] = await main.printed(/listening on (http:\/\/\S+)/);
  return { ...main, url: url! };
}

/** Debian's redis-server on `port` (a free one by default), in memory only; resolves once it takes connections. */
export async function startRedis(port?: number) {
  const chosen = port ?? (await freePort());
  const redis = run(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    process.env,
  );
  await redis.printed(/Ready to accept connections/);
  return { ...redis, port: chosen, url: `redis://127.0.0.1:${chosen}` };
}
