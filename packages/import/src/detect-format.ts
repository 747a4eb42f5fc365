/** Picks the reader from the file name, checked against the file's first bytes (its signature). */
import { startsWith, utf8BomLength } from './bytes.ts';
import { IMPORT_ERRORS, failure } from './messages.ts';
import type { DocumentFormat, ImportFailure } from './types.ts';

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // DOCX is a ZIP container
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 compound file
const RTF_SIGNATURE = [0x7b, 0x5c, 0x72, 0x74, 0x66]; // "{\rtf", often saved with a .doc name
const IMAGE_SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x49, 0x49, 0x2a, 0x00], // TIFF, little-endian
  [0x4d, 0x4d, 0x00, 0x2a], // TIFF, big-endian
];

/** PDF readers accept the header anywhere in the first 1024 bytes (ISO 32000-1 §7.5.2 notes). */
const PDF_HEADER_WINDOW = 1024;

function hasPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, PDF_HEADER_WINDOW);
  for (let at = 0; at < end; at++) if (startsWith(bytes, PDF_SIGNATURE, at)) return true;
  return false;
}

/** "{\rtf", after a UTF-8 byte-order mark that some editors put before it. */
function isRtf(bytes: Uint8Array): boolean {
  return startsWith(bytes, RTF_SIGNATURE, utf8BomLength(bytes));
}

/** The lower-cased extension with its dot ('.pdf'), or '' when the name has none. */
export function extensionOf(name: string): string {
  const match = /\.[^./\\]+$/.exec(name.trim());
  return match ? match[0].toLowerCase() : '';
}

/**
 * The format to read the bytes as. The extension says what the user meant; the signature wins
 * where the two disagree in a known way (a .docx that is really a .doc, and the reverse).
 */
export function detectFormat(name: string, bytes: Uint8Array): DocumentFormat | ImportFailure {
  const isZip = startsWith(bytes, ZIP_SIGNATURE);
  const isOle = startsWith(bytes, OLE_SIGNATURE);
  switch (extensionOf(name)) {
    case '.txt':
      return 'txt';
    case '.tex':
      return 'tex';
    case '.md':
    case '.markdown':
      return 'md';
    case '.rtf':
      return isRtf(bytes) ? 'rtf' : failure('corrupt', IMPORT_ERRORS.corruptRtf);
    case '.odt':
      return isZip ? 'odt' : failure('corrupt', IMPORT_ERRORS.corruptOdt);
    case '.zip':
      return isZip ? 'zip' : failure('corrupt', IMPORT_ERRORS.corruptZip);
    case '.png':
    case '.jpg':
    case '.jpeg':
    case '.tif':
    case '.tiff':
      // The signature, not the name, says which of these it is: the OCR decodes any of them.
      return IMAGE_SIGNATURES.some((signature) => startsWith(bytes, signature))
        ? 'image'
        : failure('corrupt', IMPORT_ERRORS.corruptImage);
    case '.pdf':
      return hasPdfHeader(bytes) ? 'pdf' : failure('corrupt', IMPORT_ERRORS.corruptPdf);
    case '.docx':
      if (isZip) return 'docx';
      return isOle ? 'doc' : failure('corrupt', IMPORT_ERRORS.corruptDocx);
    case '.doc':
      if (isOle) return 'doc';
      if (isZip) return 'docx';
      // Word's "Save as RTF" keeps a .doc name often enough for the signature to decide.
      if (isRtf(bytes)) return 'rtf';
      return failure('corrupt', IMPORT_ERRORS.corruptDoc);
    default:
      return failure('unsupported-type', IMPORT_ERRORS.unsupportedType);
  }
}
