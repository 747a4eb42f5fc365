/**
 * The input of the check's speed benches (Node and browser): a 250-word abstract against a
 * 10,000-word paper, both from the dev papers' clean subset (the authors' own abstracts, so the
 * abstract matches the paper in part), or synthetic text when the dev papers are absent.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { EVALDATA_DIR, loadDevPapers } from './data.ts';

/** The first `words` words of the texts joined, paragraphs kept. */
function take(texts: string[], words: number, joiner: string): string {
  const out: string[] = [];
  let count = 0;
  for (const text of texts) {
    for (const paragraph of text.split(/\n\s*\n/u)) {
      const tokens = paragraph.split(/\s+/u).filter(Boolean);
      const kept = tokens.slice(0, words - count);
      if (kept.length) out.push(kept.join(' '));
      count += kept.length;
      if (count >= words) return out.join(joiner);
    }
  }
  return out.join(joiner);
}

function synthetic(words: number, seed: number): string {
  const vocabulary =
    'model data attention sparse document length accuracy training method result network layer baseline corpus token sentence evaluation metric score improvement analysis'.split(
      ' ',
    );
  let state = seed;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0);
  const out: string[] = [];
  for (let count = 0; count < words;) {
    const length = 12 + (next() % 20);
    out.push(
      `The ${Array.from({ length }, () => vocabulary[next() % vocabulary.length]).join(' ')}.`,
    );
    count += length + 1;
    if (out.length % 6 === 0) out.push('\n\n');
  }
  return out.join(' ');
}

export function checkBenchInput(): { abstract: string; paper: string; from: string } {
  const haveData = existsSync(resolve(EVALDATA_DIR, 'dev.jsonl'));
  const papers = haveData ? loadDevPapers().filter((p) => p.subset === 'clean') : [];
  if (!papers.length)
    return { abstract: synthetic(250, 9), paper: synthetic(10_000, 7), from: 'synthetic text' };
  return {
    paper: take(
      papers.map((p) => p.body),
      10_000,
      '\n\n',
    ),
    abstract: take(
      papers.map((p) => p.abstract),
      250,
      ' ',
    ),
    from: 'dev papers',
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
