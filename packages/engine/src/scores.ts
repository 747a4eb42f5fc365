/** Measured scores of product.md. */
import { splitSentences, tokenize } from './segment.ts';
import type { StructureCheck } from './types.ts';

/** Syllables by vowel groups, a common approximation for English. */
function countSyllables(word: string): number {
  const groups = word
    .toLowerCase()
    .replace(/e$/, '')
    .match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Flesch Reading Ease (Flesch 1948), clamped to 0–100. */
export function scoreReadability(text: string, language = 'en'): number {
  const sentences = splitSentences(text, language).length || 1;
  const words = tokenize(text, language);
  if (words.length === 0) return 0;
  const syllables = words.reduce((sum, w) => sum + countSyllables(w), 0);
  const ease = 206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllables / words.length);
  return Math.round(Math.min(100, Math.max(0, ease)));
}

const CUES: Record<'background' | 'methods' | 'results' | 'conclusions', RegExp> = {
  background:
    /\b(problem|challenge|important|recent|however|although|little is known|remains|motivat|background|need)/i,
  methods:
    /\b(we (propose|present|use|develop|introduce|describe|train|collect|conduct)|method|approach|model|algorithm|data ?set|participants|using|analy[sz])/i,
  results:
    /\b(results?|show(s|ed)?|found|find|achiev|improv|outperform|increase|decrease|significant|accuracy|\d)/i,
  conclusions:
    /\b(conclu|suggest|implication|demonstrat|future|overall|therefore|thus|we argue|can be used)/i,
};

/** Which parts of an abstract are present, by cue phrases, and 1–10 style scores. */
export function checkStructure(abstract: string, language = 'en'): StructureCheck {
  const sentences = splitSentences(abstract, language);
  const has = (role: keyof typeof CUES) => sentences.some((s) => CUES[role].test(s));
  const words = tokenize(abstract, language).length;
  const meanLength = words / Math.max(1, sentences.length);
  // Clarity: 10 at a mean sentence length of 15–25 words, one point less per 4 words outside it.
  const clarity = 10 - Math.max(0, meanLength - 25, 15 - meanLength) / 4;
  // Academic tone: fewer first-person singular and contractions.
  const informal = (abstract.match(/\b(I|I'm|don't|can't|won't|isn't|it's)\b/g) ?? []).length;
  const tone = 10 - informal;
  const present = ['background', 'methods', 'results', 'conclusions'].filter((r) =>
    has(r as keyof typeof CUES),
  ).length;
  const coherence = 4 + 1.5 * present;
  const clamp = (n: number) => Math.round(Math.min(10, Math.max(1, n)) * 10) / 10;
  return {
    has_background: has('background'),
    has_methods: has('methods'),
    has_results: has('results'),
    has_conclusions: has('conclusions'),
    clarity_score: clamp(clarity),
    academic_tone_score: clamp(tone),
    coherence_score: clamp(coherence),
  };
}

/** Share of the abstract's word 8-grams that occur verbatim in the source (0–1). */
export function measureSourceOverlap(abstract: string, source: string, language = 'en'): number {
  const grams = (words: string[]) => {
    const out: string[] = [];
    for (let i = 0; i + 8 <= words.length; i++) out.push(words.slice(i, i + 8).join(' '));
    return out;
  };
  const abstractGrams = grams(tokenize(abstract.toLowerCase(), language));
  if (abstractGrams.length === 0) return 0;
  const sourceGrams = new Set(grams(tokenize(source.toLowerCase(), language)));
  const copied = abstractGrams.filter((g) => sourceGrams.has(g)).length;
  return Math.round((copied / abstractGrams.length) * 100) / 100;
}

const NUMBER = /\d+(?:[.,]\d+)*/g;

/** Numbers in the abstract that do not occur in the source. */
export function findUnsupportedNumbers(abstract: string, source: string): string[] {
  const known = new Set(source.match(NUMBER) ?? []);
  return [...new Set(abstract.match(NUMBER) ?? [])].filter((n) => !known.has(n));
}
