/** Reads the shared evaluation data at run time (never committed) and fixes the train/report split. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EngineRequest } from '../../src/index.ts';

export interface Paper {
  id: string;
  /** Where the text came from: `github:<repo>@<commit>:<path>`. */
  source: string;
  field: string;
  title: string;
  body: string;
  abstract: string;
  subset: 'clean' | 'benchmark_style' | 'sumpubmed_lowercased';
  field_coarse: string;
  abstract_words: number;
}

/**
 * ../shared/evaldata relative to the repository root (packages/engine/scripts/lib → 4 levels up),
 * or EVALDATA_DIR when set (a checkout elsewhere, e.g. a git worktree).
 */
export const EVALDATA_DIR =
  process.env.EVALDATA_DIR ??
  resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/evaldata');

/** Returns the folder, or prints a clear message and exits 0 when the data is not present. */
export function requireEvaldata(what: string): string {
  if (!existsSync(EVALDATA_DIR)) {
    console.log(
      `${what}: skipped — evaluation data not found at ${EVALDATA_DIR} (expected ../shared/evaldata from the repo root).`,
    );
    process.exit(0);
  }
  return EVALDATA_DIR;
}

/** One JSON object per line of a file, blank lines skipped. */
export function readJsonLines<T>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

export function loadDevPapers(): Paper[] {
  return readJsonLines<Paper>(resolve(requireEvaldata('dev papers'), 'dev.jsonl'));
}

/** FNV-1a 32-bit hash: the split depends on the id only, so it never changes between runs. */
export function hashId(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** 60% train (ranker weights are fitted on these), 40% report (never tuned on). */
export function splitOf(id: string): 'train' | 'report' {
  return hashId(id) % 100 < 60 ? 'train' : 'report';
}

/** The allowed word target nearest the reference length (seed §3 options). */
export const WORD_TARGETS = [150, 200, 250, 300, 350, 400, 500, 750, 1000];

export function nearestTarget(words: number): number {
  let best = WORD_TARGETS[0]!;
  for (const t of WORD_TARGETS) if (Math.abs(t - words) < Math.abs(best - words)) best = t;
  return best;
}

/**
 * The request every script sends for a text: style narrative, neutral sliders, no citations; the
 * word target is the eval's (the allowed value nearest the reference length) or 250.
 */
export function engineRequest(text: { title: string; body: string }, target = 250): EngineRequest {
  return {
    research_title: text.title,
    research_content: text.body,
    research_field: 'other',
    academic_level: 'graduate',
    abstract_style: 'narrative',
    word_count_target: target,
    creativity_level: 50,
    technicality_level: 50,
    include_citations: false,
    language: 'en',
  };
}
