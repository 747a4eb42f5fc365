/** Shared fixtures of the server tests: a valid request built around an original sample paper. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FIXTURE_PATH = fileURLToPath(new URL('fixtures/paper.txt', import.meta.url));
export const PAPER = readFileSync(FIXTURE_PATH, 'utf8');
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BIN_PATH = fileURLToPath(new URL('../bin/abstractly.js', import.meta.url));

export interface BinRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real bin as a user would, optionally feeding standard input. */
export function runBin(
  args: string[],
  options: { input?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<BinRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN_PATH, ...args], {
      env: { ...process.env, ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/** A complete form object as the page sends it (seed §3); creativity 0 keeps sentences close to the source. */
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

const words = (text: string) =>
  text.toLowerCase().match(/[\p{L}\p{N}]+(?:[.,'-][\p{L}\p{N}]+)*/gu) ?? [];
/** Sentence ends followed by a space, so "1.8 degrees" stays whole. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '');

/**
 * True when every sentence of `abstract` comes from one sentence of `source`: at least 80% of its
 * words occur in that source sentence. The engine may rework a connective ("These results" →
 * "The results"), but a sentence the source does not contain fails.
 */
export function isExtractOf(abstract: string, source: string): boolean {
  const sourceSentences = sentencesOf(source).map((sentence) => new Set(words(sentence)));
  const sentences = sentencesOf(abstract);
  return (
    sentences.length > 0 &&
    sentences.every((sentence) => {
      const own = words(sentence);
      return sourceSentences.some(
        (candidate) => own.filter((word) => candidate.has(word)).length >= 0.8 * own.length,
      );
    })
  );
}
