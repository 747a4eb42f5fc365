/** Legacy Word 97-2003 (.doc) with word-extractor: Node only (it reads with Node's Buffer). */
// word-extractor ships no types: the reference brings ours into every program that compiles this
// file (the server's and the CLI's too), which an ambient file alone does not.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../word-extractor.d.ts" />
import { Buffer } from 'node:buffer';
import { IMPORT_ERRORS, failure } from '../messages.ts';
import type { Extracted, ImportFailure } from '../types.ts';
import { textToBlocks } from './text.ts';

export async function readDoc(bytes: Uint8Array): Promise<Extracted | ImportFailure> {
  try {
    const { default: WordExtractor } = await import('word-extractor');
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    // The body has one paragraph per line (headers, footers and footnotes are kept apart); table
    // rows are lines of tab-ended cells, and like the DOCX reader this one leaves tables out.
    const body = document
      .getBody()
      .split('\n')
      .filter((line) => !line.endsWith('\t'))
      .join('\n\n');
    return { blocks: textToBlocks(body), warnings: [] };
  } catch {
    return failure('corrupt', IMPORT_ERRORS.corruptDoc);
  }
}
