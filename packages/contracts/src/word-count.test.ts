import { describe, expect, it } from 'vitest';
import table from './fixtures/word-count-libreoffice.json' with { type: 'json' };
import { countWords } from './word-count.ts';

describe('countWords equals LibreOffice Writer (fixtures/word-count-libreoffice.json)', () => {
  it('the table holds at least 300 texts, in all seven languages', () => {
    expect(table.cases.length).toBeGreaterThanOrEqual(300);
    const scripts = {
      latin: /[a-z]/u,
      accented: /[áéíóúñ]/u,
      german: /[äöüß]/u,
      cyrillic: /\p{Script=Cyrillic}/u,
      han: /\p{Script=Han}/u,
      kana: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
    };
    for (const [name, pattern] of Object.entries(scripts))
      expect(table.cases.filter((c) => pattern.test(c.text)).length, name).toBeGreaterThanOrEqual(
        15,
      );
  });

  it.each(table.cases.map((c) => [c.text, c.words] as const))('%j → %i', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe('countWords: the rule in the words of product.md', () => {
  it.each([
    ['word-to-word alignment', 2],
    ['TF-IDF and/or BM25', 3],
    ['Results — although preliminary — hold', 4],
    ['from 1990–2000', 3],
    ['p = 0.05 (n = 12)', 6],
    ['95% of 37 °C', 4],
    ['我们提出了一种新的方法', 11],
    ['BERTモデルを用いた', 8],
    ['', 0],
    ['  \n\t ', 0],
  ])('%j → %i', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it('is additive over whitespace-joined pieces, so long texts count the same in parts', () => {
    const pieces = table.cases.map((c) => c.text);
    const total = pieces.reduce((sum, text) => sum + countWords(text), 0);
    expect(countWords(pieces.join('\n'))).toBe(total);
  });
});
