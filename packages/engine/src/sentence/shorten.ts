/**
 * A sentence of the paper made shorter for the companions (highlights, TL;DR, plain summary) by
 * deleting what a reader can spare: a shortening adds no word (the engine's other edits may:
 * opener.ts writes "The results" for "These results", voice.ts "This study" for "We"). Each step
 * keeps a whole statement that the full sentence asserts:
 * - citations and parentheticals ("(n = 12)", "(CNN)", "[4]");
 * - a concessive or framing opener ("Although A, B" → "B"; "In this paper, we" → "We"; opener.ts);
 * - an apposition with an indefinite article ("BERT, a language model, reaches" → "BERT reaches");
 * - a trailing non-restrictive clause (", which…", ", suggesting…", ", using…");
 * - a reporting frame around a finding ("We show that X" → "X"; only verbs that assert, not
 *   "suggest" or "hypothesise", whose removal would turn a guess into a claim);
 * - the second of two main clauses ("A; B" → "A"; "A, but B" → "A").
 * Only the first capital letter and a final full stop are changed by hand.
 */
import { wholeStatementProblem } from '@abstractly/contracts/companions';
import { isFunctionWord } from '../read/language.ts';
import { stripCitations } from './clean.ts';
import { opensOnJoiner } from './fragment.ts';
import { hasOrphanedWord } from './navigation.ts';
import { dropFramingOpeners, opensOnMissingText } from './opener.ts';
import { findLeans } from './reader-cues.ts';
import { capitalise, tidyAfterCut } from './tidy.ts';
import type { Vocabulary } from './glued-words.ts';
import {
  AUXILIARIES,
  IRREGULAR_PAST,
  PLURAL,
  PRESENT_VERBS,
  usedAsVerb,
  verbForms,
} from './verb-forms.ts';

export interface Shortened {
  text: string;
  /** How many deletion steps it took (0 = the sentence as it is). */
  cuts: number;
}

/** Ends a clause with one full stop, closing what the deletions left open. */
function finish(text: string): string {
  const body = text
    .trim()
    .replace(/[\s,;:–—-]+$/u, '')
    .replace(/[.!?]+$/u, '');
  return capitalise(`${body}.`);
}

/** ", which …," in the middle of a sentence: non-restrictive, so the sentence holds without it. */
const INNER_CLAUSE = /,\s+(?:which|who|whose|where)\s+[^,;()]{3,90},\s+(?=\p{Ll})/u;
/** ", a/an …," between commas after a name. */
const APPOSITION = /,\s+(?:a|an)\s+[^,;()]{3,70},\s+(?=\p{Ll})/u;
/** A trailing clause a statement can lose. */
const TRAILING_CLAUSE =
  /,\s+(?:which|where|whereby|while|whereas|thus|thereby|because|since|suggesting|indicating|implying|showing|demonstrating|highlighting|confirming|using|based on|leading to|resulting in|allowing|enabling|making|including|such as|especially|particularly|as well as|close to|similar to|compared (?:to|with)|in line with|consistent with|e\.g\.|i\.e\.)(?![\p{L}])[^;,]*$/iu;
/** "We show that X" and its kin, where X is a whole clause. */
const REPORTING_FRAME =
  /^(?:(?:we|our (?:results|findings|experiments|data|analyses|analysis)|the (?:results|findings|experiments|data|analyses|analysis)|results|experiments|(?:this|the) (?:paper|study|work|article)) (?:also )?(?:show|shows|showed|shown|demonstrate|demonstrates|demonstrated|find|found|reveal|reveals|revealed|confirm|confirms|confirmed|observe|observed|establish|established|prove|proved)|it (?:is|was) (?:shown|found|demonstrated|observed)) that\s+/iu;
const SECOND_CLAUSE = /(?:;\s+|,\s+(?:but|and|yet|so|whereas|while)\s+).*$/iu;
/** A second predicate of the same subject: "Cores were dated with X and analysed for Y" → "…with X". */
const SECOND_PREDICATE =
  /\s+and\s+(?:then\s+)?(?:\p{L}{3,}ed|fell|rose|grew|led|held|lost|kept|became|found|made|showed|gave|took)\b[^;]*$/iu;
