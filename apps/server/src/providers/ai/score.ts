/**
 * The scores of an AI answer, measured by our code and never taken from the model (product.md
 * "Scores"): the engine's scoreAbstract, the scorer the local engine uses for its own
 * abstracts, so the same text gets the same scores on every provider.
 */
import { labelParts, type AbstractPlan, type GenerateRequest } from '@abstractly/contracts';
import { scoreAbstract, type AbstractScores } from '@abstractly/engine';
import type { ModelOutput } from './output-schema.ts';

/**
 * The scores of an AI answer: the engine's scoreAbstract, so the same abstract text gets the same
 * scores from the local engine and from every AI provider.
 */
export function scoreAnswer(
  request: GenerateRequest,
  plan: AbstractPlan,
  answer: Pick<ModelOutput, 'abstract' | 'alternative_versions'>,
): AbstractScores {
  return scoreAbstract({
    abstract: answer.abstract,
    source: request.research_content,
    title: request.research_title,
    language: plan.language,
    target: plan.effectiveTarget,
    academicLevel: request.academic_level,
    headings: plan.layout.kind === 'headings' ? labelParts(plan.layout.headings) : undefined,
    versions: Object.values(answer.alternative_versions),
  });
}
