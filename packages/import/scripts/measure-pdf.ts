/**
 * Reading real PDFs against poppler's `pdftotext`: for every PDF of a folder (by default the
 * shared eval set `pdf-dev`), what a reader keeps of the body words pdftotext finds, how many
 * words it splits by letter spacing, whether the reference list stays, and its time and memory.
 *
 *   npm run measure:pdf --workspace packages/import -- [--engine pdfjs|pdfium|mupdf] [--dir D]
 *     [--only NAME,NAME] [--show NAME] [--json out.json] [--save DIR (each text read)]
 *     [--save-bodies (with --save: pdftotext's body too)]
 *
 * Definitions (one home for them, used for every engine):
 * - words: NFKC, lower-cased runs of letters of two or more; pdftotext's line-end hyphens are
 *   joined when the joined word is a known word (its own vocabulary or the dictionary).
 * - body: pdftotext's running text (paragraphs of 8+ words, no captions, no lines repeated on
 *   3+ pages or a first page's venue note, no lines in small print: footnotes) after its
 *   "Abstract" heading, up to its last
 *   "References" heading, without entry-shaped paragraphs it sets before that heading;
 *   --all-sizes keeps the small print. pdftotext's own letter splits of uncommon words
 *   ("C OUNT") count as the whole word.
 * - recall: share of pdftotext's body word occurrences the reader has (multiset); type recall:
 *   share of those occurrences whose word appears anywhere in the reader's text (robust to the
 *   captions, tables and footnotes the importer leaves out on purpose, which also count as
 *   misses in plain recall).
 * - split per 1,000: adjacent words whose concatenation is a dictionary word while one of them
 *   is not a common word ("intro duction", "b e"). Dictionary: every word of the clean papers of
 *   `dev.jsonl` (seen at least twice); common: seen at least 50 times.
 * - references kept: share of the word trigrams of pdftotext's reference entries (paragraphs
 *   after its heading with a year every 25 words) found in the text; kept when over 15%.
 * pdftotext output without letters for most of its words (fonts without a Unicode map) is
 * reported as unreadable and left out of the means.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readWithEngine, ENGINES, type Engine } from './lib/engines.ts';
import { decodeEntities, pageCount, pdftotext, splitReferences } from './lib/poppler.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const EVAL = '/work/shared/evaldata';
const dir = option('dir') ?? join(process.env.EVALDATA ?? EVAL, 'pdf-dev');
const engine = (option('engine') ?? 'pdfjs') as Engine;
if (!ENGINES.includes(engine)) throw new Error(`unknown engine ${engine}`);
const only = option('only')?.split(',');
const show = option('show');
const saveBodies = args.includes('--save-bodies');
/** --all-sizes: count pdftotext's footnotes and small print as body words too. */
const allSizes = args.includes('--all-sizes');
if (!existsSync(dir)) {
  console.log(`No PDFs at ${dir}: nothing measured (set --dir or EVALDATA).`);
  process.exit(0);
}

// --- words ---------------------------------------------------------------------------------
const WORD = /\p{L}{2,}/gu;
const words = (text: string) => text.normalize('NFKC').toLowerCase().match(WORD) ?? [];

function dictionary(): Map<string, number> {
  const counts = new Map<string, number>();
  const path = join(process.env.EVALDATA ?? EVAL, 'dev.jsonl');
  if (!existsSync(path)) return counts;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line) continue;
    const paper = JSON.parse(line) as { body: string; subset: string };
    if (paper.subset !== 'clean') continue;
    for (const word of words(paper.body)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}
const DICT = dictionary();
const isWord = (w: string) => (DICT.get(w) ?? 0) >= 2;
const isCommon = (w: string) => (DICT.get(w) ?? 0) >= 50;

/** pdftotext's text with line-end hyphens joined where the joined word is known. */
function joinPopplerHyphens(text: string): string {
  const own = new Set(words(text.replace(/-\n/g, '-')));
  return text.replace(/(\p{L}+)-\n(\p{L}+)/gu, (all, a: string, b: string) => {
    const joined = (a + b).toLowerCase();
    return own.has(joined) || isWord(joined) ? `${a}${b}\n` : `${a}-${b}\n`;
  });
}

