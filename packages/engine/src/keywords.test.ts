import { describe, expect, it } from 'vitest';
import { PAPERS } from './fixtures/languages.ts';
import { extractKeywords } from './keywords.ts';
import { splitSentences } from './segment.ts';

describe('extractKeywords', () => {
  it.each(Object.keys(PAPERS))('%s: 4–8 phrases without stopwords', (language) => {
    const paper = PAPERS[language]!;
    const keywords = extractKeywords(splitSentences(paper.body, language), paper.title, language);
    expect(keywords.length).toBeGreaterThanOrEqual(4);
    expect(keywords.length).toBeLessThanOrEqual(8);
    for (const k of keywords) expect(k).not.toMatch(/^(the|and|of|la|le|die|и|的)$/iu);
  });

  it('prefers multi-word phrases from the title', () => {
    const keywords = extractKeywords(splitSentences(PAPERS.en!.body), PAPERS.en!.title);
    expect(keywords).toContain('sparse attention');
    expect(keywords.filter((k) => !k.includes(' ')).length).toBeLessThanOrEqual(2);
  });

  it('keeps participles that name things and drops phrases hanging on a linking word', () => {
    const sentences = [
      'Machine learning helps supervised learning of contexts containing rare words.',
      'Machine learning and supervised learning use contexts containing rare words.',
      'We compare machine learning with supervised learning on contexts containing rare words.',
    ];
    const keywords = extractKeywords(sentences, 'Learning from rare words');
    expect(keywords.some((k) => k.includes('machine learning'))).toBe(true);
    expect(keywords.some((k) => k.includes('supervised learning'))).toBe(true);
    expect(keywords).not.toContain('contexts containing');
  });

  it('honours a venue limit', () => {
    expect(
      extractKeywords(splitSentences(PAPERS.en!.body), PAPERS.en!.title, 'en', 4),
    ).toHaveLength(4);
  });
});
