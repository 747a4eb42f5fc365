import { describe, expect, it } from 'vitest';
import { UNEXPECTED_ANSWER, readExtractTextEnvelope, toExtractTextResponse } from './envelope.ts';
import type { ImportResult } from './types.ts';

const success: ImportResult = {
  ok: true,
  text: 'Body.',
  title: 'T',
  words: 1,
  format: 'doc',
  warnings: [],
};

describe('toExtractTextResponse', () => {
  it.each([
    [
      success,
      200,
      { success: true, data: { text: 'Body.', title: 'T', words: 1, format: 'doc', warnings: [] } },
    ],
    [
      { ok: false, code: 'too-large', error: 'Too big.' },
      413,
      { success: false, error: 'Too big.' },
    ],
    [
      { ok: false, code: 'unsupported-type', error: 'Wrong.' },
      415,
      { success: false, error: 'Wrong.' },
    ],
    [{ ok: false, code: 'corrupt', error: 'Damaged.' }, 422, { success: false, error: 'Damaged.' }],
    [{ ok: false, code: 'encrypted', error: 'Locked.' }, 422, { success: false, error: 'Locked.' }],
    [{ ok: false, code: 'no-text', error: 'Empty.' }, 422, { success: false, error: 'Empty.' }],
  ] as const)('%j → %i', (result, status, body) => {
    expect(toExtractTextResponse(result)).toEqual({ status, body });
  });
});

describe('readExtractTextEnvelope', () => {
  it('reads a success and the server’s own failure message', () => {
    expect(readExtractTextEnvelope(toExtractTextResponse(success).body)).toEqual(success);
    expect(
      readExtractTextEnvelope({ success: false, error: 'This .doc file could not be read.' }),
    ).toEqual({
      ok: false,
      code: 'unavailable',
      error: 'This .doc file could not be read.',
    });
  });

  it.each([
    null,
    'text',
    { success: true },
    { success: true, data: { text: 1 } },
    { success: false },
    { success: true, data: { text: 'x', words: 1, format: 'exe' } },
  ])('answers %j with a clear message', (body) => {
    expect(readExtractTextEnvelope(body)).toEqual({
      ok: false,
      code: 'unavailable',
      error: UNEXPECTED_ANSWER,
    });
  });
});
