/// <reference lib="webworker" />
/** The engine's Web Worker: the form comes in, the function's envelope goes out; nothing else. */
import { checkInBrowser } from './check-in-browser.ts';
import { generateInBrowser } from './generate-in-browser.ts';

export interface EngineWorkerRequest {
  id: number;
  body: unknown;
  /** generate-abstract (default) or check-abstract. */
  task?: 'generate' | 'check';
}

self.onmessage = async (event: MessageEvent<EngineWorkerRequest>) => {
  const { id, body, task } = event.data;
  const envelope = task === 'check' ? await checkInBrowser(body) : await generateInBrowser(body);
  self.postMessage({ id, envelope });
};
