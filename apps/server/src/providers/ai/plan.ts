/**
 * What one request asks of the model, resolved once: word targets per version, layout (headings or
 * one paragraph), citations, keywords and the venue's rules of journals.md. The prompt states the
 * plan and verify.ts checks the answer against the same plan, so the two never disagree.
 */
import {
  JOURNAL_LABELS,
  LANGUAGE_LABELS,
  type GenerateRequest,
  type Journal,
  type Language,
} from '@abstractly/contracts';
import { companionLimits, type CompanionLimits } from '@abstractly/contracts/companions';
import {
  PART_HEADINGS,
  VENUES,
  paragraphVenueMessage,
  structuredVenueMessage,
  type Venue,
} from '@abstractly/contracts/venues';

export const VERSION_KEYS = ['standard', 'concise', 'detailed', 'technical'] as const;
export type VersionKey = (typeof VERSION_KEYS)[number];

/** product.md: concise ≈ 50%, detailed ≈ 150%, technical ≈ 100% of the standard target. */
const VERSION_RATIOS: Record<VersionKey, number> = {
  standard: 1,
  concise: 0.5,
  detailed: 1.5,
  technical: 1,
};
/** Issue 5: each version lands within ±10% of its target. */
export const WORD_TOLERANCE = 0.1;

/** A venue's rules as the plan uses them: journals.md's facts, its headings as one ordered list. */
type VenueRule = Omit<Venue, 'headings'> & { headings?: readonly string[] };

/** journals.md, one row per venue (shared with the local engine). */
export const VENUE_RULES = Object.fromEntries(
  Object.entries(VENUES).map(([id, venue]) => [
    id,
    { ...venue, headings: venue.headings?.map((h) => h.label) },
  ]),
) as Record<Journal, VenueRule>;

/** product.md "structured": Background, Methods, Results, Conclusions, in `language`. */
export function genericHeadings(language: Language): readonly string[] {
  const headings = PART_HEADINGS[language];
  return [headings.background, headings.methods, headings.results, headings.conclusions];
}

/** Without a venue: 3 to 8 keywords. */
const DEFAULT_KEYWORDS = { min: 3, max: 8, lowercase: false, label: 'Keywords' };

export type Layout =
  { kind: 'paragraph' } | { kind: 'headings'; headings: readonly string[]; minPresent: number };

export interface GenerationPlan {
  language: Language;
  languageName: string;
  targets: Record<VersionKey, number>;
  bounds: Record<VersionKey, { min: number; max: number }>;
  /** The standard target after the venue's cap (analysis.effective_word_target). */
  effectiveTarget: number;
  venue: { id: Journal; label: string; rule: VenueRule } | undefined;
  layout: Layout;
  citationsAllowed: boolean;
  keywords: { min: number; max: number; lowercase: boolean; label: string };
  /** Things the user should know whatever the model answers (a lowered target, dropped headings). */
  notices: string[];
  /** The companions' limits for this venue (contracts' companions module). */
  companions: CompanionLimits;
}

function chooseLayout(request: GenerateRequest, venue: VenueRule | undefined): Layout {
  const language = request.language;
  const wantsSections =
    venue?.form === 'structured' ||
    (request.abstract_style === 'structured' && venue?.form !== 'paragraph');
  if (!wantsSections) return { kind: 'paragraph' };
  // A venue's English headings fit an English abstract; in another language the generic ones,
  // translated, keep the structure without mixing languages.
  const headings =
    venue?.headings && language === 'en' ? venue.headings : genericHeadings(language);
  // journals.md: headings with no support in the source are omitted, not invented; at least half stay.
  return { kind: 'headings', headings, minPresent: Math.ceil(headings.length / 2) };
}

export function planGeneration(request: GenerateRequest): GenerationPlan {
  const venueId = request.optimize_for_journal;
  const rule = venueId ? VENUE_RULES[venueId] : undefined;
  const venue = venueId && rule ? { id: venueId, label: JOURNAL_LABELS[venueId], rule } : undefined;
  const limit = rule?.wordLimit ?? Infinity;
  const effectiveTarget = Math.min(request.word_count_target, limit);
  const targets = {} as Record<VersionKey, number>;
  const bounds = {} as Record<VersionKey, { min: number; max: number }>;
  for (const key of VERSION_KEYS) {
    const target = Math.min(Math.round(effectiveTarget * VERSION_RATIOS[key]), limit);
    targets[key] = target;
    bounds[key] = {
      min: Math.ceil(target * (1 - WORD_TOLERANCE)),
      max: Math.min(Math.floor(target * (1 + WORD_TOLERANCE)), limit),
    };
  }
  const notices: string[] = [];
  if (venue && effectiveTarget < request.word_count_target) {
    notices.push(
      `${venue.label} limits abstracts to ${venue.rule.wordLimit} words, so the ${request.word_count_target}-word target became ${effectiveTarget}.`,
    );
  }
  if (venue?.rule.form === 'paragraph' && request.abstract_style === 'structured') {
    notices.push(paragraphVenueMessage(venue.label));
  }
  if (venue?.rule.form === 'structured' && request.abstract_style !== 'structured') {
    notices.push(structuredVenueMessage(venue.label, request.abstract_style));
  }
  const citationsAllowed = request.include_citations && (rule?.citationsAllowed ?? true);
  const keywords = { ...DEFAULT_KEYWORDS, ...rule?.keywords };
  return {
    language: request.language,
    languageName: LANGUAGE_LABELS[request.language],
    targets,
    bounds,
    effectiveTarget,
    venue,
    layout: chooseLayout(request, rule),
    citationsAllowed,
    keywords,
    notices,
    companions: companionLimits(venueId),
  };
}
