/** Legacy Word 97-2003 (.doc) with word-extractor: Node only (it reads with Node's Buffer). */
import { Buffer } from 'node:buffer';
import WordExtractor from 'word-extractor';
import { IMPORT_ERRORS, failure } from '../messages.ts';
import type { Extracted, ImportFailure } from '../types.ts';
import { textToBlocks } from './text.ts';

export async function readDoc(bytes: Uint8Array): Promise<Extracted | ImportFailure> {
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    // The body has one paragraph per line; headers, footers, footnotes and comments are separate.
    const body = document.getBody().replace(/\n/g, '\n\n');
    return { blocks: textToBlocks(body), warnings: [] };
  } catch {
    return failure('corrupt', IMPORT_ERRORS.corruptDoc);
  }
}
