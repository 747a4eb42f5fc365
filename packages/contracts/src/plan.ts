/**
 * What every path (the local engine, the AI provider, the browser) must produce for one request:
 * the versions and their word budgets, the venue's cap, the layout and its headings, the citation
 * rule, the keyword range and the warnings that say what a rule changed, each worded once. No zod
 * here: the engine imports it.
 */
import { companionLimits, type CompanionLimits } from './companions.ts';
import { DEFAULT_WORD_COUNT_TARGET } from './constants.ts';
import {
  JOURNAL_LABELS,
  type AbstractStyle,
  type AcademicLevel,
  type Journal,
  type Language,
  type ResearchField,
} from './options.ts';
import { PART_HEADINGS, VENUES, type AbstractPart, type Venue } from './venues.ts';

/**
 * A generation request as every path reads it: the contracts schema's output (request.ts checks
 * that it fits this shape). The word target is any number here: the engine's evaluation asks for
 * targets between the form's values.
 */
export interface AbstractRequest {
  research_title: string;
  research_content: string;
  research_field: ResearchField;
  academic_level: AcademicLevel;
  abstract_style: AbstractStyle;
  word_count_target: number;
  creativity_level: number;
  technicality_level: number;
  include_citations: boolean;
  language: Language;
  optimize_for_journal?: Journal | undefined;
  custom_instructions?: string | undefined;
}

export const VERSION_KEYS = ['standard', 'concise', 'detailed', 'technical'] as const;
export type VersionKey = (typeof VERSION_KEYS)[number];

/** product.md: concise ≈ 50%, detailed ≈ 150%, technical ≈ 100% of the standard target. */
export const VERSION_RATIOS: Record<VersionKey, number> = {
  standard: 1,
  concise: 0.5,
  detailed: 1.5,
  technical: 1,
};

/** product.md: each version lands within ±10% of its target. */
export const WORD_TOLERANCE = 0.1;

/** The fewest words a version is asked for, however small the target. */
const MIN_VERSION_WORDS = 5;
/** The smallest standard target: the engine's evaluation may ask for less than the form offers. */
const MIN_TARGET = 10;

/** Without a venue: 3 to 5 keywords (the common convention, APA's range). */
export const DEFAULT_KEYWORDS: KeywordRule = {
  min: 3,
  max: 5,
  lowercase: false,
  label: 'Keywords',
};

export interface KeywordRule {
  min: number;
  max: number;
  lowercase: boolean;
  /** What the keyword line is called ("Index Terms" for IEEE). */
  label: string;
}

/** The word window around a target: ±10%, never above the venue's cap. */
export interface WordBounds {
  min: number;
  max: number;
}

export function wordBounds(target: number, cap = Infinity): WordBounds {
  return {
    min: Math.ceil(target * (1 - WORD_TOLERANCE)),
    max: Math.min(Math.floor(target * (1 + WORD_TOLERANCE)), cap),
  };
}

/** Whether a word count lands inside a window. */
export const withinBounds = (words: number, bounds: WordBounds): boolean =>
  words >= bounds.min && words <= bounds.max;

export interface VersionPlan extends WordBounds {
  target: number;
}

export interface PlannedHeading {
  label: string;
  part: AbstractPart;
}

export type Layout =
  | { kind: 'paragraph' }
  | {
      kind: 'headings';
      /** In order; a venue's own list (AMA's seven) or the generic four in the abstract's language. */
      headings: readonly PlannedHeading[];
      /** journals.md: headings with no support in the source are left out, but at least half stay. */
      minPresent: number;
    };

export interface AbstractPlan {
  /** The language the abstract is written in. */
  language: Language;
  /** The standard target after the venue's cap (analysis.effective_word_target). */
  effectiveTarget: number;
  versions: Record<VersionKey, VersionPlan>;
  venue: { id: Journal; label: string; rule: Venue } | undefined;
  /** The style after the venue's form: a one-paragraph venue makes structured narrative, AMA makes any style structured. */
  style: AbstractStyle;
  layout: Layout;
  citationsAllowed: boolean;
  keywords: KeywordRule;
  /** A sentence starting "Here we show" states the main result (journals.md, Nature). */
  hereWeShow: boolean;
  /** The companions' limits for this venue (highlights, TL;DR, plain summary, titles). */
  companions: CompanionLimits;
  /** What the user should know whatever the text: a lowered target, dropped headings, removed citations. */
  warnings: string[];
}

/** The notice when a venue's cap lowers the target. */
export const wordCapMessage = (
  venueLabel: string,
  venue: Venue,
  requested: number,
  target: number,
) =>
  `${venueLabel} limits abstracts to ${venue.wordLimit} words (${venue.source}), so the ${requested}-word target became ${target}.`;

/** The notice when a venue forbids the citations the request asked for. */
export const citationsForbiddenMessage = (venueLabel: string) =>
  `${venueLabel} does not allow citations in the abstract, so citation markers were removed.`;

/** The notice when a one-paragraph venue meets the structured style: its headings are not used. */
export const paragraphVenueMessage = (venueLabel: string) =>
  `${venueLabel} asks for one paragraph without headings, so the structured style's headings were not used.`;

