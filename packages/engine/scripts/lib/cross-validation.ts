/**
 * Cross-validation by source corpus, for `npm run eval`: the ranker is re-fitted with
 * one corpus held out (train-split papers of the other corpora, the shipped model's label and
 * ridge strength) and scored on every dev paper of the held-out corpus, so each figure is for
 * papers of a kind the model never saw. The shipped model's figures on the same corpus's report
 * split stand beside them.
 */
import { RANKER_MODEL } from '../../src/rank/model/ranker-weights.ts';
import { FEATURE_NAMES } from '../../src/rank/features.ts';
import { splitOf, type Paper } from './data.ts';
import { decodeTrees, scoreWithTrees } from '../../src/rank/rank-trees.ts';
import type { BoostOptions } from './boost.ts';
import { evaluate, fit, fitBoosted, prepare, type Prepared, type Scorer } from './ranker.ts';

export const CORPORA = ['ACL (ScisummNet)', 'PLOS', 'arXiv', 'PubMed', 'SumPubMed'] as const;
export type Corpus = (typeof CORPORA)[number];

/** The corpus a dev paper comes from (MANIFEST.json's sources; the long-summarization release holds arXiv and PubMed). */
export function corpusOf(paper: Paper): Corpus {
  if (paper.source.includes('scisumm')) return 'ACL (ScisummNet)';
  if (paper.source.includes('allofplos')) return 'PLOS';
  if (paper.source.includes('sumpubmed')) return 'SumPubMed';
  return /pubmed/iu.test(paper.field) ? 'PubMed' : 'arXiv';
}

const SHIPPED_TREES = RANKER_MODEL.trees ? decodeTrees(RANKER_MODEL.trees) : undefined;
const SHIPPED: Scorer = SHIPPED_TREES
  ? (row) => scoreWithTrees(SHIPPED_TREES, row)
  : Float64Array.from(FEATURE_NAMES, (name) => RANKER_MODEL.weights[name] ?? 0);

const SELECTION = [
  RANKER_MODEL.fill,
  RANKER_MODEL.maxSimilarity,
  RANKER_MODEL.redundancyPenalty,
] as const;

/** A model of the shipped kind (trees or linear, same settings) fitted on other papers. */
function refit(training: Prepared[]): Scorer {
  if (!RANKER_MODEL.trees) return fit(training, RANKER_MODEL.label, 1e-3);
  const trees = fitBoosted(
    training,
    RANKER_MODEL.label,
    RANKER_MODEL.trees.options as unknown as BoostOptions,
  );
  return (row) => scoreWithTrees(trees, row);
}

/** Prints leave-one-corpus-out ROUGE of the ranker (selection as the narrative style makes it). */
export function reportCorpusCrossValidation(papers: Paper[]): void {
  const started = performance.now();
  const prepared = papers.map((paper) => ({
    corpus: corpusOf(paper),
    split: splitOf(paper.id),
    p: prepare(paper),
  }));
  const fmt = (s: { r1: number; r2: number; rl: number }) =>
    `${s.r1.toFixed(2)} / ${s.r2.toFixed(2)} / ${s.rl.toFixed(2)}`;
  console.log(
    `\nCross-validation by source corpus (ranker re-fitted without the held-out corpus; R1 / R2 / RLsum, narrative selection):`,
  );
  console.log(
    `  ${'held-out corpus'.padEnd(19)} | ${'papers'.padStart(6)} | ${'held out (never seen)'.padEnd(23)} | shipped model, report split`,
  );
  const total = { r1: 0, r2: 0, rl: 0, n: 0 };
  for (const corpus of CORPORA) {
    const heldOut = prepared.filter((x) => x.corpus === corpus).map((x) => x.p);
    if (heldOut.length === 0) continue;
    const training: Prepared[] = prepared
      .filter((x) => x.corpus !== corpus && x.split === 'train')
      .map((x) => x.p);
    const cv = evaluate(heldOut, refit(training), ...SELECTION);
    const report = prepared
      .filter((x) => x.corpus === corpus && x.split === 'report')
      .map((x) => x.p);
    const shipped = evaluate(report, SHIPPED, ...SELECTION);
    total.r1 += cv.r1 * heldOut.length;
    total.r2 += cv.r2 * heldOut.length;
    total.rl += cv.rl * heldOut.length;
    total.n += heldOut.length;
    console.log(
      `  ${corpus.padEnd(19)} | ${String(heldOut.length).padStart(6)} | ${fmt(cv).padEnd(23)} | ${fmt(shipped)} (n=${report.length})`,
    );
  }
  const n = Math.max(1, total.n);
  console.log(
    `  ${'all, paper-weighted'.padEnd(19)} | ${String(total.n).padStart(6)} | ${fmt({ r1: total.r1 / n, r2: total.r2 / n, rl: total.rl / n })}`,
  );
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
