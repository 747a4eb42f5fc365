/** The four versions of a result as the tabs show them (seed §2), with their word counts. */
import type { AbstractResult } from '@abstractly/contracts';
import { countWords, QUALITY_BAND_AMBER, QUALITY_BAND_GREEN } from '@abstractly/contracts';

export const VERSION_TABS = [
  { key: 'standard', label: 'Standard' },
  { key: 'concise', label: 'Concise' },
  { key: 'detailed', label: 'Detailed' },
  { key: 'technical', label: 'Technical' },
] as const;
export type VersionKey = (typeof VERSION_TABS)[number]['key'];

export function versionText(result: AbstractResult, key: VersionKey): string {
  return key === 'standard' ? result.abstract : result.alternative_versions[key];
}

/**
 * The server's own counts when it sent them (word_count for the standard version, seed §3: default
 * 0; analysis.version_word_counts for the others, counted in the text's language); otherwise the
 * page counts, as for a result from a server that sends only the seed's fields.
 */
export function versionWordCount(result: AbstractResult, key: VersionKey): number {
  if (key === 'standard' && result.word_count > 0) return result.word_count;
  return result.analysis?.version_word_counts?.[key] ?? countWords(versionText(result, key));
}

/** Seed §4 / product.md: the measured overlap (0–1) as a whole percentage. */
export function overlapPercent(overlap: number): number {
  return Math.round(overlap * 100);
}

/**
 * Words shown beside the quality colour, so the band never relies on colour alone: the seed's bands
 * by their range, not a verdict. Blind readers do not agree with the score often enough for one
 * (product.md; the engine's scripts/eval-readers.ts).
 */
export const QUALITY_BAND_WORDS = {
  green: `${QUALITY_BAND_GREEN} and above`,
  amber: `${QUALITY_BAND_AMBER} to ${QUALITY_BAND_GREEN - 1}`,
  red: `Under ${QUALITY_BAND_AMBER}`,
} as const;
