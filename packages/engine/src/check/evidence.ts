/**
 * Where each sentence of an abstract comes from in its paper. The paper is cut into passages (its
 * sentences, with their offsets into the text as given); each abstract sentence is compared with
 * every passage by containment: the share of the sentence's content (its content terms, each
 * weighted by how rare it is in the paper) that the passage also holds. A sentence copied from a
 * passage is wholly contained in it; a sentence the paper never wrote shares only common words.
 * Pure: runs in the browser, Node and Deno. Offsets are UTF-16 indices, [start, end).
 */
import { isStopword } from '../read/language.ts';
import { openingHeading } from '../read/opening-heading.ts';
import { hasCjk, isLowercased, sentenceSpans, terms } from '../read/segment.ts';
import type { EvidenceSource, SentenceEvidence } from '../types.ts';

/** A sentence's evidence with what the claim checks need to judge it. */
export interface TracedSentence extends SentenceEvidence {
  text: string;
  /** Weighted share of the sentence's content found in its (up to three) sources together. */
  support: number;
  /** Weighted share of the sentence's content found anywhere in the paper. */
  paperSupport: number;
  /** How many distinct content terms the sentence has (few terms: too little to judge). */
  contentTerms: number;
  /** The sentence's content words the paper never uses, as written in the sentence. */
  absentWords: string[];
  /** Share of the sentence's pairs of neighbouring content words that are neighbours in the paper too. */
  pairSupport: number;
  /**
   * The passages holding most of the sentence, best first (the sources among them): where the
   * paper may say the same again, to hold the sentence's wording against every place it does.
   */
  candidates: EvidenceSource[];
}

/** At most this many sources per sentence. */
const MAX_SOURCES = 3;
/** A passage holding less of the sentence than this is not shown as a further source. */
const MIN_SOURCE_SCORE = 0.25;
/** Nor as the first: a word or two in common is no evidence. */
const MIN_FIRST_SCORE = 0.15;
/** A later source must add at least this much of the sentence that the earlier ones lack. */
const MIN_GAIN = 0.08;
/** The passages a sentence is held against for its wording: at most this many. */
const MAX_CANDIDATES = 8;

interface Passage {
  start: number;
  end: number;
  keys: Set<string>;
  weight: number;
  /** A heading line ("4 Results"): it names a topic, it supports nothing. */
  heading: boolean;
}