/**
 * The reference entries of pdftotext's reference section: its paragraphs with a year for every
 * 25 words or fewer (pdftotext may put a column of body text after the heading).
 */
function referenceEntries(section: string): string {
  return section
    .split(/\n\s*\n/)
    .filter((p) => {
      const n = words(p).length;
      const years = (p.match(/\b(?:19|20)\d\d[a-z]?\b/g) ?? []).length;
      return n > 0 && years * 25 >= n;
    })
    .join('\n\n');
}

/** "Name, Name and Name. 2005. Title": an author list closed by a full stop, then the year. */
const ENTRY_YEAR = /\p{L}\.\s+(?:19|20)\d\d[a-z]?\.(?:\s|$)/gu;

/**
 * The body without reference entries that pdftotext sets before its "References" heading (the
 * heading comes after the first column of entries): in the body's last 40%, paragraphs shaped as
 * reference entries (a year for every 25 words or fewer, and an author list closed by a full stop
 * before a year in every 40 words or fewer). Running text cites "(Smith, 2005)", not "Smith. 2005.".
 */
function withoutEntriesBeforeHeading(body: string): string {
  const paragraphs = body.split(/\n\s*\n/);
  const total = body.length;
  let at = 0;
  return paragraphs
    .filter((p) => {
      const start = at;
      at += p.length + 2;
      if (start < 0.6 * total) return true;
      const n = words(p).length;
      const years = (p.match(/\b(?:19|20)\d\d[a-z]?\b/g) ?? []).length;
      const entries = (p.match(ENTRY_YEAR) ?? []).length;
      return !(n > 0 && years * 25 >= n && entries * 40 >= n);
    })
    .join('\n\n');
}

/** The venue and copyright notes of a first page ("Proceedings of …, pages 249–252"). */
const VENUE_NOTE =
  /^\s*(?:proceedings of .*pages \d+|c? ?(?:©\s*)?(?:19|20)\d\d association for computational|coling (?:19|20)\d\d: .*pages|licensed under the creative commons|.*creativecommons\.org|some rights reserved|c (?:19|20)\d\d\.?$)/i;

/** A figure or table caption's opening, as pdftotext gives it. */
const CAPTION_START = /^\s*(?:fig\.?|figure|table|tab\.)\s*\d+/i;

/**
 * pdftotext's running text: its paragraphs of eight words or more that are not captions, without
 * the lines repeated on several pages (running heads and footers). Table cells, figure labels,
 * headings and page numbers come out of pdftotext as short paragraphs and are left out; the
 * importer leaves them out on purpose, so counting them would count its choices as losses.
 */
function runningText(text: string): string {
  const lines = text.split('\n');
  const seen = new Map<string, number>();
  for (const line of lines) {
    const key = line.trim().toLowerCase().replace(/\d+/g, '#');
    if (key.length > 3) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const kept = lines
    .filter((line) => (seen.get(line.trim().toLowerCase().replace(/\d+/g, '#')) ?? 0) < 3)
    .filter((line) => !VENUE_NOTE.test(line))
    .join('\n');
  return kept
    .split(/\n\s*\n/)
    .filter((p) => words(p).length >= 8 && !CAPTION_START.test(p))
    .join('\n\n');
}

/** The text after its "Abstract" heading (authors, affiliations and the heading are not body text). */
function withoutFrontMatter(text: string): string {
  const at = /^\s*abstract\b/im.exec(text);
  return at && at.index < 0.3 * text.length ? text.slice(at.index + at[0].length) : text;
}

/**
 * pdftotext's own letter splits joined ("C ount" → "Count", "P ermanent" → "Permanent"): two
 * neighbours on a line, neither a common word, whose concatenation is a word the paper uses and
 * the clean papers know (the split-pair rule below, stricter: both parts uncommon, so "a part"
 * and "the n" stay). The joined word is then a word the reader must have whole.
 */
function joinOwnSplits(text: string, vocabulary: ReadonlySet<string>): string {
  return text
    .split('\n')
    .map((line) => {
      const parts = line.split(/( +)/);
      for (let i = 0; i + 2 < parts.length; i += 2) {
        // The letters ending one part and opening the next ("(f, e)-C OUNT-3").
        const a = /(\p{L}+)$/u.exec(parts[i]!)?.[1]?.toLowerCase();
        const b = /^(\p{L}+)/u.exec(parts[i + 2]!)?.[1]?.toLowerCase();
        if (!a || !b || a.length + b.length < 4 || isCommon(a) || isCommon(b)) continue;
        if (!vocabulary.has(a + b) || (DICT.get(a + b) ?? 0) < 5) continue;
        parts.splice(i, 3, parts[i]! + parts[i + 2]!);
        i -= 2;
      }
      return parts.join('');
    })
    .join('\n');
}

/** Split words: pairs whose concatenation is a word while one part is not a common word. */
export function splitPairs(tokens: readonly string[], vocabulary: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i]!;
    const b = tokens[i + 1]!;
    if (a === '\u0000' || b === '\u0000' || a.length + b.length < 4) continue;
    if (isCommon(a) && isCommon(b)) continue;
    if (vocabulary.has(a + b) && (DICT.get(a + b) ?? 0) >= 5) found.push(`${a} ${b}`);
  }
  return found;
}

