import { describe, expect, it } from 'vitest';
import { parseDocument } from '../read/document.ts';
import {
  FEATURE_COUNT,
  FEATURE_NAMES,
  computeFeatures,
  documentKeyTerms,
  featureIndex,
} from './features.ts';
import { paperOfWords } from '../fixtures/long-paper.ts';

const text = [
  'Introduction',
  'Sparse attention reads long clinical notes at a modest cost. Sparse attention is compared with truncation. Unrelated weather was mild.',
  'Conclusion',
  'Sparse attention makes long notes usable.',
].join('\n\n');

describe('computeFeatures', () => {
  const { features, keyTerms } = computeFeatures(
    parseDocument(text),
    'Sparse attention for notes',
    'en',
  );
  const value = (i: number, name: (typeof FEATURE_NAMES)[number]) =>
    features[i]!.values[featureIndex(name)]!;

  it('gives every sentence one value per named feature', () => {
    expect(FEATURE_NAMES).toHaveLength(FEATURE_COUNT);
    for (const f of features) expect(f.values).toHaveLength(FEATURE_COUNT);
  });

  it.each([
    [0, 'first_sentence', 1],
    [1, 'first_sentence', 0],
    [0, 'section_introduction', 1],
    [3, 'section_conclusion', 1],
    [0, 'position', 0],
    [3, 'position', 1],
    [2, 'title_overlap', 0],
    [2, 'paragraph_last', 1],
    [1, 'paragraph_last', 0],
    [3, 'paragraph_last', 1],
  ] as const)('sentence %i: %s = %d', (i, name, expected) => {
    expect(value(i, name)).toBe(expected);
  });

  it('makes on-topic sentences more central than an off-topic one', () => {
    expect(value(0, 'centrality')).toBeGreaterThan(value(2, 'centrality'));
    expect(value(3, 'title_overlap')).toBeGreaterThan(value(2, 'title_overlap'));
  });

  it('measures how close a sentence is to the opening and to the closing of the paper', () => {
    // The closing restates sentence 0's topic; the off-topic sentence shares nothing with it.
    expect(value(0, 'closing_similarity')).toBeGreaterThan(value(2, 'closing_similarity'));
    expect(value(3, 'opening_similarity')).toBeGreaterThan(0);
    expect(value(2, 'opening_similarity')).toBeCloseTo(0, 6);
  });

  it('finds the repeated terms as key terms', () => {
    expect(keyTerms).toContain('sparse');
    expect(keyTerms).toContain('attention');
  });
});

describe('documentKeyTerms', () => {
  it('gives the key terms computeFeatures gives, of the whole paper and of its later sentences', () => {
    const document = parseDocument(paperOfWords(10_000));
    expect(document.sentences.length).toBeGreaterThan(400);
    const from = Math.floor(document.sentences.length / 3);
    const { all, later } = documentKeyTerms(document, 'en', from);
    expect(all).toHaveLength(30);
    expect(all).toEqual(computeFeatures(document, '', 'en').keyTerms);
    expect(later).toEqual(
      computeFeatures({ ...document, sentences: document.sentences.slice(from) }, '', 'en')
        .keyTerms,
    );
    expect(later).not.toEqual(all);
  });
});
