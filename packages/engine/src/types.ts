/**
 * The engine's input and output, and the types its stages share. Structurally the same as the
 * contracts' request and result data. Types only: this module imports no code.
 */
import type { AbstractRequest } from '@abstractly/contracts/plan';

/** One passage of the paper that supports a sentence; score 0–1 (share of the sentence it holds). */
export interface EvidenceSource {
  start: number;
  end: number;
  score: number;
}

/** One sentence of the abstract ([start, end) in the abstract) and its sources, best first. */
export interface SentenceEvidence {
  start: number;
  end: number;
  sources: EvidenceSource[];
}

/** A generation request: the contracts' zod-free request type, the one every path reads. */
export type EngineRequest = AbstractRequest;

export interface StructureCheck {
  has_background: boolean;
  has_methods: boolean;
  has_results: boolean;
  has_conclusions: boolean;
  clarity_score: number;
  academic_tone_score: number;
  coherence_score: number;
}

export interface EngineAnalysis {
  provider: 'local';
  source_overlap: number;
  unsupported_numbers: string[];
  warnings: string[];
  effective_word_target: number;
  version_word_counts: { standard: number; concise: number; detailed: number; technical: number };
  /** Each version's word goal (standard = effective_word_target; concise 50%, detailed 150%). */
  version_targets?: { standard: number; concise: number; detailed: number; technical: number };
  detected_language: string;
  quality_breakdown: Record<string, number>;
  /** Reading ease of the plain-language summary and of the abstract. */
  companion_readability?: { plain_summary: number; abstract: number };
}

export interface EngineOutput {
  abstract: string;
  alternative_versions: { concise: string; detailed: string; technical: string };
  keywords: string[];
  word_count: number;
  quality_score: number;
  readability_score: number;
  structure_check: StructureCheck;
  analysis: EngineAnalysis;
  /** The standard abstract's sentences with their passages in research_content (check/evidence.ts). */
  evidence?: SentenceEvidence[];
  highlights?: string[];
  tldr?: string;
  plain_summary?: string;
  title_suggestions?: string[];
  ai_statement?: string;
}

export type EngineFailureReason = 'empty-input' | 'no-sentences';

export type EngineResult =
  { ok: true; output: EngineOutput } | { ok: false; reason: EngineFailureReason; message: string };
