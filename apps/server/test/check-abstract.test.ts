import { checkDataSchema, MISSING_ABSTRACT_MESSAGE } from '@abstractly/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.ts';
import { createLocalProvider } from '../src/providers/local.ts';
import { MALFORMED_JSON_MESSAGE, NOT_JSON_MESSAGE } from '../src/routes/generate-abstract.ts';
import { PAPER } from './helpers.ts';

const PATH = '/functions/v1/check-abstract';
const MAX_BODY_BYTES = 64 * 1024;

/** An abstract of the fixture paper with one number the paper does not hold and a citation. */
const ABSTRACT =
  'Street trees are proposed against urban heat, but planners lack local evidence. ' +
  'We measured air temperature at 52 fixed sensors across four districts [3]. ' +
  'Sites with more than 30 percent canopy cover were on average 1.8 degrees cooler at midnight. ' +
  'We conclude that canopy targets deserve a place in municipal heat action plans.';

function makeApp() {
  const logError = vi.fn();
  const app = createApp({
    config: { maxBodyBytes: MAX_BODY_BYTES, rateLimitPerMinute: 0 },
    provider: createLocalProvider(),
    logError,
  });
  return { app, logError };
}

const post = (body: unknown, init: { path?: string; type?: string } = {}) =>
  makeApp().app.request(init.path ?? PATH, {
    method: 'POST',
    headers: { 'content-type': init.type ?? 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST check-abstract', () => {
  it('answers the scores and findings with offsets into the abstract', async () => {
    const response = await post({
      abstract: ABSTRACT,
      research_title: 'Street trees and night-time urban heat',
      research_content: PAPER,
      optimize_for_journal: 'nature',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; data: unknown };
    expect(body.success).toBe(true);
    const data = checkDataSchema.parse(body.data);
    const at = (kind: string) =>
      data.findings
        .filter((f) => f.kind === kind)
        .map((f) => [f.severity, ABSTRACT.slice(f.start, f.end)]);
    expect(at('unsupported-number')).toEqual([['error', '52']]);
    expect(at('citation')).toEqual([['error', '[3]']]);
    expect(data.analysis.unsupported_numbers).toEqual(['52']);
    expect(data.word_count).toBe(ABSTRACT.split(/\s+/u).length);
    // An error-level finding is never labelled Excellent (seed §9 green band: 90).
    expect(data.quality_score).toBeLessThan(90);
  });

  it('flags an overclaim written in other words, quoting the passage it rests on', async () => {
    const abstract =
      'We measured air temperature at 48 fixed sensors across four districts. ' +
      'Our data prove that a canopy share of one third brings a meaningful reduction in night-time heat exposure.';
    const response = await post({ abstract, research_content: PAPER });
    const data = checkDataSchema.parse(((await response.json()) as { data: unknown }).data);
    expect(
      data.findings
        .filter((f) => f.kind === 'overclaim')
        .map((f) => [f.severity, abstract.slice(f.start, f.end), f.message]),
    ).toEqual([
      [
        'warning',
        'prove',
        'The paper says "suggest that planting programmes": this sentence states it as certain.',
      ],
    ]);
  });

  it('works without the paper and says which check could not run', async () => {
    const response = await post({ abstract: ABSTRACT, research_content: '' });
    const body = (await response.json()) as {
      data: { findings: { kind: string; severity: string; message: string }[] };
    };
    const numbers = body.data.findings.filter((f) => f.kind === 'unsupported-number');
    expect(numbers).toEqual([expect.objectContaining({ severity: 'info' })]);
    expect(numbers[0]!.message).toMatch(/add the paper/u);
  });

  it('answers at the path Supabase hands the function too, with CORS', async () => {
    const { app } = makeApp();
    const preflight = await app.request('/check-abstract', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, apikey, x-client-info',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const response = await post({ abstract: ABSTRACT }, { path: '/check-abstract' });
    expect(response.status).toBe(200);
  });

  it.each([
    ['no abstract', {}, 400, MISSING_ABSTRACT_MESSAGE],
    ['a blank abstract', { abstract: '  \n ' }, 400, MISSING_ABSTRACT_MESSAGE],
    ['an abstract that is not text', { abstract: 42 }, 400, 'abstract must be text'],
    [
      'a body that is a list',
      [],
      400,
      'The request body must be a JSON object with an abstract field.',
    ],
    [
      'a word target off the list',
      { abstract: ABSTRACT, word_count_target: 123 },
      400,
      'word_count_target must be one of: 150, 200, 250, 300, 350, 400, 500, 750, 1000',
    ],
    [
      'an unknown venue',
      { abstract: ABSTRACT, optimize_for_journal: 'cell' },
      400,
      'optimize_for_journal must be one of: nature, science, ieee, elsevier, springer, plos-one, ama, apa, mla, chicago',
    ],
    ['malformed JSON', '{"abstract": ', 400, MALFORMED_JSON_MESSAGE],
    [
      'a huge body',
      { abstract: 'word '.repeat(20_000) },
      413,
      'The request is too large (limit 64 KiB).',
    ],
  ])('%s: %i with a clear message', async (_name, body, status, error) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ success: false, error });
  });

  it('refuses a body that is not JSON and a GET, as generate-abstract does', async () => {
    const form = await post('abstract=x', { type: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ success: false, error: NOT_JSON_MESSAGE });
    const get = await makeApp().app.request(PATH);
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ success: false, error: 'Use POST to call check-abstract.' });
  });
});
