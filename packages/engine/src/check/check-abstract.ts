/**
 * "Check my abstract": the form's fields in, the scores and findings of scoreAbstract
 * out. The server's check-abstract function, the CLI's `check` and the page's private mode all
 * call this, so an abstract gets the same verdict everywhere.
 */
import type {
  AbstractStyle,
  AcademicLevel,
  Journal,
  Language,
} from '@abstractly/contracts/options';
import { labelParts, planLayout } from '@abstractly/contracts/plan';
import { findClaimProblems } from './claims.ts';
import { evidenceOf } from './evidence.ts';
import { detectLanguage } from '../read/language.ts';
import { scoreAbstract, type AbstractScores } from './score-abstract.ts';
import type { SentenceEvidence } from '../types.ts';

/** The check-abstract request's fields (the contracts validate them first). */
export interface CheckRequest {
  abstract: string;
  research_title?: string | undefined;
  /** The paper; without it the number check says it could not run. */
  research_content?: string | undefined;
  word_count_target?: number | undefined;
  optimize_for_journal?: Journal | undefined;
  abstract_style?: AbstractStyle | undefined;
  language?: Language | undefined;
  academic_level?: AcademicLevel | undefined;
}

export type CheckResult = AbstractScores & {
  analysis: AbstractScores['analysis'] & { detected_language: string };
  /** Each sentence of the abstract with its passages in the paper (none without the paper). */
  evidence: SentenceEvidence[];
};

export function checkAbstract(request: CheckRequest): CheckResult {
  const { abstract } = request;
  // The abstract's own language decides how it is split and counted; the chosen one is checked.
  const language = detectLanguage(abstract) ?? request.language ?? 'en';
  // The layout the plan asks of a generated abstract: the venue's form and headings win.
  const { layout } = planLayout(
    request.abstract_style ?? 'narrative',
    request.optimize_for_journal,
    language,
  );
  const scores = scoreAbstract({
    abstract,
    source: request.research_content ?? '',
    title: request.research_title,
    language,
    target: request.word_count_target,
    academicLevel: request.academic_level ?? 'graduate',
    headings: layout.kind === 'headings' ? labelParts(layout.headings) : undefined,
    venue: request.optimize_for_journal,
    requestedLanguage: request.language,
    style: request.abstract_style,
  });
  const claims = findClaimProblems(abstract, request.research_content ?? '', language);
  const findings = [...scores.findings, ...claims.findings].sort(
    (a, b) => (a.start ?? -1) - (b.start ?? -1),
  );
  return {
    ...scores,
    findings,
    analysis: { ...scores.analysis, detected_language: language },
    evidence: evidenceOf(claims.traced),
  };
}
