/**
 * `npm run eval`: ROUGE of the engine against Lead, LexRank, TextRank and a greedy oracle on the
 * report split of ../shared/evaldata/dev.jsonl (same word budget for all), per subset, plus the
 * engine's constraint checks over ALL dev papers (word targets, unsupported numbers) and what a
 * reader stops at in the engine's abstract and the authors' (the check's reader findings).
 * Then, over all dev papers: word targets for every target × style × venue, and
 * keywords against the authors' own words. Then the cleanliness counts (markup, placeholders,
 * fragment starts; lib/cleanliness.ts) and the ranker's cross-validation by source corpus
 * (lib/cross-validation.ts).
 * Options: --split train|report|all (default report), --limit N, --no-baselines, --no-checks,
 * --no-targets, --no-keywords, --no-companions, --companion-venues none,elsevier,…, --no-cv.
 */
import { planAbstract, withinBounds, type VersionKey } from '@abstractly/contracts/plan';
import { findReaderProblems, generateAbstract, splitSentences } from '../src/index.ts';
import { findUndefinedAbbreviations, READER_FINDING_KINDS } from '../src/check/findings.ts';
import { parseDocument } from '../src/read/document.ts';
import { countWords } from '../src/read/segment.ts';
import { greedyOracle, lead, lexRank, textRank } from './lib/baselines.ts';
import { engineRequest, loadDevPapers, nearestTarget, splitOf } from './lib/data.ts';
import { evaluateCompanions } from './lib/eval-companions.ts';
import { evaluateKeywords } from './lib/eval-keywords.ts';
import { evaluateWordTargets } from './lib/eval-targets.ts';
import { reportCleanliness } from './lib/cleanliness.ts';
import { reportCorpusCrossValidation } from './lib/cross-validation.ts';
import { scoreRouge } from './lib/rouge.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const SPLIT = option('--split') ?? 'report';
const LIMIT = Number(option('--limit') ?? Infinity);
const BASELINES = !args.includes('--no-baselines');

const SUBSETS = ['clean', 'benchmark_style', 'sumpubmed_lowercased'] as const;
type Scores = { r1: number; r2: number; rl: number };

/** One sentence per line, as ROUGE-Lsum expects. */
const asLines = (text: string) => splitSentences(text).join('\n');

function rouge(reference: string, prediction: string): Scores {
  const r = scoreRouge(asLines(reference), asLines(prediction));
  return { r1: r.rouge1.fmeasure, r2: r.rouge2.fmeasure, rl: r.rougeLsum.fmeasure };
}

const papers = loadDevPapers();
const evaluated = papers.filter((p) => SPLIT === 'all' || splitOf(p.id) === SPLIT).slice(0, LIMIT);
const systems = ['Abstractly', ...(BASELINES ? ['Lead', 'LexRank', 'TextRank', 'Oracle'] : [])];
const totals = new Map<string, Map<string, Scores & { n: number }>>();

function add(system: string, subset: string, s: Scores) {
  const bySubset = totals.get(system) ?? new Map();
  totals.set(system, bySubset);
  for (const key of ['overall', subset]) {
    const t = bySubset.get(key) ?? { r1: 0, r2: 0, rl: 0, n: 0 };
    t.r1 += s.r1;
    t.r2 += s.r2;
    t.rl += s.rl;
    t.n++;
    bySubset.set(key, t);
  }
}

const started = performance.now();
for (const paper of evaluated) {
  const target = nearestTarget(paper.abstract_words);
  const result = generateAbstract(engineRequest(paper, target));
  add('Abstractly', paper.subset, rouge(paper.abstract, result.ok ? result.output.abstract : ''));
  if (!BASELINES) continue;
  const sentences = parseDocument(paper.body).sentences.map((s) => s.text);
  const pick = (indices: number[]) => indices.map((i) => sentences[i]).join(' ');
  add('Lead', paper.subset, rouge(paper.abstract, pick(lead(sentences, target))));
  add('LexRank', paper.subset, rouge(paper.abstract, pick(lexRank(sentences, target))));
  add('TextRank', paper.subset, rouge(paper.abstract, pick(textRank(sentences, target))));
  add(
    'Oracle',
    paper.subset,
    rouge(paper.abstract, pick(greedyOracle(sentences, paper.abstract, target))),
  );
}

