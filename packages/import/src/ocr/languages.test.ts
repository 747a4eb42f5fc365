import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LANGUAGES } from '@abstractly/contracts/options';
import { describe, expect, it } from 'vitest';
import { TESSERACT_DATA_CODES, ocrLanguages } from './languages.ts';

describe('ocrLanguages', () => {
  it('loads the form language’s data first, then English; English alone where there is none', () => {
    expect(
      Object.fromEntries(LANGUAGES.map((language) => [language, ocrLanguages(language)])),
    ).toEqual({
      en: ['eng'],
      es: ['spa', 'eng'],
      fr: ['fra', 'eng'],
      de: ['deu', 'eng'],
      zh: ['chi_sim', 'eng'],
      ja: ['jpn', 'eng'],
      ru: ['eng'],
    });
    expect(ocrLanguages()).toEqual(['eng']);
  });

  it('has every language’s data installed as the package the browser build and Node read', () => {
    const require = createRequire(import.meta.url);
    for (const code of TESSERACT_DATA_CODES) {
      const folder = dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
      expect(existsSync(join(folder, '4.0.0_best_int', `${code}.traineddata.gz`)), code).toBe(true);
    }
  });
});
