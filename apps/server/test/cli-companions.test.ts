/** `abstractly generate --json` carries the companions; `--companions` prints them as text (the real bin). */
import { AI_STATEMENT_HEADING, countCharacters } from '@abstractly/contracts';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PATH, runBin } from './helpers.ts';

const FLAGS = [
  '--title',
  'Street trees and night-time urban heat',
  '--field',
  'engineering',
  '--level',
  'graduate',
  '--style',
  'narrative',
  '--words',
  '150',
  '--journal',
  'elsevier',
];

describe('abstractly generate and the companions', () => {
  it('--json includes every companion', async () => {
    const { code, stdout } = await runBin(['generate', FIXTURE_PATH, ...FLAGS, '--json']);
    expect(code).toBe(0);
    const data = JSON.parse(stdout).data;
    expect(data.highlights.length).toBeGreaterThan(0);
    for (const h of data.highlights) expect(countCharacters(h)).toBeLessThanOrEqual(85);
    expect(typeof data.tldr).toBe('string');
    expect(data.plain_summary.length).toBeGreaterThan(0);
    expect(Array.isArray(data.title_suggestions)).toBe(true);
    expect(data.ai_statement).toContain(AI_STATEMENT_HEADING);
  });

  it('--companions prints them after the abstract, each count against its limit', async () => {
    const json = JSON.parse(
      (await runBin(['generate', FIXTURE_PATH, ...FLAGS, '--json'])).stdout,
    ).data;
    const { code, stdout, stderr } = await runBin([
      'generate',
      FIXTURE_PATH,
      ...FLAGS,
      '--companions',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(
      stdout.startsWith(`${json.abstract}\n\nHighlights (3–5, at most 85 characters each;`),
    ).toBe(true);
    for (const h of json.highlights as string[])
      expect(stdout).toContain(`- ${h} (${countCharacters(h)}/85)`);
    expect(stdout).toMatch(/TL;DR \(\d+\/30 words\):\n/);
    expect(stdout).toContain(`${json.tldr}\n`);
    expect(stdout).toMatch(
      /Plain-language summary \(\d+ words, 100–200; reading ease \d+ against the abstract's \d+\):/,
    );
    expect(stdout).toContain(`AI-use statement:\n${json.ai_statement}`);
  });

  it('without --companions prints the abstract alone', async () => {
    const { stdout } = await runBin(['generate', FIXTURE_PATH, ...FLAGS]);
    expect(stdout).not.toContain('Highlights');
    expect(stdout).not.toContain(AI_STATEMENT_HEADING);
  });
});
