/**
 * Claims of an AI answer held against the paper by the engine's own check (claims.ts of the
 * engine): a sentence the paper does not support, or one more certain, causal or general than its
 * evidence, is a failure the corrective retry names, as an invented number is. The versions, each
 * highlight and the TL;DR get both findings; the plain summary, which paraphrases for lay readers
 * on purpose, only overclaims (its words are meant not to be the paper's, so a word-based trace
 * cannot tell a faithful paraphrase from an invented sentence).
 */
import { excerpt, findClaimProblems, type ClaimKinds } from '@abstractly/engine';
import type { GenerationPlan } from './plan.ts';

export interface ClaimText {
  /** The text's name as the subject of a sentence: "The standard abstract", "Highlight 2". */
  subject: string;
  text: string;
  kinds?: ClaimKinds;
}

/** The claim failures of the texts of an answer; `paper` is the user's research_content. */
export function claimFailures(
  plan: GenerationPlan,
  paper: string,
  texts: readonly ClaimText[],
): { kind: 'claims'; message: string }[] {
  const failures: { kind: 'claims'; message: string }[] = [];
  for (const { subject, text, kinds } of texts) {
    const { findings } = findClaimProblems(text, paper, plan.language, kinds);
    for (const finding of findings) {
      const sentence = excerpt(text.slice(finding.start, finding.end), 12);
      failures.push({
        kind: 'claims',
        message:
          finding.kind === 'unsupported-claim'
            ? `${subject} states "${sentence}", which the paper does not support (${finding.message.replace(/^The paper does not support this sentence: /u, '').replace(/\.$/u, '')}); state only what the paper reports.`
            : `${subject} overclaims at "${sentence}": ${finding.message.replace(/\.$/u, '')}; keep the paper's hedges, associations and scope.`,
      });
    }
  }
  return failures;
}
