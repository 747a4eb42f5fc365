/**
 * The result of a checked answer: the model's texts, with the scores, word counts, evidence and
 * the AI-use statement measured or written by our code, so a text scores the same on every
 * provider.
 */
import type { AbstractPlan, GenerateRequest } from '@abstractly/contracts';
import { buildAiStatement, readabilityGainWarning } from '@abstractly/contracts/companions';
import { findEvidence, scoreReadability } from '@abstractly/engine';
import type { GenerationPayload } from '../types.ts';
import type { CheckedAnswer } from './check-answer.ts';
import type { AiConfig } from './config.ts';
import { scoreAnswer } from './score.ts';
import { companionsOf } from './verify-companions.ts';

/** `warnings`: what the user is told besides the readability of the plain summary. */
export function buildPayload(
  config: Pick<AiConfig, 'provider' | 'model'>,
  request: GenerateRequest,
  plan: AbstractPlan,
  checked: CheckedAnswer,
  warnings: readonly string[],
): GenerationPayload {
  const { output, verification } = checked;
  // Measured by the engine's own scorer, so a text scores the same on every provider.
  const scores = scoreAnswer(request, plan, output);
  const allWarnings = [...warnings];
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
  if (hard) allWarnings.push(hard);

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
      warnings: allWarnings,
      effective_word_target: plan.effectiveTarget,
      version_word_counts: verification.wordCounts,
      detected_language: verification.detectedLanguage ?? 'unknown',
      quality_breakdown: scores.analysis.quality_breakdown,
      ...(readability ? { companion_readability: readability } : {}),
    },
    evidence: findEvidence(output.abstract, request.research_content, plan.language),
  };
}
