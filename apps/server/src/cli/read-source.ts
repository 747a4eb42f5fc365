/** Reads the paper the CLI is asked to summarise: a file path, or `-` for standard input. */
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { text } from 'node:stream/consumers';
import { ACCEPTED_EXTENSIONS, IMPORT_ERRORS, MAX_IMPORT_BYTES } from '@abstractly/import';
import { LANGUAGES, type Language } from '@abstractly/contracts/options';
import { importDocument } from '@abstractly/import/node';
import { UsageError } from './usage.ts';

/** The paper's text, and its title when the document names one (used when --title is not given). */
export interface Source {
  text: string;
  title?: string;
}

type Reader = (path: string, language?: string) => Promise<Source>;

const withoutBom = (value: string) => value.replace(/^\uFEFF/, '');

const readUtf8: Reader = async (path) => ({ text: withoutBom(await readFile(path, 'utf8')) });

/** product.md "Files": real text from the document, cleaned as the page cleans it. */
const readDocument: Reader = async (path, language) => {
  if ((await stat(path)).size > MAX_IMPORT_BYTES)
    throw new UsageError(IMPORT_ERRORS.tooLarge(MAX_IMPORT_BYTES));
  const result = await importDocument(
    { name: path, bytes: new Uint8Array(await readFile(path)) },
    // --language: a scan is recognised with that language's data and English's.
    language && (LANGUAGES as readonly string[]).includes(language)
      ? { language: language as Language }
      : {},
  );
  if (!result.ok) throw new UsageError(`Cannot read "${path}": ${result.error}`);
  return { text: result.text, ...(result.title ? { title: result.title } : {}) };
};

/** Every file type the page accepts, read by the same importer; .text and no extension as they are. */
const READERS: Record<string, Reader> = {
  ...Object.fromEntries(ACCEPTED_EXTENSIONS.map((extension) => [extension, readDocument])),
  '.text': readUtf8,
  '': readUtf8,
};

/** `language` is the CLI's --language (an unknown one is refused later, with the generation's message). */
export async function readSource(
  path: string,
  stdin: NodeJS.ReadableStream,
  language?: string,
): Promise<Source> {
  if (path === '-') return { text: withoutBom(await text(stdin)) };
  const reader = READERS[extname(path).toLowerCase()];
  if (reader === undefined) {
    throw new UsageError(
      `Cannot read "${path}": ${IMPORT_ERRORS.unsupportedType} Or pipe the text in with "-".`,
    );
  }
  try {
    return await reader(path, language);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`File not found: ${path}`);
    if (code === 'EISDIR')
      throw new UsageError(`${path} is a folder; give the path of a paper file.`);
    throw error;
  }
}
