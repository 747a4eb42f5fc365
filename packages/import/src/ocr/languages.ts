/**
 * Which Tesseract data recognises a scan, by the form's language (contracts' LANGUAGES). The
 * data is the `@tesseract.js-data/<code>` package of each language that has one (the integer
 * "best" LSTM model, 0.7–2.1 MB gzip); Russian has none there, so a Russian scan is read with
 * English only. Another language than English is recognised together with English: papers
 * quote English titles, terms and references, and Tesseract takes each word from the model that
 * reads it better.
 */
import type { Language } from '@abstractly/contracts/options';

export const TESSERACT_DATA = {
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  de: 'deu',
  zh: 'chi_sim',
  ja: 'jpn',
} as const satisfies Partial<Record<Language, string>>;

/** Tesseract's data codes shipped here, each an npm package `@tesseract.js-data/<code>`. */
export const TESSERACT_DATA_CODES = Object.values(TESSERACT_DATA);

/** The data codes to load for a scan in `language`: its own first, then English. */
export function ocrLanguages(language?: Language): string[] {
  const own =
    language && language in TESSERACT_DATA
      ? TESSERACT_DATA[language as keyof typeof TESSERACT_DATA]
      : undefined;
  return own && own !== 'eng' ? [own, 'eng'] : ['eng'];
}
