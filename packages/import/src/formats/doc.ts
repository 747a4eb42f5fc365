/** Legacy Word 97-2003 (.doc) with word-extractor: Node only (it reads with Node's Buffer). */
// word-extractor ships no types: the reference brings ours into every program that compiles this
// file (the server's and the CLI's too), which an ambient file alone does not.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../word-extractor.d.ts" />
import { Buffer } from 'node:buffer';
import { IMPORT_ERRORS, failure } from '../messages.ts';
import type { Block, Extracted, ImportFailure } from '../types.ts';
import { textToBlocks } from './text.ts';

export async function readDoc(bytes: Uint8Array): Promise<Extracted | ImportFailure> {
  try {
    const { default: WordExtractor } = await import('word-extractor');
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    // The body has one paragraph per line (headers, footers and notes are kept apart); table
    // rows are lines of tab-ended cells, and like the DOCX reader this one leaves tables out.
    const paragraphs = (text: string) =>
      text.split('\n').filter((line) => line.trim() && !line.endsWith('\t'));
    const body = paragraphs(document.getBody()).join('\n\n');
    // The footnotes, then the endnotes, each in the order of its marks: note blocks.
    const notes = [document.getFootnotes(), document.getEndnotes()]
      .flatMap(paragraphs)
      .map((text): Block => ({ kind: 'paragraph', text: text.trim(), note: true }));
    return { blocks: [...textToBlocks(body), ...notes], warnings: [] };
  } catch {
    return failure('corrupt', IMPORT_ERRORS.corruptDoc);
  }
}
