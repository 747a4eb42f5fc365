/**
 * Sentence order: where a sentence belongs in an abstract, learned from the text alone.
 * A linear pairwise ranking model over the role classifier's hashed features (no position), trained
 * by scripts/train-order.ts so that earlier sentences of real abstracts score lower than later ones;
 * shipped as int8 weights in model/order-weights.ts.
 */
import { ORDER_MODEL } from '../rank/model/order-weights.ts';
import { decodeBase64, hashString, ROLE_HASH_BITS, roleFeatures } from '../rank/roles.ts';

let decoded: Float32Array | undefined;

function weights(): Float32Array {
  decoded ??= Float32Array.from(
    decodeBase64(ORDER_MODEL.row),
    (b) => ((b << 24) >> 24) * ORDER_MODEL.scale,
  );
  return decoded;
}

/**
 * The role classifier's features, plus cues of a sentence's place that roles miss: its first
 * three words together and its last word ("… in this paper", "… are discussed").
 */
export function orderFeatures(sentence: string): number[] {
  const features = roleFeatures(sentence);
  const mask = (1 << ROLE_HASH_BITS) - 1;
  const tokens = (sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((t) =>
    t.replace(/\d+/gu, '0'),
  );
  if (tokens.length > 2) features.push(hashString(`o3:${tokens.slice(0, 3).join(' ')}`) & mask);
  if (tokens.length > 0) features.push(hashString(`olast:${tokens.at(-1)}`) & mask);
  return features;
}

/** How late in an abstract the sentence reads (an unbounded score: only differences matter). */
export function orderScore(sentence: string): number {
  const row = weights();
  return orderFeatures(sentence).reduce((sum, f) => sum + row[f]!, 0);
}

/**
 * How well the sentences follow the order an abstract's sentences take, 0–1: every pair votes for
 * or against its order, weighted by how far apart the model places the two (a confident pair
 * counts more than two sentences that could go either way). 1 = every pair in order.
 */
export function scoreSentenceOrder(sentences: string[]): number {
  return orderConcordance(sentences.map(orderScore));
}

/** scoreSentenceOrder from the sentences' order scores (the training script scores features). */
export function orderConcordance(scores: number[]): number {
  let along = 0;
  let total = 0;
  for (let i = 0; i < scores.length; i++)
    for (let j = i + 1; j < scores.length; j++) {
      along += scores[j]! - scores[i]!;
      total += Math.abs(scores[j]! - scores[i]!);
    }
  return total === 0 ? 1 : (1 + along / total) / 2;
}
