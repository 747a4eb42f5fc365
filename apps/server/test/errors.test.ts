import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.ts';
import { describeFailure } from '../src/generate.ts';

describe('failures become the envelope, never a stack trace', () => {
  const logged: unknown[] = [];
  const log = (_: string, error: unknown) => logged.push(error);

  it('an AppError is an HTTPException with its status, message and headers', () => {
    const error = new AppError(429, 'Too many requests: try again in 5 seconds.', {
      headers: { 'Retry-After': '5' },
    });
    expect(error).toBeInstanceOf(HTTPException);
    expect(describeFailure(error, log)).toEqual({
      status: 429,
      envelope: { success: false, error: 'Too many requests: try again in 5 seconds.' },
    });
    expect(error.headers).toEqual({ 'Retry-After': '5' });
  });

  it("Hono's own HTTPException keeps its status and message", () => {
    expect(describeFailure(new HTTPException(413, { message: 'Too large.' }), log)).toEqual({
      status: 413,
      envelope: { success: false, error: 'Too large.' },
    });
  });

  it('anything else is the generic 500, logged, its stack never in the envelope', () => {
    const failure = describeFailure(new TypeError('x is undefined'), log);
    expect(failure).toEqual({
      status: 500,
      envelope: { success: false, error: 'Failed to generate abstract' },
    });
    expect(JSON.stringify(failure)).not.toMatch(/TypeError|at /u);
    expect(logged.at(-1)).toBeInstanceOf(TypeError);
  });
});
