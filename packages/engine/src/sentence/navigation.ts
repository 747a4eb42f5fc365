/**
 * Sentences that only make sense inside the paper, and leftovers of removed markup. An abstract
 * is read without the paper: it cannot guide the reader through sections ("In this section…",
 * "Before presenting our results…", "For completeness…", "as we shall show"), and a reference or
 * cross-reference removed in extraction must not leave its frame behind ("(REF)", "presented in
 * sections and.", "()").
 */

import { isStopword } from '../read/language.ts';
import { FIRST_PERSON } from './voice.ts';

/**
 * Wording that guides a reader through the paper itself, its numbered or labelled parts included
 * ("as the next corollary shows", "theorem [xi=0]"), the steps of a proof ("we have to prove") and
 * the marks of a table or figure ("are shown in brackets").
 * "In this paper we will show that…" states what the paper does, not where it goes next.
 */
export const NAVIGATION =
  /\b(?:in (?:this|the (?:next|previous|following|present|last|preceding)) (?:sub)?(?:section|chapter|part|appendix)|(?:the )?(?:following|next|previous|preceding|last) (?:sub)?sections?\b|before (?:presenting|describing|discussing|turning|introducing|going|proceeding|we (?:present|describe|discuss|turn|introduce|proceed|go))|for (?:the sake of )?completeness|as we (?:shall|will|now) (?:show|see|discuss|demonstrate|explain|argue)|as we (?:\p{L}+ )?(?:show|see|discuss|demonstrate|explain|argue|prove)\p{L}* (?:later|in what follows)\b(?!-)|to be made precise later\b|^(?:(?:this|the (?:next|following|last|final|first|second|third)) (?:sub)?(?:part|section|chapter|appendix) of (?:the|this) (?:paper|article|thesis|work|report|manuscript)|this (?:sub)?(?:section|chapter|appendix)|this part(?= (?:covers|describes|presents|discusses|reviews|introduces|outlines|summari[sz]es|explains)\b)) (?:covers|describes|presents|discusses|contains|deals with|introduces|reviews|gives|provides|summari[sz]es|outlines|reports|explains)\b|as (?:will be|is|was) (?:shown|seen|discussed|explained|described) (?:below|later|above|earlier|in the following)|in what follows|(?:after|before) (?:providing|giving|presenting|reviewing|introducing|describing|discussing|outlining) (?:some |the |a brief |an |our )?(?:background|preliminaries|overview|related work|motivation)\b|(?:in the )?(?:rest|remainder) of (?:this|the) (?:paper|article|section|chapter|thesis|work)|(?:is|are) (?:organi[sz]ed|structured) as follows|(?:we|let us) (?:now|next|first|then) (?:turn|describe|present|discuss|consider|introduce|review|outline|recall|define|show|give|list)|we (?:begin|start) (?:by (?:describing|presenting|reviewing|introducing|discussing|defining|giving|recalling|outlining)|with (?:a |an )?(?:(?:brief |short )?(?:description|overview|review|introduction|discussion|summary|outline)\b|(?:visual )?(?:illustration|example)(?=\s+(?:of|in|to|that|which|showing|from|how)\b|\s*[.,;:])))|we (?:will |shall )now (?:compare|turn|describe|present|discuss|consider|show|analy[sz]e|examine|apply|derive|prove)\b|\b(?:works?|authors?|studies|papers|articles|references) (?:discussed|mentioned|cited|quoted) here\b|as (?:mentioned|noted|discussed|described|shown|stated|explained|defined|seen) (?:above|earlier|before|previously|in the introduction)|recall that|let us\b|(?:see|cf\.?) (?:below|above)|(?:below|above),? we (?:describe|present|discuss|show|list|give|outline)|we (?:will|shall) (?:later|now|then|next)\s*(?:describe|present|discuss|see|explain|return|show)|(?<!^(?:in|within) (?:this|the present|our) (?:paper|work|study|article|thesis|report|manuscript|letter|note),?\s+)we (?:will|shall) (?:describe|present|discuss|see|explain|return|show)\b|(?:are|is) (?:listed|given|shown|summari[sz]ed|described) (?:below|above|in the following)|in the sequel|we list\b|(?:treated|discussed|described|shown|given|derived|presented|considered|explained|addressed) (?:\p{L}+ly )?(?:in (?:more )?detail )?(?:further |later )?(?:below|in what follows)(?=\s*[.,;:)]|\s*$)|(?:will|shall|need) not be (?:reproduced|repeated|given|discussed|presented|derived|detailed) here\b|(?:is|are) not (?:reproduced|repeated) here\b|(?:the|as the) (?:next|following|previous|preceding|above) (?:\p{L}+ )?(?:theorem|lemma|corollary|proposition|example|definition|remark|figure|table|equation)s?\b|(?:theorem|lemma|corollary|proposition|definition|section|figure|table|equation|appendix)s?\s*\[|^we (?:have to|need to|must) (?:prove|show|check|verify)\b|(?:are|is) (?:shown|given|indicated|listed|marked) (?:in (?:brackets|parenthes[ie]s|bold|italics?|grey|gray|red|blue)|with an asterisk)\b)/iu;

