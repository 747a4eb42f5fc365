/** Venue rules of journals.md that the local engine applies: word cap, citations, headings, keyword count. */

export interface VenueRule {
  name: string;
  /** Where the rule comes from, as messages name it (never an internal file). */
  source: string;
  /** journals.md word limit; the upper end where a range is given. */
  wordLimit: number;
  citationsAllowed: boolean;
  /** Headings in order when the venue prescribes a structured abstract. */
  headings?: {
    background: string;
    objective?: string;
    methods: string;
    results: string;
    conclusions: string;
  };
  /** journals.md "headings: none": one paragraph, no labelled parts. */
  noHeadings?: boolean;
  keywordLimit?: number;
  /** Fewest keywords the venue asks for (Springer: 4–6; IEEE's Index Terms, as the AI plan asks). */
  keywordMinimum?: number;
  lowercaseKeywords?: boolean;
  /** Nature: a sentence starting "Here we show" states the main result. */
  hereWeShow?: boolean;
}

export const VENUES: Record<string, VenueRule> = {
  nature: {
    name: 'Nature',
    source: "Nature's formatting guide",
    wordLimit: 150,
    citationsAllowed: false,
    hereWeShow: true,
    noHeadings: true,
  },
  science: {
    name: 'Science',
    source: "Science's instructions for authors",
    wordLimit: 125,
    citationsAllowed: false,
    noHeadings: true,
  },
  ieee: {
    name: 'IEEE',
    source: "the IEEE Author Center's guidelines",
    wordLimit: 250,
    citationsAllowed: false,
    noHeadings: true,
    keywordMinimum: 4,
  },
  elsevier: {
    name: 'Elsevier',
    source: "Elsevier's Guide for Authors; each journal sets its own",
    wordLimit: 250,
    citationsAllowed: false,
    keywordLimit: 6,
  },
  springer: {
    name: 'Springer',
    source: "Springer's instructions for authors; each journal sets its own",
    wordLimit: 250,
    citationsAllowed: false,
    keywordLimit: 6,
    keywordMinimum: 4,
  },
  'plos-one': {
    name: 'PLOS ONE',
    source: "PLOS ONE's submission guidelines",
    wordLimit: 300,
    citationsAllowed: false,
  },
  ama: {
    name: 'AMA (JAMA)',
    source: "the AMA Manual of Style and JAMA's instructions for authors",
    wordLimit: 300,
    citationsAllowed: false,
    headings: {
      background: 'Importance',
      objective: 'Objective',
      methods: 'Design, Setting, and Participants',
      results: 'Results',
      conclusions: 'Conclusions and Relevance',
    },
  },
  apa: {
    name: 'APA',
    source: 'the APA Publication Manual',
    wordLimit: 250,
    citationsAllowed: false,
    keywordLimit: 5,
    lowercaseKeywords: true,
  },
  mla: {
    name: 'MLA',
    source: 'the usual practice for MLA-style papers; MLA sets no abstract length',
    wordLimit: 250,
    citationsAllowed: false,
    noHeadings: true,
  },
  chicago: {
    name: 'Chicago',
    source:
      'the usual practice for Chicago-style papers; the Chicago Manual sets no abstract length',
    wordLimit: 250,
    citationsAllowed: false,
    noHeadings: true,
  },
};

/** Default headings of the structured style (product.md). */
export const DEFAULT_HEADINGS = {
  background: 'Background',
  objective: 'Objective',
  methods: 'Methods',
  results: 'Results',
  conclusions: 'Conclusions',
};

/** Headings in the source's own language for the six other supported languages. */
export const LOCALISED_HEADINGS: Record<string, typeof DEFAULT_HEADINGS> = {
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
  ru: {
    background: 'Введение',
    objective: 'Цель',
    methods: 'Методы',
    results: 'Результаты',
    conclusions: 'Выводы',
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
};
