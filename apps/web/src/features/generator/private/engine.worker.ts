/// <reference lib="webworker" />
/** The engine's Web Worker: the form comes in, the function's envelope goes out; nothing else. */
import { generateInBrowser } from './generate-in-browser.ts';

export interface EngineWorkerRequest {
  id: number;
  body: unknown;
}

self.onmessage = async (event: MessageEvent<EngineWorkerRequest>) => {
  const { id, body } = event.data;
  self.postMessage({ id, envelope: await generateInBrowser(body) });
};
