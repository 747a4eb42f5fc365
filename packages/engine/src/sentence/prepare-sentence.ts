/**
 * The abstract-ready form of one source sentence: the edits in order (citations and pointers
 * removed, a cut start repaired, an opener repaired, a self-reference rewritten), or undefined when
 * the sentence cannot stand in an abstract (math, a formula, a question, markup, a pointer into the
 * paper, a remnant, no final stop).
 */
import { findMarkup } from '../read/markup.ts';
import { restartsInLowerCase, splitSentences } from '../read/segment.ts';
import {
  citesAsObject,
  dropSymbolLabels,
  OBJECT_REFERENCE,
  STRUCTURE_REFERENCE,
  stripCitations,
  stripObjectReferences,
} from './clean.ts';
import {
  EMPHASIS_MARKS,
  findDebris,
  findPointers,
  headingRunIn,
  misreadWords,
  RUN_TOGETHER,
} from './reader-cues.ts';
import { fragmentStart, repairFragmentStart, type FragmentContext } from './fragment.ts';
import { mendWords, type Vocabulary } from './glued-words.ts';
import {
  hasOrphanedWord,
  hasRemnant,
  isBackMatter,
  isNavigation,
  reportsOthersWork,
} from './navigation.ts';
import { dropInference, repairOpener, rewriteSelfReference } from './opener.ts';
import { hasVerb } from './shorten.ts';
import { capitalise, SPACED_HYPHEN, tidyAfterRemoval, undoubleWords } from './tidy.ts';

export interface PrepareOptions {
  citationsAllowed: boolean;
  /** Light rewrites ("In this paper, we" → "We"), allowed from creativity 25 upwards. */
  rewrite: boolean;
  language: string;
  /** False for lower-cased source text: then case says nothing about a sentence's start. */
  cased?: boolean;
  /** The paper's words and word pairs, which mend glued and broken words (glued-words.ts). */
  paper?: Vocabulary;
  /** Whether the sentence is its paragraph's first, where a subsection's heading may run into it. */
  opensParagraph?: boolean;
}

/**
 * A quotation mark that opens a sentence and is never closed: a footnote's mark read as one
 * ("'The level of significance (p < .05) was…").
 */
