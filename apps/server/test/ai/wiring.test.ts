/**
 * From the environment to the HTTP answer: loadConfig reads the AI variables, createProvider picks
 * the AI provider, and the route answers with the seed's envelope, against the scripted server.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createProvider } from '../../src/providers/create-provider.ts';
import { reply, useFakeLlmServer } from './fake-llm-server.ts';
import { answer, ON_TARGET, PAPER } from './fixtures.ts';

const server = useFakeLlmServer();

const body = {
  research_title: 'Sparse attention for long documents',
  research_content: PAPER,
  research_field: 'computer-science',
  academic_level: 'graduate',
  abstract_style: 'narrative',
  word_count_target: 150,
  creativity_level: 50,
  technicality_level: 50,
  include_citations: true,
  language: 'en',
  optimize_for_journal: '',
  custom_instructions: '',
};

function appFor(env: Record<string, string>) {
  const config = loadConfig(env);
  return createApp({ config, provider: createProvider(config.provider), logError: () => {} });
}

const post = (app: ReturnType<typeof appFor>) =>
  app.request('/functions/v1/generate-abstract', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('ABSTRACT_PROVIDER wiring', () => {
  const env = () => ({
    ABSTRACT_PROVIDER: 'openai-compatible',
    ABSTRACT_MODEL: 'test-model',
    OPENAI_BASE_URL: `${server.origin}/v1`,
    OPENAI_API_KEY: 'sk-wiring-secret',
    ABSTRACT_TIMEOUT_MS: '2000',
  });

  it('reads the AI variables into the server configuration', () => {
    expect(loadConfig(env()).provider).toEqual({
      name: 'openai-compatible',
      ai: expect.objectContaining({ model: 'test-model', timeoutMs: 2000, jsonMode: 'auto' }),
    });
  });

  it('stops the start with a ConfigError naming the wrong variable', () => {
    const load = () =>
      loadConfig({ ABSTRACT_PROVIDER: 'anthropic', ABSTRACT_MODEL: 'claude-sonnet-4-5' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow('ANTHROPIC_API_KEY must be set for ABSTRACT_PROVIDER=anthropic.');
  });

  it('answers the route with the AI abstract in the seed envelope', async () => {
    server.script(reply.answer(answer(ON_TARGET)));
    const response = await post(appFor(env()));
    expect(response.status).toBe(200);
    const json = (await response.json()) as { success: boolean; data: Record<string, unknown> };
    expect(json.success).toBe(true);
    expect(json.data).toMatchObject({
      word_count: 150,
      analysis: { provider: 'openai-compatible' },
    });
    expect(typeof json.data.id).toBe('string');
  });

  it('answers a rejected key with the clear message, never the key', async () => {
    server.script(reply.error(401, 'Incorrect API key provided: sk-wiring-secret'));
    const response = await post(appFor(env()));
    const text = await response.text();
    expect(response.status).toBe(502);
    expect(JSON.parse(text)).toEqual({
      success: false,
      error: 'The AI provider rejected the API key configured on the server',
    });
    expect(text).not.toContain('sk-wiring');
  });

  it('passes the rate limit on with its Retry-After header', async () => {
    server.script(
      reply.error(429, 'slow down', { 'retry-after': '0' }),
      reply.error(429, 'slow down', { 'retry-after': '30' }),
    );
    const response = await post(appFor(env()));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
  });
});

describe('ABSTRACT_CONCURRENCY', () => {
  it('keeps a burst waiting here, first come first served, instead of sending it all', async () => {
    const app = appFor({
      ABSTRACT_PROVIDER: 'openai-compatible',
      ABSTRACT_MODEL: 'test-model',
      OPENAI_BASE_URL: `${server.origin}/v1`,
      ABSTRACT_TIMEOUT_MS: '400',
      ABSTRACT_FALLBACK: 'none',
      ABSTRACT_CONCURRENCY: '1',
    });
    // The first call hangs until its 400 ms call limit; the second request waits for it here.
    server.script(
      reply.hang(),
      ...Array.from({ length: 4 }, () => reply.answer(answer(ON_TARGET))),
    );
    const first = post(app);
    await expect.poll(() => server.requests.length).toBe(1);
    const second = post(app);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.requests.length).toBe(1);
    // The hung call times out (504); only then does the second request's call go out.
    expect((await first).status).toBe(504);
    expect((await second).status).toBe(200);
    expect(server.requests).toHaveLength(2);
  });
});
