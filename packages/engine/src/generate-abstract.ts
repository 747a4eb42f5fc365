/** The local engine's entry point: read the paper, score its sentences, compose each version, measure it. */
import { LANGUAGE_LABELS } from '@abstractly/contracts/options';
import {
  genericHeadings,
  labelParts,
  planAbstract,
  withinBounds,
  type VersionKey,
  type VersionPlan,
} from '@abstractly/contracts/plan';
import { buildCandidates } from './compose/candidates.ts';
import type { PrepareOptions } from './sentence/prepare-sentence.ts';
import { writeCompanions } from './compose/write-companions.ts';
import { stripMarkers } from './sentence/clean.ts';
import { editVoice } from './sentence/voice.ts';
import {
  composeAbstract,
  reportsFinding,
  type CandidateInfo,
  type Composition,
} from './compose/compose.ts';
import { parseDocument, type ParsedDocument, type SourceSentence } from './read/document.ts';
import { findEvidence, locateSentences } from './check/evidence.ts';
import { computeFeatures, featureIndex, type SentenceFeatures } from './rank/features.ts';
import { extractKeywords } from './measure/keywords.ts';
import { SUPPORTED_LANGUAGES, sourceLanguage, type Language } from './read/language.ts';
import { RANKER_SELECTION, rankFeatures } from './rank/ranker.ts';
import { topRole, type Role } from './rank/roles.ts';
import { measureAbstract } from './check/score-abstract.ts';
import type { Candidate } from './compose/select.ts';
import { countWords, hasCjk, segmentWords } from './read/segment.ts';
import type { EngineRequest, EngineResult } from './types.ts';

const LIMITATION =
  /\b(limitations?|limited|drawbacks?|shortcomings?|weakness(es)?|caveats?|future (work|research|studies)|fail(s|ed)?|cannot|unable|restricted|biased?|remains? (unclear|unknown|open)|further (work|research|studies))\b/iu;
const RESULT_LIKE =
  /\b(outperform\w*|improv\w*|significant\w*|achiev\w*|we (find|found|show|observe)|results? (show|indicate|suggest)|increas\w*|decreas\w*|higher|lower|accuracy)\b/iu;
