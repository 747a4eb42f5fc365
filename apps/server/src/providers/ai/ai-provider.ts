/**
 * An AI provider behind the Provider interface: one structured-output call for every version,
 * checks by code, one corrective retry, scores measured by our code.
 */
import { planAbstract, type AbstractPlan, type GenerateRequest } from '@abstractly/contracts';
import { buildAiStatement, readabilityGainWarning } from '@abstractly/contracts/companions';
import { findEvidence, generateAbstract, scoreReadability } from '@abstractly/engine';
import { APICallError, generateText, NoObjectGeneratedError, Output, type ModelMessage } from 'ai';
import { AppError } from '../../errors.ts';
import type { GenerationPayload, Provider } from '../types.ts';
import type { AiConfig } from './config.ts';
import { condenseSource } from './condense.ts';
import { createLanguageModel, type RequestMode } from './models.ts';
import {
  modelOutputSchema,
  parseModelText,
  validateModelJson,
  type ModelOutput,
} from './output-schema.ts';
import { buildCorrection, buildSystemPrompt, buildUserMessage } from './prompt.ts';
import { describeCallError, redact, retryAfterSeconds } from './provider-errors.ts';
import { scoreAnswer } from './score.ts';
import { companionsOf, tidyCompanions, verifyCompanions } from './verify-companions.ts';
import { failureWeight, tidyOutput, verifyOutput, type Verification } from './verify.ts';

/** A 429 is waited out once, and only when the provider asks for a short wait. */
export const MAX_RATE_LIMIT_WAIT_MS = 10_000;
/** Without a Retry-After header, one second before the single retry. */
const DEFAULT_RATE_LIMIT_WAIT_MS = 1_000;

export interface AiProviderOptions {
  /** Where one-line failure reports go (never the key, never the user's text). */
  log?: (line: string) => void;
}

/** Why an answer could not be used at all. */
type Unusable = {
  reason: 'empty' | 'invalid' | 'refusal' | 'truncated';
  problem: string;
  text: string;
};
type CallResult = { ok: true; output: ModelOutput; text: string } | ({ ok: false } & Unusable);

/** The final AppError when an answer stays unusable and no fallback is configured. */
const UNUSABLE_MESSAGES: Record<Unusable['reason'], { status: 422 | 502; message: string }> = {
  empty: { status: 502, message: 'The AI provider returned an empty answer.' },
  invalid: { status: 502, message: 'The AI provider returned an answer that is not valid JSON.' },
  refusal: { status: 422, message: 'The AI provider refused to write this abstract.' },
  truncated: {
    status: 502,
    message: 'The AI provider stopped before finishing the answer (its output limit was reached).',
  },
};

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

