/**
 * How strongly a text states what it says, read from the cue lexicon (cues.ts): its hedges and
 * boosters, its causal and associative wording, whether it keeps to a sample or speaks of
 * everyone, and its claims of priority. A text is read once into tokens (with the content keys
 * the evidence matches on) and cues (with offsets), so the strength of one claim in it can be
 * read in the words around that claim. English only.
 */
import { termKey } from './evidence.ts';
import { isStopword } from '../read/language.ts';
import { escapeRegExp } from '../read/segment.ts';
import { verbForms } from '../sentence/verb-forms.ts';
import {
  ASSOCIATION,
  CLAUSE_OPENERS,
  BOOSTER_VERBS,
  BOOSTERS,
  CAUSAL,
  CAUSAL_VERBS,
  GENERIC,
  GRAMMATICAL_WORDS,
  HEDGE_VERBS,
  HEDGES,
  MADE_THINGS,
  NEGATIONS,
  NOT_HEDGES,
  OBSERVED,
  PAST_REPORTS,
  POPULATION_NOUNS,
  PRIORITY,
  PRIORITY_IN_PAPER,
  ORDINAL_FIRST,
  PRESENTING_VERBS,
  PRIORITY_SUBJECTS,
  SAMPLE_DETERMINERS,
  SAMPLE_SCOPE,
  UNIVERSAL,
  WEAK_BOOSTER_VERBS,
  WEAK_BOOSTERS,
  type HedgeAspect,
} from './cues.ts';

export type CueKind =
  | 'hedge'
  | 'booster'
  | 'weak booster'
  | 'causal'
  | 'association'
  | 'sample'
  | 'generic'
  | 'universal';

export interface Cue {
  kind: CueKind;
  /** A hedge's aspect of uncertainty. */
  aspect?: HedgeAspect;
  start: number;
  end: number;
  text: string;
}

export interface Token {
  start: number;
  end: number;
  /** Lower-cased. */
  word: string;
  /** The evidence's matching key of a content word (evidence.ts termKey); none for a stopword. */
  key: string | undefined;
  /**
   * The same key for any word but a grammatical one or a number: what a claim is made of, with
   * the general words a stopword list drops ("the transition is second order").
   */
  stem: string | undefined;
}

/** A text read for its strength. */
export interface Reading {
  text: string;
  tokens: Token[];
  /** Content keys of the text. */
  keys: Set<string>;
  /** Stems of the text: its content keys and its general words'. */
  stems: Set<string>;
  /** Its cues, in text order. */
  cues: Cue[];
}

