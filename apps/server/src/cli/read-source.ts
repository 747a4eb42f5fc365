/** Reads the paper the CLI is asked to summarise: a file path, or `-` for standard input. */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { text } from 'node:stream/consumers';
import { UsageError } from './usage.ts';

type Importer = (path: string) => Promise<string>;

const readUtf8: Importer = (path) => readFile(path, 'utf8');

/**
 * File types by extension. PDF, DOCX and DOC (product.md "Files") arrive with the document
 * importer: one `importDocument(path)` entry per type here, nothing else changes.
 */
const IMPORTERS: Record<string, Importer> = {
  '.txt': readUtf8,
  '.text': readUtf8,
  '.md': readUtf8,
  '': readUtf8,
};

const withoutBom = (value: string) => value.replace(/^\uFEFF/, '');

export async function readSource(path: string, stdin: NodeJS.ReadableStream): Promise<string> {
  if (path === '-') return withoutBom(await text(stdin));
  const importer = IMPORTERS[extname(path).toLowerCase()];
  if (importer === undefined) {
    throw new UsageError(
      `Cannot read "${path}": only .txt files are supported for now. Save the paper as plain text, or pipe it in with "-".`,
    );
  }
  try {
    return withoutBom(await importer(path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`File not found: ${path}`);
    if (code === 'EISDIR')
      throw new UsageError(`${path} is a folder; give the path of a .txt file.`);
    throw error;
  }
}
