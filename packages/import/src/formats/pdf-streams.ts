/**
 * What a PDF's compressed streams unpack to, measured before pdf.js reads it (issue 12). pdf.js
 * keeps a content stream's unpacked bytes for as long as it reads the page and has no limit of its
 * own, so a 1 MB PDF whose page unpacks to gigabytes would hold them all. Image streams are not
 * counted: text extraction never unpacks them, and scans legitimately hold hundreds of megabytes.
 */
import { Inflate } from 'fflate';

const latin1 = new TextDecoder('latin1');
const STREAM = [0x73, 0x74, 0x72, 0x65, 0x61, 0x6d]; // "stream"
const ENDSTREAM = [0x65, 0x6e, 0x64, ...STREAM]; // "endstream"
/** How far back from "stream" the stream's dictionary is looked for. */
const DICTIONARY_WINDOW = 2048;
/** Compressed bytes handed to the inflater per step (deflate expands at most about 1,030 times). */
const STEP_BYTES = 16 * 1024;

function indexOfKeyword(bytes: Uint8Array, keyword: number[], from: number): number {
  const first = keyword[0]!;
  for (let at = bytes.indexOf(first, from); at !== -1; at = bytes.indexOf(first, at + 1)) {
    if (keyword.every((byte, i) => bytes[at + i] === byte)) return at;
  }
  return -1;
}

/** Bytes one Flate stream unpacks to, counted and dropped, stopping once past `budget`. */
function inflatedSize(data: Uint8Array, budget: number): number {
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
  });
  // A zlib header (two bytes) precedes the deflate data in PDF Flate streams (ISO 32000-1 7.4.4).
  try {
    for (let at = 2; at < data.length && size <= budget; at += STEP_BYTES)
      inflater.push(data.subarray(at, Math.min(at + STEP_BYTES, data.length)));
  } catch {
    // Damaged data or the stream's end passed: what was counted stands; pdf.js judges the rest.
  }
  return size;
}

/**
 * True when the PDF's Flate-compressed streams other than images unpack to more than `limit`
 * bytes in all. Streams are found by their keyword (`<< … >> stream … endstream`), as a PDF
 * reader repairing a damaged file would.
 */
export function exceedsPdfStreamBudget(bytes: Uint8Array, limit: number): boolean {
  let total = 0;
  for (
    let at = indexOfKeyword(bytes, STREAM, 0);
    at !== -1;
    at = indexOfKeyword(bytes, STREAM, at + 1)
  ) {
    const dictionary = latin1.decode(bytes.subarray(Math.max(0, at - DICTIONARY_WINDOW), at));
    const start = dictionary.lastIndexOf('obj');
    const own = start === -1 ? dictionary : dictionary.slice(start);
    // "endstream" and words such as "ObjStm" also contain "stream": only a dictionary's end counts.
    if (!/>>\s*$/.test(own) || !own.includes('/FlateDecode') || /\/Subtype\s*\/Image/.test(own))
      continue;
    let dataStart = at + STREAM.length;
    if (bytes[dataStart] === 0x0d) dataStart++;
    if (bytes[dataStart] === 0x0a) dataStart++;
    const end = indexOfKeyword(bytes, ENDSTREAM, dataStart);
    total += inflatedSize(
      bytes.subarray(dataStart, end === -1 ? bytes.length : end),
      limit - total,
    );
    if (total > limit) return true;
    if (end === -1) break;
    at = end + ENDSTREAM.length;
  }
  return false;
}
