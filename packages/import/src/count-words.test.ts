import { describe, expect, it } from 'vitest';
import { countWords } from './count-words.ts';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['Tide gauges.', 2],
    ['state-of-the-art sensors', 5],
    ['1.8 cm over 94 days', 5],
    ['One paragraph.\n\nTwo paragraphs here.\nAnd a line.', 8],
  ])('%j → %i', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it('counts a long text the same as its pieces one by one (it is counted in chunks)', () => {
    const paragraphs = Array.from(
      { length: 50 },
      (_, i) => `Paragraph ${i} has some words, and numbers like ${i}.5 too.`,
    );
    const perParagraph = paragraphs.reduce((sum, p) => sum + countWords(p), 0);
    expect(countWords(paragraphs.join('\n\n'))).toBe(perParagraph);
    expect(countWords(paragraphs.join(' '))).toBe(perParagraph);
    expect(countWords('x'.repeat(5000))).toBe(1);
  });
});
