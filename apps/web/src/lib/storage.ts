/**
 * Browser storage that never throws: blocked storage (privacy modes, sandboxed frames) reads as
 * empty, and a full storage is reported so the caller can say so (product.md "Nothing lost").
 */

export type SaveOutcome = { ok: true } | { ok: false; reason: 'quota' | 'unavailable' };

/** Reads storage lazily: merely touching `localStorage` throws in some sandboxed pages. */
function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** True for every browser's way of saying the storage quota is used up. */
export function isQuotaExceeded(error: unknown): boolean {
  if (!(error instanceof DOMException) && !(error instanceof Error)) return false;
  const { name } = error;
  const code = (error as { code?: number }).code;
  // 22: most browsers; 1014: old Firefox (NS_ERROR_DOM_QUOTA_REACHED).
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

export function readItem(key: string, storage = defaultStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, storage = defaultStorage()): SaveOutcome {
  if (!storage) return { ok: false, reason: 'unavailable' };
  try {
    storage.setItem(key, value);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: isQuotaExceeded(error) ? 'quota' : 'unavailable' };
  }
}

export function removeItem(key: string, storage = defaultStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a storage we cannot touch holds nothing of ours.
  }
}

/** Parses JSON, giving `undefined` for anything that is not valid JSON. */
export function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
