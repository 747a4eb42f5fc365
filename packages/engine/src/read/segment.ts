/** Sentence, word and paragraph segmentation that survives academic text. */
import { CJK_CHARS } from '@abstractly/contracts/text-patterns';
import { countWords } from '@abstractly/contracts/word-count';

/**
 * Word counts follow the product's one rule (LibreOffice Writer's and Word's count), defined in
 * contracts; re-exported so the engine's modules and its users count the same way.
 */
export { countWords };

/**
 * Tokens that end in a full stop without ending the sentence. Intl.Segmenter alone splits after
 * "Dr." and, worse, never splits lower-cased text (UAX 29 rule SB8), so the splitter is our own.
 */
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'eg',
  'ie',
  'al',
  'etc',
  'fig',
  'figs',
  'eq',
  'eqs',
  'eqn',
  'tab',
  'sec',
  'secs',
  'ref',
  'refs',
  'vs',
  'cf',
  'dr',
  'prof',
  'mr',
  'mrs',
  'ms',
  'st',
  'no',
  'nos',
  'vol',
  'pp',
  'ch',
  'approx',
  'resp',
  'ca',
  'viz',
  'inc',
  'ltd',
  'co',
  'jr',
  'sr',
  'dept',
  'univ',
  'est',
  'min',
  'max',
  'avg',
  'std',
  'var',
  'sp',
  'spp',
  'subsp',
  'ssp',
  'nov',
  'gen',
  'comb',
  'stat',
  'syn',
  'aff',
  'incl',
  'excl',
  'esp',
  'pers',
  'comm',
  'suppl',
  'supp',
  'sect',
  'eds',
  'wt',
  'conc',
  // es, fr, de, ru
  'sr',
  'sra',
  'ej',
  'p.ej',
  'mme',
  'env',
  'bzw',
  'z.b',
  'd.h',
  'u.a',
  'ggf',
  'vgl',
  'usw',
  'abb',
  'т.е',
  'т.д',
  'т.п',
  'др',
  'рис',
  'см',
  'табл',
  'тыс',
  'млн',
  'млрд',
  'напр',
  'bspw',
  'inkl',
  'evtl',
  'aprox',
]);

/** Titles before a name: "Dr. Smith". */
const TITLES = new Set(['dr', 'prof', 'mr', 'mrs', 'ms']);
/**
 * A cultivar's, a pathovar's or an accession's mark, in lower case as botany writes it: "cv.
 * Nipponbare", "pv. oryzae", "acc. 3–79".
 */
const NAME_MARKS = new Set(['cv', 'pv', 'acc']);
/** A pathovar's epithet after "pv.": Latin ("oryzae", "syringae", "oryzicola") or a host's name. */
const PATHOVAR =
  /^(?:tomato|\p{Ll}[\p{Ll}-]*(?:ae|i|(?<!s)is|us|um|a|ola|ensis|ans|ens|es|orum))(?![\p{L}-])/u;
/**
 * Words beyond NOT_A_NAME that open a sentence rather than name a cultivar: "…a low cv. Results
 * were stable."
 */
const SENTENCE_AFTER_MARK =
  /^(?:results?|conclusions?|methods?|data|values?|in|for|a|an|as|at|after|all|no|one|to|with|when|while|although|since|because)\b/iu;
/**
 * Words that are never a name, so after a title they start a sentence: "…by lc-ms. they used…",
 * where "ms" is mass spectrometry.
 */
const NOT_A_NAME =
  /^(?:the|this|these|those|that|they|we|it|its|our|their|there|however|thus|both|each|such|then|here|finally|moreover)\b/iu;

/**
 * A month's short name, which a day or a year follows ("dec. 15", "Jan. 2010", the corpora's "dec.
 * <dig>", the engine's "@xmath"): the date goes on.
 */