/** Pronouns that stand as a subject, so the word after them is its verb. */
const SUBJECT_PRONOUNS = 'we|i|they|you|it|he|she';
/** A verb form by its shape: an auxiliary, a past form. */
const VERB = new RegExp(
  `\\b(?:${AUXILIARIES}|found|shown|made|took|gave|saw|built|led|held|lost|kept|became|grew|\\p{L}{2,}ed)\\b`,
  'iu',
);
/** A word in -s, as the check of what a deletion left reads one: a present verb or a plural. */
const S_WORD = /\b\p{L}{3,}s\b/iu;
/** A word in -s that may be a verb's third person ("defines"; not "this", "analysis", "class"). */
const THIRD_PERSON = /\b\p{L}{2,}(?<![siu])s\b/gu;
const PREPOSITION_START =
  /^(?:at|in|on|for|with|by|from|during|after|before|under|over|through|within|across|among|between)\b/iu;
/** A verb the auxiliaries and endings of VERB miss: after a pronoun, or an irregular past. */
const OTHER_VERB = new RegExp(
  `\\b(?:${SUBJECT_PRONOUNS})\\s+(?:\\p{L}+ly\\s+)?\\p{L}{2,}\\b|\\b(?:${IRREGULAR_PAST})\\b`,
  'iu',
);

/**
 * Where a word in -s stands as a noun: after a number, a determiner or a preposition ("42 days",
 * "the functions", "curves of statistics"), before "of" ("functions of"; not "consists of"), or
 * at the end of a phrase ("…and dynamical zeta functions."), where only the paper's use of it as a
 * verb says otherwise ("the method works.").
 */
const NOUN_BEFORE =
  /(?:^|\s)(?:\d[\d.,]*|the|a|an|these|those|many|several|all|both|two|three|four|five|their|our|its)\s+$/iu;
const OBJECT_OF =
  /(?:^|\s)(?:of|in|on|for|with|by|from|at|to|into|between|among|across|through|without|per|than|versus|vs\.?)\s+$/iu;
/** A number after a name is part of it: "Model 2 outperforms". */
const NAMED_NUMBER = /\p{Lu}\p{L}*\s+\d+\s+$/u;
const NOUN_OF = /^(?!consists\b)\p{L}+\s+of\b/iu;
const PHRASE_END = /^\s*(?:$|[.,;:)\]!?]|(?:and|or)\b)/iu;
/** The object of a preposition: "(summary) of the main results.", which no verb ends. */
const AFTER_PREPOSITION =
  /\b(?:of|in|on|for|with|by|from|to|at)\s+(?:the|a|an|these|those|their|our|its)\s+(?:\p{L}+\s+)?$/iu;
/** How far around a word its noun context is read. */
const CONTEXT_CHARS = 24;

/** A plural subject and the word after it: "problems include", "the two isoforms differ", "data show". */
const BEFORE_BARE_VERB = new RegExp(
  String.raw`\b(?!(?:this|thus|its|his|was|has|is|us|as|yes|versus|plus|status|corpus|consensus|focus|bias|gas|\p{L}+sis)\b)(?:${PLURAL}|data|corpora|formulae|criteria|phenomena|bacteria|taxa|genera|loci|nuclei|stimuli|fungi|people|children|women|men|mice)\s+(?:\p{Ll}+ly\s+)?(\p{Ll}{3,})(?=\s+[\p{L}\d])`,
  'gu',
);
const NOT_BARE = /(?:s|ed|ing|ly)$/u;
/** A verb in the present whatever its subject (verb-forms.ts PRESENT_VERBS): "include", "vary". */
const COMMON_PRESENT = new RegExp(`^(?:${PRESENT_VERBS})$`, 'u');
/** An object after a verb: "show a", "constitute an", "include the". */
const OBJECT_AFTER = /^\s+(?:the|a|an|that|this|these|those|its|their|our|no|more|less|\d)/u;
/** A bare verb before its object, whatever its subject: "results in this study show a gain". */
const VERB_BEFORE_ARTICLE = /\b(\p{Ll}{3,})\s+(?:the|a|an)\s/gu;

