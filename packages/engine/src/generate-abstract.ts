/** The local engine's entry point: rank sentences, fit them to each version's word target, score. */
import { extractKeywords } from './keywords.ts';
import { rankSentences, type RankedSentence } from './rank.ts';
import {
  checkStructure,
  findUnsupportedNumbers,
  measureSourceOverlap,
  scoreReadability,
} from './scores.ts';
import { countWords, splitParagraphs, splitSentences } from './segment.ts';
import type { EngineRequest, EngineResult } from './types.ts';

/** product.md: concise ≈ 50%, detailed ≈ 150%, technical ≈ 100% of the standard target. */
const VERSION_RATIOS = { concise: 0.5, detailed: 1.5, technical: 1 } as const;

/** Picks the best-ranked sentences until the word target is reached, then restores source order. */
function fitToTarget(ranked: RankedSentence[], target: number, language: string): string {
  const chosen: RankedSentence[] = [];
  let words = 0;
  for (const sentence of [...ranked].sort((a, b) => b.score - a.score)) {
    const length = countWords(sentence.text, language);
    if (words + length > target * 1.1) continue;
    chosen.push(sentence);
    words += length;
    if (words >= target * 0.9) break;
  }
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((s) => s.text)
    .join(' ');
}

export function generateAbstract(request: EngineRequest): EngineResult {
  const language = request.language;
  const source = request.research_content;
  if (!source.trim())
    return { ok: false, reason: 'empty-input', message: 'The research content is empty.' };
  const sentences = splitParagraphs(source).flatMap((p) => splitSentences(p, language));
  if (sentences.length === 0) {
    return {
      ok: false,
      reason: 'no-sentences',
      message: 'No sentences were found in the research content.',
    };
  }
  const ranked = rankSentences(sentences, request.research_title, language);
  const target = request.word_count_target;
  const abstract = fitToTarget(ranked, target, language) || sentences[0]!;
  const versions = {
    concise: fitToTarget(ranked, Math.round(target * VERSION_RATIOS.concise), language) || abstract,
    detailed:
      fitToTarget(ranked, Math.round(target * VERSION_RATIOS.detailed), language) || abstract,
    technical:
      fitToTarget(ranked, Math.round(target * VERSION_RATIOS.technical), language) || abstract,
  };
  const wordCount = countWords(abstract, language);
  const readability = scoreReadability(abstract, language);
  const structure = checkStructure(abstract, language);
  const unsupported = findUnsupportedNumbers(abstract, source);
  const fit = Math.max(0, 1 - Math.abs(wordCount - target) / target);
  const structureShare =
    [
      structure.has_background,
      structure.has_methods,
      structure.has_results,
      structure.has_conclusions,
    ].filter(Boolean).length / 4;
  // Quality: half structure completeness, a third word-target fit, the rest number faithfulness.
  const quality = Math.round(
    100 * (0.5 * structureShare + 0.35 * fit + 0.15 * (unsupported.length === 0 ? 1 : 0)),
  );
  const warnings: string[] = [];
  if (wordCount < target * 0.9) {
    warnings.push(
      `The source text is too short for a ${target}-word abstract; this one has ${wordCount} words.`,
    );
  }
  return {
    ok: true,
    output: {
      abstract,
      alternative_versions: versions,
      keywords: extractKeywords(source, request.research_title, language),
      word_count: wordCount,
      quality_score: quality,
      readability_score: readability,
      structure_check: structure,
      analysis: {
        provider: 'local',
        source_overlap: measureSourceOverlap(abstract, source, language),
        unsupported_numbers: unsupported,
        warnings,
        effective_word_target: target,
        version_word_counts: {
          standard: wordCount,
          concise: countWords(versions.concise, language),
          detailed: countWords(versions.detailed, language),
          technical: countWords(versions.technical, language),
        },
        detected_language: language,
        quality_breakdown: { structure: structureShare, word_target_fit: fit },
      },
    },
  };
}
