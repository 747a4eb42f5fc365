/**
 * Claims held against the paper: each sentence of an abstract is judged by its evidence
 * (evidence.ts). Two findings come out of it, with the sentence's offsets:
 *   - unsupported-claim: the paper holds little of the sentence (its best passages together hold
 *     under a third of its weighted content, and almost none of its word pairs occur in the paper);
 *   - overclaim: the sentence is more certain, more causal or more general than the passage it
 *     rests on (a hedge of the passage dropped, a causal verb where the passage reports an
 *     association, a "first"/"novel"/"state-of-the-art" the paper never claims, a finding about a
 *     sample stated of everyone).
 * A sentence is "supported" when neither holds. The lexicons are English; other languages get the
 * unsupported-claim check only, and an abstract in another language than its paper neither.
 */
import { traceSentences, type TracedSentence } from './evidence.ts';
import type { Finding } from './findings.ts';
import { sourceLanguage } from '../read/language.ts';

/** Under this share of its weighted content in its sources… */
export const UNSUPPORTED_SUPPORT = 0.3;
/** …and under this share of its neighbouring word pairs anywhere in the paper: unsupported. */
export const UNSUPPORTED_PAIRS = 0.1;
/** Sentences with fewer content words than this say too little to judge. */
const MIN_CONTENT_TERMS = 3;
/** A source that holds this share of the sentence is the passage it restates. */
const RESTATES = 0.5;
/** A hedge is only held against a sentence that restates its passage this closely. */
const RESTATES_CLOSELY = 0.7;

/** Hedges: words that make a statement tentative. */
const HEDGE =
  /\b(?:may|might|could(?! not\b)|suggests?|suggested|suggesting|suggestive|(?:indicates?|indicated|indicating) that|implies|implied|imply|(?:appears?|appeared|seems?|seemed) to|(?:un)?likely|possibly|it is possible|probably|perhaps|potentially|presumabl[ey]|putative(?:ly)?|plausibl[ey]|hypothesi[sz]e[sd]?|speculat\w*|tentative(?:ly)?|partly|partially|in part|to some extent|it is thought|we believe|we propose that)\b/giu;
/** Words that make a statement more certain than a hedge allows. */
const BOOSTER =
  /\b(?:prove[sdn]?|proving|demonstrates?|demonstrated|establish(?:es|ed)?|confirm(?:s|ed)?|clearly|definitely|definitively|conclusively|undoubtedly|certainly|unequivocally|always|invariably|without doubt|beyond doubt)\b/giu;
/** Causal wording. */
const CAUSAL =
  /\b(?:caus(?:e|es|ed|ing|al(?:ly)?)|leads? to|led to|lead(?:ing)? to|results? in|resulted in|drives?|drove|driven by|induces?|induced|triggers?|triggered|is responsible for|are responsible for|determines?|determined by|due to|because of|owing to|makes?|prevents?|prevented|protects? against|reduces? the risk)\b/giu;
/** Wording of an association. */
const ASSOCIATION =
  /\b(?:associat\w*|correlat\w*|linked (?:to|with)|link between|relationship|related to|relation between|co-?occur\w*|covar\w*|predictive of|predictor)\b/iu;
/** Claims of priority or superiority. */
const NOVELTY: { family: string; claim: RegExp; inPaper: RegExp }[] = [
  {
    family: 'first',
    claim:
      /\b(?:(?:is|are|was|were|be|being|presents?|reports?|describes?|provides?|offers?|introduces?) (?:the|our) first\b(?:\s+\S+){0,3}?\s+(?:to|that|of its kind)\b|for the first time,? (?:we|that|to|in)\b|(?:we|study|work|paper|here) (?:\S+ ){0,2}for the first time|first[- ]ever)/iu,
    inPaper:
      /\b(?:for the first time|first\b(?:\s+\S+){0,4}?\s+(?:to|that)\b|first[- ]ever|first (?:study|report|attempt|work|demonstration|systematic))/iu,
  },
  {
    family: 'novel',
    claim: /\b(?:novel|groundbreaking|pioneering|unprecedented)\b/iu,
    inPaper: /\b(?:novel|groundbreaking|pioneering|unprecedented|new)\b/iu,
  },
  {
    family: 'state of the art',
    claim:
      /\b(?:state[- ]of[- ]the[- ]art|best[- ]performing|outperforms? (?:all|every|existing|previous)|new record|sota)\b/iu,
    inPaper: /\b(?:state[- ]of[- ]the[- ]art|best|outperform\w*|sota|superior|record)\b/iu,
  },
];
/** Wording that states a finding of every case, everywhere. */
const UNIVERSAL =
  /\b(?:always|never|universally|invariably|in all cases|in every case|without exception|all (?:humans|people|patients|individuals|species|children|adults|women|men|organisms|languages) (?:are|have|show|need|respond|benefit|develop)|everyone)\b/iu;
/** Wording that states a finding of people or things in general (held against a sample's finding). */
const GENERIC =
  /\b(?:in general|generally|humans|people|everyone|universally|always|all (?:patients|individuals|people|children|adults|women|men|species|cells|languages|systems|cases))\b/iu;