const pct = (x: number) => (100 * x).toFixed(2).padStart(6);
console.log(
  `\nROUGE F1 ×100 on the ${SPLIT} split (${evaluated.length} papers; narrative style, target = allowed value nearest the reference length)\n`,
);
const header = [
  'system'.padEnd(11),
  ...['overall', ...SUBSETS].map((s) => `${s} (R1/R2/RLsum)`.padEnd(32)),
];
console.log(header.join(' | '));
console.log(header.map((h) => '-'.repeat(h.length)).join('-|-'));
for (const system of systems) {
  const row = [system.padEnd(11)];
  for (const subset of ['overall', ...SUBSETS]) {
    const t = totals.get(system)?.get(subset);
    row.push(
      t
        ? `${pct(t.r1 / t.n)} ${pct(t.r2 / t.n)} ${pct(t.rl / t.n)} (n=${t.n})`.padEnd(32)
        : '—'.padEnd(32),
    );
  }
  console.log(row.join(' | '));
}

// Constraint checks over ALL dev papers: every version's word count and numbers; the reader's findings.
if (!args.includes('--no-checks')) {
  let versions = 0;
  let within = 0;
  let shortExplained = 0;
  let unsupported = 0;
  const defects = { engine: new Map<string, number>(), authors: new Map<string, number>() };
  let readers = 0;
  const misses: string[] = [];
  for (const paper of papers.slice(0, LIMIT === Infinity ? papers.length : LIMIT)) {
    const target = nearestTarget(paper.abstract_words);
    const request = engineRequest(paper, target);
    const result = generateAbstract(request);
    if (!result.ok) continue;
    const { output } = result;
    const plan = planAbstract(request);
    const texts = {
      standard: output.abstract,
      concise: output.alternative_versions.concise,
      detailed: output.alternative_versions.detailed,
      technical: output.alternative_versions.technical,
    };
    for (const [version, text] of Object.entries(texts)) {
      versions++;
      const bounds = plan.versions[version as VersionKey];
      const goal = bounds.target;
      const words = countWords(text);
      if (withinBounds(words, bounds)) within++;
      else if (output.analysis.warnings.some((w) => w.includes('too short'))) shortExplained++;
      else if (misses.length < 5) misses.push(`${paper.id} ${version}: ${words} words for ${goal}`);
      unsupported += output.analysis.unsupported_numbers.length;
    }
    // What a reader stops at, in the standard version and in the authors' own abstract.
    readers++;
    for (const [who, text] of [
      ['engine', output.abstract],
      ['authors', paper.abstract],
    ] as const)
      for (const finding of [
        ...findReaderProblems(text, paper.body, 'en'),
        ...findUndefinedAbbreviations(text, paper.body),
      ])
        defects[who].set(finding.kind, (defects[who].get(finding.kind) ?? 0) + 1);
  }
  console.log(
    `\nConstraint checks over all ${Math.min(papers.length, LIMIT)} dev papers (${versions} versions):`,
  );
  console.log(
    `  within ±10% of target: ${within}/${versions} (${((100 * within) / versions).toFixed(1)}%); outside with a stated reason (source too short): ${shortExplained}; unexplained: ${versions - within - shortExplained}`,
  );
  for (const m of misses) console.log(`    miss: ${m}`);
  console.log(`  numbers absent from the source: ${unsupported}`);
  console.log(
    `\nWhat a reader stops at, per abstract (the check's reader findings; engine: standard version; ${readers} papers):`,
  );
  console.log(`  ${'finding'.padEnd(20)} engine  authors`);
  for (const kind of [...READER_FINDING_KINDS, 'undefined-abbreviation']) {
    const rate = (who: 'engine' | 'authors') =>
      ((defects[who].get(kind) ?? 0) / Math.max(1, readers)).toFixed(2).padStart(7);
    console.log(`  ${kind.padEnd(20)} ${rate('engine')}  ${rate('authors')}`);
  }
}

// Word counts as word processors count them, for every target, style and venue; keywords.
const allPapers = papers.slice(0, LIMIT === Infinity ? papers.length : LIMIT);
if (!args.includes('--no-targets')) evaluateWordTargets(allPapers);
if (!args.includes('--no-keywords')) evaluateKeywords(allPapers);
// Highlights, TL;DR, plain-language summary and titles (lib/eval-companions.ts): without a venue
// and for the venues whose companion rules differ; `npm run eval:companions` runs every venue.
if (!args.includes('--no-companions'))
  evaluateCompanions(
    allPapers,
    option('--companion-venues')?.split(',') ?? ['none', 'elsevier', 'plos-one'],
  );
// Markup, placeholders and fragment starts over ALL dev papers, beside the authors' abstracts.
if (!args.includes('--no-checks')) reportCleanliness(allPapers);
// The ranker re-fitted with each source corpus held out, scored on that corpus.
if (!args.includes('--no-cv')) reportCorpusCrossValidation(allPapers);
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
