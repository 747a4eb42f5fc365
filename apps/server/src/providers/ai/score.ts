/**
 * The scores of an AI answer, measured by our code and never taken from the model (product.md
 * "Scores"). Word counts and numbers use the engine's exports; readability, structure, overlap and
 * quality use the minimal documented formulas below until the engine exports its own scorers.
 */
import type {
  AcademicLevel,
  GenerateRequest,
  Language,
  StructureCheck,
} from '@abstractly/contracts';
import {
  countWords,
  scoreAbstract,
  splitSentences,
  type AbstractScores,
  type PartHeadings,
} from '@abstractly/engine';
import type { ModelOutput } from './output-schema.ts';
import type { GenerationPlan, Layout } from './plan.ts';

const wordSegmenters = new Map<string, Intl.Segmenter>();

/** Longest piece handed to Intl.Segmenter at once. */
const SEGMENT_CHUNK_CHARS = 2_000;

/**
 * Pieces of at most SEGMENT_CHUNK_CHARS, cut after whitespace or CJK sentence punctuation, where
 * no word can continue. Node 20's Intl.Segmenter copies the whole input for every segment, so a
 * paper-long string costs time and memory quadratic in its length (a 190,000-character paper ran
 * out of a 4 GB heap); short pieces keep it linear.
 */
function chunks(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  while (text.length - start > SEGMENT_CHUNK_CHARS) {
    const window = text.slice(start, start + SEGMENT_CHUNK_CHARS);
    const cut = Math.max(window.search(/[\s。！？][^\s。！？]*$/u), 0);
    const end = start + (cut > 0 ? cut + 1 : SEGMENT_CHUNK_CHARS);
    out.push(text.slice(start, end));
    start = end;
  }
  out.push(text.slice(start));
  return out;
}

/** The words of a text (Intl.Segmenter word granularity), for texts of any length. */
export function segmentWords(text: string, language: string): string[] {
  let segmenter = wordSegmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    wordSegmenters.set(language, segmenter);
  }
  const words: string[] = [];
  for (const piece of chunks(text)) {
    for (const part of segmenter.segment(piece)) if (part.isWordLike) words.push(part.segment);
  }
  return words;
}

/** Vowel letters per alphabet, for counting syllables as vowel groups. */
const VOWELS: Record<Exclude<Language, 'zh' | 'ja'>, RegExp> = {
  en: /[aeiouy]+/g,
  es: /[aeiouáéíóúü]+/g,
  fr: /[aeiouyàâéèêëîïôûùü]+/g,
  de: /[aeiouyäöü]+/g,
  ru: /[аеёиоуыэюя]+/g,
};

/**
 * Reading ease in the Flesch form 206.835 − a × words per sentence − b × syllables per word with
 * each language's published adaptation: Flesch 1948 (en), Fernández Huerta 1959 (es), Kandel &
 * Moles 1958 (fr), Amstad 1978 (de), Oborneva 2006 (ru). Chinese and Japanese have no syllable
 * form: 100 at 20 characters per sentence or fewer, 2 points less per character above. Clamped 0–100.
 */
