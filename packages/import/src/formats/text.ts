/** Plain text: encoding detection, then paragraphs by blank lines (or one per line when unwrapped). */
import { looksLikeHeading } from '../clean/headings.ts';
import { buildVocabulary, joinHyphenation } from '../clean/hyphenation.ts';
import { dropRunningHeaders } from '../clean/running-headers.ts';
import { IMPORT_ERRORS, IMPORT_WARNINGS, failure } from '../messages.ts';
import type { Block, Extracted, ImportFailure } from '../types.ts';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'latin1';

/** A hard-wrapped file never has lines this long; a file that has them writes one paragraph per line. */
const UNWRAPPED_LINE = 200;

/**
 * Decodes text: a byte-order mark picks UTF-8 or UTF-16; otherwise valid UTF-8 is UTF-8, and
 * anything else is read as Latin-1 (the WHATWG "latin1" label, i.e. windows-1252). NUL bytes
 * without a UTF-16 mark mean a binary file, not text.
 */
export function decodeText(
  bytes: Uint8Array,
): { text: string; encoding: TextEncoding } | ImportFailure {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be' };
  if (bytes.includes(0)) return failure('unsupported-type', IMPORT_ERRORS.binaryText);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'latin1' };
  }
}

/** Windows-1252 characters for bytes 0x80–0x9F (unassigned bytes keep their Latin-1 code point). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Latin-1 as text files mean it: windows-1252, which browsers also use for the "latin1" label. By
 * hand, because Node's TextDecoder maps 0x80–0x9F to control characters instead.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes)
    text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/** Lines of text split into blocks: blank lines separate paragraphs; headings stand alone. */
export function textToBlocks(text: string): Block[] {
  const normalized = text.replace(/\r\n?/g, '\n');
  // Text saved from a PDF separates pages with form feeds: running headers can be found there too.
  const pages = normalized
    .split('\f')
    .map((page) => page.replace(/^\s*\n|\n\s*$/g, '').split('\n'));
  const lines = (pages.length > 1 ? dropRunningHeaders(pages) : pages).flatMap((page) => [
    ...page,
    '',
  ]);
  const vocabulary = buildVocabulary(lines);

  const blocks: Block[] = [];
  let group: string[] = [];
  const flush = () => {
    const unwrapped = group.some((line) => line.length > UNWRAPPED_LINE);
    const paragraphs = unwrapped ? group.map((line) => [line]) : [group];
    for (const paragraph of paragraphs) {
      const joined = joinHyphenation(paragraph, vocabulary).replace(/\s+/g, ' ').trim();
      if (!joined) continue;
      const heading = paragraph.length === 1 && looksLikeHeading(joined);
      blocks.push({ kind: heading ? 'heading' : 'paragraph', text: joined });
    }
    group = [];
  };
  for (const line of lines) {
    if (!line.trim()) flush();
    // A heading line directly above its text ("1 Introduction" then the paragraph) stands alone.
    else if (looksLikeHeading(line) && (!group.length || /[.!?:]$/.test(group.at(-1)!.trim()))) {
      flush();
      group.push(line);
      flush();
    } else group.push(line);
  }
  flush();
  return blocks;
}

export function readText(bytes: Uint8Array): Extracted | ImportFailure {
  const decoded = decodeText(bytes);
  if ('ok' in decoded) return decoded;
  return {
    blocks: textToBlocks(decoded.text),
    warnings: decoded.encoding === 'latin1' ? [IMPORT_WARNINGS.latin1] : [],
  };
}
