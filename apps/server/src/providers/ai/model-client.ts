/**
 * The model client: one call to the configured model and what came back, as an answer to check or
 * the reason it cannot be used. It owns the transport: the HTTP call and its timeout, the JSON
 * mode (auto mode switches to json_object once an endpoint refuses json_schema), one wait for a
 * short rate limit, and parsing the answer. Failed calls throw the AppError a user reads.
 */
import { APICallError, generateText, NoObjectGeneratedError, Output, type ModelMessage } from 'ai';
import { AppError } from '../../errors.ts';
import type { AiConfig } from './config.ts';
import { createLanguageModel, type RequestMode } from './models.ts';
import {
  modelOutputSchema,
  parseModelText,
  validateModelJson,
  type ModelOutput,
} from './output-schema.ts';
import { describeCallError, retryAfterSeconds } from './provider-errors.ts';

/** A 429 is waited out once, and only when the provider asks for a short wait. */
const MAX_RATE_LIMIT_WAIT_MS = 10_000;
/** Without a Retry-After header, one second before the single retry. */
const DEFAULT_RATE_LIMIT_WAIT_MS = 1_000;

/** What one call sends. */
export interface ModelCall {
  system: string;
  messages: ModelMessage[];
  temperature: number;
}

/** Why an answer could not be used at all. */
export type Unusable = {
  reason: 'empty' | 'invalid' | 'refusal' | 'truncated';
  problem: string;
  text: string;
};
export type CallResult =
  { ok: true; output: ModelOutput; text: string } | ({ ok: false } & Unusable);

export interface ModelClient {
  /** One answer, after at most one rate-limit wait and one switch of JSON mode. */
  call(prompt: ModelCall, signal: AbortSignal | undefined): Promise<CallResult>;
}

const REFUSAL = 'You declined to answer.';

function cancelled(cause: unknown): AppError {
  return new AppError(503, 'The generation was cancelled.', { cause });
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** An endpoint saying it cannot do json_schema response formats (auto mode then uses json_object). */
function rejectsJsonSchema(error: unknown): boolean {
  return (
    APICallError.isInstance(error) &&
    (error.statusCode === 400 || error.statusCode === 422) &&
    /response_format|json_schema|structured/i.test(error.responseBody ?? error.message)
  );
}

/** How long to wait before the one retry after a 429; undefined when it is not one, or the wait is too long. */
function rateLimitWaitMs(error: unknown): number | undefined {
  if (!APICallError.isInstance(error) || error.statusCode !== 429) return undefined;
  const seconds = retryAfterSeconds(error.responseHeaders);
  const waitMs = seconds === undefined ? DEFAULT_RATE_LIMIT_WAIT_MS : seconds * 1000;
  return waitMs <= MAX_RATE_LIMIT_WAIT_MS ? waitMs : undefined;
}

/**
 * An answer the SDK parsed (and, in json_schema mode, validated): ours validates it again. The
 * SDK's `output` throws when a filter stopped the answer, so it is read after that check.
 */
function readAnswer(result: { text: string; finishReason: string; output: unknown }): CallResult {
  const { text } = result;
  if (result.finishReason === 'content-filter') {
    return { ok: false, reason: 'refusal', problem: REFUSAL, text };
  }
  const parsed = validateModelJson(result.output);
  return parsed.ok
    ? { ok: true, output: parsed.value, text }
    : { ok: false, reason: 'invalid', problem: parsed.problem, text };
}

/** The SDK could not parse or validate the answer: our own lenient parser decides why. */
function unusableAnswer(error: NoObjectGeneratedError): CallResult {
  const text = error.text ?? '';
  if (error.finishReason === 'content-filter') {
    return { ok: false, reason: 'refusal', problem: REFUSAL, text };
  }
  const parsed = parseModelText(text);
  if (parsed.ok) return { ok: true, output: parsed.value, text };
  if (error.finishReason === 'length') {
    return {
      ok: false,
      reason: 'truncated',
      problem:
        'The answer was cut off at the output limit; keep every version within its word range.',
      text,
    };
  }
  return {
    ok: false,
    reason: text.trim() === '' ? 'empty' : 'invalid',
    problem: parsed.problem,
    text,
  };
}

export function createModelClient(config: AiConfig, log: (line: string) => void): ModelClient {
  // Auto mode starts with json_schema and remembers an endpoint that refused it.
  let mode: RequestMode = config.jsonMode === 'json_object' ? 'json_object' : 'json_schema';
  const models = new Map<RequestMode, ReturnType<typeof createLanguageModel>>();
  const modelFor = (current: RequestMode) => {
    let model = models.get(current);
    if (!model) {
      model = createLanguageModel(config, current);
      models.set(current, model);
    }
    return model;
  };

  /** One HTTP call to the model, bounded by ABSTRACT_TIMEOUT_MS. */
  async function callOnce(prompt: ModelCall, signal: AbortSignal | undefined): Promise<CallResult> {
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const abortSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      const result = await generateText({
        model: modelFor(mode),
        ...prompt,
        maxRetries: 0,
        abortSignal,
        output:
          mode === 'json_schema'
            ? Output.object({ schema: modelOutputSchema, name: 'abstract' })
            : Output.json(),
      });
      return readAnswer(result);
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) return unusableAnswer(error);
      if (signal?.aborted) throw cancelled(error);
      const described = describeCallError(error, {
        provider: config.provider,
        model: config.model,
        timeoutMs: config.timeoutMs,
        timedOut: timeout.aborted,
        apiKey: config.apiKey,
      });
      if (!described) throw error;
      log(described.log);
      throw described.appError;
    }
  }

  /** Auto mode's one switch: true when this failure was an endpoint refusing json_schema. */
  function switchedMode(cause: unknown): boolean {
    if (config.jsonMode !== 'auto' || mode !== 'json_schema' || !rejectsJsonSchema(cause)) {
      return false;
    }
    log(`${config.provider} endpoint refused json_schema output; using json_object from now on`);
    mode = 'json_object';
    return true;
  }

  return {
    async call(prompt, signal) {
      let waitedForRateLimit = false;
      for (;;) {
        try {
          return await callOnce(prompt, signal);
        } catch (error) {
          const cause = error instanceof AppError ? error.cause : undefined;
          if (switchedMode(cause)) continue;
          const waitMs = waitedForRateLimit ? undefined : rateLimitWaitMs(cause);
          if (waitMs === undefined) throw error;
          waitedForRateLimit = true;
          await sleep(waitMs, signal).catch((reason: unknown) => {
            throw cancelled(reason);
          });
        }
      }
    },
  };
}
