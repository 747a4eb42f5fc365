// One document-import worker thread of the server. The import package is TypeScript
// run without a build step, so the thread registers tsx's loader before importing it (a worker
// thread does not inherit the loader of the main thread).
import { register } from 'tsx/esm/api';

register();
const { importDocument } = await import('@abstractly/import/node');
// Loaded now, while the thread starts, so that no file's time limit pays for loading the readers.
await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('mammoth')]);

/**
 * Piscina calls the default export with the file, the server's limits and the paper's language
 * (for scans); the result is copied
 * back. `started` tells the pool the file's time has begun, and later when OCR extends it (each
 * scanned page has its own time), so the pool does not stop the thread mid-scan.
 */
export default async function importInWorker({ name, bytes, limits, language, started }) {
  started.postMessage('started');
  try {
    return await importDocument(
      { name, bytes },
      { limits, language, onTimeAdded: (ms) => started.postMessage({ addMs: ms }) },
    );
  } finally {
    started.close();
  }
}