/**
 * Letter-only neighbours as they stand between spaces ("intro duction", "b e"): a hyphen, an
 * apostrophe or a bracket between two parts ("F-measure", "model(s)") is not a split.
 */
function allTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const raw of text.normalize('NFKC').toLowerCase().split(/\s+/)) {
    const m = /^[("'‘“[]*(\p{L}+)[)"'’”\].,;:!?]*$/u.exec(raw);
    tokens.push(m ? m[1]! : '\u0000');
  }
  return tokens;
}

function counts(tokens: readonly string[]) {
  const map = new Map<string, number>();
  for (const t of tokens) map.set(t, (map.get(t) ?? 0) + 1);
  return map;
}

function trigrams(tokens: readonly string[]) {
  const set = new Set<string>();
  for (let i = 0; i + 2 < tokens.length; i++)
    set.add(`${tokens[i]} ${tokens[i + 1]} ${tokens[i + 2]}`);
  return set;
}

/**
 * pdftotext's text without its lines in small print (footnotes, most captions and tables), from
 * its -bbox-layout line heights against the body's (the height carrying the most words): lines
 * under 0.86 of it anywhere, and footnotes set barely smaller (9 pt under 10 pt body): lines
 * under 0.95 of it below the last body-size line of their column on the page.
 */
function withoutSmallPrint(text: string, path: string): string {
  const xml = execFileSync('pdftotext', ['-enc', 'UTF-8', '-bbox-layout', path, '-'], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  interface Line {
    page: number;
    x0: number;
    x1: number;
    y: number;
    height: number;
    text: string;
    words: number;
  }
  const lines: Line[] = [];
  xml.split(/<page /).forEach((pageXml, page) => {
    for (const [, x0, y, x1, inner = ''] of pageXml.matchAll(
      /<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^]*?)<\/line>/g,
    )) {
      const words = [
        ...inner.matchAll(
          /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g,
        ),
      ];
      if (!words.length) continue;
      const heights = words.map((w) => Number(w[2]) - Number(w[1])).sort((a, b) => a - b);
      lines.push({
        page,
        x0: Number(x0),
        x1: Number(x1),
        y: Number(y),
        height: heights[heights.length >> 1]!,
        text: words.map((w) => decodeEntities(w[3]!)).join(' '),
        words: words.length,
      });
    }
  });
  const byHeight = new Map<number, number>();
  for (const line of lines) {
    const key = Math.round(line.height * 2) / 2;
    byHeight.set(key, (byHeight.get(key) ?? 0) + line.words);
  }
  const body = [...byHeight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const bodySize = lines.filter((line) => line.height >= 0.95 * body && line.words >= 4);
  const belowColumn = (line: Line) =>
    !bodySize.some(
      (other) =>
        other.page === line.page && other.y > line.y && other.x0 < line.x1 && line.x0 < other.x1,
    );
  const isSmallPrint = (line: Line) =>
    line.height < 0.86 * body || (line.height < 0.95 * body && belowColumn(line));
  // Plain pdftotext joins a block's lines and removes their line-end hyphens, so one of its
  // lines can be several -bbox-layout lines: compare letters only, within runs of small lines.
  const letters = (t: string) => t.replace(/[\s\u00ad-]+/g, '');
  const small = new Set<string>();
  // The small lines' letters, a line break between runs of them.
  let smallRuns = '';
  for (const line of lines) {
    if (isSmallPrint(line)) {
      small.add(letters(line.text));
      smallRuns += letters(line.text);
    } else if (!smallRuns.endsWith('\n')) smallRuns += '\n';
  }
  const isSmall = (line: string) => {
    const key = letters(line);
    if (!key) return false;
    if (small.has(key)) return true;
    return line.trim().split(/\s+/).length >= 3 && smallRuns.includes(key);
  };
  return text
    .split('\n')
    .filter((line) => !isSmall(line))
    .join('\n');
}

export interface FileFigures {
  file: string;
  pages: number;
  readable: boolean;
  recall: number;
  typeRecall: number;
  splitCount: number;
  popplerSplitCount: number;
  splitPer1000: number;
  popplerSplitPer1000: number;
  hasReferences: boolean;
  referencesKept: number;
  msPerPage: number;
  missing: string[];
  splits: string[];
  /** Words of entry-shaped paragraphs taken out of pdftotext's body before its heading. */
  entryWordsDropped: number;
  /** pdftotext's body words, and its words after the front matter at every size. */
  bodyWords: number;
  allWords: number;
}

// --- run -----------------------------------------------------------------------------------
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);
const startRss = process.memoryUsage().rss;