export function createAiProvider(config: AiConfig, options: AiProviderOptions = {}): Provider {
  const log = (line: string) =>
    (options.log ?? ((text: string) => console.warn(text)))(`[ai] ${redact(line, config.apiKey)}`);
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
  async function callOnce(
    system: string,
    messages: ModelMessage[],
    temperature: number,
    signal: AbortSignal | undefined,
  ): Promise<CallResult> {
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const abortSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      const result = await generateText({
        model: modelFor(mode),
        system,
        messages,
        temperature,
        maxRetries: 0,
        abortSignal,
        output:
          mode === 'json_schema'
            ? Output.object({ schema: modelOutputSchema, name: 'abstract' })
            : Output.json(),
      });
      if (result.finishReason === 'content-filter') {
        return {
          ok: false,
          reason: 'refusal',
          problem: 'You declined to answer.',
          text: result.text,
        };
      }
      const parsed = validateModelJson(result.output);
      return parsed.ok
        ? { ok: true, output: parsed.value, text: result.text }
        : { ok: false, reason: 'invalid', problem: parsed.problem, text: result.text };
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) return unusableAnswer(error);
      if (signal?.aborted)
        throw new AppError(503, 'The generation was cancelled.', { cause: error });
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

  /** The SDK could not parse or validate the answer: our own lenient parser decides why. */
  function unusableAnswer(error: NoObjectGeneratedError): CallResult {
    const text = error.text ?? '';
    if (error.finishReason === 'content-filter') {
      return { ok: false, reason: 'refusal', problem: 'You declined to answer.', text };
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

  /** callOnce plus the two transport-level second chances: one rate-limit wait, one mode switch. */
  async function callModel(
    system: string,
    messages: ModelMessage[],
    temperature: number,
    signal: AbortSignal | undefined,
  ): Promise<CallResult> {
    let waitedForRateLimit = false;
    for (;;) {
      try {
        return await callOnce(system, messages, temperature, signal);
      } catch (error) {
        const cause = error instanceof AppError ? error.cause : undefined;
        if (config.jsonMode === 'auto' && mode === 'json_schema' && rejectsJsonSchema(cause)) {
          log(
            `${config.provider} endpoint refused json_schema output; using json_object from now on`,
          );
          mode = 'json_object';
          continue;
        }
        if (!waitedForRateLimit && APICallError.isInstance(cause) && cause.statusCode === 429) {
          const seconds = retryAfterSeconds(cause.responseHeaders);
          const waitMs = seconds === undefined ? DEFAULT_RATE_LIMIT_WAIT_MS : seconds * 1000;
          if (waitMs <= MAX_RATE_LIMIT_WAIT_MS) {
            waitedForRateLimit = true;
            await sleep(waitMs, signal).catch((reason: unknown) => {
              throw new AppError(503, 'The generation was cancelled.', { cause: reason });
            });
            continue;
          }
        }
        throw error;
      }
    }
  }

  function fallBackToEngine(request: GenerateRequest, unusable: Unusable): GenerationPayload {
    const failure = UNUSABLE_MESSAGES[unusable.reason];
    log(
      `${config.provider} model "${config.model}": answer unusable after the retry (${unusable.problem}); ${config.fallback === 'local' ? 'the local engine answers' : 'no fallback'}`,
    );
    if (config.fallback === 'none') throw new AppError(failure.status, failure.message);
    const local = generateAbstract(request);
    if (!local.ok) throw new AppError(failure.status, failure.message);
    const output = local.output;
    return {
      ...output,
      analysis: {
        ...output.analysis,
        warnings: [
          `${failure.message} This abstract was written by the local engine instead.`,
          ...output.analysis.warnings,
        ],
      },
    };
  }

  return {
    name: config.provider,
    async generate(request, { signal } = {}) {
      const plan = planAbstract(request);
      // Numbers may come from the title too (e.g. "COVID-19"), so both count as the source.
      const source = `${request.research_title}\n${request.research_content}`;
      const paper = condenseSource(request, config.contextTokens);
      const notices = [...plan.warnings];
      if (paper.condensed) {
        notices.push(
          `The text (about ${paper.originalTokens.toLocaleString('en')} tokens) was longer than the model's budget of ${config.contextTokens.toLocaleString('en')} tokens, so its most informative sentences (every sentence with a number included) were sent instead.`,
        );
      }
      const system = buildSystemPrompt(request, plan);
      const messages: ModelMessage[] = [
        { role: 'user', content: buildUserMessage(request, paper.text, paper.condensed) },
      ];
      const temperature = request.creativity_level / 100;

      const first = await callModel(system, messages, temperature, signal);
      const firstChecked = first.ok
        ? check(first.output, plan, source, request.research_content)
        : undefined;
      if (firstChecked && firstChecked.verification.failures.length === 0) {
        return buildPayload(request, plan, firstChecked, notices, []);
      }
      // One corrective retry that says exactly what failed.
      const problems = first.ok
        ? firstChecked!.verification.failures.map((failure) => failure.message)
        : [first.problem];
      log(`${config.provider} answer failed checks, retrying once: ${problems.join(' | ')}`);
      const retryMessages: ModelMessage[] = [
        ...messages,
        { role: 'assistant', content: first.text.trim() || '(no answer)' },
        { role: 'user', content: buildCorrection(problems) },
      ];
      const second = await callModel(system, retryMessages, temperature, signal);
      if (!second.ok && !firstChecked) return fallBackToEngine(request, second);
      const secondChecked = second.ok
        ? check(second.output, plan, source, request.research_content)
        : undefined;
      const candidates = [firstChecked, secondChecked].filter((c) => c !== undefined);
      // The corrected answer wins ties: it had the failures spelled out.
      const best = candidates.reduce((a, b) =>
        failureWeight(b.verification.failures) <= failureWeight(a.verification.failures) ? b : a,
      );
      const remaining = best.verification.failures.map(
        (failure) => `Not met after one correction: ${failure.message}`,
      );
      return buildPayload(request, plan, best, notices, remaining);
    },
  };

  function buildPayload(
    request: GenerateRequest,
    plan: AbstractPlan,
    checked: Checked,
    notices: string[],
    remaining: string[],
  ): GenerationPayload {
    const { output, verification } = checked;
    // Measured by the engine's own scorer, so a text scores the same on every provider.
    const scores = scoreAnswer(request, plan, output);
    const warnings = [...notices, ...remaining];
    const companions = companionsOf(output);
    const readability = companions.plain_summary
      ? {
          plain_summary: scoreReadability(companions.plain_summary, plan.language),
          abstract: scores.readability_score,
        }
      : undefined;
    const hard =
      readability &&
      readabilityGainWarning(
        readability.plain_summary,
        readability.abstract,
        plan.companions.readabilityGain,
      );
    if (hard) warnings.push(hard);

    return {
      ...companions,
      ai_statement: buildAiStatement({
        kind: 'model',
        provider: config.provider,
        model: config.model,
      }),
      abstract: output.abstract,
      alternative_versions: output.alternative_versions,
      keywords: output.keywords,
      word_count: verification.wordCounts.standard,
      quality_score: scores.quality_score,
      readability_score: scores.readability_score,
      structure_check: scores.structure_check,
      analysis: {
        provider: config.provider,
        model: config.model,
        source_overlap: scores.analysis.source_overlap,
        unsupported_numbers: verification.unsupportedNumbers,
        warnings,
        effective_word_target: plan.effectiveTarget,
        version_word_counts: verification.wordCounts,
        detected_language: verification.detectedLanguage ?? 'unknown',
        quality_breakdown: scores.analysis.quality_breakdown,
        ...(readability ? { companion_readability: readability } : {}),
      },
      evidence: findEvidence(output.abstract, request.research_content, plan.language),
    };
  }
}

interface Checked {
  output: ModelOutput;
  verification: Verification;
}

function check(raw: ModelOutput, plan: AbstractPlan, source: string, paper: string): Checked {
  const output = tidyCompanions(tidyOutput(raw, plan).output);
  const verification = verifyOutput(output, plan, source, paper);
  const companions = verifyCompanions(output, plan, source);
  return {
    output,
    verification: {
      ...verification,
      failures: [...verification.failures, ...companions.failures],
      unsupportedNumbers: [
        ...new Set([...verification.unsupportedNumbers, ...companions.unsupportedNumbers]),
      ],
    },
  };
}
