import { describe, expect, it } from 'vitest';
import { PAPERS } from '../fixtures/languages.ts';
import { DEFAULT_KEYWORDS } from '@abstractly/contracts/plan';
import { extractKeywords } from './keywords.ts';
import { splitSentences } from '../read/segment.ts';

describe('extractKeywords', () => {
  it.each(Object.keys(PAPERS))('%s: 3–5 phrases without stopwords', (language) => {
    const paper = PAPERS[language]!;
    const keywords = extractKeywords(splitSentences(paper.body, language), paper.title, language);
    expect(keywords.length).toBeGreaterThanOrEqual(3);
    expect(keywords.length).toBeLessThanOrEqual(DEFAULT_KEYWORDS.max);
    for (const k of keywords) expect(k).not.toMatch(/^(the|and|of|la|le|die|и|的)$/iu);
  });

  it('offers a fourth keyword only when it scores close to the best ones', () => {
    // Three phrases the text keeps returning to, then phrases it mentions twice in passing.
    const core = 'Graph neural networks learn protein folding from contact maps.';
    const sentences = [
      ...Array.from({ length: 8 }, () => core),
      'Weather stations report rainfall totals.',
      'Weather stations report rainfall totals.',
    ];
    const keywords = extractKeywords(sentences, '');
    expect(keywords).toHaveLength(3);
    expect(keywords.join(' ')).not.toMatch(/weather|rainfall/iu);
    // With the repeated aside as strong as the core, it is offered too.
    const balanced = [...sentences, ...Array.from({ length: 6 }, () => sentences[8]!)];
    expect(extractKeywords(balanced, '').join(' ')).toMatch(/weather stations|rainfall totals/u);
    // A venue asking for at least four (Springer: 4–6) gets four.
    expect(extractKeywords(sentences, '', 'en', 6, '', 4)).toHaveLength(4);
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

  it('honours a venue limit, even below the three keywords it otherwise offers', () => {
    expect(
      extractKeywords(splitSentences(PAPERS.en!.body), PAPERS.en!.title, 'en', 2),
    ).toHaveLength(2);
  });
});

// Keywords as authors write them.
describe('extractKeywords: the source’s own spelling, no overlaps, no bare common words', () => {
  const sentences = [
    'Wnt signalling stabilises β-catenin in the nucleus of HeLa cells.',
    'We measured β-catenin with TF-IDF weighting of the Dow Jones Industrial Average reports.',
    'The Dow Jones Industrial Average fell while β-catenin rose in HeLa cells.',
    'TF-IDF weighting of the Dow Jones Industrial Average reports has an impact on the language.',
    'Impact and language matter, and the impact of language on HeLa cells is small.',
  ];

  it('keeps acronyms, capitals, Greek letters and hyphens as the source writes them', () => {
    const keywords = extractKeywords(sentences, 'β-catenin in HeLa cells by TF-IDF weighting');
    expect(keywords).toContain('β-catenin');
    expect(keywords).toContain('HeLa cells');
    expect(keywords.some((k) => k.startsWith('TF-IDF'))).toBe(true);
    for (const k of keywords) expect(sentences.join(' ')).toContain(k);
  });

  it('drops a phrase that overlaps or sits inside a higher-ranked one', () => {
    const keywords = extractKeywords(sentences, 'β-catenin in HeLa cells', 'en', 8);
    expect(keywords).toContain('Dow Jones');
    expect(keywords).not.toContain('Jones Industrial');
    const words = keywords.map((k) => k.toLowerCase().split(/[\s-]+/u));
    for (const a of words)
      for (const b of words) {
        if (a === b) continue;
        expect(` ${a.join(' ')} `.includes(` ${b.join(' ')} `)).toBe(false);
        // The end of one is never the start of the other ("dow jones industrial" / "jones industrial average").
        expect(
          a.length >= 2 && b.length >= 2 && a.slice(-2).join(' ') === b.slice(0, 2).join(' '),
        ).toBe(false);
      }
  });

  it('never gives a bare common word', () => {
    const keywords = extractKeywords(sentences, 'β-catenin in HeLa cells', 'en', 8);
    expect(keywords).not.toContain('impact');
    expect(keywords).not.toContain('language');
  });

  it('writes a phrase met only at the start of sentences in lower case', () => {
    const text = [
      'Clinical notes are long documents.',
      'Clinical notes hold findings near their end.',
      'Sparse attention reads them whole.',
    ];
    expect(extractKeywords(text, 'Reading notes')).toContain('clinical notes');
  });
});