const files = readdirSync(dir)
  .filter((f) => f.endsWith('.pdf'))
  .filter((f) => !only || only.includes(basename(f, '.pdf')))
  .sort();
const results: FileFigures[] = [];
for (const file of files) {
  const path = join(dir, file);
  const raw = pdftotext(path);
  const poppler = joinPopplerHyphens(raw);
  const { body: text, references } = splitReferences(poppler);
  const whole = withoutFrontMatter(text);
  const bodySized = withoutFrontMatter(
    splitReferences(joinPopplerHyphens(withoutSmallPrint(raw, path))).body,
  );
  const running = runningText(allSizes ? whole : bodySized);
  const body = withoutEntriesBeforeHeading(running);
  const letters = (poppler.match(/[a-z]/gi) ?? []).length;
  const readable = words(body).length > 200 && letters > 0.5 * poppler.replace(/\s/g, '').length;
  const pages = pageCount(path);
  const start = performance.now();
  const read = await readWithEngine(engine, path);
  // An engine's own text keeps its line-end hyphens, as pdftotext's does: joined the same way.
  const ours = engine === 'pdfjs' ? read : joinPopplerHyphens(read.replace(/\r\n?/g, '\n'));
  const ms = performance.now() - start;
  const ourWords = words(ours);
  const bodyWords = words(joinOwnSplits(body, new Set([...ourWords, ...words(body)])));
  // pdftotext itself drops the hyphen of a compound broken at a line end ("context-informed" →
  // "contextinformed"): a reader keeping the compound has that word too.
  const compounds = (
    ours
      .normalize('NFKC')
      .toLowerCase()
      .match(/\p{L}+(?:-\p{L}+)+/gu) ?? []
  ).map((c) => c.replace(/-/g, ''));
  const have = counts([...ourWords, ...compounds]);
  const want = counts(bodyWords);
  let hit = 0;
  let typeHit = 0;
  const missing = new Map<string, number>();
  for (const [w, n] of want) {
    const got = have.get(w) ?? 0;
    hit += Math.min(n, got);
    if (got > 0) typeHit += n;
    if (got < n) missing.set(w, n - got);
  }
  // A split's word must be one the paper uses (either reader found it whole somewhere).
  const vocabulary = new Set([...ourWords, ...bodyWords]);
  const ourSplits = splitPairs(allTokens(ours), vocabulary);
  const popplerSplits = splitPairs(allTokens(whole), vocabulary);
  const refGrams = trigrams(words(referenceEntries(references)));
  const ourGrams = trigrams(ourWords);
  const kept = [...refGrams].filter((g) => ourGrams.has(g)).length;
  results.push({
    file: basename(file, '.pdf'),
    pages,
    readable,
    recall: bodyWords.length ? hit / bodyWords.length : 1,
    typeRecall: bodyWords.length ? typeHit / bodyWords.length : 1,
    splitCount: ourSplits.length,
    popplerSplitCount: popplerSplits.length,
    splitPer1000: (1000 * ourSplits.length) / Math.max(1, ourWords.length),
    popplerSplitPer1000: (1000 * popplerSplits.length) / Math.max(1, words(whole).length),
    hasReferences: refGrams.size > 20,
    referencesKept: refGrams.size ? kept / refGrams.size : 0,
    msPerPage: ms / pages,
    missing: [...missing].sort((a, b) => b[1] - a[1]).map(([w, n]) => `${w}×${n}`),
    splits: ourSplits,
    entryWordsDropped: words(running).length - words(body).length,
    bodyWords: bodyWords.length,
    allWords: words(whole).length,
  });
  const save = option('save');
  if (save) {
    mkdirSync(save, { recursive: true });
    writeFileSync(join(save, `${basename(file, '.pdf')}.${engine}.txt`), ours);
    if (saveBodies) writeFileSync(join(save, `${basename(file, '.pdf')}.body.txt`), body);
  }
  if (show === basename(file, '.pdf')) {
    writeFileSync(`/tmp/measure-${show}-${engine}.txt`, ours);
    writeFileSync(`/tmp/measure-${show}-poppler.txt`, poppler);
    writeFileSync(`/tmp/measure-${show}-body.txt`, body);
  }
}
clearInterval(sampler);

