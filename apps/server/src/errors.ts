/** One error type for everything the server answers with a failure: a status and a user-facing message. */

export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504,
    /** Shown to the user as `error` in the envelope; never a stack trace or a secret. */
    readonly userMessage: string,
    options?: { cause?: unknown; headers?: Record<string, string> },
  ) {
    super(userMessage, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.headers = options?.headers ?? {};
  }

  readonly headers: Record<string, string>;
}
