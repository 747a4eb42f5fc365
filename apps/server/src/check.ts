/** The check path of the check-abstract route and the CLI's `check`: contracts' runCheck, errors as the server throws them. */
import { runCheck, type CheckData, type CheckResponse } from '@abstractly/contracts';
import { checkAbstract } from '@abstractly/engine';
import { describeFailure, failureError, type ErrorLogger } from './generate.ts';

/**
 * Validates a check-abstract body (contracts) and measures the abstract with the engine, whatever
 * the provider: the scores and findings are code, never a model's opinion. 400 for a bad request.
 */
export function check(body: unknown): CheckData {
  const outcome = runCheck(body, checkAbstract);
  if (outcome.ok) return outcome.data;
  throw failureError(outcome, 'check-abstract broke the response contract');
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
