import { describe, expect, it } from 'vitest';
import { countWords } from './words.ts';

describe('countWords (Intl.Segmenter word granularity)', () => {
  it.each([
    ['', 0],
    ['   \n', 0],
    ['One two three.', 3],
    ['Results: p < 0.05, n = 24 (95% CI).', 7],
    ["It's state-of-the-art.", 5],
  ])('%j has %i words', (text, count) => {
    expect(countWords(text)).toBe(count);
  });

  it('counts Chinese text without spaces by words, not as one token', () => {
    expect(countWords('我们研究了湿地恢复')).toBeGreaterThan(1);
  });
});
