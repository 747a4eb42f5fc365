/**
 * Abbreviations a lay reader cannot decode: the paper's own definitions ("convolutional neural
 * network (CNN)") let the plain-language summary spell an abbreviation out at its first use,
 * in the paper's words.
 */
import { isStopword } from '../read/language.ts';
import { escapeRegExp, isLowercased, opensSentenceAfter } from '../read/segment.ts';
import { mendCompounds } from './glued-words.ts';
import { capitalise, SPACED_HYPHEN } from './tidy.ts';

const FUNCTION_WORDS = new Set([
  'of',
  'and',
  'the',
  'for',
  'in',
  'on',
  'to',
  'a',
  'an',
  'with',
  '&',
]);
/**
 * Up to eight words, then the abbreviation in brackets, with or without a space before it
 * ("Minimum Error Training(MET)"). A spaced hyphen ("b - type") is part of its word. A match starts
 * at a word's start, a word is at most 40 characters and an abbreviation 21 (19 capitals and 2
 * lower-case letters): unbounded, a long token (a pasted hash) costs time quadratic in its length.
 * An abbreviation is capitals (with one lower-case letter between two, "PoS", and up to two after,
 * "SNPs", "THir"), or all lower case as lower-cased corpora write them ("( mfc )"); in cased text a
 * lower-case one is a unit ("milliseconds (ms)") or a word, not an abbreviation to spell out.
 */
const WORD = String.raw`[\p{L}\d][\p{L}\d'’-]{0,39}(?:\s-\s[\p{L}\d][\p{L}\d'’-]{0,39})?`;
const DEFINITION = new RegExp(
  String.raw`(?<![\p{L}\d'’-])((?:${WORD}\s+){0,7}${WORD})\s*\(\s?(\p{Lu}(?:[\p{Lu}\d]|\p{Ll}(?=\p{Lu})){0,17}\p{Lu}\p{Ll}{0,2}|\p{Ll}{2,6})\s?\)`,
  'gu',
);

/**
 * Whether the letters spell the words: each word is entered at its first letter (a function word
 * may be passed over, as may a part of a hyphenated word), and a letter may also come from inside
 * the word part last entered ("prostate cancer" for "pca", "single nucleotide polymorphisms" for
 * "SNPs"). Every content word gives at least its first letter, so no word of the long form goes
 * unspelled. Failed states are remembered: a run of repeated letters stays linear.
 */
function spells(letters: string, words: readonly string[]): boolean {
  const parts = words.map((w) =>
    w
      .toLowerCase()
      .split(/\s*-\s*/u)
      .filter(Boolean),
  );
  if (parts.some((p) => p.length === 0)) return false;
  const failed = new Set<string>();
  // `w`, `p`: the word and hyphen part entered last; `at`: the letter of that part used last.
  const from = (l: number, w: number, p: number, at: number): boolean => {
    if (l === letters.length) return w === parts.length - 1;
    const state = `${l} ${w} ${p} ${at}`;
    if (failed.has(state)) return false;
    const letter = letters[l]!;
    const part = parts[w]![p]!;
    for (let i = part.indexOf(letter, at + 1); i >= 0; i = part.indexOf(letter, i + 1))
      if (from(l + 1, w, p, i)) return true;
    for (let q = p + 1; q < parts[w]!.length; q++)
      if (parts[w]![q]![0] === letter && from(l + 1, w, q, 0)) return true;
    for (let v = w + 1; v < parts.length; v++) {
      if (parts[v]![0]![0] === letter && from(l + 1, v, 0, 0)) return true;
      if (!FUNCTION_WORDS.has(words[v]!.toLowerCase())) break;
    }
    failed.add(state);
    return false;
  };
  return parts[0]![0]![0] === letters[0] && from(1, 0, 0, 0);
}

/** The initials of the words, a hyphenated word giving one per part ("Human-mediated" → "hm"). */
const initialsOf = (words: readonly string[]) =>
  words
    .flatMap((w) => w.split('-'))
    .filter(Boolean)
    .map((w) => w.charAt(0).toLowerCase())
    .join('');

/**
 * The shortest run of final words whose content words' initials are the letters ("Department of
 * Energy (DOE)" may count its "of", "network (CNN)" counts content words only). A spaced hyphen
 * ("post - coronary") separates words here.
 */
