/**
 * Reading real papers against their own clean text: for every PDF of the shared eval set
 * `pdf-truth` (ACL Anthology papers with their text sentence by sentence in truth.jsonl), what the
 * importer keeps of the paper, side by side with poppler's pdftotext and pdf.js's text alone.
 *
 *   npm run measure:truth --workspace packages/import -- [--dir D] [--only NAME,NAME]
 *     [--json out.json] [--show NAME (its texts and missed sentences to /tmp)]
 *
 * Definitions:
 * - compared: each whitespace-separated word as letters only (accents off, lower case) without
 *   the ligature pairs ff, fi, fl, ffi and ffl, on both sides, so "brie y" in the clean text and
 *   "briefly" read compare equal (the clean text's XML entities, "&quot;", decoded first); a text
 *   is its words so reduced, put together.
 * - recall: the share of the clean text's sentences of 12 words or more whose middle 8 words
 *   (their letters, 10 or more) stand in the text read.
 * - reading order: of the sentences found, taken in the clean text's order, the share of each
 *   one and the next found that are read in that order.
 * - token precision: the share of the words read (two letters or more) that the clean text has,
 *   or two of its neighbouring words together make (a ligature it lost: "brie y").
 * - references leaked: of pdftotext's reference entries (after its last "References" heading,
 *   see referenceEntries), those of which half the word trigrams are read.
 *   A list is kept when over 15% of the word trigrams of those entries are read.
 * pdftotext's column is left out with a note where poppler-utils is not installed.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readWithEngine } from './lib/engines.ts';
import {
  decodeEntities,
  hasPdftotext,
  pageCount,
  pdftotext,
  splitReferences,
} from './lib/poppler.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dir = option('dir') ?? join(process.env.EVALDATA ?? '/work/shared/evaldata', 'pdf-truth');
const only = option('only')?.split(',');
const show = option('show');
const truthPath = join(dir, 'truth.jsonl');
if (!existsSync(truthPath)) {
  console.log(`No pdf-truth at ${dir} (truth.jsonl): nothing measured (set --dir or EVALDATA).`);
  process.exit(0);
}
const poppler = hasPdftotext();
if (!poppler)
  console.log('pdftotext not found (apt-get install poppler-utils): its column is left out.');

// --- comparing -----------------------------------------------------------------------------
const LIGATURE_PAIRS = /ff[il]?|f[il]/g;

/** One word as compared: letters only, accents off, lower case, ligature pairs out. */
function reduce(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\P{L}/gu, '')
    .replace(LIGATURE_PAIRS, '');
}

const reduceAll = (text: string) => text.split(/\s+/).map(reduce);

const MIN_SENTENCE_WORDS = 12;
const PROBE_WORDS = 8;
/** A probe of fewer letters (numbers, a formula) would be found by chance or never: skipped. */
const MIN_PROBE_LETTERS = 10;

interface Probe {
  sentence: string;
  /** Its middle 8 words, reduced and put together. */
  letters: string;
}

/** The probe of each sentence of 12 words or more. */
function probesOf(sentences: readonly string[]): Probe[] {
  const probes: Probe[] = [];
  for (const sentence of sentences) {
    const words = decodeEntities(sentence).split(/\s+/).filter(Boolean);
    if (words.length < MIN_SENTENCE_WORDS) continue;
    const from = Math.floor((words.length - PROBE_WORDS) / 2);
    const letters = words
      .slice(from, from + PROBE_WORDS)
      .map(reduce)
      .join('');
    if (letters.length >= MIN_PROBE_LETTERS) probes.push({ sentence, letters });
  }
  return probes;
}

/** Words the clean text has, and each two neighbours together (a ligature it lost between them). */
function vocabularyOf(sentences: readonly string[]): Set<string> {
  const words = sentences.flatMap((s) => reduceAll(decodeEntities(s))).filter(Boolean);
  const vocabulary = new Set(words);
  for (let i = 0; i + 1 < words.length; i++) vocabulary.add(words[i]! + words[i + 1]!);
  return vocabulary;
}

