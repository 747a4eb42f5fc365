/**
 * @module @abstractly/import/node: document import in Node (server and CLI). Adds legacy .doc
 * (word-extractor needs Node) and RTF (rtf-stream-parser too), and reads PDFs with pdf.js's legacy build, which runs in Node 20.
 */
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import type { Language } from '@abstractly/contracts/options';
import { dirname, join } from 'node:path';
import { readDoc } from './formats/doc.ts';
import { readDocx, type MammothModule } from './formats/docx.ts';
import { readPdf } from './formats/pdf.ts';
import { readText } from './formats/text.ts';
import { importWith } from './import-document.ts';
import { ocrLanguages } from './ocr/languages.ts';
import type { OcrSetup } from './ocr/recognize.ts';
import { renderPageInNode } from './ocr/render-node.ts';
import type { ImportFile, ImportOptions, ImportResult } from './types.ts';

const require = createRequire(import.meta.url);
const PDFJS_ROOT = dirname(require.resolve('pdfjs-dist/package.json'));
/** A language's traineddata as its package ships it (gzip; the integer "best" LSTM model). */
const tesseractData = (code: string) =>
  join(
    dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)),
    '4.0.0_best_int',
    `${code}.traineddata.gz`,
  );

/**
 * OCR in Node: tesseract.js's own worker thread and core from node_modules, with the data of
 * the paper's language and English; nothing fetched. tesseract.js reads every language from one
 * folder, and each language's package has its own, so the worker starts from a folder of links
 * to the files it needs, removed once their data is loaded. (Handing it the data instead fails:
 * tesseract.js 7 names such languages by their bytes when it initialises.)
 */
const nodeOcr = (language?: Language): OcrSetup => ({
  start: async () => {
    const { startTesseract } = await import('./ocr/tesseract.ts');
    const codes = ocrLanguages(language);
    // English alone (the default) is read from its package's folder as it is.
    if (codes.length === 1)
      return startTesseract({ langPath: dirname(tesseractData(codes[0]!)) }, codes);
    const langPath = await mkdtemp(join(tmpdir(), 'abstractly-ocr-'));
    try {
      await Promise.all(
        codes.map((code) => symlink(tesseractData(code), join(langPath, `${code}.traineddata.gz`))),
      );
      return await startTesseract({ langPath }, codes);
    } finally {
      await rm(langPath, { recursive: true, force: true });
    }
  },
  renderPage: renderPageInNode,
});

/** Imports a document in Node; never throws (failures carry a message for the user). */
export function importDocument(
  file: ImportFile,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const ocr = nodeOcr(options.language);
  return importWith(
    {
      txt: readText,
      // LaTeX's parser and the zip reader load on first use, like pdf.js.
      tex: async (bytes) => (await import('./formats/latex.ts')).readTex(bytes),
      zip: async (bytes, { limits }) =>
        (await import('./formats/latex-project.ts')).readLatexProject(bytes, limits),
      md: async (bytes) => (await import('./formats/markdown.ts')).readMarkdown(bytes),
      odt: async (bytes, { limits }) => (await import('./formats/odt.ts')).readOdt(bytes, limits),
      // mammoth, pdf.js and word-extractor load on first use: a server or CLI run that never
      // sees such a file does not pay for them.
      docx: async (bytes, { limits }) => {
        const mammoth = (await import('mammoth')).default as unknown as MammothModule;
        return readDocx(mammoth, bytes, limits, (archive) => ({
          buffer: Buffer.from(archive.buffer, archive.byteOffset, archive.length),
        }));
      },
      pdf: async (bytes, readOptions) =>
        readPdf(bytes, await import('pdfjs-dist/legacy/build/pdf.mjs'), {
          ...readOptions,
          cMapUrl: join(PDFJS_ROOT, 'cmaps') + '/',
          standardFontDataUrl: join(PDFJS_ROOT, 'standard_fonts') + '/',
          // Image decoders (JPEG 2000, JBIG2) that scanned pages use.
          wasmUrl: join(PDFJS_ROOT, 'wasm') + '/',
          ocr,
        }),
      image: async (bytes, readOptions) =>
        (await import('./formats/image.ts')).readImage(bytes, ocr, readOptions),
      doc: readDoc,
      // rtf-stream-parser is built on Node's streams and Buffer, so RTF is read here only.
      rtf: async (bytes, { limits }) => (await import('./formats/rtf.ts')).readRtf(bytes, limits),
    },
    file,
    options,
  );
}

export * from './index.ts';