/**
 * A section named by its bare number, its "§" lost in extraction: "In 3, we present…", "are
 * presented in 5, followed by…" (not "In 2010, we", "treated in 5 centres", "derived in 2 and 3
 * dimensions", "given in 2, 3 or 4 doses").
 */
export const SECTION_NUMBER =
  /^in (?:§\s*)?\d(?:\.\d{1,2})*,?\s+we (?:present|discuss|describe|introduce|give|derive|review|summari[sz]e|outline|define|consider|apply|compare|conclude)\b|\b(?:presented|discussed|described|given|shown|summari[sz]ed|derived|reviewed|introduced|defined|outlined|detailed|discussion|summary|conclusions?) in (?:§\s*)?\d{1,2}(?:\.\d{1,2})*(?=\s*[.;)]|\s*,(?!\s*\d)|\s+and\s+(?!\d))/iu;

/** Frames of removed references and cross-references. */
const REMNANT = new RegExp(
  [
    // "(REF)", "[REF]", "(?)", "[?]", "(citation)", "[ref]"
    String.raw`[(\[]\s*(?:REF|ref|cite|citation|\?+)\s*[)\]]`,
    // A symbol lost between a preposition and its verb: "instances of occur", "the set of converges".
    String.raw`\bof (?:occurs?|exists?|appears?|denotes?|satisf(?:y|ies)|belongs?|vanish(?:es)?|converges?)\b`,
    // A symbol lost before a verb: "each occurrence of is tagged" (not "what we think of is").
    String.raw`(?<!(?<![\p{L}])(?:think|thought|dream|dreamt|speak|spoke|heard|aware|unaware|certain|sure|afraid|proud|fond|made|consists?|composed|capable) )(?<![\p{L}\d_])of (?:is|are|was|were)\b`,
    // A symbol lost after a condition's verb: "If the true null distribution is, then…".
    String.raw`\b[Ii]f\b[^,;]{1,80}\b(?:is|are)\s*,\s*then\b`,
    // A name set beside itself as a list's last items, its distinguishing subscript lost:
    // "TwitterSA and TwitterSA," (not "IGF-1 and IGF-1 binding proteins", "ITA/ITA, ITA/ENG").
    String.raw`(?<![\p{L}\d/-])(?<twin>(?=[\p{L}\d-]{0,40}?\p{Lu}[\p{L}\d-]{0,40}?\p{Lu})\p{L}[\p{L}\d-]{2,40})\s*(?:,|and|or|vs\.?|versus)\s+\k<twin>(?![\p{L}\d/–-])(?=\s*[,.;:)]|\s+(?:was|were|is|are|both|each|have|had|\p{L}+ed|combine|show|perform|achieve|yield|give|outperform|produce|differ|work|reach|obtain|improve)\b)`,
    // Empty brackets: "()", "[ ]", "( , )", "{}"
    String.raw`\(\s*[,;]?\s*\)|\[\s*[,;]?\s*\]|\{\s*\}`,
    // A structural noun left without its number: "in sections and.", "see Table .", "of Eqs. and"
    String.raw`\b(?:sections?|chapters?|figs?\.?|figures?|tables?|eqs?\.?|equations?|appendi(?:x|ces)|refs?\.?)\s*(?:(?:and|or|,|–|-)\s*)+(?=[.,;:)]|$)`,
    String.raw`\b(?:in|see|of|to|from|cf\.?)\s+(?:sections?|chapters?|figs?\.?|figures?|tables?|eqs?\.?|equations?|appendi(?:x|ces))\s*(?=[.,;:)]|$)`,
    // A sentence ending on a word that needs a continuation: "… and.", "… of the.", "… higher
    // than.", or a pointer's preposition: "… is accessible at.", "… as described in." (not "… and
    // so on.", "… the regions the virus spreads to.")
    String.raw`\b(?:and|or|the|between|of|by|than)\s*[.]["'”’)]*$|\b(?:available|accessible|found|obtained|downloaded|deposited|described|shown|given|reported|listed|presented|provided|see)\s+(?:at|in|from|via|on)\s*[.]["'”’)]*$`,
    // A structural noun opening the sentence without its number: "Equation yields…", "Table lists…"
    String.raw`^(?:[Ee]quations?|[Ee]qs?\.|[Ff]igures?|[Ff]igs?\.|[Tt]ables?|[Ss]ections?|[Tt]heorems?|[Ll]emmas?|[Aa]ppendix)\s+(?:shows?|gives?|yields?|implies|lists?|presents?|summari[sz]es|illustrates?|depicts?|displays?|compares?|indicates?|reveals?|demonstrates?|contains?|describes?|represents?|provides?)\b`,
    // Punctuation with nothing between: " , .", " ; ,"
    String.raw`[,;:]\s*[,;:]|[,;:]\s*\.(?![.\d])`,
  ].join('|'),
  'u',
);

