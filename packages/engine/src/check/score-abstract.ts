/**
 * The measured scores of any abstract (product.md "Scores: measured, never invented"): the local
 * engine and the AI providers both call this, so the same text gets the same scores.
 */
import { alignToPaper } from './alignment.ts';
import { parseDocument, type ParsedDocument } from '../read/document.ts';
import { paperSentenceTexts, parsePaper } from '../read/paper.ts';
import { HEADING_PREFIX, PART_HEADING } from '../read/opening-heading.ts';
import { documentKeyTerms } from '../rank/features.ts';
import { sourceLanguage, type Language } from '../read/language.ts';
import { findUnsupportedNumbers, maskPointers } from '../measure/numbers.ts';
import { measureSourceOverlap } from '../measure/overlap.ts';
import { scoreQuality } from '../measure/quality.ts';
import { scoreReadability } from '../measure/readability.ts';
import { checkStructure } from '../measure/structure.ts';
import { countWords, splitSentences, terms } from '../read/segment.ts';
import { contentVector, cosine } from '../read/vectors.ts';
import { scoreSentenceOrder } from '../measure/order.ts';
import type { StructureCheck } from '../types.ts';
import { findProblems, type Finding } from './findings.ts';
import type { ReaderDefectCounts } from '../measure/quality.ts';
import { abstractRegister } from '../rank/register.ts';

/** The heading of each part of a structured abstract ("Background", "Methods", …). */
export interface PartHeadings {
  background: string;
  methods: string;
  results: string;
  conclusions: string;
}

export interface ScoreAbstractRequest {
  abstract: string;
  /** The user's research content: source of the key terms, the numbers and the 8-gram overlap. */
  source: string;
  title?: string | undefined;
  /** The abstract's language. */
  language: string;
  /** The word target the abstract was written for; omit when there is none (checking an abstract). */
  target?: number | undefined;
  academicLevel: string;
  /**
   * Set when the abstract is structured: a paragraph opening with "<heading>:" marks its part as
   * present, and line breaks are kept for the structure check. Omit for a one-paragraph abstract.
   */
  headings?: PartHeadings | undefined;
  /** The other versions (concise, detailed, technical): their numbers are checked too. */
  versions?: string[] | undefined;
  /** optimize_for_journal: its word limit, headings and citation rule are checked. */
  venue?: string | undefined;
  /** The language the user asked for, when the abstract should be in it. */
  requestedLanguage?: string | undefined;
  /** abstract_style: a descriptive abstract is not expected to state results. */
  style?: string | undefined;
}

export interface AbstractScores {
  word_count: number;
  quality_score: number;
  readability_score: number;
  structure_check: StructureCheck;
  analysis: {
    source_overlap: number;
    unsupported_numbers: string[];
    quality_breakdown: Record<string, number>;
  };
  /** What is wrong, with offsets into the abstract (findings.ts). */
  findings: Finding[];
}

/**
 * What generateAbstract already knows when it scores its own abstract. Each part is what
 * scoreAbstract derives from the text, except that the composer knows more exactly: a rewritten
 * sentence keeps the content vector of the source sentence it came from, and the composer knows
 * which sections it filled.
 */
export interface KnownParts {
  keyTerms?: string[];
  sentenceContents?: Map<string, number>[];
  sectionHeadings?: string[];
  /** The source, already parsed (in its own language). */
  document?: ParsedDocument;
}

/** Findings that point at text the reader does not have (a deduction each in scoreQuality). */
const POINTER_KINDS = new Set(['citation', 'figure-reference', 'dangling-opener', 'paper-pointer']);

/** The reader's findings by kind, as scoreQuality deducts them. */
function countReaderDefects(findings: Finding[]): ReaderDefectCounts {
  const count = (kind: string) => findings.filter((f) => f.kind === kind).length;
  return {
    dangling: count('dangling-reference'),
    redundant: count('redundant'),
    debris: count('debris'),
    missingResult: count('missing-result') > 0,
  };
}

const MINOR_KINDS = new Set(['placeholder', 'undefined-abbreviation']);

/**
 * The scores and findings of an abstract, measured by the same functions generateAbstract uses:
 * the one quality score of the product (engine, AI providers, check-abstract).
 */
export function scoreAbstract(request: ScoreAbstractRequest): AbstractScores {
  return measureAbstract(request);
}

