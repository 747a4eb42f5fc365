/**
 * Bounded reading of zip-based documents (DOCX, ODT, zipped LaTeX projects). The central
 * directory is checked before anything is unpacked (entry count, declared sizes, compression
 * ratio), then each chosen entry is inflated in small steps and stopped as soon as it unpacks to
 * more than it declared, so a zip bomb costs at most one step past its limit; an XML part nested
 * deeper than the limit is refused before any parser sees it. fflate does the inflating (browser and Node alike); the directory walk is by hand because
 * no small library validates a directory without unpacking it (APPNOTE.TXT 6.3.10 is the layout).
 */
import { Inflate } from 'fflate';
import type { ImportLimits } from '@abstractly/contracts/import-limits';
import { MIN_RATIO_CHECK_BYTES } from '@abstractly/contracts/import-limits';
import { IMPORT_ERRORS, failure } from '../messages.ts';
import type { ImportFailure } from '../types.ts';
import { exceedsXmlDepth } from './xml-depth.ts';

export type ZipLimits = Pick<
  ImportLimits,
  'maxUnpackedBytes' | 'maxZipEntryBytes' | 'maxCompressionRatio' | 'maxZipEntries' | 'maxXmlDepth'
>;

export interface ReadZipOptions {
  /** Which entries to unpack (by their path in the archive); the others are never inflated. */
  select(name: string): boolean;
  limits: ZipLimits;
}

/** One entry as the central directory declares it. */
interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

/** Parts read by an XML parser (DOCX's .xml and .rels, ODT's .xml): their nesting is checked. */
const XML_PART = /\.(?:xml|rels)$/i;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;
const ZIP64_EXTRA_ID = 0x0001;
const SATURATED_32 = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;

/**
 * Compressed bytes handed to the inflater per step: deflate expands at most about 1,030 times, so
 * one step adds at most about 16 MB before the size check runs again.
 */
const INFLATE_STEP_BYTES = 16 * 1024;

class ZipFormatError extends Error {}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function findEndOfCentralDirectory(bytes: Uint8Array, data: DataView): number {
  const lowest = Math.max(0, bytes.length - EOCD_LENGTH - MAX_COMMENT_LENGTH);
  for (let at = bytes.length - EOCD_LENGTH; at >= lowest; at--) {
    if (data.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  throw new ZipFormatError('no end of central directory');
}

/** Sizes and offset that did not fit 32 bits sit in the ZIP64 extra field, in this order (4.5.3). */
function applyZip64(entry: ZipEntry, data: DataView, start: number, end: number): void {
  for (let at = start; at + 4 <= end;) {
    const id = data.getUint16(at, true);
    const length = data.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA_ID) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + length) throw new ZipFormatError('short zip64 field');
        const value = Number(data.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (entry.size === SATURATED_32) entry.size = next();
      if (entry.compressedSize === SATURATED_32) entry.compressedSize = next();
      if (entry.localHeaderOffset === SATURATED_32) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + length;
  }
}

/** The central directory's entries, or a failure when there are more than the limit. */
function listZipEntries(bytes: Uint8Array, maxEntries: number): ZipEntry[] | ImportFailure {
  const data = view(bytes);
  const eocd = findEndOfCentralDirectory(bytes, data);
  const declaredCount = data.getUint16(eocd + 10, true);
  if (declaredCount > maxEntries)
    return failure('too-complex', IMPORT_ERRORS.tooManyEntries(maxEntries));
  let at = data.getUint32(eocd + 16, true);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  // The walk ends at the end-of-directory record, whatever the count says (ZIP64 saturates it).
  while (at + 46 <= eocd && data.getUint32(at, true) === CENTRAL_SIGNATURE) {
    if (entries.length === maxEntries)
      return failure('too-complex', IMPORT_ERRORS.tooManyEntries(maxEntries));
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const nameStart = at + 46;
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      flags: data.getUint16(at + 8, true),
      method: data.getUint16(at + 10, true),
      compressedSize: data.getUint32(at + 20, true),
      size: data.getUint32(at + 24, true),
      localHeaderOffset: data.getUint32(at + 42, true),
    };
    applyZip64(entry, data, nameStart + nameLength, nameStart + nameLength + extraLength);
    entries.push(entry);
    at = nameStart + nameLength + extraLength + commentLength;
  }
  if (entries.length === 0) throw new ZipFormatError('empty central directory');
  return entries;
}

