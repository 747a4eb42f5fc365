/**
 * Cleanliness of the engine's output, for `npm run eval`: markup or placeholders in any
 * abstract, version or keyword, and sentences that start as fragments, each counted beside the
 * authors' own abstracts. A stress run re-writes the dev papers' placeholders in other
 * conventions (LaTeX, converters' bracketed words, tags) that the dev papers never use.
 */
import { generateAbstract, splitSentences } from '../../src/index.ts';
import { fragmentStart, type FragmentKind } from '../../src/sentence/fragment.ts';
import { findMarkup } from '../../src/read/markup.ts';
import { isLowercased, terms } from '../../src/read/segment.ts';
import { engineRequest, nearestTarget, type Paper } from './data.ts';

/**
 * Words a source uses mostly as the name of a placeholder or command ("formula" of "[formula]",
 * "xmath", "cite"): a keyword made of them leaked markup. A word also used as prose as often
 * ("gamma" in "gamma correction" beside one "\\gamma") is not counted.
 */
function placeholderNames(source: string): Set<string> {
  const inMarkup = new Map<string, number>();
  const add = (name: string) => {
    const key = name.toLowerCase().replace(/\d+$/u, '');
    inMarkup.set(key, (inMarkup.get(key) ?? 0) + 1);
  };
  for (const m of source.matchAll(
    /\[([\p{L}][\p{L}_-]{1,30})\d*\]|<\/?([\p{L}][\p{L}_-]{0,30})\d*\s*\/?>/gu,
  ))
    add(m[1] ?? m[2]!);
  for (const m of source.matchAll(/@x([a-z]+)/giu)) {
    add(m[1]!);
    add(`x${m[1]!}`);
  }
  for (const m of source.matchAll(/\\([a-zA-Z]{2,})/gu)) add(m[1]!);
  const all = new Map<string, number>();
  for (const t of terms(source)) all.set(t, (all.get(t) ?? 0) + 1);
  const names = new Set<string>();
  for (const [name, k] of inMarkup) if (k >= (all.get(name) ?? 0) - k) names.add(name);
  return names;
}

interface Tally {
  texts: number;
  withMarkup: number;
  keywordLists: number;
  keywordListsWithMarkup: number;
  sentences: number;
  fragments: Map<FragmentKind, number>;
  examples: string[];
}

const emptyTally = (): Tally => ({
  texts: 0,
  withMarkup: 0,
  keywordLists: 0,
  keywordListsWithMarkup: 0,
  sentences: 0,
  fragments: new Map(),
  examples: [],
});

function countFragments(
  tally: Tally,
  text: string,
  cased: boolean,
  vocabulary: Map<string, number>,
) {
  for (const sentence of splitSentences(text)) {
    tally.sentences++;
    const kind = fragmentStart(sentence, { cased, vocabulary });
    if (!kind) continue;
    tally.fragments.set(kind, (tally.fragments.get(kind) ?? 0) + 1);
    if (tally.examples.length < 3) tally.examples.push(`${kind}: ${sentence.slice(0, 90)}`);
  }
}

/** Runs the engine on each paper (standard + 3 versions + keywords) and tallies what a reader should never see. */
function tallyEngine(papers: { paper: Paper; body: string }[]) {
  const engine = emptyTally();
  const authors = emptyTally();
  for (const { paper, body } of papers) {
    const result = generateAbstract(
      engineRequest({ title: paper.title, body }, nearestTarget(paper.abstract_words)),
    );
    if (!result.ok) continue;
    const { output } = result;
    const cased = !isLowercased(body);
    const vocabulary = new Map<string, number>();
    for (const t of terms(body)) vocabulary.set(t, (vocabulary.get(t) ?? 0) + 1);
    const names = placeholderNames(body);
    const versions = [output.abstract, ...Object.values(output.alternative_versions)];
    for (const text of versions) {
      engine.texts++;
      const found = findMarkup(text);
      if (found) {
        engine.withMarkup++;
        if (engine.examples.length < 3) engine.examples.push(`markup: ${found}`);
      }
      countFragments(engine, text, cased, vocabulary);
    }
    engine.keywordLists++;
    const leaked = output.keywords.find(
      (k) =>
        findMarkup(k) ||
        k
          .toLowerCase()
          .split(/\s+/u)
          .some((w) => names.has(w)),
    );
    if (leaked) {
      engine.keywordListsWithMarkup++;
      if (engine.examples.length < 3) engine.examples.push(`keyword: ${leaked}`);
    }
    authors.texts++;
    if (findMarkup(paper.abstract)) authors.withMarkup++;
    countFragments(authors, paper.abstract, cased, vocabulary);
  }
  return { engine, authors };
}

