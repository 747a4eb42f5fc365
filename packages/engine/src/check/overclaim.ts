/**
 * Overclaims: a sentence of an abstract judged against the passages of the paper that support it,
 * not word by word. The sentence's certainty, causality, scope and priority are read around the
 * claim it shares with its evidence (strength.ts); it overclaims when it states that claim more
 * strongly than every passage that states it:
 *   - certain where the paper hedges it (a hedge dropped, or a booster where the paper hedges);
 *   - a cause where the paper reports an association;
 *   - priority ("first", "novel", "state of the art") the paper never claims;
 *   - of every case ("always", "never") or of everyone ("patients") where the paper keeps to its
 *     sample ("the 40 patients", "in our cohort").
 * The finding quotes the passage. English only.
 */
import type { EvidenceSource } from '../types.ts';
import type { TracedSentence } from './evidence.ts';
import {
  certaintyFrom,
  certaintyOf,
  cuesAround,
  keysNear,
  negated,
  priorityClaims,
  priorityInPaper,
  read,
  reportsDone,
  reportsObserved,
  clauseOf,
  type Certainty,
  type Cue,
  type Reading,
} from './strength.ts';

/** A passage must hold this share of the sentence for its causality and scope to be held to it. */
const MIN_EVIDENCE = 0.4;
/** A claim shared by the sentence and a passage has at least this many content words. */
const MIN_CLAIM_WORDS = 2;
/**
 * Another passage states the same claim when it holds this share of the claim's words and is
 * nearly as close to the sentence as the passage that qualifies it (this share of its score).
 */
const SAME_CLAIM = 0.8;
const SAME_EVIDENCE = 0.8;
/** A universal is held only against a passage the sentence restates: this share of it. */
const RESTATES = 0.5;
/** The words around a causal, universal or generic cue that make its claim. */
const CLAIM_SPAN = 8;

/** A passage of the paper read, with its score as evidence for the sentence. */
interface Evidence {
  reading: Reading;
  score: number;
}

/** What the sentence overclaims; `at` is a span of the sentence's text. */
export interface Overclaim {
  message: string;
  at?: { start: number; end: number };
}

/** A few words of a passage from a cue on: a brief quote. */
function quoteFrom(reading: Reading, cue: Cue, words = 4): string {
  const rest = reading.text.slice(cue.start).split(/\s+/u).slice(0, words).join(' ');
  return rest.replace(/[,;:.]+$/u, '');
}

const span = (cue: Cue | undefined) => (cue ? { start: cue.start, end: cue.end } : undefined);

/** The claim's words a reading shares with `words`, when there are enough to be the same claim. */
function shared(reading: Reading, words: Iterable<string>): Set<string> | undefined {
  const claim = new Set([...words].filter((k) => reading.keys.has(k)));
  return claim.size >= MIN_CLAIM_WORDS ? claim : undefined;
}

/**
 * Whether a passage other than `except` states the claim (most of its words) as `strong` judges
 * the cues around them: the paper saying it as strongly somewhere clears the sentence.
 */
function saidElsewhere(
  others: readonly Evidence[],
  except: Evidence,
  claim: ReadonlySet<string>,
  strong: (cues: Cue[], reading: Reading, held: Set<string>) => boolean,
  core: readonly string[] = [],
): boolean {
  // A claim of one word (what a dropped hedge qualified) is stated wherever that word is.
  const needed = Math.min(
    claim.size,
    Math.max(MIN_CLAIM_WORDS, Math.ceil(claim.size * SAME_CLAIM)),
  );
  return others.some(({ reading: q, score }) => {
    if (q.text === except.reading.text || score < SAME_EVIDENCE * except.score) return false;
    const held = new Set([...claim].filter((k) => q.stems.has(k)));
    if (held.size < needed || core.some((k) => !q.stems.has(k))) return false;
    const cues = cuesAround(q, held);
    return cues !== undefined && strong(cues, q, held);
  });
}

/** How strongly the sentence states a claim, by its strongest booster. */
type Tier = 'booster' | 'weak booster' | 'plain';