/** One pattern matching any of the phrases as whole words (longest first). */
function phrasePattern(phrases: readonly string[]): RegExp {
  const alternatives = [...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    .map((p) => escapeRegExp(p.toLowerCase()).replace(/\s+/gu, '\\s+').replace(/-/gu, '[-\\s]?'));
  // Not inside a word, nor after a hyphen: "regulation-associated", "well-established" and
  // "drug-induced" name or describe, they do not state.
  return new RegExp(`(?<![\\p{L}\\p{N}-])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

const HEDGE_PATTERNS = (Object.keys(HEDGES) as HedgeAspect[]).map(
  (aspect) =>
    [
      aspect,
      phrasePattern([...HEDGES[aspect], ...HEDGE_VERBS[aspect].flatMap(verbForms)]),
    ] as const,
);
const PATTERNS: [Exclude<CueKind, 'hedge' | 'sample' | 'generic'>, RegExp][] = [
  ['booster', phrasePattern([...BOOSTERS, ...BOOSTER_VERBS.flatMap(verbForms)])],
  ['weak booster', phrasePattern([...WEAK_BOOSTERS, ...WEAK_BOOSTER_VERBS.flatMap(verbForms)])],
  ['causal', phrasePattern([...CAUSAL, ...CAUSAL_VERBS.flatMap(verbForms)])],
  ['association', phrasePattern(ASSOCIATION)],
  ['universal', phrasePattern(UNIVERSAL)],
];
const NOT_HEDGE = phrasePattern(NOT_HEDGES);
const SAMPLE = phrasePattern(SAMPLE_SCOPE);
const GENERIC_WORDS = phrasePattern(GENERIC);
const POPULATION = new Set(POPULATION_NOUNS);
const DETERMINERS = new Set(SAMPLE_DETERMINERS);
const NEGATION = new Set(NEGATIONS);
/** Auxiliaries among the cues: a negation follows them. */
const AUXILIARIES = new Set(['will']);
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}]+)?/gu;
const POSSESSIVE = /['’]s$/u;

const matchesOf = (pattern: RegExp, text: string) =>
  Array.from(text.matchAll(pattern), (m) => ({
    start: m.index,
    end: m.index + m[0].length,
    text: m[0],
  }));

/** Population nouns: bare, stated of everyone; after a determiner or a count, of a sample. */
function populationCues(tokens: Token[], text: string): Cue[] {
  const out: Cue[] = [];
  tokens.forEach((t, i) => {
    if (!POPULATION.has(t.word)) return;
    const before = tokens.slice(Math.max(0, i - 2), i).map((b) => b.word);
    const counted = before.some((w) => DETERMINERS.has(w) || /^\d/u.test(w));
    out.push({
      kind: counted ? 'sample' : 'generic',
      start: t.start,
      end: t.end,
      text: text.slice(t.start, t.end),
    });
  });
  return out;
}

const MADE = new Set(MADE_THINGS);
/** The boosting verbs in all their forms (a cue's text is one of them when the cue is a verb). */
const BOOSTING_VERB_FORMS = new Set(BOOSTER_VERBS.flatMap(verbForms));

/**
 * Whether a boosting verb states a finding: not a purpose or a plan ("to demonstrate the
 * application", "aims to establish", unless "that" follows: "to demonstrate that"), nor the
 * making of something ("established a method", "established a new cell line").
 */
function boosts(tokens: Token[], cue: { start: number; end: number; text: string }): boolean {
  if (!BOOSTING_VERB_FORMS.has(cue.text.toLowerCase())) return true;
  const i = tokens.findIndex((t) => t.start >= cue.start);
  const next = tokens.slice(i + 1, i + 5).map((t) => t.word);
  if (tokens[i - 1]?.word === 'to' && next[0] !== 'that') return false;
  return !(/^an?$/u.test(next[0] ?? '') && next.slice(1).some((w) => MADE.has(w)));
}

function cuesOf(text: string, tokens: Token[]): Cue[] {
  const cues: Cue[] = [];
  const notHedges = matchesOf(NOT_HEDGE, text);
  for (const [aspect, pattern] of HEDGE_PATTERNS)
    for (const m of matchesOf(pattern, text))
      if (!notHedges.some((n) => n.start <= m.start && n.end >= m.end))
        cues.push({ kind: 'hedge', aspect, ...m });
  for (const [kind, pattern] of PATTERNS)
    for (const m of matchesOf(pattern, text))
      if (kind !== 'booster' || boosts(tokens, m)) cues.push({ kind, ...m });
  for (const m of matchesOf(SAMPLE, text)) cues.push({ kind: 'sample', ...m });
  for (const m of matchesOf(GENERIC_WORDS, text)) cues.push({ kind: 'generic', ...m });
  cues.push(...populationCues(tokens, text));
  return cues.sort((a, b) => a.start - b.start);
}

const GRAMMATICAL = new Set(GRAMMATICAL_WORDS);

/** Readings of the passages last read: the same passages come back for every sentence. */
const readings = new Map<string, Reading>();

/** The text read: tokens with their content keys, and cues. */
export function read(text: string): Reading {
  const known = readings.get(text);
  if (known) return known;
  const tokens: Token[] = Array.from(text.matchAll(WORD), (m) => {
    const word = m[0].toLowerCase();
    // A possessive is its noun ("the model's accuracy": model), as the evidence reads it.
    const base = word.replace(POSSESSIVE, '');
    const general = !GRAMMATICAL.has(base) && !/^\d/u.test(base) && base.length > 1;
    return {
      start: m.index,
      end: m.index + m[0].length,
      word,
      key: isStopword(base, 'en') ? undefined : termKey(base),
      stem: general ? termKey(base) : undefined,
    };
  });
  const keys = new Set(tokens.flatMap((t) => (t.key ? [t.key] : [])));
  const stems = new Set(tokens.flatMap((t) => (t.stem ? [t.stem] : [])));
  const reading = { text, tokens, keys, stems, cues: cuesOf(text, tokens) };
  if (readings.size > 4000) readings.clear();
  readings.set(text, reading);
  return reading;
}

/** Token indices of a reading whose key is one of `keys`. */
function positionsOf(reading: Reading, keys: ReadonlySet<string>): number[] {
  const out: number[] = [];
  reading.tokens.forEach((t, i) => {
    if (t.stem && keys.has(t.stem)) out.push(i);
  });
  return out;
}

/** A qualifier reaches this many tokens ahead of the words it qualifies ("suggest that the …"). */
const REACH = 12;

/**
 * The cues that bear on the words `keys` in a reading: those from `reach` tokens before the first
 * of them to the last of them. Undefined when the reading has none of the words.
 */
export function cuesAround(
  reading: Reading,
  keys: ReadonlySet<string>,
  reach = REACH,
): Cue[] | undefined {
  const at = positionsOf(reading, keys);
  if (at.length === 0) return undefined;
  const from = reading.tokens[Math.max(0, at[0]! - reach)]!.start;
  const to = reading.tokens[at.at(-1)!]!.end;
  return reading.cues.filter((c) => c.start >= from && c.start < to);
}

/**
 * How certain a reading states the words `keys`, from the cues that bear on them: −2 hedged,
 * −1 hedged but boosted too ("shows that it may"), 0 plain, 1 with a weak booster ("shows"),
 * 2 with a booster ("proves", "will").
 */
export interface Certainty {
  level: -2 | -1 | 0 | 1 | 2;
  hedge?: Cue;
  booster?: Cue;
}

export function certaintyOf(
  reading: Reading,
  keys: ReadonlySet<string>,
  reach = REACH,
): Certainty | undefined {
  const cues = cuesAround(reading, keys, reach);
  return cues && certaintyFrom(cues);
}

/** The certainty the cues around a claim give it (certaintyOf, when the cues are at hand). */
export function certaintyFrom(cues: readonly Cue[]): Certainty {
  const hedge = cues.find((c) => c.kind === 'hedge');
  const booster =
    cues.find((c) => c.kind === 'booster') ?? cues.find((c) => c.kind === 'weak booster');
  const level = hedge ? (booster ? -1 : -2) : booster ? (booster.kind === 'booster' ? 2 : 1) : 0;
  return { level, hedge, booster };
}

const OBSERVED_WORDS = new Set(OBSERVED);

/**
 * Whether a reading reports what was observed (past tense, counts) rather than stating what holds
 * in general: its bare "patients" are the sample.
 */
export function reportsObserved(reading: Reading): boolean {
  return reading.tokens.some((t) => OBSERVED_WORDS.has(t.word) || /^\d/u.test(t.word));
}

const PAST_REPORT_WORDS = new Set(PAST_REPORTS);
const WE_DID = /\bwe\s+(?:\p{L}+ly\s+)?\p{L}+ed\b/iu;

/**
 * Whether a reading reports what was done or seen (PAST_REPORTS, "we measured") rather than
 * stating what holds: the general statement a discussion hedges is not such a report.
 */
export function reportsDone(reading: Reading): boolean {
  return reading.tokens.some((t) => PAST_REPORT_WORDS.has(t.word)) || WE_DID.test(reading.text);
}

/**
 * Whether a cue stands under a negation ("does not cause"): one of the three words before it, or,
 * for an auxiliary, one of the two after it ("will often not be the case").
 */
export function negated(reading: Reading, cue: Cue): boolean {
  const i = reading.tokens.findIndex((t) => t.start >= cue.start);
  const after = AUXILIARIES.has(cue.text.toLowerCase()) ? reading.tokens.slice(i + 1, i + 3) : [];
  return [...reading.tokens.slice(Math.max(0, i - 3), i), ...after].some((t) =>
    NEGATION.has(t.word),
  );
}

/** The content keys within `span` tokens of a cue, the cue's own words left out. */
export function keysNear(reading: Reading, cue: Cue, span: number): Set<string> {
  const keys = new Set<string>();
  const i = reading.tokens.findIndex((t) => t.start >= cue.start);
  const j = reading.tokens.findIndex((t) => t.start >= cue.end);
  const last = j < 0 ? reading.tokens.length : j;
  for (let k = Math.max(0, i - span); k < Math.min(reading.tokens.length, last + span); k++)
    if ((k < i || k >= last) && reading.tokens[k]!.key) keys.add(reading.tokens[k]!.key!);
  return keys;
}

/**
 * Where a clause ends: a stop (not a decimal point), a bracket, or a comma before a conjunction or
 * relative that opens another.
 */
const CLAUSE_BREAK = new RegExp(
  `[;:!?()]|\\.(?=\\s|$)|,\\s*(?:${CLAUSE_OPENERS.map((w) => w.replace(/ /gu, '\\s+')).join('|')})(?![\\p{L}])`,
  'giu',
);

/**
 * The content keys of the clause a cue stands in (the words it qualifies), in order, and those of
 * the rest of the text.
 */
export function clauseOf(reading: Reading, cue: Cue): { keys: string[]; outside: Set<string> } {
  let from = 0;
  let to = reading.text.length;
  for (const m of reading.text.matchAll(CLAUSE_BREAK)) {
    if (m.index + m[0].length <= cue.start) from = m.index + m[0].length;
    else if (m.index >= cue.end) {
      to = m.index;
      break;
    }
  }
  const keys: string[] = [];
  const outside = new Set<string>();
  for (const t of reading.tokens)
    if (!t.key) continue;
    else if (t.start < from || t.end > to) outside.add(t.key);
    else if (!keys.includes(t.key)) keys.push(t.key);
  return { keys, outside };
}

const alternation = (words: readonly string[]) => words.map(escapeRegExp).join('|');
const ORDINAL = `(?:${alternation(ORDINAL_FIRST)})(?![\\p{L}\\p{N}-])`;
/**
 * "First" as a claim of priority: a work presented as the first ("we present the first parser",
 * "this is the first study to"), "the first … to/that", or "for the first time" said of the work;
 * not an ordinal ("the first step", "for the first time point").
 */
const FIRST_CLAIM = new RegExp(
  [
    `(?:is|are|was|were|be|being|${alternation(PRESENTING_VERBS.flatMap(verbForms))})\\s+(?:here\\s+)?(?:the|our)\\s+(?:very\\s+)?first(?![-\\s]+${ORDINAL})(?:(?:\\s+[\\p{L}-]+){0,2}?\\s+(?:to|that)|\\s+[\\p{L}-]+)?`,
    `the\\s+first\\s+(?!${ORDINAL})(?:[\\p{L}-]+\\s+){0,3}?(?:to|that)`,
    `(?:${alternation(PRIORITY_SUBJECTS)})\\s+(?:[\\p{L}-]+\\s+){0,3}?for\\s+the\\s+first\\s+time`,
    `for\\s+the\\s+first\\s+time,?\\s+(?:we|that|to|in\\s+this)`,
  ]
    .map((p) => `(?<![\\p{L}\\p{N}])(?:${p})(?![\\p{L}\\p{N}])`)
    .join('|'),
  'giu',
);
const FAMILY_PATTERNS = Object.entries(PRIORITY).map(
  ([family, phrases]) => [family, phrasePattern(phrases)] as const,
);

/** How far around a "first" its claim can reach (the verb before it, the "to" after it). */
const FIRST_REACH = 80;

/**
 * The claims of "first" in a text: FIRST_CLAIM is tried only around each "first" (a paper has few),
 * not at every position of the paper.
 */
function firstClaims(text: string): { start: number; end: number; text: string }[] {
  const out: { start: number; end: number; text: string }[] = [];
  for (const m of text.matchAll(/first/giu)) {
    // The window opens and closes at a space, so no word is cut.
    const back = m.index - FIRST_REACH;
    const from = back <= 0 ? 0 : text.lastIndexOf(' ', back) + 1;
    const next = text.indexOf(' ', m.index + FIRST_REACH);
    const to = next < 0 ? text.length : next;
    for (const c of matchesOf(FIRST_CLAIM, text.slice(from, to)))
      if (!out.some((o) => o.start === from + c.start))
        out.push({ ...c, start: from + c.start, end: from + c.end });
  }
  return out;
}

/** The text's claims of priority or superiority, by family ("first", "novel", …). */
export function priorityClaims(
  text: string,
): { family: string; start: number; end: number; text: string }[] {
  const out = firstClaims(text).map((m) => ({ family: 'first', ...m }));
  for (const [family, pattern] of FAMILY_PATTERNS)
    out.push(...matchesOf(pattern, text).map((m) => ({ family, ...m })));
  return out.sort((a, b) => a.start - b.start);
}

const IN_PAPER = Object.fromEntries(
  Object.entries(PRIORITY_IN_PAPER).map(([family, words]) => [
    family,
    words.length ? phrasePattern(words) : undefined,
  ]),
);

/** The families of priority the paper claims itself (its own wording or what answers to it). */
let paperPriority: { source: string; families: Set<string> } | undefined;

export function priorityInPaper(source: string): Set<string> {
  if (paperPriority?.source === source) return paperPriority.families;
  const families = new Set(priorityClaims(source).map((c) => c.family));
  // A paper that claims to be the first claims to be new.
  if (families.has('first')) families.add('novel');
  for (const [family, pattern] of Object.entries(IN_PAPER))
    if (pattern && new RegExp(pattern.source, 'iu').test(source)) families.add(family);
  paperPriority = { source, families };
  return families;
}
