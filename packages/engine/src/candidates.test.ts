import { describe, expect, it } from 'vitest';
import { prepareSentence } from './candidates.ts';

const options = { citationsAllowed: false, rewrite: true, language: 'en' };

describe('prepareSentence', () => {
  it.each([
    ['In this paper, we propose a sparse model [3].', 'We propose a sparse model.'],
    ['However, accuracy rose to 87.4% (Fig. 2).', 'Accuracy rose to 87.4%.'],
    ['the model was trained on all notes .', 'The model was trained on all notes.'],
    ['As shown in Figure 3, accuracy rises.', undefined],
    ['The energy @xmath0 grows with time.', undefined],
    ['The loss is L = a + b for every batch.', undefined],
    ['Word → w a n t is the segmentation.', undefined],
    ['How do we adapt this algorithm to long notes?', undefined],
    ['This is why we chose the sparse model.', undefined],
    ['Results for all models', undefined],
  ])('%s → %s', (input, output) => {
    expect(prepareSentence(input, options)).toBe(output);
  });

  it('keeps citation markers when they are allowed, but never corpus placeholders', () => {
    expect(
      prepareSentence('Attention helps [3] @xcite .', { ...options, citationsAllowed: true }),
    ).toBe('Attention helps [3].');
  });
});
