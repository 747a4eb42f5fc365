/**
 * Makes extracted sentences read as an abstract: no citations, figure references, placeholders or
 * dangling openers. Patterns that open on white space start only where a run of it starts
 * ("(?<!\s)"): tried inside a long run, each would cost time quadratic in the run's length.
 */
import { isStopword } from '../read/language.ts';
import { MATH_MARKER } from '../read/markup.ts';
import { AUXILIARIES } from './verb-forms.ts';
import { SPACE_BEFORE_PUNCTUATION, tidyAfterRemoval } from './tidy.ts';

/** A numbered citation marker: "[12]", "[3, 5–7]" (not "[60]fullerene", a chemical's name). */
const NUMBERED = String.raw`\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\](?![\p{L}\d])`;

/**
 * Citation placeholders of the benchmark corpora and numbered markers: "@xcite", "<cit>", "[12]",
 * "[3, 5–7]", and a range or list of numbered ones whole ("[9]–[12]", "[4]; [7]", "[1], [2] and [3]").
 */
const CITATION_TOKENS = new RegExp(
  String.raw`(?<!\s)\s*(?:@xcite|<cit>|${NUMBERED}(?:\s*(?:[,;–—-]\s*)?(?:and\s*)?${NUMBERED})*)`,
  'giu',
);
/**
 * A citation marker standing as a preposition's object ("shown in @xcite that", "Horvth in [4]
 * proved", "Based on [12], we"): removed, it leaves the preposition hanging, and the sentence
 * reports another work. Not inside brackets ("(reviewed in [9])"), where the aside goes whole.
 */
const CITED_OBJECT = new RegExp(
  String.raw`\b(?:in|on|upon|from|by|of|to|with|than|unlike|see|following|cf\.?)\s+(?:@xcite|<cit>|(${NUMBERED}))`,
  'giu',
);

/** Whether a citation marker is a preposition's object (numbered ones only when they are removed). */
export function citesAsObject(text: string, numbered: boolean): boolean {
  for (const match of text.matchAll(CITED_OBJECT)) {
    if (!numbered && match[1]) continue;
    const before = text.slice(0, match.index);
    const open = (before.match(/\(/gu) ?? []).length - (before.match(/\)/gu) ?? []).length;
    if (open <= 0) return true;
  }
  return false;
}