/**
 * How close the sentence must stay to a hedged passage for its certainty to be held against it,
 * by how strongly it states the claim: a booster ("proves", "will") over a claim the paper hedges
 * overclaims on any source that shares enough of it; a plain statement only where it restates the
 * passage closely, and only against a hedge of the claim itself (may, likely, appear to), not
 * against a "suggest that" framing the paper's inference, which abstracts drop as a rule.
 *   - score: the passage's share of the sentence;
 *   - cover: the share of the sentence's content words in the hedged clause;
 *   - after: how many of the NEAR content words after the hedge (what it qualifies) the sentence
 *     restates; near: of those and the NEAR before it.
 * Chosen on the train split of the dev papers (docs/grounding.md).
 */
const TIERS: Record<Tier, { score: number; cover: number; after: number; near: number }> = {
  booster: { score: 0.15, cover: 0.2, after: 1, near: 1 },
  'weak booster': { score: 0.3, cover: 0.4, after: 2, near: 3 },
  plain: { score: 0.5, cover: 0, after: 1, near: 2 },
};
/** The words a hedge qualifies most closely: this many on either side of it. */
const NEAR = 4;
/** What a hedge qualifies at its core: this many content words right after it ("may exert"). */
const CORE = 1;

const tierOf = (said: Certainty): Tier =>
  said.booster?.kind === 'booster' ? 'booster' : said.booster ? 'weak booster' : 'plain';

/**
 * The words a hedge qualifies (stems: content words and general ones such as "second order"):
 * the first `count` after it; `fresh`: only those the passage did not already name before it
 * ("habitat for birds, where they may support bird diversity": support, diversity), so a sentence
 * that stops before the hedged clause does not seem to restate it.
 */
function qualifiedBy(passage: Reading, cue: Cue, count: number, fresh = true): string[] {
  const before = new Set(
    passage.tokens.flatMap((t) => (fresh && t.stem && t.end <= cue.start ? [t.stem] : [])),
  );
  const after = passage.tokens.flatMap((t) =>
    t.stem && t.start >= cue.end && !before.has(t.stem) ? [t.stem] : [],
  );
  return [...new Set(after)].slice(0, count);
}

/** The last `count` stems of a passage before a cue: what the cue is said of. */
const stemsBefore = (passage: Reading, cue: Cue, count: number) =>
  passage.tokens.flatMap((t) => (t.stem && t.end <= cue.start ? [t.stem] : [])).slice(-count);

/** How many of the NEAR content words after (or before) a cue the sentence restates. */
function restatedNear(
  passage: Reading,
  cue: Cue,
  sentence: Reading,
  after: boolean,
  fresh: boolean,
): number {
  const near = after ? qualifiedBy(passage, cue, NEAR, fresh) : stemsBefore(passage, cue, NEAR);
  return near.filter((k) => sentence.stems.has(k)).length;
}

/** Whether the sentence restates the hedged claim closely enough for its tier to be judged. */
function closeEnough(
  tier: Tier,
  evidence: Evidence,
  hedge: Cue,
  claim: ReadonlySet<string>,
  sentence: Reading,
): boolean {
  const { score, cover, after, near } = TIERS[tier];
  if (evidence.score < score || claim.size < cover * sentence.keys.size) return false;
  // A booster marks the sentence's own claim; a plain sentence may just stop before the hedge.
  const fresh = tier !== 'booster';
  const following = restatedNear(evidence.reading, hedge, sentence, true, fresh);
  const preceding = restatedNear(evidence.reading, hedge, sentence, false, fresh);
  return following >= after && following + preceding >= near;
}

/**
 * The sentence joins what a hedge of the passage stands between: a word of the passage just before
 * the hedge (what it is said of) and one of the first just after it (what is said), in that order,
 * at most this many words apart and with no hedge between them ("nesting success may decline" →
 * "nesting success declines"). Then a passage holding this share of the sentence is close enough,
 * whatever the sentence's tier.
 */
const BRIDGE = { span: 2, before: 3, after: 2, score: 0.35 };

/** The content keys of a passage just before a cue and just after it. */
function aroundCue(passage: Reading, cue: Cue): { before: string[]; after: string[] } {
  const before: string[] = [];
  const after: string[] = [];
  for (const t of passage.tokens)
    if (!t.key) continue;
    else if (t.end <= cue.start) before.push(t.key);
    else if (t.start >= cue.end && after.length < BRIDGE.after) after.push(t.key);
  return { before: before.slice(-BRIDGE.before), after };
}

