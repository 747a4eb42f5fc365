/**
 * `npm run eval:readers -- PANEL_DIR...`: does the quality score agree with blind readers? Each
 * PANEL_DIR is a reader panel on dev papers, as ../shared/eval/reader-panel/make_groups.py writes
 * it (group*.md, key.json) with the judges' verdict*.json beside it (RUBRIC.md). Every abstract a
 * judge read is scored as check-abstract scores it, with the paper as the source and no word
 * target (the judges were told none), and the script reports:
 * - pairs: of the pairs where the judge preferred one side, the share where the score ranks that
 *   side higher (a tie in the rounded score counts half), apart for pairs against the authors'
 *   abstract and pairs of two engine abstracts; those against the authors also by the paper's
 *   split, since the register model (rank/register.ts) learnt the train split's abstracts: only
 *   the report split's pairs say how the score does on papers it has not seen;
 * - coherence: Spearman's rank correlation of the score, and of each part of it, with the judges'
 *   coherence (1–5) over every judged abstract;
 * - each panel's agreement on its own.
 * The verdicts stay outside the project (they quote the papers); without a panel it says so.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scoreAbstract, type AbstractScores } from '../src/index.ts';
import { loadDevPapers, splitOf, type Paper } from './lib/data.ts';
import {
  asVerdict,
  itemsOf,
  pairAgreement,
  spearman,
  type ScoredPair,
} from './lib/reader-panel.ts';

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

/** A JSON file's value, or undefined with a warning naming the file when it does not parse. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.warn(`eval:readers: ${file} left out: ${(error as Error).message}`);
    return undefined;
  }
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

/** The pairs with the quality score of each side. */
const scored = (pairs: readonly JudgedPair[]): ScoredPair[] =>
  pairs.map((p) => ({
    prefer: p.prefer,
    scores: { A: p.sides.A.scores.quality_score, B: p.sides.B.scores.quality_score },
  }));

function report(label: string, pairs: JudgedPair[]): void {
  const judged = pairs.flatMap((p) => [p.sides.A, p.sides.B]).filter((j) => j.coherence);
  const coherence = judged.map((j) => j.coherence!);
  const vsAuthors = pairAgreement(scored(pairs.filter((p) => p.againstAuthors)));
  const vsEngine = pairAgreement(scored(pairs.filter((p) => !p.againstAuthors)));
  const pct = (x: number) => (Number.isNaN(x) ? '—' : `${(100 * x).toFixed(1)}%`);
  console.log(`\n${label}: ${pairs.length} pairs, ${judged.length} abstracts rated`);
  console.log(`| measure | agreement with the judges |\n|---|---|`);
  console.log(`| pairs against the authors' abstract | ${pct(vsAuthors.share)} (${vsAuthors.n}) |`);
  for (const split of ['train', 'report'] as const) {
    const inSplit = pairAgreement(
      scored(pairs.filter((p) => p.againstAuthors && splitOf(p.id) === split)),
    );
    console.log(`| … papers of the ${split} split | ${pct(inSplit.share)} (${inSplit.n}) |`);
  }
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
    const { share, n } = pairAgreement(
      scored(pairs.filter((p) => p.againstAuthors === againstAuthors)),
    );
    if (n === 0) continue;
    const against = againstAuthors ? 'the authors' : 'another engine abstract';
    console.log(`| ${dir} | ${against} | ${n} | ${(100 * share).toFixed(1)}% |`);
  }
