/**
 * What is wrong with an abstract, each problem with its place in the text: the checks
 * behind "Check my abstract", the check-abstract function and the CLI's `check`, run in the
 * browser, Node and Deno alike. Offsets are UTF-16 indices into the abstract as given, [start, end).
 */
import { wordBounds } from '@abstractly/contracts/plan';
import { LANGUAGE_LABELS } from '@abstractly/contracts/options';
import { findCitationMarkers, OBJECT_REFERENCE, PLACEHOLDER } from '../sentence/clean.ts';
import { opensOnMissingText } from '../sentence/opener.ts';
import { detectLanguage, type Language } from '../read/language.ts';
import { NUMBER_PATTERN } from '../measure/numbers.ts';
import { openingHeading } from '../read/opening-heading.ts';
import { countWords, sentenceSpans } from '../read/segment.ts';
import type { StructureCheck } from '../types.ts';
import { VENUES, type VenueRule } from '../compose/venues.ts';

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
}

/** Sentences longer than this (words) are hard to read; the clarity score uses the same line. */
export const LONG_SENTENCE_WORDS = 40;
/** Chinese and Japanese count characters as words: a long sentence is longer. */
const LONG_SENTENCE_CJK = 100;

/** Abbreviations every reader of a paper knows; the rest should be spelled out at first use. */
const KNOWN_ABBREVIATIONS = new Set(
  'DNA RNA mRNA USA UK US EU UN WHO HIV AIDS PhD MD PCR MRI CT ECG EEG IQ GDP CO2 COVID SARS UV IR NMR HPLC ATP GPS CPU GPU PC TV OK I II III IV VI VII VIII IX XI XII'.split(
    ' ',
  ),
);
/** Two or more capitals in a token: "CNN", "RNNs", "SVMs", "GloVe"; plural s allowed. */
const ABBREVIATION =
  /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{N}]*\p{Lu}[\p{L}\p{N}]*?)s?(?![\p{L}\p{N}])/gu;
/** Longer capitalised tokens ("CodeSearchNet" is 13) are names or noise, not abbreviations to define. */
const LONGEST_ABBREVIATION = 20;
const FIGURE_POINTER = new RegExp(OBJECT_REFERENCE.source, 'giu');

/** A heading that opens a paragraph: "Methods: …" or "方法：…" (at most five words). */
const OPENING_HEADING = openingHeading(5, 'gmu');

/**
 * The text with citation markers and figure/table pointers blanked (same length, so offsets hold):
 * the 4 of "[4]" or the 2 of "Table 2" is not a claim to check against the paper.
 */
export function maskPointers(text: string): string {
  const ranges = [
    ...findCitationMarkers(text),
    ...[...text.matchAll(FIGURE_POINTER)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
    })),
  ].sort((a, b) => a.start - b.start);
  // Built in one pass: blanking range by range copies the whole text once per marker.
  let masked = '';
  let at = 0;
  for (const { start, end } of ranges) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    masked += text.slice(at, from) + ' '.repeat(end - from);
    at = end;
  }
  return masked + text.slice(at);
}

