import { describe, expect, it } from 'vitest';
import { PAPERS } from '../fixtures/languages.ts';
import { detectLanguage, isStopword, sourceLanguage } from './language.ts';

describe('detectLanguage', () => {
  it.each(Object.entries(PAPERS))('%s fixture', (language, paper) => {
    expect(detectLanguage(paper.body)).toBe(language);
  });

  it.each([
    ['The results of the study were consistent with the model.', 'en'],
    ['Los resultados del estudio fueron coherentes con el modelo.', 'es'],
    ['Les résultats de cette étude sont cohérents avec le modèle.', 'fr'],
    ['Die Ergebnisse der Studie sind mit dem Modell vereinbar.', 'de'],
    ['Результаты исследования согласуются с моделью.', 'ru'],
    ['研究结果与模型一致。', 'zh'],
    ['研究の結果はモデルと一致した。', 'ja'],
  ])('%s → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});

describe('sourceLanguage', () => {
  it('is English when the text cannot tell', () => {
    expect(detectLanguage('')).toBeUndefined();
    expect(sourceLanguage('')).toBe('en');
    expect(sourceLanguage('1234 5678')).toBe('en');
  });
});

describe('isStopword', () => {
  it.each([
    ['the', 'en', true],
    ['attention', 'en', false],
    ['los', 'es', true],
    ['les', 'fr', true],
    ['der', 'de', true],
    ['это', 'ru', true],
    ['的', 'zh', true],
    ['2020', 'en', true],
  ])('%s (%s) → %s', (word, language, expected) => {
    expect(isStopword(word, language)).toBe(expected);
  });
});
