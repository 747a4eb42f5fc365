/** The local engine on worker threads gives what the in-process engine gives, and stops when told. */
import { parseGenerateRequest, type GenerateRequest } from '@abstractly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.ts';
import { createPooledLocalProvider, type PooledProvider } from '../src/pool/pooled-local.ts';
import { createLocalProvider } from '../src/providers/local.ts';
import { validBody } from './helpers.ts';

function request(overrides: Record<string, unknown> = {}): GenerateRequest {
  const parsed = parseGenerateRequest({ ...validBody(), ...overrides });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

describe('createPooledLocalProvider', () => {
  let pooled: PooledProvider;
  beforeAll(() => {
    pooled = createPooledLocalProvider({ threads: 1 });
  });
  afterAll(() => pooled.close());

  // Loading the engine on a thread takes seconds on a busy machine.
  it(
    'is ready once its thread has loaded the engine, and ready stays ready',
    { timeout: 30_000 },
    async () => {
      await expect(pooled.ready()).resolves.toBeUndefined();
      await expect(pooled.ready()).resolves.toBeUndefined();
      expect((await pooled.generate(request())).abstract.length).toBeGreaterThan(0);
    },
  );

  it('returns exactly what the in-process engine returns', async () => {
    for (const style of ['narrative', 'structured']) {
      const same = request({ abstract_style: style });
      expect(await pooled.generate(same)).toEqual(await createLocalProvider().generate(same));
    }
    expect(pooled.name).toBe('local');
  });

  it("turns the engine's typed failure into the same 422 AppError", async () => {
    // Blank content never passes the contracts; the engine's own check is reached directly.
    const blank = { ...request(), research_content: '   ' };
    const failure = await pooled.generate(blank).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 422, userMessage: 'The research content is empty.' });
  });

  it('rejects at once when the signal is already aborted, and keeps serving afterwards', async () => {
    const controller = new AbortController();
    controller.abort(new Error('client went away'));
    await expect(pooled.generate(request(), { signal: controller.signal })).rejects.toThrow();
    expect((await pooled.generate(request())).abstract.length).toBeGreaterThan(0);
  });
});
