import { describe, expect, it } from 'vitest';
import { checkAbstract } from '../index.ts';
import { openingHeading } from './opening-heading.ts';

describe('openingHeading', () => {
  it('finds a heading of up to the given number of words before a colon', () => {
    expect(openingHeading(5).exec('Methods: we measured.')?.[1]).toBe('Methods');
    expect(openingHeading(5).exec('  Main results : we found.')?.[1]).toBe('Main results');
    expect(openingHeading(5).exec('方法：我们测量了。')?.[1]).toBe('方法');
    expect(openingHeading(2).exec('One two three: no.')).toBeNull();
    expect(openingHeading(5, 'gmu').source).toBe(openingHeading(5).source);
  });

  it('answers at once on one long token without a colon (no polynomial backtracking)', () => {
    const token = 'a'.repeat(50_000);
    expect(openingHeading(5).exec(token)).toBeNull();
    expect([...`${token}\n${token}`.matchAll(openingHeading(5, 'gmu'))]).toEqual([]);
  });

  it('lets the check read an abstract that is one long token', () => {
    const token = 'x'.repeat(20_000);
    const result = checkAbstract({
      abstract: token,
      research_content: `${token} is studied here.`,
    });
    expect(result.evidence).toHaveLength(1);
  });
});
