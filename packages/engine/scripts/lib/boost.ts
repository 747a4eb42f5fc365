/**
 * Gradient-boosted regression trees (Friedman 2001, squared loss) on the ranker's feature rows,
 * with histogram splits (features cut at up to 32 quantiles, as LightGBM does), so a fit over
 * ~70,000 sentences takes seconds. The trees are complete to one depth and ship as flat arrays
 * that src/rank-trees.ts walks.
 */
import { scoreWithTrees, type ShippedTrees, type TreeModel } from '../../src/rank/rank-trees.ts';

export interface BoostOptions {
  trees: number;
  depth: number;
  learningRate: number;
  /** Fewest rows in a leaf. */
  minLeaf: number;
  /** Share of rows each tree sees (stochastic gradient boosting); the order is seeded. */
  subsample: number;
  /** Seed of the subsampling (42 unless given). */
  seed?: number;
  /**
   * Models fitted with seeds seed, seed + 1, … and averaged (bagging: lowers the variance that the
   * subsampling brings). They ship as one model of bag × trees trees, leaves divided by bag.
   */
  bag?: number;
}

/** Cut points per feature: up to 32 distinct quantiles of a sample. */
function cutPoints(rows: Float64Array[], feature: number): number[] {
  const step = Math.max(1, Math.floor(rows.length / 5000));
  const values: number[] = [];
  for (let i = 0; i < rows.length; i += step) values.push(rows[i]![feature]!);
  values.sort((a, b) => a - b);
  const cuts = new Set<number>();
  for (let q = 1; q < 32; q++) {
    const a = values[Math.floor((q * values.length) / 32)]!;
    const b = values[Math.min(values.length - 1, Math.floor((q * values.length) / 32) + 1)]!;
    cuts.add((a + b) / 2);
  }
  return [...cuts].sort((a, b) => a - b);
}

/** A small seeded generator (mulberry32), so a training run is reproducible. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function fitTrees(rows: Float64Array[], labels: number[], options: BoostOptions): TreeModel {
  const bag = options.bag ?? 1;
  const seed = options.seed ?? 42;
  const binned = binRows(rows);
  const models = Array.from({ length: bag }, (_, b) =>
    fitOne(rows, binned, labels, options, seed + b),
  );
  if (bag === 1) return models[0]!;
  const joined = (arrays: Float32Array[]) => Float32Array.from(arrays.flatMap((a) => [...a]));
  return {
    depth: options.depth,
    // Every member starts from the same mean label.
    base: models[0]!.base,
    features: Uint8Array.from(models.flatMap((m) => [...m.features])),
    thresholds: joined(models.map((m) => m.thresholds)),
    leaves: joined(models.map((m) => m.leaves.map((v) => v / bag))),
  };
}

/** Each feature's cut points, and the bin of each row for each feature (cut points below it). */
function binRows(rows: Float64Array[]): { cuts: number[][]; bins: Uint8Array } {
  const n = rows.length;
  const d = rows[0]?.length ?? 0;
  const cuts = Array.from({ length: d }, (_, f) => cutPoints(rows, f));
  const bins = new Uint8Array(n * d);
  for (let i = 0; i < n; i++)
    for (let f = 0; f < d; f++) {
      const c = cuts[f]!;
      const v = rows[i]![f]!;
      let lo = 0;
      let hi = c.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (c[mid]! < v) lo = mid + 1;
        else hi = mid;
      }
      bins[i * d + f] = lo;
    }
  return { cuts, bins };
}

