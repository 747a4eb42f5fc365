/**
 * @module @abstractly/import: document import for the browser (.txt, .pdf, .docx, scans by OCR).
 * pdf.js, mammoth and tesseract.js are loaded only when a file needing them is imported; .doc
 * and .rtf go to the server.
 */
import { readDocx, type MammothModule } from './formats/docx.ts';
import { readPdf } from './formats/pdf.ts';
import { readText } from './formats/text.ts';
import { importWith } from './import-document.ts';
import { IMPORT_ERRORS, failure } from './messages.ts';
import type { Language } from '@abstractly/contracts/options';
import { ocrLanguages } from './ocr/languages.ts';
import type { OcrSetup } from './ocr/recognize.ts';
import type { TesseractPaths } from './ocr/tesseract.ts';
import type { ImportFile, ImportOptions, ImportResult, ServerFormat } from './types.ts';

export interface BrowserImportOptions extends ImportOptions {
  /** URL of pdf.js's worker as served by the app's build (Vite: `new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url)`). */
  pdfWorkerUrl?: string | URL;
  /** Reads a file the browser cannot (.doc, .rtf) through the server's extract-text endpoint. */
  readOnServer?(file: ImportFile): Promise<ImportResult>;
  /**
   * Where the app serves tesseract.js's worker, core and language data (all three required; the
   * data folder holds `<code>.traineddata.gz` of every language in ocr/languages.ts): with them,
   * scanned PDF pages and page images are recognised in the tab; without, they are refused.
   */
  ocr?: Required<TesseractPaths>;
}

/**
 * OCR in the tab: tesseract.js loads only when a scan is met, from the app's own files, with
 * the data of the paper's language and English only.
 */
function browserOcr(paths: Required<TesseractPaths>, language?: Language): OcrSetup {
  return {
    start: async () =>
      (await import('./ocr/tesseract.ts')).startTesseract(paths, ocrLanguages(language)),
    renderPage: async (page, scale) =>
      (await import('./ocr/render-browser.ts')).renderPageInBrowser(page, scale),
  };
}

/** Imports a document in the browser; never throws (failures carry a message for the user). */
export function importDocument(
  file: ImportFile,
  options: BrowserImportOptions = {},
): Promise<ImportResult> {
  const { readOnServer } = options;
  // .doc and .rtf need Node's Buffer and streams (word-extractor, rtf-stream-parser).
  const onServer = (format: ServerFormat) =>
    readOnServer
      ? () =>
          readOnServer(file).catch(() =>
            failure('unavailable', IMPORT_ERRORS.serverUnreachable(format)),
          )
      : undefined;
  const ocr = options.ocr ? browserOcr(options.ocr, options.language) : undefined;
  return importWith(
    {
      txt: readText,
      // LaTeX's parser and the zip reader load on first use, like pdf.js.
      tex: async (bytes) => (await import('./formats/latex.ts')).readTex(bytes),
      zip: async (bytes, { limits }) =>
        (await import('./formats/latex-project.ts')).readLatexProject(bytes, limits),
      md: async (bytes) => (await import('./formats/markdown.ts')).readMarkdown(bytes),
      odt: async (bytes, { limits }) => (await import('./formats/odt.ts')).readOdt(bytes, limits),
      docx: async (bytes, { limits }) => {
        const mammoth = (await import('mammoth')).default as unknown as MammothModule;
        // Browsers get mammoth's browser build, which reads `arrayBuffer`; Node's build (tests,
        // server-side rendering) reads `buffer`. Both are given so the entry works in either.
        return readDocx(mammoth, bytes, limits, (archive) => ({
          arrayBuffer: archive.buffer,
          buffer: archive,
        }));
      },
      pdf: async (bytes, readOptions) => {
        const pdfjs = await import('pdfjs-dist');
        if (options.pdfWorkerUrl)
          pdfjs.GlobalWorkerOptions.workerSrc = String(options.pdfWorkerUrl);
        if (!pdfjs.GlobalWorkerOptions.workerSrc)
          return failure('unavailable', IMPORT_ERRORS.pdfUnavailable);
        return readPdf(bytes, pdfjs, { ...readOptions, ...(ocr ? { ocr } : {}) });
      },
      image: async (bytes, readOptions) =>
        (await import('./formats/image.ts')).readImage(bytes, ocr, readOptions),
      doc: onServer('doc'),
      rtf: onServer('rtf'),
    },
    file,
    options,
  );
}

export { ACCEPTED_EXTENSIONS, IMPORT_ERRORS, MAX_IMPORT_BYTES, importedToast } from './messages.ts';
export { EXTRACT_TEXT_STATUS, readExtractTextEnvelope, toExtractTextResponse } from './envelope.ts';
export type { ExtractTextData, ExtractTextEnvelope } from './envelope.ts';
export { extensionOf } from './detect-format.ts';
export type {
  DocumentFormat,
  ImportErrorCode,
  ImportFailure,
  ImportFile,
  ImportOptions,
  ImportResult,
  ImportSuccess,
} from './types.ts';
