/**
 * What is wrong with an abstract, each problem with its place in the text: the checks
 * behind "Check my abstract", the check-abstract function and the CLI's `check`, run in the
 * browser, Node and Deno alike. Offsets are UTF-16 indices into the abstract as given, [start, end).
 */
import { wordBounds } from '@abstractly/contracts/plan';
import { LANGUAGE_LABELS } from '@abstractly/contracts/options';
import { findCitationMarkers, OBJECT_REFERENCES, PLACEHOLDER } from '../sentence/clean.ts';
import { opensOnMissingText } from '../sentence/opener.ts';
import { paperSentenceTexts, parsePaper } from '../read/paper.ts';
import { detectLanguage, type Language } from '../read/language.ts';
import { NUMBER_PATTERN, maskPointers } from '../measure/numbers.ts';
import { openingHeading } from '../read/opening-heading.ts';
import { countWords, escapeRegExp, sentenceSpans, writesWithoutSpaces } from '../read/segment.ts';
import {
  ABBREVIATION,
  definitionOf,
  findDefinitions,
  NUMBER_BEFORE,
  readAsWritten,
} from '../sentence/acronyms.ts';
import type { StructureCheck } from '../types.ts';
import { buildVocabulary, type Vocabulary } from '../sentence/glued-words.ts';
import {
  findReaderDefects,
  indexCopies,
  locateCopies,
  type CopyIndex,
  type ReaderDefectKind,
} from './reader-defects.ts';
import { VENUES, type VenueRule } from '../compose/venues.ts';

/** What a reader stops at (check/reader-defects.ts): the reader panel's defects, as code finds them. */
export const READER_FINDING_KINDS = [
  'dangling-reference',
  'redundant',
  'paper-pointer',
  'debris',
  'missing-result',
] as const;

export const FINDING_KINDS = [
  'unsupported-number',
  'unsupported-claim',
  'overclaim',
  'over-limit',
  'under-limit',
  'citation',
  'figure-reference',
  'placeholder',
  'dangling-opener',
  'undefined-abbreviation',
  'missing-part',
  'venue-headings',
  'language-mismatch',
  'long-sentence',
  ...READER_FINDING_KINDS,
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];
export type FindingSeverity = 'error' | 'warning' | 'info';

export interface Finding {
  kind: FindingKind;
  /** error: breaks the paper's facts or the venue's rules; warning: a reader or editor will stumble; info: worth a look. */
  severity: FindingSeverity;
  message: string;
  start?: number;
  end?: number;
}

export interface FindingsInput {
  abstract: string;
  /** The paper; empty when not given (the checks that need it say so). */
  source: string;
  /** The abstract's language (detected or chosen); sentence splitting and word counts use it. */
  language: string;
  /** The language the user asked for, when they did. */
  requestedLanguage?: string | undefined;
  /** The user's word target, when given. */
  target?: number | undefined;
  venue?: string | undefined;
  /** The abstract's style (seed options): a descriptive abstract states no results. */
  style?: string | undefined;
  structure: StructureCheck;
  unsupportedNumbers: string[];
  /**
   * The paper's sentences as the engine reads them, when the paper was given: they tell a sentence
   * copied from it, and spell the words it glues.
   */
  paperSentences?: readonly string[] | undefined;
}

/** Sentences longer than this (words) are hard to read; the clarity score uses the same line. */
export const LONG_SENTENCE_WORDS = 40;
/** Chinese and Japanese count characters as words: a long sentence is longer. */
const LONG_SENTENCE_CJK = 100;

/** A heading that opens a paragraph: "Methods: …" or "方法：…" (at most five words). */
const OPENING_HEADING = openingHeading(5, 'gmu');

/** What every finder reads: the input, and what several of them need. */
interface FindingContext extends FindingsInput {
  /** The venue's rules, when a known venue was chosen. */
  rule: VenueRule | undefined;
  spans: { text: string; start: number; end: number }[];
  words: number;
}

/** One kind of check (as micromark's constructs: one shape, one list, run in order). */
type Finder = (context: FindingContext) => Finding[];