/**
 * A plural's bare verb: not a function word, and a verb by its object, by the common present verbs
 * (PRESENT_VERBS), or by the paper's use of it (when `vocabulary` is given): "mycoides strain afade"
 * is a name.
 */
function hasBareVerb(text: string, vocabulary?: Pick<Vocabulary, 'words' | 'spaced'>): boolean {
  const lowered = text.charAt(0).toLowerCase() + text.slice(1);
  const bare = (word: string) => !isFunctionWord(word, 'en') && !NOT_BARE.test(word);
  if ([...lowered.matchAll(VERB_BEFORE_ARTICLE)].some(([, word]) => bare(word!))) return true;
  return [...lowered.matchAll(BEFORE_BARE_VERB)].some((match) => {
    const next = match[1]!;
    if (!bare(next)) return false;
    const third = verbForms(next)[1]!;
    return (
      !vocabulary ||
      COMMON_PRESENT.test(next) ||
      OBJECT_AFTER.test(lowered.slice(match.index + match[0].length)) ||
      usedAsVerb(third, vocabulary)
    );
  });
}

/** Whether the word in -s at `index` of `text` stands as a verb (see NOUN_BEFORE). */
function verbAt(
  text: string,
  word: string,
  index: number,
  vocabulary: Pick<Vocabulary, 'words' | 'spaced'> | undefined,
): boolean {
  const before = text.slice(Math.max(0, index - CONTEXT_CHARS), index);
  if (NOUN_BEFORE.test(before) && !NAMED_NUMBER.test(before)) return false;
  if (OBJECT_OF.test(before)) return false;
  if (NOUN_OF.test(text.slice(index, index + word.length + CONTEXT_CHARS))) return false;
  if (!PHRASE_END.test(text.slice(index + word.length, index + word.length + CONTEXT_CHARS)))
    return true;
  return (
    vocabulary !== undefined &&
    !AFTER_PREPOSITION.test(before) &&
    usedAsVerb(word.toLowerCase(), vocabulary)
  );
}

/**
 * Whether a sentence has a verb after its first word (English). A word in -s counts where it can
 * stand as a verb (verbAt), as can a plural subject's bare verb: "Number theory zeta functions and
 * dynamical zeta functions." is a heading.
 */
export function hasVerb(text: string, vocabulary?: Pick<Vocabulary, 'words' | 'spaced'>): boolean {
  const first = /^\S+\s*/u.exec(text)?.[0].length ?? 0;
  const rest = text.slice(first);
  if (VERB.test(rest) || OTHER_VERB.test(text) || hasBareVerb(text, vocabulary)) return true;
  return [...text.matchAll(THIRD_PERSON)].some(
    ({ 0: word, index }) => index >= first && verbAt(text, word, index, vocabulary),
  );
}

const AUXILIARY = new RegExp(`^(?:${AUXILIARIES})$`, 'iu');
const PAST = new RegExp(`^(?:${IRREGULAR_PAST}|shown|known|seen|given|taken)$`, 'iu');
/** A word that stays inside a verb group: "were then sequenced", "was significantly reduced". */
const IN_VERB_GROUP = /^(?:\p{L}+ly|not|also|then|further|still|only)$/iu;
const RELATIVE = /^(?:that|which|who|whom|whose|where)$/iu;
/** A clause with a pronoun for its subject: a sentence, not a caption. */
const PRONOUN_SUBJECT = new RegExp(`\\b(?:${SUBJECT_PRONOUNS})\\s+\\p{L}`, 'iu');
const OWN_SUBJECT = /^(?:the|a|an|this|these|those|its|their|our|we|they|it|he|she|i)$/iu;
/**
 * "suggests that…": a "that" opening what a verb reports, not a relative clause. Verbs that are
 * also common nouns of papers ("notes", "reports", "states", "estimates") count in their bare and
 * past forms only: "clinical notes that were coded" is a noun with its relative clause.
 */
