/** User-facing messages and limits of document import (issue 6). */
import type { ImportErrorCode, ImportFailure } from './types.ts';

/** 20 MB: a 300-page text PDF is about 5 MB; larger files are almost always scans or image-heavy. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

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
] as const;

export const IMPORT_ERRORS = {
  empty: 'This file is empty.',
  tooLarge: (limitBytes: number) =>
    `This file is larger than ${formatMegabytes(limitBytes)}. Choose a smaller file or paste the text.`,
  unsupportedType:
    'Unsupported file type. Choose a .txt, .doc, .docx, .odt, .pdf, .md or .tex file, or a .zip of a LaTeX project.',
  binaryText:
    'This file does not contain plain text. Choose a .txt, .doc, .docx, .odt, .pdf, .md or .tex file, or a .zip of a LaTeX project.',
  rtf: 'This .doc file is in RTF format, which is not supported. Save it as .docx or PDF and try again.',
  corruptPdf: 'This PDF could not be read. The file may be damaged.',
  corruptDocx: 'This Word file could not be read. The file may be damaged.',
  corruptOdt: 'This OpenDocument file could not be read. The file may be damaged.',
  odtTooLarge:
    'This OpenDocument file unpacks to far more than a document’s text. Save it as PDF and try again.',
  encryptedOdt:
    'This OpenDocument file is password-protected. Save it without a password and try again.',
  corruptDoc: 'This .doc file could not be read. The file may be damaged; try saving it as .docx.',
  encrypted: 'This PDF is password-protected. Remove the password and try again.',
  scannedPdf: 'No selectable text found — is this a scanned PDF?',
  noText: 'No text found in this file.',
  serverRequired:
    'Legacy .doc files are read by the server, which is not available here. Save the file as .docx or PDF and try again.',
  serverUnreachable:
    'The server could not be reached to read this .doc file. Check the connection and try again.',
  pdfUnavailable: 'PDF import is not available in this build.',
  corruptZip: 'This .zip file could not be read. The file may be damaged.',
  zipTooLarge:
    'This .zip file unpacks to more than a LaTeX project holds. Upload the project’s .tex files only.',
  noLatexMain:
    'No LaTeX document found in this .zip file (a .tex file with \\begin{document}). Upload the project’s main .tex file instead.',
} as const;

export const IMPORT_WARNINGS = {
  latin1: 'The file is not UTF-8; it was read as Latin-1. Check accented characters.',
  pagesWithoutText: (pages: number[]) =>
    `${pages.length === 1 ? 'Page' : 'Pages'} ${pages.join(', ')} had no selectable text and ${pages.length === 1 ? 'was' : 'were'} skipped.`,
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

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}