/** Not initials: a pronoun, an article or a preposition opening a sentence. */
const NOT_INITIALS = String.raw`(?!(?:we|it|he|she|they|us|our|this|that|the|an|in|on|at|to|of|by|or|all|two|its|each)\b)`;

/** An author as a reference list names one: initials and a surname ("b. kol", "j. m. smith"). */
const AUTHOR = String.raw`(?:\p{L}\.\s*){1,3}[\p{L}'-]+`;
/** One or two authors' names before a title: "kol", "b. kol", "harmark and obers". */
const AUTHOR_NAMES = String.raw`(?:\p{L}\.\s*)*[\p{L}'-]+(?:\s+(?:and|&)\s+(?:\p{L}\.\s*)*[\p{L}'-]+)?`;
/** What marks a reference entry after its authors: a quoted title, a volume, a year in brackets, "et al". */
const REFERENCE_MARK = String.raw`(?:\x60\x60|“|"|\*\s*\d+\s*\*|\(\s*(?:19|20)\d\d[a-z]?\s*\)|\bet al\b)`;

/**
 * Statements of the paper's back matter that a flattened text (no headings) runs into its body:
 * who did what ("HR, BW and DP developed the approach", "xl assisted with experiment design",
 * "Aw conducted the experiments", "hrh … drafted the manuscript"), approval and consent, funding,
 * thanks, competing interests, and the entries of its reference list. Initials are a few letters,
 * not a pronoun.
 */
