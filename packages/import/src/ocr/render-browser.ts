/** The browser's half of OCR: pdf.js draws a page on an offscreen canvas, encoded as PNG. */
import type { PDFPageProxy } from 'pdfjs-dist';

type RenderCanvas = Parameters<PDFPageProxy['render']>[0]['canvas'];

/** The part of OffscreenCanvas used here (named structurally: this package is typed without the DOM). */
interface EncodingCanvas {
  convertToBlob(options: { type: string }): Promise<Blob>;
}
type OffscreenCanvasClass = new (width: number, height: number) => EncodingCanvas;

export async function renderPageInBrowser(page: unknown, scale: number): Promise<Uint8Array> {
  const pdfPage = page as PDFPageProxy;
  const viewport = pdfPage.getViewport({ scale });
  const { OffscreenCanvas } = globalThis as unknown as { OffscreenCanvas: OffscreenCanvasClass };
  const canvas = new OffscreenCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await pdfPage.render({ canvas: canvas as unknown as RenderCanvas, viewport, background: 'white' })
    .promise;
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new Uint8Array(await blob.arrayBuffer());
}
