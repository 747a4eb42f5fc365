import { describe, expect, it } from 'vitest';
import { joinSplitWords } from './split-words.ts';

describe('joinSplitWords', () => {
  it('joins a word the document writes whole elsewhere when a part never stands alone', () => {
    expect(
      joinSplitWords([
        'We read the ir b efore results and the M ethod section.',
        'Their results came before the Method was known.',
      ])[0],
    ).toBe('We read their before results and the Method section.');
  });

  it.each([
    [
      'two words that also make one',
      'It lies a part from the rest.',
      'Keep them apart, a piece of each part.',
    ],
    ['a capital after the first letter', 'Compare the IR system.', 'Their IR results.'],
    ['a word the document never writes whole', 'The b efore case.', 'Nothing else here.'],
    [
      'a hyphen or an apostrophe beside the parts',
      'The co- operative rule’ s case.',
      'cooperative rules',
    ],
  ])('leaves %s alone', (_name, line, other) => {
    expect(joinSplitWords([line, other])[0]).toBe(line);
  });
});