function initialsRun(letters: string, words: readonly string[]): string[] | undefined {
  for (let start = words.length - 1; start >= 0; start--) {
    const run = words.slice(start);
    const initials = initialsOf(run.filter((w) => !FUNCTION_WORDS.has(w.toLowerCase())));
    const spelled = initials === letters || initialsOf(run) === letters;
    if (spelled && run[0] !== '-' && !FUNCTION_WORDS.has(run[0]!.toLowerCase())) return run;
    if (initials.length > letters.length) return undefined;
  }
  return undefined;
}

/** The shortest run of final words that `spells` the letters, starting with a content word. */
function spelledRun(letters: string, words: readonly string[]): string[] | undefined {
  for (
    let start = words.length - 1;
    start >= 0 && words.length - start <= letters.length + 1;
    start--
  ) {
    const run = words.slice(start);
    if (!FUNCTION_WORDS.has(run[0]!.toLowerCase()) && spells(letters, run)) return run;
  }
  return undefined;
}

/** "Dendritic cell" → "dendritic cell"; "Minimum Error Training" and "DNA ligase" keep theirs. */
const uncapitalised = (phrase: string) =>
  /^\p{Lu}\p{Ll}+(?:[\s-]+\p{Ll}[\p{Ll}-]*)+$/u.test(phrase)
    ? phrase.charAt(0).toLowerCase() + phrase.slice(1)
    : phrase;

/** "polymorphisms" → "polymorphism", "processes" → "process", "studies" → "study". */
export const singularOf = (phrase: string) =>
  phrase
    .replace(/(?<=(?:ss|ch|sh|x))es$/u, '')
    .replace(/(?<=\p{L}{2})ies$/u, 'y')
    .replace(/(?<=\p{L}{3}[^s])s$/u, '');

/**
 * The paper's long forms, for each abbreviation in brackets: the shortest run of the words before
 * it whose initials are its letters, or else that its letters spell (see `spells`). A plural
 * abbreviation ("SNPs") defines its singular too, unless the paper defines that itself. A
 * lower-case abbreviation that is itself a word ("( see )", "( no )") is none.
 */
export function findDefinitions(texts: readonly string[]): Map<string, string> {
  const definitions = new Map<string, string>();
  const singulars = new Map<string, string>();
  const joined = texts.join(' ');
  const lowercased = isLowercased(joined) || !/\p{Lu}/u.test(joined);
  // The capitalised words the paper writes inside a sentence: names ("with Parkinson disease").
  let names: Set<string> | undefined;
  const isName = (word: string) => {
    names ??= new Set(joined.match(/(?<=[\p{Ll}\d,;:]\s+)\p{Lu}[\p{L}\d-]*/gu));
    return names.has(word);
  };
  for (const text of texts) {
    if (!text.includes('(')) continue;
    for (const match of text.matchAll(DEFINITION)) {
      const acronym = match[2]!;
      if (definitions.has(acronym)) continue;
      const lower = acronym === acronym.toLowerCase();
      // In cased text a short lower-case one is a unit ("milliseconds (ms)"); "xrhamm" is a gene's.
      if (lower && ((!lowercased && acronym.length < 4) || isStopword(acronym))) continue;
      // "SNPs"; in lower case "cvs" may be a plural too ("ros" is tried whole first).
      const plural = /(?:\p{Lu}|^\p{Ll}+)s$/u.test(acronym);
      const letters = acronym.toLowerCase().replace(/[^\p{L}\d]/gu, '');
      const stem = plural ? letters.slice(0, -1) : letters;
      const tokens = match[1]!.trim().split(/\s+/u);
      const words = match[1]!.trim().split(/\s+(?!-\s)(?<!\s-\s)/u);
      const run =
        initialsRun(letters, tokens) ??
        (plural ? initialsRun(stem, tokens) : undefined) ??
        spelledRun(letters, words) ??
        (plural ? spelledRun(stem, words) : undefined);
      if (!run || run.join(' ').toLowerCase() === acronym.toLowerCase()) continue;
      // A capital the sentence's start gave ("Dendritic cell (DC) maturation is…") is no name's,
      // unless the paper capitalises the word inside sentences too ("with Parkinson disease").
      const opensSentence = !text.slice(0, match.index).trim() && run.length === tokens.length;
      // Written as the abstract writes the paper's words: a tokeniser's spaced hyphen closed in a
      // lower-case long form ("diet - induced obesity" → "diet-induced"; with capitals it may be a
      // dash: "Operating Characteristic - Area Under the Curve"), "partof-speech" mended.
      const joined = run.join(' ');
      const written = mendCompounds(
        /\p{Lu}/u.test(joined) ? joined : joined.replace(SPACED_HYPHEN, '-'),
      );
      const long = opensSentence && !isName(run[0]!) ? uncapitalised(written) : written;
      definitions.set(acronym, long);
      // "Members of Parliament (MPs)" has no singular made by its last word.
      if (plural && !lower && singularOf(long) !== long)
        singulars.set(acronym.slice(0, -1), singularOf(long));
    }
  }
  for (const [acronym, long] of singulars)
    if (!definitions.has(acronym)) definitions.set(acronym, long);
  return definitions;
}

