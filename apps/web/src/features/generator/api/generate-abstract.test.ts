import { MESSAGES } from '@abstractly/contracts';
import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { FILLED_FORM, SERVER_DATA } from '../../../testing/fixtures.ts';
import { generateAbstract, type InvokeFunction } from './generate-abstract.ts';

const answer = (data: unknown, error: unknown = null): InvokeFunction =>
  vi.fn(async () => ({ data, error }));

const httpError = (status: number, body: string, type = 'application/json') =>
  new FunctionsHttpError(new Response(body, { status, headers: { 'content-type': type } }));

describe('generateAbstract (seed §7, §8)', () => {
  it('sends the whole form and normalizes the data of a success', async () => {
    const invoke = answer({ success: true, data: SERVER_DATA });
    const outcome = await generateAbstract(FILLED_FORM, invoke);
    expect(invoke).toHaveBeenCalledWith(FILLED_FORM);
    expect(outcome).toMatchObject({
      ok: true,
      result: {
        id: 'result-1',
        structure_analysis: SERVER_DATA.structure_check,
        plagiarism_score: 5,
        favorite: false,
      },
    });
  });

  it('fills the seed defaults when the server sends only the seed fields', async () => {
    const outcome = await generateAbstract(
      FILLED_FORM,
      answer({ success: true, data: { abstract: 'Only this.' } }),
    );
    expect(outcome).toMatchObject({ ok: true, result: { quality_score: 85, word_count: 0 } });
  });

  it.each([
    [{ success: false, error: 'The model is busy.' }, 'The model is busy.'],
    [{ success: false }, MESSAGES.unsuccessfulFallback],
    [{ success: false, error: '  ' }, MESSAGES.unsuccessfulFallback],
    [{ success: true, data: { abstract: '' } }, MESSAGES.unsuccessfulFallback],
    [null, MESSAGES.unsuccessfulFallback],
    ['<html>', MESSAGES.unsuccessfulFallback],
  ])('a 2xx answer %j fails with %j', async (data, message) => {
    expect(await generateAbstract(FILLED_FORM, answer(data))).toEqual({ ok: false, message });
  });

  it('reads the envelope of a non-2xx answer', async () => {
    const error = httpError(
      422,
      JSON.stringify({ success: false, error: 'language must be one of: en' }),
    );
    expect(await generateAbstract(FILLED_FORM, answer(null, error))).toEqual({
      ok: false,
      message: 'language must be one of: en',
    });
  });

  it.each([
    ['an HTML error page', httpError(502, '<html>Bad gateway</html>', 'text/html')],
    ['an envelope without error', httpError(500, '{"success":false}')],
    ['an unknown error value', 'boom'],
  ])('falls back to the generic message for %s', async (_name, error) => {
    expect(await generateAbstract(FILLED_FORM, answer(null, error))).toEqual({
      ok: false,
      message: MESSAGES.generationFailedFallback,
    });
  });

  it('a network failure is the generic message, marked unreachable (private mode is offered)', async () => {
    const error = new FunctionsFetchError(new TypeError('Failed to fetch'));
    expect(await generateAbstract(FILLED_FORM, answer(null, error))).toEqual({
      ok: false,
      message: MESSAGES.generationFailedFallback,
      unreachable: true,
    });
  });

  it('so is a thrown error (the client failing to load); an HTTP error is not unreachable', async () => {
    const invoke: InvokeFunction = async () => {
      throw new Error('Failed to fetch dynamically imported module');
    };
    expect(await generateAbstract(FILLED_FORM, invoke)).toEqual({
      ok: false,
      message: MESSAGES.generationFailedFallback,
      unreachable: true,
    });
    const outcome = await generateAbstract(
      FILLED_FORM,
      answer(null, httpError(503, '{"success":false,"error":"Busy."}')),
    );
    expect(outcome).toEqual({ ok: false, message: 'Busy.' });
  });
});
