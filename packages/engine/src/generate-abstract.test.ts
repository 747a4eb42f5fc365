import { describe, expect, it } from 'vitest';
import { generateAbstract } from './index.ts';
import { countWords, splitSentences } from './segment.ts';

const paragraph = (topic: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `The ${topic} experiment number ${i + 1} measured how sparse attention changes accuracy on long documents.`,
  ).join(' ');

const request = {
  research_title: 'Sparse attention for long documents',
  research_content: [paragraph('first', 20), paragraph('second', 20), paragraph('third', 20)].join(
    '\n\n',
  ),
  research_field: 'computer-science',
  academic_level: 'graduate',
  abstract_style: 'narrative',
  word_count_target: 150,
  creativity_level: 50,
  technicality_level: 50,
  include_citations: true,
  language: 'en',
};

describe('splitSentences', () => {
  it.each([
    ['Results are shown in Fig. 3 and they hold. A second sentence.', 2],
    ['We follow Smith et al. in this. Then we stop.', 2],
    ['Accuracy rose to 93.5 percent. It fell later.', 2],
    ['Many tasks, e.g. parsing, benefit. Others do not.', 2],
  ])('%s', (text, n) => {
    expect(splitSentences(text)).toHaveLength(n);
  });
});

describe('generateAbstract', () => {
  it('fits each version within 10% of its target and only from the source', () => {
    const result = generateAbstract(request);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { output } = result;
    expect(output.word_count).toBe(countWords(output.abstract));
    expect(output.word_count).toBeGreaterThanOrEqual(135);
    expect(output.word_count).toBeLessThanOrEqual(165);
    expect(countWords(output.alternative_versions.concise)).toBeLessThanOrEqual(83);
    expect(countWords(output.alternative_versions.detailed)).toBeGreaterThan(output.word_count);
    for (const sentence of splitSentences(output.abstract))
      expect(request.research_content).toContain(sentence);
    expect(output.analysis.unsupported_numbers).toEqual([]);
    expect(output.keywords.length).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    expect(generateAbstract(request)).toEqual(generateAbstract(request));
  });

  it('returns a typed failure for blank input', () => {
    expect(generateAbstract({ ...request, research_content: '   ' })).toMatchObject({
      ok: false,
      reason: 'empty-input',
    });
  });
});