function bridges(sentence: Reading, evidence: Evidence, hedge: Cue): boolean {
  if (evidence.score < BRIDGE.score) return false;
  const { before, after } = aroundCue(evidence.reading, hedge);
  const tokens = sentence.tokens;
  return tokens.some((a, i) => {
    if (!a.key || !before.includes(a.key)) return false;
    return tokens
      .slice(i + 1, i + 1 + BRIDGE.span)
      .some(
        (b) =>
          b.key !== undefined &&
          b.key !== a.key &&
          after.includes(b.key) &&
          !sentence.cues.some((c) => c.kind === 'hedge' && c.start >= a.end && c.end <= b.start),
      );
  });
}

/**
 * The sentence states what a hedge of the passage qualifies: the hedged predicate (one of the
 * first `head` content words after the hedge), another of the `after` words that follow, and one
 * of the `before` words the hedge stands after, what it is said of ("the krg extract may exert a
 * cytoprotective effect through the inhibition of cox-2" → "krg exerts a vasculoprotective effect
 * through inhibition of cox-2"). Not for "suggest": abstracts drop that framing as a rule.
 */
const PREDICATE = { score: 0.25, head: 2, after: 4, before: 3 };

function restatesPredicate(sentence: Reading, evidence: Evidence, hedge: Cue): boolean {
  if (evidence.score < PREDICATE.score || hedge.aspect === 'suggestion') return false;
  // A report of what was observed ("imaging revealed…", "were generated") is not the general
  // statement a discussion hedges.
  if (reportsDone(sentence)) return false;
  const passage = evidence.reading;
  const qualified = qualifiedBy(passage, hedge, PREDICATE.head + PREDICATE.after, false);
  const subject = stemsBefore(passage, hedge, PREDICATE.before);
  // In the passage's order: what it is said of, the predicate, what it says.
  const at = (keys: readonly string[], from: number) =>
    sentence.tokens.findIndex((t, i) => i > from && t.stem !== undefined && keys.includes(t.stem));
  const s = at(subject, -1);
  const h = s < 0 ? -1 : at(qualified.slice(0, PREDICATE.head), s);
  return h >= 0 && at(qualified.slice(1), h) >= 0;
}

/**
 * The paper's suggestion framed as shown: the sentence's booster is followed by "that", and what
 * follows shares this many content words with what the passage suggests ("that" clause or noun),
 * and this share of the sentence's ("these results show that mulch is beneficial" for "these
 * results suggest that mulch might be beneficial"; "this shows that sieves apply to other tasks"
 * for "this suggests the use of sieves in other tasks"). `hedged`: the keys of the clause the
 * hedge qualifies (clauseOf).
 */
const REFRAMED = { words: 2, share: 0.3 };
const THAT = /^\s*that\b/iu;

function reframes(
  sentence: Reading,
  said: Certainty,
  passage: Reading,
  hedge: Cue,
  hedged: readonly string[],
): boolean {
  const booster = said.booster;
  if (!booster || hedge.aspect !== 'suggestion') return false;
  if (!THAT.test(sentence.text.slice(booster.end))) return false;
  const clause = new Set(hedged);
  const suggested = new Set(
    passage.tokens.flatMap((t) =>
      t.key && t.start >= hedge.end && clause.has(t.key) ? [t.key] : [],
    ),
  );
  const stated = new Set(
    sentence.tokens.flatMap((t) => (t.key && t.start >= booster.end ? [t.key] : [])),
  );
  const common = [...stated].filter((k) => suggested.has(k)).length;
  return common >= REFRAMED.words && common >= REFRAMED.share * stated.size;
}

/**
 * How certain the sentence states a claim a passage hedges with `hedge`: as certaintyOf, but a
 * hedge of extent ("partially", "in part") says how much, not whether, so it keeps only a hedge of
 * extent ("may partially originate" → "partially originates" drops the "may").
 */
function certaintyKeeping(
  sentence: Reading,
  claim: ReadonlySet<string>,
  hedge: Cue,
  reach?: number,
): Certainty | undefined {
  const cues = cuesAround(sentence, claim, reach);
  const keeps = (c: Cue) =>
    c.kind !== 'hedge' || c.aspect !== 'extent' || hedge.aspect === 'extent';
  return cues && certaintyFrom(cues.filter(keeps));
}

