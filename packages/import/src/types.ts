/** The shapes every importer entry point shares. */
import type { ImportLimits } from '@abstractly/contracts/import-limits';
import type { Language } from '@abstractly/contracts/options';

/** 'tex' is a LaTeX file, 'zip' a LaTeX project. */
export type DocumentFormat =
  | 'txt'
  | 'pdf'
  | 'docx'
  | 'doc'
  | 'tex'
  | 'zip'
  | 'md'
  | 'odt'
  | 'rtf'
  /** A photo or scan of a page (PNG, JPEG, TIFF), read by OCR. */
  | 'image';

/** What the browser cannot read and sends to the server's extract-text function. */
export type ServerFormat = Extract<DocumentFormat, 'doc' | 'rtf'>;

export interface ImportFile {
  /** The file name as the user chose it; its extension picks the reader (checked against the bytes). */
  name: string;
  bytes: Uint8Array;
}

export interface ImportOptions {
  /**
   * Called as pages are read (PDF) or once per step (other formats): done of total. `phase` is
   * 'ocr' while scanned pages are recognised (slow: seconds a page), counting those pages only.
   */
  onProgress?(done: number, total: number, phase?: 'read' | 'ocr'): void;
  /**
   * Each page sent to OCR extends the file's time limit by `limits.ocrPageTimeoutMs`; a caller
   * that enforces the limit itself too (the server stops its import thread) is told here.
   */
  onTimeAdded?(ms: number): void;
  /** Largest accepted file in bytes; default MAX_IMPORT_BYTES (20 MB). */
  maxBytes?: number;
  /**
   * Longest text to return (e.g. the form's content limit): a longer body is cut at the last
   * whole paragraph that fits, with a warning. No limit by default.
   */
  maxChars?: number;
  /**
   * What reading one file may cost: the contracts' DEFAULT_IMPORT_LIMITS unless a
   * server sets its own. `maxBytes` above, when given, wins over `limits.maxBytes`.
   */
  limits?: Partial<ImportLimits>;
  /** Stops reading (a PDF between pages, OCR at once) when aborted; the import fails as cancelled. */
  signal?: AbortSignal;
  /**
   * The paper's language (the form's language): scans are recognised with its Tesseract data
   * and English's (see ocr/languages.ts); English alone by default, and for Russian, which has
   * no data package.
   */
  language?: Language;
}

export interface ImportSuccess {
  ok: true;
  /** The body for generation: paragraphs separated by a blank line, headings as one-line paragraphs. */
  text: string;
  /** The title found in the document, if any (offered when the title field is empty). */
  title?: string;
  /** The document's own abstract, kept out of `text`. */
  abstract?: string;
  /** Words in `text` (Intl.Segmenter word granularity, as the product counts words). */
  words: number;
  format: DocumentFormat;
  /** Things the user may want to know (pages without text, a guessed encoding…); may be empty. */
  warnings: string[];
}

export type ImportErrorCode =
  | 'empty'
  | 'too-large'
  /** Past a limit on the file's structure (compression ratio, parts, nesting, time). */
  | 'too-complex'
  | 'unsupported-type'
  | 'corrupt'
  | 'encrypted'
  | 'no-text'
  | 'server-required'
  | 'unavailable'
  /** The caller's signal stopped the import (the page's Cancel). */
  | 'cancelled';

export interface ImportFailure {
  ok: false;
  code: ImportErrorCode;
  /** User-facing: shown as is in a toast. */
  error: string;
}

export type ImportResult = ImportSuccess | ImportFailure;

/** One paragraph or heading of the document, in reading order, before clean-up. */
export interface Block {
  kind: 'heading' | 'paragraph';
  text: string;
  /** Largest font size in the block (PDF only): used to find the title. */
  size?: number;
  /** The document marked this block as its title (a DOCX "Title" style). */
  isTitle?: boolean;
  /** A footnote or endnote: kept, gathered under the notes' heading after the body. */
  note?: boolean;
}

/** What a format reader hands to the shared clean-up. */
export interface Extracted {
  blocks: Block[];
  warnings: string[];
  /** A title from the file's metadata, used only when the layout shows none. */
  metadataTitle?: string;
}
