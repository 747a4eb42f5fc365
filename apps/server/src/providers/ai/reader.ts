/**
 * What a reader stops at in an AI answer, found by the engine's own check (findReaderProblems). A
 * sentence leaning on text the abstract does not have, a pointer into the paper and debris are
 * failures the corrective retry names; a point made twice and no stated result only lower the
 * answer's quality score (scoreAbstract), as they do any abstract's: they are judged by wording
 * alone, too loosely to make a model rewrite a sound answer (the authors' own abstracts trip them
 * in 8% and 21% of the dev papers).
 */
import { findMarkup, findReaderProblems, type Finding, type FindingKind } from '@abstractly/engine';
import type { AbstractPlan } from '@abstractly/contracts';

type ReaderFailure = { kind: 'reader'; message: string };

/** The reader's findings the retry names. */
const RETRIED = new Set<FindingKind>(['dangling-reference', 'paper-pointer', 'debris']);

/** Debris the markup check already names (a placeholder, LaTeX): named once. */
const saidByMarkupCheck = (text: string, finding: Finding) =>
  finding.kind === 'debris' && findMarkup(text.slice(finding.start, finding.end)) !== undefined;

/** One finding as a sentence both the model (in the retry) and the user (as a warning) read. */
function readerFailure(subject: string, text: string, finding: Finding): ReaderFailure {
  const at =
    finding.start === undefined ? '' : ` at "${text.slice(finding.start, finding.end).trim()}"`;
  return { kind: 'reader', message: `${subject}${at}: ${finding.message}` };
}

/** The reader's failures of the versions of an answer; `paper` is the user's research_content. */
export function readerFailures(
  plan: AbstractPlan,
  paper: string,
  versions: readonly { subject: string; text: string }[],
): ReaderFailure[] {
  return versions.flatMap(({ subject, text }) =>
    findReaderProblems(text, paper, plan.language, plan.style)
      .filter((finding) => RETRIED.has(finding.kind) && !saidByMarkupCheck(text, finding))
      .map((finding) => readerFailure(subject, text, finding)),
  );
}
