// One engine worker thread of the pooled local provider. The engine is TypeScript run without a
// build step, so the thread registers tsx's loader before importing it (a worker thread does not
// inherit the loader that `abstractly serve` registers on the main thread).
import { register } from 'tsx/esm/api';

register();
const { generateAbstract } = await import('@abstractly/engine');

/**
 * Piscina calls the default export with the validated request; the result is copied back. A call
 * without a request is the pool's warm-up: the engine is loaded once it returns.
 */
export default function generateInWorker(request) {
  if (request === undefined) return undefined;
  return generateAbstract(request);
}