const REPORTED_CLAUSE =
  /\b(?:(?:suggest|indicate|reveal|demonstrate|confirm|conclude|impl(?:y|ie)|propose|argue|assume|predict|expect|believe|observe|ensure|hypothesi[sz]e|verif(?:y|ie)|prove|know|say|show|find|mean)(?:s|d|ed)?|(?:note|report|state|estimate)(?:d|ed)?|found|shown|meant|knew|said)\s+that\b/iu;

/** Words after which a form in -ed is no verb: "identified as enriched", "the observed gain". */
const NOT_A_VERB_AFTER = /^(?:as|to|be|been|being|including|the|a|an|of|for|with)$/iu;

/**
 * The verb groups in a run of words: an auxiliary or a past form, with the adverbs inside the
 * group ("were then sequenced" is one). A past form after "as" or "be" is a complement ("identified
 * as enriched"), and the first word is taken for a noun.
 */
function verbGroups(words: readonly string[]): number {
  let groups = 0;
  let inGroup = false;
  let afterPast = false;
  let modifier = false;
  words.forEach((word, i) => {
    const auxiliary = AUXILIARY.test(word);
    const before = words[i - 1] ?? '';
    // A form in -ed after an article, a preposition or "including" modifies a noun ("genes
    // including up-regulated and down-regulated"), as does one joined to such a form.
    const modifies = NOT_A_VERB_AFTER.test(before) || (modifier && /^(?:and|or)$/iu.test(before));
    const ed = i > 0 && /\p{L}{2,}ed$/iu.test(word);
    const past = PAST.test(word) || (ed && !modifies);
    if (ed || !/^(?:and|or)$/iu.test(word)) modifier = ed && modifies;
    const verb = auxiliary || past;
    // An auxiliary after a past form opens the next clause's verb: "who relapsed | were excluded".
    if (verb && (!inGroup || (auxiliary && afterPast))) groups++;
    inGroup = verb || (inGroup && IN_VERB_GROUP.test(word));
    afterPast = past && !auxiliary;
  });
  return groups;
}

/**
 * A subsection's heading: a noun of action and what it acts on ("Determination of muscle
 * triglycerides.", "Effects of heat on yield."), or a count a figure shows ("Number of de genes…");
 * in the singular, since a plural head may take a bare verb ("Numbers of admissions vary…").
 */
const HEADING_OPENING =
  /^\p{L}+(?:tion|sion|ment|sis|ses|ance|ence|ity|ure|ogy)s?\s+of\b|^(?:role|roles|impact|effects?|influence|properties|overview|summary|characteristics|number|proportion|percentage|distribution|frequency|comparison|list|schematic|example)\s+of\b/iu;
/**
 * A verb in the present tense after a heading's opening ("Analysis of the transcripts reveals…",
 * "Inhibition of mTOR extends lifespan"): a statement, not a heading.
 */
const PRESENT_VERB =
  /\b(?:is|are|has|have|reveals|shows|extends|abolishes|reduces|improves|increases|decreases|induces|inhibits|prevents|promotes|regulates|requires|causes|affects|enhances|suppresses|correlates|differs|depends|remains|leads|acts|protects|blocks|drives|controls|determines|predicts|explains|yields|provides|allows|enables|varies|occurs|contributes|mediates|modulates|restores|rescues|impairs|alters|limits|triggers|activates|represses|binds|encodes|confers|exceeds|outperforms)\b/iu;

/**
 * Whether an English sentence is a noun phrase with relative clauses and no verb of its own: a
 * figure's or table's caption left in the text ("Genes that were identified as enriched in the
 * crop."); or, without a relative clause, a subsection's heading (HEADING_OPENING, no verb group
 * and no common present-tense verb). Its verbs stand in its relative clauses, one each at most; a
 * present-tense verb the word lists cannot see ("Genes that bind X regulate Y") reads as a caption
 * too, so callers ask only of a sentence that stands alone, as a caption or a heading does.
 */
