/**
 * An AI provider behind the Provider interface: one structured-output call for every version
 * (model-client.ts), checks by code, one corrective retry, the local engine when no answer is
 * usable, scores measured by our code.
 */
import { planAbstract, type AbstractPlan, type GenerateRequest } from '@abstractly/contracts';
import { generateAbstract } from '@abstractly/engine';
import { AppError } from '../../errors.ts';
import type { GenerationPayload, Provider } from '../types.ts';
import { checkAnswer, type CheckedAnswer } from './check-answer.ts';
import type { AiConfig } from './config.ts';
import { condenseSource } from './condense.ts';
import {
  createModelClient,
  type CallResult,
  type ModelCall,
  type ModelClient,
  type Unusable,
} from './model-client.ts';
import type { ModelOutput } from './output-schema.ts';
import { buildPayload } from './payload.ts';
import { buildCorrection, buildSystemPrompt, buildUserMessage } from './prompt.ts';
import { redact } from './provider-errors.ts';
import { failureWeight } from './verify.ts';

export interface AiProviderOptions {
  /** Where one-line failure reports go (never the key, never the user's text). */
  log?: (line: string) => void;
}

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

/** What one generation works with: the provider's parts, and the request as the model is asked it. */
interface Generation {
  config: AiConfig;
  client: ModelClient;
  log: (line: string) => void;
  request: GenerateRequest;
  plan: AbstractPlan;
  /** Title and content: numbers may come from the title too (e.g. "COVID-19"). */
  source: string;
  prompt: ModelCall;
  /** Warnings that hold whatever the model answers (the plan's, a condensed text). */
  notices: string[];
}

export function createAiProvider(config: AiConfig, options: AiProviderOptions = {}): Provider {
  const log = (line: string) =>
    (options.log ?? ((text: string) => console.warn(text)))(`[ai] ${redact(line, config.apiKey)}`);
  const client = createModelClient(config, log);
  return {
    name: config.provider,
    async generate(request, { signal } = {}) {
      return generateWithModel(prepareGeneration(request, { config, client, log }), signal);
    },
  };
}

/** The plan, the prompt (the text condensed to the model's budget) and the notices for one request. */
function prepareGeneration(
  request: GenerateRequest,
  provider: Pick<Generation, 'config' | 'client' | 'log'>,
): Generation {
  const { config } = provider;
  const plan = planAbstract(request);
  const paper = condenseSource(request, config.contextTokens);
  const notices = [...plan.warnings];
  if (paper.condensed) {
    notices.push(
      `The text (about ${paper.originalTokens.toLocaleString('en')} tokens) was longer than the model's budget of ${config.contextTokens.toLocaleString('en')} tokens, so its most informative sentences (every sentence with a number included) were sent instead.`,
    );
  }
  return {
    ...provider,
    request,
    plan,
    source: `${request.research_title}\n${request.research_content}`,
    prompt: {
      system: buildSystemPrompt(request, plan),
      messages: [{ role: 'user', content: buildUserMessage(request, paper.text, paper.condensed) }],
      temperature: request.creativity_level / 100,
    },
    notices,
  };
}

/** The first answer if it passes every check; else one correction, and the better of the two. */
async function generateWithModel(
  generation: Generation,
  signal: AbortSignal | undefined,
): Promise<GenerationPayload> {
  const { client, config, request, plan, notices } = generation;
  const first = await client.call(generation.prompt, signal);
  const firstChecked = first.ok ? check(generation, first.output) : undefined;
  if (firstChecked && firstChecked.verification.failures.length === 0) {
    return buildPayload(config, request, plan, firstChecked, notices);
  }
  const second = await askForCorrection(generation, first, firstChecked, signal);
  if (!second.ok && !firstChecked) return fallBackToEngine(generation, second);
  const secondChecked = second.ok ? check(generation, second.output) : undefined;
  const candidates = [firstChecked, secondChecked].filter((c) => c !== undefined);
  // The corrected answer wins ties: it had the failures spelled out.
  const best = candidates.reduce((a, b) =>
    failureWeight(b.verification.failures) <= failureWeight(a.verification.failures) ? b : a,
  );
  const remaining = best.verification.failures.map(
    (failure) => `Not met after one correction: ${failure.message}`,
  );
  return buildPayload(config, request, plan, best, [...notices, ...remaining]);
}

function check(generation: Generation, output: ModelOutput): CheckedAnswer {
  const { plan, source, request } = generation;
  return checkAnswer(output, plan, source, request.research_content);
}

/** The one corrective retry: the first answer and a message that says exactly what failed. */
function askForCorrection(
  generation: Generation,
  first: CallResult,
  firstChecked: CheckedAnswer | undefined,
  signal: AbortSignal | undefined,
): Promise<CallResult> {
  const { config, prompt } = generation;
  const problems = first.ok
    ? firstChecked!.verification.failures.map((failure) => failure.message)
    : [first.problem];
  generation.log(`${config.provider} answer failed checks, retrying once: ${problems.join(' | ')}`);
  const messages: ModelCall['messages'] = [
    ...prompt.messages,
    { role: 'assistant', content: first.text.trim() || '(no answer)' },
    { role: 'user', content: buildCorrection(problems) },
  ];
  return generation.client.call({ ...prompt, messages }, signal);
}

/** Neither answer was usable: the local engine writes the abstract, unless the fallback is off. */
function fallBackToEngine(generation: Generation, unusable: Unusable): GenerationPayload {
  const { config, request } = generation;
  const failure = UNUSABLE_MESSAGES[unusable.reason];
  generation.log(
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