/**
 * The definitions of a lower-cased paper as its abstract writes them, with the capital forms
 * (capitalForms) that write them: each abbreviation in its
 * capital form (capitalForm: "GWAS", not "gwas"), a plural in capitals its singular with it ("TLR"
 * beside "TLRs"); those the paper also writes as words stay as they are (writtenAsWords: "we
 * mapped the region" beside "mean arterial pressure ( map )").
 */
export function definitionsInCapitals(
  definitions: ReadonlyMap<string, string>,
  words: ReadonlySet<string> = new Set(),
): { definitions: Map<string, string>; forms: Map<string, string> } {
  const forms = capitalForms(definitions, words);
  const out = new Map<string, string>();
  const singulars: string[] = [];
  for (const [abbreviation, long] of definitions) {
    const form = forms.get(abbreviation) ?? abbreviation;
    const written = writeCapitals(long, forms);
    out.set(form, written);
    // Two letters in lower case are too often a word of their own ("et" beside "ets").
    const one = form.slice(0, -1);
    if (/^[\p{Lu}\d]{3,}s$/u.test(form) && !definitions.has(one.toLowerCase())) {
      out.set(one, singularOf(written));
      singulars.push(one);
    }
  }
  for (const one of singulars) forms.set(one.toLowerCase(), one);
  return { definitions: out, forms };
}

/** A word with a verb's ending: "mapped", "acting", "camping". */
const INFLECTED = /(?<![\p{L}\d])(\p{Ll}{2,})(?:ed|ing)(?![\p{L}\d])/gu;

/**
 * The lower-case abbreviations of `definitions` a text also writes as words, which it inflects as
 * verbs: "mean arterial pressure ( map )" beside "we mapped the region" stays "map".
 */
export function writtenAsWords(
  texts: readonly string[],
  definitions: ReadonlyMap<string, string>,
): Set<string> {
  const words = new Set<string>();
  for (const text of texts)
    for (const [, stem] of text.matchAll(INFLECTED)) {
      // "mapped" → "map", "acted" → "act".
      const base = /(\p{Ll})\1$/u.test(stem!) ? stem!.slice(0, -1) : stem!;
      for (const word of [stem!, base])
        if (definitions.has(word) && word === word.toLowerCase()) words.add(word);
    }
  return words;
}

/**
 * The plural of a long form: its head noun's, the word before "of" ("quality of life" → "qualities
 * of life", "area under the curve" → "areas under the curve") or else its last ("approximation" →
 * "approximations", "study" → "studies", "analysis" → "analyses", "index" → "indices"). One in "s"
 * otherwise stays: the paper defined the abbreviation by its plural ("large unilamellar vesicles
 * (LUV)").
 */
export function pluralOf(long: string): string {
  const of = /\s(?:of|for|in|on|with|under)\s/u.exec(long);
  if (of) return pluralOf(long.slice(0, of.index)) + long.slice(of.index);
  if (/sis$/u.test(long)) return `${long.slice(0, -2)}es`;
  if (/s$/u.test(long)) return long;
  if (/(?:ix|ex)$/u.test(long)) return `${long.slice(0, -2)}ices`;
  if (/(?:x|z|ch|sh)$/u.test(long)) return `${long}es`;
  if (/[^aeiou]y$/u.test(long)) return `${long.slice(0, -1)}ies`;
  return `${long}s`;
}