/** The problems of an abstract, in reading order; findings without a place come first. */
export function findProblems(input: FindingsInput): Finding[] {
  const { abstract, language } = input;
  const found: Finding[] = [];
  const venue: VenueRule | undefined = input.venue ? VENUES[input.venue] : undefined;
  const spans = sentenceSpans(abstract, language);
  const words = countWords(abstract, language);

  // Word counts: the venue's limit is a rule (error), the user's own target a wish (warning).
  if (venue && words > venue.wordLimit)
    found.push({
      kind: 'over-limit',
      severity: 'error',
      message: `${words} words: over ${venue.name}'s limit of ${venue.wordLimit} words by ${words - venue.wordLimit}.`,
    });
  if (input.target !== undefined) {
    const bounds = wordBounds(input.target);
    if (words > bounds.max && !(venue && words > venue.wordLimit))
      found.push({
        kind: 'over-limit',
        severity: 'warning',
        message: `${words} words: more than 10% over your ${input.target}-word target.`,
      });
    if (words < bounds.min)
      found.push({
        kind: 'under-limit',
        severity: 'warning',
        message: `${words} words: more than 10% under your ${input.target}-word target.`,
      });
  }

  const detected = detectLanguage(abstract);
  const paperLanguage = input.source.trim()
    ? detectLanguage(input.source.slice(0, 6000))
    : undefined;
  if (detected && input.requestedLanguage && detected !== input.requestedLanguage)
    found.push({
      kind: 'language-mismatch',
      severity: 'error',
      message: `The abstract is in ${LANGUAGE_LABELS[detected]}, but ${LANGUAGE_LABELS[input.requestedLanguage as Language] ?? input.requestedLanguage} was chosen.`,
    });
  else if (detected && paperLanguage && detected !== paperLanguage)
    found.push({
      kind: 'language-mismatch',
      severity: 'warning',
      message: `The abstract is in ${LANGUAGE_LABELS[detected]}, the paper in ${LANGUAGE_LABELS[paperLanguage]}.`,
    });

  const s = input.structure;
  const parts: [boolean, string, string][] = [
    [s.has_background, 'background', 'what problem the work addresses and why it matters'],
    [s.has_methods, 'methods', 'how the work was done'],
    [s.has_results, 'results', 'what was found'],
    [s.has_conclusions, 'conclusion', 'what the findings mean'],
  ];
  for (const [present, part, what] of parts) {
    if (present) continue;
    // A descriptive abstract says what the work covers, not what it found (product.md).
    const expected = !(
      input.style === 'descriptive' &&
      (part === 'results' || part === 'conclusion')
    );
    if (expected)
      found.push({
        kind: 'missing-part',
        severity: 'warning',
        message: `No ${part} sentence was recognised: say ${what}.`,
      });
  }

  if (venue) {
    const headings = Array.from(abstract.matchAll(OPENING_HEADING), (m) => ({
      text: m[1]!.trim(),
      start: m.index + m[0].indexOf(m[1]!),
      end: m.index + m[0].length,
    }));
    if (venue.form === 'structured' && venue.headings) {
      const required = [
        venue.headings.background,
        venue.headings.objective,
        venue.headings.methods,
        venue.headings.results,
        venue.headings.conclusions,
      ].filter((h): h is string => h !== undefined);
      const missing = required.filter((h) => !headings.some((found) => found.text === h));
      if (missing.length > 0)
        found.push({
          kind: 'venue-headings',
          severity: 'warning',
          message: `${venue.name} abstracts are structured: missing the heading${missing.length > 1 ? 's' : ''} ${missing.map((h) => `"${h}"`).join(', ')}.`,
        });
    } else if (venue.form === 'paragraph' && headings.length >= 2) {
      for (const heading of headings)
        found.push({
          kind: 'venue-headings',
          severity: 'warning',
          message: `${venue.name} abstracts are one paragraph without headings.`,
          start: heading.start,
          end: heading.end,
        });
    }
  }

  if (!input.source.trim())
    found.push({
      kind: 'unsupported-number',
      severity: 'info',
      message:
        'Numbers were not checked against the paper, and the quality score leaves out how the abstract follows and covers it: add the paper to check them.',
    });
  else if (input.unsupportedNumbers.length > 0) {
    const unsupported = new Set(input.unsupportedNumbers);
    for (const match of maskPointers(abstract).matchAll(NUMBER_PATTERN))
      if (unsupported.has(match[0]))
        found.push({
          kind: 'unsupported-number',
          severity: 'error',
          message: `${match[0]} does not occur in the paper.`,
          start: match.index,
          end: match.index + match[0].length,
        });
  }

  for (const marker of findCitationMarkers(abstract))
    found.push({
      kind: 'citation',
      severity: venue && !venue.citationsAllowed ? 'error' : 'warning',
      message:
        venue && !venue.citationsAllowed
          ? `${venue.name} abstracts cite nothing: remove this citation.`
          : 'An abstract is read on its own: a citation marker here points at nothing.',
      ...marker,
    });
  for (const match of abstract.matchAll(FIGURE_POINTER))
    found.push({
      kind: 'figure-reference',
      severity: 'warning',
      message:
        'An abstract is read without the paper: it cannot point to its figures, tables, sections or equations.',
      start: match.index,
      end: match.index + match[0].length,
    });
  for (const match of abstract.matchAll(new RegExp(PLACEHOLDER.source, 'giu')))
    found.push({
      kind: 'placeholder',
      severity: 'warning',
      message:
        'A placeholder from text extraction, not a word: replace it with what it stands for.',
      start: match.index,
      end: match.index + match[0].length,
    });

  const first = spans[0];
  if (first && opensOnMissingText(first.text)) {
    const opener = /^[^,;:]{1,30}?(?=,)|^\S+(?:\s+\S+)?/u.exec(first.text)![0];
    found.push({
      kind: 'dangling-opener',
      severity: 'warning',
      message: `"${opener}" leans on a sentence that is not there: the abstract starts here.`,
      start: first.start,
      end: first.start + opener.length,
    });
  }

  const seen = new Set<string>();
  for (const match of abstract.matchAll(ABBREVIATION)) {
    const abbreviation = match[1]!;
    if (abbreviation.length > LONGEST_ABBREVIATION) continue;
    if (seen.has(abbreviation) || KNOWN_ABBREVIATIONS.has(abbreviation)) continue;
    // "RESULTS:" is a heading, not an abbreviation.
    if (/^\s*[:：]/u.test(abstract.slice(match.index + match[0].length))) continue;
    seen.add(abbreviation);
    // Defined as "long form (ABBR)" or "ABBR (long form)", before or at first use.
    const defined = new RegExp(
      `\\(\\s*${abbreviation}s?\\s*[),;]|${abbreviation}s?\\s*\\(\\s*\\p{L}`,
      'u',
    ).exec(abstract);
    if (defined && defined.index <= match.index + abbreviation.length + 2) continue;
    found.push({
      kind: 'undefined-abbreviation',
      severity: 'warning',
      message: defined
        ? `${abbreviation} is used before it is spelled out.`
        : `${abbreviation} is not spelled out: write the full term at first use, then "(${abbreviation})".`,
      start: match.index,
      end: match.index + abbreviation.length,
    });
  }

  const longLimit =
    language === 'zh' || language === 'ja' ? LONG_SENTENCE_CJK : LONG_SENTENCE_WORDS;
  for (const span of spans) {
    const n = countWords(span.text, language);
    if (n > longLimit)
      found.push({
        kind: 'long-sentence',
        severity: 'info',
        message: `${n} words in one sentence: consider splitting it (over ${longLimit} is hard to follow).`,
        start: span.start,
        end: span.end,
      });
  }

  return found.sort((a, b) => (a.start ?? -1) - (b.start ?? -1));
}
