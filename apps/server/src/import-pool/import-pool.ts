/**
 * Document import on its own worker threads, apart from the engine's: reading a file
 * never blocks the event loop, so /health and other requests keep answering; each thread's heap
 * is capped (resourceLimits) and a file past its time limit has its thread stopped and replaced,
 * which gives all its memory back. The import package bounds what heap limits do not see (the
 * bytes a zip or PDF stream unpacks to) while it reads.
 */
import {
  DEFAULT_IMPORT_LIMITS,
  IMPORT_QUEUE_LENGTH,
  IMPORT_WORKER_MEMORY_MB,
  type ImportLimits,
} from '@abstractly/contracts';
import {
  IMPORT_ERRORS,
  type ImportFile,
  type ImportOptions,
  type ImportResult,
} from '@abstractly/import';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { DocumentImporter } from '../routes/extract-text.ts';

const WORKER_URL = new URL('./import-worker.mjs', import.meta.url).href;

/** An import thread idle this long is stopped (a new one loads its readers in about 2 s). */
const IDLE_THREAD_MS = 30_000;

/** Past the file's own time limit, the thread gets this long to answer before it is stopped. */
const STOP_GRACE_MS = 1_000;

export interface ImportPoolOptions {
  /** Worker threads reading files at once; default 1 (the engine has the other cores). */
  threads?: number;
  /** Heap of one thread in MB; past it the thread is stopped and the file refused. */
  memoryMb?: number;
  /** Files waiting for a thread before new ones are turned away as "busy". */
  queueLength?: number;
  /** The import limits (contracts' DEFAULT_IMPORT_LIMITS unless the server sets its own). */
  limits?: Partial<ImportLimits>;
}

export interface ImportPool {
  importDocument: DocumentImporter;
  /** Threads that have been stopped (time or memory) and replaced since start. */
  stopped(): number;
  close(): Promise<void>;
}

const failure = (code: 'too-large' | 'too-complex' | 'unavailable', error: string) =>
  ({ ok: false, code, error }) as const;

export function createImportPool(options: ImportPoolOptions = {}): ImportPool {
  const threads = options.threads ?? 1;
  const memoryMb = options.memoryMb ?? IMPORT_WORKER_MEMORY_MB;
  const limits: ImportLimits = { ...DEFAULT_IMPORT_LIMITS, ...options.limits };
  let stopped = 0;
  const pool = new Piscina<unknown, ImportResult>({
    filename: WORKER_URL,
    // Threads start with the first file and retire when idle: whatever a heavy file left in a
    // thread's heap goes back to the system, so memory returns to its level before the upload.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_THREAD_MS,
    maxQueue: options.queueLength ?? IMPORT_QUEUE_LENGTH,
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 },
  });

  // A thread that fails outside a file (while starting) is replaced by Piscina; say why in the log.
  pool.on('error', (error: unknown) => console.error('Import thread failed:', error));

  async function importDocument(
    file: ImportFile,
    { language }: Pick<ImportOptions, 'language'> = {},
  ): Promise<ImportResult> {
    // The file's time starts when a thread takes it up (it says so on `started`), not while it
    // waits in the queue or for a new thread to load its readers.
    const stop = new AbortController();
    const { port1: started, port2: startedInWorker } = new MessageChannel();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let deadline = 0;
    let allowedMs = limits.timeoutMs;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => stop.abort(), Math.max(0, deadline - Date.now()));
    };
    // 'started' once the thread takes the file; then { addMs } for each page sent to OCR.
    started.on('message', (message: unknown) => {
      if (message === 'started') deadline = Date.now() + limits.timeoutMs + STOP_GRACE_MS;
      else if (typeof (message as { addMs?: unknown }).addMs === 'number') {
        const { addMs } = message as { addMs: number };
        deadline += addMs;
        allowedMs += addMs;
      } else return;
      arm();
    });
    // The bytes move to the thread (no copy stays here).
    const whole =
      file.bytes.byteOffset === 0 && file.bytes.byteLength === file.bytes.buffer.byteLength;
    const bytes = whole ? file.bytes : file.bytes.slice();
    try {
      return await pool.run(
        { name: file.name, bytes, limits, language, started: startedInWorker },
        { signal: stop.signal, transferList: [bytes.buffer as ArrayBuffer, startedInWorker] },
      );
    } catch (error) {
      if (stop.signal.aborted) {
        stopped++;
        return failure('too-complex', IMPORT_ERRORS.timeout(allowedMs));
      }
      const code = (error as { code?: string } | undefined)?.code;
      if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
        stopped++;
        return failure('too-large', IMPORT_ERRORS.outOfMemory(memoryMb));
      }
      if (error instanceof Error && /queue is at limit/i.test(error.message))
        return failure('unavailable', IMPORT_ERRORS.busy);
      throw error;
    } finally {
      clearTimeout(timer);
      started.close();
    }
  }

  return { importDocument, stopped: () => stopped, close: () => pool.close() };
}