const YEAR = /\b(?:19|20)\d\d[a-z]?\b/;
/** A line opening a reference entry: "[3]", "3.", "Barzilay, Regina", "BERGER, A.", "Lin, D.". */
const ENTRY_START = /^\s*(?:\[\d{1,3}\]|\d{1,3}\.\s|\p{Lu}[\p{L}'’-]+,\s*\p{Lu})/u;

/**
 * pdftotext's reference entries: after its last "References" heading, a new entry at a line that
 * opens like one after a line ending a sentence (or a blank line); those with a year and 6–120
 * words count. Where pdftotext reads the two columns of the list across, its entries are mixed
 * and seldom match anything: such a file's leak is undercounted (the lists-kept figure covers it).
 */
function referenceEntries(text: string): string[][] {
  const entries: string[] = [];
  let previous = '';
  for (const line of splitReferences(text).references.split('\n').slice(1)) {
    const starts = !previous.trim() || (/[.)]\s*$/.test(previous) && ENTRY_START.test(line));
    if (starts || !entries.length) entries.push(line);
    else entries[entries.length - 1] += `\n${line}`;
    previous = line;
  }
  return entries
    .filter((p) => YEAR.test(p))
    .map((p) => reduceAll(p).filter((w) => w.length >= 2))
    .filter((words) => words.length >= 6 && words.length <= 120);
}

/** A reference list counts as kept when more of its word trigrams than this are read. */
const LIST_KEPT = 0.15;

const trigrams = (words: readonly string[]) =>
  words.slice(2).map((w, i) => `${words[i]} ${words[i + 1]} ${w}`);

interface ReaderFigures {
  recall: number;
  found: boolean[];
  order: number;
  precision: number;
  leaked: number;
  /** Share of the word trigrams of pdftotext's reference entries read. */
  listRead: number;
}

function measure(
  text: string,
  probes: readonly Probe[],
  vocabulary: ReadonlySet<string>,
  entries: readonly string[][],
  list: ReadonlySet<string>,
): ReaderFigures {
  const words = reduceAll(text);
  const flat = words.join('');
  const positions = probes.map((probe) => flat.indexOf(probe.letters));
  const found = positions.filter((p) => p >= 0);
  let inOrder = 0;
  for (let i = 1; i < found.length; i++) if (found[i]! > found[i - 1]!) inOrder++;
  const tokens = words.filter((w) => w.length >= 2);
  const read = new Set(trigrams(tokens));
  const leaked = entries.filter((entry) => {
    const grams = trigrams(entry);
    return grams.filter((g) => read.has(g)).length * 2 >= grams.length;
  }).length;
  return {
    recall: probes.length ? found.length / probes.length : 1,
    found: positions.map((p) => p >= 0),
    order: found.length > 1 ? inOrder / (found.length - 1) : 1,
    precision: tokens.length ? tokens.filter((w) => vocabulary.has(w)).length / tokens.length : 0,
    leaked,
    listRead: list.size ? [...list].filter((g) => read.has(g)).length / list.size : 0,
  };
}

// --- run -----------------------------------------------------------------------------------
const READERS = ['importer', ...(poppler ? ['pdftotext'] : []), 'pdfjs'] as const;
type Reader = 'importer' | 'pdftotext' | 'pdfjs';

interface FileFigures {
  file: string;
  pages: number;
  probes: number;
  entries: number;
  /** pdftotext found a reference list (its entries hold over 20 word trigrams). */
  hasList: boolean;
  msPerPage: number;
  readers: Partial<Record<Reader, Omit<ReaderFigures, 'found'>>>;
}

const truth = new Map<string, string[]>();
for (const line of readFileSync(truthPath, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const paper = JSON.parse(line) as { id: string; body: string[] };
  truth.set(paper.id, paper.body);
}
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.pdf') && truth.has(basename(f, '.pdf')))
  .filter((f) => !only || only.includes(basename(f, '.pdf')))
  .sort();

const results: FileFigures[] = [];
for (const file of files) {
  const name = basename(file, '.pdf');
  const path = join(dir, file);
  const sentences = truth.get(name)!;
  const probes = probesOf(sentences);
  const vocabulary = vocabularyOf(sentences);
  const popplerText = poppler ? pdftotext(path) : '';
  const entries = referenceEntries(popplerText);
  const list = new Set(entries.flatMap(trigrams));
  const pages = poppler ? pageCount(path) : 1;
  const start = performance.now();
  const texts: Record<string, string> = { importer: await readWithEngine('pdfjs', path) };
  const ms = performance.now() - start;
  if (poppler) texts.pdftotext = popplerText;
  texts.pdfjs = await readWithEngine('pdfjs-raw', path);
  const figures: FileFigures = {
    file: name,
    pages,
    probes: probes.length,
    entries: entries.length,
    hasList: list.size > 20,
    msPerPage: ms / pages,
    readers: {},
  };
  const found: Partial<Record<Reader, boolean[]>> = {};
  for (const reader of READERS) {
    const { found: hits, ...rest } = measure(texts[reader]!, probes, vocabulary, entries, list);
    figures.readers[reader] = rest;
    found[reader] = hits;
  }
  results.push(figures);
  if (show === name) {
    for (const reader of READERS) writeFileSync(`/tmp/truth-${name}-${reader}.txt`, texts[reader]!);
    const missed = probes.flatMap((p, i) =>
      found.importer![i]
        ? []
        : [`${found.pdftotext?.[i] ? '[pdftotext has it] ' : ''}${p.sentence}`],
    );
    writeFileSync(`/tmp/truth-${name}-missed.txt`, missed.join('\n'));
    console.log(`${name}: texts and missed sentences written to /tmp/truth-${name}-*.txt`);
  }
}

const pct = (v: number | undefined) => (v === undefined ? '-' : (100 * v).toFixed(1));
const of = (r: FileFigures, reader: Reader) => r.readers[reader];
console.table(
  results.map((r) => ({
    file: r.file,
    pages: r.pages,
    sentences: r.probes,
    importer: pct(of(r, 'importer')?.recall),
    pdftotext: pct(of(r, 'pdftotext')?.recall),
    'pdf.js': pct(of(r, 'pdfjs')?.recall),
    'order (imp/ptt)': `${pct(of(r, 'importer')?.order)} / ${pct(of(r, 'pdftotext')?.order)}`,
    'precision (imp/ptt)': `${pct(of(r, 'importer')?.precision)} / ${pct(of(r, 'pdftotext')?.precision)}`,
    'refs leaked': `${of(r, 'importer')?.leaked ?? 0}/${r.entries}`,
    'ms/page': r.msPerPage.toFixed(0),
  })),
);

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
const summary: Record<string, unknown> = { files: results.length };
for (const reader of READERS) {
  const rows = results.map((r) => of(r, reader)!);
  const entries = results.reduce((s, r) => s + r.entries, 0);
  summary[reader] = {
    meanRecall: pct(mean(rows.map((f) => f.recall))),
    readingOrder: mean(rows.map((f) => f.order)).toFixed(3),
    tokenPrecision: mean(rows.map((f) => f.precision)).toFixed(3),
    referencesLeaked: `${pct(rows.reduce((s, f) => s + f.leaked, 0) / Math.max(1, entries))}% of ${entries}`,
    listsKept: `${results.filter((r) => r.hasList && of(r, reader)!.listRead > LIST_KEPT).length} of ${results.filter((r) => r.hasList).length}`,
  };
}
if (poppler) {
  const gaps = results
    .map((r) => ({ file: r.file, gap: of(r, 'pdftotext')!.recall - of(r, 'importer')!.recall }))
    .filter((g) => g.gap > 0)
    .sort((a, b) => b.gap - a.gap);
  summary.filesUnderPdftotext = gaps.map((g) => `${g.file} −${(100 * g.gap).toFixed(1)}`);
  summary.filesMoreThan3PointsUnder = gaps.filter((g) => g.gap > 0.03).length;
}
summary.importerMsPerPage = mean(results.map((r) => r.msPerPage)).toFixed(0);
console.dir(summary, { depth: 3 });
const out = option('json');
if (out) writeFileSync(out, JSON.stringify({ summary, results }, null, 1));