function strayOpeningQuote(text: string): boolean {
  return /^['‘"“]\p{Lu}/u.test(text) && !/['’"”](?=[\s.,;:!?)\]—–…]|$)/u.test(text.slice(1));
}

/**
 * Cased English that runs on into another passage without a stop: a sentence's opening word, in
 * capitals, after a word in lower case ("…for only a handful of pairs. This paper presents The
 * evaluation method uses…", "the classified list yields We have already seen"); not a title or a
 * word named after a preposition ("in The evolution of cooperation", "the pronoun It refers…").
 */
const SPLICED_OPENING =
  /(?<=\p{Ll}{2})(?<!\b(?:in|of|by|from|on|at|to|for|with|as|called|named|titled|entitled|pronoun|word|term)) (?:The|We|Our|This|These|Those|It|They|Here|In this) (?=\p{Ll})/u;

/** Brackets a tokenising converter spaced off their words: "( young)", "[ 12 ]". */
const SPACED_BRACKET = /([([])\s+|\s+([)\]])/gu;
/** A comma that lost its space between two words ("category,human-annotated"). */
const UNSPACED_COMMA = /(?<=\p{Ll}{3}),(?=\p{Ll}{3})/gu;
/** A slash a tokeniser spaced off the words it joins ("crispr / cas9", "fmol / kg"). */
const SPACED_SLASH = /(?<=[\p{L}\d]) \/ (?=[\p{L}\d])/gu;
/**
 * A plural's apostrophe spaced off ("patients ' outcome"), when it is the sentence's only spaced
 * one: two may be a quotation's marks (" ' bag of words ' ").
 */
const SPACED_POSSESSIVE = /(?<=\p{L}s) ' (?=\p{L})/u;
const SPACED_APOSTROPHE = /\s'\s/gu;
/** A genitive's "'s" a tokeniser spaced off its word: "alzheimer 's disease" (not "suffix 's' is"). */
const SPACED_GENITIVE = /(?<=\p{L}) (['’]s)(?![\p{L}\d'’])/gu;
/**
 * A footnote's number run into the word it marks: "six preprocessing schemes2", "accuracy3", "as
 * proposed3" (a word with a common ending, which the paper writes with that number once; not
 * "notch1", nor a name the paper writes so again, "Cited2", "bmal1").
 */
const FOOTNOTE_NUMBER =
  /(?<![\p{L}\d])(\p{L}*\p{Ll}(?:ed|es|ing|ly|al|ions?|ments?|acy|ity|ness|ance|ence))(\d{1,2})(?![\p{L}\d]|[.,]\d)/gu;
/**
 * LaTeX's quotation marks, spaced or not, an apostrophe inside them too: "the so-called `` polymer
 * brush''" → "“polymer brush”", "``patients' views''" → "“patients' views”".
 */
const LATEX_QUOTES = /``\s?([^`\n]{1,120}?)\s?''/gu;

/** Two full stops ending a sentence, not an ellipsis's three. */
const DOUBLED_STOP = /(?<!\.)\.\.(?=["'”’)]*$)/u;

/** A possessive whose apostrophe a converter could not encode: "Chiang?s decoder". */
const LOST_APOSTROPHE = /(?<=\p{L})\?(?=s(?:\s|[,.;:)]|$))/gu;

/**
 * A genitive whose apostrophe the lower-cased corpora dropped, leaving its "s" alone between two
 * words: "young s rule", "a planet s eccentricity", "exploit it s properties". Read only in
 * lower-cased text (cased text keeps its apostrophes, and a lone "s" there is a symbol: "until S
 * can", "the string s into") and only where a noun can follow: not after a word under three letters
 * (a unit, "km s-1"), a function word or a word a symbol follows ("of s", "until s", "where s
 * denotes", "let s denote", "two lemma s imply", "spin s particles"), and not before a function
 * word, a modal or an adverb ("the variable s and", "dc-squid s can", "protein s predominantly").
 */
const DROPPED_APOSTROPHE =
  /(?<![\p{L}\d'’-])(?!(?:the|and|for|with|from|that|this|these|those|than|then|all|are|was|were|has|have|its|our|their|per|via|into|onto|over|under|between|until|not|through|where|when|let|two|three|four|five|spin|of|in|on|at|by|to|as|or)\s)(\p{Ll}[\p{Ll}-]{2,}(?<!ing)|it) s (?=\p{Ll}{2})(?!(?:and|or|nor|is|are|was|were|be|been|has|have|had|of|in|on|at|to|for|with|by|the|an?|that|which|whose|as|if|then|than|where|when|according|via|into|we|both|can|could|may|might|will|would|shall|should|must|denotes?)\b)/gu;
/** After "it s": "it's" before what follows a verb, "its" before a noun ("it s properties"). */
const IT_IS_NEXT =
  /^(?:a|an|the|not|been|being|also|very|well|now|still|only|possible|important|known|clear|worth|difficult|easy|hard|likely|unlikely|necessary|interesting|called|used|shown|given|based|true|false|\p{Ll}+(?:ly|ed))\b/u;

const ADVERB_NEXT = /^\p{Ll}+ly\b/u;

/** The genitive's apostrophe back in place (DROPPED_APOSTROPHE), in lower-cased text. */
function restoreApostrophes(text: string): string {
  return text.replace(DROPPED_APOSTROPHE, (whole, word: string, offset: number, all: string) => {
    const next = all.slice(offset + whole.length);
    if (word === 'it') return IT_IS_NEXT.test(next) ? 'it’s ' : 'its ';
    // A noun's genitive is not followed by an adverb: "the protein s predominantly binds".
    return ADVERB_NEXT.test(next) ? whole : `${word}’s `;
  });
}

/**
 * Undoes what a converter did to the words: spaced brackets, hyphens, slashes, apostrophes and
 * genitives, LaTeX's quotation marks, emphasis marks, a comma without its space, a lost
 * apostrophe, a footnote's number, a word written twice, glued and broken words.
 */
function mendText(text: string, options: PrepareOptions): string {
  let out = strayOpeningQuote(text) ? text.slice(1) : text;
  out = out.replace(SPACED_BRACKET, (_whole, open?: string, close?: string) => open ?? close ?? '');
  out = out.replace(EMPHASIS_MARKS, (marked) => marked.replace(/^\*\s*|\s*\*$/gu, ''));
  out = out.replace(UNSPACED_COMMA, ', ').replace(LOST_APOSTROPHE, '’').replace(SPACED_SLASH, '/');
  out = out.replace(LATEX_QUOTES, '“$1”');
  const numbered = options.paper?.numbered;
  if (numbered)
    out = out.replace(FOOTNOTE_NUMBER, (whole, word: string) =>
      (numbered.get(whole.toLowerCase()) ?? 0) <= 1 ? word : whole,
    );
  if ((out.match(SPACED_APOSTROPHE) ?? []).length === 1) out = out.replace(SPACED_POSSESSIVE, "' ");
  out = out.replace(SPACED_GENITIVE, '$1');
  if (options.cased === false) out = out.replace(SPACED_HYPHEN, '-');
  if (options.language === 'en') out = undoubleWords(out);
  if (options.language === 'en' && options.cased === false) out = restoreApostrophes(out);
  return options.paper ? mendWords(out, options.paper, options.language) : out;
}

/**
 * An aside in brackets a reader of an abstract can spare: no number, not a definition of an
 * abbreviation ("(CNN)"); "(data not shown)", "(e.g., u6 or u3)".
 */
const ASIDE = /(?<!\s)\s*\((?![^()]*\d)(?!\s*\p{Lu}[\p{Lu}\d-]*s?\s*\))[^()]{1,120}\)/gu;
/**
 * Asides a reader can spare whatever figures they hold: how it was done or an example ("(using
 * geant4)", "(e.g., 12 runs)"), and a reference's number after a word and before a stop or a comma
 * ("into skeletal muscle (26), protein…", "(16,17)."; not an item's number, "(3) classify", nor
 * after a figure: "5 (26)" may be a count).
 */
const ASIDE_WITH_FIGURES =
  /(?<=\p{L})\s*\((?:(?:using|via|see|cf\.?|e\.g\.?|i\.e\.?|for example|for instance)\b[^()]{1,120}\)|\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\)(?=\s*[.,;:]))/gu;

/** An aside whose figures a converter ran together ("surveys (20032009), the largest…"): it goes. */
const ASIDE_RUN_TOGETHER = new RegExp(
  String.raw`(?<!\s)\s*\((?=[^()]{0,120}?(?:${RUN_TOGETHER}))[^()]{1,120}\)`,
  'gu',
);

function dropAsides(text: string): string {
  return tidyAfterRemoval(
    text.replace(ASIDE, '').replace(ASIDE_WITH_FIGURES, '').replace(ASIDE_RUN_TOGETHER, ''),
  );
}

/**
 * A pointer or an example cut off at the sentence end ("… than either fig .", "… atomic; e.g."),
 * or a cut after a lower-case abbreviation ("… fields of the e.m."): the sentence lost its object.
 */
const POINTER_ABBREVIATION = String.raw`figs?|eqs?|eqn|tabs?|secs?|refs?`;
const DANGLING_ABBREVIATION = new RegExp(
  String.raw`\b(?:${POINTER_ABBREVIATION}|figure|table|section|e\.g|i\.e|cf|viz|vs)\s*\.+$`,
  'iu',
);
/** A pointer's abbreviation whose label an edit removed: "we recover the relation eq. between…". */
const LOST_LABEL = new RegExp(
  String.raw`\b(?:${POINTER_ABBREVIATION})\s?\.(?=\s+[\p{Ll},;])`,
  'iu',
);
const CUT_AFTER_ABBREVIATION = /(?<![\p{L}.])(?![ap]\.m\.$)\p{Ll}\.\p{Ll}\.$/u;
/** Equations and worked examples do not belong in an abstract (journals.md, IEEE: no equations). */
const FORMULA = /[→⇒←↔∑∏∫∈∉⊂⊆≤≥≈≠]|\s=\s|\b(?:\p{L}\s){3,}\p{L}\b/u;
/** A question reads as a teaser, not as a statement of the work. */
const SPELLED_OUT = /\?["'”’)]*$/u;
const CORPUS_CITATION = /(?<!\s)\s*(?:@xcite|<cit>)/giu;

/** The label of a worked example's line: "Sentence:", "Input:", "Gloss:", "Step 2:". */
const EXAMPLE_LABEL =
  /^(?:sentence|example|input|output|query|question|answer|source|target|reference|hypothesis|gloss|translation|step \d+)\s*:\s/iu;

/** A phrase before the step, one or two: "For example,", "Then, in the second phase,", "To illustrate,". */
const FRONTED_STEP = String.raw`(?:in|at|for|on|during|after|before|then|next|finally|first(?:ly)?|second(?:ly)?|third(?:ly)?|now|as|to|specifically|formally|more formally|however)\b[^,.;:]{0,50},\s*`;
/** What a step acts on: a determiner, a pronoun or a one-letter symbol ("optimize f over"). */
const STEP_OBJECT = String.raw`(?:(?:the|an?|all|each|every|this|these|those|its|their|them|it|some|any)\b|\p{Ll}(?=[\s,.]))`;
/** Verbs of a step: "train", "compute", "select"… */
const STEP_VERB =
  'set|compute|calculate|take|choose|select|sort|return|update|initiali[sz]e|optimi[sz]e|add|remove|apply|use|run|define|assign|replace|output|generate|construct|build|train|iterate|extract|insert|merge|repeat|pick|draw|normali[sz]e|store|fix|keep|discard|increment|solve|substitute|multiply|divide|rewrite|denote|compare|find|obtain';
/** Steps whose verb has no noun reading, so a plural object is theirs too ("Compute weights as…"). */
const VERB_ONLY_STEP = 'compute|calculate|optimi[sz]e|normali[sz]e|initiali[sz]e|assign';
/**
 * A sentence that tells the reader what to do, a step of an algorithm or of a worked example, not
 * a statement: "Train the classifier on the seed sets.", "In the second phase, optimize f over…",
 * "Compute weights as a function of…", "Note the map is…", "For example, suppose that…", "Consider,
 * for example, …", "Let us now turn to…" (read with its first letter in lower case; not "Use of X
 * was…", "Set A holds…", "Set sizes of three…", "Recall was high", "Note that…", whose statement
 * follows). A problem's setup said first, "Let a ball be shot…", "Suppose Alice wants…", is how
 * mathematics opens an abstract.
 */
const INSTRUCTION = new RegExp(
  String.raw`^(?:` +
    // A setup after a fronted phrase ("For example, suppose that…") or a word of sequence.
    String.raw`(?:(?:${FRONTED_STEP}){1,2}|(?:now|first|next|then|again)\s+)(?:let|suppose|assume|imagine|consider)\s+(?!(?:and|or|of|is|are|was|were|has|have|had)\b)\p{L}` +
    String.raw`|let us\b|consider,?\s+(?:for (?:example|instance)|again|the following|now)\b` +
    String.raw`|(?:${FRONTED_STEP}){0,2}(?:(?:note|notice|recall|remember|observe)\s+${STEP_OBJECT}` +
    String.raw`|(?:${STEP_VERB})\s+${STEP_OBJECT}|(?:${VERB_ONLY_STEP})\s+(?:\p{Ll}+\s+)?\p{Ll}+s\s+(?:as|to|by|for|from|with|in|of|on)\b))`,
  'u',
);

/** Whether a sentence instructs rather than states (INSTRUCTION). */
function isInstruction(text: string): boolean {
  return INSTRUCTION.test(text.charAt(0).toLowerCase() + text.slice(1));
}

/** "Risk factor analysis risk factor analysis was performed": the same words twice at the start. */
const REPEATED_OPENING = /^((?:[\p{L}\d'’-]+\s+){1,5}?[\p{L}\d'’-]+)\s+(?=\1(?![\p{L}\d]))/iu;

/**
 * A numbered heading run into the sentence after it ("2 Example of a system The first application
 * was…", "5.1.2 Accuracy Our algorithms…"): the number, capitalised heading words, then a word
 * that opens a sentence.
 */
const NUMBERED_HEADING =
  /^\d{1,2}(?:\.\d{1,2}){0,3}\.?\s+\p{Lu}[\p{L}\d'’-]*(?:\s+[\p{L}\d'’-]+){0,7}?\s+(?=(?:The|A|An|This|These|Those|Our|We|In|It|Its|To|For|Each|All|Most|Many|One|Here|As|When|While|Although|Since|Because|There|Such|Given|Using|With|On|At|By|From|Unlike|First|Finally)\s)/u;

/** The sentence without a heading run into it; what follows the heading opens the sentence. */
function withoutHeading(text: string, options: PrepareOptions): string {
  // A heading run into a paragraph that opens with the same words, or numbered.
  const once = text.replace(REPEATED_OPENING, '').replace(NUMBERED_HEADING, '');
  const out = once !== text ? capitalise(once) : text;
  // A section's heading or a subsection's title run into its first sentence ("Discussion we
  // report…", headingRunIn).
  const heading = headingRunIn(
    out,
    options.language,
    options.cased ?? true,
    options.paper,
    options.opensParagraph,
  );
  return heading === undefined ? out : capitalise(out.slice(heading).trimStart());
}

/** The abstract-ready form of one sentence, or undefined when it cannot stand in an abstract. */
export function prepareSentence(
  text: string,
  options: PrepareOptions,
  vocabulary?: FragmentContext['vocabulary'],
): string | undefined {
  const source = text;
  if (options.language === 'en') text = dropSymbolLabels(text);
  if (/@xmath|<dig>/iu.test(text) || FORMULA.test(text) || SPELLED_OUT.test(text)) return undefined;
  // The rest of a list item or a table's row ("1; there were 68 such pairs"), of a sentence cut
  // after an abbreviation's stop ("3–79; the upregulated…"), or a worked example's label
  // ("Sentence: The data presented here…", "Output: …").
  if (/^\d+(?:[–-]\d+)?[;:]\s/u.test(text) || EXAMPLE_LABEL.test(text)) return undefined;
  if (options.language === 'en' && isInstruction(text)) return undefined;
  if (citesAsObject(text, !options.citationsAllowed)) return undefined;
  let out = options.citationsAllowed ? text.replace(CORPUS_CITATION, '') : stripCitations(text);
  out = dropAsides(mendText(stripObjectReferences(out), options));
  // A removal that left a word without what it needs ("thin lines in ( a ) and ( b ) denote" →
  // "thin lines in and denote"): the sentence is broken.
  if (hasOrphanedWord(out) && !hasOrphanedWord(source)) return undefined;
  out = withoutHeading(out, options);
  // Markup that no convention explained (OCR debris such as "\\],in" or "{A B}"): not for a reader.
  if (findMarkup(out)) return undefined;
  // A start cut mid-word or mid-clause (after the citations that may have opened it are gone).
  const context: FragmentContext = {
    cased: options.cased ?? true,
    vocabulary,
    language: options.language,
  };
  const whole = repairFragmentStart(out, context);
  if (whole === undefined) return undefined;
  out = whole;
  // What a reader stops at and no edit mends: a pointer into the paper, debris. Of the debris the
  // paper's vocabulary finds, only misread words: mendWords has already mended glued and split ones.
  if (
    findPointers(out).length > 0 ||
    findDebris(out, options.language, undefined, options.cased ?? true).length > 0 ||
    (options.paper !== undefined && misreadWords(out, options.paper).length > 0)
  )
    return undefined;
  if (
    OBJECT_REFERENCE.test(out) ||
    STRUCTURE_REFERENCE.test(out) ||
    DANGLING_ABBREVIATION.test(out) ||
    LOST_LABEL.test(out) ||
    CUT_AFTER_ABBREVIATION.test(out) ||
    isNavigation(out) ||
    isBackMatter(out) ||
    hasRemnant(out) ||
    reportsOthersWork(out, options.paper?.words, options.cased ?? true)
  )
    return undefined;
  const repaired = repairOpener(out);
  if (repaired === undefined) return undefined;
  // What the dropped opener leaves must start a sentence too ("Also, [12] showed that…").
  const left = fragmentStart(capitalise(repaired), context);
  if (left === 'continuation' || left === 'punctuation') return undefined;
  out = dropInference(options.rewrite ? rewriteSelfReference(repaired) : repaired);
  // Fragments without a final stop (list items, leftovers of tables) do not read as sentences,
  // nor do those trailing off in an ellipsis (an example's excerpt, a formula's list "x1, …"; not a
  // quotation's, “Who is ...”).
  if (!/[.!?。！？]["'”’)]*$/u.test(out) || /(?:\.{3}|…)(?!["”’])[')]*$/u.test(out))
    return undefined;
  if (/[:;,]$/u.test(out.replace(/[.!?]+$/u, ''))) return undefined;
  // Read as the abstract will be read, each of its sentences starts whole: a footnote spliced
  // into a word ("addresses these is1As we will discuss below, … local information. sues.")
  // leaves a fragment that only a reader's sentence split reveals. A heading has no verb.
  if (
    splitSentences(out, options.language).some((part, i) => i > 0 && fragmentStart(part, context))
  )
    return undefined;
  if (options.language === 'en' && !hasVerb(out, options.paper)) return undefined;
  // Cased text that goes on in lower case after a sentence's stop has another passage spliced in.
  if ((options.cased ?? true) && restartsInLowerCase(out)) return undefined;
  if ((options.cased ?? true) && options.language === 'en' && SPLICED_OPENING.test(out))
    return undefined;
  // Sentences start with a capital letter, also when the corpus was lower-cased; an abbreviation's
  // full stop ends one, not two ("described in Koehn et al.." once its year is gone).
  return capitalise(out.replace(DOUBLED_STOP, '.'));
}