/** One boosted model over rows already binned (`binRows`), its subsampling seeded by `seed`. */
function fitOne(
  rows: Float64Array[],
  { cuts, bins }: { cuts: number[][]; bins: Uint8Array },
  labels: number[],
  options: BoostOptions,
  seed: number,
): TreeModel {
  const n = rows.length;
  const d = cuts.length;
  const depth = options.depth;
  const inner = (1 << depth) - 1;
  const base = labels.reduce((s, y) => s + y, 0) / Math.max(1, n);
  const model: TreeModel = {
    depth,
    base,
    features: new Uint8Array(options.trees * inner),
    thresholds: new Float32Array(options.trees * inner),
    leaves: new Float32Array(options.trees * (inner + 1)),
  };
  const prediction = new Float64Array(n).fill(base);
  const residual = new Float64Array(n);
  const next = random(seed);
  const sumG = new Float64Array(33);
  const count = new Uint32Array(33);

  /** Splits node k of tree t over `members`; a node that cannot split passes everything left. */
  const grow = (t: number, k: number, members: Uint32Array, level: number) => {
    let total = 0;
    for (const i of members) total += residual[i]!;
    if (level === depth) {
      model.leaves[t * (inner + 1) + k - inner] =
        (options.learningRate * total) / Math.max(1, members.length);
      return;
    }
    const node = t * inner + k;
    let best = { gain: 1e-9, feature: -1, bin: 0 };
    if (members.length >= 2 * options.minLeaf) {
      const parentScore = (total * total) / members.length;
      for (let f = 0; f < d; f++) {
        const c = cuts[f]!;
        if (c.length === 0) continue;
        sumG.fill(0);
        count.fill(0);
        for (const i of members) {
          const b = bins[i * d + f]!;
          sumG[b]! += residual[i]!;
          count[b]!++;
        }
        let leftSum = 0;
        let leftCount = 0;
        for (let b = 0; b < c.length; b++) {
          leftSum += sumG[b]!;
          leftCount += count[b]!;
          const rightCount = members.length - leftCount;
          if (leftCount < options.minLeaf || rightCount < options.minLeaf) continue;
          const rightSum = total - leftSum;
          const gain =
            (leftSum * leftSum) / leftCount + (rightSum * rightSum) / rightCount - parentScore;
          if (gain > best.gain) best = { gain, feature: f, bin: b };
        }
      }
    }
    if (best.feature < 0) {
      // No useful split: every row goes left (feature 0 is the constant bias, never above +∞).
      model.features[node] = 0;
      model.thresholds[node] = Infinity;
      grow(t, 2 * k + 1, members, level + 1);
      grow(t, 2 * k + 2, members, level + 1);
      return;
    }
    const threshold = cuts[best.feature]![best.bin]!;
    model.features[node] = best.feature;
    model.thresholds[node] = threshold;
    const left: number[] = [];
    const right: number[] = [];
    for (const i of members)
      (rows[i]![best.feature]! <= Math.fround(threshold) ? left : right).push(i);
    grow(t, 2 * k + 1, Uint32Array.from(left), level + 1);
    grow(t, 2 * k + 2, Uint32Array.from(right), level + 1);
  };

  for (let t = 0; t < options.trees; t++) {
    for (let i = 0; i < n; i++) residual[i] = labels[i]! - prediction[i]!;
    const sample: number[] = [];
    for (let i = 0; i < n; i++) if (next() < options.subsample) sample.push(i);
    grow(t, 0, Uint32Array.from(sample), 0);
    // Predict with float32 leaves, as they are stored (they ship as int16 of one scale: within
    // 1/65,534 of the largest leaf, see encodeTrees).
    const one = {
      ...model,
      leaves: model.leaves.subarray(t * (inner + 1), (t + 1) * (inner + 1)),
      features: model.features.subarray(t * inner, (t + 1) * inner),
      thresholds: model.thresholds.subarray(t * inner, (t + 1) * inner),
      base: 0,
    };
    for (let i = 0; i < n; i++) prediction[i]! += scoreWithTrees(one, rows[i]!);
  }
  return model;
}

const base64 = (array: Uint8Array | Uint16Array | Int16Array | Float32Array) =>
  Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');

/**
 * The trees as the engine ships them (src/rank-trees.ts decodes them): thresholds as indices into
 * a table of their distinct values (exact), leaves as int16 of one scale (each within 1/65,534 of
 * the largest leaf).
 */
export function encodeTrees(model: TreeModel): ShippedTrees {
  const values = [...new Set(model.thresholds)].sort((a, b) => a - b);
  if (values.length > 65_536) throw new Error('too many distinct thresholds for 16-bit indices');
  const index = new Map(values.map((v, i) => [v, i]));
  let largest = 0;
  for (const leaf of model.leaves) largest = Math.max(largest, Math.abs(leaf));
  const leafScale = largest / 32_767 || 1;
  return {
    depth: model.depth,
    base: model.base,
    features: base64(model.features),
    thresholdValues: base64(Float32Array.from(values)),
    thresholds: base64(Uint16Array.from(model.thresholds, (t) => index.get(t)!)),
    leaves: base64(Int16Array.from(model.leaves, (leaf) => Math.round(leaf / leafScale))),
    leafScale,
  };
}