/** A short line without a sentence's final stop is a heading. */
const HEADING_LINE = /^(?:\S+\s+){0,11}\S+$/u;
const ENDS_SENTENCE = /[.!?。！？]["'”’)\]]*$/u;

interface PaperIndex {
  passages: Passage[];
  /** Neighbouring content-word keys of the paper's sentences, "a b". */
  pairs: Set<string>;
  postings: Map<string, number[]>;
  idf: (key: string) => number;
  maxIdf: number;
}

/** A heading that opens a paragraph of a structured abstract ("Methods: …"); not content. */
const OPENING_HEADING = openingHeading(4);

/**
 * The matching key of a term: light, language-neutral stemming (plural and common endings off, long
 * words cut to their first seven letters), so "improves", "improved" and "improvement" meet.
 */
export function termKey(term: string): string {
  if (hasCjk(term) || term.length <= 4) return term;
  let t = term;
  if (t.endsWith('ies')) t = `${t.slice(0, -3)}y`;
  else if (t.endsWith('s') && !t.endsWith('ss') && !t.endsWith('us') && !t.endsWith('is'))
    t = t.slice(0, -1);
  return t.length > 7 ? t.slice(0, 7) : t;
}

/** The content words of a text (no stopwords, no numbers) with their keys. */
function contentWords(text: string, language: string): { word: string; key: string }[] {
  const out: { word: string; key: string }[] = [];
  for (const t of terms(text, language))
    if (!isStopword(t, language)) out.push({ word: t, key: termKey(t) });
  return out;
}

/** The paper's passages: each paragraph's sentences with their offsets into the text as given. */
export function paperPassages(source: string, language: string): { start: number; end: number }[] {
  const lowercased = isLowercased(source);
  const out: { start: number; end: number }[] = [];
  const blank = /\n[ \t\r\f\v]*\n/gu;
  let from = 0;
  const addParagraph = (end: number) => {
    const paragraph = source.slice(from, end);
    if (paragraph.trim())
      for (const span of sentenceSpans(paragraph, language, lowercased))
        out.push({ start: from + span.start, end: from + span.end });
  };
  for (const m of source.matchAll(blank)) {
    addParagraph(m.index);
    from = m.index + m[0].length;
  }
  addParagraph(source.length);
  return out;
}

/** The last paper indexed: the check re-runs as the user types, against the same paper. */
let cached: { source: string; language: string; index: PaperIndex } | undefined;

function indexPaper(source: string, language: string): PaperIndex {
  if (cached && cached.source === source && cached.language === language) return cached.index;
  const spans = paperPassages(source, language);
  const df = new Map<string, number>();
  const pairs = new Set<string>();
  const keysOf = spans.map((span) => {
    const words = contentWords(source.slice(span.start, span.end), language);
    for (let i = 1; i < words.length; i++) pairs.add(`${words[i - 1]!.key} ${words[i]!.key}`);
    const keys = new Set(words.map((w) => w.key));
    for (const k of keys) df.set(k, (df.get(k) ?? 0) + 1);
    return keys;
  });
  const n = spans.length;
  const maxIdf = Math.log((n + 1) / 0.5);
  const idf = (key: string) => {
    const d = df.get(key);
    return d === undefined ? maxIdf : Math.log((n + 1) / (d + 0.5));
  };
  const postings = new Map<string, number[]>();
  const passages = spans.map((span, i) => {
    let weight = 0;
    for (const k of keysOf[i]!) {
      weight += idf(k);
      let list = postings.get(k);
      if (!list) postings.set(k, (list = []));
      list.push(i);
    }
    const text = source.slice(span.start, span.end).trim();
    const heading = HEADING_LINE.test(text) && !ENDS_SENTENCE.test(text) && !hasCjk(text);
    return { ...span, keys: keysOf[i]!, weight, heading };
  });
  const index = { passages, pairs, postings, idf, maxIdf };
  cached = { source, language, index };
  return index;
}

interface Candidate {
  /** The passage's index in the paper. */
  i: number;
  /** Share of the sentence's weighted content the passage holds. */
  score: number;
  rank: number;
}

/**
 * The passages holding some of the sentence, best first: the share of the sentence a passage
 * holds; among equals, the passage that is most about the sentence (the larger share of its own
 * content matched); among near-equals (a sentence the paper states twice in other words), the
 * passage that keeps the sentence's own word pairs, the one it was written from.
 */
function rankPassages(
  paper: PaperIndex,
  matched: Map<number, number>,
  total: number,
  words: { word: string; key: string }[],
  source: string,
  language: string,
): Candidate[] {
  const ranked = Array.from(matched, ([i, m]) => ({
    i,
    score: m / total,
    rank: m / total + 0.02 * (m / Math.max(m, paper.passages[i]!.weight)),
  }))
    .filter((c) => !paper.passages[c.i]!.heading)
    .sort((a, b) => b.rank - a.rank || a.i - b.i);
  const top = ranked[0];
  if (!top || ranked.length < 2) return ranked;
  const pairs = new Set<string>();
  for (let i = 1; i < words.length; i++) pairs.add(`${words[i - 1]!.word} ${words[i]!.word}`);
  const kept = (i: number) => {
    const own = contentWords(
      source.slice(paper.passages[i]!.start, paper.passages[i]!.end),
      language,
    );
    let n = 0;
    for (let k = 1; k < own.length; k++) if (pairs.has(`${own[k - 1]!.word} ${own[k]!.word}`)) n++;
    return n;
  };
  const close = ranked.filter((c) => c.score >= top.score - 0.05).slice(0, 5);
  if (close.length > 1) {
    const counts = close.map((c) => kept(c.i));
    const best = close[counts.indexOf(Math.max(...counts))]!;
    ranked.splice(ranked.indexOf(best), 1);
    ranked.unshift(best);
  }
  return ranked;
}

/** The sources among the ranked passages: each later one must add to what the earlier ones hold. */
function pickSources(
  paper: PaperIndex,
  ranked: Candidate[],
  weights: Map<string, number>,
  total: number,
): { sources: EvidenceSource[]; coveredWeight: number } {
  const sources: EvidenceSource[] = [];
  const covered = new Set<string>();
  let coveredWeight = 0;
  for (const candidate of ranked.slice(0, 40)) {
    if (sources.length >= MAX_SOURCES) break;
    const passage = paper.passages[candidate.i]!;
    let gain = 0;
    for (const [key, w] of weights) if (!covered.has(key) && passage.keys.has(key)) gain += w;
    if (candidate.score < MIN_FIRST_SCORE) break;
    if (sources.length > 0 && (candidate.score < MIN_SOURCE_SCORE || gain / total < MIN_GAIN))
      continue;
    for (const key of weights.keys()) if (passage.keys.has(key)) covered.add(key);
    coveredWeight += gain;
    sources.push(asSource(paper, candidate));
  }
  return { sources, coveredWeight };
}

const asSource = (paper: PaperIndex, c: Candidate): EvidenceSource => ({
  start: paper.passages[c.i]!.start,
  end: paper.passages[c.i]!.end,
  score: Math.round(c.score * 1000) / 1000,
});

/**
 * Each sentence of the abstract with its evidence in the paper and the measures the claim checks
 * use (see TracedSentence). Without a paper every sentence has no source.
 */
export function traceSentences(
  abstract: string,
  source: string,
  language: string,
  sentences?: { start: number; end: number }[],
): TracedSentence[] {
  const spans =
    sentences?.map((s) => ({ ...s, text: abstract.slice(s.start, s.end) })) ??
    sentenceSpans(abstract, language);
  const hasPaper = source.trim() !== '';
  const paper = hasPaper ? indexPaper(source, language) : undefined;
  return spans.map((span) => {
    const heading = OPENING_HEADING.exec(span.text);
    const body =
      heading && span.text.slice(heading[0].length).trim()
        ? span.text.slice(heading[0].length)
        : span.text;
    const words = contentWords(body, language);
    const weights = new Map<string, number>();
    const written = new Map<string, string>();
    for (const w of words) {
      if (!written.has(w.key)) written.set(w.key, w.word);
      // A word the paper never uses weighs as its rarest words do.
      weights.set(w.key, paper ? paper.idf(w.key) : 1);
    }
    const base = { start: span.start, end: span.end, text: span.text, contentTerms: weights.size };
    if (!paper || weights.size === 0)
      return {
        ...base,
        sources: [],
        candidates: [],
        support: 0,
        paperSupport: 0,
        absentWords: [],
        pairSupport: 0,
      };
    let pairCount = 0;
    let pairsFound = 0;
    for (let i = 1; i < words.length; i++) {
      pairCount++;
      if (paper.pairs.has(`${words[i - 1]!.key} ${words[i]!.key}`)) pairsFound++;
    }
    let total = 0;
    let inPaper = 0;
    const absentWords: string[] = [];
    const matched = new Map<number, number>();
    for (const [key, w] of weights) {
      total += w;
      const list = paper.postings.get(key);
      if (!list) {
        absentWords.push(written.get(key)!);
        continue;
      }
      inPaper += w;
      for (const i of list) matched.set(i, (matched.get(i) ?? 0) + w);
    }
    const ranked = rankPassages(paper, matched, total, words, source, language);
    const { sources, coveredWeight } = pickSources(paper, ranked, weights, total);
    return {
      ...base,
      sources,
      candidates: ranked
        .slice(0, MAX_CANDIDATES)
        .filter((c) => c.score >= MIN_FIRST_SCORE)
        .map((c) => asSource(paper, c)),
      support: coveredWeight / total,
      paperSupport: inPaper / total,
      absentWords,
      pairSupport: pairCount === 0 ? 1 : pairsFound / pairCount,
    };
  });
}

/**
 * Where each of the given sentences stands in the text, in order; undefined when one is not found
 * (then the text's own sentence split is used). The local engine knows the sentences it joined.
 */
export function locateSentences(
  text: string,
  sentences: string[],
): { start: number; end: number }[] | undefined {
  const out: { start: number; end: number }[] = [];
  let from = 0;
  for (const sentence of sentences) {
    const at = text.indexOf(sentence, from);
    if (at < 0) return undefined;
    out.push({ start: at, end: at + sentence.length });
    from = at + sentence.length;
  }
  return out;
}

/**
 * The evidence of each sentence of the abstract, in sentence order (the answers' `data.evidence`);
 * `sentences` gives the sentences' places when the caller knows them better than a split.
 */
export function findEvidence(
  ...[abstract, source, language, sentences]: Parameters<typeof traceSentences>
): SentenceEvidence[] {
  return evidenceOf(traceSentences(abstract, source, language, sentences));
}

/** The evidence part of traced sentences (what the answers carry, without the claim measures). */
export function evidenceOf(traced: readonly TracedSentence[]): SentenceEvidence[] {
  return traced.map(({ start, end, sources }) => ({ start, end, sources }));
}
