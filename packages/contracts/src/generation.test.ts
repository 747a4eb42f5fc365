import { describe, expect, it } from 'vitest';
import {
  checkLocalAnswer,
  NO_SENTENCES_MESSAGE,
  stampGenerationData,
  type GenerationPayload,
} from './index.ts';

const payload: GenerationPayload = {
  abstract: 'We measured it.',
  alternative_versions: {
    concise: 'We measured.',
    detailed: 'We measured it well.',
    technical: 'We measured it.',
  },
  keywords: ['measurement'],
  word_count: 3,
  quality_score: 80,
  readability_score: 60,
  structure_check: {
    has_background: false,
    has_methods: true,
    has_results: true,
    has_conclusions: false,
    clarity_score: 7,
    academic_tone_score: 9,
    coherence_score: 6,
  },
};

describe('checkLocalAnswer', () => {
  it.each([
    [
      { ok: false as const, message: 'The research content is empty.' },
      'The research content is empty.',
    ],
    [{ ok: true as const, output: { ...payload, abstract: ' \n ' } }, NO_SENTENCES_MESSAGE],
  ])('refuses %o with a message for the user', (answer, error) => {
    expect(checkLocalAnswer(answer)).toEqual({ ok: false, error });
  });

  it('passes a usable answer through unchanged', () => {
    expect(checkLocalAnswer({ ok: true, output: payload })).toEqual({ ok: true, payload });
  });
});

describe('stampGenerationData', () => {
  it('adds a fresh id and the time, and keeps the payload', () => {
    const first = stampGenerationData(payload);
    const second = stampGenerationData(payload);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(first.data).toMatchObject(payload);
    expect(first.data.id).not.toBe(second.data.id);
    expect(Date.parse(first.data.created_at)).not.toBeNaN();
  });

  it('names the fields that break the response contract', () => {
    const broken = {
      ...payload,
      quality_score: 140,
      keywords: [3],
    } as unknown as GenerationPayload;
    const result = stampGenerationData(broken);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toMatch(/keywords\.0: .*quality_score: /s);
  });
});
