/**
 * The zip-based formats' one way into an archive (LaTeX projects, ODT): the bounded reader of
 * issue 12 (`zip/read-zip.ts`) with the import's limits, and "damaged .zip" for a broken archive.
 */
import { DEFAULT_IMPORT_LIMITS } from '@abstractly/contracts/import-limits';
import { IMPORT_ERRORS, failure } from '../messages.ts';
import type { ImportFailure } from '../types.ts';
import { readZip, type ZipLimits } from '../zip/read-zip.ts';

/** The entries whose names `wanted` accepts, by path; a failure naming the limit, or "damaged". */
export function readZipEntries(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  limits: ZipLimits = DEFAULT_IMPORT_LIMITS,
): Map<string, Uint8Array> | ImportFailure {
  return readZip(bytes, { select: wanted, limits }, failure('corrupt', IMPORT_ERRORS.corruptZip));
}
