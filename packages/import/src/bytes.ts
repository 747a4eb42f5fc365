/** Byte-level search shared by the readers that look into raw files (XML parts, PDF streams). */

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
