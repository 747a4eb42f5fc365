/**
 * Property-based tests of the engine (fast-check): any text gives a valid result or a typed
 * failure, never an exception; pathological inputs finish with a valid answer. Their timing is in
 * the engine's bench (scripts/bench.ts), not here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAbstract, generateAbstract } from './index.ts';
import type { EngineRequest, EngineResult } from './types.ts';

const STYLES = ['structured', 'narrative', 'informative', 'descriptive', 'critical'] as const;
const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh', 'ja', 'ru'] as const;

const request = (content: string, overrides: Partial<EngineRequest> = {}): EngineRequest => ({
  research_title: 'Property test',
  research_content: content,
  research_field: 'other',
  academic_level: 'graduate',
  abstract_style: 'narrative',
  word_count_target: 250,
  creativity_level: 50,
  technicality_level: 50,
  include_citations: true,
  language: 'en',
  ...overrides,
});

/** A success has every part filled in and no made-up number; a failure is one of the typed ones. */
function expectValid(result: EngineResult): void {
  if (!result.ok) {
    expect(['empty-input', 'no-sentences']).toContain(result.reason);
    expect(result.message.length).toBeGreaterThan(0);
    return;
  }
  const { output } = result;
  expect(output.abstract.trim().length).toBeGreaterThan(0);
  for (const version of Object.values(output.alternative_versions)) {
    expect(typeof version).toBe('string');
  }
  expect(Number.isFinite(output.word_count)).toBe(true);
  expect(output.word_count).toBeGreaterThan(0);
  for (const score of [output.quality_score, output.readability_score]) {
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
  }
  expect(output.analysis.unsupported_numbers).toEqual([]);
}

/** Characters that break naive text handling: controls, lone surrogates, RTL, CJK, marks. */
const awkwardPiece = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('ا', 'ש', '\u200f', '\u202e', '\u0301', '\ufeff', '\u2028', '😀', '。'),
  fc.integer({ min: 0x4e00, max: 0x9fff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('.', '!', '?', ' ', '\n\n', '[12]', '(Smith et al., 2020)', 'Dr.', 'e.g.'),
  fc.constantFrom('the', 'model', 'results', 'we', 'measured', '42', '3.5%', 'p < 0.05'),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

describe('generateAbstract under arbitrary input', () => {
  it('gives a valid result or a typed failure for any string', () => {
    fc.assert(
      fc.property(
        fc.array(awkwardPiece, { maxLength: 300 }).map((pieces) => pieces.join(' ')),
        fc.constantFrom(...STYLES),
        fc.constantFrom(...LANGUAGES),
        fc.boolean(),
        (content, style, language, citations) => {
          expectValid(
            generateAbstract(
              request(content, { abstract_style: style, language, include_citations: citations }),
            ),
          );
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('gives a valid result or a typed failure for any full-Unicode string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 3000 }), (content) => {
        expectValid(generateAbstract(request(content)));
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});

/** Deterministic stand-ins for the pathological inputs; built here, no real text copied. */
const PATHOLOGICAL: [string, () => string][] = [
  [
    '1 MB without punctuation',
    () => 'data model result analysis '.repeat(40_000).slice(0, 1_000_000),
  ],
  [
    '100,000 one-word lines',
    () => Array.from({ length: 100_000 }, (_, i) => `word${i % 997}`).join('\n'),
  ],
  [
    'only numbers',
    () => Array.from({ length: 20_000 }, (_, i) => String((i * 7919) % 100_003)).join(' '),
  ],
  [
    'only citations',
    () =>
      Array.from(
        { length: 5_000 },
        (_, i) => `[${i + 1}] (Author${i % 50} et al., ${1990 + (i % 30)}).`,
      ).join(' '),
  ],
  // A capitalised token is looked for as an abbreviation; this long, it must not become a pattern.
  ['one 200,000-capital token', () => 'X'.repeat(200_000)],
  ['one 200,000-capital token in brackets', () => `(${'X'.repeat(200_000)})`],
  ['50,000 citation markers in a row', () => '[1]'.repeat(50_000)],
];

describe('pathological inputs finish with a valid answer', () => {
  it.each(PATHOLOGICAL)(
    '%s',
    (_name, build) => {
      expectValid(generateAbstract(request(build())));
    },
    120_000,
  );

  it.each(PATHOLOGICAL)(
    'the check reads %s as the abstract',
    (_name, build) => {
      const result = checkAbstract({
        abstract: build(),
        research_content: 'Gauges drift. '.repeat(50),
      });
      expect(result.word_count).toBeGreaterThan(0);
    },
    120_000,
  );
});
