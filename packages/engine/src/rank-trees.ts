/**
 * Scores feature rows with boosted regression trees (scripts/lib/boost.ts fits them). Every tree
 * is complete to the same depth, so a node's children are found by index (2k + 1, 2k + 2) and a
 * tree ships as its split features, thresholds and leaf values only: 150 trees of depth 4 are
 * about 28 KB of base64.
 */
import { decodeBase64 } from './roles.ts';

export interface TreeModel {
  depth: number;
  /** The mean label: every score starts from it. */
  base: number;
  /** Per tree, its 2^depth − 1 split nodes in breadth-first order: the feature tested … */
  features: Uint8Array;
  /** … and the threshold (go left when the value is at most this). */
  thresholds: Float32Array;
  /** Per tree, its 2^depth leaf values. */
  leaves: Float32Array;
}

/** The shipped form: numbers as little-endian bytes in base64. */
export interface ShippedTrees {
  depth: number;
  base: number;
  features: string;
  thresholds: string;
  leaves: string;
}

const floats = (text: string) => {
  const bytes = decodeBase64(text);
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
};

export function decodeTrees(shipped: ShippedTrees): TreeModel {
  return {
    depth: shipped.depth,
    base: shipped.base,
    features: decodeBase64(shipped.features),
    thresholds: floats(shipped.thresholds),
    leaves: floats(shipped.leaves),
  };
}

/** Sum of the leaf values a row reaches in every tree. */
export function scoreWithTrees(model: TreeModel, row: ArrayLike<number>): number {
  const inner = (1 << model.depth) - 1;
  const trees = model.leaves.length / (inner + 1);
  let score = model.base;
  for (let t = 0; t < trees; t++) {
    let k = 0;
    for (let level = 0; level < model.depth; level++) {
      const node = t * inner + k;
      k = row[model.features[node]!]! <= model.thresholds[node]! ? 2 * k + 1 : 2 * k + 2;
    }
    score += model.leaves[t * (inner + 1) + k - inner]!;
  }
  return score;
}
