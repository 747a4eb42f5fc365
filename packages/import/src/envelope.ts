/** The extract-text endpoint's answer: the server's `{ success, error?, data? }` envelope both ways. */
import type { DocumentFormat, ImportErrorCode, ImportResult, ImportSuccess } from './types.ts';

/** What `data` holds on success: the import result without its `ok` flag. */
export type ExtractTextData = Omit<ImportSuccess, 'ok'>;

export type ExtractTextEnvelope =
  { success: true; data: ExtractTextData } | { success: false; error: string };

/** HTTP status for each failure: 413 over the limit, 415 a type we do not read, 422 a file we cannot use. */
export const EXTRACT_TEXT_STATUS: Record<ImportErrorCode, 413 | 415 | 422 | 503> = {
  'too-large': 413,
  'too-complex': 422,
  'unsupported-type': 415,
  empty: 422,
  corrupt: 422,
  encrypted: 422,
  'no-text': 422,
  'server-required': 503,
  unavailable: 503,
  // The server's imports are not cancelled by the caller (a client that leaves just goes away).
  cancelled: 422,
};

const DOCUMENT_FORMATS: readonly DocumentFormat[] = [
  'txt',
  'pdf',
  'docx',
  'doc',
  'tex',
  'zip',
  'md',
  'image',
  'odt',
  'rtf',
];

export const UNEXPECTED_ANSWER = 'The server could not read this file. Please try again.';

/** The server side: status and body for an import result. */
export function toExtractTextResponse(result: ImportResult): {
  status: 200 | 413 | 415 | 422 | 503;
  body: ExtractTextEnvelope;
} {
  if (!result.ok)
    return {
      status: EXTRACT_TEXT_STATUS[result.code],
      body: { success: false, error: result.error },
    };
  const { ok: _ok, ...data } = result;
  return { status: 200, body: { success: true, data } };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The browser side: an import result from the endpoint's JSON, whatever came back. */
export function readExtractTextEnvelope(body: unknown): ImportResult {
  if (!isObject(body)) return { ok: false, code: 'unavailable', error: UNEXPECTED_ANSWER };
  if (body.success !== true) {
    const error = typeof body.error === 'string' && body.error ? body.error : UNEXPECTED_ANSWER;
    return { ok: false, code: 'unavailable', error };
  }
  const data = body.data;
  if (
    !isObject(data) ||
    typeof data.text !== 'string' ||
    typeof data.words !== 'number' ||
    !DOCUMENT_FORMATS.includes(data.format as DocumentFormat)
  ) {
    return { ok: false, code: 'unavailable', error: UNEXPECTED_ANSWER };
  }
  return {
    ok: true,
    text: data.text,
    words: data.words,
    format: data.format as DocumentFormat,
    ...(typeof data.title === 'string' ? { title: data.title } : {}),
    ...(typeof data.abstract === 'string' ? { abstract: data.abstract } : {}),
    warnings: Array.isArray(data.warnings)
      ? data.warnings.filter((w): w is string => typeof w === 'string')
      : [],
  };
}
