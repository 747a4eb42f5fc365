/** The one generation path shared by the HTTP route and the CLI: validate, generate, stamp, check. */
import {
  MESSAGES,
  runGenerate,
  type GenerateResponse,
  type GenerationData,
  type RunFailure,
} from '@abstractly/contracts';
import { HTTPException } from 'hono/http-exception';
import { AppError, type FailureStatus } from './errors.ts';
import type { Provider } from './providers/types.ts';

/** Where unexpected errors are reported; never given the user's text. */
export type ErrorLogger = (message: string, error: unknown) => void;

export const logToConsole: ErrorLogger = (message, error) => {
  console.error(message, error instanceof Error ? (error.stack ?? error.message) : String(error));
};

/**
 * Validates a request body (seed §5 via the contracts), runs the provider and returns the
 * response's `data`. Fails with an AppError: 400 for a bad request, the provider's own status for
 * its typed failures, 500 when the result does not match the response contract.
 */
export async function generate(
  body: unknown,
  provider: Provider,
  options: { signal?: AbortSignal } = {},
): Promise<GenerationData> {
  const outcome = await runGenerate(body, (request) => provider.generate(request, options));
  if (outcome.ok) return outcome.data;
  throw failureError(
    outcome,
    `Provider "${provider.name}" returned data that breaks the response contract`,
  );
}

/**
 * A failed run as the error the server throws: the user's AppError, or for a broken response
 * contract (a bug, not the user's fault) a plain Error whose message names what broke, for the log.
 */
export function failureError(failure: RunFailure, what: string): Error {
  return failure.status === 500
    ? new Error(`${what}: ${failure.problems ?? failure.error}`)
    : new AppError(failure.status, failure.error);
}

/** Seed §8: anything that is not an AppError reaches the user as 'Failed to generate abstract'. */
export function describeFailure(
  error: unknown,
  log: ErrorLogger,
): { status: FailureStatus; envelope: { success: false; error: string } } {
  if (error instanceof AppError) {
    return { status: error.status, envelope: { success: false, error: error.userMessage } };
  }
  // Hono's own HTTPExceptions carry a status and a plain message, never the user's text.
  if (error instanceof HTTPException && error.status >= 400 && error.message) {
    return {
      status: error.status as FailureStatus,
      envelope: { success: false, error: error.message },
    };
  }
  log('Generation failed unexpectedly:', error);
  return { status: 500, envelope: { success: false, error: MESSAGES.unsuccessfulFallback } };
}

/** The CLI's form of `generate`: never throws, answers with the function's exact envelope. */
export async function generateEnvelope(
  body: unknown,
  provider: Provider,
  log: ErrorLogger,
): Promise<{ status: number; envelope: GenerateResponse }> {
  try {
    return { status: 200, envelope: { success: true, data: await generate(body, provider) } };
  } catch (error) {
    return describeFailure(error, log);
  }
}
