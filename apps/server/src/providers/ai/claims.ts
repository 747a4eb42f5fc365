/**
 * Claims of an AI answer held against the paper by the engine's own check (claims.ts of the
 * engine): a sentence the paper does not support, or one more certain, causal or general than its
 * evidence, is a failure the corrective retry names, as an invented number is. The companions are
 * held to what the engine's COMPANION_CLAIM_KINDS says of each.
 */
import {
  excerpt,
  findClaimProblems,
  findCompanionClaimProblems,
  type Finding,
} from '@abstractly/engine';
import type { AbstractPlan } from '@abstractly/contracts';
import type { Companions } from '@abstractly/contracts/companions';

type ClaimFailure = { kind: 'claims'; message: string };

/** One finding as a sentence both the model (in the retry) and the user (as a warning) read. */
function claimFailure(subject: string, text: string, finding: Finding): ClaimFailure {
  const sentence = excerpt(text.slice(finding.start, finding.end), 12);
  return {
    kind: 'claims',
    message:
      finding.kind === 'unsupported-claim'
        ? `${subject} states "${sentence}", which the paper does not support (${finding.message.replace(/^The paper does not support this sentence: /u, '').replace(/\.$/u, '')}); state only what the paper reports.`
        : `${subject} overclaims at "${sentence}": ${finding.message.replace(/\.$/u, '')}; keep the paper's hedges, associations and scope.`,
  };
}

/**
 * The claim failures of the versions of an answer; `subject` names each as the subject of a
 * sentence ("The standard abstract"); `paper` is the user's research_content.
 */
export function claimFailures(
  plan: AbstractPlan,
  paper: string,
  versions: readonly { subject: string; text: string }[],
): ClaimFailure[] {
  return versions.flatMap(({ subject, text }) =>
    findClaimProblems(text, paper, plan.language).findings.map((finding) =>
      claimFailure(subject, text, finding),
    ),
  );
}

const COMPANION_SUBJECTS = {
  highlights: (index: number) => `Highlight ${index + 1}`,
  tldr: () => 'The TL;DR',
  plain_summary: () => 'The plain-language summary',
};

/** The claim failures of the highlights, the TL;DR and the plain summary (titles name, not claim). */
export function companionClaimFailures(
  plan: AbstractPlan,
  paper: string,
  companions: Companions,
): ClaimFailure[] {
  return findCompanionClaimProblems(companions, paper, plan.language).flatMap(
    ({ companion, index, text, findings }) =>
      findings.map((finding) => claimFailure(COMPANION_SUBJECTS[companion](index), text, finding)),
  );
}