const NO_FIRST_PERSON =
  /\b(no|avoid|without|don'?t use|do not use)\b[^.]{0,20}\b(first[- ]person|we|i)\b|\bthird[- ]person\b|\bimpersonal\b|\bpassive voice\b/iu;
const NO_CITATIONS = /\b(no|avoid|without|remove)\b[^.]{0,20}\b(citations?|references?)\b/iu;
const NO_NUMBERS = /\b(no|avoid|without)\b[^.]{0,20}\b(numbers|statistics|figures|numerals)\b/iu;
const SHORT_SENTENCES =
  /\b(short|shorter|simple|simpler|plain)\b[^.]{0,15}\b(sentences|language|words)\b/iu;

/** Which role a source sentence plays: its section decides where it is telling, the classifier elsewhere. */
function roleOf(sentence: SourceSentence, probabilities: SentenceFeatures['roles']): Role {
  switch (sentence.section) {
    case 'methods':
      return probabilities.results > 0.6 ? 'results' : 'methods';
    case 'results':
      return probabilities.conclusions > 0.6 ? 'conclusions' : 'results';
    case 'discussion':
      return probabilities.results > probabilities.conclusions + 0.2 ? 'results' : 'conclusions';
    case 'conclusion':
      return 'conclusions';
    default: {
      const role = topRole(probabilities);
      return role === 'results' && sentence.position < 0.15 ? 'objective' : role;
    }
  }
}

function describeCandidates(
  features: SentenceFeatures[],
  candidates: Candidate[],
): Map<number, CandidateInfo> {
  const byIndex = new Map(features.map((f) => [f.sentence.index, f]));
  const density = featureIndex('keyterm_density');
  const info = new Map<number, CandidateInfo>();
  for (const c of candidates) {
    const hasNumber = /\d/u.test(c.text);
    const f = byIndex.get(c.index);
    if (!f || (f.sentence.text !== c.text && byIndex.size < c.index)) {
      // A fallback piece rather than a sentence: no role evidence.
      info.set(c.index, {
        role: 'background',
        hasNumber,
        technical: 0,
        simple: 0.5,
        limitation: false,
        resultLike: false,
      });
      continue;
    }
    const role = roleOf(f.sentence, f.roles);
    const meanWordLength =
      f.sentence.terms.reduce((s, t) => s + t.length, 0) / Math.max(1, f.words);
    info.set(c.index, {
      role,
      hasNumber,
      technical: Math.min(
        1,
        0.4 * (hasNumber ? 1 : 0) + 0.3 * f.roles.methods + 0.6 * f.values[density]!,
      ),
      simple: Math.max(
        0,
        1 - Math.max(0, c.words - 12) / 30 - Math.max(0, meanWordLength - 4.5) / 4,
      ),
      limitation: LIMITATION.test(c.text),
      resultLike: role === 'results' || RESULT_LIKE.test(c.text),
    });
  }
  return info;
}

/**
 * A sentence's words with what follows each up to the next word. Space-separated text splits at
 * whitespace; Chinese and Japanese have none, so there the segmenter's words (each carrying the
 * punctuation after it) are the units, else a run without punctuation would be one 100,000-character "word".
 */
function wordRuns(text: string, language: string): string[] {
  if (!hasCjk(text)) return text.split(/\s+/u).filter(Boolean);
  const starts = segmentWords(text, language)
    .filter((s) => s.isWordLike)
    .map((s) => s.index);
  if (starts.length === 0) return [text];
  starts[0] = 0;
  return starts.map((start, k) => text.slice(start, starts[k + 1] ?? text.length));
}

/** Consecutive 25-word pieces of each sentence, scored like their sentence (first pieces first). */
function fallbackPieces(
  features: SentenceFeatures[],
  scores: number[],
  language: string,
): Candidate[] {
  const pieces: Candidate[] = [];
  features.forEach((f, i) => {
    // Shown as they are, so no marker may stay in them.
    const sentence = stripMarkers(f.sentence.text);
    const cjk = hasCjk(sentence);
    const words = wordRuns(sentence, language);
    for (let start = 0; start < words.length && pieces.length < 2000; start += 25) {
      const text = cjk
        ? words
            .slice(start, start + 25)
            .join('')
            .trim()
        : words.slice(start, start + 25).join(' ');
      pieces.push({
        index: pieces.length,
        text,
        words: countWords(text, language),
        score: scores[i]! - start / 1e6,
        content: f.content,
      });
    }
  });
  return pieces;
}

const failure = (reason: 'empty-input' | 'no-sentences', message: string): EngineResult => ({
  ok: false,
  reason,
  message,
});

/** One run of the engine: its answer, and the parsed paper with the sentences the standard version took. */
interface EngineRun {
  result: EngineResult;
  document?: ParsedDocument;
  /** Indexes into `document.sentences`, in the abstract's order; empty when it was cut from pieces. */
  chosen?: number[];
}

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

function runEngine(request: EngineRequest): EngineRun {
  const source = request.research_content ?? '';
  if (!source.trim()) return { result: failure('empty-input', 'The research content is empty.') };
  const warnings: string[] = [];
  const language = sourceLanguage(source);
  const requested = request.language;
  if ((SUPPORTED_LANGUAGES as readonly string[]).includes(requested) && requested !== language) {
    warnings.push(
      `The abstract is in ${LANGUAGE_LABELS[language]}, the language of the source text: translation to ${LANGUAGE_LABELS[requested as Language]} needs an AI provider.`,
    );
  }

  // What every path must produce (contracts' plan): budgets, venue cap, layout, citations, keywords.
  const plan = planAbstract(request, { language });
  warnings.push(...plan.warnings);
  const target = plan.effectiveTarget;
  const custom = request.custom_instructions ?? '';
  let citationsAllowed = plan.citationsAllowed;
  const applied: string[] = [];
  if (NO_CITATIONS.test(custom) && citationsAllowed) {
    citationsAllowed = false;
    applied.push('no citations');
  }

  const document = parseDocument(source, language);
  if (document.sentences.length === 0)
    return { result: failure('no-sentences', 'No sentences were found in the research content.') };
  const { features, keyTerms } = computeFeatures(document, request.research_title ?? '', language);
  const scores = rankFeatures(features);
  const options: PrepareOptions = {
    citationsAllowed,
    rewrite: request.creativity_level >= 25,
    language,
    cased: !document.lowercased,
  };
  let candidates = buildCandidates(features, scores, options);
  const fromPieces = candidates.length === 0;
  if (fromPieces) {
    // Nothing reads as a sentence (no punctuation, only fragments): cut the text into 25-word pieces.
    candidates = fallbackPieces(features, scores, language);
    warnings.push(
      'The text has no complete sentences the engine could use: the abstract is cut from its own words.',
    );
  }
  if (NO_NUMBERS.test(custom)) {
    const without = candidates.filter((c) => !/\d/u.test(c.text));
    if (without.length > 0) candidates = without;
    applied.push('no numbers');
  }
  const info = describeCandidates(features, candidates);
  const noFirstPerson = NO_FIRST_PERSON.test(custom);
  if (noFirstPerson) applied.push('no first person');
  const shortSentences = SHORT_SENTENCES.test(custom);
  if (shortSentences) applied.push('simpler sentences');
  if (applied.length)
    warnings.push(
      `Custom instructions applied: ${applied.join(', ')}; other instructions need an AI provider.`,
    );
  else if (custom.trim())
    warnings.push(
      'Custom instructions are passed to AI providers; the local engine could not apply these.',
    );

  const style = plan.style;
  const headings = labelParts(
    plan.layout.kind === 'headings' ? plan.layout.headings : genericHeadings(language),
  );
  const levelSimple: Record<string, number> = { 'high-school': 0.6, undergraduate: 0.3 };
  const simpleWeight = (levelSimple[request.academic_level] ?? 0) + (shortSentences ? 0.6 : 0);
  const technicalWeight = (((request.technicality_level ?? 50) - 50) / 50) * 0.8;
  const available = candidates.reduce((s, c) => s + c.words, 0);

  const voice = { noFirstPerson, hereWeShow: plan.hereWeShow && options.rewrite };
  const edit = (sentences: string[]) => editVoice(sentences, voice);

  /** Composes one version and re-aims its budget until post-processing leaves it within its bounds. */
  const compose = (version: VersionKey): Composition & { goal: number; bounds: VersionPlan } => {
    const bounds = plan.versions[version];
    const goal = bounds.target;
    // A window cut by the venue's cap ([135, 150] for Nature's 150) is not centred on its target:
    // aim at its middle. An uncapped window's middle is the target itself.
    const aim = Math.min(goal, Math.round((bounds.min + bounds.max) / 2));
    const capped = aim < goal;
    let budget = aim;
    let best: Composition | undefined;
    let bestMiss = Infinity;
    // Budgets that came out short and long: when re-aiming swings between them (sentences are
    // whole, so a budget can jump past the window), the next try is halfway between.
    let short = -Infinity;
    let long = Infinity;
    for (let attempt = 0; attempt < 6; attempt++) {
      const settings = {
        candidates,
        info,
        style,
        budget,
        language,
        select: RANKER_SELECTION,
        headings,
        technicalWeight: technicalWeight + (version === 'technical' ? 1 : 0),
        simpleWeight: version === 'technical' ? 0 : simpleWeight,
        edit,
      };
      let composition = composeAbstract(settings);
      // A style may find nothing it wants (e.g. descriptive in a text of results only): then narrative.
      if (!composition.text.trim())
        composition = composeAbstract({ ...settings, style: 'narrative' });
      const text = composition.text;
      const words = countWords(text, language);
      // Anything inside the window beats anything outside it, then the closer to the aim; past a
      // venue's cap is worse than short of the window (the cap is the venue's rule).
      const outside = withinBounds(words, bounds) ? 0 : capped && words > bounds.max ? 2 : 1;
      const miss = Math.abs(words - aim) / aim + outside;
      if (miss < bestMiss) {
        best = composition;
        bestMiss = miss;
      }
      if (withinBounds(words, bounds) || words === 0) break;
      if (words < aim) short = Math.max(short, budget);
      else long = Math.min(long, budget);
      const next =
        Number.isFinite(short) && Number.isFinite(long)
          ? Math.round((short + long) / 2)
          : Math.max(5, Math.round((budget * aim) / words));
      if (next === budget) break;
      budget = next;
    }
    return { ...best!, goal, bounds };
  };

  const standard = compose('standard');
  const versions = {
    concise: compose('concise'),
    detailed: compose('detailed'),
    technical: compose('technical'),
  };
  for (const [name, v] of [['standard', standard], ...Object.entries(versions)] as const) {
    const words = countWords(v.text, language);
    if (!withinBounds(words, v.bounds) && available < v.bounds.min) {
      warnings.push(
        `The source text is too short for the ${name} version's ${v.goal}-word target: it has ${words} words (the usable sentences hold ${available}).`,
      );
    }
  }
  if (style === 'descriptive') {
    // Sentences reporting findings come last in a descriptive abstract; say when the target needed them.
    const reporting = standard.sentences.filter((c) => reportsFinding(info.get(c.index)!, c.text));
    if (reporting.length > 0)
      warnings.push(
        `The paper has too few sentences that describe the work without reporting findings for a ${standard.goal}-word descriptive abstract: ${reporting.length} sentence${reporting.length === 1 ? '' : 's'} reporting findings fill the rest. Lower the word target for a purely descriptive abstract.`,
      );
  }

  const abstract = standard.text;
  const measured = measureAbstract(
    {
      abstract,
      source,
      title: request.research_title ?? '',
      language,
      target,
      academicLevel: request.academic_level,
      headings: style === 'structured' ? headings : undefined,
      versions: [versions.concise.text, versions.detailed.text, versions.technical.text],
    },
    {
      keyTerms,
      sentenceContents: standard.sentences.map((c) => c.content),
      sectionHeadings: standard.sections?.map((s) => s.heading) ?? [],
      document,
    },
  );
  const wordCount = measured.word_count;
  if (wordCount === 0)
    return {
      result: failure(
        'no-sentences',
        'No sentences with words were found in the research content.',
      ),
    };
  let keywords = extractKeywords(
    document.sentences.map((s) => s.text),
    request.research_title ?? '',
    language,
    plan.keywords.max,
    abstract,
    plan.keywords.min,
  );
  if (plan.keywords.lowercase) keywords = keywords.map((k) => k.toLowerCase());
  const companions = writeCompanions({
    candidates,
    info,
    abstract,
    language,
    venue: request.optimize_for_journal,
  });
  warnings.push(...companions.warnings);

  const result: EngineResult = {
    ok: true,
    output: {
      abstract,
      alternative_versions: {
        concise: versions.concise.text || abstract,
        detailed: versions.detailed.text || abstract,
        technical: versions.technical.text || abstract,
      },
      keywords,
      word_count: wordCount,
      quality_score: measured.quality_score,
      readability_score: measured.readability_score,
      structure_check: measured.structure_check,
      analysis: {
        provider: 'local',
        source_overlap: measured.analysis.source_overlap,
        unsupported_numbers: measured.analysis.unsupported_numbers,
        warnings,
        effective_word_target: target,
        version_word_counts: {
          standard: wordCount,
          concise: countWords(versions.concise.text, language),
          detailed: countWords(versions.detailed.text, language),
          technical: countWords(versions.technical.text, language),
        },
        version_targets: {
          standard: standard.goal,
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
        source,
        language,
        locateSentences(
          abstract,
          standard.sentences.map((c) => c.text),
        ),
      ),
      ...companions.companions,
    },
  };
  return {
    result,
    document,
    chosen: fromPieces ? [] : standard.sentences.map((c) => c.index),
  };
}