/** A number just before a word ("40 ms"), not a word that ends in digits ("cd36 ko", "day-3 fsh"). */
export const NUMBER_BEFORE = String.raw`(?<!(?:^|[^\p{L}\d-])\d[\d.,]*\s?)`;

/**
 * Whether a use of `acronym` with an "s" is its plural ("CNNs", "tfas"): not when it ends in "s",
 * when the paper defines the form with "s" itself ("cds" beside "cd"), nor, in lower case, for two
 * letters or a word ("has" beside "ha", "does" beside "doe").
 */
function takesPlural(acronym: string, definitions: ReadonlyMap<string, string>): boolean {
  if (/s$/iu.test(acronym) || definitions.has(`${acronym}s`)) return false;
  return acronym !== acronym.toLowerCase() || (acronym.length >= 3 && !isStopword(`${acronym}s`));
}

/**
 * An abbreviation's two patterns, compiled once: its first bare use (not in "(CNN)", "CNN-based",
 * "CNN (…", nor a lower-case one after a figure, its unit: "40 ms"), and any use; both with its
 * plural when it takes one (takesPlural). Group 1 holds the plural's "s".
 */
const patterns = new Map<string, { bare: RegExp; any: RegExp }>();
function patternsOf(acronym: string, plural: boolean): { bare: RegExp; any: RegExp } {
  const key = `${plural ? 's' : '-'}${acronym}`;
  let found = patterns.get(key);
  if (!found) {
    const name = `${escapeRegExp(acronym)}(${plural ? 's?' : ''})`;
    const unit = acronym === acronym.toLowerCase() ? NUMBER_BEFORE : '';
    found = {
      bare: new RegExp(`${unit}(?<![\\p{L}\\d(_-])${name}(?![\\p{L}\\d)_-])(?!\\s*\\()`, 'u'),
      any: new RegExp(`(?<![\\p{L}\\d])${name}(?![\\p{L}\\d])`, 'u'),
    };
    // A server reads many papers: the cache is a working set, not a record.
    if (patterns.size >= 4096) patterns.clear();
    patterns.set(key, found);
  }
  return found;
}

/** A defined abbreviation with its long form and its patterns (patternsOf). */
interface Spelling {
  acronym: string;
  long: string;
  bare: RegExp;
  any: RegExp;
  /** The singular of a plural defined beside it ("TLR" for "TLRs" of "toll-like receptors"): one term. */
  term: string;
}

/** Each defined abbreviation's spelling; whether it takes a plural is read from all of them. */
function spellingsOf(definitions: ReadonlyMap<string, string>): Spelling[] {
  const termOf = (acronym: string, long: string) => {
    const one = acronym.slice(0, -1);
    const itsLong = definitions.get(one);
    return /s$/u.test(acronym) &&
      itsLong !== undefined &&
      singularOf(long).toLowerCase() === itsLong.toLowerCase()
      ? one
      : acronym;
  };
  return [...definitions].map(([acronym, long]) => ({
    acronym,
    long,
    term: termOf(acronym, long),
    ...patternsOf(acronym, takesPlural(acronym, definitions)),
  }));
}

/**
 * The text with the first bare use of each spelling spelled out, and the terms spelled: of a plural
 * and its singular (one term), the use that comes first.
 */
function explainWith(
  text: string,
  spellings: readonly Spelling[],
): { text: string; spelled: Set<string> } {
  let out = text;
  const spelled = new Set<string>();
  for (const { term } of spellings) {
    if (spelled.has(term)) continue;
    // Of a plural and its singular, the use that comes first.
    let best: { spelling: Spelling; match: RegExpExecArray } | undefined;
    for (const s of spellings) {
      if (s.term !== term) continue;
      const m = s.bare.exec(out);
      if (m && (!best || m.index < best.match.index)) best = { spelling: s, match: m };
    }
    if (!best) continue;
    const { spelling, match } = best;
    const written = match[0];
    const long = match[1] ? pluralOf(spelling.long) : spelling.long;
    // Already spelled out just before it: nothing to add.
    if (
      out
        .slice(Math.max(0, match.index - long.length - 3), match.index)
        .toLowerCase()
        .includes(long.toLowerCase())
    )
      continue;
    const spelledOut = opensSentenceAfter(out.slice(0, match.index)) ? capitalise(long) : long;
    out = `${out.slice(0, match.index)}${spelledOut} (${written})${out.slice(match.index + written.length)}`;
    spelled.add(spelling.term);
  }
  return { text: out, spelled };
}

