/**
 * Which of the seven supported languages a text is in, by script and then by function words.
 * Restricted to the seven on purpose: a general detector confuses English with Scots on short
 * texts and Japanese (kanji-heavy) with Chinese; here kana decide Japanese, and among the Latin
 * languages the most frequent function words decide.
 */
import type { Language } from '@abstractly/contracts';

const LATIN_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
type LatinLanguage = (typeof LATIN_LANGUAGES)[number];

/** Frequent function words; words shared by two languages count for both. */
const FUNCTION_WORDS: Record<LatinLanguage, ReadonlySet<string>> = {
  en: new Set(
    'the of and to in is that for we with on are was were this by as from be an which these our at or it not have has than their'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las de del y en que un una por con para se es son al lo como su sus más este esta estos fue entre también sobre'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les de des du et en un une que qui pour dans est sont sur par au aux nous avec ce cette ces pas plus été ont entre'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das den dem des und in ist sind ein eine einer mit für von zu auf wir nicht im auch als wurde wurden werden bei dass sich'.split(
      ' ',
    ),
  ),
};

/** Letters only one of the four uses; each counts like a function word (helps short texts). */
const DISTINCT_LETTERS: Record<LatinLanguage, RegExp> = {
  en: /(?!)/g,
  es: /[ñ¿¡]/g,
  fr: /[çœèêëàâùûî]/g,
  de: /[ßäöü]/g,
};

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** The detected language, or undefined when the text has too few letters or words to tell. */
export function detectLanguage(text: string): Language | undefined {
  const han = count(text, /\p{Script=Han}/gu);
  const kana = count(text, /[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const cyrillic = count(text, /\p{Script=Cyrillic}/gu);
  const latin = count(text, /\p{Script=Latin}/gu);
  // One CJK character carries about as much as a short Latin word: weigh it like three letters.
  const cjk = 3 * (han + kana);
  if (cjk + cyrillic + latin === 0) return undefined;
  if (cjk >= cyrillic && cjk >= latin) {
    // Japanese prose is rarely under a tenth kana; Chinese has none.
    return kana > 0 && kana >= 0.1 * (han + kana) ? 'ja' : 'zh';
  }
  if (cyrillic >= latin) return 'ru';
  const lower = text.toLowerCase();
  const words = lower.match(/\p{L}+/gu) ?? [];
  let best: Language | undefined;
  let bestScore = 0;
  for (const language of LATIN_LANGUAGES) {
    const list = FUNCTION_WORDS[language];
    const score =
      words.filter((word) => list.has(word)).length + count(lower, DISTINCT_LETTERS[language]);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}
