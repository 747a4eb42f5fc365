/**
 * The one place a .zip is opened (fflate), with limits: a LaTeX project is a few megabytes of
 * text, so more entries or more unpacked bytes than below, or a compression ratio no source
 * file reaches, is refused before anything is inflated.
 */
import { unzipSync } from 'fflate';
import { IMPORT_ERRORS, failure } from '../messages.ts';
import type { ImportFailure } from '../types.ts';

export const MAX_ZIP_ENTRIES = 2000;
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
/** Text compresses about 3–10×; a declared ratio past this is a zip bomb. */
const MAX_RATIO = 200;

/** The entries whose names `wanted` accepts, by path; a failure for a damaged or oversized archive. */
export function readZipEntries(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
): Map<string, Uint8Array> | ImportFailure {
  let entries = 0;
  let total = 0;
  let refused = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter(file) {
        entries++;
        if (!wanted(file.name)) return false;
        total += file.originalSize;
        if (
          entries > MAX_ZIP_ENTRIES ||
          total > MAX_UNZIPPED_BYTES ||
          file.originalSize > MAX_RATIO * Math.max(file.size, 1024)
        )
          refused = true;
        return !refused;
      },
    });
  } catch {
    return failure('corrupt', IMPORT_ERRORS.corruptZip);
  }
  if (refused) return failure('too-large', IMPORT_ERRORS.zipTooLarge);
  return new Map(Object.entries(files));
}
