/**
 * The local engine's pipeline, one stage a step: read the paper (read/), rank its sentences
 * (rank/), make them abstract-ready and compose each version (sentence/, compose/), measure and
 * check the abstract (measure/, check/), and write the companions beside it.
 */
import { LANGUAGE_LABELS } from '@abstractly/contracts/options';
import { planAbstract, type AbstractPlan } from '@abstractly/contracts/plan';
import { findEvidence, locateSentences } from './check/evidence.ts';
import { measureAbstract, type AbstractScores } from './check/score-abstract.ts';
import { collectCandidates } from './compose/candidates.ts';
import { readInstructions } from './compose/instructions.ts';
import {
  composeVersions,
  versionSettings,
  versionWarnings,
  type ComposedVersions,
  type VersionSettings,
} from './compose/versions.ts';
import { writeCompanions, type CompanionOutput } from './compose/write-companions.ts';
import { extractKeywords } from './measure/keywords.ts';
import { computeFeatures } from './rank/features.ts';
import { rankFeatures } from './rank/ranker.ts';
import { parseDocument, type ParsedDocument } from './read/document.ts';
import { SUPPORTED_LANGUAGES, sourceLanguage, type Language } from './read/language.ts';
import { countWords } from './read/segment.ts';
import { stripMarkers } from './sentence/clean.ts';
import type { EngineFailureReason, EngineOutput, EngineRequest, EngineResult } from './types.ts';

/** One run of the engine: its answer, and the parsed paper with the sentences the standard version took. */
interface EngineRun {
  result: EngineResult;
  document?: ParsedDocument;
  /** Indexes into `document.sentences`, in the abstract's order; empty when it was cut from pieces. */
  chosen?: number[];
}

const PIECES_WARNING =
  'The text has no complete sentences the engine could use: the abstract is cut from its own words.';

export function generateAbstract(request: EngineRequest): EngineResult {
  return runEngine(request).result;
}

/** A source sentence as the engine reads it (markers removed), in reading order. */
export interface RankedSentence {
  index: number;
  text: string;
  /** The first sentence of its paragraph. */
  opensParagraph: boolean;
}

/** The paper's sentences as the engine splits them (headings, captions and back matter left out). */
export function readSentences(source: string): RankedSentence[] {
  if (!source.trim()) return [];
  return parseDocument(source, sourceLanguage(source)).sentences.map((s) => ({
    index: s.index,
    text: stripMarkers(s.text),
    opensParagraph: s.paragraphPosition === 0,
  }));
}

/**
 * Which of `readSentences(request.research_content)` the engine's standard version takes for
 * `word_count_target` words, by index, in the abstract's order. The engine rewrites what it takes
 * ("However, x" becomes "X", citations go), so a caller that needs the paper's own sentences finds
 * them by index, never by the abstract's text.
 */
export function rankSentences(request: EngineRequest): number[] {
  const run = runEngine(request);
  return run.result.ok ? (run.chosen ?? []) : [];
}

function failed(reason: EngineFailureReason, message: string): EngineRun {
  return { result: { ok: false, reason, message } };
}

function runEngine(request: EngineRequest): EngineRun {
  const source = request.research_content ?? '';
  if (!source.trim()) return failed('empty-input', 'The research content is empty.');
  const language = sourceLanguage(source);
  // What every path must produce (contracts' plan): budgets, venue cap, layout, citations, keywords.
  const plan = planAbstract(request, { language });
  const instructions = readInstructions(request.custom_instructions ?? '', plan.citationsAllowed);
  const document = parseDocument(source, language);
  if (document.sentences.length === 0)
    return failed('no-sentences', 'No sentences were found in the research content.');
  const title = request.research_title ?? '';
  const { features, keyTerms } = computeFeatures(document, title, language);
  const rewrite = request.creativity_level >= 25;
  const options = {
    citationsAllowed: instructions.citationsAllowed,
    rewrite,
    language,
    cased: !document.lowercased,
  };
  const pool = collectCandidates(features, rankFeatures(features), options, instructions.noNumbers);
  const settings = versionSettings(request, plan, pool, instructions, language, rewrite);
  const versions = composeVersions(plan.versions, settings);
  const measured = measureStandard(versions, { request, plan, settings, document, keyTerms });
  if (measured.word_count === 0)
    return failed('no-sentences', 'No sentences with words were found in the research content.');
  const abstract = versions.standard.text;
  const companions = writeCompanions({
    candidates: pool.candidates,
    info: pool.info,
    abstract,
    language,
    venue: request.optimize_for_journal,
    // A lower-cased paper's candidates write its abbreviations in capitals ("mtDNA"), which the
    // companions could not read back from them.
    definitions: options.cased ? undefined : pool.definitions,
  });
  const warnings = [
    ...languageWarnings(request.language, language),
    ...plan.warnings,
    ...(pool.fromPieces ? [PIECES_WARNING] : []),
    ...instructions.warnings,
    ...versionWarnings(versions, pool, plan.style, language, source),
    ...companions.warnings,
  ];
  const keywords = chooseKeywords(document, title, language, plan, abstract);
  const output = assembleOutput({
    versions,
    measured,
    keywords,
    companions,
    warnings,
    plan,
    language,
    source,
  });
  return {
    result: { ok: true, output },
    document,
    chosen: pool.fromPieces ? [] : versions.standard.sentences.map((c) => c.index),
  };
}