const BACK_MATTER = new RegExp(
  [
    String.raw`^${NOT_INITIALS}\p{L}{2,4}(?:,\s*\p{L}{2,4})*,?\s+and\s+\p{L}{2,4}\s+(?:conceived|designed|drafted|wrote|revised|performed|carried out|participated|contributed|developed|collected|analy[sz]ed|supervised|coordinated|helped|read|approved|did)\b`,
    String.raw`^${NOT_INITIALS}\p{L}{2,4}\s+(?:assisted with|led the (?:study|project)|conceived (?:of )?(?:the|this) (?:study|project)|participated in (?:the|its) (?:(?:study|project)['’]s )?(?:design|coordination)|supervised the (?:study|project)|contributed to (?:the )?(?:conception|design of the study|writing|drafting))\b`,
    // Two letters, an author's initials, and what they did: "Aw conducted immunohistochemistry…".
    String.raw`^${NOT_INITIALS}(?!(?:no|so|as|is|be|do|my|me|up|if|go)\b)\p{L}{2}\s+(?:conducted|performed|carried out|designed|wrote|drafted|analy[sz]ed|collected|participated in|contributed to|helped|supervised|coordinated|conceived)\b`,
    // Drafting or revising the paper's own manuscript ("the manuscript" alone, not "the manuscript
    // transcriptions" a philologist revised).
    String.raw`\b(?:drafted|draft|revised|revise) (?:the )?(?:final |first |revised )?(?:draft of |version of )?(?:the )?manuscript(?=[.,;]|\s+(?:and|critically|for)\b|$)|\bmanuscript was (?:drafted|revised)\b`,
    String.raw`\b(?:all|both) authors (?:have )?(?:\p{L}+ly )?read and approved\b|\bauthors? declares? (?:that (?:they|he|she) (?:have|has) )?no (?:competing|conflicts?)\b|\bno (?:competing|conflicts? of) interests?\b`,
    // Funding: a funder's grant or body, a person named by initials and the grant or fellowship that
    // supports them ("Cdl has been supported financially by grant nsc-101", "Jhg is supported by an
    // ambizione fellowship"; not "Students who are supported by scholarships…"), or this work said
    // to be funded by anyone.
    String.raw`\b(?:was|were|is|are) (?:partly |partially |in part |also )?(?:financially )?(?:supported|funded) (?:in part |partly )?by (?:a |the |an )?(?:grants?|national|foundation|ministry|council|european|fund)\b|^\p{L}{2,4} (?:has been|have been|is|was) (?:partly |partially |in part |also )?(?:financially )?(?:supported|funded) (?:financially )?(?:in part |partly )?by (?:a |the |an )?(?:(?:(?!(?:that|which|whose|of|in|and|this|these)\b)[\p{L}-]+ ){0,2}(?:grants?|fellowships?|scholarships?))\b|^${NOT_INITIALS}\p{L}{2,4} (?:has been|is|was) (?:partly |partially |in part |also )?(?:financially )?(?:supported|funded) by the (?:university|institute|foundation|council|trust|ministry|royal society|national)\b|\b(?:supported|funded) (?:in part |partly )?by (?:an? |the )?(?:(?!(?:that|which|whose|of|in|and|this|these)\b)[\p{L}\d-]+ ){1,3}grants?\b|\b(?:supported|funded) (?:in part |partly )?by\b[^.;]{0,80}\bunder (?:the )?(?:grants?|contracts?|awards?)\b`,
    // Anyone supported by a grant, a fellowship, a national or research foundation, a research
    // council or a ministry, however long the funder's name ("Hp was supported by the basic science
    // research program through the national research foundation"; not a claim supported by
    // findings, work or interviews, nor "students who have been supported by fellowships").
    String.raw`(?<!\b(?:who|which|that)\s(?:(?:have|has|had)\s)?)\b(?:was|were|is|are|been) (?:partly |partially |in part |also )?(?:financially )?(?:supported|funded) (?:in part |partly )?by\b(?![^.;]{0,120}\b(?:that|findings?|evidence|observations?|data|results?|facts?|work|stud(?:y|ies)|analys[ie]s|interviews?|experiments?|surveys?|literature)\b)[^.;]{0,120}\b(?:grants?|fellowships?|(?:national|research|science|scientific)\s+(?:\p{L}+\s+){0,2}foundation|research council|ministry of)\b`,
    String.raw`^(?:acknowledge?ments?:?\s+)?(?:this|the|our) (?:present )?(?:work|research|study|project) (?:(?:reported|described|presented) here )?(?:was|is|has been) (?:partly |partially |in part |also )?(?:financially )?(?:supported|funded|financed|sponsored) (?:in part |partly )?by\b|\bthe funders? had no role\b`,
    String.raw`^(?:acknowledge?ments?:?\s+)?(?:we|the authors?|i) (?:would (?:also )?like to |wish to |also )?(?:thank|are grateful to|is grateful to|am grateful to|gratefully acknowledge|acknowledges? (?:the )?(?:support|funding|financial support|help|assistance))\b`,
    // A reference-list entry: an author's name before a quoted title ("kol, `` the phase…, ''"), a
    // title closed by a comma before its venue, an arXiv identifier, a volume, page and year ("* 70
    // *, 2837 (1993)"), a talk ("invited talk at fpcp 2003"), or a list of authors before one of
    // those marks ("b. kol, e. sorkin and t. piran, `` caged…"; not "e. coli, b. subtilis and s.
    // aureus were grown…").
    String.raw`^(?:${AUTHOR}(?:,|\s+and)\s+)+${AUTHOR}(?:,|\s+and\b)(?=.*${REFERENCE_MARK})|^[\p{L}'-]+,\s*(?:${AUTHOR}(?:,|\s+and)\s+){2,}${AUTHOR}(?:,|\s+and\b)(?=.*${REFERENCE_MARK})`,
    String.raw`^${AUTHOR_NAMES},\s*(?:\x60\x60|“)[^'”]{10,},\s*(?:''|”)|,\s*(?:''|”)\s*(?:arxiv\s*:|(?:phys|class|nucl|prog|jhep|proc|rev|lett|ann|j)\s*\.)|\barxiv\s*:\s*(?:[a-z-]+\s*/\s*\d{7}|\d{4}\.\d{4,5})|\*\s*\d+\s*\*\s*,\s*\d+\s*\(\s*(?:19|20)\d\d\s*\)|\binvited (?:talk|lecture) (?:given |presented )?at\b`,
    // Thanks in the third person ("Yn acknowledges comments from…", "One of us thanks…"), and
    // someone acknowledged for their help ("We also acknowledge S. Li for help with coding").
    String.raw`^(?:${NOT_INITIALS}\p{L}{2,5}|one of (?:us|the authors))\s+(?:also\s+)?(?:gratefully\s+)?(?:thanks|acknowledges|is grateful)\b(?!\s+(?:that|no|how|whether)\b)|^(?:we|the authors?|i) (?:also )?(?:gratefully )?acknowledge (?!that\b)[^.;]{1,80}\bfor (?:(?:(?:his|her|their|the|valuable|helpful|useful|many) )*(?:help|assistance|comments|discussions?|advice|suggestions|providing)|(?:his|her|their|financial|technical) (?:support|assistance))\b`,
    // A book or proceedings entry ("Volume 7141 of lecture notes in computer science, pages 15-31",
    // "…, ed."), and an additional file's legend.
    String.raw`\bvolume \d+ of\b|\blecture notes in\b|\bpages \d+\s*[-–]\s*\d+\b|,\s*eds?\.$|^additional (?:data )?files? \d+\s*:`,
    // Equal contribution and a list of abbreviations: "X and Y contributed equally to this work",
    // "Abbreviations cdc, conditionally dispensable chromosome; ec, …" (not "Two factors
    // contributed equally to the variance", "… to the work done").
    String.raw`\bcontributed equally (?:to (?:this|the) (?:work|study|paper|manuscript|article|research)(?=\s*[.;,)]|$)|as (?:first|senior|co-first|joint first) authors?)\b|^(?:these|both|the two|the first two|the last two) authors contributed equally\b|^abbreviations?(?: used)?\s*:?\s+[\p{L}\d-]{1,10}\s*[,:=–—-]\s*\p{L}[^;]{2,80};`,
    String.raw`\bcompl(?:y|ies|ied) with the (?:convention|declaration|guidelines|regulations)\b|\b(?:was|were) approved by the (?:\p{L}+ )?(?:ethics|ethical|review|animal|institutional)\b|\binformed consent was obtained\b`,
  ].join('|'),
  'iu',
);