/** The limits the directory can be checked against before anything is unpacked. */
function checkDeclared(entries: ZipEntry[], limits: ZipLimits): ImportFailure | undefined {
  let total = 0;
  for (const entry of entries) {
    if (entry.flags & ENCRYPTED_FLAG || (entry.method !== STORED && entry.method !== DEFLATED))
      throw new ZipFormatError('unsupported entry');
    if (entry.size > limits.maxZipEntryBytes)
      return failure('too-large', IMPORT_ERRORS.zipEntryTooLarge(limits.maxZipEntryBytes));
    total += entry.size;
    if (total > limits.maxUnpackedBytes)
      return failure('too-large', IMPORT_ERRORS.unpackedTooLarge(limits.maxUnpackedBytes));
    if (
      entry.size >= MIN_RATIO_CHECK_BYTES &&
      entry.size > entry.compressedSize * limits.maxCompressionRatio
    )
      return failure('too-complex', IMPORT_ERRORS.compressionRatio(limits.maxCompressionRatio));
  }
  return undefined;
}

function compressedData(bytes: Uint8Array, data: DataView, entry: ZipEntry): Uint8Array {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || data.getUint32(at, true) !== LOCAL_SIGNATURE)
    throw new ZipFormatError('bad local header');
  const start = at + 30 + data.getUint16(at + 26, true) + data.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ZipFormatError('entry past the end');
  return bytes.subarray(start, end);
}

/**
 * Inflates one entry, stopping as soon as it unpacks to more than its directory record declared
 * (the declared size already passed the limits, so this also stops it at the limits).
 */
function inflateBounded(compressed: Uint8Array, declaredSize: number): Uint8Array | ImportFailure {
  const chunks: Uint8Array[] = [];
  let produced = 0;
  let overrun = false;
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > declaredSize) overrun = true;
    else chunks.push(chunk);
  });
  for (let at = 0; at < compressed.length && !overrun; at += INFLATE_STEP_BYTES) {
    const end = Math.min(at + INFLATE_STEP_BYTES, compressed.length);
    inflater.push(compressed.subarray(at, end), end === compressed.length);
  }
  if (overrun) return failure('too-complex', IMPORT_ERRORS.zipSizeMismatch);
  const out = new Uint8Array(produced);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * The chosen entries' contents by name, a failure naming the limit that was passed, or a
 * "damaged" failure (thrown as ZipFormatError inside, so the caller gives its format's message).
 */
export function readZip(
  bytes: Uint8Array,
  options: ReadZipOptions,
  corrupt: ImportFailure,
): Map<string, Uint8Array> | ImportFailure {
  try {
    const all = listZipEntries(bytes, options.limits.maxZipEntries);
    if ('ok' in all) return all;
    const chosen = all.filter((entry) => !entry.name.endsWith('/') && options.select(entry.name));
    const declared = checkDeclared(chosen, options.limits);
    if (declared) return declared;
    const data = view(bytes);
    const files = new Map<string, Uint8Array>();
    for (const entry of chosen) {
      const compressed = compressedData(bytes, data, entry);
      const content =
        entry.method === STORED
          ? compressed.length === entry.size
            ? compressed.slice()
            : failure('too-complex', IMPORT_ERRORS.zipSizeMismatch)
          : inflateBounded(compressed, entry.size);
      if ('ok' in content) return content;
      if (XML_PART.test(entry.name) && exceedsXmlDepth(content, options.limits.maxXmlDepth))
        return failure('too-complex', IMPORT_ERRORS.xmlTooDeep(options.limits.maxXmlDepth));
      files.set(entry.name, content);
    }
    return files;
  } catch {
    // A malformed directory, a truncated entry or bad deflate data: the file is damaged.
    return corrupt;
  }
}
