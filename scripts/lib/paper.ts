/** The bench's test paper: 5,000 words of a real dev paper when the data is there, else synthetic. */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEV_PATH = fileURLToPath(
  new URL('../../../shared/evaldata/dev.jsonl', import.meta.url),
);

interface DevPaper {
  title: string;
  body: string;
  subset: string;
  body_words: number;
}

/** The first `words` words of `text`, keeping its own spacing and paragraph breaks. */
function firstWords(text: string, words: number): string {
  const tokens = text.match(/\S+\s*/g) ?? [];
  return tokens.slice(0, words).join('').trim();
}

/** Deterministic academic-looking text (a fixed linear congruential sequence). */
function syntheticPaper(words: number): string {
  const vocabulary = (
    'model data method result analysis sample effect measure study signal network training ' +
    'baseline error rate group control variable response test corpus feature increase'
  ).split(' ');
  let state = 7;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0);
  const sentences: string[] = [];
  let count = 0;
  while (count < words) {
    const length = 10 + (next() % 18);
    const body = Array.from({ length }, () => vocabulary[next() % vocabulary.length]!).join(' ');
    sentences.push(`The ${body} changed by ${next() % 90}.${next() % 10} percent.`);
    count += length + 4;
    if (sentences.length % 5 === 0) sentences.push('\n\n');
  }
  return firstWords(sentences.join(' '), words);
}

export function benchPaper(words = 5_000): { title: string; content: string; origin: string } {
  if (existsSync(DEV_PATH)) {
    const papers = readFileSync(DEV_PATH, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as DevPaper);
    const paper = papers.find((p) => p.subset === 'clean' && p.body_words >= words);
    if (paper) {
      return {
        title: paper.title,
        content: firstWords(paper.body, words),
        origin: `first ${words} words of a dev.jsonl paper`,
      };
    }
  }
  return {
    title: 'Synthetic benchmark paper',
    content: syntheticPaper(words),
    origin: `synthetic ${words}-word text (dev.jsonl not found)`,
  };
}