const MONTHS = new Set([
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);

/**
 * A month's short name as a date writes it ("dec", "Dec", "15-vs-dec"; not "DEC", nor a gene's
 * "c-Jun") before a day or a year.
 */
function isMonthBefore(text: string, stopStart: number, word: string, next: number): boolean {
  if (!MONTHS.has(word.toLowerCase()) || !/^\p{Lu}?\p{Ll}+$/u.test(word)) return false;
  if (text[stopStart - word.length - 1] === '-' && /^\p{Lu}/u.test(word)) return false;
  return /^(?:\d|<dig>|@xmath)/u.test(text.slice(next, next + 6));
}

/** Abbreviations after which even a capitalised next word does not start a sentence. */
const ALWAYS_CONTINUES = new Set([
  ...TITLES,
  'e.g',
  'i.e',
  'eg',
  'ie',
  'cf',
  'vs',
  'z.b',
  'd.h',
  'vgl',
  'viz',
  // "loc. cit.", "op. cit.": the citation goes on.
  'loc',
  'op',
]);

/**
 * A run of sentence-final marks plus closing quotes/brackets, then whitespace or the end; or a
 * full stop glued to the next sentence, as extracted text often has it ("invasion[47–49].The
 * pooled", "of the corpus.We", "p16INK4a.A few"): after a closing bracket or a lower-case letter
 * that follows a letter or digit, before a capitalised word or a lone "A" or "I".
 */
const TERMINATOR =
  /[.!?]+["'”’)\]]*(?=\s|$)|[。！？]+[」』）"”]*|(?<=[\p{L}\d]\p{Ll}|[\])])\.(?=\p{Lu}\p{Ll}+|[AI]\s)/gu;
/** The piece of text (up to whitespace) a glued stop stands in: an address or a file name there. */
const ADDRESS = /:\/\/|www\.|@|\.(?:com|org|net|edu|gov|html?|pdf|txt|csv|json|py|js)\b/iu;
const CJK_FULL_STOP = /^[。！？]/u;

/** The word just before a full stop at `end` (letters and inner dots), lower-cased. */
function wordBefore(text: string, end: number): string {
  let start = end;
  // Bounded look-back: a word is never longer than 40 characters (keeps this O(1) per stop).
  while (start > 0 && end - start < 40 && /[\p{L}.]/u.test(text[start - 1]!)) start--;
  return text.slice(start, end).replace(/^\.+/, '');
}

/**
 * A full stop between two lower-case words; not before a word with a capital or a digit
 * ("miRNAs", "log2"), nor before a name's particle ("von Neumann").
 */
const LOWER_CASE_RESTART =
  /(?<=\p{Ll}{3})\.\s+(?!(?:von|van|de|der|den|di|du|la|le)\s)(?=\p{Ll}{2})(?![\p{Ll}-]*[\p{Lu}\d])/gu;

/**
 * Whether cased text runs on in lower case after a full stop that ends no abbreviation: a piece of
 * another passage spliced in ("…generated for that sequence. can compare it with…").
 */
export function restartsInLowerCase(text: string): boolean {
  for (const stop of text.matchAll(LOWER_CASE_RESTART)) {
    const word = wordBefore(text, stop.index).toLowerCase();
    if (!word.includes('.') && !ABBREVIATIONS.has(word)) return true;
  }
  return false;
}

/**
 * Whether a sentence starts right after `before`: at the text's start, or after a stop that ends no
 * abbreviation ("It rose. DC…", not "cells, i.e. DC").
 */
export function opensSentenceAfter(before: string): boolean {
  if (!before.trim()) return true;
  const stop = /[.!?]\s+$/u.exec(before);
  if (!stop) return false;
  return (
    before[stop.index] !== '.' || !ABBREVIATIONS.has(wordBefore(before, stop.index).toLowerCase())
  );
}

/** True when most letters are lower case (benchmark-style corpora): case says nothing then. */
export function isLowercased(text: string): boolean {
  let upper = 0;
  let lower = 0;
  const sample = text.length > 20000 ? text.slice(0, 20000) : text;
  for (const char of sample) {
    if (char >= 'A' && char <= 'Z') upper++;
    else if (char >= 'a' && char <= 'z') lower++;
  }
  return lower > 50 && upper / (upper + lower) < 0.01;
}

/**
 * A full stop with no space after it ends the sentence unless it closes an abbreviation ("Fig.The"
 * is a figure's label run on) or stands inside an address or a file name ("www.Example.org").
 */