/** Spells out the first bare use of each defined abbreviation: "CNN" → "convolutional neural network (CNN)". */
export function explainAcronyms(text: string, definitions: ReadonlyMap<string, string>): string {
  return explainWith(text, spellingsOf(definitions)).text;
}

/**
 * The sentences with each defined abbreviation spelled out at its first use among them, in the
 * order given (later uses stay short, and a plural spelled out spells out its singular): the
 * abstract is read without the paper's definitions.
 */
export function spellOutFirstUses(
  sentences: readonly string[],
  definitions: ReadonlyMap<string, string>,
): string[] {
  let pending = spellingsOf(definitions);
  return sentences.map((sentence) => {
    const { text, spelled } = explainWith(sentence, pending);
    // A term is spelled out once: by us, or where the sentence defines it ("Hidden Markov Models
    // (HMMs)" leaves "HMM" short).
    for (const s of pending)
      if (s.any.test(sentence) && definitionOf(s.acronym, sentence)) spelled.add(s.term);
    pending = pending.filter((s) => !s.any.test(sentence) && !spelled.has(s.term));
    return text;
  });
}

/** Abbreviations every reader of a paper knows; the rest should be spelled out at first use. */
const KNOWN_ABBREVIATIONS = new Set(
  'DNA RNA mRNA cDNA tRNA rRNA USA UK US EU UN WHO HIV AIDS PhD MD PCR MRI CT ECG EEG IQ GDP CO2 COVID SARS UV IR NMR HPLC ATP GPS CPU GPU PC TV OK AI CI SD SE ANOVA ELISA BMI NASA'.split(
    ' ',
  ),
);
/** Elements a paper may abbreviate by their symbol, which has one capital ("ca" → "Ca"). */
const ELEMENTS = new Set(
  'calcium magnesium zinc manganese cobalt nickel cadmium chlorine lithium selenium chromium platinum titanium'.split(
    ' ',
  ),
);
/** Units keep their case ("milliseconds ( ms )" → "ms"). */
const UNIT =
  /^(?:kilo|milli|micro|nano|pico|femto|mega|giga|centi|deci)?(?:meters?|metres?|seconds?|grams?|liters?|litres?|hertz|volts?|watts?|joules?|moles?|molar|pascals?|kelvins?|daltons?|bytes?|bits?|electronvolts?|teslas?|amperes?|(?:base )?pairs?|bases?)$/u;
/** The nucleic acids' names keep their lower-case prefix: "mtDNA", "miRNA", "lncRNAs". */
const NUCLEIC_ACID = /^(\p{Ll}{0,5})(dna|rna)(s?)$/u;
/**
 * Abbreviations written with lower-case letters by convention, which a lower-cased paper may define
 * ("human chorionic gonadotropin ( hcg )").
 */
const MIXED_CASE = new Map(
  'hCG IgG IgA IgM IgE IgD mTOR cAMP cGMP pH SNe'
    .split(' ')
    .map((form) => [form.toLowerCase(), form]),
);
/**
 * The abbreviations every reader knows (KNOWN_ABBREVIATIONS), written as they are in a lower-cased
 * text, though the paper does not define them; not those that are words too ("us", "who", "aids").
 */
const KNOWN_IN_LOWER_CASE = new Map(
  [...KNOWN_ABBREVIATIONS]
    .filter((form) => !/^(?:us|who|aids|ok|un|se|md)$/iu.test(form))
    .map((form) => [form.toLowerCase(), form]),
);

/**
 * How a lower-cased paper's abbreviation is written in an abstract: in capitals ("gwas" → "GWAS"),
 * a plural keeping its "s" where the letters before it are the initials ("tlrs" for "toll-like
 * receptors" → "TLRs", but "ros" for "reactive oxygen species" → "ROS"), a nucleic acid its
 * prefix ("mtdna" → "mtDNA"), an element its symbol ("ca" for calcium → "Ca") and a unit its
 * case ("ms" for milliseconds).
 */
