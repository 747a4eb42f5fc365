/** Word counting as the server does it: Intl.Segmenter word granularity, so CJK text counts too. */

let segmenter: Intl.Segmenter | undefined;

export function countWords(text: string): number {
  if (text.trim() === '') return 0;
  if (typeof Intl.Segmenter !== 'function') {
    // Very old browsers: whitespace-separated tokens are the best available estimate.
    return text.trim().split(/\s+/u).length;
  }
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  let count = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) count += 1;
  return count;
}