function gluedBoundary(text: string, stopStart: number): boolean {
  if (ABBREVIATIONS.has(wordBefore(text, stopStart).toLowerCase())) return false;
  let from = stopStart;
  let to = stopStart;
  // Bounded look-around: an address longer than 80 characters is not read whole (O(1) per stop).
  while (from > 0 && stopStart - from < 80 && !WHITESPACE.has(text[from - 1]!)) from--;
  while (to < text.length && to - stopStart < 80 && !WHITESPACE.has(text[to]!)) to++;
  return !ADDRESS.test(text.slice(from, to));
}

/** How a stop is read: the text's case and language, and the initials it writes (counted once, on first need). */
interface StopContext {
  lowercased: boolean;
  language: string;
  /** "s derby" → 3: a lone letter and the word after its stop, as often as the text writes them. */
  initials?: Map<string, number>;
}

/** A lone letter, its stop and the word after it ("e. coli"), anywhere in a text. */
const INITIAL_AND_WORD = /(?<![\p{L}\d.])(\p{Ll})\.\s+(\p{Ll}+)/gu;

/** How often the text writes each lone letter with the word after its stop ("s derby" → 3), in the order first met. */
export function initialsOf(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [, letter, word] of text.matchAll(INITIAL_AND_WORD)) {
    const key = `${letter} ${word}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Lower-cased English, a genus or an initial goes on: a lone letter before a species' Latin name,
 * an initial beside another, or a pair the text writes twice ("e. coli", "j. m. smith", "s. derby
 * … s. derby"); not a unit ("3 h.") nor "vitamin d. patients…".
 */
function initialGoesOn(text: string, stopStart: number, next: number, context: StopContext) {
  if (UNIT_BEFORE.test(text.slice(Math.max(0, stopStart - 4), stopStart - 1))) return false;
  const after = /^\p{Ll}+/u.exec(text.slice(next))?.[0];
  if (!after) return false;
  if (/^[b-hj-z]$/u.test(after) || SPECIES_NAME.test(after)) return true;
  if (/(?:^|\s)\p{Ll}\.\s*$/u.test(text.slice(Math.max(0, stopStart - 5), stopStart - 1)))
    return true;
  context.initials ??= initialsOf(text);
  return (context.initials.get(`${text[stopStart - 1]} ${after}`) ?? 0) >= 2;
}

/** Decides whether the stop ending at `end` really ends the sentence. */
function isBoundary(text: string, stopStart: number, end: number, context: StopContext): boolean {
  const { lowercased, language } = context;
  const stop = text.slice(stopStart, end);
  if (CJK_FULL_STOP.test(stop) || !stop.startsWith('.') || stop.length > 1) {
    // '?', '!', '...' and stops followed by a closing bracket end sentences.
    if (!stop.startsWith('.') || /[)\]"'”’]$/u.test(stop)) return true;
  }
  let next = end;
  while (next < text.length && /\s/u.test(text[next]!)) next++;
  if (next >= text.length) return true;
  if (next === end) return gluedBoundary(text, stopStart);
  const following = text[next]!;
  const spaced = stopStart > 0 && text[stopStart - 1] === ' ';
  const word = wordBefore(text, spaced ? stopStart - 1 : stopStart);
  const lowerWord = word.toLowerCase();
  if (TITLES.has(lowerWord) && NOT_A_NAME.test(text.slice(next, next + 12))) return true;
  // Not "by cv. the peaks shifted" (cyclic voltammetry), "a low cv. Results were stable", "the ACC.
  // Twelve of…", nor another language's "90 cv. El consumo…" (horsepower).
  if (NAME_MARKS.has(word)) {
    const after = text.slice(next, next + 14);
    // A pathovar's name is a Latin epithet ("pv. oryzae", "pv. tomato"); "pv" is also a vein.
    if (word === 'pv' && !PATHOVAR.test(text.slice(next, next + 40))) return true;
    return language !== 'en' || NOT_A_NAME.test(after) || SENTENCE_AFTER_MARK.test(after);
  }
  if (ALWAYS_CONTINUES.has(lowerWord)) return false;
  const startsLower = /\p{Ll}/u.test(following);
  // A placeholder of the corpora ("<cit>", "@xcite") goes on the sentence too.
  const startsDigitOrBracket = /[\d([<@]/u.test(following);
  if (ABBREVIATIONS.has(lowerWord)) {
    // "Fig. 3", "et al. (2020)", "et al. show": the sentence goes on.
    if (startsDigitOrBracket || startsLower) return false;
    return lowerWord !== 'al'
      ? true
      : !/^\p{Lu}\p{Ll}*\s+(et al|and)\b/u.test(text.slice(next, next + 20));
  }
  // " . " is the tokenised style of the benchmark corpora: a stop on its own is a real stop.
  if (spaced) return true;
  if (isMonthBefore(text, stopStart, word, next)) return false;
  if (!lowercased) {
    // Initials ("J. Smith", "U.S.") and stops followed by lower case do not end a sentence.
    if (/^\p{Lu}$/u.test(word) || /^(\p{L}\.)+\p{L}$/u.test(word)) return false;
    if (startsLower) return false;
  } else if (
    language === 'en' &&
    /^\p{Ll}$/u.test(word) &&
    initialGoesOn(text, stopStart, next, context)
  ) {
    return false;
  }
  return true;
}

/** A number or a degree sign before a lone letter: a unit ("3 h.", "37 °c."), not a genus. */
const UNIT_BEFORE = /(?:\d|°)\s*$/u;
/**
 * A species' name after its genus' initial: a Latin ending ("coli", "aureus", "elegans",
 * "thaliana"), not an English word that has one ("data", "analysis", "thus", "studies",
 * "various").
 */
export const SPECIES_NAME =
  /^(?!\p{Ll}*(?:ies|ous)$)(?!(?:data|area|criteria|media|formula|thus|analysis|basis|thesis|hypothesis|status|bonus|focus|versus|corpus|virus|consensus|census|radius|nucleus|stimulus|emphasis|diagnosis|synthesis|crisis|axis|bias|plus|minus|alpha|beta|gamma|delta|extra|via|idea|era|camera|agenda|antenna)$)\p{Ll}{3,}(?:us|um|is|ae|ii|i|a|es|ans|ens|ides)$/u;

/** Chinese and Japanese write no space between words or sentences. */
export function writesWithoutSpaces(language: string): boolean {
  return language === 'zh' || language === 'ja';
}

/** Sentence ends and starts that Chinese and Japanese run together without a space. */
const CJK_EDGE = new RegExp(String.raw`[${CJK_CHARS}。！？」』）]`, 'u');

/**
 * Sentences joined as the language writes them: Chinese and Japanese run them together, but not
 * where both sides of the join are in another script ("p < 0.05." and "3.5% …" stay apart).
 */
export function joinSentences(sentences: readonly string[], language: string): string {
  if (!writesWithoutSpaces(language)) return sentences.join(' ');
  let out = '';
  for (const sentence of sentences) {
    const together = out === '' || CJK_EDGE.test(out.at(-1)!) || CJK_EDGE.test(sentence[0] ?? '');
    out += (together ? '' : ' ') + sentence;
  }
  return out;
}

/** Splits a paragraph into sentences. Linear in the text length; never a backtracking regex. */
export function splitSentences(
  text: string,
  language = 'en',
  lowercased = isLowercased(text),
): string[] {
  const sentences: string[] = [];
  const context: StopContext = { lowercased, language };
  let start = 0;
  TERMINATOR.lastIndex = 0;
  for (let match = TERMINATOR.exec(text); match; match = TERMINATOR.exec(text)) {
    const end = match.index + match[0].length;
    if (!isBoundary(text, match.index, end, context)) continue;
    const sentence = text.slice(start, end).trim();
    if (sentence) sentences.push(sentence.replace(/\s+/g, ' '));
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest.replace(/\s+/g, ' '));
  return sentences;
}

/** The characters /\s/u matches (tabs, line ends, spaces of every width), as a set to look up. */
export const WHITESPACE = new Set(
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff',
);

/** Each sentence of a text with its offsets into it (splitSentences collapses whitespace). */
export function sentenceSpans(
  text: string,
  language: string,
  lowercased?: boolean,
): { text: string; start: number; end: number }[] {
  const spans: { text: string; start: number; end: number }[] = [];
  let at = 0;
  for (const sentence of splitSentences(text, language, lowercased)) {
    while (at < text.length && WHITESPACE.has(text[at]!)) at++;
    const start = at;
    for (let k = 0; k < sentence.length && at < text.length; k++) {
      if (WHITESPACE.has(sentence[k]!)) while (at < text.length && WHITESPACE.has(text[at]!)) at++;
      else at++;
    }
    spans.push({ text: sentence, start, end: at });
  }
  return spans;
}

const wordSegmenters = new Map<string, Intl.Segmenter>();

function wordSegmenter(language: string): Intl.Segmenter {
  let found = wordSegmenters.get(language);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity: 'word' });
    wordSegmenters.set(language, found);
  }
  return found;
}

const HAS_CJK = new RegExp(String.raw`[${CJK_CHARS}\p{Script=Hangul}]`, 'u');

/**
 * Longest piece handed to Intl.Segmenter at once. Node 20's segmenter copies its whole input for
 * every segment it returns, so one long string costs quadratic time: 190,000 CJK characters took
 * 53 s to count. Pieces of this size keep it linear (about 1 ms per 2,000 characters).
 */
const SEGMENT_PIECE = 2_000;
/** Context the segmenter sees beyond each boundary we keep when a piece must be cut inside a word run. */
const LOOKAHEAD = 50;

/** One word segment: its text, where it starts in the whole text, whether it is a word. */
export interface WordSegment {
  segment: string;
  index: number;
  isWordLike: boolean;
}

/**
 * Intl.Segmenter word segments of a text of any length, the same as segmenting it whole. Long
 * text is cut before whitespace, where no UAX #29 word rule looks across (whitespace and the end
 * of text act alike). A run with no whitespace (Chinese, Japanese) is segmented a piece at a time
 * and only the segments ending LOOKAHEAD characters before the piece's end are kept: the next
 * piece starts after them, so every kept boundary saw the same context it would in the whole text.
 */
export function segmentWords(text: string, language = 'en'): WordSegment[] {
  const segmenter = wordSegmenter(language);
  const out: WordSegment[] = [];
  /** Segments `piece` (found at `offset`), keeping those that end by `until`; returns where they end. */
  const add = (piece: string, offset: number, until = Infinity) => {
    let end = offset;
    for (const part of segmenter.segment(piece)) {
      const stop = offset + part.index + part.segment.length;
      if (stop > until) break;
      out.push({
        segment: part.segment,
        index: offset + part.index,
        isWordLike: !!part.isWordLike,
      });
      end = stop;
    }
    return end;
  };
  // Before whitespace that follows a non-space (WB3d keeps a run of spaces together).
  const cutsHere = (i: number) => /\s/u.test(text[i]!) && !/\s/u.test(text[i - 1]!);
  let start = 0;
  let size = SEGMENT_PIECE;
  while (text.length - start > size) {
    const windowEnd = start + size;
    let cut = windowEnd;
    while (cut > start + size / 2 && !cutsHere(cut)) cut--;
    if (cutsHere(cut)) {
      start = add(text.slice(start, cut), start);
      size = SEGMENT_PIECE;
      continue;
    }
    const end = add(text.slice(start, windowEnd), start, windowEnd - LOOKAHEAD);
    // One word longer than the piece (a long formula, a URL): look twice as far. Such a text has
    // few segments, so the longer piece stays cheap.
    if (end === start) size *= 2;
    else [start, size] = [end, SEGMENT_PIECE];
  }
  add(text.slice(start), start);
  return out;
}

/** Intl.Segmenter's words of a text, for statistics over Chinese and Japanese (not for counting: `countWords`). */
export function tokenize(text: string, language = 'en'): string[] {
  const words: string[] = [];
  for (const part of segmentWords(text, language)) if (part.isWordLike) words.push(part.segment);
  return words;
}

/**
 * Lower-cased terms for internal statistics (ranking, roles, keywords). Space-separated scripts
 * take a fast regex path (about ten times faster than Intl.Segmenter); CJK text goes through the
 * segmenter so that its words are real words, not single characters.
 */
export function terms(text: string, language = 'en', cjk = HAS_CJK.test(text)): string[] {
  const lower = text.toLowerCase();
  if (!cjk) return lower.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return tokenize(lower, language);
}

export function hasCjk(text: string): boolean {
  return HAS_CJK.test(text);
}

/** Paragraphs: blocks separated by a blank line, inner whitespace collapsed. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n[ \t\r\f\v]*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** `text` as a pattern that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
