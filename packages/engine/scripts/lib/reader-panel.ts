/**
 * Reading a blind reader panel (../shared/eval/reader-panel: make_groups.py's group files, the
 * judges' verdicts as RUBRIC.md asks for them) and comparing a score with the judges
 * (scripts/eval-readers.ts).
 */

/** A judge's verdict on one item. */
export interface Verdict {
  item: string;
  prefer: 'A' | 'B' | 'tie';
  A: { coherence?: number };
  B: { coherence?: number };
}

/** A judged pair with a score for each side. */
export interface ScoredPair {
  prefer: Verdict['prefer'];
  scores: { A: number; B: number };
}

/** The two abstracts of each item of a group file ("### Item g0-1" … "--- Abstract A ---" …). */
export function itemsOf(markdown: string): Map<string, { A: string; B: string }> {
  const items = new Map<string, { A: string; B: string }>();
  for (const block of markdown.split(/^### Item /mu).slice(1)) {
    const name = block.slice(0, block.indexOf('\n')).trim();
    const [, afterA = ''] = block.split('--- Abstract A ---');
    const [a = '', b = ''] = afterA.split('--- Abstract B ---');
    items.set(name, { A: a.trim(), B: b.trim() });
  }
  return items;
}

/** A judge's verdict on one item, as RUBRIC.md has it written, or undefined. */
export function asVerdict(value: unknown): Verdict | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Partial<Verdict>;
  const sides = ['A', 'B'] as const;
  if (typeof v.item !== 'string' || !['A', 'B', 'tie'].includes(v.prefer as string))
    return undefined;
  const rated = (side: unknown) => {
    if (typeof side !== 'object' || side === null || Array.isArray(side)) return false;
    const { coherence } = side as { coherence?: unknown };
    if (coherence === undefined) return true;
    return (
      typeof coherence === 'number' &&
      Number.isInteger(coherence) &&
      coherence >= 1 &&
      coherence <= 5
    );
  };
  if (!sides.every((side) => rated(v[side]))) return undefined;
  return v as Verdict;
}

/** Share of decided pairs where the score ranks the preferred side higher (ties count half). */
export function pairAgreement(pairs: readonly ScoredPair[]): { share: number; n: number } {
  let agreed = 0;
  let n = 0;
  for (const pair of pairs) {
    if (pair.prefer === 'tie') continue;
    const preferred = pair.scores[pair.prefer];
    const other = pair.scores[pair.prefer === 'A' ? 'B' : 'A'];
    n++;
    agreed += preferred > other ? 1 : preferred === other ? 0.5 : 0;
  }
  return { share: n ? agreed / n : NaN, n };
}

/** Average ranks (ties share their rank). */
function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) result[order[k]![1]] = (i + j) / 2;
    i = j + 1;
  }
  return result;
}

/** Spearman's rank correlation; NaN when either side never varies (it has no ranks to compare). */
export function spearman(x: readonly number[], y: readonly number[]): number {
  if (x.length !== y.length) throw new Error(`spearman: ${x.length} values against ${y.length}`);
  const [rx, ry] = [ranks(x), ranks(y)];
  const mean = (a: number[]) => a.reduce((s, v) => s + v, 0) / a.length;
  const [mx, my] = [mean(rx), mean(ry)];
  let num = 0;
  let dx = 0;
  let dy = 0;
  rx.forEach((r, i) => {
    num += (r - mx) * (ry[i]! - my);
    dx += (r - mx) ** 2;
    dy += (ry[i]! - my) ** 2;
  });
  return dx && dy ? num / Math.sqrt(dx * dy) : NaN;
}