/** Word counts: the venue's limit is a rule (error), the user's own target a wish (warning). */
function checkWordCount({ rule, words, target }: FindingContext): Finding[] {
  const found: Finding[] = [];
  if (rule && words > rule.wordLimit)
    found.push({
      kind: 'over-limit',
      severity: 'error',
      message: `${words} words: over ${rule.name}'s limit of ${rule.wordLimit} words by ${words - rule.wordLimit}.`,
    });
  if (target !== undefined) {
    const bounds = wordBounds(target);
    if (words > bounds.max && !(rule && words > rule.wordLimit))
      found.push({
        kind: 'over-limit',
        severity: 'warning',
        message: `${words} words: more than 10% over your ${target}-word target.`,
      });
    if (words < bounds.min)
      found.push({
        kind: 'under-limit',
        severity: 'warning',
        message: `${words} words: more than 10% under your ${target}-word target.`,
      });
  }
  return found;
}

/** The abstract in another language than the one chosen (error) or than the paper's (warning). */
function checkLanguage({ abstract, source, requestedLanguage }: FindingContext): Finding[] {
  const detected = detectLanguage(abstract);
  const paperLanguage = source.trim() ? detectLanguage(source.slice(0, 6000)) : undefined;
  if (detected && requestedLanguage && detected !== requestedLanguage)
    return [
      {
        kind: 'language-mismatch',
        severity: 'error',
        message: `The abstract is in ${LANGUAGE_LABELS[detected]}, but ${LANGUAGE_LABELS[requestedLanguage as Language] ?? requestedLanguage} was chosen.`,
      },
    ];
  if (detected && paperLanguage && detected !== paperLanguage)
    return [
      {
        kind: 'language-mismatch',
        severity: 'warning',
        message: `The abstract is in ${LANGUAGE_LABELS[detected]}, the paper in ${LANGUAGE_LABELS[paperLanguage]}.`,
      },
    ];
  return [];
}

/** A part of an abstract (background, methods, results, conclusion) that no sentence states. */
function checkParts({ structure: s, style }: FindingContext): Finding[] {
  const parts: [boolean, string, string][] = [
    [s.has_background, 'background', 'what problem the work addresses and why it matters'],
    [s.has_methods, 'methods', 'how the work was done'],
    [s.has_results, 'results', 'what was found'],
    [s.has_conclusions, 'conclusion', 'what the findings mean'],
  ];
  // A descriptive abstract says what the work covers, not what it found (product.md).
  const expected = (part: string) =>
    !(style === 'descriptive' && (part === 'results' || part === 'conclusion'));
  return parts
    .filter(([present, part]) => !present && expected(part))
    .map(([, part, what]): Finding => ({
      kind: 'missing-part',
      severity: 'warning',
      message: `No ${part} sentence was recognised: say ${what}.`,
    }));
}

/** A structured venue's headings missing, or headings where the venue wants one paragraph. */
function checkVenueHeadings({ abstract, rule }: FindingContext): Finding[] {
  if (!rule) return [];
  const headings = Array.from(abstract.matchAll(OPENING_HEADING), (m) => ({
    text: m[1]!.trim(),
    start: m.index + m[0].indexOf(m[1]!),
    end: m.index + m[0].length,
  }));
  if (rule.form === 'structured' && rule.headings) {
    const required = [
      rule.headings.background,
      rule.headings.objective,
      rule.headings.methods,
      rule.headings.results,
      rule.headings.conclusions,
    ].filter((h): h is string => h !== undefined);
    const missing = required.filter((h) => !headings.some((found) => found.text === h));
    if (missing.length === 0) return [];
    return [
      {
        kind: 'venue-headings',
        severity: 'warning',
        message: `${rule.name} abstracts are structured: missing the heading${missing.length > 1 ? 's' : ''} ${missing.map((h) => `"${h}"`).join(', ')}.`,
      },
    ];
  }
  if (rule.form !== 'paragraph' || headings.length < 2) return [];
  return headings.map((heading): Finding => ({
    kind: 'venue-headings',
    severity: 'warning',
    message: `${rule.name} abstracts are one paragraph without headings.`,
    start: heading.start,
    end: heading.end,
  }));
}

