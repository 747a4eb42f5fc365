/** POST generate-abstract: the form object in, the seed §7 envelope out. */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { admitted, type Admission, type GenerationTiming } from '../admission.ts';
import { withDeadline } from '../deadline.ts';
import { AppError } from '../errors.ts';
import { generate } from '../generate.ts';
import type { Provider } from '../providers/types.ts';

export const NOT_JSON_MESSAGE = 'Send the form as JSON (Content-Type: application/json).';
export const MALFORMED_JSON_MESSAGE = 'The request body is not valid JSON.';
/** The 405 message of every function: each is called with POST only. */
export const methodNotAllowedMessage = (name: string) => `Use POST to call ${name}.`;

/** "2 MiB", "512 KiB" or "1500 bytes": the limit as a person would write it. */
export function formatBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** application/json or any +json type, parameters such as charset allowed. */
function isJsonContentType(header: string | undefined): boolean {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** The parsed body and its length in characters. */
async function readJson(c: Context): Promise<{ value: unknown; length: number }> {
  // Read as text first so a body-limit or network error is not mistaken for malformed JSON.
  const text = await c.req.text();
  try {
    return { value: JSON.parse(text) as unknown, length: text.length };
  } catch {
    throw new AppError(400, MALFORMED_JSON_MESSAGE);
  }
}

export interface RouteOptions {
  provider: Provider;
  maxBodyBytes: number;
  /** Longest a generation may run before the answer is a 503 (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** The first-come-first-served queue in front of the provider (see admission.ts). */
  admission: Admission;
}

/**
 * A JSON function at `/`: POST only, JSON only, bounded body, malformed JSON named; `handle` gets
 * the parsed body, the request's abort signal and the timing the request log reports, and returns
 * the envelope's `data`. Shared by generate-abstract and check-abstract, so both answer bad input
 * alike. With `admission`, an overloaded server refuses before the body is read.
 */
export function jsonFunctionRoute(
  name: string,
  options: Pick<RouteOptions, 'maxBodyBytes' | 'requestTimeoutMs'> & { admission?: Admission },
  handle: (
    body: unknown,
    signal: AbortSignal,
    timing: GenerationTiming,
  ) => Promise<unknown> | unknown,
) {
  const route = new Hono();
  route.post(
    '/',
    async (c, next) => {
      if (!isJsonContentType(c.req.header('content-type')))
        throw new AppError(415, NOT_JSON_MESSAGE);
      // The request log reports the queue wait and run time it gets filled with.
      const timing: GenerationTiming = {};
      const declared = Number(c.req.header('content-length'));
      if (Number.isSafeInteger(declared) && declared > 0) timing.size = declared;
      c.set('generationTiming', timing);
      // Before the body limit, which makes the runtime build a full Request and body stream:
      // under overload a refusal then costs only the headers' parsing (measured: building them
      // for every refusal took most of the one core that answers requests).
      options.admission?.refuseIfBusy(timing);
      await next();
    },
    bodyLimit({
      maxSize: options.maxBodyBytes,
      onError: () => {
        throw new AppError(
          413,
          `The request is too large (limit ${formatBytes(options.maxBodyBytes)}).`,
        );
      },
    }),
    async (c) => {
      const timing = c.get('generationTiming');
      const { value: body, length } = await readJson(c);
      timing.size ??= length;
      // The signal also fires when the client goes away, so abandoned work stops too.
      const data = await withDeadline(options.requestTimeoutMs, c.req.raw.signal, (signal) =>
        Promise.resolve(handle(body, signal, timing)),
      );
      return c.json({ success: true, data });
    },
  );
  route.all('/', () => {
    throw new AppError(405, methodNotAllowedMessage(name), {
      headers: { Allow: 'POST, OPTIONS' },
    });
  });
  return route;
}

export function generateAbstractRoute(options: RouteOptions) {
  return jsonFunctionRoute('generate-abstract', options, (body, signal, timing) =>
    generate(body, admitted(options.provider, options.admission, timing), { signal }),
  );
}
