/** The OCR pass shared by scanned PDF pages and page images: one worker, page by page, stoppable. */
import type { PageText } from '../layout/pdf-pages.ts';
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

export interface RecognizeOptions {
  signal: AbortSignal;
  /** Called before each page: done of total. */
  onPage?(done: number, total: number): void;
}

export type Recognized =
  { ok: true; pages: (PageText | undefined)[] } | { ok: false; reason: 'stopped' | 'unavailable' };

/** Rejects when the signal is aborted, so a page Tesseract is still working on is not waited for. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(new Error('stopped'));
    signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
  });
}

/**
 * Recognises each page in turn; a page on which nothing could be read is `undefined`. An abort
 * (Cancel, the time limit) terminates the worker at once.
 */
export async function recognizePages(
  setup: OcrSetup,
  count: number,
  pageImage: (index: number) => Promise<PageImage>,
  options: RecognizeOptions,
): Promise<Recognized> {
  const aborted = whenAborted(options.signal);
  aborted.catch(() => undefined);
  let engine: OcrEngine;
  try {
    engine = await Promise.race([setup.start(), aborted]);
  } catch {
    return { ok: false, reason: options.signal.aborted ? 'stopped' : 'unavailable' };
  }
  const stop = () => void engine.terminate().catch(() => undefined);
  options.signal.addEventListener('abort', stop, { once: true });
  try {
    const pages: (PageText | undefined)[] = [];
    for (let index = 0; index < count; index++) {
      options.onPage?.(index, count);
      try {
        const { image, scale } = await Promise.race([pageImage(index), aborted]);
        const recognized = await Promise.race([engine.recognize(image), aborted]);
        pages.push(isReadable(recognized) ? recognizedPageText(recognized, scale) : undefined);
      } catch (error) {
        if (options.signal.aborted) throw error;
        // An image the page could not be drawn or decoded into: that page is not read.
        pages.push(undefined);
      }
    }
    options.onPage?.(count, count);
    return { ok: true, pages };
  } catch {
    return { ok: false, reason: options.signal.aborted ? 'stopped' : 'unavailable' };
  } finally {
    options.signal.removeEventListener('abort', stop);
    if (!options.signal.aborted) await engine.terminate().catch(() => undefined);
  }
}
