/**
 * Sentences that start as fragments: cut mid-word or mid-clause where a converter
 * dropped math, a hyphenated line break or a heading ("tributions of this work…", ", where is
 * the…"). Such a start is repaired when what follows is a whole sentence, else the sentence is
 * not used.
 */
import { isBoundEnding } from './glued-words.ts';

export type FragmentKind = 'punctuation' | 'lower-case' | 'continuation' | 'mid-word';

export interface FragmentContext {
  /** False for lower-cased text (benchmark corpora), where case tells nothing. */
  cased: boolean;
  /** How often each lower-cased word occurs in the whole source (learns cut words from the text). */
  vocabulary?: ReadonlyMap<string, number>;
  language?: string;
}

/** Starts that are never a sentence's: a closing mark, a joining mark, a clause separator. */
const PUNCTUATION_START = /^[,.;:!?)\]}%/\\|=+*×·…’”»-]/u;
/** List bullets and dashes in front of a whole sentence: dropped, the sentence kept. */
const BULLET = /^(?:[•◦▪‣∙·*–—-]|\(?[ivx]{1,4}\)|\(?[a-h1-9]\))\s+/u;
/**
 * A lower-case first word that is still a proper start: a symbol or a name written that way
 * ("mRNA", "p53", "k-means", "t-test", "iPSC", "eIF4E").
 */
const LOWER_CASE_NAME = /^\p{Ll}(?:[\p{L}]*[\p{Lu}\d]|-|\s*[=<>])/u;
/** English words that continue a clause and do not open a sentence (lower-cased text has no other clue). */
const CONTINUATION =
  /^(?:where|whereas|which|whose|whom|than|and|or|nor|respectively|is|are|was|were|has|have|had|of|i\.e|e\.g|etc|et al)\b/iu;
const FIRST_WORD = /^\p{L}+/u;
/**
 * A reporting verb whose subject went with a citation: "Suggested that…" (from "Smith et al.
 * (2004) suggested that…"); not a condition ("Provided that…") or a state ("Concerned that…").
 */
const LOST_SUBJECT =
  /^(?:suggested|observed|argued|showed|shown|found|reported|proposed|demonstrated|noted|concluded|claimed|hypothesi[sz]ed|indicated|stated|speculated|predicted|assumed|estimated|confirmed|revealed|established|emphasi[sz]ed|pointed out)\s+that\b/iu;
/**
 * A participle clause cut from the sentence it followed: "Meaning that the estimate depends…",
 * "Implying that…" (not a gerund subject: "Suggesting that a drug works is no proof…").
 */
const CUT_PARTICIPLE = /^(?:meaning|implying)\s+that\b/iu;
/** In lower-cased text, where case cannot mark a cut, more participles: "indicating that either…". */
const CUT_PARTICIPLE_LOWER =
  /^(?:indicating|suggesting|showing|demonstrating|confirming)\s+that\b/u;
/** A number of at most four digits opening the text, then a lower-case word. */
const PAGE_NUMBER_FIRST = /^\d{1,4}\s+(\p{Ll}{3,})(?![\p{L}\d])/u;
/** A letter, left of a label or a word, before a determiner: "m the result obtained by…". */
const STRAY_LETTER = /^(?![ai]\b)\p{L}\s+(?:the|an|this|these)\b/iu;
/** Words that join a clause to what stands before it: what is left after a deletion may not start with one. */
const JOINER_START =
  /^(?:and|or|but|which|that|who|whom|whose|as|than|to|of|so|because|since|if|then)\b/iu;

/** Why a sentence's start reads as a fragment, or undefined when it starts as a sentence should. */
export function fragmentStart(
  sentence: string,
  context: FragmentContext,
): FragmentKind | undefined {
  const text = sentence.trimStart();
  if (!text) return undefined;
  if (PUNCTUATION_START.test(text)) return 'punctuation';
  const first = text.charAt(0);
  // Only scripts with case say anything by case (not Chinese, Japanese).
  const hasCase = first.toLowerCase() !== first.toUpperCase();
  if (context.cased && hasCase && first === first.toLowerCase() && !LOWER_CASE_NAME.test(text))
    return 'lower-case';
  const english = (context.language ?? 'en') === 'en';
  if (
    english &&
    (LOST_SUBJECT.test(text) ||
      CUT_PARTICIPLE.test(text) ||
      (!context.cased && CUT_PARTICIPLE_LOWER.test(text)) ||
      STRAY_LETTER.test(text))
  )
    return 'continuation';
  if (english && CONTINUATION.test(text)) {
    // Capitalised "Where"/"Which" open questions and conditions in cased text; lower-cased text
    // has no such clue, and a cased text's lower-case continuation was caught above.
    if (!context.cased) return 'continuation';
  }
  const word = FIRST_WORD.exec(text)?.[0].toLowerCase();
  if (word && english && isBoundEnding(word)) return 'mid-word';
  if (word && context.vocabulary && isCutWord(word, context.vocabulary)) return 'mid-word';
  // A page's number before the rest of a word the page broke: "438 scribed a simple model…".
  const afterNumber = PAGE_NUMBER_FIRST.exec(text)?.[1];
  if (afterNumber && context.vocabulary && isCutWord(afterNumber, context.vocabulary))
    return 'mid-word';
  return undefined;
}

/**
 * True when `word` is the tail of a longer word of the same text and occurs nowhere else:
 * "tributions" beside "contributions", "mentation" beside "implementation". Learned from the text
 * itself, so it needs no dictionary of any language.
 */
function isCutWord(word: string, vocabulary: ReadonlyMap<string, number>): boolean {
  if (word.length < 3 || (vocabulary.get(word) ?? 0) > 1) return false;
  for (const [other, count] of vocabulary)
    if (other.length >= word.length + 2 && count > 0 && other.endsWith(word)) return true;
  return false;
}

/**
 * The sentence with a recoverable start repaired: a bullet dropped ("• The model…"), or a cut
 * word dropped when a capitalised sentence follows it ("mentation Our work
 * is…" → "Our work is…"). Undefined when the start stays a fragment.
 */
export function repairFragmentStart(
  sentence: string,
  context: FragmentContext,
): string | undefined {
  let text = sentence.trim().replace(BULLET, '');
  const kind = fragmentStart(text, context);
  if (!kind) return text;
  if (kind === 'punctuation' || !context.cased) return undefined;
  // A cut word glued in front of the real sentence: keep from the capitalised word on. Only one
  // word, so a lower-case clause never loses its head ("in vivo Drosophila larvae…" stays out).
  const restart = /^\S+\s+(?=\p{Lu}\p{Ll})/u.exec(text);
  if (!restart) return undefined;
  text = text.slice(restart[0].length);
  return fragmentStart(text, context) ? undefined : text;
}

/** Whether a text opens on a word that joins it to a clause before it ("and…", "which…", "to…"). */
export function opensOnJoiner(text: string): boolean {
  return JOINER_START.test(text);
}
