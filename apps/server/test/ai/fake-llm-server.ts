/**
 * A small scripted model server on 127.0.0.1 for the AI provider tests. It speaks the three real
 * protocols the AI SDK uses (OpenAI Chat Completions, Anthropic Messages, Google generateContent),
 * rejects requests that break them, records every request, and answers from a per-test script.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export type Protocol = 'openai' | 'anthropic' | 'google';

export interface RecordedRequest {
  protocol: Protocol;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** One scripted answer: a model answer in the request's own protocol, an error, or silence. */
export type Reply =
  | { kind: 'answer'; json: unknown }
  | { kind: 'text'; text: string; finish?: 'stop' | 'length' }
  | { kind: 'refusal'; text: string }
  | { kind: 'error'; status: number; message: string; headers?: Record<string, string> }
  | { kind: 'hang' };

export const reply = {
  /** A well-formed answer whose content is this object as JSON. */
  answer: (json: unknown): Reply => ({ kind: 'answer', json }),
  /** An answer whose content is this raw text (bad JSON, fenced JSON, empty). */
  text: (text: string, finish: 'stop' | 'length' = 'stop'): Reply => ({
    kind: 'text',
    text,
    finish,
  }),
  refusal: (text: string): Reply => ({ kind: 'refusal', text }),
  error: (status: number, message: string, headers?: Record<string, string>): Reply => ({
    kind: 'error',
    status,
    message,
    headers,
  }),
  /** Never answers; the client's timeout must end the call. */
  hang: (): Reply => ({ kind: 'hang' }),
};

export interface FakeLlmServer {
  /** http://127.0.0.1:PORT, without a path. */
  origin: string;
  requests: RecordedRequest[];
  /** Replies served in order, one per request; a request past the script gets a 500 that names it. */
  script(...replies: Reply[]): void;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);

function route(method: string | undefined, path: string): Protocol | undefined {
  if (method !== 'POST') return undefined;
  if (path === '/v1/chat/completions') return 'openai';
  if (path === '/v1/messages') return 'anthropic';
  if (/^\/v1beta\/models\/[^/:]+:generateContent$/.test(path)) return 'google';
  return undefined;
}

/** What each protocol requires of a request; a violation is answered with a 400. */
function protocolProblem(protocol: Protocol, request: RecordedRequest): string | undefined {
  const { headers, body } = request;
  if (!String(headers['content-type']).includes('application/json'))
    return 'content-type must be JSON';
  if (body.stream === true) return 'streaming is not scripted';
  if (protocol === 'openai') {
    if (!Array.isArray(body.messages)) return 'messages must be an array';
    if (typeof body.model !== 'string') return 'model must be a string';
    const format = body.response_format as
      { type?: string; json_schema?: { schema?: unknown } } | undefined;
    if (
      format &&
      format.type !== 'json_schema' &&
      format.type !== 'json_object' &&
      format.type !== 'text'
    ) {
      return `unknown response_format type ${String(format.type)}`;
    }
    if (format?.type === 'json_schema' && typeof format.json_schema?.schema !== 'object') {
      return 'response_format.json_schema.schema must be an object';
    }
  }
  if (protocol === 'anthropic') {
    if (typeof headers['x-api-key'] !== 'string') return 'x-api-key header missing';
    if (typeof headers['anthropic-version'] !== 'string') return 'anthropic-version header missing';
    if (typeof body.max_tokens !== 'number') return 'max_tokens is required';
    if (!Array.isArray(body.messages)) return 'messages must be an array';
  }
  if (protocol === 'google') {
    if (typeof headers['x-goog-api-key'] !== 'string') return 'x-goog-api-key header missing';
    if (!Array.isArray(body.contents)) return 'contents must be an array';
  }
  return undefined;
}

