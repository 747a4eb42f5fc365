/** The one check every fixture must pass: the paper's body in order, its title and abstract apart, no noise. */
import { expect } from 'vitest';
import { countWords } from '@abstractly/contracts/word-count';
import type { DocumentFormat, ImportResult } from '../src/types.ts';
import { PAPER, PAPER_BODY_BLOCKS } from './paper.ts';

/** Text that is in every fixture but must not reach the body. */
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

export function expectImportedPaper(result: ImportResult, format: DocumentFormat): void {
  expect(result.ok, JSON.stringify(result)).toBe(true);
  if (!result.ok) return;
  expect(result.text.split('\n\n')).toEqual(PAPER_BODY_BLOCKS);
  for (const noise of NOISE) expect(result.text).not.toContain(noise);
  expect(result.title).toBe(PAPER.title);
  expect(result.abstract).toBe(PAPER.abstract);
  expect(result.words).toBe(countWords(PAPER_BODY_BLOCKS.join(' ')));
  expect(result.format).toBe(format);
}