/** Wording that keeps a finding to the sample it was found in. */
const SAMPLE_SCOPE =
  /\b(?:in (?:our|this|the present|the current) (?:sample|cohort|study|population|dataset|data set|data|experiment|trial|setting|corpus)|(?:our|the|these|this study's) (?:participants|respondents|subjects|patients|sample|cohort)|in (?:mice|rats|zebrafish|vitro|these patients|this group|this population))\b/iu;

interface Span {
  start: number;
  end: number;
}

/** The first match of a pattern (global flag cleared) or undefined. */
function firstMatch(pattern: RegExp, text: string): RegExpExecArray | undefined {
  const once = new RegExp(pattern.source, pattern.flags.replace('g', ''));
  return once.exec(text) ?? undefined;
}

/** The normalised hedges or boosters of a text ("suggests" and "suggested" are one). */
function wordsOf(pattern: RegExp, text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(pattern)) found.add(m[0].toLowerCase().slice(0, 5));
  return found;
}

/** A few words of the source from a match on: a brief quote. */
function quoteFrom(text: string, index: number, words = 4): string {
  const rest = text.slice(index).split(/\s+/u).slice(0, words).join(' ');
  return rest.replace(/[,;:.]+$/u, '');
}

/** The opening words of a passage, as a short quote. */
export function excerpt(text: string, words = 14): string {
  const parts = text.trim().split(/\s+/u);
  const head = parts.slice(0, words).join(' ');
  return parts.length > words ? `${head}…` : head;
}

const lower = (s: string) => s.toLowerCase();

/**
 * The first hedge of the passage that the sentence drops: the words it hedged are in the
 * sentence, with no hedge in the few words before them.
 */
function droppedHedge(text: string, closest: string): RegExpExecArray | undefined {
  const tokens = Array.from(text.matchAll(/[\p{L}\p{N}]+/gu), (m) => lower(m[0]));
  for (const m of closest.matchAll(HEDGE)) {
    // The same hedge in the sentence: kept.
    if (` ${tokens.join(' ')} `.includes(` ${lower(m[0])} `)) continue;
    const after = (
      lower(closest.slice(m.index + m[0].length)).match(/[\p{L}\p{N}]{4,}/gu) ?? []
    ).slice(0, 3);
    const positions = after
      .map((w) =>
        tokens.findIndex(
          (t) => t === w || (t.length > 4 && w.length > 4 && t.slice(0, 5) === w.slice(0, 5)),
        ),
      )
      .filter((i) => i >= 0);
    if (after.length === 0 || positions.length * 2 < after.length) continue;
    const first = Math.min(...positions);
    const before = tokens.slice(Math.max(0, first - 6), first + 1).join(' ');
    if (new RegExp(HEDGE.source, 'iu').test(before)) continue;
    return m;
  }
  return undefined;
}

/** What the sentence overclaims against its sources, or undefined. */
function overclaimOf(
  sentence: TracedSentence,
  passages: string[],
  paperText: string,
): { message: string; at?: Span } | undefined {
  const text = sentence.text;
  const closest = passages[0];
  const restates = (sentence.sources[0]?.score ?? 0) >= RESTATES;
  const restatesClosely = (sentence.sources[0]?.score ?? 0) >= RESTATES_CLOSELY;
  const at = (m: RegExpExecArray | undefined): Span | undefined =>
    m
      ? { start: sentence.start + m.index, end: sentence.start + m.index + m[0].length }
      : undefined;

  // 1. A hedge of the passage the sentence restates is gone.
  if (restatesClosely && closest) {
    const dropped = droppedHedge(text, closest);
    if (dropped)
      return {
        message: `The paper says "${quoteFrom(closest, dropped.index)}": this sentence states it as certain.`,
        at: at(firstMatch(BOOSTER, text)),
      };
    // 2. A booster the passage does not use, where the passage hedges.
    const boosted = firstMatch(BOOSTER, text);
    const hedge = firstMatch(HEDGE, closest);
    if (boosted && hedge && !wordsOf(BOOSTER, closest).has(lower(boosted[0]).slice(0, 5)))
      return {
        message: `The paper says "${quoteFrom(closest, hedge.index)}", not "${boosted[0]}".`,
        at: at(boosted),
      };
  }

  // 3. Association made causal.
  const causal = firstMatch(CAUSAL, text);
  if (causal && restates) {
    const word = lower(causal[0]).slice(0, 4);
    const associated = passages.find(
      (p) =>
        ASSOCIATION.test(p) &&
        !Array.from(p.matchAll(CAUSAL)).some((c) => lower(c[0]).startsWith(word)),
    );
    if (associated && !ASSOCIATION.test(text)) {
      const m = firstMatch(ASSOCIATION, associated)!;
      return {
        message: `The paper reports "${quoteFrom(associated, Math.max(0, m.index))}", an association, not that one causes the other.`,
        at: at(causal),
      };
    }
  }

  // 4. Priority or superiority the paper never claims.
  for (const { family, claim, inPaper } of NOVELTY) {
    const m = firstMatch(claim, text);
    if (m && !inPaper.test(paperText))
      return {
        message: `The paper does not claim "${m[0]}" (${family}): nothing in it says so.`,
        at: at(m),
      };
  }

  // 5. A finding about a sample stated of everyone: a universal the passage does not use, or a
  // generic statement where the passage keeps to its sample.
  if (restates && closest) {
    const universal = firstMatch(UNIVERSAL, text);
    if (universal && !UNIVERSAL.test(closest))
      return {
        message: `The paper does not say "${universal[0]}": this sentence is more general than its evidence.`,
        at: at(universal),
      };
    const scope = firstMatch(SAMPLE_SCOPE, closest);
    const generic = firstMatch(GENERIC, text);
    if (scope && generic && !SAMPLE_SCOPE.test(text) && !GENERIC.test(closest))
      return {
        message: `The paper says "${quoteFrom(closest, scope.index)}": this sentence states it of everyone.`,
        at: at(generic),
      };
  }
  return undefined;
}

/** Which findings to look for; both unless told. */
export interface ClaimKinds {
  unsupported?: boolean;
  overclaim?: boolean;
}

/**
 * The unsupported-claim and overclaim findings of an abstract against its paper (none without a
 * paper), and the evidence they rest on. A text that paraphrases on purpose (a plain-language
 * summary) is judged for overclaims alone: its words are meant not to be the paper's.
 */
export function findClaimProblems(
  abstract: string,
  source: string,
  language: string,
  kinds: ClaimKinds = {},
): { findings: Finding[]; traced: TracedSentence[] } {
  const { unsupported = true, overclaim = true } = kinds;
  const traced = traceSentences(abstract, source, language);
  // Without the paper, or across languages (a translated abstract), words cannot be compared.
  if (!source.trim() || sourceLanguage(source) !== language) return { findings: [], traced };
  const findings: Finding[] = [];
  const english = language === 'en';
  for (const sentence of traced) {
    if (sentence.contentTerms < MIN_CONTENT_TERMS) continue;
    if (
      unsupported &&
      sentence.support < UNSUPPORTED_SUPPORT &&
      sentence.pairSupport < UNSUPPORTED_PAIRS
    ) {
      const best = sentence.sources[0];
      const absent = sentence.absentWords.slice(0, 3).map((w) => `"${w}"`);
      const closest = best
        ? `the closest passage says "${excerpt(source.slice(best.start, best.end), 10)}"`
        : 'no passage shares its content';
      findings.push({
        kind: 'unsupported-claim',
        severity: 'error',
        message: absent.length
          ? `The paper does not support this sentence: it never mentions ${absent.join(', ')}, and ${closest}.`
          : `The paper does not support this sentence: ${closest}.`,
        start: sentence.start,
        end: sentence.end,
      });
      continue;
    }
    if (!english || !overclaim) continue;
    const passages = sentence.sources.map((s) => source.slice(s.start, s.end));
    const over = overclaimOf(sentence, passages, source);
    if (over)
      findings.push({
        kind: 'overclaim',
        severity: 'warning',
        message: over.message,
        start: over.at?.start ?? sentence.start,
        end: over.at?.end ?? sentence.end,
      });
  }
  return { findings, traced };
}

/**
 * What each companion is held to: highlights and the TL;DR restate the paper, so both findings;
 * the plain-language summary paraphrases in lay words on purpose, so a word-based trace cannot
 * tell a faithful paraphrase from an invented sentence, and only overclaims (a dropped hedge, a
 * cause, a priority, a sample made general) are looked for.
 */
export const COMPANION_CLAIM_KINDS = {
  highlights: { unsupported: true, overclaim: true },
  tldr: { unsupported: true, overclaim: true },
  plain_summary: { unsupported: false, overclaim: true },
} as const satisfies Record<string, ClaimKinds>;

export interface CompanionClaims {
  companion: keyof typeof COMPANION_CLAIM_KINDS;
  /** The highlight's index (0 for the TL;DR and the plain summary). */
  index: number;
  text: string;
  /** Offsets into `text`. */
  findings: Finding[];
}

/** The claim findings of each highlight, the TL;DR and the plain summary against the paper. */
export function findCompanionClaimProblems(
  companions: {
    highlights?: readonly string[] | undefined;
    tldr?: string | undefined;
    plain_summary?: string | undefined;
  },
  source: string,
  language: string,
): CompanionClaims[] {
  const items: Omit<CompanionClaims, 'findings'>[] = [
    ...(companions.highlights ?? []).map((text, index) => ({
      companion: 'highlights' as const,
      index,
      text,
    })),
    ...(companions.tldr ? [{ companion: 'tldr' as const, index: 0, text: companions.tldr }] : []),
    ...(companions.plain_summary
      ? [{ companion: 'plain_summary' as const, index: 0, text: companions.plain_summary }]
      : []),
  ];
  return items.map((item) => ({
    ...item,
    findings: findClaimProblems(item.text, source, language, COMPANION_CLAIM_KINDS[item.companion])
      .findings,
  }));
}
