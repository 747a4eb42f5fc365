/**
 * OpenAI (its own SDK), Anthropic (/v1/messages) and Google (generateContent) through the AI SDK
 * against the scripted server: the request shapes each SDK really sends, and their answers.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.ts';
import { createAiProvider } from '../../src/providers/ai/ai-provider.ts';
import type { AiConfig } from '../../src/providers/ai/config.ts';
import { reply, useFakeLlmServer } from './fake-llm-server.ts';
import { answer, makeConfig, makeRequest, ON_TARGET } from './fixtures.ts';

const server = useFakeLlmServer();

function provider(overrides: Partial<AiConfig>) {
  return createAiProvider(makeConfig(server.origin, overrides), { log: () => {} });
}

describe('openai (the OpenAI SDK on Chat Completions, any base URL)', () => {
  const openai = () =>
    provider({ provider: 'openai', model: 'gpt-test', baseURL: `${server.origin}/v1` });

  it('sends a strict json_schema request and reads the answer', async () => {
    server.script(reply.answer(answer(ON_TARGET)));
    const result = await openai().generate(makeRequest());
    const request = server.requests[0]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test-secret-key-123');
    const format = request.body.response_format as {
      type: string;
      json_schema: { strict: boolean };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(result.word_count).toBe(150);
    expect(result.analysis?.provider).toBe('openai');
  });

  it('a refusal, twice, is a clear 422 when the local fallback is off', async () => {
    server.script(
      reply.refusal("I can't help with that."),
      reply.refusal("I can't help with that."),
    );
    const error = await provider({ provider: 'openai', model: 'gpt-test', fallback: 'none' })
      .generate(makeRequest())
      .catch((caught: unknown) => caught);
    expect(server.requests).toHaveLength(2);
    const retry = server.requests[1]!.body.messages as { role: string; content: string }[];
    expect(retry.at(-1)!.content).toContain('1. You declined to answer.');
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    expect((error as AppError).userMessage).toBe('The AI provider refused to write this abstract.');
  });
});

describe('anthropic (/v1/messages)', () => {
  it.each([
    ['claude-sonnet-4-5', 'a native JSON schema output format'],
    ['claude-3-haiku-20240307', 'a forced "json" tool'],
  ])('model %s: asks for %s and reads the answer', async (model, form) => {
    server.script(reply.answer(answer(ON_TARGET)));
    const result = await provider({
      provider: 'anthropic',
      model,
      baseURL: `${server.origin}/v1`,
    }).generate(makeRequest({ creativity_level: 70 }));
    const request = server.requests[0]!;
    expect(request.path).toBe('/v1/messages');
    expect(request.headers['x-api-key']).toBe('sk-test-secret-key-123');
    expect(request.body.model).toBe(model);
    const format = (request.body.output_config as { format?: { type: string } } | undefined)
      ?.format;
    const tools = (request.body.tools as { name: string }[] | undefined) ?? [];
    if (form.startsWith('a native')) expect(format?.type).toBe('json_schema');
    else expect(tools.map((tool) => tool.name)).toEqual(['json']);
    expect(request.body.temperature).toBeCloseTo(0.7);
    expect(typeof request.body.system === 'string' || Array.isArray(request.body.system)).toBe(
      true,
    );
    expect(result.word_count).toBe(150);
    expect(result.analysis?.provider).toBe('anthropic');
  });

  it('a rejected key', async () => {
    server.script(reply.error(401, 'invalid x-api-key'));
    const error = await provider({ provider: 'anthropic', model: 'claude-sonnet-4-5' })
      .generate(makeRequest())
      .catch((caught: unknown) => caught);
    expect((error as AppError).userMessage).toBe(
      'The AI provider rejected the API key configured on the server',
    );
  });
});

describe('google (generateContent)', () => {
  const google = (overrides: Partial<AiConfig> = {}) =>
    provider({
      provider: 'google',
      model: 'gemini-test',
      baseURL: `${server.origin}/v1beta`,
      ...overrides,
    });

  it('sends a response schema and reads the answer', async () => {
    server.script(reply.answer(answer(ON_TARGET)));
    const result = await google().generate(makeRequest());
    const request = server.requests[0]!;
    expect(request.path).toBe('/v1beta/models/gemini-test:generateContent');
    expect(request.headers['x-goog-api-key']).toBe('sk-test-secret-key-123');
    const config = request.body.generationConfig as {
      responseMimeType: string;
      responseSchema: object;
    };
    expect(config.responseMimeType).toBe('application/json');
    expect(config.responseSchema).toBeTypeOf('object');
    expect(result.word_count).toBe(150);
    expect(result.analysis?.provider).toBe('google');
  });

  it('a safety block, twice, falls back to the local engine with a warning', async () => {
    server.script(reply.refusal(''), reply.refusal(''));
    const result = await google().generate(makeRequest());
    expect(result.analysis?.provider).toBe('local');
    expect(result.analysis?.warnings?.[0]).toBe(
      'The AI provider refused to write this abstract. This abstract was written by the local engine instead.',
    );
  });
});