export function capitalForm(abbreviation: string, long: string): string {
  const convention = MIXED_CASE.get(abbreviation) ?? KNOWN_IN_LOWER_CASE.get(abbreviation);
  if (convention) return convention;
  const acid = NUCLEIC_ACID.exec(abbreviation);
  if (acid) return `${acid[1]}${acid[2]!.toUpperCase()}${acid[3]}`;
  if (UNIT.test(long.toLowerCase())) return abbreviation;
  if (ELEMENTS.has(long.toLowerCase())) return capitalise(abbreviation);
  const words = long.trim().split(/\s+/u);
  const plural =
    /\p{L}s$/u.test(abbreviation) &&
    /s$/u.test(long) &&
    !initialsRun(abbreviation, words) &&
    (initialsRun(abbreviation.slice(0, -1), words) ?? spelledRun(abbreviation.slice(0, -1), words));
  return plural ? `${abbreviation.slice(0, -1).toUpperCase()}s` : abbreviation.toUpperCase();
}

/**
 * The capital form of each of a lower-cased paper's abbreviations, by its lower-case spelling: of
 * one the paper defines in lower case, its capitalForm; of one defined in capitals, that; and those
 * every reader knows. Not those the paper writes as words (`words`, writtenAsWords).
 */
export function capitalForms(
  definitions: ReadonlyMap<string, string>,
  words: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const forms = new Map<string, string>();
  for (const [abbreviation, long] of definitions) {
    if (words.has(abbreviation)) continue;
    const lower = abbreviation.toLowerCase();
    forms.set(lower, lower === abbreviation ? capitalForm(abbreviation, long) : abbreviation);
  }
  for (const [known, form] of KNOWN_IN_LOWER_CASE) if (!forms.has(known)) forms.set(known, form);
  return forms;
}

/**
 * Words an abbreviation is joined to by a hyphen or a slash and stays an abbreviation in
 * ("RNA-seq", "DNA-binding", "anti-TNF"), as it does beside a number, a Greek letter or a roman
 * numeral ("TNF-α", "NSGA-ii", which writeNumerals makes "NSGA-II"); joined to any other, the
 * compound is left as it is ("rt-pcr" would read "rt-PCR").
 */
const COMPOUND_PARTS = new Set(
  'seq based binding like mediated dependent independent related induced positive negative specific free gated treated type level wide derived associated targeted expressing deficient null knockout protein non anti pre post co'.split(
    ' ',
  ),
);
/** What an abbreviation may be joined to besides COMPOUND_PARTS: a number, a Greek letter ("TNF-α", "IL-1β"), a roman numeral. */
const JOINED_PART = /^(?:\d*\p{Script=Greek}?|i{1,3}|iv|vi{0,3}|ix|x)$/u;
/**
 * A word with its hyphenated or slashed parts ("rna-seq", "mtb/rif"); not a part of an address, a
 * file's name or a command ("code.google.com/p/…", "\\mathrm{ii}").
 */
const COMPOUND_TOKEN =
  /(?<![\p{L}\d_./\\{])[\p{L}\d]+(?:[-/][\p{L}\d]+)*(?![\p{L}\d_/}]|\.[\p{L}\d])/gu;
/** The end of a text that is not a figure (NUMBER_BEFORE): a token there is no unit. */
const NOT_AFTER_FIGURE = new RegExp(`${NUMBER_BEFORE}$`, 'u');

/**
 * Writes each abbreviation of `forms` in its capital form where it stands as a word ("gwas", and
 * "Gwas" at a sentence's start) or in a compound with the words of COMPOUND_PARTS or another
 * abbreviation ("rna-seq", "mtb/rif"), not as a unit after a figure ("40 ms").
 */
