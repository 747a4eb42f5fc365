/** Word count as the product reports it (product.md: Intl.Segmenter word granularity). */

const WORD_SEGMENTER = new Intl.Segmenter('en', { granularity: 'word' });

export function countWords(text: string): number {
  let words = 0;
  for (const part of WORD_SEGMENTER.segment(text)) if (part.isWordLike) words++;
  return words;
}