/** Whether a sentence is a statement of the paper's back matter (not for an abstract). */
export function isBackMatter(sentence: string): boolean {
  return BACK_MATTER.test(sentence);
}

/** Whether a sentence guides the reader through the paper itself (not for an abstract). */
export function isNavigation(sentence: string): boolean {
  return NAVIGATION.test(sentence) || SECTION_NUMBER.test(sentence);
}

/** Whether a sentence keeps a remnant of removed markup or references. */
export function hasRemnant(sentence: string): boolean {
  return REMNANT.test(sentence);
}

/** A removed citation left its preposition without an object: "the model of was", "proposed by as". */
const ORPHANED =
  /\b(?:of|by|in|from|to|with|and|than|as)\s+(?:was|were|is|are|has|have|had|and|or)\b|\b(?:of|by|from|with)\s+as\b|\b(?:of|by|in|from|to|with|than)[,.;]/iu;

/** Whether a deletion left a word without what it needs after it (a shortening's check). */
export function hasOrphanedWord(sentence: string): boolean {
  return ORPHANED.test(sentence);
}

/**
 * A sentence that opens with another work's authors and what they did: "Huang and Wang introduced
 * a fuzzy approach", "Wu and coworkers reported that", "Resnik presented an algorithm", "Dolan
 * describes a method", "Hatzivassiloglou and McKeown have also developed". An abstract
 * states what its own paper does; the judges read such a sentence as the paper's background at
 * best. The authors are named before the verb, with "et al." or co-workers, or as words the paper
 * uses at most NAME_USES times (PAIR_NAME_USES for a pair), which tells a name from "Patients
 * reported that". Case is not asked: a lower-cased corpus writes "huang and wang introduced"; a
 * capital inside a name is ("McKeown").
 */
