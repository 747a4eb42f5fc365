// One engine worker thread of the pooled local provider. The engine is TypeScript run without a
// build step, so the thread registers tsx's loader before importing it (a worker thread does not
// inherit the loader that `abstractly serve` registers on the main thread).
import { register } from 'tsx/esm/api';

register();
const { generateAbstract } = await import('@abstractly/engine');

/** Piscina calls the default export with the validated request; the result is copied back. */
export default function generateInWorker(request) {
  return generateAbstract(request);
}