export function writeCapitals(text: string, forms: ReadonlyMap<string, string>): string {
  if (forms.size === 0) return text;
  const formOf = (part: string) => {
    if (!/^\p{L}\p{Ll}*$|^\p{Ll}[\p{Ll}\d]*$/u.test(part)) return undefined;
    const lower = part.toLowerCase();
    const form = forms.get(lower);
    if (form !== undefined || !lower.endsWith('s')) return form;
    // The plural of one in capitals, as takesPlural reads plurals: "cmes" → "CMEs", not "does"
    // beside "doe", "has" beside "ha" nor "cis" beside "ci".
    const stem = lower.slice(0, -1);
    const one = forms.get(stem);
    return one && one === one.toUpperCase() && takesPlural(stem, forms) ? `${one}s` : undefined;
  };
  // Each part of a slashed pair on its own ("mci/ad" → "MCI/ad"), a hyphened compound as a whole.
  const compound = (token: string) => {
    const parts = token.split(/(-)/u);
    let found = false;
    for (let k = 0; k < parts.length; k += 2) {
      const part = parts[k]!;
      if (formOf(part) !== undefined) found = true;
      else if (!COMPOUND_PARTS.has(part.toLowerCase()) && !JOINED_PART.test(part)) return token;
    }
    if (!found) return token;
    return parts.map((part, k) => (k % 2 === 0 ? (formOf(part) ?? part) : part)).join('');
  };
  return text.replace(COMPOUND_TOKEN, (token, at: number) => {
    // A unit after a figure ("40 ms"), and a word with its own stop before a figure ("ca. 5").
    const single = !/[-/]/u.test(token);
    if (single && !NOT_AFTER_FIGURE.test(text.slice(Math.max(0, at - 24), at))) return token;
    if (/^\.\s?\d/u.test(text.slice(at + token.length, at + token.length + 3))) return token;
    return token.split('/').map(compound).join('/');
  });
}

/** Two or more capitals in a token: "CNN", "RNNs", "SVMs", "GloVe"; plural s allowed. Global: for `matchAll`. */
export const ABBREVIATION =
  /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{N}]*\p{Lu}[\p{L}\p{N}]*?)s?(?![\p{L}\p{N}])/gu;
/**
 * Names written in camel case, words joined ("WordNet", "PubMed", "PropBank"), and "Mc"/"Mac"
 * surnames ("McKeown"): read as they are written, nothing to spell out.
 */
const CAMEL_NAME = /^(?:(?:\p{Lu}\p{Ll}{2,}){2,}|Ma?c\p{Lu}\p{Ll}+)$/u;
/** Longer capitalised tokens ("CodeSearchNet" is 13) are names or noise, not abbreviations to define. */
const LONGEST_ABBREVIATION = 20;
/**
 * Tokens read as written: with a digit (genes and proteins, "BRCA1"), roman numerals to 39 ("XIII"),
 * chemical formulas and units ("NaCl", "TiO2", "MHz").
 */
const AS_WRITTEN = /\d|^X{0,3}(?:IX|IV|V?I{0,3})$|^(?=.*\p{Ll})(?:\p{Lu}\p{Ll}?\d*){2,}$/u;

/**
 * Whether a reader takes a capitalised token at `at` of `text` as it stands, with nothing to spell
 * out: a name every reader knows, a camel-case name the paper does not define, a unit, a formula,
 * a heading ("RESULTS:").
 */
export function readAsWritten(
  abbreviation: string,
  text: string,
  at: number,
  definitions: ReadonlyMap<string, string>,
): boolean {
  return (
    abbreviation.length > LONGEST_ABBREVIATION ||
    KNOWN_ABBREVIATIONS.has(abbreviation) ||
    (CAMEL_NAME.test(abbreviation) && !definitions.has(abbreviation)) ||
    AS_WRITTEN.test(abbreviation) ||
    !NOT_AFTER_FIGURE.test(text.slice(Math.max(0, at - 24), at)) ||
    /^\s*[:：]/u.test(text.slice(at + abbreviation.length))
  );
}

/** Where `text` spells `abbreviation` out: "long form (ABBR)" or "ABBR (long form)". */
export function definitionOf(abbreviation: string, text: string): RegExpExecArray | null {
  const name = escapeRegExp(abbreviation);
  return new RegExp(`\\(\\s*${name}s?\\s*[),;]|${name}s?\\s*\\(\\s*\\p{L}`, 'u').exec(text);
}

/**
 * The capitalised abbreviations a sentence uses that neither it nor the paper (`definitions`)
 * spells out and no reader knows ("The MJ-1 and MJ-2 models are simple"): nothing can explain them.
 */
export function unexplainedAbbreviations(
  sentence: string,
  definitions: ReadonlyMap<string, string>,
): string[] {
  const found: string[] = [];
  for (const match of sentence.matchAll(ABBREVIATION)) {
    const abbreviation = match[1]!;
    if (
      found.includes(abbreviation) ||
      definitions.has(abbreviation) ||
      readAsWritten(abbreviation, sentence, match.index, definitions) ||
      definitionOf(abbreviation, sentence)
    )
      continue;
    found.push(abbreviation);
  }
  return found;
}