/** A passage the sentence restates this closely is held to each of its hedges, one by one… */
const RESTATES_CLOSELY = 0.7;
/** …a hedge counts as kept when the sentence has one this few tokens before the words it qualified. */
const KEPT_WITHIN = 6;

/**
 * A hedge of a passage the sentence restates closely, gone where the words it qualified stand
 * ("may have shortcomings" → "has shortcomings", though another "may" stays elsewhere in it).
 */
function droppedHedge(
  sentence: Reading,
  evidence: Evidence,
  hedge: Cue,
  others: readonly Evidence[],
): Overclaim | undefined {
  if (evidence.score < RESTATES_CLOSELY) return undefined;
  const passage = evidence.reading;
  const qualified = qualifiedBy(passage, hedge, 3);
  const restated = new Set(qualified.filter((k) => sentence.stems.has(k)));
  if (restated.size === 0 || restated.size * 2 < qualified.length) return undefined;
  // A hedge kept in the sentence stands as far before these words as in the passage, give or
  // take a few ("partly based on what was done in the earlier survey").
  const hedgeAt = passage.tokens.findIndex((t) => t.start >= hedge.start);
  const firstAt = passage.tokens.findIndex((t) => t.start >= hedge.end && restated.has(t.stem!));
  const gap = firstAt - hedgeAt;
  const said = certaintyKeeping(sentence, restated, hedge, Math.max(KEPT_WITHIN, gap + 3))!;
  if (said.hedge) return undefined;
  // Dropping a "suggests that" framing is how abstracts state a finding; a booster in its place
  // ("proves that") still overclaims.
  const booster = said.booster ?? certaintyOf(sentence, restated)!.booster;
  if (hedge.aspect === 'suggestion' && !booster) return undefined;
  const plainly = (_: Cue[], q: Reading, held: Set<string>) =>
    !certaintyOf(q, held, KEPT_WITHIN)!.hedge;
  if (saidElsewhere(others, evidence, restated, plainly)) return undefined;
  return {
    message: `The paper says "${quoteFrom(passage, hedge)}": this sentence states it as certain.`,
    at: span(booster),
  };
}

/** Certain (or boosted) where every passage stating the claim hedges it. */
function certaintyOverclaim(
  sentence: Reading,
  passages: readonly Evidence[],
  others: readonly Evidence[],
): Overclaim | undefined {
  for (const evidence of passages)
    for (const hedge of evidence.reading.cues) {
      if (hedge.kind !== 'hedge') continue;
      const dropped = droppedHedge(sentence, evidence, hedge, others);
      if (dropped) return dropped;
      const passage = evidence.reading;
      const clause = clauseOf(passage, hedge);
      const claim = shared(sentence, clause.keys);
      // The sentence restates what the passage says outside the hedged clause, not the clause.
      if (!claim || [...claim].every((k) => clause.outside.has(k))) continue;
      const said = certaintyKeeping(sentence, claim, hedge)!;
      const paper = certaintyOf(passage, claim)!.level;
      if (paper >= 0 || paper >= said.level) continue;
      // "We show that it may": the hedge stands; only "prove that it may" boosts it.
      if (said.hedge && said.booster?.kind !== 'booster') continue;
      if (!said.booster && hedge.aspect === 'suggestion') continue;
      const close =
        closeEnough(tierOf(said), evidence, hedge, claim, sentence) ||
        bridges(sentence, evidence, hedge) ||
        restatesPredicate(sentence, evidence, hedge) ||
        reframes(sentence, said, passage, hedge, clause.keys);
      if (!close) continue;
      const asStrongly = (cues: Cue[]) => certaintyFrom(cues).level >= Math.min(said.level, 0);
      // Stated elsewhere means stating what the hedge qualified, not only the words around it.
      const core = qualifiedBy(passage, hedge, CORE, false).filter((k) => sentence.stems.has(k));
      if (saidElsewhere(others, evidence, claim, asStrongly, core)) continue;
      const quote = quoteFrom(passage, hedge);
      return {
        message:
          said.booster && said.hedge
            ? `The paper says "${quote}", not "${said.booster.text}".`
            : `The paper says "${quote}": this sentence states it as certain.`,
        at: span(said.booster),
      };
    }
  return undefined;
}

