/**
 * The companions the local engine writes beside the abstract, all from the paper's own sentences:
 * highlights and a TL;DR shortened by deletion only (shorten.ts), a plain-language summary of the
 * paper's simplest sentences, title ideas where the paper names its contribution in a phrase, and
 * the AI-use declaration. Limits come from contracts' companions module.
 */
import {
  buildAiStatement,
  companionLimits,
  countCharacters,
  readabilityGainWarning,
  type CompanionLimits,
  type Companions,
} from '@abstractly/contracts/companions';
import type { CandidateInfo } from './compose.ts';
import { isStopword } from '../read/language.ts';
import type { Role } from '../rank/roles.ts';
import { scoreReadability } from '../measure/readability.ts';
import { countWords, joinSentences } from '../read/segment.ts';
import type { Candidate } from './select.ts';
import { cosine, wordVector } from '../read/vectors.ts';
import { explainAcronyms, findDefinitions } from '../sentence/acronyms.ts';
import { shortenings, type Shortened } from '../sentence/shorten.ts';
import { capitalise } from '../sentence/tidy.ts';

/** The engine's version as the AI-use declaration names it; raised when its output changes. */
export const ENGINE_VERSION = '1.0';

export interface CompanionInput {
  candidates: Candidate[];
  /** Each candidate's shortenings, computed once for every companion (filled as needed). */
  forms?: Map<string, Shortened[]>;
  info: Map<number, CandidateInfo>;
  abstract: string;
  language: string;
  venue?: string | undefined;
  /** The paper's abbreviations as the candidates write them, when they cannot be read from them. */
  definitions?: ReadonlyMap<string, string>;
}

export interface CompanionOutput {
  companions: Required<Companions>;
  warnings: string[];
  readability: { plain_summary: number; abstract: number };
}

interface Piece {
  index: number;
  role: Role;
  score: number;
  text: string;
  cuts: number;
  content: Map<string, number>;
}

/** Two statements say the same thing when their content words mostly coincide. */
const SAME_THING = 0.5;
/** Highlights and TL;DR clauses shorter than this say too little to stand alone. */
const MIN_WORDS = 5;

const FINDING_ROLES: ReadonlySet<Role> = new Set(['results', 'conclusions']);
const AIM_ROLES: ReadonlySet<Role> = new Set(['objective', 'methods']);

type Ranked = Candidate & { role: Role; limitation: boolean };
const RANKED = new WeakMap<Candidate[], Ranked[]>();

/** Candidates by score, best first, each with its role (sorted once per candidate list). */
function ranked(input: CompanionInput): Ranked[] {
  const known = RANKED.get(input.candidates);
  if (known) return known;
  const list = input.candidates
    .map((c) => ({
      ...c,
      role: input.info.get(c.index)?.role ?? 'background',
      limitation: input.info.get(c.index)?.limitation ?? false,
    }))
    .sort((a, b) => b.score - a.score);
  RANKED.set(input.candidates, list);
  return list;
}

function formsOf(input: CompanionInput, text: string): Shortened[] {
  const cache = (input.forms ??= new Map());
  let forms = cache.get(text);
  if (!forms) {
    forms = shortenings(text, input.language);
    cache.set(text, forms);
  }
  return forms;
}

/** Each candidate's least cut form that `fits`, best score first (a cut costs a little score). */
function fittedPieces(input: CompanionInput, fits: (s: Shortened) => boolean, pool = 60): Piece[] {
  const pieces: Piece[] = [];
  for (const c of ranked(input).slice(0, pool)) {
    if (c.limitation) continue;
    const form = formsOf(input, c.text).find(fits);
    if (!form) continue;
    pieces.push({
      index: c.index,
      role: c.role,
      score: c.score - 0.05 * form.cuts,
      text: form.text,
      cuts: form.cuts,
      content: wordVector(form.text, input.language),
    });
  }
  return pieces.sort((a, b) => b.score - a.score);
}

function distinct(piece: Piece, chosen: readonly Piece[]): boolean {
  return chosen.every(
    (p) => p.index !== piece.index && cosine(p.content, piece.content) <= SAME_THING,
  );
}

/** 3–5 highlights: the aim or method first, then the main findings, none saying the same thing. */
function writeHighlights(input: CompanionInput, limits: CompanionLimits): string[] {
  const { max, maxChars } = limits.highlights;
  const pieces = fittedPieces(
    input,
    (s) => countCharacters(s.text) <= maxChars && countWords(s.text, input.language) >= MIN_WORDS,
  );
  const chosen: Piece[] = [];
  const take = (filter: (p: Piece) => boolean, upTo: number) => {
    for (const p of pieces) {
      if (chosen.length >= upTo) return;
      if (filter(p) && distinct(p, chosen)) chosen.push(p);
    }
  };
  take((p) => AIM_ROLES.has(p.role), 1);
  take((p) => FINDING_ROLES.has(p.role), Math.min(max, chosen.length + 3));
  take((p) => p.role !== 'background', Math.min(max, Math.max(limits.highlights.min, 4)));
  take(() => true, limits.highlights.min);
  const order: Record<Role, number> = {
    background: 0,
    objective: 1,
    methods: 2,
    results: 3,
    conclusions: 4,
  };
  return chosen
    .sort((a, b) => order[a.role] - order[b.role] || a.index - b.index)
    .map((p) => p.text);
}

