/**
 * Private mode's side of the page: one engine worker, created on first use (never in the first
 * load), answering one request per id. The text is posted to the worker in this tab and nowhere
 * else.
 */
import type { EngineWorkerRequest } from './engine.worker.ts';

/** When the worker itself fails (its script did not load, say): a message for the user. */
export const ENGINE_UNAVAILABLE_MESSAGE =
  'The in-browser engine could not be started. Reload the page and try again.';

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, (envelope: unknown) => void>();

function failAll() {
  for (const resolve of pending.values())
    resolve({ success: false, error: ENGINE_UNAVAILABLE_MESSAGE });
  pending.clear();
  worker?.terminate();
  worker = undefined;
}

function engineWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<{ id: number; envelope: unknown }>) => {
    pending.get(event.data.id)?.(event.data.envelope);
    pending.delete(event.data.id);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failAll();
  };
  return worker;
}

/** Posts the form to the worker; resolves with the envelope it answers (the server's shape). */
export function runInWorker(
  body: object,
  task: EngineWorkerRequest['task'] = 'generate',
): Promise<unknown> {
  return new Promise((resolve) => {
    const id = nextId++;
    pending.set(id, resolve);
    try {
      engineWorker().postMessage({ id, body, task } satisfies EngineWorkerRequest);
    } catch {
      failAll();
    }
  });
}
