/**
 * Reading an uploaded research file into text (seed §5). .txt, .pdf and .docx are read in
 * this tab (scanned pages by OCR), so the paper goes nowhere until the user generates; only a legacy .doc or an
 * .rtf file is sent to the server's extract-text function, because reading those needs Node. The import package (and with it
 * pdf.js and mammoth) loads on the first upload, never in the first page load.
 */
import { MAX_CONTENT_CHARS } from '@abstractly/contracts';
import type { Language } from '@abstractly/contracts/options';
import type { ImportFile, ImportResult } from '@abstractly/import';
// Served by our own build (a hashed asset), so the PDF reader needs no third-party host.
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { readOnServer } from './read-on-server.ts';

/**
 * Seed §5's file types, LaTeX (a .tex file or a project's .zip), Markdown, OpenDocument Text
 * and RTF: the import
 * package's ACCEPTED_EXTENSIONS, written out so the first page load does not pull in that package
 * (a test pins the two together).
 */
export const ACCEPTED_FILE_TYPES =
  '.txt,.doc,.docx,.pdf,.tex,.zip,.md,.odt,.rtf,.png,.jpg,.jpeg,.tif,.tiff';

/**
 * tesseract.js's parts as this build serves them (vite.config.ts copies them): scanned pages are
 * recognised in the tab with nothing fetched from elsewhere.
 */
function ocrPaths() {
  const folder = new URL(`${import.meta.env.BASE_URL}${__OCR_ASSETS__}`, window.location.href);
  return {
    workerPath: new URL('worker.min.js', folder).href,
    corePath: folder.href,
    langPath: folder.href,
  };
}

export type ImportOutcome =
  | {
      ok: true;
      text: string;
      fileName: string;
      words: number;
      /** 'Imported 1,234 words from paper.pdf.' */
      summary: string;
      /** The document's title, if one was found. */
      title?: string;
      /** The document had its own abstract, which was left out of `text`. */
      hadAbstract: boolean;
      warnings: string[];
    }
  | { ok: false; title: string; message: string; cancelled?: boolean };

export interface ImportFileOptions {
  /** The form's language: a scan is recognised with its Tesseract data and English's. */
  language?: Language;
  /**
   * PDF pages read so far of the total (one call for other formats); phase 'ocr' while scanned
   * pages are recognised, counting those.
   */
  onProgress?: (done: number, total: number, phase?: 'read' | 'ocr') => void;
  /** Cancel: stops reading (OCR's worker at once); the outcome is then a cancelled failure. */
  signal?: AbortSignal;
}

const NOT_IMPORTED = 'File Not Imported';

/** FileReader rather than Blob.arrayBuffer(): the same path in every browser and in the test DOM. */
function readBytes(file: File): Promise<Uint8Array | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : null);
    reader.onerror = () => resolve(null);
    reader.readAsArrayBuffer(file);
  });
}

/** Never throws: a file that cannot be used is an outcome with a message for a toast. */
export async function importFile(
  file: File,
  options: ImportFileOptions = {},
): Promise<ImportOutcome> {
  const bytes = await readBytes(file);
  if (bytes === null)
    return { ok: false, title: NOT_IMPORTED, message: `Could not read ${file.name}.` };
  let result: ImportResult;
  let summary: (words: number, fileName: string) => string;
  try {
    const reader = await import('@abstractly/import');
    summary = reader.importedToast;
    const document: ImportFile = { name: file.name, bytes };
    result = await reader.importDocument(document, {
      pdfWorkerUrl: new URL(pdfWorkerUrl, window.location.href),
      readOnServer,
      ocr: ocrPaths(),
      // The form cannot send more than the request accepts: cut at a paragraph, with a warning.
      maxChars: MAX_CONTENT_CHARS,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.language ? { language: options.language } : {}),
    });
  } catch {
    // Only the reader's code failing to load gets here (the package itself never throws).
    return {
      ok: false,
      title: NOT_IMPORTED,
      message: 'The file reader could not be loaded. Check the connection and try again.',
    };
  }
  if (!result.ok)
    return {
      ok: false,
      title: NOT_IMPORTED,
      message: result.error,
      ...(result.code === 'cancelled' ? { cancelled: true } : {}),
    };
  return {
    ok: true,
    text: result.text,
    fileName: file.name,
    words: result.words,
    summary: summary(result.words, file.name),
    ...(result.title ? { title: result.title } : {}),
    hadAbstract: result.abstract !== undefined,
    warnings: result.warnings,
  };
}
