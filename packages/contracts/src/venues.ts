/**
 * journals.md as data: the venue rules that the local engine and the AI path both apply and check,
 * and the structured style's headings in each language. One table, so the two paths cannot
 * disagree on a venue's limit, form, headings or keywords. No zod here: the engine imports it.
 */
import type { Journal, Language } from './options.ts';

/** The parts of an abstract that the structured style labels. */
export type AbstractPart = 'background' | 'objective' | 'methods' | 'results' | 'conclusions';

export interface Venue {
  /** Where the rules come from, as messages name it. */
  source: string;
  /** The word limit; the upper end where journals.md gives a range. It caps every version. */
  wordLimit: number;
  /**
   * 'paragraph': one paragraph, no headings. 'optional': labelled sections allowed (the structured
   * style uses them). 'structured': always labelled sections.
   */
  form: 'paragraph' | 'optional' | 'structured';
  /** The headings the venue prescribes, in order, with the part each labels. English only. */
  headings?: readonly { label: string; part: AbstractPart }[];
  citationsAllowed: boolean;
  /** How many keywords the venue asks for, lower-cased or not, and what the line is called. */
  keywords?: { min: number; max: number; lowercase?: boolean; label?: string };
  /** A sentence starting "Here we show" (or its equivalent) states the main result. */
  hereWeShow?: boolean;
  /** journals.md's "other" column, as a model is told it. */
  notes: readonly string[];
}

export const VENUES: Record<Journal, Venue> = {
  nature: {
    source: "Nature's formatting guide",
    wordLimit: 150,
    form: 'paragraph',
    citationsAllowed: false,
    hereWeShow: true,
    notes: [
      'One sentence beginning "Here we show" (or its equivalent in the abstract\'s language) states the main result.',
      'Avoid numbers and abbreviations unless they are essential.',
    ],
  },
  science: {
    source: "Science's instructions for authors",
    wordLimit: 125,
    form: 'paragraph',
    citationsAllowed: false,
    notes: ['Use no abbreviations.'],
  },
  ieee: {
    source: "the IEEE Author Center's guidelines",
    wordLimit: 250,
    form: 'paragraph',
    citationsAllowed: false,
    keywords: { min: 4, max: 8, label: 'Index Terms' },
    notes: ['No equations, footnotes or numbered citations.'],
  },
  elsevier: {
    source: "Elsevier's Guide for Authors; each journal sets its own",
    wordLimit: 250,
    form: 'optional',
    citationsAllowed: false,
    keywords: { min: 1, max: 6 },
    notes: ['Define non-standard abbreviations at first use.'],
  },
  springer: {
    source: "Springer's instructions for authors; each journal sets its own",
    wordLimit: 250,
    form: 'optional',
    headings: [
      { label: 'Purpose', part: 'objective' },
      { label: 'Methods', part: 'methods' },
      { label: 'Results', part: 'results' },
      { label: 'Conclusions', part: 'conclusions' },
    ],
    citationsAllowed: false,
    keywords: { min: 4, max: 6 },
    notes: ['No unspecified references.'],
  },
  'plos-one': {
    source: "PLOS ONE's submission guidelines",
    wordLimit: 300,
    form: 'paragraph',
    citationsAllowed: false,
    notes: [
      'Cover the objectives, the approach, the results and the conclusions.',
      'Avoid abbreviations.',
    ],
  },
  ama: {
    source: "the AMA Manual of Style and JAMA's instructions for authors",
    wordLimit: 300,
    form: 'structured',
    headings: [
      { label: 'Importance', part: 'background' },
      { label: 'Objective', part: 'objective' },
      { label: 'Design, Setting, and Participants', part: 'methods' },
      { label: 'Interventions', part: 'methods' },
      { label: 'Main Outcomes and Measures', part: 'methods' },
      { label: 'Results', part: 'results' },
      { label: 'Conclusions and Relevance', part: 'conclusions' },
    ],
    citationsAllowed: false,
    notes: ['For a trial, end with the trial registration line when the text gives one.'],
  },
  apa: {
    source: 'the APA Publication Manual',
    wordLimit: 250,
    form: 'optional',
    citationsAllowed: false,
    keywords: { min: 3, max: 5, lowercase: true },
    notes: [],
  },
  mla: {
    source: 'the usual practice for MLA-style papers; MLA sets no abstract length',
    wordLimit: 250,
    form: 'paragraph',
    citationsAllowed: false,
    notes: [],
  },
  chicago: {
    source:
      'the usual practice for Chicago-style papers; the Chicago Manual sets no abstract length',
    wordLimit: 250,
    form: 'paragraph',
    citationsAllowed: false,
    notes: ['Spell out acronyms.'],
  },
};

/** The structured style's headings without a venue (product.md), in each supported language. */
export const PART_HEADINGS: Record<Language, Record<AbstractPart, string>> = {
  en: {
    background: 'Background',
    objective: 'Objective',
    methods: 'Methods',
    results: 'Results',
    conclusions: 'Conclusions',
  },
  es: {
    background: 'Antecedentes',
    objective: 'Objetivo',
    methods: 'Métodos',
    results: 'Resultados',
    conclusions: 'Conclusiones',
  },
  fr: {
    background: 'Contexte',
    objective: 'Objectif',
    methods: 'Méthodes',
    results: 'Résultats',
    conclusions: 'Conclusions',
  },
  de: {
    background: 'Hintergrund',
    objective: 'Ziel',
    methods: 'Methoden',
    results: 'Ergebnisse',
    conclusions: 'Schlussfolgerungen',
  },
  zh: {
    background: '背景',
    objective: '目的',
    methods: '方法',
    results: '结果',
    conclusions: '结论',
  },
  ja: {
    background: '背景',
    objective: '目的',
    methods: '方法',
    results: '結果',
    conclusions: '結論',
  },
  ru: {
    background: 'Введение',
    objective: 'Цель',
    methods: 'Методы',
    results: 'Результаты',
    conclusions: 'Выводы',
  },
};
