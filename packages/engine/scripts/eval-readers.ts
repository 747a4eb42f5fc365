/**
 * `npm run eval:readers -- PANEL_DIR...`: does the quality score agree with blind readers? Each
 * PANEL_DIR is a reader panel on dev papers, as ../shared/eval/reader-panel/make_groups.py writes
 * it (group*.md, key.json) with the judges' verdict*.json beside it (RUBRIC.md). Every abstract a
 * judge read is scored as check-abstract scores it, with the paper as the source and no word
 * target (the judges were told none), and the script reports:
 * - pairs: of the pairs where the judge preferred one side, the share where the score ranks that
 *   side higher (a tie in the rounded score counts half), apart for pairs against the authors'
 *   abstract and pairs of two engine abstracts;
 * - coherence: Spearman's rank correlation of the score, and of each part of it, with the judges'
 *   coherence (1–5) over every judged abstract;
 * - each panel's agreement on its own.
 * The verdicts stay outside the project (they quote the papers); without a panel it says so.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scoreAbstract, type AbstractScores } from '../src/index.ts';
import { loadDevPapers, type Paper } from './lib/data.ts';

interface Verdict {
  item: string;
  prefer: 'A' | 'B' | 'tie';
  A: { coherence?: number };
  B: { coherence?: number };
}

interface JudgedPair {
  id: string;
  againstAuthors: boolean;
  prefer: 'A' | 'B' | 'tie';
  sides: { A: Judged; B: Judged };
}

interface Judged {
  scores: AbstractScores;
  coherence: number | undefined;
}

/** The two abstracts of each item of a group file ("### Item g0-1" … "--- Abstract A ---" …). */
function itemsOf(markdown: string): Map<string, { A: string; B: string }> {
  const items = new Map<string, { A: string; B: string }>();
  for (const block of markdown.split(/^### Item /mu).slice(1)) {
    const name = block.slice(0, block.indexOf('\n')).trim();
    const [, afterA = ''] = block.split('--- Abstract A ---');
    const [a = '', b = ''] = afterA.split('--- Abstract B ---');
    items.set(name, { A: a.trim(), B: b.trim() });
  }
  return items;
}

/** A JSON file's value, or undefined with a warning naming the file when it does not parse. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.warn(`eval:readers: ${file} left out: ${(error as Error).message}`);
    return undefined;
  }
}

/** A judge's verdict on one item, as RUBRIC.md has it written, or undefined. */
function asVerdict(value: unknown): Verdict | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Partial<Verdict>;
  const sides = ['A', 'B'] as const;
  if (typeof v.item !== 'string' || !['A', 'B', 'tie'].includes(v.prefer as string))
    return undefined;
  if (sides.some((side) => typeof v[side] !== 'object' || v[side] === null)) return undefined;
  return v as Verdict;
}

function score(abstract: string, paper: Paper): AbstractScores {
  return scoreAbstract({
    abstract,
    source: paper.body,
    title: paper.title,
    language: 'en',
    academicLevel: 'graduate',
  });
}

/** The judged pairs of one panel folder; a pair whose paper is not a dev paper is left out. */
function readPanel(dir: string, papers: Map<string, Paper>): JudgedPair[] {
  const key = (readJson(join(dir, 'key.json')) ?? {}) as Record<string, { id?: string }>;
  const files = readdirSync(dir);
  const items = new Map(
    files
      .filter((f) => /^group\d+\.md$/u.test(f))
      .flatMap((f) => [...itemsOf(readFileSync(join(dir, f), 'utf8'))]),
  );
  const entries = files
    .filter((f) => /^verdict\d*\.json$/u.test(f))
    .flatMap((f) => {
      const value = readJson(join(dir, f));
      return Array.isArray(value) ? value : [];
    });
  const verdicts = entries.flatMap((entry) => asVerdict(entry) ?? []);
  if (verdicts.length < entries.length)
    console.warn(
      `eval:readers: ${dir}: ${entries.length - verdicts.length} malformed verdicts left out`,
    );
  return verdicts.flatMap((v) => {
    const id = key[v.item]?.id;
    const texts = items.get(v.item);
    const paper = id === undefined ? undefined : papers.get(id);
    if (!paper || !texts) return [];
    const authors = paper.abstract.trim();
    return [
      {
        id: paper.id,
        againstAuthors: texts.A === authors || texts.B === authors,
        prefer: v.prefer,
        sides: {
          A: { scores: score(texts.A, paper), coherence: v.A.coherence },
          B: { scores: score(texts.B, paper), coherence: v.B.coherence },
        },
      },
    ];
  });
}

