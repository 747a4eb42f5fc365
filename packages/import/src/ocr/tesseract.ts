/**
 * Tesseract (tesseract.js) for pages without a text layer and page images. The library, its
 * WebAssembly core and the language data are loaded only when a scan is met, from the paths the
 * entry point gives (the app's own build in the browser, node_modules in Node): nothing is
 * downloaded at run time.
 */
import type { RecognizedPage } from './ocr-page.ts';

/** Where tesseract.js finds its parts (see its WorkerOptions). */
export interface TesseractPaths {
  /** The worker script (browser only; Node uses the package's own). */
  workerPath?: string;
  /** Folder of tesseract.js-core's `*-lstm.wasm.js` files (browser only). */
  corePath?: string;
  /** Folder holding `<code>.traineddata.gz` of every language to load. */
  langPath: string;
}

/** One started recogniser: a worker with the language loaded. */
export interface OcrEngine {
  /** Recognises an encoded image (PNG, JPEG, TIFF, BMP): words with boxes in its pixels. */
  recognize(image: Uint8Array): Promise<RecognizedPage>;
  /** Stops the worker at once, also mid-page (Cancel, time limit). */
  terminate(): Promise<void>;
}

/**
 * Starts a worker for `languages` (Tesseract's data codes, see languages.ts; only their data is
 * loaded); rejects if tesseract.js or its parts cannot be loaded.
 */
export async function startTesseract(
  paths: TesseractPaths,
  languages: string[],
): Promise<OcrEngine> {
  const { createWorker, OEM } = await import('tesseract.js');
  const worker = await createWorker(languages.join('+'), OEM.LSTM_ONLY, {
    ...paths,
    // A classic worker from our own origin, not a blob: URL wrapping it.
    workerBlobURL: false,
    // The data comes from our own files each time: no copy in IndexedDB or the working folder.
    cacheMethod: 'none',
    gzip: true,
  });
  return {
    async recognize(image) {
      // Both builds read encoded bytes (Node's types name only its Buffer).
      const { data } = await worker.recognize(
        image as Parameters<typeof worker.recognize>[0],
        {},
        {
          blocks: true,
          text: false,
        },
      );
      return data as RecognizedPage;
    },
    terminate: () => worker.terminate().then(() => undefined),
  };
}