/** Numbers the paper does not hold, each at its place; without the paper, a note that none was checked. */
function checkNumbers({ abstract, source, unsupportedNumbers }: FindingContext): Finding[] {
  if (!source.trim())
    return [
      {
        kind: 'unsupported-number',
        severity: 'info',
        message:
          'Numbers were not checked against the paper, and the quality score leaves out how the abstract follows and covers it: add the paper to check them.',
      },
    ];
  if (unsupportedNumbers.length === 0) return [];
  const unsupported = new Set(unsupportedNumbers);
  return Array.from(maskPointers(abstract).matchAll(NUMBER_PATTERN))
    .filter((match) => unsupported.has(match[0]))
    .map((match): Finding => ({
      kind: 'unsupported-number',
      severity: 'error',
      message: `${match[0]} does not occur in the paper.`,
      start: match.index,
      end: match.index + match[0].length,
    }));
}

/** Citation markers: a venue that cites nothing forbids them (error); elsewhere they point at nothing. */
function checkCitations({ abstract, rule }: FindingContext): Finding[] {
  const forbidden = rule !== undefined && !rule.citationsAllowed;
  return findCitationMarkers(abstract).map((marker): Finding => ({
    kind: 'citation',
    severity: forbidden ? 'error' : 'warning',
    message: forbidden
      ? `${rule.name} abstracts cite nothing: remove this citation.`
      : 'An abstract is read on its own: a citation marker here points at nothing.',
    ...marker,
  }));
}