/**
 * A booster ("proves", "will", "clearly"; see claimedBooster) where the passages closest to the
 * sentence hedge: the paper is less sure than the sentence, whatever words its hedge stands by,
 * unless one of them boosts as much or one the sentence restates (RESTATES) hedges nothing. The passages are those nearly
 * as close as the closest (SAME_EVIDENCE of its score), holding at least this share of the sentence.
 */
const BOOSTED_OVER = 0.15;
/** A weak booster's past tense or participle reports what was observed ("analysis showed that"). */
const REPORTED = /(?:ed|found|shown)$/iu;
/** What before a weak booster makes it claim nothing: a purpose ("to show"), few or no studies. */
const NOT_CLAIMED = /\bto\s*$|\b(?:few|no)\s+(?:\p{L}+\s+)?$/iu;

/**
 * The booster a sentence states its claim with: a booster, or, in a sentence that hedges nothing,
 * a weak one that claims in the present ("our results show that…", "…, showing that"), as a
 * rewrite of the paper's "suggest that…" does.
 */
function claimedBooster(sentence: Reading): Cue | undefined {
  const strong = sentence.cues.find((c) => c.kind === 'booster' && !negated(sentence, c));
  if (strong || sentence.cues.some((c) => c.kind === 'hedge')) return strong;
  return sentence.cues.find((c) => {
    if (c.kind !== 'weak booster' || REPORTED.test(c.text) || negated(sentence, c)) return false;
    const before = sentence.text.slice(Math.max(0, c.start - 30), c.start);
    // "We aim to show that…", "Few studies show that…": no claim made.
    if (NOT_CLAIMED.test(before)) return false;
    // A participle claims after a comma or before "that" ("…; showing that"); before a noun it
    // describes ("regions showing greater activation").
    const that = THAT.test(sentence.text.slice(c.end));
    return /ing$/iu.test(c.text) ? that || /[,;]\s*$/u.test(before) : that;
  });
}

function boostedOverHedge(sentence: Reading, hedged: readonly Evidence[]): Overclaim | undefined {
  const booster = claimedBooster(sentence);
  const top = hedged[0];
  if (!booster || !top) return undefined;
  const floor = Math.max(BOOSTED_OVER, SAME_EVIDENCE * top.score);
  const near = hedged.filter((e) => e.score >= floor);
  const hedgeOf = (e: Evidence) => e.reading.cues.find((c) => c.kind === 'hedge');
  const boosts = (c: Cue) => c.kind === 'booster' || c.kind === booster.kind;
  if (near.some((e) => e.reading.cues.some(boosts))) return undefined;
  if (near.some((e) => !hedgeOf(e) && e.score >= RESTATES)) return undefined;
  for (const passage of near) {
    const hedge = hedgeOf(passage);
    if (hedge)
      return {
        message: `The paper says "${quoteFrom(passage.reading, hedge)}", not "${booster.text}".`,
        at: span(booster),
      };
  }
  return undefined;
}

/** A cause where every passage stating the claim reports an association. */
function causalOverclaim(
  sentence: Reading,
  passages: readonly Evidence[],
  others: readonly Evidence[],
): Overclaim | undefined {
  if (sentence.cues.some((c) => c.kind === 'association')) return undefined;
  for (const causal of sentence.cues) {
    if (causal.kind !== 'causal' || negated(sentence, causal)) continue;
    const near = keysNear(sentence, causal, CLAIM_SPAN);
    for (const evidence of passages) {
      const passage = evidence.reading;
      const claim = shared(passage, near);
      const cues = claim && cuesAround(passage, claim);
      const association = cues?.find((c) => c.kind === 'association');
      if (!claim || !association || cues!.some((c) => c.kind === 'causal')) continue;
      const causally = (q: Cue[]) => q.some((c) => c.kind === 'causal');
      if (saidElsewhere(others, evidence, claim, causally)) continue;
      return {
        message: `The paper reports "${quoteFrom(passage, association)}", an association, not that one causes the other.`,
        at: span(causal),
      };
    }
  }
  return undefined;
}

