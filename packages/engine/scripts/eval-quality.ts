/**
 * `npm run eval:quality`: does the quality score track quality? For every dev paper,
 * the authors' own abstract is scored against damaged copies of it (scripts/lib/damage.ts) and
 * must score strictly higher; ties count as failures. Also counts abstracts labelled Excellent
 * (score ≥ 90) that carry an error-level finding (must be 0).
 * Options: --split train|report|all (default all), --limit N, --every N, --verbose, --against
 * FILE.jsonl (other abstracts of the same papers, {"id", "abstract"} per line, such as an earlier
 * engine's that readers judged: the authors' must score above them too). The table shows
 * the train split (the quality weights were chosen on it) and the report split apart.
 */
import {
  countWords,
  detectLanguage,
  EXCELLENT_SCORE,
  generateAbstract,
  scoreAbstract,
} from '../src/index.ts';
import { engineRequest, loadDevPapers, nearestTarget, readJsonLines, splitOf } from './lib/data.ts';
import { DAMAGES, READER_DAMAGES, damageWithSpan, seededRandom } from './lib/damage.ts';
import { hashId } from './lib/data.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const SPLIT = option('--split') ?? 'all';
const LIMIT = Number(option('--limit') ?? Infinity);
const VERBOSE = args.includes('--verbose');
/** --every N: every Nth paper only (a quick look while tuning). */
const EVERY = Number(option('--every') ?? 1);

const papers = loadDevPapers()
  .filter((p, i) => (SPLIT === 'all' || splitOf(p.id) === SPLIT) && i % EVERY === 0)
  .slice(0, LIMIT);

type Tally = { wins: number; ties: number; losses: number; skipped: number };
const tallies = new Map<string, Tally>();
const tally = (key: string) => {
  let t = tallies.get(key);
  if (!t) tallies.set(key, (t = { wins: 0, ties: 0, losses: 0, skipped: 0 }));
  return t;
};
/** --no-engine: skip generating the engine's abstract of each paper (authors against engine). */
const ENGINE = !args.includes('--no-engine');
const authorsAbove = { wins: 0, n: 0 };
const AGAINST = option('--against');
const against = new Map(
  (AGAINST ? readJsonLines<{ id: string; abstract: string }>(AGAINST) : []).map((o) => [
    o.id,
    o.abstract,
  ]),
);
const authorsAboveOthers = { wins: 0, n: 0 };
const markTallies = new Map<string, { marked: number; n: number }>();
const marks = (damage: string) => {
  let t = markTallies.get(damage);
  if (!t) markTallies.set(damage, (t = { marked: 0, n: 0 }));
  return t;
};
/** The findings that say what a reader stops at, and those that point past the abstract. */
const READER_KINDS = new Set([
  'dangling-reference',
  'dangling-opener',
  'redundant',
  'paper-pointer',
  'figure-reference',
  'citation',
  'debris',
  'placeholder',
  'missing-result',
  'missing-part',
]);
/** Whether a reader's finding marks the damage: overlapping its span, or (a removal) none needed. */
function markedBy(
  findings: { kind: string; start?: number; end?: number }[],
  span: { start: number; end: number } | undefined,
): boolean {
  return findings.some(
    (f) =>
      READER_KINDS.has(f.kind) &&
      (span === undefined
        ? f.start === undefined
        : f.start !== undefined && f.start < span.end && span.start < f.end!),
  );
}
let scored = 0;
let excellentWithError = 0;
let originalsExcellent = 0;
const originalScores: number[] = [];

