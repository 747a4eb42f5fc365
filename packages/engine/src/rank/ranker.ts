/**
 * The sentence ranker: the shipped model (scripts/train-ranker.ts) scores each sentence's features
 * with its boosted trees, or with its linear weights where it ships none.
 */
import { FEATURE_NAMES, type SentenceFeatures } from './features.ts';
import { RANKER_MODEL } from './model/ranker-weights.ts';
import { decodeTrees, scoreWithTrees } from './rank-trees.ts';

const RANKER_WEIGHTS = Float64Array.from(FEATURE_NAMES, (name) => RANKER_MODEL.weights[name] ?? 0);
const RANKER_TREES = RANKER_MODEL.trees ? decodeTrees(RANKER_MODEL.trees) : undefined;

/** The selection settings trained with the ranker (scripts/train-ranker.ts). */
export const RANKER_SELECTION = {
  fill: RANKER_MODEL.fill,
  maxSimilarity: RANKER_MODEL.maxSimilarity,
  redundancyPenalty: RANKER_MODEL.redundancyPenalty,
};

/** Each sentence's score by the shipped ranker (higher: more abstract-worthy). */
export function rankFeatures(features: SentenceFeatures[]): number[] {
  return RANKER_TREES
    ? features.map((f) => scoreWithTrees(RANKER_TREES, f.values))
    : scoreSentences(features, RANKER_WEIGHTS);
}

/** Turns feature rows and a linear model into per-sentence scores. */
export function scoreSentences(features: SentenceFeatures[], weights: ArrayLike<number>): number[] {
  return features.map((f) => {
    let s = 0;
    for (let k = 0; k < f.values.length; k++) s += f.values[k]! * (weights[k] ?? 0);
    return s;
  });
}
