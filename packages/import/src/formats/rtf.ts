/**
 * Rich Text Format (.rtf: WordPad, TextEdit, Word and LibreOffice "Save as RTF"), with
 * rtf-stream-parser: its tokenizer and its plain-text consumer handle groups, destinations,
 * `\'hh` bytes in the document's or the font's ANSI code page, and `\uN` with its `\ucN`
 * fallbacks. Node only: the library is built on Node's streams and Buffer.
 *
 * On top of its plain text, this reader keeps only the running text: headers and footers,
 * field instructions (a link's target, PAGE), pictures, objects and the document's information
 * group are left out, and so are tables, as the other readers do. Footnotes and endnotes are read
 * in a pass of their own and become note blocks, in the order they stand.
 */
import iconv from 'iconv-lite';
import { Buffer } from 'node:buffer';
import type { ImportLimits } from '@abstractly/contracts/import-limits';
import { Tokenize } from 'rtf-stream-parser';
import type { FeatureHandler } from 'rtf-stream-parser/dist/src/features/types.js';
import type { ProcessTokensGlobalState } from 'rtf-stream-parser/dist/src/ProcessTokens.types.js';
import { ToPlainText } from 'rtf-stream-parser/dist/src/ToPlainText.js';
import { utf8BomLength } from '../bytes.ts';
import { IMPORT_ERRORS, failure } from '../messages.ts';
import type { Block, Extracted, ImportFailure } from '../types.ts';
import { textToBlocks } from './text.ts';

/**
 * Destinations whose text is not the document's running text (RTF 1.9.1 spec). Optional ones
 * (`{\*\…}`) the library already leaves out; these are the ones a reader must know.
 */
const SKIPPED_DESTINATIONS = [
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'footnote',
  'annotation',
  'fldinst',
  'pict',
  'object',
  'info',
  'txe',
  'xe',
  'tc',
];

/** Paragraphs of a table carry `\intbl` until the next `\pard`. */
interface TableState {
  inTable?: boolean;
}

type Global = ProcessTokensGlobalState & {
  _state: ProcessTokensGlobalState['_state'] & TableState;
};

/** The library's TokenType.GROUP_START ("{"), a const enum its typings do not let us import. */
const GROUP_START = 0;

/** Thrown when groups nest deeper than the limit: each level costs the library a state object. */
class TooDeep extends Error {}

/** Which text a pass reads: the running text, or the footnotes and endnotes (`\footnote`). */
type Part = 'body' | 'notes';

const runningTextOnly = (maxDepth: number, part: Part): FeatureHandler<Global> => ({
  tokenHandlers: {
    [GROUP_START]: (global) => {
      if (global._state.groupDepth >= maxDepth) throw new TooDeep();
    },
  },
  controlHandlers: {
    intbl: (global) => void (global._state.inTable = true),
    pard: (global) => void (global._state.inTable = false),
    // A line break inside a paragraph; `\par` (and a page or section break) ends one.
    line: (global) => {
      global._pushOutput(' ');
      return true;
    },
    page: (global) => void global._pushOutput('\n'),
    // A note starts on a line of its own. LibreOffice writes notes as optional destinations
    // (`{\*\footnote …}`), whose text the library would leave out: the notes' pass reads them.
    footnote: (global) => {
      if (part !== 'notes') return;
      global._state.destIgnorable = global._state.destIgnorableImmediate = false;
      global._pushOutput('\n');
    },
    sect: (global) => void global._pushOutput('\n'),
  },
  outputDataFilter: (global) => {
    if (global._state.inTable) return true;
    const destinations = global._state.allDestinations ?? {};
    const inNote = Boolean(destinations.footnote);
    if (inNote !== (part === 'notes')) return true;
    return (
      SKIPPED_DESTINATIONS.some((name) => name !== 'footnote' && destinations[name]) || undefined
    );
  },
});

/** The library's plain-text consumer, with the filter above consulted first. */
class RunningText extends ToPlainText {
  constructor(maxDepth: number, part: Part, warn: (message: string) => void) {
    super({ decode: (bytes, encoding) => iconv.decode(bytes, encoding), warn });
    (this._featureHandlers as FeatureHandler<Global>[]).unshift(runningTextOnly(maxDepth, part));
  }
}

/**
 * The document's text (or its notes' text), one paragraph a line; throws when the file is not
 * whole, well-formed RTF.
 */
function rtfToText(bytes: Uint8Array, maxDepth: number, part: Part): string {
  let incomplete = false;
  const tokenizer = new Tokenize();
  const consumer = new RunningText(maxDepth, part, (message) => {
    // A file cut short never closes its outer group: the rest of the document is missing.
    if (/not enough matching closing brackets/i.test(message)) incomplete = true;
  });
  const fail = (error?: Error | null) => {
    if (error) throw error;
  };
  // Driven synchronously, as the library's own deEncapsulateSync does: no stream machinery.
  const chunks: string[] = [];
  tokenizer.push = (token) => (consumer._transform(token, '', fail), true);
  consumer.push = (chunk: string) => (chunks.push(chunk), true);
  // A UTF-8 byte-order mark before "{\rtf" (some editors write one) is not part of the RTF.
  const start = utf8BomLength(bytes);
  tokenizer._transform(
    Buffer.from(bytes.buffer, bytes.byteOffset + start, bytes.length - start),
    'buffer',
    fail,
  );
  tokenizer._flush(fail);
  consumer._flush(fail);
  if (incomplete) throw new Error('RTF group not closed');
  return chunks.join('');
}

/** Whether the RTF has a footnote (or endnote) destination, `\footnote`, anywhere. */
const hasFootnote = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).includes('\\footnote');

/** `limits.maxXmlDepth` bounds the nesting of RTF's groups as it bounds XML's. */
export function readRtf(bytes: Uint8Array, limits: ImportLimits): Extracted | ImportFailure {
  let text: string;
  let notes: string;
  try {
    text = rtfToText(bytes, limits.maxXmlDepth, 'body');
    // The notes' pass reads the whole file again: only when it has a note to read.
    notes = hasFootnote(bytes) ? rtfToText(bytes, limits.maxXmlDepth, 'notes') : '';
  } catch (error) {
    return error instanceof TooDeep
      ? failure('too-complex', IMPORT_ERRORS.xmlTooDeep(limits.maxXmlDepth))
      : failure('corrupt', IMPORT_ERRORS.corruptRtf);
  }
  const lines = (part: string) => part.split(/\r?\n/).filter((line) => line.trim());
  const paragraphs = lines(text);
  if (!paragraphs.length) return failure('no-text', IMPORT_ERRORS.noText);
  const noteBlocks = lines(notes).map((line): Block => ({
    kind: 'paragraph',
    text: line.trim(),
    note: true,
  }));
  return { blocks: [...textToBlocks(paragraphs.join('\n\n')), ...noteBlocks], warnings: [] };
}