const share = (k: number, n: number) => `${k}/${n} (${((100 * k) / Math.max(1, n)).toFixed(1)}%)`;
const kinds = (t: Tally) => JSON.stringify(Object.fromEntries(t.fragments));
const fragmentTotal = (t: Tally) => [...t.fragments.values()].reduce((a, b) => a + b, 0);

/** Placeholder conventions the dev papers do not use: math, then citation. */
const CONVENTIONS: { name: string; math: string; citation: string }[] = [
  { name: 'converter words [formula] [citation]', math: '[formula]', citation: ' [citation]' },
  { name: 'LaTeX $x_{1}$ \\cite{key}', math: '$x_{1}^{2}$', citation: '~\\cite{ref1}' },
  {
    name: 'LaTeX \\(x\\) \\citep{a,b}',
    math: '\\(\\alpha\\)',
    citation: ' \\citep{smith2020,lee2019}',
  },
  { name: 'tags <math> <ref>', math: '<math>', citation: ' <ref>' },
  { name: 'unknown words [zq] [yk]', math: 'H[zq]', citation: ' [yk]' },
];

/** Re-writes a paper's placeholders (@xmath/<dig> for math, @xcite/<cit> for citations) in another convention. */
function rewritePlaceholders(body: string, convention: (typeof CONVENTIONS)[number]): string {
  return body
    .replace(/@xmath\d*|<dig>/giu, convention.math)
    .replace(/\s*(?:@xcite|<cit>)/giu, convention.citation);
}

/** Prints the cleanliness section of `npm run eval` over the given papers. */
export function reportCleanliness(papers: Paper[], stressLimit = 60): void {
  const { engine, authors } = tallyEngine(papers.map((paper) => ({ paper, body: paper.body })));
  console.log(
    `\nCleanliness over ${papers.length} dev papers (standard + 3 versions each, keywords):`,
  );
  console.log(
    `  markup or placeholders: engine ${share(engine.withMarkup, engine.texts)} texts, keywords ${share(engine.keywordListsWithMarkup, engine.keywordLists)} lists; authors' abstracts ${share(authors.withMarkup, authors.texts)}`,
  );
  console.log(
    `  fragment starts: engine ${share(fragmentTotal(engine), engine.sentences)} sentences ${kinds(engine)}; authors' abstracts ${share(fragmentTotal(authors), authors.sentences)} ${kinds(authors)}`,
  );
  for (const e of engine.examples) console.log(`    engine ${e}`);
  for (const e of authors.examples) console.log(`    authors ${e}`);

  // Papers that carry placeholders, re-written in conventions the dev papers never use.
  const withPlaceholders = papers
    .filter((p) => /@xmath|@xcite|<dig>|<cit>/iu.test(p.body))
    .slice(0, stressLimit);
  console.log(
    `\nOther placeholder conventions (${withPlaceholders.length} dev papers whose placeholders are re-written):`,
  );
  for (const convention of CONVENTIONS) {
    const { engine: t } = tallyEngine(
      withPlaceholders.map((paper) => ({
        paper,
        body: rewritePlaceholders(paper.body, convention),
      })),
    );
    console.log(
      `  ${convention.name.padEnd(40)} texts with markup ${share(t.withMarkup, t.texts)}, keyword lists ${share(t.keywordListsWithMarkup, t.keywordLists)}, fragment starts ${share(fragmentTotal(t), t.sentences)}`,
    );
    for (const e of t.examples) console.log(`    ${e}`);
  }
}
