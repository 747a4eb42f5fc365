/**
 * Words a PDF converter glued together ("thispaper", "KneserNey") or broke apart ("statisti cal"),
 * found and mended by the paper's own vocabulary: it writes the pair apart, or the word whole, more
 * often than the damaged form. Hyphenated compounds whose hyphen a line break swallowed
 * ("state-ofthe-art") are mended by a word list.
 */
import { isStopword } from '../read/language.ts';
import { escapeRegExp } from '../read/segment.ts';

/** How often each lower-cased word, and each pair of neighbouring words, occurs in the paper. */
export interface Vocabulary {
  words: ReadonlyMap<string, number>;
  /** "this paper": neighbours separated by white space. */
  spaced: ReadonlyMap<string, number>;
  /** "pitman yor" for "Pitman-Yor": neighbours joined by a hyphen. */
  hyphened: ReadonlyMap<string, number>;
  /** "con", "sidering" for "con- sidering": each part of a word a line's end broke (hyphen, space). */
  brokenParts?: ReadonlyMap<string, number>;
  /** "cited2", "schemes2": words with a number run into them. */
  numbered?: ReadonlyMap<string, number>;
}

const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

export function buildVocabulary(texts: readonly string[]): Vocabulary {
  const words = new Map<string, number>();
  const spaced = new Map<string, number>();
  const hyphened = new Map<string, number>();
  const numbered = new Map<string, number>();
  const brokenParts = new Map<string, number>();
  for (const text of texts) {
    for (const match of text.toLowerCase().matchAll(/(?<![\p{L}\d])\p{L}+\d{1,2}(?![\p{L}\d])/gu))
      add(numbered, match[0]);
    let previous = '';
    let joiner = '';
    for (const match of text.toLowerCase().matchAll(/\p{L}+|-|[^\p{L}\s-]+|\s+/gu)) {
      const token = match[0];
      if (/^\p{L}/u.test(token)) {
        add(words, token);
        if (previous && joiner === ' ') add(spaced, `${previous} ${token}`);
        if (previous && joiner === '-') add(hyphened, `${previous} ${token}`);
        if (previous && joiner === '- ') {
          add(brokenParts, previous);
          add(brokenParts, token);
        }
        previous = token;
        joiner = '';
      } else if (token === '-' && joiner === '') joiner = '-';
      else if (/^\s+$/u.test(token) && joiner === '') joiner = ' ';
      else if (/^\s+$/u.test(token) && joiner === '-') joiner = '- ';
      else previous = '';
    }
  }
  return { words, spaced, hyphened, numbered, brokenParts };
}

/** A function word and a word of four letters or more: "thispaper", "ofspeech", "toautomatically". */
const GLUED_FUNCTION_WORD =
  /^(this|these|that|the|of|to|and|for|with|from|our|we|which|are|was|were|because|besides)(\p{L}{4,})$/u;
/**
 * A preposition or conjunction run into "the" ("ofthe", "inthe", "andthe"), or a preposition into a
 * possessive ("asour", "ofits"): no English word is made so, so it is split wherever it stands.
 */
const GLUED_DETERMINER =
  /^(?:of|in|to|and|on|for|by|from|with|is|at|as|that|into|over|under|between|than|or)(?=the$)|^(?:of|to|on|for|by|from|with|at|as|into)(?=(?:our|its|their)$)/u;

/**
 * A function word run into a capitalised word ("allWordNet", "theSVM"): a name keeps its capital,
 * so the join shows where the space was lost.
 */
const FUNCTION_WORD_BEFORE_NAME =
  /^(all|the|of|in|and|for|to|with|on|by|from|as|at|is|are|was|were|this|that|these|our|its|their|an|each|both|using|via|over|between)(\p{Lu}[\p{L}\d]*)$/u;

/** A word of four letters or more and a function word after it: "systemsthat", "modelsof". */
const WORD_GLUED_TO_FUNCTION =
  /^(\p{L}{4,}?)(that|the|of|to|and|for|with|from|which|are|was|were|is|we|both)$/u;

