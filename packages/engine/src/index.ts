/** @module @abstractly/engine: the local abstract engine. Pure TypeScript: no DOM, no Node APIs. */
export { generateAbstract, rankSentences, readSentences } from './generate-abstract.ts';
export type { RankedSentence } from './generate-abstract.ts';
export { scoreAbstract } from './check/score-abstract.ts';
export type { AbstractScores, PartHeadings, ScoreAbstractRequest } from './check/score-abstract.ts';
export { checkAbstract } from './check/check-abstract.ts';
export type { CheckRequest, CheckResult } from './check/check-abstract.ts';
export { FINDING_KINDS, findReaderProblems } from './check/findings.ts';
export { findEvidence, paperPassages } from './check/evidence.ts';
export {
  findClaimProblems,
  findCompanionClaimProblems,
  COMPANION_CLAIM_KINDS,
  excerpt,
  type ClaimKinds,
  type CompanionClaims,
} from './check/claims.ts';
export type { Finding, FindingKind, FindingSeverity } from './check/findings.ts';
export { EXCELLENT_SCORE } from './measure/quality.ts';
export {
  countWords,
  joinSentences,
  sentenceSpans,
  splitParagraphs,
  splitSentences,
} from './read/segment.ts';
export { contentCounts, cosine, termCounts } from './read/vectors.ts';
export { detectLanguage } from './read/language.ts';
export { findUnsupportedNumbers } from './measure/numbers.ts';
export { scoreReadability } from './measure/readability.ts';
export { findCitationMarkers, stripCitations } from './sentence/clean.ts';
export { findMarkup } from './read/markup.ts';
export type {
  EngineAnalysis,
  EngineFailureReason,
  EngineOutput,
  EngineRequest,
  EngineResult,
  EvidenceSource,
  SentenceEvidence,
  StructureCheck,
} from './types.ts';