const pct = (v: number) => `${(100 * v).toFixed(1)}`;
const table = results.map((r) => ({
  file: r.file,
  ok: r.readable ? '' : 'unreadable by pdftotext',
  recall: pct(r.recall),
  'type recall': pct(r.typeRecall),
  'split/1k': r.splitPer1000.toFixed(2),
  'poppler split/1k': r.popplerSplitPer1000.toFixed(2),
  'refs kept': r.hasReferences ? pct(r.referencesKept) : '-',
  'ms/page': r.msPerPage.toFixed(0),
  'top missing': r.missing.slice(0, 6).join(' '),
  splits: r.splits.slice(0, 5).join(' | '),
}));
console.table(table);
const measured = results.filter((r) => r.readable);
const mean = (f: (r: FileFigures) => number) =>
  measured.reduce((s, r) => s + f(r), 0) / Math.max(1, measured.length);
const summary = {
  engine,
  files: results.length,
  readable: measured.length,
  meanRecall: pct(mean((r) => r.recall)),
  meanTypeRecall: pct(mean((r) => r.typeRecall)),
  filesTypeRecallUnder98: measured.filter((r) => r.typeRecall < 0.98).length,
  filesRecallUnder98: measured.filter((r) => r.recall < 0.98).length,
  /** How much of pdftotext's text after the front matter the body measured holds. */
  bodyShareOfAllWords: pct(
    measured.reduce((sum, r) => sum + r.bodyWords, 0) /
      Math.max(
        1,
        measured.reduce((sum, r) => sum + r.allWords, 0),
      ),
  ),
  meanSplitPer1000: mean((r) => r.splitPer1000).toFixed(2),
  meanPopplerSplitPer1000: mean((r) => r.popplerSplitPer1000).toFixed(2),
  filesSplitAbovePoppler: measured.filter((r) => r.splitPer1000 > r.popplerSplitPer1000).length,
  filesSplitPairsAbovePoppler: measured.filter((r) => r.splitCount > r.popplerSplitCount).length,
  splitPairs: measured.reduce((sum, r) => sum + r.splitCount, 0),
  popplerSplitPairs: measured.reduce((sum, r) => sum + r.popplerSplitCount, 0),
  filesWithReferences: measured.filter((r) => r.hasReferences).length,
  filesReferencesKept: measured.filter((r) => r.hasReferences && r.referencesKept > 0.15).length,
  msPerPage: mean((r) => r.msPerPage).toFixed(0),
  peakRssMB: ((peakRss - startRss) / 2 ** 20).toFixed(0),
};
console.log(summary);
const out = option('json');
if (out) writeFileSync(out, JSON.stringify({ summary, results }, null, 1));