const started = performance.now();
for (const paper of papers) {
  const language = detectLanguage(paper.body) ?? 'en';
  const count = (text: string) => countWords(text, language);
  const target = nearestTarget(count(paper.abstract));
  const score = (abstract: string) => scoreWithFindings(abstract).quality_score;
  const scoreWithFindings = (abstract: string) => {
    const result = scoreAbstract({
      abstract,
      source: paper.body,
      title: paper.title,
      language,
      target,
      academicLevel: 'graduate',
    });
    scored++;
    const hasError = result.findings.some((f) => f.severity === 'error');
    if (hasError && result.quality_score >= EXCELLENT_SCORE) excellentWithError++;
    return result;
  };
  const split = splitOf(paper.id);
  const original = score(paper.abstract);
  originalScores.push(original);
  if (original >= EXCELLENT_SCORE) originalsExcellent++;
  const random = seededRandom(hashId(paper.id));
  if (ENGINE) {
    // The engine's own abstract at the same target: readers preferred the authors' in every pair.
    const engine = generateAbstract(engineRequest(paper, target));
    if (engine.ok) {
      const engineScore = score(engine.output.abstract);
      authorsAbove.n++;
      if (original > engineScore) authorsAbove.wins++;
    }
  }
  const other = against.get(paper.id);
  if (other !== undefined) {
    authorsAboveOthers.n++;
    if (original > score(other)) authorsAboveOthers.wins++;
  }
  for (const damage of DAMAGES) {
    const damagedCopy = damageWithSpan(damage, { ...paper, language }, random, count);
    const copy = damagedCopy?.text;
    const keys = [damage, 'any'].flatMap((d) => [d, `${d}|${paper.subset}`, `${d}|${split}`]);
    for (const key of keys) {
      const t = tally(key);
      if (copy === undefined) t.skipped++;
    }
    if (copy === undefined) continue;
    const result = scoreWithFindings(copy);
    const damaged = result.quality_score;
    if ((READER_DAMAGES as readonly string[]).includes(damage)) {
      marks(damage).n++;
      if (markedBy(result.findings, damagedCopy!.span)) marks(damage).marked++;
    }
    const outcome = original > damaged ? 'wins' : original === damaged ? 'ties' : 'losses';
    for (const key of keys) tally(key)[outcome]++;
    if (VERBOSE && outcome !== 'wins')
      console.log(`${damage} ${outcome}: ${paper.id} original ${original}, damaged ${damaged}`);
  }
}

// The train split is the one the score's weights were chosen on; the report split never was.
const SUBSETS = ['train', 'report', 'clean', 'benchmark_style', 'sumpubmed_lowercased'];
const rate = (t: Tally | undefined) => {
  if (!t) return '—';
  const n = t.wins + t.ties + t.losses;
  return n === 0 ? '—' : `${((100 * t.wins) / n).toFixed(1)}% (${t.wins}/${n})`;
};
console.log(
  `\nAuthors' abstract scored strictly above its damaged copy (${papers.length} dev papers, split ${SPLIT}; ties count as failures)\n`,
);
const header = ['damage', 'all papers', ...SUBSETS.map((s) => `${s}`)];
const rows = [...DAMAGES, 'any'].map((d) => [
  d,
  rate(tallies.get(d)),
  ...SUBSETS.map((s) => rate(tallies.get(`${d}|${s}`))),
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
for (const d of DAMAGES) {
  const t = tallies.get(d)!;
  if (t.ties || t.losses || t.skipped)
    console.log(
      `  ${d}: ${t.ties} ties, ${t.losses} losses, ${t.skipped} papers where it does not apply`,
    );
}
console.log(
  '\nA finding marks the damage (a reader finding over the damaged words, or a missing result):',
);
for (const [damage, t] of markTallies)
  console.log(
    `  ${damage}: ${((100 * t.marked) / Math.max(1, t.n)).toFixed(1)}% (${t.marked}/${t.n})`,
  );
if (ENGINE)
  console.log(
    `\nAuthors' abstract scored strictly above the engine's at the same target: ${((100 * authorsAbove.wins) / Math.max(1, authorsAbove.n)).toFixed(1)}% (${authorsAbove.wins}/${authorsAbove.n})`,
  );
if (AGAINST)
  console.log(
    `Authors' abstract scored strictly above those in ${AGAINST}: ${((100 * authorsAboveOthers.wins) / Math.max(1, authorsAboveOthers.n)).toFixed(1)}% (${authorsAboveOthers.wins}/${authorsAboveOthers.n})`,
  );
const sorted = [...originalScores].sort((a, b) => a - b);
console.log(
  `\nAuthors' abstracts: median quality ${sorted[Math.floor(sorted.length / 2)]}, labelled Excellent (≥ ${EXCELLENT_SCORE}): ${originalsExcellent}/${papers.length}`,
);
console.log(
  `Abstracts labelled Excellent with an error-level finding: ${excellentWithError} of ${scored} scored`,
);
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
