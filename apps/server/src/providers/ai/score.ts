/**
 * The scores of an AI answer, measured by our code and never taken from the model (product.md
 * "Scores", issue 5): the engine's scoreAbstract, the scorer the local engine uses for its own
 * abstracts, so the same text gets the same scores on every provider.
 */
import type { GenerateRequest } from '@abstractly/contracts';
import { scoreAbstract, type AbstractScores, type PartHeadings } from '@abstractly/engine';
import type { ModelOutput } from './output-schema.ts';
import type { GenerationPlan, Layout } from './plan.ts';

/** A heading that states the aim: it sits between the background and the methods. */
const AIM_HEADING = /^(objectives?|purpose|aims?)$/iu;

/**
 * Which heading of a structured layout names each part the engine checks: the first the
 * background, the next one that is not the aim the methods ("Importance, Objective, Design…" in
 * AMA), the last the conclusions and the one before it the results.
 */
export function partHeadings(layout: Layout): PartHeadings | undefined {
  if (layout.kind !== 'headings' || layout.headings.length < 4) return undefined;
  const h = layout.headings;
  return {
    background: h[0]!,
    methods: AIM_HEADING.test(h[1]!) ? h[2]! : h[1]!,
    results: h[h.length - 2]!,
    conclusions: h[h.length - 1]!,
  };
}

/**
 * The scores of an AI answer: the engine's scoreAbstract, so the same abstract text gets the same
 * scores from the local engine and from every AI provider (issue 5).
 */
export function scoreAnswer(
  request: GenerateRequest,
  plan: GenerationPlan,
  answer: Pick<ModelOutput, 'abstract' | 'alternative_versions'>,
): AbstractScores {
  return scoreAbstract({
    abstract: answer.abstract,
    source: request.research_content,
    title: request.research_title,
    language: plan.language,
    target: plan.effectiveTarget,
    academicLevel: request.academic_level,
    headings: partHeadings(plan.layout),
    versions: Object.values(answer.alternative_versions),
  });
}