/** scoreAbstract with what the caller already knows (generateAbstract); see KnownParts. */
export function measureAbstract(
  request: ScoreAbstractRequest,
  known: KnownParts = {},
): AbstractScores {
  const { abstract, source, language } = request;
  const wordCount = countWords(abstract, language);
  const readability = scoreReadability(abstract.replace(HEADING_PREFIX, ''), language);
  const structure = checkHeadedStructure(
    abstract,
    language,
    request.headings,
    known.sectionHeadings,
  );
  // Without the paper there is nothing to check numbers against (a finding says so).
  const hasSource = source.trim() !== '';
  const unsupported = hasSource
    ? findUnsupportedNumbers(
        maskPointers([abstract, ...(request.versions ?? [])].join('\n')),
        source,
      )
    : [];
  const sentences = splitSentences(abstract.replace(HEADING_PREFIX, ''), language);
  const contents = known.sentenceContents ?? sentences.map((s) => contentVector(s, language));
  const { document, terms: sourceTerms } = readPaper(source, known);
  const alignment = alignToPaper(sentences, document, language);
  const keyTerms = sourceTerms.all;
  const findings = findProblems({
    abstract,
    source,
    language,
    requestedLanguage: request.requestedLanguage,
    target: request.target,
    venue: request.venue,
    style: request.style,
    structure,
    unsupportedNumbers: hasSource ? findUnsupportedNumbers(maskPointers(abstract), source) : [],
    paperSentences: hasSource ? paperSentenceTexts(document) : undefined,
  });
  const quality = scoreQuality({
    structure,
    words: wordCount,
    target: request.target,
    keyTerms,
    abstractTerms: new Set(terms(abstract, language)),
    unsupportedNumbers: unsupported.length,
    laterKeyTerms: sourceTerms.later,
    pointers: findings.filter((f) => POINTER_KINDS.has(f.kind)).length,
    minorProblems: findings.filter((f) => MINOR_KINDS.has(f.kind)).length,
    readerDefects: countReaderDefects(findings),
    register: sentences.length
      ? sentences.reduce((sum, s) => sum + abstractRegister(s), 0) / sentences.length
      : undefined,
    sentenceOrder: scoreSentenceOrder(sentences),
    paperOrder: alignment.order,
    paperCoverage: alignment.coverage,
    maxPairSimilarity: maxPairSimilarity(contents),
    readability,
    academicLevel: request.academicLevel,
    language: language as Language,
    hasError: findings.some((f) => f.severity === 'error'),
  });
  return {
    word_count: wordCount,
    quality_score: quality.score,
    readability_score: readability,
    structure_check: structure,
    analysis: {
      source_overlap: measureSourceOverlap(abstract, source, language),
      unsupported_numbers: unsupported,
      quality_breakdown: quality.breakdown,
    },
    findings,
  };
}

/** The structure check; a structured abstract's headings count the parts they name as present. */
function checkHeadedStructure(
  abstract: string,
  language: string,
  headings: PartHeadings | undefined,
  sectionHeadings: string[] | undefined,
): StructureCheck {
  const structure = checkStructure(headings ? abstract : abstract.replace(/\n+/gu, ' '), language);
  if (!headings) return structure;
  // The headings name the parts present: the check reports them even where the classifier hesitates.
  const opened =
    sectionHeadings ?? Array.from(abstract.matchAll(PART_HEADING), (m) => m[1]!.trim());
  structure.has_background ||= opened.some(
    (h) => h === headings.background || h.startsWith(headings.background),
  );
  structure.has_methods ||= opened.includes(headings.methods);
  structure.has_results ||= opened.includes(headings.results);
  structure.has_conclusions ||= opened.includes(headings.conclusions);
  return structure;
}

/** The highest content cosine of two of the sentences (the redundancy part of the score). */
function maxPairSimilarity(contents: Map<string, number>[]): number {
  let max = 0;
  for (let i = 0; i < contents.length; i++)
    for (let j = i + 1; j < contents.length; j++)
      max = Math.max(max, cosine(contents[i]!, contents[j]!));
  return max;
}

/** The paper as the scores read it: parsed in its own language, with its key terms. */
function readPaper(
  source: string,
  known: KnownParts,
): { document: ParsedDocument; terms: { all: string[]; later: string[] } } {
  const hasSource = source.trim() !== '';
  const language = sourceLanguage(source);
  const remembered =
    hasSource && !known.document && !known.keyTerms ? rememberPaper(source, language) : undefined;
  if (remembered) return remembered;
  const document = hasSource
    ? (known.document ?? parseDocument(source, language))
    : { sentences: [], headings: [], lowercased: false };
  return { document, terms: sourceKeyTerms(document, language, known.keyTerms) };
}

/** The key terms of each paper a check parsed (parsePaper keeps the last one). */
const paperTerms = new WeakMap<ParsedDocument, { all: string[]; later: string[] }>();

/** The paper parsed and its key terms ranked, once per paper. */
function rememberPaper(source: string, language: string) {
  const document = parsePaper(source);
  let terms = paperTerms.get(document);
  if (!terms) paperTerms.set(document, (terms = sourceKeyTerms(document, language, undefined)));
  return { document, terms };
}

/**
 * The source's key terms as the engine ranks them (read in the source's own language), and those
 * of its last two thirds by sentence: what its methods, results and conclusions are about, so an
 * abstract built from the introduction alone covers less.
 */
function sourceKeyTerms(
  document: ParsedDocument,
  language: string,
  known: string[] | undefined,
): { all: string[]; later: string[] } {
  if (document.sentences.length === 0) return { all: [], later: [] };
  const { all, later } = documentKeyTerms(
    document,
    language,
    Math.floor(document.sentences.length / 3),
  );
  // generateAbstract already ranked the whole paper: its terms are kept.
  return { all: known ?? all, later };
}