/** A long word the paper uses once may be two of its words run together: "characterbased". */
const LONG_GLUE = 10;
/** Two words run together are no longer than this; a longer run of letters is no pair. */
const LONGEST_GLUE = 40;
/** How often each part must stand alone in the paper to count as one of its words. */
const OWN_WORD_USES = 3;
/**
 * Pieces that begin or end words without being the word the paper meant (prefixes such as "multi"
 * and "micro", "able", "tional" of a word the converter broke).
 */
const NOT_A_PART =
  /^(?:multi|inter|intra|over|under|non|pre|post|sub|super|semi|anti|self|cross|every|some|with|out|down|back|fore|hand|micro|macro|nano|mono|poly|bio|geo|neuro|auto|photo|tele|thermo|electro|hydro|hyper|hypo|ultra|infra|mega|mini|pseudo|proto|trans|able|ible|less|ness|ful|wise|ward|wards|tional|tionally|ational|ically|ization|izations)$/u;
/** Closed compounds of academic prose whose halves are words too: never split. */
const CLOSED_COMPOUNDS = new Set(
  'background wavelength wavelengths timescale timescales handwriting straightforward framework frameworks database databases baseline baselines workflow workflows feedback benchmark benchmarks bottleneck bottlenecks guideline guidelines healthcare groundwater landmark landmarks spreadsheet network networks software hardware keyword keywords worldwide checkpoint checkpoints bloodstream fingerprint fingerprints lifetime lifetimes breakpoint breakpoints testbed sunlight headquarters textbook textbooks fieldwork teamwork homework lifestyle lifestyles watershed wildlife stakeholder stakeholders lightweight freshwater saltwater seawater wastewater rainfall snowfall bedrock hillslope hillslopes woodland woodlands grassland grasslands farmland wetland wetlands'.split(
    ' ',
  ),
);
/**
 * Second halves of compound adjectives that end no English word after four letters or more:
 * "document-level", "character-based".
 */
const COMPOUND_TAIL_WORDS = [
  'based',
  'driven',
  'level',
  'specific',
  'dependent',
  'oriented',
  'related',
  'annotated',
  'labeled',
  'labelled',
  'trained',
  'tuned',
  'guided',
];
/**
 * Second halves that make a compound adjective, written with a hyphen: those, and those that also
 * end closed words ("worldwide", "lifelike", "carefree").
 */
const COMPOUND_TAIL = new RegExp(
  `^(?:${[...COMPOUND_TAIL_WORDS, 'independent', 'free', 'aware', 'sensitive', 'like', 'wide', 'scale', 'aligned', 'centric', 'agnostic'].join('|')})$`,
  'u',
);

/**
 * A compound adjective whose hyphen the source dropped ("documentlevel", "medicationrelated",
 * "errordriven"): a tail of COMPOUND_TAIL_WORDS, which no English word ends in after a word of
 * four letters or more. The other tails are left to splitIntoOwnWords.
 */
const GLUED_TAIL = new RegExp(`^(\\p{L}{4,}?)(${COMPOUND_TAIL_WORDS.join('|')})$`, 'u');
/** How often the head of such a compound must stand alone in the paper, in either number. */
const HEAD_USES = 2;

/**
 * Where a word splits into a word the paper uses on its own and a compound adjective's tail, read
 * however often the paper glues them (a converter that drops a hyphen drops it every time).
 */
function splitAtTail(lower: string, vocabulary: Vocabulary): number | undefined {
  const glued = GLUED_TAIL.exec(lower);
  if (!glued) return undefined;
  const head = glued[1]!;
  if (NOT_A_PART.test(head) || isStopword(head) || head.endsWith('ly')) return undefined;
  // The head alone or in its plural: "medication" once and "medications" four times.
  const uses = (vocabulary.words.get(head) ?? 0) + (vocabulary.words.get(`${head}s`) ?? 0);
  return uses >= HEAD_USES ? head.length : undefined;
}

