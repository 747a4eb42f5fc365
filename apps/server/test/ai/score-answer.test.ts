import { planAbstract } from '@abstractly/contracts';
import { generateAbstract } from '@abstractly/engine';
import { describe, expect, it } from 'vitest';
import { scoreAnswer } from '../../src/providers/ai/score.ts';
import { makeRequest, PAPER } from './fixtures.ts';

// Scores are computed by our code, as for the local engine. The AI path scores an answer
// with the engine's scoreAbstract, so an AI answer that happens to be the engine's own abstract
// gets the engine's scores.
describe('scoreAnswer gives an AI answer the scores the local engine gives the same text', () => {
  it.each([
    ['narrative', undefined],
    ['structured', undefined],
    ['informative', 'nature'],
    ['structured', 'ama'],
  ] as const)('%s, venue %s', (style, venue) => {
    const request = makeRequest({
      abstract_style: style,
      optimize_for_journal: venue,
      research_content: `${PAPER}\n\n${PAPER.replaceAll('.', ';').replaceAll('\n', ' ')}.`,
    });
    const local = generateAbstract(request);
    if (!local.ok) throw new Error(local.message);
    const { output } = local;
    const scores = scoreAnswer(request, planAbstract(request), output);

    expect(scores.word_count).toBe(output.word_count);
    expect(scores.readability_score).toBe(output.readability_score);
    expect(scores.structure_check).toEqual(output.structure_check);
    expect(scores.analysis.source_overlap).toBe(output.analysis.source_overlap);
    expect(scores.analysis.unsupported_numbers).toEqual(output.analysis.unsupported_numbers);
    // The composer compares the source sentences behind its own sentences for redundancy; from
    // the text alone that one part can differ slightly.
    const { redundancy: _ai, ...aiParts } = scores.analysis.quality_breakdown;
    const { redundancy: _local, ...localParts } = output.analysis.quality_breakdown;
    expect(aiParts).toEqual(localParts);
    expect(Math.abs(scores.quality_score - output.quality_score)).toBeLessThanOrEqual(5);
  });

  it('takes an invented number in any version as unfaithful', () => {
    const request = makeRequest();
    const sentence = PAPER.split('\n')[0]!;
    const versions = { concise: sentence, detailed: sentence, technical: sentence };
    const faithful = scoreAnswer(request, planAbstract(request), {
      abstract: sentence,
      alternative_versions: versions,
    });
    const invented = scoreAnswer(request, planAbstract(request), {
      abstract: sentence,
      alternative_versions: { ...versions, technical: `${sentence} It used 4,096 tokens.` },
    });
    expect(faithful.analysis.quality_breakdown.numbers_not_in_source).toBe(0);
    expect(invented.analysis.unsupported_numbers).toEqual(['4,096']);
    expect(invented.analysis.quality_breakdown.numbers_not_in_source).toBe(1);
    // scoreQuality takes 3 points off per number not in the paper.
    expect(invented.quality_score).toBe(faithful.quality_score - 3);
  });
});
