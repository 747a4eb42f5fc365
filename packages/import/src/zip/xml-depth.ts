/**
 * How deeply an XML document nests its elements, found by one pass over the bytes before a parser
 * builds a tree of it: parsers and the readers walking their trees recurse per level, so
 * a document nested a million levels deep would exhaust the stack or the heap first.
 */
import { indexOfSequence } from '../bytes.ts';

const LT = 0x3c; // <
const GT = 0x3e; // >
const SLASH = 0x2f; // /
const BANG = 0x21; // !
const QUESTION = 0x3f; // ?
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

const COMMENT_END = [0x2d, 0x2d, GT]; // -->
const CDATA_END = [0x5d, 0x5d, GT]; // ]]>
const PI_END = [QUESTION, GT]; // ?>

/** The end of a start tag, past quoted attribute values (which may hold ">"). */
function endOfTag(bytes: Uint8Array, from: number): number {
  let quote = 0;
  for (let at = from; at < bytes.length; at++) {
    const byte = bytes[at]!;
    if (quote) {
      if (byte === quote) quote = 0;
    } else if (byte === DOUBLE_QUOTE || byte === SINGLE_QUOTE) quote = byte;
    else if (byte === GT) return at;
  }
  return -1;
}

/**
 * True when some element sits more than `maxDepth` levels deep. Comments, CDATA sections,
 * processing instructions and declarations do not nest; the scan stops at the first level too deep.
 */
export function exceedsXmlDepth(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  for (let at = bytes.indexOf(LT); at !== -1; at = bytes.indexOf(LT, at + 1)) {
    const next = bytes[at + 1];
    if (next === SLASH) {
      depth--;
      continue;
    }
    let end: number;
    if (next === QUESTION) end = indexOfSequence(bytes, PI_END, at + 2);
    else if (next === BANG) {
      // <!-- comment -->, <![CDATA[ … ]]> or a declaration such as <!DOCTYPE …>.
      if (bytes[at + 2] === 0x2d) end = indexOfSequence(bytes, COMMENT_END, at + 4);
      else if (bytes[at + 2] === 0x5b) end = indexOfSequence(bytes, CDATA_END, at + 3);
      else end = endOfTag(bytes, at + 2);
    } else {
      end = endOfTag(bytes, at + 1);
      if (end !== -1 && bytes[end - 1] !== SLASH && ++depth > maxDepth) return true;
    }
    if (end === -1) return false;
    at = end;
  }
  return false;
}
