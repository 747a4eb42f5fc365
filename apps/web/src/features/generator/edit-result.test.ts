import type { CheckData } from '@abstractly/contracts';
import { describe, expect, it } from 'vitest';
import { makeResult } from '../../testing/fixtures.ts';
import { withCheckedScores, withEditedText } from './edit-result.ts';
import { versionText, versionWordCount } from './result-versions.ts';

const check = (patch: Partial<CheckData> = {}): CheckData => ({
  word_count: 7,
  quality_score: 61,
  readability_score: 40,
  structure_check: {
    has_background: true,
    has_methods: false,
    has_results: true,
    has_conclusions: false,
    clarity_score: 9,
    academic_tone_score: 10,
    coherence_score: 7,
  },
  analysis: { unsupported_numbers: ['987'], source_overlap: 0.2, quality_breakdown: {} },
  findings: [],
  evidence: [],
  ...patch,
});

describe('an edited result', () => {
  it('takes the new text of a version and counts it at once', () => {
    const edited = withEditedText(makeResult(), 'concise', 'Three short words here.');
    expect(versionText(edited, 'concise')).toBe('Three short words here.');
    expect(versionWordCount(edited, 'concise')).toBe(4);
  });

  it("takes a check's scores for the standard version while the text is still the one checked", () => {
    const edited = withEditedText(makeResult(), 'standard', 'We restored 987 marshes in all.');
    const checked = withCheckedScores(
      edited,
      'standard',
      'We restored 987 marshes in all.',
      check(),
    );
    expect(checked).toMatchObject({ word_count: 7, quality_score: 61, readability_score: 40 });
    expect(checked.structure_analysis.has_methods).toBe(false);
    expect(checked.analysis?.unsupported_numbers).toEqual(['987']);
    // A check of text the user has since changed changes nothing.
    expect(withCheckedScores(edited, 'standard', 'Older text.', check())).toBe(edited);
  });

  it("a check of another version updates only that version's count", () => {
    const edited = withEditedText(makeResult(), 'technical', 'Some technical text.');
    const checked = withCheckedScores(edited, 'technical', 'Some technical text.', check());
    expect(versionWordCount(checked, 'technical')).toBe(7);
    expect(checked.quality_score).toBe(edited.quality_score);
  });
});