/**
 * Where a long word the paper uses at most once splits into two words the paper uses on their own
 * (each OWN_WORD_USES times or more, neither a function word, save a compound's tail, nor a piece
 * of one): the split with the more frequent rarer half, or undefined.
 */
function splitIntoOwnWords(
  lower: string,
  together: number,
  vocabulary: Vocabulary,
): number | undefined {
  if (lower.length < LONG_GLUE || lower.length > LONGEST_GLUE || together > 1) return undefined;
  if (CLOSED_COMPOUNDS.has(lower)) return undefined;
  let best: { at: number; uses: number } | undefined;
  for (let at = 4; at <= lower.length - 4; at++) {
    const [head, tail] = [lower.slice(0, at), lower.slice(at)];
    if (NOT_A_PART.test(head) || NOT_A_PART.test(tail) || isStopword(head)) continue;
    // "based" is a function word of the list, and a compound's tail all the same.
    if (isStopword(tail) && !COMPOUND_TAIL.test(tail)) continue;
    if (BOUND_ENDINGS.has(tail)) continue;
    const uses = Math.min(vocabulary.words.get(head) ?? 0, vocabulary.words.get(tail) ?? 0);
    if (uses >= OWN_WORD_USES && uses > (best?.uses ?? 0)) best = { at, uses };
  }
  return best?.at;
}

/**
 * The glued word split as the paper writes its parts ("this paper", "Kneser-Ney"), or undefined
 * when the paper does not write them apart more often than together.
 */
export function splitGlued(
  word: string,
  vocabulary: Vocabulary,
  language = 'en',
): string | undefined {
  const lower = word.toLowerCase();
  const head = GLUED_DETERMINER.exec(lower)?.[0];
  if (head) return `${word.slice(0, head.length)} ${word.slice(head.length)}`;
  const together = vocabulary.words.get(lower) ?? 0;
  // The name must stand on its own in the paper more often than the join does.
  const needed = Math.max(3, together + 1);
  // A rest of six letters or more seldom completes a word by chance: once elsewhere will do (not
  // after a capital inside, a name, "theTagger").
  const lowerRest = /^.\p{Ll}*$/u.test(word) && together <= 1;
  const standsAlone = (rest: string) =>
    (vocabulary.words.get(rest) ?? 0) >= (lowerRest && rest.length >= 6 ? 1 : needed);
  const beforeName = FUNCTION_WORD_BEFORE_NAME.exec(word);
  if (beforeName && (vocabulary.words.get(beforeName[2]!.toLowerCase()) ?? 0) >= needed)
    return `${beforeName[1]} ${beforeName[2]}`;
  if (lower.length < 6 || !/^\p{L}+$/u.test(lower)) return undefined;
  let best: { at: number; count: number; joiner: string } | undefined;
  for (let at = 2; at <= lower.length - 2; at++) {
    // An ending is no word of its own: "result ing" written apart is the converter's doing.
    if (BOUND_ENDINGS.has(lower.slice(at))) continue;
    const pair = `${lower.slice(0, at)} ${lower.slice(at)}`;
    const spaced = vocabulary.spaced.get(pair) ?? 0;
    const hyphened = vocabulary.hyphened.get(pair) ?? 0;
    const count = spaced + hyphened;
    // A word the layout split elsewhere in the paper is whole here (stemJoin).
    if (
      count > together &&
      count > (best?.count ?? 0) &&
      !stemJoin(lower.slice(0, at), lower.slice(at), vocabulary)
    )
      best = { at, count, joiner: hyphened > spaced ? '-' : ' ' };
  }
  if (!best) {
    // A function word run into the next word ("thispaper") or the word before it ("systemsthat"),
    // which the paper may glue every time: the rest is a word the paper uses on its own.
    const before = GLUED_FUNCTION_WORD.exec(lower);
    const after = WORD_GLUED_TO_FUNCTION.exec(lower);
    if (before && standsAlone(before[2]!)) best = { at: before[1]!.length, count: 0, joiner: ' ' };
    else if (after && standsAlone(after[1]!))
      best = { at: after[1]!.length, count: 0, joiner: ' ' };
    else {
      // Other languages write their compounds closed ("Textklassifikation").
      // A capital inside the word makes it a name ("TensorFlow"), which is written so.
      const name = /^.\p{Ll}*\p{Lu}/u.test(word);
      const at =
        language === 'en' && !name
          ? (splitAtTail(lower, vocabulary) ?? splitIntoOwnWords(lower, together, vocabulary))
          : undefined;
      if (at === undefined) return undefined;
      // "character-based", but "manually labeled": an adverb takes no hyphen.
      const hyphen = COMPOUND_TAIL.test(lower.slice(at)) && !lower.slice(0, at).endsWith('ly');
      best = { at, count: 0, joiner: hyphen ? '-' : ' ' };
    }
  }
  return `${word.slice(0, best.at)}${best.joiner}${word.slice(best.at)}`;
}

