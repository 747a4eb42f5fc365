/** User-facing messages of document import and of its limits. */
import type { ImportErrorCode, ImportFailure, ServerFormat } from './types.ts';

// The limits themselves are named in the contracts package, one place for the page and the server.
export { MAX_IMPORT_BYTES } from '@abstractly/contracts/import-limits';

/** Seed §5: the file picker accepts these. */
export const ACCEPTED_EXTENSIONS = [
  '.txt',
  '.doc',
  '.docx',
  '.pdf',
  '.tex',
  '.zip',
  '.md',
  '.odt',
  '.rtf',
  '.png',
  '.jpg',
  '.jpeg',
  '.tif',
  '.tiff',
] as const;

export const IMPORT_ERRORS = {
  empty: 'This file is empty.',
  tooLarge: (limitBytes: number) =>
    `This file is larger than ${formatMegabytes(limitBytes)}. Choose a smaller file or paste the text.`,
  unsupportedType:
    'Unsupported file type. Choose a .txt, .doc, .docx, .odt, .rtf, .pdf, .md or .tex file, a .zip of a LaTeX project, or a scanned page (.png, .jpg, .tif).',
  binaryText:
    'This file does not contain plain text. Choose a .txt, .doc, .docx, .odt, .rtf, .pdf, .md or .tex file, or a .zip of a LaTeX project.',
  corruptPdf: 'This PDF could not be read. The file may be damaged.',
  corruptDocx: 'This Word file could not be read. The file may be damaged.',
  corruptOdt: 'This OpenDocument file could not be read. The file may be damaged.',
  encryptedOdt:
    'This OpenDocument file is password-protected. Save it without a password and try again.',
  corruptDoc: 'This .doc file could not be read. The file may be damaged; try saving it as .docx.',
  corruptRtf:
    'This RTF file could not be read: it is damaged, cut short or not RTF. Open it in a word processor and save it again, or as .docx or PDF.',
  encrypted: 'This PDF is password-protected. Remove the password and try again.',
  scannedPdf: 'No selectable text found — is this a scanned PDF?',
  unreadableScan:
    'No text could be recognised in this scan. Check that the pages are sharp, upright and not too small, or paste the text.',
  corruptImage: 'This image could not be read. The file may be damaged.',
  ocrUnavailable:
    'Text recognition (OCR) could not be started here, so this scan was not read. Reload the page and try again, or paste the text.',
  cancelled: 'Import cancelled. The content was left as it was.',
  noText: 'No text found in this file.',
  /** The formats only the server reads (word-extractor and the RTF reader need Node). */
  serverRequired: (format: ServerFormat) =>
    `${format === 'rtf' ? 'RTF' : 'Legacy .doc'} files are read by the server, which is not available here. Save the file as .docx or PDF and try again.`,
  serverUnreachable: (format: ServerFormat) =>
    `The server could not be reached to read this ${format === 'rtf' ? 'RTF' : '.doc'} file. Check the connection and try again.`,
  pdfUnavailable: 'PDF import is not available in this build.',
  corruptZip: 'This .zip file could not be read. The file may be damaged.',
  noLatexMain:
    'No LaTeX document found in this .zip file (a .tex file with \\begin{document}). Upload the project’s main .tex file instead.',
  // Limits: each message names the limit that was passed.
  unpackedTooLarge: (limitBytes: number) =>
    `This file unpacks to more than ${formatMegabytes(limitBytes)} of text and markup, more than the importer reads. Save it as PDF, or paste the text.`,
  zipEntryTooLarge: (limitBytes: number) =>
    `One part of this file unpacks to more than ${formatMegabytes(limitBytes)}, more than the importer reads. Save it as PDF, or paste the text.`,
  compressionRatio: (ratio: number) =>
    `This file is packed more than ${ratio} times smaller than it unpacks to, which documents never are (zip bombs are), so it was not unpacked.`,
  tooManyEntries: (limit: number) =>
    `This file holds more than ${limit.toLocaleString('en')} parts, more than the importer reads. Save it as PDF, or paste the text.`,
  zipSizeMismatch:
    'This file unpacks to more than it declares, so reading it was stopped. The file is damaged or was built to mislead.',
  xmlTooDeep: (limit: number) =>
    `This file nests its content more than ${limit} levels deep, more than the importer reads. Save it as PDF, or paste the text.`,
  tooManyPages: (limit: number, pages: number) =>
    `This PDF has ${pages.toLocaleString('en')} pages, more than the ${limit.toLocaleString('en')} the importer reads. Split it, or import the chapters you need.`,
  tooMuchText: (limit: number) =>
    `This file holds more than ${limit.toLocaleString('en')} characters of text, more than the importer reads. Split it, or paste the part you need.`,
  timeout: (limitMs: number) =>
    `Reading this file took longer than ${formatSeconds(limitMs)}, so it was stopped. Save it as plain text or PDF, or paste the text.`,
  outOfMemory: (limitMb: number) =>
    `Reading this file needed more than ${limitMb} MB of memory, so it was stopped. Save it as plain text, or paste the text.`,
  busy: 'The server is busy reading other files. Try again in a minute.',
} as const;

export const IMPORT_WARNINGS = {
  latin1: 'The file is not UTF-8; it was read as Latin-1. Check accented characters.',
  pagesWithoutText: (pages: number[]) =>
    `${pages.length === 1 ? 'Page' : 'Pages'} ${pages.join(', ')} had no selectable text and ${pages.length === 1 ? 'was' : 'were'} skipped.`,
  pagesNotRecognized: (pages: number[]) =>
    `${pages.length === 1 ? 'Page' : 'Pages'} ${pages.join(', ')} could not be read: no text was recognised on ${pages.length === 1 ? 'it' : 'them'}. The text of the other pages was imported.`,
  tooManyScannedPages: (limit: number, pages: number[]) =>
    `Only the first ${limit} scanned pages were recognised; ${pages.length === 1 ? 'page' : 'pages'} ${pageRange(pages)} ${pages.length === 1 ? 'was' : 'were'} skipped.`,
  onlyAbstract: 'The document contains only an abstract; it was imported as the text.',
  truncated: (maxChars: number) =>
    `The document is longer than the ${maxChars.toLocaleString('en')} characters the generator accepts; only its beginning was imported.`,
} as const;

/** 'Imported 1,234 words from paper.pdf.' — the toast the caller shows when done. */
export function importedToast(words: number, fileName: string): string {
  return `Imported ${words.toLocaleString('en')} ${words === 1 ? 'word' : 'words'} from ${fileName}.`;
}

export function failure(code: ImportErrorCode, error: string): ImportFailure {
  return { ok: false, code, error };
}

/** "51–60" for consecutive pages, else a list. */
function pageRange(pages: number[]): string {
  const first = pages[0]!;
  const last = pages.at(-1)!;
  return last - first === pages.length - 1 && pages.length > 2
    ? `${first}–${last}`
    : pages.join(', ');
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}
