/** The one check path shared by the check-abstract route and the CLI's `check` (issue 13). */
import {
  checkDataSchema,
  parseCheckRequest,
  type CheckData,
  type CheckResponse,
} from '@abstractly/contracts';
import { checkAbstract } from '@abstractly/engine';
import { AppError } from './errors.ts';
import { describeFailure, type ErrorLogger } from './generate.ts';

/**
 * Validates a check-abstract body (contracts) and measures the abstract with the engine, whatever
 * the provider: the scores and findings are code, never a model's opinion. 400 for a bad request.
 */
export function check(body: unknown): CheckData {
  const parsed = parseCheckRequest(body);
  if (!parsed.ok) throw new AppError(400, parsed.error);
  const result = checkDataSchema.safeParse(checkAbstract(parsed.value));
  // An engine bug, not the user's fault: the generic 500, the broken fields in the log.
  if (!result.success)
    throw new Error(`check-abstract broke the response contract: ${result.error.message}`);
  return result.data;
}

/** The CLI's form of `check`: never throws, answers with the function's exact envelope. */
export function checkEnvelope(
  body: unknown,
  log: ErrorLogger,
): { status: number; envelope: CheckResponse } {
  try {
    return { status: 200, envelope: { success: true, data: check(body) } };
  } catch (error) {
    return describeFailure(error, log);
  }
}
