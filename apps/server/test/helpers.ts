/** Shared fixtures of the server tests: a valid request built around an original sample paper. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FIXTURE_PATH = fileURLToPath(new URL('fixtures/paper.txt', import.meta.url));
export const PAPER = readFileSync(FIXTURE_PATH, 'utf8');
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BIN_PATH = fileURLToPath(new URL('../bin/abstractly.js', import.meta.url));

/** A complete form object as the page sends it (seed §3). Creativity 0 keeps sentences verbatim. */
export const validBody = () => ({
  research_title: 'Street trees and night-time urban heat',
  research_content: PAPER,
  research_field: 'engineering',
  academic_level: 'graduate',
  abstract_style: 'narrative',
  word_count_target: 150,
  creativity_level: 0,
  technicality_level: 50,
  include_citations: true,
  language: 'en',
  optimize_for_journal: '',
  custom_instructions: '',
});

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** True when every sentence of `abstract` appears word for word in `source` (an extract, nothing made up). */
export function isExtractOf(abstract: string, source: string): boolean {
  const sentences = abstract.match(/[^.!?]+[.!?]+/g) ?? [];
  return sentences.length > 0 && sentences.every((s) => squash(source).includes(squash(s)));
}