/** The notice when a structured venue meets another style: the structured style is used. */
export const structuredVenueMessage = (venueLabel: string, style: string) =>
  `${venueLabel} asks for a structured abstract, so the structured style was used instead of the ${style} one.`;

/** product.md "structured": Background, Methods, Results, Conclusions, in `language`. */
export function genericHeadings(language: Language): PlannedHeading[] {
  const labels = PART_HEADINGS[language];
  return (['background', 'methods', 'results', 'conclusions'] as const).map((part) => ({
    label: labels[part],
    part,
  }));
}

/** The heading of each part an extract can fill; `objective` only where the venue names it apart. */
export interface PartLabels {
  background: string;
  objective?: string;
  methods: string;
  results: string;
  conclusions: string;
}

/**
 * The first heading of each part, where several label one (AMA's "Interventions" and "Main
 * Outcomes and Measures" are methods too: an extract cannot fill them apart). Without a background
 * heading the objective's labels the opening group (Springer's "Purpose").
 */
export function labelParts(headings: readonly PlannedHeading[]): PartLabels {
  const first = (part: AbstractPart) => headings.find((h) => h.part === part)?.label;
  const objective = first('objective');
  const background = first('background');
  return {
    background: background ?? objective ?? PART_HEADINGS.en.background,
    ...(background && objective ? { objective } : {}),
    methods: first('methods') ?? PART_HEADINGS.en.methods,
    results: first('results') ?? PART_HEADINGS.en.results,
    conclusions: first('conclusions') ?? PART_HEADINGS.en.conclusions,
  };
}

/**
 * The style and layout after the venue's form, and what that changed: a one-paragraph venue turns
 * the structured style into narrative, a structured venue (AMA) makes any style structured. A
 * venue's headings are English; in another language the generic ones, translated, keep the
 * structure without mixing languages.
 */
export function planLayout(
  requestedStyle: AbstractStyle,
  venueId: Journal | undefined,
  language: Language,
): { style: AbstractStyle; layout: Layout; warnings: string[] } {
  const venue = venueId ? VENUES[venueId] : undefined;
  const label = venueId ? JOURNAL_LABELS[venueId] : '';
  const warnings: string[] = [];
  let style = requestedStyle;
  if (venue?.form === 'paragraph' && style === 'structured') {
    warnings.push(paragraphVenueMessage(label));
    style = 'narrative';
  } else if (venue?.form === 'structured' && style !== 'structured') {
    warnings.push(structuredVenueMessage(label, style));
    style = 'structured';
  }
  if (style !== 'structured') return { style, layout: { kind: 'paragraph' }, warnings };
  const headings =
    venue?.headings && language === 'en' ? venue.headings : genericHeadings(language);
  return {
    style,
    layout: { kind: 'headings', headings, minPresent: Math.ceil(headings.length / 2) },
    warnings,
  };
}

/**
 * Resolves a request once. `language` is the language the abstract will be written in when it is
 * not the requested one (the local engine writes in the source's language).
 */
export function planAbstract(
  request: AbstractRequest,
  options: { language?: Language } = {},
): AbstractPlan {
  const language = options.language ?? request.language;
  const venueId = request.optimize_for_journal;
  const rule = venueId ? VENUES[venueId] : undefined;
  const venue = venueId && rule ? { id: venueId, label: JOURNAL_LABELS[venueId], rule } : undefined;
  const warnings: string[] = [];

  // journals.md: the venue's word limit caps the target and every version.
  const cap = rule?.wordLimit ?? Infinity;
  const requested = Math.max(
    MIN_TARGET,
    Math.round(request.word_count_target) || DEFAULT_WORD_COUNT_TARGET,
  );
  const effectiveTarget = Math.min(requested, cap);
  if (venue && effectiveTarget < requested)
    warnings.push(wordCapMessage(venue.label, venue.rule, requested, effectiveTarget));
  const versions = {} as Record<VersionKey, VersionPlan>;
  for (const key of VERSION_KEYS) {
    const target = Math.min(
      Math.max(MIN_VERSION_WORDS, Math.round(effectiveTarget * VERSION_RATIOS[key])),
      cap,
    );
    versions[key] = { target, ...wordBounds(target, cap) };
  }

  const {
    style,
    layout,
    warnings: layoutWarnings,
  } = planLayout(request.abstract_style, venueId, language);
  warnings.push(...layoutWarnings);

  // journals.md: where a venue forbids citations, markers go even when the request keeps them.
  const citationsAllowed = request.include_citations && (rule?.citationsAllowed ?? true);
  if (venue && request.include_citations && !citationsAllowed)
    warnings.push(citationsForbiddenMessage(venue.label));

  return {
    language,
    effectiveTarget,
    versions,
    venue,
    style,
    layout,
    citationsAllowed,
    keywords: { ...DEFAULT_KEYWORDS, ...rule?.keywords },
    hereWeShow: rule?.hereWeShow ?? false,
    companions: companionLimits(venueId),
    warnings,
  };
}