/** Priority or superiority the paper never claims. */
function priorityOverclaim(sentence: Reading, source: string): Overclaim | undefined {
  const claimed = priorityInPaper(source);
  const claim = priorityClaims(sentence.text).find((c) => !claimed.has(c.family));
  return claim
    ? {
        message: `The paper does not claim "${claim.text}" (${claim.family}): nothing in it says so.`,
        at: { start: claim.start, end: claim.end },
      }
    : undefined;
}

/**
 * More general than the paper: a universal ("always", "never", "in all cases") that no passage
 * stating the claim uses, or a statement of everyone (a bare "patients", "people") where every
 * passage stating it keeps to its sample. A sentence that reports what was observed (past tense,
 * counts) speaks of its sample, whatever its nouns.
 */
function scopeOverclaim(
  sentence: Reading,
  passages: readonly Evidence[],
  others: readonly Evidence[],
): Overclaim | undefined {
  const general = !sentence.cues.some((c) => c.kind === 'sample') && !reportsObserved(sentence);
  for (const cue of sentence.cues) {
    const universal = cue.kind === 'universal';
    if (universal ? negated(sentence, cue) : cue.kind !== 'generic' || !general) continue;
    const near = keysNear(sentence, cue, CLAIM_SPAN);
    for (const evidence of passages) {
      const passage = evidence.reading;
      const claim = shared(passage, near);
      const cues = claim && cuesAround(passage, claim);
      if (!claim || !cues || passage.cues.some((c) => c.kind === cue.kind)) continue;
      const sample = cues.find((c) => c.kind === 'sample');
      if (universal ? evidence.score < RESTATES : !sample) continue;
      const asBroadly = (q: Cue[]) =>
        q.some((c) => c.kind === cue.kind) && (universal || !q.some((c) => c.kind === 'sample'));
      if (saidElsewhere(others, evidence, claim, asBroadly)) continue;
      return {
        message: universal
          ? `The paper does not say "${cue.text}": this sentence is more general than its evidence.`
          : `The paper says "${quoteFrom(passage, sample!)}": this sentence states it of everyone.`,
        at: span(cue),
      };
    }
  }
  return undefined;
}

/** How many times a reading uses each hedge (lower-cased). */
function hedgeCounts(reading: Reading): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of reading.cues) {
    if (c.kind !== 'hedge') continue;
    const hedge = c.text.toLowerCase();
    counts.set(hedge, (counts.get(hedge) ?? 0) + 1);
  }
  return counts;
}

/** What the sentence overclaims against the paper (`source`), or undefined. */
export function overclaimOf(sentence: TracedSentence, source: string): Overclaim | undefined {
  const evidence = (s: EvidenceSource): Evidence => ({
    reading: read(source.slice(s.start, s.end)),
    score: s.score,
  });
  const reading = read(sentence.text);
  const sources = sentence.sources.map(evidence);
  const passages = sources.filter((s) => s.score >= MIN_EVIDENCE);
  const others = sentence.candidates.map(evidence);
  // The passages a hedge is looked for in: the candidates and any source beyond them, closest first
  // (`read` gives the same text the same reading).
  const hedged = [
    ...others,
    ...sources.filter((s) => !others.some((o) => o.reading === s.reading)),
  ];
  hedged.sort((a, b) => b.score - a.score);
  // A passage that holds nearly all of the sentence, and each of whose hedges the sentence keeps,
  // states it as plainly as the sentence does: the sentence is no more certain than the paper,
  // whatever another passage hedges (a booster aside).
  const own = hedgeCounts(reading);
  const keepsAll = (r: Reading) =>
    [...hedgeCounts(r)].every(([hedge, count]) => (own.get(hedge) ?? 0) >= count);
  const plainCopy =
    !reading.cues.some((c) => c.kind === 'booster') &&
    sources.some((s) => s.score >= RESTATES_CLOSELY && keepsAll(s.reading));
  return (
    (plainCopy ? undefined : certaintyOverclaim(reading, hedged, others)) ??
    boostedOverHedge(reading, hedged) ??
    causalOverclaim(reading, passages, others) ??
    priorityOverclaim(reading, source) ??
    scopeOverclaim(reading, passages, others)
  );
}
