/**
 * ROUGE-1, ROUGE-2 and ROUGE-Lsum F1 computed the way Google's rouge-score computes them:
 * lower-case, every run of characters outside [a-z0-9] becomes a space, tokens longer than 3
 * characters are Porter-stemmed (NLTK mode), Lsum splits both texts on newlines and scores the
 * union LCS of each reference sentence against all candidate sentences, each token used once.
 */
import { porterStem } from './porter.ts';

export interface RougeScore {
  precision: number;
  recall: number;
  fmeasure: number;
}

const stemCache = new Map<string, string>();

function stem(token: string): string {
  let found = stemCache.get(token);
  if (found === undefined) {
    found = porterStem(token);
    if (stemCache.size > 200_000) stemCache.clear();
    stemCache.set(token, found);
  }
  return found;
}

/** rouge-score's tokenizer with stemming on. */
export function rougeTokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((t) => t.length > 0)
    .map((t) => (t.length > 3 ? stem(t) : t));
}

export function fmeasure(precision: number, recall: number): number {
  return precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
}

/** The n-grams of a token list, in order, each as its tokens joined by a space. */
export function ngrams(tokens: string[], n: number): string[] {
  const grams: string[] = [];
  for (let i = 0; i + n <= tokens.length; i++) grams.push(tokens.slice(i, i + n).join(' '));
  return grams;
}

export function ngramCounts(tokens: string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const gram of ngrams(tokens, n)) counts.set(gram, (counts.get(gram) ?? 0) + 1);
  return counts;
}

/** ROUGE-N of token lists (precision over the prediction's n-grams, recall over the target's). */
export function rougeN(target: string[], prediction: string[], n: number): RougeScore {
  const t = ngramCounts(target, n);
  const p = ngramCounts(prediction, n);
  let overlap = 0;
  for (const [gram, count] of t) overlap += Math.min(count, p.get(gram) ?? 0);
  const targetTotal = Math.max(0, target.length - n + 1);
  const predictionTotal = Math.max(0, prediction.length - n + 1);
  const precision = overlap / Math.max(predictionTotal, 1);
  const recall = overlap / Math.max(targetTotal, 1);
  return { precision, recall, fmeasure: fmeasure(precision, recall) };
}

/** The LCS dynamic-programming table, rows = reference, columns = candidate. */
export function lcsTable<T>(ref: T[], can: T[]): Uint32Array[] {
  const table = Array.from({ length: ref.length + 1 }, () => new Uint32Array(can.length + 1));
  for (let i = 1; i <= ref.length; i++) {
    const row = table[i]!;
    const above = table[i - 1]!;
    for (let j = 1; j <= can.length; j++) {
      row[j] = ref[i - 1] === can[j - 1] ? above[j - 1]! + 1 : Math.max(above[j]!, row[j - 1]!);
    }
  }
  return table;
}

/** Indices into `ref` of one LCS, read back the way rouge-score's non-recursive backtrack does. */
export function lcsIndices<T>(table: Uint32Array[], ref: T[], can: T[]): number[] {
  let i = ref.length;
  let j = can.length;
  const indices: number[] = [];
  while (i > 0 && j > 0) {
    if (ref[i - 1] === can[j - 1]) {
      indices.push(i - 1);
      i--;
      j--;
    } else if (table[i]![j - 1]! > table[i - 1]![j]!) j--;
    else i--;
  }
  return indices.reverse();
}

/** Tokens of `ref` in the union of its LCS with each candidate sentence, in reference order. */
export function unionLcs(ref: string[], candidates: string[][]): string[] {
  const union = new Set<number>();
  for (const can of candidates)
    for (const i of lcsIndices(lcsTable(ref, can), ref, can)) union.add(i);
  return [...union].sort((a, b) => a - b).map((i) => ref[i]!);
}

/** Summary-level LCS (Lin 2004, §3.2) with rouge-score's once-per-token hit counting. */
export function summaryLevelLcs(refSentences: string[][], canSentences: string[][]): RougeScore {
  const m = refSentences.reduce((n, s) => n + s.length, 0);
  const n = canSentences.reduce((k, s) => k + s.length, 0);
  if (m === 0 || n === 0) return { precision: 0, recall: 0, fmeasure: 0 };
  const refCounts = new Map<string, number>();
  const canCounts = new Map<string, number>();
  for (const s of refSentences) for (const t of s) refCounts.set(t, (refCounts.get(t) ?? 0) + 1);
  for (const s of canSentences) for (const t of s) canCounts.set(t, (canCounts.get(t) ?? 0) + 1);
  let hits = 0;
  for (const ref of refSentences) {
    for (const token of unionLcs(ref, canSentences)) {
      if ((canCounts.get(token) ?? 0) > 0 && (refCounts.get(token) ?? 0) > 0) {
        hits++;
        canCounts.set(token, canCounts.get(token)! - 1);
        refCounts.set(token, refCounts.get(token)! - 1);
      }
    }
  }
  const recall = hits / m;
  const precision = hits / n;
  return { precision, recall, fmeasure: fmeasure(precision, recall) };
}

const lines = (text: string) => text.split('\n').filter((line) => line.length > 0);

export interface RougeResult {
  rouge1: RougeScore;
  rouge2: RougeScore;
  rougeLsum: RougeScore;
}

/** Scores a prediction against a target (sentences on separate lines for Lsum). */
export function scoreRouge(target: string, prediction: string): RougeResult {
  const t = rougeTokens(target);
  const p = rougeTokens(prediction);
  return {
    rouge1: rougeN(t, p, 1),
    rouge2: rougeN(t, p, 2),
    rougeLsum: summaryLevelLcs(lines(target).map(rougeTokens), lines(prediction).map(rougeTokens)),
  };
}
