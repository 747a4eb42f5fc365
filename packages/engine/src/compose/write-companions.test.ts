import {
  AI_STATEMENT_HEADING,
  checkCompanions,
  companionLimits,
  countCharacters,
} from '@abstractly/contracts/companions';
import { describe, expect, it } from 'vitest';
import { ENGLISH_REQUEST } from '../fixtures/request.ts';
import { countWords, generateAbstract } from '../index.ts';
import { scoreReadability } from '../measure/readability.ts';
import type { EngineOutput, EngineRequest } from '../types.ts';
import { ENGINE_VERSION } from './write-companions.ts';

const request: EngineRequest = {
  ...ENGLISH_REQUEST,
  include_citations: false,
  optimize_for_journal: 'elsevier',
};

function run(overrides: Partial<EngineRequest> = {}): EngineOutput {
  const result = generateAbstract({ ...request, ...overrides });
  if (!result.ok) throw new Error(result.message);
  return result.output;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];

describe('the local engine’s companions', () => {
  const out = run();
  const paperWords = new Set(words(`${request.research_title} ${request.research_content}`));

  it('writes 3–5 whole highlights of at most 85 characters, none repeating another', () => {
    const highlights = out.highlights!;
    expect(highlights.length).toBeGreaterThanOrEqual(3);
    expect(highlights.length).toBeLessThanOrEqual(5);
    for (const h of highlights) expect(countCharacters(h)).toBeLessThanOrEqual(85);
    expect(checkCompanions({ highlights }, companionLimits('elsevier'))).toEqual([]);
    expect(new Set(highlights).size).toBe(highlights.length);
  });

  it('writes a one-sentence TL;DR of at most 30 words', () => {
    expect(out.tldr).toBeTruthy();
    expect(countWords(out.tldr!)).toBeLessThanOrEqual(30);
    expect(checkCompanions({ tldr: out.tldr! }, companionLimits())).toEqual([]);
  });

  it('uses only the paper’s words in highlights, TL;DR and plain summary', () => {
    for (const text of [...out.highlights!, out.tldr!, out.plain_summary!])
      for (const word of words(text)) expect(paperWords).toContain(word);
  });

  it('writes a plain summary that reads easier than the abstract, and states both figures', () => {
    expect(out.plain_summary).toBeTruthy();
    const ease = scoreReadability(out.plain_summary!);
    expect(out.analysis.companion_readability).toEqual({
      plain_summary: ease,
      abstract: scoreReadability(out.abstract),
    });
    expect(ease).toBeGreaterThan(scoreReadability(out.abstract));
  });

  it('declares the local extractive engine and its version', () => {
    expect(out.ai_statement).toContain(AI_STATEMENT_HEADING);
    expect(out.ai_statement).toContain(`version ${ENGINE_VERSION}`);
  });

  it('offers titles only from phrases naming the contribution, else says why', () => {
    const titles = out.title_suggestions!;
    expect(titles.length).toBeLessThanOrEqual(3);
    for (const title of titles) for (const word of words(title)) expect(paperWords).toContain(word);
    if (titles.length < 3)
      expect(out.analysis.warnings.some((w) => /title idea/.test(w))).toBe(true);
  });

  it('returns fewer highlights and a warning when no more honest ones fit', () => {
    const terse = run({
      research_title: 'Notes',
      research_content:
        'Throughout the whole of the long and carefully planned multi-centre observational cohort study conducted over several consecutive years, the investigators recorded every adverse event reported by the participating clinicians in detail. The adverse events recorded by the participating clinicians during the long multi-centre observational cohort study were afterwards classified independently by two blinded reviewers.',
    });
    expect(terse.highlights!.length).toBeLessThan(3);
    expect(terse.analysis.warnings.some((w) => /highlight/.test(w))).toBe(true);
  });
});
