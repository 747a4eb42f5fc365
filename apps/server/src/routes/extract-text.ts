/** POST extract-text: a document in (raw body + x-file-name, or multipart field "file"), its text out. */
import {
  IMPORT_ERRORS,
  MAX_IMPORT_BYTES,
  type ImportFile,
  type ImportOptions,
  type ImportResult,
  toExtractTextResponse,
} from '@abstractly/import';
import { LANGUAGES, type Language } from '@abstractly/contracts/options';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors.ts';
import { methodNotAllowedMessage } from './generate-abstract.ts';

/** `importDocument` of `@abstractly/import/node`, passed in so the app itself needs no Node APIs. */
export type DocumentImporter = (file: ImportFile, options?: ImportOptions) => Promise<ImportResult>;

export const FILE_NAME_HEADER = 'x-file-name';
export const MISSING_FILE_MESSAGE =
  'Send the file as the request body with its name in the x-file-name header, or as the multipart form field "file".';

/** Room for multipart boundaries and part headers on top of the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The header is URI-encoded by the page so that any file name fits in it. */
function decodeName(header: string): string {
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

async function readUpload(c: Context): Promise<ImportFile> {
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) throw new AppError(400, MISSING_FILE_MESSAGE);
    return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
  }
  const name = c.req.header(FILE_NAME_HEADER);
  if (!name) throw new AppError(400, MISSING_FILE_MESSAGE);
  return { name: decodeName(name), bytes: new Uint8Array(await c.req.arrayBuffer()) };
}

/**
 * `?language=fr`: the paper's language, as the generation form names it; a scan is then
 * recognised with that language's data and English's (default: English).
 */
function readLanguage(value: string | undefined): Language | undefined {
  if (value === undefined || value === '') return undefined;
  if ((LANGUAGES as readonly string[]).includes(value)) return value as Language;
  throw new AppError(400, unknownLanguageMessage(value));
}

export const unknownLanguageMessage = (value: string) =>
  `Unknown language "${value}" in the language parameter. Use one of: ${LANGUAGES.join(', ')}.`;

export function extractTextRoute(options: { importDocument: DocumentImporter; maxBytes?: number }) {
  const maxBytes = options.maxBytes ?? MAX_IMPORT_BYTES;
  const route = new Hono();
  route.post(
    '/',
    bodyLimit({
      maxSize: maxBytes + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw new AppError(413, IMPORT_ERRORS.tooLarge(maxBytes));
      },
    }),
    async (c) => {
      const language = readLanguage(c.req.query('language'));
      const result = await options.importDocument(await readUpload(c), {
        maxBytes,
        ...(language ? { language } : {}),
      });
      const { status, body } = toExtractTextResponse(result);
      return c.json(body, status);
    },
  );
  route.all('/', () => {
    throw new AppError(405, methodNotAllowedMessage('extract-text'), {
      headers: { Allow: 'POST, OPTIONS' },
    });
  });
  return route;
}