function errorBody(protocol: Protocol, status: number, message: string): unknown {
  if (protocol === 'anthropic') {
    const type =
      status === 401 ? 'authentication_error' : status === 429 ? 'rate_limit_error' : 'api_error';
    return { type: 'error', error: { type, message } };
  }
  if (protocol === 'google') return { error: { code: status, message, status: 'ERROR' } };
  const type =
    status === 401
      ? 'invalid_request_error'
      : status === 429
        ? 'rate_limit_exceeded'
        : 'server_error';
  return { error: { message, type, param: null, code: null } };
}

/** The Anthropic SDK asks for JSON either as a native output format or through a tool named "json". */
function anthropicAnswer(request: RecordedRequest, text: string, json: unknown, stop: string) {
  const tools = request.body.tools as { name: string }[] | undefined;
  const viaTool = json !== undefined && tools?.some((tool) => tool.name === 'json');
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: request.body.model,
    content: viaTool
      ? [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input: json }]
      : [{ type: 'text', text }],
    stop_reason: viaTool ? 'tool_use' : stop,
    stop_sequence: null,
    usage: { input_tokens: 100, output_tokens: 100 },
  };
}

function successBody(request: RecordedRequest, item: Exclude<Reply, { kind: 'error' | 'hang' }>) {
  const json = item.kind === 'answer' ? item.json : undefined;
  const text = item.kind === 'answer' ? JSON.stringify(item.json) : item.text;
  const finish = item.kind === 'text' ? item.finish : 'stop';
  if (request.protocol === 'anthropic') {
    const stop =
      item.kind === 'refusal' ? 'refusal' : finish === 'length' ? 'max_tokens' : 'end_turn';
    return anthropicAnswer(request, text, json, stop);
  }
  if (request.protocol === 'google') {
    return {
      candidates: [
        {
          content: { role: 'model', parts: [{ text }] },
          finishReason:
            item.kind === 'refusal' ? 'SAFETY' : finish === 'length' ? 'MAX_TOKENS' : 'STOP',
          index: 0,
        },
      ],
      usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 100, totalTokenCount: 200 },
    };
  }
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: now(),
    model: request.body.model,
    choices: [
      {
        index: 0,
        message:
          item.kind === 'refusal'
            ? { role: 'assistant', content: null, refusal: item.text }
            : { role: 'assistant', content: text },
        finish_reason: finish,
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
  };
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const queue: Reply[] = [];
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const path = (incoming.url ?? '/').split('?')[0]!;
      const protocol = route(incoming.method, path);
      if (!protocol)
        return send(response, 404, { error: { message: `No route ${incoming.method} ${path}` } });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return send(response, 400, errorBody(protocol, 400, 'The body is not JSON.'));
      }
      const request: RecordedRequest = { protocol, path, headers: incoming.headers, body };
      requests.push(request);
      const problem = protocolProblem(protocol, request);
      if (problem) return send(response, 400, errorBody(protocol, 400, problem));
      const item = queue.shift();
      if (!item) return send(response, 500, errorBody(protocol, 500, 'No scripted reply left.'));
      if (item.kind === 'hang') return;
      if (item.kind === 'error') {
        return send(
          response,
          item.status,
          errorBody(protocol, item.status, item.message),
          item.headers,
        );
      }
      send(response, 200, successBody(request, item));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => {
      queue.length = 0;
      queue.push(...replies);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One scripted server for a test file: started before its tests, closed after them, its request
 * log emptied before each test.
 */
export function useFakeLlmServer(): FakeLlmServer {
  let started: FakeLlmServer | undefined;
  const current = () => {
    if (!started) throw new Error('The scripted model server starts in beforeAll.');
    return started;
  };
  beforeAll(async () => {
    started = await startFakeLlmServer();
  });
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(() => {
    if (started) started.requests.length = 0;
  });
  return {
    get origin() {
      return current().origin;
    },
    get requests() {
      return current().requests;
    },
    script: (...replies) => current().script(...replies),
    close: () => current().close(),
  };
}
