/** PDF with pdf.js: text items with their positions, page by page, then the layout clean-up. */
import type * as Pdfjs from 'pdfjs-dist';
import { IMPORT_ERRORS, IMPORT_WARNINGS, failure } from '../messages.ts';
import { pagesToBlocks, type PageText } from '../layout/pdf-pages.ts';
import { uprightText, type PlacedText } from '../layout/upright.ts';
import type { Extracted, ImportFailure, ImportOptions } from '../types.ts';

/** The part of pdf.js this reader uses (the browser build or the legacy build for Node). */
export type PdfjsModule = Pick<typeof Pdfjs, 'getDocument'>;

export interface PdfReadOptions extends Pick<ImportOptions, 'onProgress'> {
  /** Folder URL (with trailing slash) of pdf.js's CMaps, needed for some CJK fonts. */
  cMapUrl?: string;
  /** Folder URL (with trailing slash) of pdf.js's standard font data. */
  standardFontDataUrl?: string;
}

type Matrix = [number, number, number, number, number, number];

/** m1 × m2 for PDF affine matrices [a b c d e f] (ISO 32000-1 §8.3.4). */
function multiply(m1: readonly number[], m2: readonly number[]): Matrix {
  const [a1 = 0, b1 = 0, c1 = 0, d1 = 0, e1 = 0, f1 = 0] = m1;
  const [a2 = 0, b2 = 0, c2 = 0, d2 = 0, e2 = 0, f2 = 0] = m2;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

/** Positions on the page as displayed: the viewport applies /Rotate and turns y downwards. */
function pageText(
  page: Pdfjs.PDFPageProxy,
  content: Awaited<ReturnType<Pdfjs.PDFPageProxy['getTextContent']>>,
): PageText {
  const viewport = page.getViewport({ scale: 1 });
  const placed: PlacedText[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str) continue;
    placed.push({
      text: item.str,
      matrix: multiply(viewport.transform, item.transform),
      width: item.width,
      height: item.height,
    });
  }
  return uprightText(placed, viewport.width, viewport.height);
}

function isPasswordError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PasswordException';
}

/** Reads every page's text; an encrypted or unreadable file is a failure with a clear message. */
export async function readPdf(
  bytes: Uint8Array,
  pdfjs: PdfjsModule,
  options: PdfReadOptions = {},
): Promise<Extracted | ImportFailure> {
  // pdf.js may transfer (detach) the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    ...(options.cMapUrl ? { cMapUrl: options.cMapUrl, cMapPacked: true } : {}),
    ...(options.standardFontDataUrl ? { standardFontDataUrl: options.standardFontDataUrl } : {}),
  });
  let document: Pdfjs.PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    return isPasswordError(error)
      ? failure('encrypted', IMPORT_ERRORS.encrypted)
      : failure('corrupt', IMPORT_ERRORS.corruptPdf);
  }

  try {
    const pages: PageText[] = [];
    const total = document.numPages;
    options.onProgress?.(0, total);
    for (let number = 1; number <= total; number++) {
      const page = await document.getPage(number);
      pages.push(pageText(page, await page.getTextContent()));
      page.cleanup();
      options.onProgress?.(number, total);
    }
    const empty = pages.flatMap((page, i) =>
      page.items.some((item) => item.text.trim()) ? [] : [i + 1],
    );
    if (empty.length === pages.length) return failure('no-text', IMPORT_ERRORS.scannedPdf);

    const info = (await document.getMetadata().catch(() => undefined))?.info as
      { Title?: unknown } | undefined;
    return {
      blocks: pagesToBlocks(pages),
      warnings: empty.length ? [IMPORT_WARNINGS.pagesWithoutText(empty)] : [],
      ...(typeof info?.Title === 'string' ? { metadataTitle: info.Title } : {}),
    };
  } catch {
    return failure('corrupt', IMPORT_ERRORS.corruptPdf);
  } finally {
    await document.destroy().catch(() => undefined);
  }
}