/**
 * Endings that are never words of their own: after a word, such a piece is the rest of that word,
 * broken off by a converter ("us ing", "implementa tion", "align- ment"), whatever the paper's counts.
 */
const BOUND_ENDINGS = new Set([
  'ing',
  'ings',
  'tion',
  'tions',
  'sion',
  'sions',
  'ment',
  'ments',
  'ity',
  'ities',
  'ance',
  'ances',
  'ence',
  'ences',
  'ical',
  'ically',
  'ation',
  'ations',
  'ative',
  'atives',
  'ous',
  'ious',
  'ized',
  'izing',
  'ization',
]);

/** Whether a word is an ending that never stands alone (BOUND_ENDINGS): the rest of a cut word. */
export const isBoundEnding = (word: string): boolean => BOUND_ENDINGS.has(word.toLowerCase());

/** A first piece this short may be a word of its own as often as it likes ("in ventory"). */
const SHORT_PIECE = 3;

/**
 * Two pieces of one word the source split ("statisti cal", "in ventory"): the paper has the whole
 * word at least as often as either piece, or, when the first piece is short ("in", "re", "con"),
 * more than once and more often than the second ("the overall" stays, though the paper glued it
 * once), or more than once where the second never stands but after a first that is no word
 * ("re trieved"). Returns the whole word.
 */
export function joinSplit(
  first: string,
  second: string,
  vocabulary: Vocabulary,
): string | undefined {
  const a = first.toLowerCase();
  const b = second.toLowerCase();
  if (!/^\p{L}+$/u.test(a) || !/^\p{Ll}+$/u.test(second)) return undefined;
  if (a.length >= 2 && BOUND_ENDINGS.has(b)) return first + second;
  if (a.length + b.length < 6) return undefined;
  const whole = vocabulary.words.get(a + b) ?? 0;
  if (whole < 1) return stemJoin(a, b, vocabulary) ? first + second : undefined;
  const alone = vocabulary.words.get(b) ?? 0;
  // The second piece may stand nowhere but after a first that is no word of its own ("re trieved"
  // twice, "retrieved" twice; not "a symmetric" beside "asymmetric", "in vitro" beside "invitro").
  const onlyAfter = !isStopword(a) && (vocabulary.spaced.get(`${a} ${b}`) ?? 0) >= alone;
  // Written whole once is enough where the second piece stands nowhere else ("de scribed" twice,
  // "described" once), unless the pair is Latin ("in vitro", "ex vivo", "de novo").
  const seenWhole = whole >= 2 || (onlyAfter && !LATIN_SECOND.test(b));
  if (a.length <= SHORT_PIECE)
    return seenWhole && (whole > alone || onlyAfter) ? first + second : undefined;
  if ((vocabulary.words.get(a) ?? 0) > whole || alone > whole) return undefined;
  return first + second;
}

