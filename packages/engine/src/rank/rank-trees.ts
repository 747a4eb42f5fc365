/**
 * Scores feature rows with boosted regression trees (scripts/lib/boost.ts fits them). Every tree
 * is complete to the same depth, so a node's children are found by index (2k + 1, 2k + 2) and a
 * tree ships as its split features, thresholds and leaf values only. Thresholds ship as indices
 * into one table of the distinct values (trees split at a few dozen cut points per feature) and
 * leaves as 16-bit integers of one scale: 77 bytes a tree of depth 4, so 150 trees are about
 * 16 KB of base64.
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
  /** Per split node, its feature (one byte). */
  features: string;
  /** The distinct thresholds, float32 in ascending order … */
  thresholdValues: string;
  /** … and per split node, the index of its threshold there (uint16). */
  thresholds: string;
  /** Per leaf, its value divided by `leafScale` and rounded (int16). */
  leaves: string;
  leafScale: number;
}

/** A base64 field as numbers of one typed-array kind. */
function decodeArray<T>(
  text: string,
  Kind: {
    new (buffer: ArrayBufferLike, offset: number, length: number): T;
    BYTES_PER_ELEMENT: number;
  },
): T {
  const bytes = decodeBase64(text);
  return new Kind(bytes.buffer, bytes.byteOffset, bytes.byteLength / Kind.BYTES_PER_ELEMENT);
}

export function decodeTrees(shipped: ShippedTrees): TreeModel {
  const table = decodeArray(shipped.thresholdValues, Float32Array);
  return {
    depth: shipped.depth,
    base: shipped.base,
    features: decodeBase64(shipped.features),
    thresholds: Float32Array.from(decodeArray(shipped.thresholds, Uint16Array), (i) => table[i]!),
    leaves: Float32Array.from(
      decodeArray(shipped.leaves, Int16Array),
      (q) => q * shipped.leafScale,
    ),
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