/** Share of decided pairs where the score ranks the preferred side higher (ties count half). */
function pairAgreement(pairs: JudgedPair[]): { share: number; n: number } {
  let agreed = 0;
  let n = 0;
  for (const pair of pairs) {
    if (pair.prefer === 'tie') continue;
    const preferred = pair.sides[pair.prefer].scores.quality_score;
    const other = pair.sides[pair.prefer === 'A' ? 'B' : 'A'].scores.quality_score;
    n++;
    agreed += preferred > other ? 1 : preferred === other ? 0.5 : 0;
  }
  return { share: n ? agreed / n : NaN, n };
}

/** Average ranks (ties share their rank). */
function ranks(values: number[]): number[] {
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

function spearman(x: number[], y: number[]): number {
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

function report(label: string, pairs: JudgedPair[]): void {
  const judged = pairs.flatMap((p) => [p.sides.A, p.sides.B]).filter((j) => j.coherence);
  const coherence = judged.map((j) => j.coherence!);
  const vsAuthors = pairAgreement(pairs.filter((p) => p.againstAuthors));
  const vsEngine = pairAgreement(pairs.filter((p) => !p.againstAuthors));
  const pct = (x: number) => (Number.isNaN(x) ? '—' : `${(100 * x).toFixed(1)}%`);
  console.log(`\n${label}: ${pairs.length} pairs, ${judged.length} abstracts rated`);
  console.log(`| measure | agreement with the judges |\n|---|---|`);
  console.log(`| pairs against the authors' abstract | ${pct(vsAuthors.share)} (${vsAuthors.n}) |`);
  console.log(`| pairs of two engine abstracts | ${pct(vsEngine.share)} (${vsEngine.n}) |`);
  // A part that never varies among these abstracts has no rank to compare: "—".
  const rho = (values: number[]) => {
    const r = spearman(values, coherence);
    return Number.isNaN(r) ? '—' : r.toFixed(3);
  };
  console.log(
    `| quality score ~ coherence (Spearman) | ${rho(judged.map((j) => j.scores.quality_score))} |`,
  );
  // The weighted parts; numbers_not_in_source is a count the deductions take from.
  const parts = [
    ...new Set(judged.flatMap((j) => Object.keys(j.scores.analysis.quality_breakdown))),
  ].filter((part) => part !== 'numbers_not_in_source');
  for (const part of parts)
    console.log(
      `| part ${part} ~ coherence | ${rho(judged.map((j) => j.scores.analysis.quality_breakdown[part] ?? 0))} |`,
    );
}

const given = process.argv.slice(2);
const dirs = given.filter((d) => existsSync(join(d, 'key.json')));
for (const d of given.filter((d) => !dirs.includes(d)))
  console.warn(`eval:readers: ${d} left out: no key.json there`);
if (dirs.length === 0) {
  console.log(
    'eval:readers: skipped — give reader-panel folders (key.json, group*.md, verdict*.json).',
  );
  process.exit(0);
}
const papers = new Map(loadDevPapers().map((p) => [p.id, p]));
const panels = dirs.map((dir) => ({ dir, pairs: readPanel(dir, papers) }));
report(
  'All panels',
  panels.flatMap((p) => p.pairs),
);
// Panel by panel: thirty pairs are few, and the spread between panels shows how few.
console.log('\n| panel | against | pairs | agreement |\n|---|---|---|---|');
for (const { dir, pairs } of panels)
  for (const againstAuthors of [true, false]) {
    const { share, n } = pairAgreement(pairs.filter((p) => p.againstAuthors === againstAuthors));
    if (n === 0) continue;
    const against = againstAuthors ? 'the authors' : 'another engine abstract';
    console.log(`| ${dir} | ${against} | ${n} | ${(100 * share).toFixed(1)}% |`);
  }
