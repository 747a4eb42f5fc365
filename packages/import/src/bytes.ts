/** Byte-level checks shared by format detection and the readers that look into raw files. */

/** Where `sequence` first occurs in `bytes` at or after `from`, or -1. */
export function indexOfSequence(
  bytes: Uint8Array,
  sequence: readonly number[],
  from: number,
): number {
  const first = sequence[0]!;
  for (let at = bytes.indexOf(first, from); at !== -1; at = bytes.indexOf(first, at + 1)) {
    if (sequence.every((byte, i) => bytes[at + i] === byte)) return at;
  }
  return -1;
}

/** Whether `signature` occurs in `bytes` at `at`. */
export function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Length of the UTF-8 byte-order mark that some editors put before a file's text: 3 or 0. */
export function utf8BomLength(bytes: Uint8Array): number {
  return startsWith(bytes, UTF8_BOM) ? UTF8_BOM.length : 0;
}
