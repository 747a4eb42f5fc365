/**
 * The server's failure with a user-facing message: Hono's HTTPException (a status and a message),
 * which the app's one onError turns into `{ success: false, error }`, never a stack trace.
 */
import { HTTPException } from 'hono/http-exception';

export type FailureStatus =
  400 | 401 | 403 | 404 | 405 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;

export class AppError extends HTTPException {
  declare readonly status: FailureStatus;
  /** Extra response headers (Retry-After on a 429 or 503). */
  readonly headers: Record<string, string>;

  constructor(
    status: FailureStatus,
    /** Shown to the user as `error` in the envelope; never a stack trace or a secret. */
    message: string,
    options?: { cause?: unknown; headers?: Record<string, string> },
  ) {
    super(status, { message, cause: options?.cause });
    this.name = 'AppError';
    this.headers = options?.headers ?? {};
  }

  /** The message the envelope carries. */
  get userMessage(): string {
    return this.message;
  }
}
