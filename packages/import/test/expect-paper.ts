/** The one check every fixture must pass: the paper's body in order, its title and abstract apart, no noise. */
import { expect } from 'vitest';
import { NOTES_HEADING } from '@abstractly/contracts/text-patterns';
import { countWords } from '@abstractly/contracts/word-count';
import type { DocumentFormat, ImportResult } from '../src/types.ts';
import { PAPER, PAPER_BODY_BLOCKS } from './paper.ts';

/** Text that is in every fixture but must not reach the body (a footnote may follow it, as a note). */
const NOISE = [
  'J. Coastal Sensing',
  'Lindqvist',
  'Harbour Institute',
  'Keywords',
  'References',
  ...PAPER.references.map((reference) => reference.slice(0, 30)),
  PAPER.abstract.slice(0, 40),
  'Sensor Error',
  'Harbour Fund',
  'most.1',
];

/**
 * `notes`: the fixture's footnotes as the reader gives them, expected after the body under the
 * notes' heading.
 */
export function expectImportedPaper(
  result: ImportResult,
  format: DocumentFormat,
  notes: readonly string[] = [],
): void {
  expect(result.ok, JSON.stringify(result)).toBe(true);
  if (!result.ok) return;
  const blocks = notes.length ? [...PAPER_BODY_BLOCKS, NOTES_HEADING, ...notes] : PAPER_BODY_BLOCKS;
  expect(result.text.split('\n\n')).toEqual(blocks);
  const body = PAPER_BODY_BLOCKS.join('\n\n');
  for (const noise of NOISE) expect(result.text.slice(0, body.length)).not.toContain(noise);
  expect(result.title).toBe(PAPER.title);
  expect(result.abstract).toBe(PAPER.abstract);
  expect(result.words).toBe(countWords(blocks.join(' ')));
  expect(result.format).toBe(format);
}