const OTHERS_WORK =
  /^(?<first>\p{L}(?:[\p{Ll}'’-]|\p{Lu}(?=\p{Ll}))+)(?:(?:\s*,\s*|\s+(?:and|&)\s+)(?!co-?workers|colleagues|associates)(?<second>\p{L}(?:[\p{Ll}'’-]|\p{Lu}(?=\p{Ll}))+))?(?<group>\s+et\s+al\.?|\s+and\s+(?:co-?workers|colleagues|associates))?\s*(?:\(\s*\d{4}\s*\)\s*|\[[\d,\s–-]+\]\s*)?(?:has\s+|have\s+|had\s+)?(?<adverb>also\s+|previously\s+|recently\s+|first\s+|further\s+)?(?:introduced|proposed|developed|presented|showed|reported|described|suggested|found|demonstrated|investigated|examined|observed|argued|noted|studied|extended|evaluated|identified|concluded|hypothesi[sz]ed|claimed|pointed out|established|devised|designed|constructed|derived|(?<present>introduces|proposes|presents|describes|reports|suggests|argues|notes|extends|devises))\b/u;
const NAME_USES = 3;
const PAIR_NAME_USES = 10;
/** Subjects that report work and are no names, beyond the stopwords ("we", "data", "results"). */
const NOT_NAMES = new Set([
  'authors',
  'researchers',
  'studies',
  'experiments',
  'analyses',
  'previous',
  'earlier',
  'recent',
]);

/** Endings of common nouns, never of a surname read as one: "Immunostaining", "Genotyping". */
const NOUN_ENDING = /(?:ing|tion|sion|ment|ness|ity|ogy|ics)$/u;

/**
 * A study the paper cites by what it found, not by its authors: "A recent study found that…", "A
 * previous survey of farmers reported…", "One study showed…". Not the paper's own work, which it
 * may name so too: "A review of the postmortem records revealed…", "A study of 300 patients
 * found…", "A second study found…", "In a previous study by our group we showed…".
 */
const OTHER_STUDY =
  /^(?:(?:a|one|another)\s+(?:very\s+)?(?:recent|previous|prior|earlier|former|similar|cochrane)\s+(?:study|survey|trial|review|report)\s+(?:(?:by|of|from|in|on|among|with|conducted|published|including)\s+[^,;]{1,60}?\s+)?|(?:a|one|another)\s+(?:study|survey|trial)\s+)(?:has\s+|had\s+)?(?:also\s+)?(?:showed|shown|found|reported|demonstrated|suggested|indicated|observed|concluded|revealed)\b/iu;

/**
 * Whether a sentence reports another work's authors and what they did (see OTHERS_WORK). Without
 * the paper's words, only "et al." and co-workers tell; in cased text the second of a pair is
 * capitalised as a name is ("Huang and Wang", not "Males and females").
 */
export function reportsOthersWork(
  sentence: string,
  paperWords?: ReadonlyMap<string, number>,
  cased = true,
): boolean {
  // The work's own study names itself so ("In a previous study we…"); "our sense of smell" later
  // in the sentence is no such voice.
  const study = OTHER_STUDY.exec(sentence)?.[0];
  if (study !== undefined && !FIRST_PERSON.test(study)) return true;
  const match = OTHERS_WORK.exec(sentence);
  if (!match) return false;
  const { first, second, group, adverb, present } = match.groups!;
  const names = [first!, ...(second ? [second] : [])].map((n) => n.toLowerCase());
  if (names.some((n) => NOT_NAMES.has(n) || isStopword(n) || NOUN_ENDING.test(n))) return false;
  if (group) return true;
  // "Hatzivassiloglou and McKeown have also developed…": a pair of names set beside this work,
  // however often the paper names it; only in cased text, where the second is written as a name
  // ("Women also reported", "Males and females have also developed" are no such pair).
  const capitalised = [first!, ...(second ? [second] : [])].every((n) => /^\p{Lu}/u.test(n));
  if (adverb && /^(?:also|previously|recently)/u.test(adverb) && cased && second && capitalised)
    return true;
  // "Dolan describes a method…": a name in the present, written as a name when the text is cased.
  if (present && cased && !capitalised) return false;
  if (!paperWords || (cased && second !== undefined && !/^\p{Lu}/u.test(second))) return false;
  // Two words joined as a pair of authors ("Huang and Wang") may be the paper's baseline, named
  // again wherever it is compared with; one word alone must be rarer to be read as a name.
  const uses = names.length > 1 ? PAIR_NAME_USES : NAME_USES;
  return names.every((n) => (paperWords.get(n) ?? 0) <= uses);
}