export function readsAsCaption(text: string): boolean {
  if (REPORTED_CLAUSE.test(text) || PRONOUN_SUBJECT.test(text)) return false;
  const words = text
    .replace(/[.,;:()[\]]/gu, ' ')
    .split(/\s+/u)
    .filter(Boolean);
  const first = words.findIndex((w) => RELATIVE.test(w));
  if (first < 0)
    return HEADING_OPENING.test(text) && verbGroups(words) === 0 && !PRESENT_VERB.test(text);
  if (first === 0 || verbGroups(words.slice(0, first)) > 0) return false;
  // A clause with a subject of its own ("that the drug reduces…") may hold a present-tense verb
  // the word lists cannot see.
  if (words.some((w, i) => RELATIVE.test(w) && OWN_SUBJECT.test(words[i + 1] ?? ''))) return false;
  const tail = words.slice(first);
  return verbGroups(tail) <= tail.filter((w) => RELATIVE.test(w)).length;
}

/** What a deletion left may lack: a verb, or what a leading preposition introduces. */
function lostItsVerb(text: string): boolean {
  const rest = text.replace(/^\S+\s*/u, '');
  if (!VERB.test(rest) && !S_WORD.test(rest)) return true;
  return PREPOSITION_START.test(text) && !/,/u.test(text);
}

type Step = (text: string) => string;

/**
 * A bracketed aside after a space: "(n = 12)", "[see 4]". Brackets inside a word are part of it
 * ("(semi-)automatically", "protein(s)"): cut, they would change the word or glue two together.
 */
const ASIDE_IN_BRACKETS = /\s+(?:\([^()]*\)|\[[^[\]]*\])(?![\p{L}\p{N}])/gu;

const STEPS_ANY: Step[] = [
  (t) => stripCitations(t),
  (t) => tidyAfterCut(t.replace(ASIDE_IN_BRACKETS, '')),
  // A dash-enclosed or dash-final aside: "…glial cells—the cells that build the cortex."
  (t) =>
    tidyAfterCut(
      t.replace(/\s*[—–]\s*[^—–]{3,120}?\s*[—–]\s*/gu, ' ').replace(/\s*—[^—]{3,120}$/u, ''),
    ),
];
const STEPS_EN: Step[] = [
  dropFramingOpeners,
  (t) => tidyAfterCut(t.replace(INNER_CLAUSE, ' ').replace(APPOSITION, ' ')),
  (t) => t.replace(TRAILING_CLAUSE, ''),
  (t) => t.replace(REPORTING_FRAME, ''),
  (t) => t.replace(SECOND_CLAUSE, ''),
  (t) => t.replace(SECOND_PREDICATE, ''),
];

/**
 * The sentence and its ever shorter forms, each a whole statement (deduplicated, longest first).
 * Non-English text gets only the language-neutral steps (citations, parentheticals).
 */
export function shortenings(sentence: string, language = 'en'): Shortened[] {
  const steps = language === 'en' ? [...STEPS_ANY, ...STEPS_EN] : STEPS_ANY;
  const out: Shortened[] = [];
  const seen = new Set<string>();
  const push = (text: string, cuts: number) => {
    const candidate = language === 'en' ? finish(text) : text.trim();
    if (seen.has(candidate)) return;
    seen.add(candidate);
    if (language === 'en' && cuts > 0 && lostItsVerb(candidate)) return;
    if (opensOnJoiner(candidate) || hasOrphanedWord(candidate) || opensOnMissingText(candidate))
      return;
    // A statement stands alone: nothing in it points at a sentence that is not there.
    if (findLeans(candidate, '', language).length > 0) return;
    if (wholeStatementProblem(candidate, language) !== undefined) return;
    out.push({ text: candidate, cuts });
  };
  let current = sentence.trim();
  push(current, 0);
  let cuts = 0;
  for (const step of steps) {
    const next = tidyAfterCut(step(current));
    if (next === current || next.length < 12) continue;
    cuts++;
    current = next;
    push(current, cuts);
  }
  return out;
}

/** The least cut form that fits `fits`, or undefined. */
export function shortenTo(
  sentence: string,
  fits: (text: string) => boolean,
  language = 'en',
): Shortened | undefined {
  return shortenings(sentence, language).find((s) => fits(s.text));
}
