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

interface VenueRule {
  /** The venue's word limit; it caps every version (journals.md: "the venue limit wins"). */
  wordLimit: number;
  /** 'paragraph': one paragraph, no headings. 'optional': labelled sections allowed. 'structured': always. */
  form: 'paragraph' | 'optional' | 'structured';
  /** Headings the venue prescribes, in order (English venues: used when the abstract is in English). */
  headings?: readonly string[];
  citationsAllowed: boolean;
  keywords?: { min: number; max: number; lowercase?: boolean; label?: string };
  /** The "other" column of journals.md, told to the model. */
  notes: readonly string[];
}

/** journals.md, one row per venue. */
export const VENUE_RULES: Record<Journal, VenueRule> = {
  nature: {
    wordLimit: 150,
    form: 'paragraph',
    citationsAllowed: false,
    notes: [
      'One sentence beginning "Here we show" (or its equivalent in the abstract\'s language) states the main result.',
      'Avoid numbers and abbreviations unless they are essential.',
    ],
  },
  science: {
    wordLimit: 125,
    form: 'paragraph',
    citationsAllowed: false,
    notes: ['Use no abbreviations.'],
  },
  ieee: {
    wordLimit: 250,
    form: 'paragraph',
    citationsAllowed: false,
    keywords: { min: 4, max: 8, label: 'Index Terms' },
    notes: ['No equations, footnotes or numbered citations.'],
  },
  elsevier: {
    wordLimit: 250,
    form: 'optional',
    citationsAllowed: false,
    keywords: { min: 1, max: 6 },
    notes: ['Define non-standard abbreviations at first use.'],
  },
  springer: {
    wordLimit: 250,
    form: 'optional',
    headings: ['Purpose', 'Methods', 'Results', 'Conclusions'],
    citationsAllowed: false,
    keywords: { min: 4, max: 6 },
    notes: ['No unspecified references.'],
  },
  'plos-one': {
    wordLimit: 300,
    form: 'paragraph',
    citationsAllowed: false,
    notes: [
      'Cover the objectives, the approach, the results and the conclusions.',
      'Avoid abbreviations.',
    ],
  },
  ama: {
    wordLimit: 300,
    form: 'structured',
    headings: [
      'Importance',
      'Objective',
      'Design, Setting, and Participants',
      'Interventions',
      'Main Outcomes and Measures',
      'Results',
      'Conclusions and Relevance',
    ],
    citationsAllowed: false,
    notes: ['For a trial, end with the trial registration line when the text gives one.'],
  },
  apa: {
    wordLimit: 250,
    form: 'optional',
    citationsAllowed: false,
    keywords: { min: 3, max: 5, lowercase: true },
    notes: [],
  },
  mla: { wordLimit: 250, form: 'paragraph', citationsAllowed: false, notes: [] },
  chicago: {
    wordLimit: 250,
    form: 'paragraph',
    citationsAllowed: false,
    notes: ['Spell out acronyms.'],
  },
};

/** product.md "structured": Background/Objective, Methods, Results, Conclusions, in each language. */
export const GENERIC_HEADINGS: Record<Language, readonly string[]> = {
  en: ['Background', 'Methods', 'Results', 'Conclusions'],
  es: ['Antecedentes', 'Métodos', 'Resultados', 'Conclusiones'],
  fr: ['Contexte', 'Méthodes', 'Résultats', 'Conclusions'],
  de: ['Hintergrund', 'Methoden', 'Ergebnisse', 'Schlussfolgerungen'],
  zh: ['背景', '方法', '结果', '结论'],
  ja: ['背景', '方法', '結果', '結論'],
  ru: ['Введение', 'Методы', 'Результаты', 'Выводы'],
};

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
    venue?.headings && language === 'en' ? venue.headings : GENERIC_HEADINGS[language];
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
    notices.push(
      `${venue.label} asks for one paragraph without headings, so the structured style's headings were not used.`,
    );
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
  };
}
