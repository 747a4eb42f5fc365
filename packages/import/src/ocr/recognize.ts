/** The OCR pass shared by scanned PDF pages and page images: one worker, page by page, stoppable. */
import type { PageText } from '../layout/pdf-pages.ts';
import { IMPORT_ERRORS, failure } from '../messages.ts';
import type { ImportLimits } from '@abstractly/contracts/import-limits';
import type { ImportFailure, ImportOptions } from '../types.ts';
import { isReadable, recognizedPageText, type PageScale } from './ocr-page.ts';
import type { OcrEngine } from './tesseract.ts';

/** What an entry point gives the readers to recognise scans with (see index.ts and node.ts). */
export interface OcrSetup {
  /** Starts Tesseract (loading it on first use). */
  start(): Promise<OcrEngine>;
  /**
   * Draws a PDF page (a pdf.js PDFPageProxy) at `scale` pixels per point and encodes it as an
   * image: a canvas in the browser, @napi-rs/canvas in Node.
   */
  renderPage(page: unknown, scale: number): Promise<Uint8Array>;
}

/** One page to recognise: its image and how its pixels map to the layout's units. */
export interface PageImage {
  image: Uint8Array;
  scale: PageScale;
}

export interface RecognizeOptions extends Pick<ImportOptions, 'onProgress'> {
  signal: AbortSignal;
  limits: Pick<Required<ImportLimits>, 'ocrPageTimeoutMs' | 'timeoutMs'>;
  /** Asks the file's time limit for more: OCR is slow, so loading it and each page get their own. */
  addTime?(ms: number): void;
}

/** Rejects when the signal is aborted, so a page Tesseract is still working on is not waited for. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(new Error('stopped'));
    signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
  });
}

/**
 * Recognises each page in turn; a page on which nothing could be read is `undefined`. An abort
 * (Cancel, the time limit) terminates the worker at once. Loading Tesseract (megabytes of
 * WebAssembly and data) and each page add a page's time to the file's limit; progress is reported
 * per page as the 'ocr' phase.
 */
export async function recognizePages(
  setup: OcrSetup,
  count: number,
  pageImage: (index: number) => Promise<PageImage>,
  options: RecognizeOptions,
): Promise<(PageText | undefined)[] | ImportFailure> {
  const { signal, limits } = options;
  const failed = () =>
    signal.aborted
      ? failure('too-complex', IMPORT_ERRORS.timeout(limits.timeoutMs))
      : failure('unavailable', IMPORT_ERRORS.ocrUnavailable);
  options.addTime?.(limits.ocrPageTimeoutMs);
  const aborted = whenAborted(signal);
  aborted.catch(() => undefined);
  let engine: OcrEngine;
  try {
    engine = await Promise.race([setup.start(), aborted]);
  } catch {
    return failed();
  }
  const stop = () => void engine.terminate().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  try {
    const pages: (PageText | undefined)[] = [];
    for (let index = 0; index < count; index++) {
      options.addTime?.(limits.ocrPageTimeoutMs);
      options.onProgress?.(index, count, 'ocr');
      try {
        const { image, scale } = await Promise.race([pageImage(index), aborted]);
        const recognized = await Promise.race([engine.recognize(image), aborted]);
        pages.push(isReadable(recognized) ? recognizedPageText(recognized, scale) : undefined);
      } catch (error) {
        if (signal.aborted) throw error;
        // An image the page could not be drawn or decoded into: that page is not read.
        pages.push(undefined);
      }
    }
    options.onProgress?.(count, count, 'ocr');
    return pages;
  } catch {
    return failed();
  } finally {
    signal.removeEventListener('abort', stop);
    if (!signal.aborted) await engine.terminate().catch(() => undefined);
  }
}
