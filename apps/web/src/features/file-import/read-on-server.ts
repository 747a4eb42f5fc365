/**
 * Legacy .doc and .rtf files: the browser cannot read them (word-extractor and rtf-stream-parser
 * need Node's Buffer and streams), so such a file
 * goes to the server's `POST /functions/v1/extract-text` as multipart `file` (the browser encodes
 * any file name) and comes back as text in the `{ success, error?, data? }` envelope.
 */
import type { ImportFile, ImportResult } from '@abstractly/import';
import { supabaseAnonKey, supabaseUrl } from '../../config/env.ts';

export const EXTRACT_TEXT_PATH = '/functions/v1/extract-text';

/** Throws on a network failure; the import package turns that into its "server unreachable" message. */
export async function readOnServer(file: ImportFile): Promise<ImportResult> {
  const { readExtractTextEnvelope } = await import('@abstractly/import');
  const body = new FormData();
  body.append('file', new Blob([file.bytes.slice()]), file.name);
  const key = supabaseAnonKey();
  // The same public headers supabase-js sends, so a Supabase project's gateway accepts the call.
  const response = await fetch(new URL(EXTRACT_TEXT_PATH, supabaseUrl()), {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}` },
    body,
  });
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // Not JSON (a proxy's error page): the envelope reader gives the generic message.
  }
  return readExtractTextEnvelope(json);
}
