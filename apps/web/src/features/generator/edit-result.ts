/** A result as the user edits it: its text, counts and scores follow the edits. */
import type { AbstractResult, CheckData } from '@abstractly/contracts';
import { countWords } from '@abstractly/contracts/word-count';
import { versionText, type VersionKey } from './result-versions.ts';

function counts(result: AbstractResult) {
  return (
    result.analysis?.version_word_counts ?? {
      standard: countWords(result.abstract),
      concise: countWords(result.alternative_versions.concise),
      detailed: countWords(result.alternative_versions.detailed),
      technical: countWords(result.alternative_versions.technical),
    }
  );
}

/** The result with one version's text replaced; its count is the page's until a check answers. */
export function withEditedText(
  result: AbstractResult,
  key: VersionKey,
  text: string,
): AbstractResult {
  const words = countWords(text);
  // The standard text's evidence points into the old text: it comes back with the next check.
  const { evidence: _stale, ...rest } = result;
  const edited =
    key === 'standard'
      ? { ...rest, abstract: text, word_count: words }
      : { ...result, alternative_versions: { ...result.alternative_versions, [key]: text } };
  return {
    ...edited,
    analysis: { ...result.analysis, version_word_counts: { ...counts(result), [key]: words } },
  };
}

/**
 * The result with a check's measurements of one version, when the text checked is still the
 * version's text. The standard version's scores are the result's scores (seed §3).
 */
export function withCheckedScores(
  result: AbstractResult,
  key: VersionKey,
  text: string,
  data: CheckData,
): AbstractResult {
  if (versionText(result, key) !== text) return result;
  const analysis = {
    ...result.analysis,
    version_word_counts: { ...counts(result), [key]: data.word_count },
  };
  if (key !== 'standard') return { ...result, analysis };
  return {
    ...result,
    word_count: data.word_count,
    quality_score: data.quality_score,
    readability_score: data.readability_score,
    structure_analysis: data.structure_check,
    evidence: data.evidence,
    analysis: {
      ...analysis,
      source_overlap: data.analysis.source_overlap,
      unsupported_numbers: data.analysis.unsupported_numbers,
      quality_breakdown: data.analysis.quality_breakdown,
    },
  };
}
