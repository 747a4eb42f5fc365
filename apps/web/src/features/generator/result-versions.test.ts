import { normalizeResult } from '@abstractly/contracts';
import { describe, expect, it } from 'vitest';
import { versionWordCount } from './result-versions.ts';

const bare = normalizeResult({
  abstract: 'One two three four.',
  alternative_versions: { concise: 'One two.', detailed: 'One two three four five six.' },
})!;

describe('versionWordCount', () => {
  it('counts the text itself when the server sent only the seed fields', () => {
    expect(versionWordCount(bare, 'standard')).toBe(4);
    expect(versionWordCount(bare, 'concise')).toBe(2);
    expect(versionWordCount(bare, 'detailed')).toBe(6);
    expect(versionWordCount(bare, 'technical')).toBe(4);
  });

  it("uses the server's counts when it sent them", () => {
    const measured = normalizeResult({
      abstract: 'One two three four.',
      word_count: 40,
      analysis: {
        version_word_counts: { standard: 40, concise: 21, detailed: 63, technical: 41 },
      },
    })!;
    expect(
      ['standard', 'concise', 'detailed', 'technical'].map((key) =>
        versionWordCount(measured, key as 'standard'),
      ),
    ).toEqual([40, 21, 63, 41]);
  });
});