/** Second words of Latin pairs written apart: "in vitro", "de novo", "a priori". */
const LATIN_SECOND =
  /^(?:vitro|vivo|situ|silico|novo|priori|posteriori|hoc|se|versa|utero|ovo|vacuo)$/u;

/** Endings a whole word may carry past the stem the paper writes elsewhere ("label" → "labeling"). */
const STEM_ENDINGS = new Set([
  ...BOUND_ENDINGS,
  '',
  's',
  'es',
  'd',
  'ed',
  'e',
  'y',
  'ies',
  'er',
  'ers',
  'or',
  'ors',
  'ly',
  'al',
  'ally',
  'ic',
  'ive',
  'ize',
  'izes',
  'ise',
  'ate',
  'ates',
  'ated',
  'ating',
  'ant',
  'ent',
  'ness',
  'able',
  'ible',
]);
/** The stem a paper writes must run this far past the first piece: "la beling" under "label". */
const STEM_REACH = 3;
/** The paper's words by their first letters, to find a stem without reading every word. */
const byOpening = new WeakMap<Vocabulary, Map<string, string[]>>();
const OPENING = 5;

function wordsOpening(vocabulary: Vocabulary, opening: string): readonly string[] {
  let index = byOpening.get(vocabulary);
  if (!index) {
    index = new Map();
    for (const word of vocabulary.words.keys())
      if (word.length >= OPENING) {
        const key = word.slice(0, OPENING);
        const words = index.get(key);
        if (words) words.push(word);
        else index.set(key, [word]);
      }
    byOpening.set(vocabulary, index);
  }
  return index.get(opening) ?? [];
}

/**
 * Two pieces the paper never writes apart from each other, whose join is a word the paper does not
 * write whole but writes with another ending ("la beling" beside "labels", "Ex pectation" beside
 * "expected", "con stituents" beside "constituent"): a word a PDF's layout split. The stem must
 * reach well into the second piece, be written at least twice, and leave a usual ending; the
 * second piece must not be a word of the paper with an ending of its own ("leg ends" beside "end").
 */
function stemJoin(a: string, b: string, vocabulary: Vocabulary): boolean {
  const pair = vocabulary.spaced.get(`${a} ${b}`) ?? 0;
  if (pair < 1 || (vocabulary.words.get(a) ?? 0) > pair || (vocabulary.words.get(b) ?? 0) > pair)
    return false;
  // The second piece is a word of the paper with an ending ("the left leg ends" beside "end").
  const bare = /^(.{3,}?)(?:s|es|ed|ing|ers?)$/u.exec(b)?.[1];
  if (bare !== undefined && (vocabulary.words.get(bare) ?? 0) > 0) return false;
  const word = a + b;
  const reach = Math.max(OPENING, a.length + STEM_REACH);
  if (word.length < reach) return false;
  // Once is enough for the stem where the first piece too stands nowhere but before the second.
  const uses = (vocabulary.words.get(a) ?? 0) === pair ? 1 : 2;
  return wordsOpening(vocabulary, word.slice(0, OPENING)).some((stem) => {
    if ((vocabulary.words.get(stem) ?? 0) < uses) return false;
    let shared = 0;
    while (shared < stem.length && stem[shared] === word[shared]) shared++;
    return shared >= reach && STEM_ENDINGS.has(word.slice(shared));
  });
}

/**
 * A word hyphenated at a line's end and run on with a space ("train- ing", "align- ment"): whole
 * when the rest is an ending or the paper writes the word whole ("PRIN- CIPAR" too). In English,
 * without that evidence, the paper's other words decide (brokenLineWord). Returns the word as
 * mended.
 */
function joinLineBreak(
  first: string,
  second: string,
  vocabulary: Vocabulary,
  language: string,
  rest: () => string,
): string | undefined {
  // "PRIN- CIPAR": capitals on both sides, joined only where the paper writes the word whole.
  const capitals = /^\p{Lu}{2,}-$/u.test(first) && /^\p{Lu}+$/u.test(second);
  if (!/^\p{L}{2,}-$/u.test(first) || !(capitals || /^\p{Ll}+$/u.test(second))) return undefined;
  const word = first.slice(0, -1) + second;
  const known = BOUND_ENDINGS.has(second) || (vocabulary.words.get(word.toLowerCase()) ?? 0) > 0;
  if (known) return word;
  if (capitals) return undefined;
  return language === 'en'
    ? brokenLineWord(first.slice(0, -1), second, vocabulary, rest)
    : undefined;
}