/** A parenthetical whose every ';'-part ends with a year: "(Smith et al., 2020; Lee 2019a)". */
const PARENTHETICAL = /(?<!\s)\s*\(([^()]{1,300})\)/gu;
const AUTHOR_YEAR =
  /^(?:(?:see|e\.g\.|cf\.|for example),?\s+)?(?:\p{Lu}[\p{L}'’-]+|\p{Lu}\.)[^;]{0,120}?(?:(?<=\p{L}),\s*|,?\s+)(?:19|20)\d\d[a-z]?(?:,\s*(?:19|20)\d\d[a-z]?)*$/u;
/**
 * The same without capitals, as a lower-cased corpus writes it, only with what marks a list of
 * authors: "et al." or an ampersand ("chatterjee, nandy & choudhuri 2004", "lee et al. 2019"), so
 * "(spring and summer 2004)" stays.
 */
const LOWER_AUTHOR_YEAR =
  /^\p{Ll}[\p{L}'’-]+(?:\s+et\s+al\.?|(?:,\s*\p{Ll}[\p{L}'’-]+)*,?\s*&\s*\p{Ll}[\p{L}'’-]+),?\s*(?:19|20)\d\d[a-z]?(?:,\s*(?:19|20)\d\d[a-z]?)*$/u;
/**
 * One lower-cased name and a year ("hartmann 1996"): a citation beside one that LOWER_AUTHOR_YEAR
 * reads, or with a year's letter ("herbig 1977b"); alone it may be a season ("summer 2004"); never a
 * release or a season ("release 2019b").
 */
const LOWER_ONE_AUTHOR =
  /^(?!(?:release|version|update|edition|issue|volume|spring|summer|autumn|fall|winter)\b)\p{Ll}[\p{L}'’-]+,?\s*(?:19|20)\d\d[a-z]?(?:,\s*(?:19|20)\d\d[a-z]?)*$/u;
const LETTERED_YEAR = /(?:19|20)\d\d[a-z]$/u;
const YEAR_ONLY = /^(?:19|20)\d\d[a-z]?$/u;

/** A tokeniser's spaces before punctuation and around a hyphen: "castro - tirado , brandt". */
const TOKENISED = /\s+(?=[,;&)])|(?<=\p{L})\s+-\s+(?=\p{L})/gu;

/**
 * Whether a parenthetical's inside is citations only, each ';'-part an author and a year (read
 * without a tokeniser's spaces).
 */
function isCitationList(inner: string): boolean {
  const parts = inner
    .replace(TOKENISED, (space) => (space.includes('-') ? '-' : ''))
    .split(';')
    .map((p) => p.trim());
  if (parts.every((p) => AUTHOR_YEAR.test(p) || LOWER_AUTHOR_YEAR.test(p) || YEAR_ONLY.test(p)))
    return true;
  const lower = (p: string) =>
    LOWER_AUTHOR_YEAR.test(p) || LOWER_ONE_AUTHOR.test(p) || YEAR_ONLY.test(p);
  const marked = (p: string) => LOWER_AUTHOR_YEAR.test(p) || LETTERED_YEAR.test(p);
  return parts.every(lower) && parts.some(marked);
}

/**
 * A supplement's items as journals name them after their number: "S1 Text", "S2 Tables", "S3 Fig"
 * (not "S1 data" of a cortex: a data file only capitalised, SUPPLEMENT_DATA).
 */
const SUPPLEMENT_ITEM = String.raw`(?:texts?|tables?|fig(?:ure)?s?|files?|appendi(?:x|ces)|datasets?|movies?|videos?|protocols?|checklists?)`;
/** A supplement's data file, capitalised as journals name it: "provided as S1 Data". */
export const SUPPLEMENT_DATA = /\bS\d+ Data\b/u;

/**
 * "Figure 3", "Fig. 2a", "Table 1", "Section 4", "Eq. (5)", "Appendix B", "Algorithm 2",
 * "Supplementary Fig S1", "S1 Text", "formulae (5)", "§4" (not a statute's section: "42 U.S.C. §
 * 1983", "§ 823 Abs. 1 BGB").
 */
export const OBJECT_REFERENCE = new RegExp(
  String.raw`(?:(?:\b(?:fig(?:ure)?s?\.?|tab(?:le)?s?\.?|sec(?:tion)?s?\.?|eqs?\.?|eqn\.?|equations?|appendix|appendices|algorithm|lemma|theorem|corollary|proposition|definition|chapter)|(?<!\b(?:U\.S\.C|C\.F\.R)\.?\s{0,3})§§?(?!\s*\d+\p{L}?\s+(?:Abs\.|BGB|StGB|ZPO|HGB|GG|SGB)))\s*\(?(?:s?\d+|[ivx]+\b|[a-h]\b)|\bS\d+\s+${SUPPLEMENT_ITEM}\b|\bformula(?:e|s)?\s*\(\d+\))`,
  'iu',
);
/** OBJECT_REFERENCE for every match of a text (matchAll). */
export const OBJECT_REFERENCES = new RegExp(OBJECT_REFERENCE.source, 'giu');
/** Pointers into the paper's own structure: "in the next section", "see above", "sec. [ model ]". */
export const STRUCTURE_REFERENCE =
  /\b(?:(?:this|next|previous|last|following|preceding|present) (?:sub)?(?:section|chapter|appendix)|see (?:above|below)|(?:sec|fig|figs|eq|eqs|tab|ref)s?\s*(?:\.\s*)?(?:\(\s*)?\[)/iu;
const REFERENCE_PARENTHETICAL = new RegExp(
  String.raw`^(?:see |cf\. |as in |shown in )?(?:fig|tab|sec|eq|appendix|supplementary|additional file|online|s\d+(?:\s*(?:[-–,]|and)\s*s\d+)*\s+${SUPPLEMENT_ITEM}\b)`,
  'iu',
);
/** A supplement's item named before the clause it points from: "…, in S1 Text we show that…". */
const SUPPLEMENT_BEFORE_CLAUSE = new RegExp(
  String.raw`\b(?:in|see) S\d+\s+${SUPPLEMENT_ITEM}\s+(w)(?=e\b)`,
  'giu',
);

export const PLACEHOLDER = /@xmath\d*|<dig>|@xcite|<cit>/iu;

/**
 * A reference's or footnote's number a converter left at the sentence's end, after a bracket or a
 * noun's plural ("…antiangiogenic therapies 7.", "…system errors 4.", "…(1980 negative words)
 * 1."); not a numbered thing ("between models 1 and 2", "on haplotype 3", "patients 12"), nor a
 * verb's or an adverb's figure ("equals 0", "reaches 1", "always 1"). The end is read without
 * backtracking through a run of white space.
 */
const TRAILING_REFERENCE =
  /(?<=\p{L}{2}(?:ies|ors|ers|ents|ions|ings|ures|ates)|\))(?<!\b(?:model|type|group|stage|grade|level|phase|case|patient|number|member|layer|chapter|letter|parameter|order|center|centre|quarter|semester|year|session|generation|condition|version|iteration|station|region|position|section|equation|dimension|population|replicate)s)[ \t]+\d{1,2}(?=\s*(?:[.!?]\s*)?$)/u;

/** Removes citation markers: numbered, author–year, the corpora's placeholders, a trailing number. */
export function stripCitations(text: string): string {
  return tidyAfterRemoval(
    text
      .replace(CITATION_TOKENS, '')
      .replace(TRAILING_REFERENCE, '')
      .replace(PARENTHETICAL, (whole, inner: string) => (isCitationList(inner) ? '' : whole)),
  );
}

/**
 * Verbs that point at another part of the paper: "as shown below", "described above", "as it is
 * set forth below" (reader-cues.ts BACK_POINTERS reads them too).
 */
export const POINTING_VERBS = String.raw`shown|described|discussed|mentioned|given|listed|presented|defined|outlined|explained|noted|seen|stated|introduced|illustrated|detailed|argued|demonstrated|set (?:forth|out)`;

/**
 * An aside between commas that points at another part of the paper: "Our proposal, as it is set
 * forth below, allows…", "…, as shown later.", "…, as described in Section 3.3.", "…, as shown in
 * Table 4.", "…, as shown in Appendix B.2,". The sentence holds without it.
 */
const POINTER_ASIDE = new RegExp(
  String.raw`,\s*as (?:(?:it|they|we|is|are|was|were|will be|has been|have been)\s+){0,2}(?:${POINTING_VERBS}) (?:below|above|later|earlier|in (?:the )?(?:next|following|previous|last) (?:sub)?sections?|in (?:${OBJECT_REFERENCE.source})(?:\.\d+)*[a-z]?\)?)\s*(?:,|(?=[.;:](?!\d))|$)`,
  'giu',
);
/** What opens a predicate: after a subject, an aside goes with both its commas ("X, as…, is"). */
const PREDICATE_NEXT = new RegExp(
  String.raw`^\s*(?:(?:\p{L}+ly|also|then|thus|still|therefore)\s+)?(?:${AUXILIARIES}|\p{Ll}{3,}(?:s|ed))\b`,
  'u',
);

/**
 * The text without POINTER_ASIDE's asides. Between a subject and its verb both commas go ("Our
 * proposal allows…"); after an opening phrase or before a clause one stays ("However, some…",
 * "…understood, but they…").
 */
function withoutPointerAsides(text: string): string {
  return text.replace(POINTER_ASIDE, (aside: string, at: number, whole: string) => {
    if (!aside.trimEnd().endsWith(',')) return '';
    const subjectOnly = !whole.slice(0, at).includes(',');
    return subjectOnly && PREDICATE_NEXT.test(whole.slice(at + aside.length)) ? '' : ',';
  });
}

/**
 * Removes parenthetical pointers to figures, tables, sections and equations ("(Fig. 3)", "(see
 * Table 2)", "(S2 Table)"), an aside that points elsewhere in the paper (", as shown below,"), and
 * a supplement's item before the clause it points from ("in S1 Text we show" → "we show").
 */
export function stripObjectReferences(text: string): string {
  return tidyAfterRemoval(
    withoutPointerAsides(text)
      .replace(PARENTHETICAL, (whole, inner: string) => {
        const item = inner.trim();
        return REFERENCE_PARENTHETICAL.test(item) || SUPPLEMENT_DATA.test(item) ? '' : whole;
      })
      // At a sentence's start the clause opens it: "In S1 Text we compare…" → "We compare…".
      .replace(SUPPLEMENT_BEFORE_CLAUSE, (item, w: string, at: number, all: string) =>
        (at === 0 || /[.!?]\s+$/u.test(all.slice(Math.max(0, at - 4), at))) && /^\p{Lu}/u.test(item)
          ? w.toUpperCase()
          : w,
      ),
  );
}

/** Where the citation markers `stripCitations` removes sit in a text: [start, end) offsets. */
export function findCitationMarkers(text: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (const match of text.matchAll(CITATION_TOKENS)) {
    const lead = match[0].length - match[0].trimStart().length;
    found.push({ start: match.index + lead, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(PARENTHETICAL)) {
    if (!isCitationList(match[1]!)) continue;
    const lead = match[0].length - match[0].trimStart().length;
    found.push({ start: match.index + lead, end: match.index + match[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Removes every engine marker (for text that is shown as it is, e.g. the fallback pieces). */
export function stripMarkers(text: string): string {
  return text
    .replace(/(?<!\s)\s*(?:@xmath\d*|@xcite|<dig>|<cit>)/giu, '')
    .replace(SPACE_BEFORE_PUNCTUATION, '$1')
    .trim();
}

const SYMBOL = String.raw`${MATH_MARKER}\d*`;
/** Determiners that open a noun phrase a symbol may label ("that" may be a conjunction). */
const DETERMINER = String.raw`the|a|an|this|these|those|our|its|their|his|her|each|every|any|some|both`;
/**
 * What goes on after a subject or a noun with its "of": a verb, an auxiliary, a relative, "and",
 * "or", "of". Not a preposition or a comma, after which the symbol is often the value the sentence
 * gives ("increases by a factor @xmath in the core", "the redshift bin @xmath, but").
 */
const AFTER_LABEL = String.raw`(?:and|or|is|are|was|were|has|have|had|can|could|may|might|will|would|should|must|does|do|did|of|that|which|who|whose|satisf(?:y|ies)|converges?|vanish(?:es)?|exists?|depends?|denotes?|becomes?|remains?|holds?|takes?|gives?|increases?|decreases?|leads?|tends?|grows?|decays?|scales?|varies|vary|changes?|determines?|describes?|represents?|corresponds?|belongs?|acts?|contains?|plays?)\b`;
/**
 * A symbol naming the noun before it ("the sequence @xmath is recurrent", "the radial cutoff
 * @xmath and"): a determiner, up to three modifiers, the noun, the symbol, and a word that goes on
 * after a noun phrase.
 */
const SYMBOL_LABEL = new RegExp(
  String.raw`(?<!\s)(?=\s+${SYMBOL})(?<=(?:^|\s)(?:${DETERMINER})\s+(?<modifiers>(?:[\p{L}'-]+\s+){0,3})(?<noun>\p{L}[\p{L}'-]{2,}))\s+${SYMBOL}(?=\s+${AFTER_LABEL})`,
  'giu',
);
/** Symbols in brackets after a word: "a convective core ( @xmath ) in", "( @xmath , @xmath )". */
const BRACKETED_SYMBOLS = new RegExp(
  String.raw`(?<!\s)(?=\s+\()(?<=(?:^|\s)(?<word>\p{L}[\p{L}'-]{2,}))\s+\(\s*${SYMBOL}(?:\s*(?:,|and|or)\s*${SYMBOL})*\s*\)`,
  'giu',
);
/**
 * Words that need a noun after them ("the middle @xmath of"), adjectives' endings, and nouns whose
 * symbol is the value the sentence gives ("by a factor @xmath", "the exponent @xmath").
 */
const NEEDS_NOUN =
  /^(?:middle|following|corresponding|respective|remaining|whole|latter|former|next|last|rest|factors?|amounts?|values?|exponents?|magnitudes?|levels?|orders?|powers?|degrees?|states?)$|(?:al|ive|ous|ic|ible|able|ary|ful|less)$/iu;

/** A verb whose object the bracketed symbol is: "the potential becomes ( @xmath ) at large radii". */
const VALUE_VERB = new RegExp(
  `^(?:${AUXILIARIES}|becomes?|became|equals?|reads|gives|gave|yields?|reaches|reached|approaches|approached|tends|scales|takes|took)$`,
  'iu',
);

const isNoun = (word: string) => !isStopword(word) && !NEEDS_NOUN.test(word);

/**
 * English text with the math symbols that only label a noun taken out ("the sequence @xmath is
 * recurrent" → "the sequence is recurrent"): the noun phrase says what the sentence needs. Other
 * symbols stay ("for every @xmath", "equal to @xmath", "by a factor @xmath in"), and with them the
 * sentence stays out of an abstract.
 */
export function dropSymbolLabels(text: string): string {
  if (!text.includes(MATH_MARKER)) return text;
  return text
    .replace(BRACKETED_SYMBOLS, (whole, ...args) => {
      const { word } = args.at(-1) as { word: string };
      return isStopword(word) || VALUE_VERB.test(word) ? whole : '';
    })
    .replace(SYMBOL_LABEL, (whole, ...args) => {
      const { modifiers, noun } = args.at(-1) as Record<string, string | undefined>;
      if (!isNoun(noun!)) return whole;
      if ((modifiers ?? '').split(/\s+/u).some((m) => m !== '' && isStopword(m))) return whole;
      return '';
    });
}