/** "We test X; it halves Y." joins two clauses without a word added; a joined first word is lower-cased only when it is a common word. */
function join(first: string, second: string, language: string): string {
  const head = first.replace(/[.!?]+$/u, '');
  const word = /^\p{Lu}\p{Ll}*\b/u.exec(second)?.[0];
  const tail =
    word && isStopword(word.toLowerCase(), language)
      ? word.toLowerCase() + second.slice(word.length)
      : second;
  return `${head}; ${tail}`;
}

/** One sentence of at most 30 words: what the paper does and what it finds. */
function writeTldr(input: CompanionInput, limits: CompanionLimits): string | undefined {
  const maxWords = limits.tldr.maxWords;
  const words = (t: string) => countWords(t, input.language);
  const pieces = fittedPieces(
    input,
    (s) => words(s.text) <= maxWords && words(s.text) >= MIN_WORDS && !/;/u.test(s.text),
  );
  const aims = pieces.filter((p) => AIM_ROLES.has(p.role));
  const findings = pieces.filter((p) => FINDING_ROLES.has(p.role));
  for (const aim of aims.slice(0, 5)) {
    for (const finding of findings.slice(0, 8)) {
      if (!distinct(finding, [aim])) continue;
      const joined = join(aim.text, finding.text, input.language);
      if (words(joined) <= maxWords) return joined;
    }
  }
  return (findings[0] ?? aims[0] ?? pieces[0])?.text;
}

/** Capitals of two or more letters ("CNN", "qPCR"): jargon for a lay reader. */
const ACRONYM = /\b\p{Lu}*\p{Ll}?\p{Lu}{2,}\p{Ll}?s?\b/u;
/** A lone capital other than "A" or "I", or a bracketed formula: a variable, not plain language. */
const VARIABLE = /(?:^|\s)[B-HJ-Z](?=[\s,.;])|\w\([^()]*\)|[=<>$]/u;

/**
 * About the venue's length in the paper's easiest sentences (lightly shortened), in the paper's
 * order, scored for reading ease and penalised for acronyms and numbers; sentences are swapped
 * for easier ones until it reads at least `readabilityGain` points easier than the abstract (whose
 * ease the caller has measured: `abstractEase`).
 */
function writePlainSummary(
  input: CompanionInput,
  limits: CompanionLimits,
  abstractEase: number,
): { text: string; ease: number } {
  const { language } = input;
  const { target, min, max } = limits.plainSummary;
  const goal = abstractEase + limits.readabilityGain + 2;
  const all = ranked(input);
  const scores = all.map((c) => c.score);
  const mean = scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length);
  const sd =
    Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, scores.length)) || 1;
  const options = all.slice(0, 80).flatMap((c) => {
    // The lightest cut that drops citations, parentheses and framing; no target length.
    const forms = formsOf(input, c.text);
    const form = forms[Math.min(forms.length - 1, 3)] ?? forms[0];
    if (!form) return [];
    const text = form.text;
    const n = countWords(text, language);
    if (n < 6 || n > 35) return [];
    const ease = scoreReadability(text, language);
    const jargon =
      (ACRONYM.test(text) ? 1 : 0) + (/\d/u.test(text) ? 0.5 : 0) + (VARIABLE.test(text) ? 2 : 0);
    return [
      {
        index: c.index,
        text,
        words: n,
        ease,
        content: wordVector(text, language),
        value: (c.score - mean) / sd + ease / 40 - jargon - (c.limitation ? 0.5 : 0),
      },
    ];
  });
  type Option = (typeof options)[number];
  const pick = (pool: Option[]): Option[] => {
    const chosen: Option[] = [];
    let total = 0;
    for (const o of [...pool].sort((a, b) => b.value - a.value)) {
      if (total >= target) break;
      if (total + o.words > max) continue;
      if (chosen.some((c) => cosine(c.content, o.content) > SAME_THING)) continue;
      chosen.push(o);
      total += o.words;
    }
    return chosen.sort((a, b) => a.index - b.index);
  };
  const render = (chosen: Option[]) =>
    joinSentences(
      chosen.map((o) => o.text),
      language,
    );
  let pool = options;
  let chosen = pick(pool);
  let text = render(chosen);
  let ease = scoreReadability(text, language);
  // Too hard still: leave out the hardest sentence chosen and pick again, a few times.
  for (let round = 0; round < 8 && ease < goal && chosen.length > 0; round++) {
    const hardest = chosen.reduce((a, b) => (b.ease < a.ease ? b : a));
    pool = pool.filter((o) => o !== hardest);
    const next = pick(pool);
    const nextText = render(next);
    if (countWords(nextText, language) < min) break;
    chosen = next;
    text = nextText;
    ease = scoreReadability(text, language);
  }
  // Abbreviations the paper defines are spelled out at their first use, while the summary stays
  // within its length and clearly easier than the abstract.
  const definitions = input.definitions ?? findDefinitions(input.candidates.map((c) => c.text));
  const explained = explainAcronyms(text, definitions);
  if (explained !== text && countWords(explained, language) <= max) {
    const explainedEase = scoreReadability(explained, language);
    if (explainedEase >= abstractEase + limits.readabilityGain)
      return { text: explained, ease: explainedEase };
  }
  return { text, ease };
}