/**
 * Words after a first part that shares the next word's end: "pre- and post-test", "short- or
 * long-term", "pre- y post-", "Ein- und Aus-".
 */
export const SUSPENDED_WORDS = 'and|or|to|nor|versus|vs|but|y|o|et|ou|und|oder|bis';
const SUSPENDED = new RegExp(`^(?:${SUSPENDED_WORDS})$`, 'u');
/**
 * What follows a first part that shares the end of the next hyphenated word: "pre- and post-test",
 * "Short- compared with long-term", "low- as well as high-dose" (not "broad- coverage,
 * principle-based", nor "blast- based approach for aarss and non-aarss").
 */
export const SUSPENDED_LATER = String.raw`(?:${SUSPENDED_WORDS}|than|rather than|with|compared (?:with|to)|as well as|as opposed to|but not)\s+(?:\p{L}+\s+){0,2}?\p{L}+-\p{L}`;
const SUSPENDED_AFTER = new RegExp(`^${SUSPENDED_LATER}`, 'u');
/** How many pieces (words and the spaces between them) after a break SUSPENDED_AFTER reads. */
const SUSPENDED_REACH = 16;
/** The shortest second part joined on no evidence but the paper's words ("gov- e" is OCR debris). */
const SHORTEST_REST = 3;
/** The shortest second part a compound takes after a word of the paper ("drug- induced"). */
const COMPOUND_REST = 4;

/**
 * A line break the paper gives no whole form of: a compound broken at its hyphen when the paper
 * writes "head-driven" or the first part is a word of the paper ("complex- feature" →
 * "complex-feature", "drug- induced"), one word when the first part is no word of the paper by
 * itself ("con- sidering", "ma- chine"). A function word on either side of two words is left as it
 * stands: "TNF- was" lost its symbol, "in- formally" cannot be told from "in-formally".
 */
function brokenLineWord(
  head: string,
  second: string,
  vocabulary: Vocabulary,
  rest: () => string,
): string | undefined {
  const lower = head.toLowerCase();
  if (SUSPENDED.test(second) || SUSPENDED_AFTER.test(rest())) return undefined;
  if ((vocabulary.hyphened.get(`${lower} ${second}`) ?? 0) > 0) return `${head}-${second}`;
  // "blast- based", "dose- dependent": a tail that makes a compound of any word before it.
  if (COMPOUND_TAIL.test(second)) return `${head}-${second}`;
  if (isStopword(second, 'en')) return undefined;
  // Uses of a word other than as a part of a broken one.
  const alone = (w: string) =>
    (vocabulary.words.get(w) ?? 0) - (vocabulary.brokenParts?.get(w) ?? 0) > 0;
  const stopword = isStopword(lower, 'en');
  // A first part that is no word ("con- sidering"), or a function word before a piece that is
  // none ("in- volving"): one word.
  if (!alone(lower) || (stopword && !alone(second)))
    return second.length >= SHORTEST_REST ? head + second : undefined;
  // A word of the paper before a second part ("drug- induced"): a compound.
  return stopword || second.length < COMPOUND_REST ? undefined : `${head}-${second}`;
}

/** Compounds of academic prose written with hyphens between all their parts. */
const COMPOUNDS =
  'state-of-the-art part-of-speech end-to-end out-of-vocabulary out-of-domain out-of-sample one-to-one one-to-many many-to-many many-to-one sequence-to-sequence easy-to-use up-to-date day-to-day face-to-face point-of-care proof-of-concept proof-of-principle signal-to-noise peer-to-peer word-for-word side-by-side step-by-step case-by-case trial-and-error off-the-shelf out-of-the-box loss-of-function gain-of-function time-of-flight mode-of-action bag-of-words mixture-of-experts sum-of-squares goodness-of-fit line-of-sight rule-of-thumb quality-of-life left-to-right right-to-left coarse-to-fine speech-to-text text-to-speech'.split(
    ' ',
  );