const FLESCH: Record<Exclude<Language, 'zh' | 'ja'>, { base: number; a: number; b: number }> = {
  en: { base: 206.835, a: 1.015, b: 84.6 },
  es: { base: 206.84, a: 1.02, b: 60 },
  fr: { base: 207, a: 1.015, b: 73.6 },
  de: { base: 180, a: 1, b: 58.5 },
  ru: { base: 206.835, a: 1.3, b: 60.1 },
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function scoreReadability(text: string, language: Language): number {
  const sentences = Math.max(1, splitSentences(text, language).length);
  if (language === 'zh' || language === 'ja') {
    const characters =
      text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
    if (characters === 0) return 0;
    return Math.round(clamp(100 - 2 * Math.max(0, characters / sentences - 20), 0, 100));
  }
  const words = segmentWords(text, language);
  if (words.length === 0) return 0;
  const syllables = words.reduce(
    (sum, word) => sum + Math.max(1, word.toLowerCase().match(VOWELS[language])?.length ?? 1),
    0,
  );
  const { base, a, b } = FLESCH[language];
  const ease = base - a * (words.length / sentences) - b * (syllables / words.length);
  return Math.round(clamp(ease, 0, 100));
}

type Role = 'background' | 'methods' | 'results' | 'conclusions';
const ROLES: readonly Role[] = ['background', 'methods', 'results', 'conclusions'];

/** Cue words of each part of an abstract in the seven languages (stems where words inflect). */
const ROLE_CUES: Record<Role, RegExp> = {
  background:
    /\b(background|problem|challenge|important|however|although|little is known|remains|need|objective|aim|purpose|antecedentes|objetivo|contexte|objectif|hintergrund|ziel)|актуальн|введени|цель|背景|目的|課題/iu,
  methods:
    /\b(we (propose|present|use|develop|introduce|describe|train|collect|conduct)|method|approach|model|algorithm|data ?set|participants|using|analy[sz]|design|método|méthode|methode|studie)|метод|方法|採用/iu,
  results:
    /\b(results?|show(s|ed|n)?|found|find|achiev|improv|outperform|increase|decrease|significant|accuracy|resultado|résultat|ergebnis)|результат|结果|結果|\d/iu,
  conclusions:
    /\b(conclu|suggest|implication|demonstrat|future|overall|therefore|thus|we argue|can be used|relevance|conclusión|schlussfolger|fazit)|вывод|заключени|结论|結論/iu,
};

/** Which role each heading of a structured layout announces, by position in the heading list. */
function rolesFromHeadings(headings: readonly string[], text: string): Set<Role> {
  const found = new Set<Role>();
  headings.forEach((heading, index) => {
    if (!text.toLowerCase().includes(`${heading.toLowerCase()}`)) return;
    const share = index / Math.max(1, headings.length - 1);
    found.add(
      share === 0 ? 'background' : share < 0.5 ? 'methods' : share < 1 ? 'results' : 'conclusions',
    );
  });
  return found;
}

/**
 * Parts present (headings of a structured layout, else cue words per sentence) and 1–10 scores:
 * clarity 10 at a mean sentence length of 15–25 words, one point less per 4 words outside;
 * academic tone 10 minus one per first-person singular or contraction; coherence 4 + 1.5 per part.
 */
export function checkStructure(text: string, language: Language, layout: Layout): StructureCheck {
  const sentences = splitSentences(text, language);
  const present =
    layout.kind === 'headings' ? rolesFromHeadings(layout.headings, text) : new Set<Role>();
  for (const role of ROLES) {
    if (sentences.some((sentence) => ROLE_CUES[role].test(sentence))) present.add(role);
  }
  const meanLength = countWords(text, language) / Math.max(1, sentences.length);
  const clarity = 10 - Math.max(0, meanLength - 25, 15 - meanLength) / 4;
  const informal = text.match(/\b(I|I'm|I've|don't|can't|won't|isn't|it's)\b/g)?.length ?? 0;
  const round = (n: number) => Math.round(clamp(n, 1, 10) * 10) / 10;
  return {
    has_background: present.has('background'),
    has_methods: present.has('methods'),
    has_results: present.has('results'),
    has_conclusions: present.has('conclusions'),
    clarity_score: round(clarity),
    academic_tone_score: round(10 - informal),
    coherence_score: round(4 + 1.5 * present.size),
  };
}

/** Share (0–1) of the abstract's word 8-grams found verbatim in the source (product.md). */
export function measureSourceOverlap(abstract: string, source: string, language: Language): number {
  const grams = (text: string) => {
    const words = segmentWords(text.toLowerCase(), language);
    const out: string[] = [];
    for (let i = 0; i + 8 <= words.length; i++) out.push(words.slice(i, i + 8).join(' '));
    return out;
  };
  const abstractGrams = grams(abstract);
  if (abstractGrams.length === 0) return 0;
  const sourceGrams = new Set(grams(source));
  const copied = abstractGrams.filter((gram) => sourceGrams.has(gram)).length;
  return Math.round((copied / abstractGrams.length) * 100) / 100;
}

/** The reading ease each level aims at (Flesch bands: 60 plain English … 25 very difficult). */
const LEVEL_READABILITY: Record<AcademicLevel, number> = {
  'high-school': 60,
  undergraduate: 45,
  graduate: 35,
  phd: 25,
  professional: 35,
};

export interface QualityInputs {
  structure: StructureCheck;
  /** Each version's word count and target. */
  lengths: { words: number; target: number }[];
  unsupportedNumbers: number;
  languageMatches: boolean;
  readability: number;
  level: AcademicLevel;
}

/**
 * Quality 0–100 = 30 structure completeness + 25 word-target fit (mean over the versions, 1 at
 * the target, 0 at ±50%) + 20 number faithfulness (all or nothing) + 10 language + 15 readability
 * fit for the level (1 at the level's reading ease, 0 at 50 points away).
 */
export function scoreQuality(inputs: QualityInputs): {
  score: number;
  breakdown: Record<string, number>;
} {
  const s = inputs.structure;
  const structure =
    [s.has_background, s.has_methods, s.has_results, s.has_conclusions].filter(Boolean).length / 4;
  const fits = inputs.lengths.map(({ words, target }) =>
    clamp(1 - Math.abs(words - target) / (0.5 * target), 0, 1),
  );
  const wordFit = fits.reduce((sum, fit) => sum + fit, 0) / Math.max(1, fits.length);
  const numbers = inputs.unsupportedNumbers === 0 ? 1 : 0;
  const language = inputs.languageMatches ? 1 : 0;
  const readability = clamp(
    1 - Math.abs(inputs.readability - LEVEL_READABILITY[inputs.level]) / 50,
    0,
    1,
  );
  const score = 30 * structure + 25 * wordFit + 20 * numbers + 10 * language + 15 * readability;
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return {
    score: Math.round(score),
    breakdown: {
      structure: round2(structure),
      word_target_fit: round2(wordFit),
      number_faithfulness: numbers,
      language_match: language,
      readability_fit: round2(readability),
    },
  };
}

/** A heading that states the aim: it sits between the background and the methods. */
const AIM_HEADING = /^(objectives?|purpose|aims?)$/iu;

/**
 * Which heading of a structured layout names each part the engine checks: the first the
 * background, the next one that is not the aim the methods ("Importance, Objective, Design…" in
 * AMA), the last the conclusions and the one before it the results.
 */
export function partHeadings(layout: Layout): PartHeadings | undefined {
  if (layout.kind !== 'headings' || layout.headings.length < 4) return undefined;
  const h = layout.headings;
  return {
    background: h[0]!,
    methods: AIM_HEADING.test(h[1]!) ? h[2]! : h[1]!,
    results: h[h.length - 2]!,
    conclusions: h[h.length - 1]!,
  };
}

/**
 * The scores of an AI answer: the engine's scoreAbstract, so the same abstract text gets the same
 * scores from the local engine and from every AI provider (issue 5).
 */
export function scoreAnswer(
  request: GenerateRequest,
  plan: GenerationPlan,
  answer: Pick<ModelOutput, 'abstract' | 'alternative_versions'>,
): AbstractScores {
  return scoreAbstract({
    abstract: answer.abstract,
    source: request.research_content,
    title: request.research_title,
    language: plan.language,
    target: plan.effectiveTarget,
    academicLevel: request.academic_level,
    headings: partHeadings(plan.layout),
    versions: Object.values(answer.alternative_versions),
  });
}
