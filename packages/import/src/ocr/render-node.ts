/** Node's half of OCR: pdf.js draws a page on @napi-rs/canvas (its own Node canvas), encoded as PNG. */
import type { PDFPageProxy } from 'pdfjs-dist';

export async function renderPageInNode(page: unknown, scale: number): Promise<Uint8Array> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const pdfPage = page as PDFPageProxy;
  const viewport = pdfPage.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await pdfPage.render({
    canvas: canvas as unknown as Parameters<PDFPageProxy['render']>[0]['canvas'],
    viewport,
    background: 'white',
  }).promise;
  return canvas.encode('png');
}