/** Each compound with one of its hyphens lost ("partof-speech", "state-of-theart"), to its form. */
const BROKEN_COMPOUNDS = new Map(
  COMPOUNDS.flatMap((compound) => {
    const parts = compound.split('-');
    return parts.slice(1).map((_, i) => {
      const broken = [...parts.slice(0, i), parts[i]! + parts[i + 1]!, ...parts.slice(i + 2)];
      return [broken.join('-'), compound] as const;
    });
  }),
);
const BROKEN_COMPOUND = new RegExp(
  `(?<![\\p{L}-])(?:${[...BROKEN_COMPOUNDS.keys()].map(escapeRegExp).join('|')})(?![\\p{L}-])`,
  'giu',
);

/** A compound whose hyphen a line break swallowed, mended: "state-ofthe-art" → "state-of-the-art". */
export function mendCompounds(text: string): string {
  return text.replace(BROKEN_COMPOUND, (broken) => {
    // The same letters with one hyphen more: each keeps its case ("Partof-Speech" → "Part-of-Speech").
    const letters = broken.replace(/-/gu, '');
    let at = 0;
    return [...BROKEN_COMPOUNDS.get(broken.toLowerCase())!]
      .map((char) => (char === '-' ? char : letters[at++]!))
      .join('');
  });
}

/** A page's or a line's number a converter dropped inside a word: "cre 41 ated". */
const NUMBER_INSIDE_WORD = /(?<![\p{L}\d])(\p{L}{2,}) \d{1,4} (\p{Ll}{2,})(?![\p{L}\d])/gu;

/**
 * The word whole again where a number stands between its two pieces: the paper writes the whole
 * word elsewhere and neither piece but here.
 */
function dropNumberInsideWord(sentence: string, vocabulary: Vocabulary): string {
  const uses = (w: string) => vocabulary.words.get(w.toLowerCase()) ?? 0;
  return sentence.replace(NUMBER_INSIDE_WORD, (match, first: string, second: string) =>
    first.length + second.length >= 6 &&
    uses(first + second) >= 1 &&
    uses(first) <= 1 &&
    uses(second) <= 1
      ? first + second
      : match,
  );
}

/** The sentence with its glued words split and its broken words joined, as the paper writes them. */
export function mendWords(sentence: string, vocabulary: Vocabulary, language = 'en'): string {
  const parts = dropNumberInsideWord(sentence, vocabulary).split(/(\s+)/u);
  // Words and the spaces between them as mended so far: a joined word may join the next one too.
  const out = [parts[0]!];
  for (let k = 1; k + 1 < parts.length; k += 2) {
    const next = parts[k + 1]!;
    if (parts[k] === ' ') {
      // The next piece without the punctuation after it ("ments." at a sentence's end).
      const [, piece = '', tail = ''] = /^(\p{L}*)(.*)$/su.exec(next) ?? [];
      const last = out.at(-1)!;
      const whole =
        joinLineBreak(last, piece, vocabulary, language, () =>
          parts.slice(k + 1, k + 1 + SUSPENDED_REACH).join(''),
        ) ?? joinSplit(last, piece, vocabulary);
      if (whole !== undefined) {
        out[out.length - 1] = whole + tail;
        continue;
      }
    }
    out.push(parts[k]!, next);
  }
  // A hyphenated word's first part too ("thetext-based"); the parts after a hyphen belong to it.
  return mendCompounds(out.join('')).replace(
    /(?<![\p{L}-])\p{L}+(?!\p{L})/gu,
    (word) => splitGlued(word, vocabulary, language) ?? word,
  );
}
