/**
 * What a PDF's compressed streams unpack to, measured before pdf.js reads it. pdf.js
 * keeps a content stream's unpacked bytes for as long as it reads the page and has no limit of its
 * own, so a 1 MB PDF whose page unpacks to gigabytes would hold them all. A stream packed tighter
 * than documents are is stopped at its first megabyte. Image streams are not counted: text extraction never unpacks them, and scans legitimately hold hundreds of megabytes.
 */
import { MIN_RATIO_CHECK_BYTES, type ImportLimits } from '@abstractly/contracts/import-limits';
import { Inflate } from 'fflate';
import { indexOfSequence } from '../bytes.ts';

const latin1 = new TextDecoder('latin1');
const STREAM = [0x73, 0x74, 0x72, 0x65, 0x61, 0x6d]; // "stream"
const ENDSTREAM = [0x65, 0x6e, 0x64, ...STREAM]; // "endstream"
/** How far back from "stream" the stream's dictionary is looked for. */
const DICTIONARY_WINDOW = 2048;
/** Compressed bytes handed to the inflater per step (deflate expands at most about 1,030 times). */
const STEP_BYTES = 16 * 1024;

/**
 * Bytes one Flate stream unpacks to, counted and dropped, stopping once past `budget`, or
 * 'ratio' as soon as a megabyte or more has come from over `maxRatio` times fewer packed bytes.
 */
function inflatedSize(data: Uint8Array, budget: number, maxRatio: number): number | 'ratio' {
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
  });
  // A zlib header (two bytes) precedes the deflate data in PDF Flate streams (ISO 32000-1 7.4.4).
  try {
    for (let at = 2; at < data.length && size <= budget; at += STEP_BYTES) {
      const end = Math.min(at + STEP_BYTES, data.length);
      inflater.push(data.subarray(at, end));
      if (size >= MIN_RATIO_CHECK_BYTES && size > (end - 2) * maxRatio) return 'ratio';
    }
  } catch {
    // Damaged data or the stream's end passed: what was counted stands; pdf.js judges the rest.
  }
  return size;
}

type PdfStreamVerdict = 'unpacked' | 'ratio' | undefined;

/**
 * Whether the PDF's Flate-compressed streams other than images pass a limit: 'unpacked' when they
 * unpack to more than `limits.maxPdfUnpackedBytes` in all, 'ratio' when one is packed tighter than
 * `limits.maxCompressionRatio`. Streams are found by their keyword (`<< … >> stream … endstream`),
 * as a PDF reader repairing a damaged file would.
 */
export function checkPdfStreams(
  bytes: Uint8Array,
  limits: Pick<ImportLimits, 'maxPdfUnpackedBytes' | 'maxCompressionRatio'>,
): PdfStreamVerdict {
  const limit = limits.maxPdfUnpackedBytes;
  let total = 0;
  for (
    let at = indexOfSequence(bytes, STREAM, 0);
    at !== -1;
    at = indexOfSequence(bytes, STREAM, at + 1)
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
    const end = indexOfSequence(bytes, ENDSTREAM, dataStart);
    const data = bytes.subarray(dataStart, end === -1 ? bytes.length : end);
    const size = inflatedSize(data, limit - total, limits.maxCompressionRatio);
    if (size === 'ratio') return 'ratio';
    total += size;
    if (total > limit) return 'unpacked';
    if (end === -1) break;
    at = end + ENDSTREAM.length;
  }
  return undefined;
}
