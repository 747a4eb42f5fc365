/**
 * Limits of document import: what one uploaded file may cost to read, in the browser and
 * on the server alike. Each is checked while the file is read, so a hostile file stops at the limit
 * instead of being unpacked first. No zod here: the import package reads this file alone
 * (`@abstractly/contracts/import-limits`) and must not pull the schemas into the page's reader.
 */

/** 20 MB: a 300-page text PDF is about 5 MB; larger files are almost always scans or image-heavy. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/**
 * 50 MB: the most a zip-based document (DOCX, ODT, a zipped LaTeX project) may unpack to, over the
 * entries that are read (text and markup; images are skipped). A 500-page thesis's
 * word/document.xml is about 10 MB.
 */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

/** 30 MB: the most one entry of such an archive may unpack to. */
export const MAX_ZIP_ENTRY_BYTES = 30 * 1024 * 1024;

/**
 * 200: unpacked size over packed size of one entry. Word's XML packs about 5–15 times; deflate
 * cannot pass about 1,030, which is where zip bombs sit. Entries under MIN_RATIO_CHECK_BYTES are not
 * judged (a tiny, very repetitive part costs nothing).
 */
export const MAX_COMPRESSION_RATIO = 200;
export const MIN_RATIO_CHECK_BYTES = 1024 * 1024;

/** 10,000 entries: a DOCX has a few dozen, a LaTeX project a few hundred. */
export const MAX_ZIP_ENTRIES = 10_000;

/** 200 levels of XML elements: Word's documents, even tables in tables, stay under 40. */
export const MAX_XML_DEPTH = 200;

/** 2,000 pages: longer than any thesis or book-length report worth summarising in one abstract. */
export const MAX_PDF_PAGES = 2_000;

/**
 * 100 MB: the most a PDF's compressed streams other than images (page contents, fonts, object
 * streams) may unpack to. Measured: a 566-page LaTeX manual's unpack to 12.8 MB, a 324-page one's
 * to 6.5 MB. pdf.js holds a page's unpacked content while reading it and has no limit of its own.
 */
export const MAX_PDF_UNPACKED_BYTES = 100 * 1024 * 1024;

/**
 * 10,000,000 characters of text read from one PDF (about 1,500,000 words, ten times the
 * generator's 1,000,000-character content limit, so the clean-up still has a whole book to work
 * with). Past it, reading stops.
 */
export const MAX_EXTRACTED_CHARS = 10_000_000;

/** 30 s to read one file: many times what a long text PDF needs (see the import package's README). */
export const IMPORT_TIMEOUT_MS = 30_000;

/**
 * 50 scanned pages recognised (OCR) in one file: a scanned paper or chapter. Tesseract takes
 * seconds a page, so a scanned book would hold a server thread for many minutes; past it the
 * first 50 are read and a warning names the rest.
 */
export const MAX_OCR_PAGES = 50;

/**
 * 60 s more of the file's time limit for each page sent to OCR. Measured on a 200 dpi page of
 * a two-column paper, on 2 cores shared with other work: 8–15 s in Node, 30–55 s in headless
 * Chromium (a desktop browser on its own takes a few seconds). The limit is for a page that
 * never ends, not a verdict on a slow machine; in the page the user can also Cancel.
 */
export const OCR_PAGE_TIMEOUT_MS = 60_000;

/**
 * 512 MB of JavaScript heap for one server import worker: reading a 20 MB PDF or a DOCX at the
 * limits above stays well under it; past it the worker is stopped and replaced.
 */
export const IMPORT_WORKER_MEMORY_MB = 512;

/** Files waiting for an import worker on the server before new ones get "busy" (a 503). */
export const IMPORT_QUEUE_LENGTH = 8;

/** The limits one import runs under; a server may set its own (README, configuration). */
export interface ImportLimits {
  maxBytes: number;
  maxUnpackedBytes: number;
  maxZipEntryBytes: number;
  maxCompressionRatio: number;
  maxZipEntries: number;
  maxXmlDepth: number;
  maxPdfPages: number;
  maxPdfUnpackedBytes: number;
  maxExtractedChars: number;
  timeoutMs: number;
  maxOcrPages: number;
  ocrPageTimeoutMs: number;
}

export const DEFAULT_IMPORT_LIMITS: Readonly<ImportLimits> = Object.freeze({
  maxBytes: MAX_IMPORT_BYTES,
  maxUnpackedBytes: MAX_UNPACKED_BYTES,
  maxZipEntryBytes: MAX_ZIP_ENTRY_BYTES,
  maxCompressionRatio: MAX_COMPRESSION_RATIO,
  maxZipEntries: MAX_ZIP_ENTRIES,
  maxXmlDepth: MAX_XML_DEPTH,
  maxPdfPages: MAX_PDF_PAGES,
  maxPdfUnpackedBytes: MAX_PDF_UNPACKED_BYTES,
  maxExtractedChars: MAX_EXTRACTED_CHARS,
  timeoutMs: IMPORT_TIMEOUT_MS,
  maxOcrPages: MAX_OCR_PAGES,
  ocrPageTimeoutMs: OCR_PAGE_TIMEOUT_MS,
});
