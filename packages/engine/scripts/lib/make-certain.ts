/**
 * The grounding eval's rewrites that make a hedged sentence certain, as a careless rewrite or an
 * AI provider would: with a booster ("may" → "will", "suggest" → "prove") or plainly ("may improve"
 * → "improves", "suggest" → "show"). They keep the sentence grammatical (the verb agrees with its
 * subject, a passive stays passive) and leave alone the words that only look like hedges ("the
 * spacing suggested by the council", "we suggest to use", "as indicated in Table 2", "we could
 * identify"): changing those would make no claim stronger.
 */
import { hashId } from './data.ts';
import { capitalise } from '../../src/sentence/tidy.ts';

/** A deterministic pick among options, from a string (the same case always gets the same rewrite). */
export function pick<T>(options: readonly T[], seed: string): T {
  return options[hashId(seed) % options.length]!;
}

const keepCase = (original: string, replacement: string) =>
  /^\p{Lu}/u.test(original) && replacement ? capitalise(replacement) : replacement;

/** Third person singular of a bare verb, roughly ("improve" → "improves", "be" → "is"). */
function present(verb: string): string {
  const v = verb.toLowerCase();
  if (v === 'be') return 'is';
  if (v === 'have') return 'has';
  if (v === 'do') return 'does';
  if (/(s|sh|ch|x|z|o)$/u.test(v)) return `${verb}es`;
  if (/[^aeiou]y$/u.test(v)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** The present tense agreeing with its subject ("improves" / "improve", "is" / "are"). */
const agreeing = (verb: string, plural: boolean) =>
  !plural ? present(verb) : verb.toLowerCase() === 'be' ? 'are' : verb;

const IRREGULAR_PAST: Record<string, string> = {
  have: 'had',
  do: 'did',
  make: 'made',
  take: 'took',
  give: 'gave',
  find: 'found',
  lead: 'led',
  become: 'became',
  come: 'came',
  go: 'went',
  get: 'got',
  hold: 'held',
};

/** The past tense, roughly ("improve" → "improved", "be" → "was" / "were"). */
function past(verb: string, plural: boolean): string {
  const v = verb.toLowerCase();
  if (v === 'be') return plural ? 'were' : 'was';
  if (IRREGULAR_PAST[v]) return IRREGULAR_PAST[v];
  if (v.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/u.test(v)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

const PREPOSITIONS = new Set(
  'of in for with from on at by to between among during under across within after before into over through via about against without upon'.split(
    ' ',
  ),
);
/** Words that open a clause: the subject of a later verb starts after them. */
const OPENERS = new Set(
  'that which who whom whether because if when while although though whereas since how what where why and but or so suggest suggests suggested indicate indicates indicated show shows showed'.split(
    ' ',
  ),
);
const PLURAL_WORDS = new Set(
  'they we these those you i both many several few data criteria phenomena people children men women mice bacteria'.split(
    ' ',
  ),
);
const ADVERB =
  /^(?:also|thus|therefore|further|still|even|indeed|then|hence|together|(?!(?:apply|rely|supply|reply|imply|multiply|fly|family|only)$)\p{L}+ly)$/u;

/**
 * Whether the subject of a verb is plural, from the words before it (roughly): the head of the
 * noun phrase before the verb, its prepositional phrases left out ("the effects of canopy loss" →
 * effects); a relative's antecedent ("a process that may" → process); "X and Y" is plural.
 */
export function pluralSubject(before: string): boolean {
  const chunks = before.toLowerCase().split(/[,;:()]/u);
  let words = (chunks.pop() ?? '').match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  while (words.length && ADVERB.test(words.at(-1)!)) words.pop();
  const relative = words.length > 0 && /^(?:that|which|who)$/u.test(words.at(-1)!);
  if (relative) words.pop();
  // "…, which may": the antecedent stands before the comma.
  if (words.length === 0) words = (chunks.pop() ?? '').match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  // "processes that may": the relative's antecedent is the word before it.
  if (relative && words.length) return pluralWord(words.at(-1)!);
  const opener = words.findLastIndex((w) => OPENERS.has(w) && w !== 'and');
  const phrase = words.slice(opener + 1);
  const head: string[] = [];
  for (const w of phrase) {
    if (PREPOSITIONS.has(w)) {
      if (head.length) break;
      continue;
    }
    head.push(w);
  }
  if (head.indexOf('and') > 0 && head.indexOf('and') < head.length - 1) return true;
  return pluralWord(head.at(-1) ?? '');
}

function pluralWord(word: string): boolean {
  if (PLURAL_WORDS.has(word)) return true;
  if (/(?:gas|bias|ss|us|is|ics|ness|series|species)$/u.test(word)) return false;
  return /[^'’]s$/u.test(word);
}

/**
 * How strongly a rewrite states what was hedged: with a booster ("may" → "will", "suggest" →
 * "prove", "demonstrate", "establish" or "confirm"), plainly ("may improve" → "improves",
 * "suggest" → "show"), or either, picked per case (the body sentences' mix).
 */
export type CertainWay = 'booster' | 'plain';

type Rewrite = (text: string, seed: string, way?: CertainWay) => string;

const ADVERBS = String.raw`(?:also|thus|therefore|further|still|even|indeed|then|hence|together|(?!(?:apply|rely|supply|reply|imply|multiply|fly|family|only)\b)\p{L}+ly)\s+`;

/** "may improve" → "will improve" (booster) / "improves" (plain); "may also be" → "is also". */
const modal: Rewrite = (t, seed, way) =>
  t.replace(
    new RegExp(
      String.raw`\b(may|might|could)\s+(?:(?:well|potentially)\s+)?((?:${ADVERBS})*)(\p{L}+)\b`,
      'giu',
    ),
    (whole, modalWord: string, adverbs: string, verb: string, at: number) => {
      // "may not", "may it be", "could we": no statement to make certain; "we could": an ability.
      if (/^(?:not|it|they|we|this|there|he|she|you)$/iu.test(verb)) return whole;
      if (/^could$/iu.test(modalWord) && /\b(?:we|they)\s+$/iu.test(t.slice(0, at))) return whole;
      const plural = pluralSubject(t.slice(0, at));
      const plainly =
        verb.toLowerCase() === 'be'
          ? `${agreeing('be', plural)} ${adverbs}`.trim()
          : `${adverbs}${agreeing(verb, plural)}`;
      const boosted = `will ${adverbs}${verb}`;
      const options = { booster: [boosted], plain: [plainly], mixed: [plainly, boosted] }[
        way ?? 'mixed'
      ];
      return keepCase(modalWord, pick(options, seed + verb));
    },
  );

const BOOSTING = ['prove', 'demonstrate', 'establish', 'confirm'];
const PARTICIPLE: Record<string, string> = { show: 'shown', prove: 'proven' };

/** A reporting verb in the form of the one it replaces ("suggests" → "proves", "is suggested" → "is shown"). */
function inflect(target: string, ending: string, participle: boolean): string {
  const e = ending.toLowerCase();
  if (e === 's') return present(target);
  if (e === 'ing') return `${target.replace(/e$/u, '')}ing`;
  if (e !== 'ed') return target;
  if (participle) return PARTICIPLE[target] ?? `${target.replace(/e$/u, '')}ed`;
  return target === 'show' ? 'showed' : `${target.replace(/e$/u, '')}ed`;
}

/**
 * "suggest(s) that" → "prove(s) that", "demonstrate(s) that", … (booster) / "show(s) that"
 * (plain); "is suggested to" → "is shown to"; "support the notion that" → "show that". Not a
 * reference or a proposal: "suggested by", "indicated in", "suggested as"; "we suggest to use",
 * "suggest using".
 */
const reporting: Rewrite = (t, seed, way) =>
  t.replace(
    /\b(suggest(?:s|ed|ing)?|indicat(?:e|es|ed|ing)|impl(?:y|ies|ied|ying)|hint(?:s|ed|ing)?\s+at|support(?:s|ed|ing)?\s+the\s+(?:notion|idea|hypothesis|view))\b(?!\s+(?:by|in|on|with|as)\b)/giu,
    (whole, _: string, at: number) => {
      const before = t.slice(0, at);
      const passive = /\b(?:is|are|was|were|be|been|being)\s+$/iu.test(before);
      const next = t.slice(at + whole.length);
      if (!passive && /^\s+(?:to\b|\p{L}+ing\b)/u.test(next)) return whole;
      // "is suggested", "have suggested": the participle ("is shown", "have shown").
      const participle = passive || /\b(?:has|have|had)\s+$/iu.test(before);
      const word = whole.split(/\s+/u)[0]!.toLowerCase();
      const ending = /ing$/u.test(word)
        ? 'ing'
        : /(?:ed|ied)$/u.test(word)
          ? 'ed'
          : /s$/u.test(word)
            ? 's'
            : '';
      const options = { booster: BOOSTING, plain: ['show'], mixed: ['show', ...BOOSTING] }[
        way ?? 'mixed'
      ];
      const target = pick(options, seed + word.slice(0, 4));
      return keepCase(whole, inflect(target, ending, participle));
    },
  );

/** "appears to be" → "is"; "seem to improve" → "improve"; "appeared to be" → "was"; not "does not seem to". */
const framing: Rewrite = (t) =>
  t.replace(
    /(?<!\b(?:not|n't)\s+)\b(appear|seem)(s|ed)?\s+to\s+(\p{L}+)/giu,
    (_, verb: string, ending = '', next: string, at: number) => {
      const e = ending.toLowerCase();
      const said =
        e === 's'
          ? present(next)
          : e === 'ed'
            ? past(next, pluralSubject(t.slice(0, at)))
            : agreeing(next, true);
      return keepCase(verb, said);
    },
  );

/**
 * "is likely to improve" → "will improve" (booster) / "improves" (plain); "likely", "possibly",
 * "probably", "perhaps", "potentially" dropped, or made "clearly", "certainly" or "undoubtedly"
 * (booster).
 */
const adverbial: Rewrite = (t, seed, way) =>
  t
    .replace(
      /\b(is|are)\s+(?:(?:most|very|highly|quite)\s+)?likely\s+to\s+(\p{L}+)/giu,
      (_, be: string, verb: string) =>
        keepCase(
          be,
          way === 'booster' ? `will ${verb}` : agreeing(verb, be.toLowerCase() === 'are'),
        ),
    )
    .replace(
      /\s*\b(?<!\b(?:the|a|how)\s+)(?:(?:most|very|highly|quite)\s+)?(?<!\b(?:more|less|as|equally|least|the most|a|how)\s+|-)(likely|possibly|probably|perhaps|potentially|presumably|putatively|plausibly)\b,?(?=\s+\p{L})/giu,
      (_, adverb: string) =>
        way === 'booster' ? ` ${pick(['clearly', 'certainly', 'undoubtedly'], seed + adverb)}` : '',
    )
    .replace(/^\s+/u, '');

/** "it is possible that" / "we hypothesize that" / "we speculate that" dropped. */
const framingClause: Rewrite = (t) =>
  t.replace(
    /\b(?:it is (?:possible|plausible|conceivable) that|we (?:hypothesi[sz]e|speculate|propose|believe) that)\s+/giu,
    '',
  );

const REWRITES: Rewrite[] = [modal, reporting, framing, adverbial, framingClause];

/** The sentence made certain, or undefined when no rewrite applies. */
export function makeCertain(sentence: string, seed: string, way?: CertainWay): string | undefined {
  let out = sentence;
  for (const rewrite of REWRITES) out = rewrite(out, seed, way);
  out = out.replace(/\s{2,}/gu, ' ');
  if (out === sentence) return undefined;
  return capitalise(out);
}