/** The source decides the abstract's language: another one asked for needs an AI provider to translate. */
function languageWarnings(requested: string, language: Language): string[] {
  if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(requested) || requested === language)
    return [];
  return [
    `The abstract is in ${LANGUAGE_LABELS[language]}, the language of the source text: translation to ${LANGUAGE_LABELS[requested as Language]} needs an AI provider.`,
  ];
}

/** The standard version's scores; the other versions' numbers are checked with it. */
function measureStandard(
  versions: ComposedVersions,
  known: {
    request: EngineRequest;
    plan: AbstractPlan;
    settings: VersionSettings;
    document: ParsedDocument;
    keyTerms: string[];
  },
): AbstractScores {
  const { request, plan, settings, document } = known;
  const standard = versions.standard;
  return measureAbstract(
    {
      abstract: standard.text,
      source: request.research_content ?? '',
      title: request.research_title ?? '',
      language: settings.language,
      target: plan.effectiveTarget,
      academicLevel: request.academic_level,
      headings: plan.style === 'structured' ? settings.headings : undefined,
      versions: [versions.concise.text, versions.detailed.text, versions.technical.text],
    },
    {
      keyTerms: known.keyTerms,
      sentenceContents: standard.sentences.map((c) => c.content),
      sectionHeadings: standard.sections?.map((s) => s.heading) ?? [],
      document,
    },
  );
}

/** Key phrases of the paper, favouring the abstract's words, within the plan's range and case. */
function chooseKeywords(
  document: ParsedDocument,
  title: string,
  language: string,
  plan: AbstractPlan,
  abstract: string,
): string[] {
  const keywords = extractKeywords(
    document.sentences.map((s) => s.text),
    title,
    language,
    plan.keywords.max,
    abstract,
    plan.keywords.min,
  );
  return plan.keywords.lowercase ? keywords.map((k) => k.toLowerCase()) : keywords;
}

/** The answer: the versions, the scores measured on the standard one, its evidence, the companions. */
function assembleOutput(parts: {
  versions: ComposedVersions;
  measured: AbstractScores;
  keywords: string[];
  companions: CompanionOutput;
  warnings: string[];
  plan: AbstractPlan;
  language: Language;
  source: string;
}): EngineOutput {
  const { versions, measured, companions, language } = parts;
  const abstract = versions.standard.text;
  const words = (version: 'concise' | 'detailed' | 'technical') =>
    countWords(versions[version].text, language);
  return {
    abstract,
    alternative_versions: {
      concise: versions.concise.text || abstract,
      detailed: versions.detailed.text || abstract,
      technical: versions.technical.text || abstract,
    },
    keywords: parts.keywords,
    word_count: measured.word_count,
    quality_score: measured.quality_score,
    readability_score: measured.readability_score,
    structure_check: measured.structure_check,
    analysis: {
      provider: 'local',
      source_overlap: measured.analysis.source_overlap,
      unsupported_numbers: measured.analysis.unsupported_numbers,
      warnings: parts.warnings,
      effective_word_target: parts.plan.effectiveTarget,
      version_word_counts: {
        standard: measured.word_count,
        concise: words('concise'),
        detailed: words('detailed'),
        technical: words('technical'),
      },
      version_targets: {
        standard: versions.standard.goal,
        concise: versions.concise.goal,
        detailed: versions.detailed.goal,
        technical: versions.technical.goal,
      },
      detected_language: language,
      quality_breakdown: measured.analysis.quality_breakdown,
      companion_readability: companions.readability,
    },
    evidence: findEvidence(
      abstract,
      parts.source,
      language,
      locateSentences(
        abstract,
        versions.standard.sentences.map((c) => c.text),
      ),
    ),
    ...companions.companions,
  };
}
