/** A photo or scan of a page (PNG, JPEG, TIFF): recognised by OCR, then laid out like a PDF page. */
import { imageSize } from 'image-size';
import { pagesToBlocks } from '../layout/pdf-pages.ts';
import { IMPORT_ERRORS, failure } from '../messages.ts';
import { recognizePages, type OcrSetup } from '../ocr/recognize.ts';
import type { ReaderOptions } from '../import-document.ts';
import type { Extracted, ImportFailure } from '../types.ts';

/** US Letter's width in points (A4's is 595). */
const PAGE_WIDTH_PT = 612;

/** A multi-page TIFF is read from its first page (Tesseract's image reader reads that one). */
export async function readImage(
  bytes: Uint8Array,
  ocr: OcrSetup | undefined,
  options: ReaderOptions,
): Promise<Extracted | ImportFailure> {
  if (!ocr || options.limits.maxOcrPages === 0)
    return failure('unavailable', IMPORT_ERRORS.ocrUnavailable);
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    return failure('corrupt', IMPORT_ERRORS.corruptImage);
  }
  const pages = await recognizePages(
    ocr,
    1,
    async () => ({
      image: bytes,
      // The resolution is seldom known (a phone photo has none): the image is taken to be a page
      // of Letter or A4 width, so sizes and gaps come out in about the points of a typeset page.
      scale: { scale: size.width / PAGE_WIDTH_PT, widthPx: size.width, heightPx: size.height },
    }),
    options,
  );
  if (!Array.isArray(pages)) return pages;
  const [page] = pages;
  if (!page) return failure('no-text', IMPORT_ERRORS.unreadableScan);
  return { blocks: pagesToBlocks([page]), warnings: [] };
}
