/**
 * Claims of an AI answer held against the paper by the engine's own check (claims.ts of the
 * engine): a sentence the paper does not support, or one more certain, causal or general than its
 * evidence, is a failure the corrective retry names, as an invented number is.
 */
import { excerpt, findClaimProblems } from '@abstractly/engine';
import type { AbstractPlan } from '@abstractly/contracts';

/** The claim failures of every version of an answer; `paper` is the user's research_content. */
export function claimFailures(
  plan: AbstractPlan,
  paper: string,
  versions: { name: string; text: string }[],
): { kind: 'claims'; message: string }[] {
  const failures: { kind: 'claims'; message: string }[] = [];
  for (const { name, text } of versions) {
    const { findings } = findClaimProblems(text, paper, plan.language);
    for (const finding of findings) {
      const sentence = excerpt(text.slice(finding.start, finding.end), 12);
      failures.push({
        kind: 'claims',
        message:
          finding.kind === 'unsupported-claim'
            ? `The ${name} states "${sentence}", which the paper does not support (${finding.message.replace(/^The paper does not support this sentence: /u, '').replace(/\.$/u, '')}); state only what the paper reports.`
            : `The ${name} overclaims at "${sentence}": ${finding.message.replace(/\.$/u, '')}; keep the paper's hedges, associations and scope.`,
      });
    }
  }
  return failures;
}
