/**
 * Turns what an AI provider call can throw into an AppError a user understands, and a
 * one-line description for the server log that never contains the API key.
 */
import { APICallError } from 'ai';
import { AppError } from '../../errors.ts';

/** Seconds named by a Retry-After header (delta-seconds or an HTTP date), if any. */
export function retryAfterSeconds(headers: Record<string, string> | undefined): number | undefined {
  const raw = headers?.['retry-after'] ?? headers?.['Retry-After'];
  if (raw === undefined) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

/** The provider's own error message from a JSON error body, shortened; never the whole body. */
function providerMessage(error: APICallError): string {
  let message: unknown;
  try {
    const body = JSON.parse(error.responseBody ?? '') as Record<string, unknown>;
    const inner = body.error;
    message =
      typeof inner === 'object' && inner !== null
        ? (inner as Record<string, unknown>).message
        : (inner ?? body.message);
  } catch {
    message = undefined;
  }
  const text = typeof message === 'string' && message.trim() ? message.trim() : error.message;
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

export interface ErrorContext {
  provider: string;
  model: string;
  timeoutMs: number;
  /** True when our own per-call timeout fired (not the caller's signal). */
  timedOut: boolean;
  /** The configured key, removed from anything logged or shown. */
  apiKey: string | undefined;
}

/** An AppError for a failed call, plus the log line; undefined when the error is not a provider failure. */
export function describeCallError(
  error: unknown,
  context: ErrorContext,
): { appError: AppError; log: string } | undefined {
  const where = `${context.provider} model "${context.model}"`;
  if (context.timedOut) {
    const seconds = Math.round(context.timeoutMs / 100) / 10;
    return {
      appError: new AppError(504, `The AI provider did not answer within ${seconds} seconds.`, {
        cause: error,
      }),
      log: `${where}: no answer within ${context.timeoutMs} ms (ABSTRACT_TIMEOUT_MS)`,
    };
  }
  if (!APICallError.isInstance(error)) return undefined;
  const status = error.statusCode;
  const detail = redact(providerMessage(error), context.apiKey);
  return {
    appError: httpFailure(error, detail, context.model),
    log: redact(
      `${where}: ${status === undefined ? 'no HTTP answer' : `HTTP ${status}`} from ${error.url}: ${detail}`,
      context.apiKey,
    ),
  };
}

/** What the user is told for a call that got no HTTP answer or a failing status; `detail` is redacted. */
function httpFailure(error: APICallError, detail: string, model: string): AppError {
  const status = error.statusCode;
  const options = { cause: error };
  if (status === undefined) {
    return new AppError(502, 'The AI provider could not be reached. Try again later.', options);
  }
  if (status === 401 || status === 403) {
    return new AppError(
      502,
      'The AI provider rejected the API key configured on the server',
      options,
    );
  }
  if (status === 429) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds(error.responseHeaders) ?? 30));
    return new AppError(
      429,
      `The AI provider is receiving too many requests. Try again in ${seconds} seconds.`,
      { cause: error, headers: { 'Retry-After': String(seconds) } },
    );
  }
  if (status === 404) {
    return new AppError(
      502,
      `The AI provider does not offer the model "${model}" configured on the server.`,
      options,
    );
  }
  if (status >= 500) {
    return new AppError(
      502,
      `The AI provider is unavailable right now (HTTP ${status}). Try again in a few minutes.`,
      options,
    );
  }
  return new AppError(
    502,
    `The AI provider refused the request (HTTP ${status}): ${detail}`,
    options,
  );
}

/** Removes a secret from a text before it is logged or shown. */
export function redact(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join('[redacted]') : text;
}