/** Pointers to the paper's figures, tables, sections and equations. */
function checkFigureReferences({ abstract }: FindingContext): Finding[] {
  return Array.from(abstract.matchAll(OBJECT_REFERENCES), (match): Finding => ({
    kind: 'figure-reference',
    severity: 'warning',
    message:
      'An abstract is read without the paper: it cannot point to its figures, tables, sections or equations.',
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Placeholders text extraction left ("@xmath3", "<dig>"). */
function checkPlaceholders({ abstract }: FindingContext): Finding[] {
  return Array.from(abstract.matchAll(new RegExp(PLACEHOLDER.source, 'giu')), (match): Finding => ({
    kind: 'placeholder',
    severity: 'warning',
    message: 'A placeholder from text extraction, not a word: replace it with what it stands for.',
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** A first sentence that leans on a sentence that is not there ("However, …", "These results…"). */
function checkOpener({ spans }: FindingContext): Finding[] {
  const first = spans[0];
  if (!first || !opensOnMissingText(first.text)) return [];
  const opener = /^[^,;:]{1,30}?(?=,)|^\S+(?:\s+\S+)?/u.exec(first.text)![0];
  return [
    {
      kind: 'dangling-opener',
      severity: 'warning',
      message: `"${opener}" leans on a sentence that is not there: the abstract starts here.`,
      start: first.start,
      end: first.start + opener.length,
    },
  ];
}

/** What the reader panel stops at (reader-defects.ts), each with its place. */
function checkReader({ spans, language, style, paperSentences }: FindingContext): Finding[] {
  const paper =
    paperSentences && paperSentences.length > 0 ? readerPaper(paperSentences, language) : undefined;
  const defects = findReaderDefects({
    spans,
    language,
    vocabulary: paper?.vocabulary,
    copiedFrom: paper
      ? locateCopies(
          spans.map((span) => span.text),
          paper.index,
        )
      : undefined,
    paper: paperSentences,
    expectsResult: style !== 'descriptive',
  });
  return defects.map((defect): Finding => ({
    kind: defect.kind,
    severity: 'warning',
    message: READER_MESSAGES[defect.kind](defect.why),
    ...(defect.start === undefined ? {} : { start: defect.start, end: defect.end }),
  }));
}

const READER_MESSAGES: Record<ReaderDefectKind, (why: string) => string> = {
  'dangling-reference': (why) => `Leans on text the abstract does not have: ${why}.`,
  redundant: (why) => `Says the same thing twice: this sentence ${why}.`,
  'paper-pointer': (why) => `An abstract is read on its own: ${why}.`,
  debris: (why) => `Debris a reader stumbles on: ${why}.`,
  'missing-result': () => 'No sentence says what the work found: state the main result.',
};

/**
 * The reader's findings of one text alone (the AI path names them in its corrective retry): the
 * same finder the check runs, on `abstract` against `source` (the paper, or '' without one).
 */
export function findReaderProblems(
  abstract: string,
  source: string,
  language: string,
  style?: string,
): Finding[] {
  const paperSentences = source.trim() ? paperSentenceTexts(parsePaper(source)) : undefined;
  return checkReader({
    abstract,
    source,
    language,
    style,
    structure: NO_STRUCTURE,
    unsupportedNumbers: [],
    paperSentences,
    rule: undefined,
    spans: sentenceSpans(abstract, language),
    words: 0,
  });
}

/** The abbreviations `abstract` leaves unexplained (the check's finder), against the paper `source`. */
export function findUndefinedAbbreviations(abstract: string, source: string): Finding[] {
  const paperSentences = source.trim() ? paperSentenceTexts(parsePaper(source)) : undefined;
  return checkAbbreviations({ abstract, paperSentences });
}

const NO_STRUCTURE: StructureCheck = {
  has_background: true,
  has_methods: true,
  has_results: true,
  has_conclusions: true,
  clarity_score: 0,
  academic_tone_score: 0,
  coherence_score: 0,
};

/** The paper's vocabulary and copy index, once per list of sentences. */
const readerPapers = new WeakMap<readonly string[], { vocabulary: Vocabulary; index: CopyIndex }>();

function readerPaper(sentences: readonly string[], language: string) {
  let paper = readerPapers.get(sentences);
  if (!paper) {
    paper = { vocabulary: buildVocabulary(sentences), index: indexCopies(sentences, language) };
    readerPapers.set(sentences, paper);
  }
  return paper;
}

/** The paper's own definitions ("convolutional neural network (CNN)"), once per paper. */
const paperDefinitions = new WeakMap<readonly string[], Map<string, string>>();
function definitionsOf(sentences: readonly string[]): Map<string, string> {
  let definitions = paperDefinitions.get(sentences);
  if (!definitions) paperDefinitions.set(sentences, (definitions = findDefinitions(sentences)));
  return definitions;
}

/**
 * Abbreviations used before they are spelled out, or never spelled out: capitals ("CNN"), and the
 * ones the paper defines in any case ("( mfc )" in a lower-cased paper). Where the paper defines
 * one, the message gives the paper's long form.
 */
function checkAbbreviations({
  abstract,
  paperSentences,
}: Pick<FindingContext, 'abstract' | 'paperSentences'>): Finding[] {
  const definitions = paperSentences ? definitionsOf(paperSentences) : new Map<string, string>();
  const uses = [...abstract.matchAll(ABBREVIATION)].map((m) => ({ at: m.index, text: m[1]! }));
  for (const abbreviation of definitions.keys()) {
    if (abbreviation !== abbreviation.toLowerCase()) continue;
    // After a figure it is a unit ("40 ms"), read as it stands; in any case ("mtDNA" for "mtdna").
    const use = new RegExp(
      `${NUMBER_BEFORE}(?<![\\p{L}\\p{N}])${escapeRegExp(abbreviation)}(?![\\p{L}\\p{N}])`,
      'iu',
    ).exec(abstract);
    if (use && !uses.some((u) => u.at === use.index)) uses.push({ at: use.index, text: use[0] });
  }
  uses.sort((a, b) => a.at - b.at);
  const found: Finding[] = [];
  const seen = new Set<string>();
  for (const { at, text: abbreviation } of uses) {
    if (seen.has(abbreviation) || readAsWritten(abbreviation, abstract, at, definitions)) continue;
    seen.add(abbreviation);
    const defined = definitionOf(abbreviation, abstract);
    if (defined && defined.index <= at + abbreviation.length + 2) continue;
    // A lower-cased paper's abbreviation written in capitals ("GWAS" for its "gwas") is the same.
    const long = definitions.get(abbreviation) ?? definitions.get(abbreviation.toLowerCase());
    const spellOut = long
      ? `the paper defines it: write "${long} (${abbreviation})" at first use.`
      : `write the full term at first use, then "(${abbreviation})".`;
    found.push({
      kind: 'undefined-abbreviation',
      severity: 'warning',
      message: defined
        ? `${abbreviation} is used before it is spelled out.`
        : `${abbreviation} is not spelled out: ${spellOut}`,
      start: at,
      end: at + abbreviation.length,
    });
  }
  return found;
}

/** Sentences too long to follow. */
function checkSentenceLength({ spans, language }: FindingContext): Finding[] {
  const longLimit = writesWithoutSpaces(language) ? LONG_SENTENCE_CJK : LONG_SENTENCE_WORDS;
  return spans.flatMap((span): Finding[] => {
    const n = countWords(span.text, language);
    if (n <= longLimit) return [];
    return [
      {
        kind: 'long-sentence',
        severity: 'info',
        message: `${n} words in one sentence: consider splitting it (over ${longLimit} is hard to follow).`,
        start: span.start,
        end: span.end,
      },
    ];
  });
}

/** The finders, run in this order; findings at the same place keep it. */
const FINDERS: readonly Finder[] = [
  checkWordCount,
  checkLanguage,
  checkParts,
  checkVenueHeadings,
  checkNumbers,
  checkCitations,
  checkFigureReferences,
  checkPlaceholders,
  checkOpener,
  checkAbbreviations,
  checkSentenceLength,
  checkReader,
];

/** Kinds the reader's check finds again where an older finder already speaks. */
const SAID_BEFORE: Partial<Record<FindingKind, readonly FindingKind[]>> = {
  'dangling-reference': ['dangling-opener'],
  'paper-pointer': ['figure-reference', 'citation'],
  debris: ['placeholder', 'citation'],
};

/**
 * One finding per problem: a reader's finding that overlaps an older finder's on the same text,
 * and the missing results part where the reader's check says no result is stated.
 */
function withoutRepeats(findings: Finding[]): Finding[] {
  const missingResult = findings.some((f) => f.kind === 'missing-result');
  const placed = placedByKind(findings);
  return findings.filter((f) => {
    if (missingResult && f.kind === 'missing-part' && f.message.startsWith('No results'))
      return false;
    const older = SAID_BEFORE[f.kind];
    if (!older || f.start === undefined) return true;
    return !older.some((kind) => overlapsAny(placed.get(kind) ?? [], f.start!, f.end!));
  });
}

/** Each kind's places, merged where they overlap and sorted: one search answers "overlaps any?". */
function placedByKind(findings: readonly Finding[]): Map<FindingKind, [number, number][]> {
  const byKind = new Map<FindingKind, [number, number][]>();
  for (const f of findings) {
    if (f.start === undefined || f.end === undefined) continue;
    const spans = byKind.get(f.kind);
    if (spans) spans.push([f.start, f.end]);
    else byKind.set(f.kind, [[f.start, f.end]]);
  }
  for (const [kind, spans] of byKind) {
    const merged: [number, number][] = [];
    for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
      const last = merged.at(-1);
      if (last && start < last[1]) last[1] = Math.max(last[1], end);
      else merged.push([start, end]);
    }
    byKind.set(kind, merged);
  }
  return byKind;
}

/** Whether [start, end) overlaps one of the sorted, disjoint `spans`. */
function overlapsAny(spans: readonly [number, number][], start: number, end: number): boolean {
  // The last span that starts before `end` is the only one that may reach past `start`.
  let low = 0;
  let high = spans.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (spans[mid]![0] < end) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found >= 0 && spans[found]![1] > start;
}

/** The problems of an abstract, in reading order; findings without a place come first. */
export function findProblems(input: FindingsInput): Finding[] {
  const context: FindingContext = {
    ...input,
    rule: input.venue ? VENUES[input.venue] : undefined,
    spans: sentenceSpans(input.abstract, input.language),
    words: countWords(input.abstract, input.language),
  };
  return withoutRepeats(FINDERS.flatMap((find) => find(context))).sort(
    (a, b) => (a.start ?? -1) - (b.start ?? -1),
  );
}
