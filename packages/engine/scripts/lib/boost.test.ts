import { describe, expect, it } from 'vitest';
import { decodeTrees, scoreWithTrees } from '../../src/rank/rank-trees.ts';
import { encodeTrees, fitTrees, type BoostOptions } from './boost.ts';

/** Rows of [bias, x, y] with a label that depends on both, plus seeded noise. */
function data(n: number) {
  let state = 7;
  const noise = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  };
  const rows: Float64Array[] = [];
  const labels: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = (i % 37) / 37;
    const y = (i % 11) / 11;
    rows.push(Float64Array.from([1, x, y]));
    labels.push((x > 0.5 ? 1 : 0) + 0.5 * y + 0.1 * noise());
  }
  return { rows, labels };
}

const OPTIONS: BoostOptions = {
  trees: 20,
  depth: 2,
  learningRate: 0.2,
  minLeaf: 5,
  subsample: 0.5,
};

describe('fitTrees', () => {
  it('learns the label', () => {
    const { rows, labels } = data(400);
    const model = fitTrees(rows, labels, OPTIONS);
    let error = 0;
    let spread = 0;
    const mean = labels.reduce((s, y) => s + y, 0) / labels.length;
    rows.forEach((row, i) => {
      error += (scoreWithTrees(model, row) - labels[i]!) ** 2;
      spread += (mean - labels[i]!) ** 2;
    });
    expect(error / spread).toBeLessThan(0.1);
  });

  it('a bag scores the mean of its members, fitted with consecutive seeds', () => {
    const { rows, labels } = data(400);
    const bag = fitTrees(rows, labels, { ...OPTIONS, bag: 3, seed: 5 });
    const members = [5, 6, 7].map((seed) => fitTrees(rows, labels, { ...OPTIONS, seed }));
    expect(bag.leaves.length).toBe(3 * members[0]!.leaves.length);
    for (const row of rows.slice(0, 50)) {
      const mean = members.reduce((s, m) => s + scoreWithTrees(m, row), 0) / 3;
      expect(scoreWithTrees(bag, row)).toBeCloseTo(mean, 5);
    }
  });

  it('is reproducible for a seed, and another seed fits other trees', () => {
    const { rows, labels } = data(400);
    const a = fitTrees(rows, labels, { ...OPTIONS, seed: 1 });
    const b = fitTrees(rows, labels, { ...OPTIONS, seed: 1 });
    const c = fitTrees(rows, labels, { ...OPTIONS, seed: 2 });
    expect([...a.leaves]).toEqual([...b.leaves]);
    expect([...a.leaves]).not.toEqual([...c.leaves]);
  });

  it('ships thresholds exactly and leaves within half a step of their scale', () => {
    const { rows, labels } = data(400);
    const model = fitTrees(rows, labels, { ...OPTIONS, bag: 2 });
    const shipped = encodeTrees(model);
    const decoded = decodeTrees(JSON.parse(JSON.stringify(shipped)));
    expect([...decoded.features]).toEqual([...model.features]);
    expect([...decoded.thresholds]).toEqual([...model.thresholds]);
    const step = shipped.leafScale;
    expect(step).toBeGreaterThan(0);
    model.leaves.forEach((leaf, i) =>
      expect(Math.abs(decoded.leaves[i]! - leaf)).toBeLessThanOrEqual(step / 2 + 1e-9),
    );
    for (const row of rows.slice(0, 50))
      expect(scoreWithTrees(decoded, row)).toBeCloseTo(scoreWithTrees(model, row), 4);
  });
});