/** "We propose a tree kernel for relation extraction that…" → "A tree kernel for relation extraction". */
const CONTRIBUTION =
  /^(?:(?:we|this (?:paper|study|work|article)|the (?:paper|study|work|article))(?: (?:here|also))?|(?:the )?(?:aim|goal|purpose|objective)s? of (?:this|the present|our) (?:paper|study|work|article) (?:was|is) to|(?:this|the present|our) (?:paper|study|work|article) aims to) (?:propose[sd]?|present(?:s|ed)?|introduce[sd]?|describe[sd]?|develop(?:s|ed)?|investigate[sd]?|examine[sd]?|stud(?:y|ies|ied)|explore[sd]?|report(?:s|ed)?|evaluate[sd]?|assess(?:es|ed)?|determine[sd]?|quantif(?:y|ies|ied)|characteri[sz]e[sd]?|analy[sz]e[sd]?|compare[sd]?)\s+((?:a|an|the|two|three|several)\s+[^,;:.]+?)(?:\s+(?:that|which|who|where|to|by|using|based|with|and (?:show|demonstrate|evaluate|apply|use|test|find))\b|[,;:.])/iu;

/** Title ideas from the phrases with which the paper names its contribution (up to `count`). */
function writeTitles(input: CompanionInput, count: number, maxWords: number): string[] {
  const titles: string[] = [];
  const seen: Map<string, number>[] = [];
  for (const c of ranked(input)) {
    if (titles.length >= count) break;
    const match = CONTRIBUTION.exec(c.text.replace(/\s*\([^()]*\)/gu, ''));
    if (!match) continue;
    const phrase = match[1]!.replace(/^(?:a|an|the)\s+/iu, '').trim();
    const n = countWords(phrase, input.language);
    if (n < 3 || n > maxWords) continue;
    // A phrase ending on a function word or a participle ("techniques used") is not a title.
    if (
      /\b(?:of|for|in|on|to|and|or|with|the|a|an|\w+ed)$/iu.test(phrase) ||
      /[()[\]]/u.test(phrase)
    )
      continue;
    const content = wordVector(phrase, input.language);
    if (seen.some((s) => cosine(s, content) > SAME_THING)) continue;
    seen.push(content);
    titles.push(capitalise(phrase));
  }
  return titles;
}

export function writeCompanions(given: CompanionInput): CompanionOutput {
  const input = { ...given, forms: given.forms ?? new Map<string, Shortened[]>() };
  const limits = companionLimits(input.venue);
  const warnings: string[] = [];
  const highlights = writeHighlights(input, limits);
  if (highlights.length < limits.highlights.min) {
    warnings.push(
      `Only ${highlights.length} highlight${highlights.length === 1 ? '' : 's'} could be written: no other sentence of the paper fits ${limits.highlights.maxChars} characters as a whole statement (${limits.highlights.source}) without saying what another one says.`,
    );
  }
  const tldr = writeTldr(input, limits) ?? '';
  if (!tldr) warnings.push('No TL;DR could be written: no sentence of the paper fits 30 words.');
  const abstractEase = scoreReadability(input.abstract, input.language);
  const plain = writePlainSummary(input, limits, abstractEase);
  const plainWords = countWords(plain.text, input.language);
  if (plain.text && plainWords < limits.plainSummary.min)
    warnings.push(
      `The plain-language summary has ${plainWords} words, under the ${limits.plainSummary.min} it should have (${limits.plainSummary.source}): the paper has too few simple sentences to draw on.`,
    );
  const hard = readabilityGainWarning(plain.ease, abstractEase, limits.readabilityGain);
  if (hard) warnings.push(`${hard} The paper has few simple sentences to draw on.`);
  const titles = writeTitles(input, limits.titles.count, limits.titles.maxWords);
  if (titles.length < limits.titles.count) {
    warnings.push(
      `${titles.length === 0 ? 'No title ideas' : `Only ${titles.length} title idea${titles.length === 1 ? '' : 's'}`}: the local engine takes titles only from phrases in which the paper names its own contribution; an AI provider writes ${limits.titles.count}.`,
    );
  }
  return {
    companions: {
      highlights,
      tldr,
      plain_summary: plain.text,
      title_suggestions: titles,
      ai_statement: buildAiStatement({ kind: 'engine', version: ENGINE_VERSION }),
    },
    warnings,
    readability: { plain_summary: plain.ease, abstract: abstractEase },
  };
}
