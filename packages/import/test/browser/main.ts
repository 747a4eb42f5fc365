/// <reference types="vite/client" />
/** A page that exposes the browser entry to a test driving real Chromium. */
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { importDocument } from '../../src/index.ts';

declare global {
  interface Window {
    importBytes(name: string, base64: string): Promise<unknown>;
  }
}

window.importBytes = async (name, base64) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const progress: [number, number][] = [];
  const result = await importDocument(
    { name, bytes },
    { pdfWorkerUrl, onProgress: (done, total) => progress.push([done, total]) },
  );
  return { result, progress };
};
document.title = 'ready';
