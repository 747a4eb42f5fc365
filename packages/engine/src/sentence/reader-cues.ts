/**
 * What a reader of an abstract stops at in one sentence (the reader panel's rubric): a lean on text
 * that is not there, a pointer into the paper, debris, and what a sentence says (its point, whether
 * it reports a result). Each finder reads one sentence with what the abstract said before it; the
 * composer keeps such sentences out with them, the check (check/reader-defects.ts) reports them.
 */
import {
  OBJECT_REFERENCE,
  PLACEHOLDER,
  POINTING_VERBS,
  STRUCTURE_REFERENCE,
  SUPPLEMENT_DATA,
} from './clean.ts';
import { detectLanguage, functionWords, isStopword } from '../read/language.ts';
import {
  joinSplit,
  splitGlued,
  SUSPENDED_LATER,
  SUSPENDED_WORDS,
  type Vocabulary,
} from './glued-words.ts';
import { NAVIGATION, SECTION_NUMBER } from './navigation.ts';
import { pluralOf, singularOf } from './acronyms.ts';
import { DROPPED_CONNECTIVES } from './opener.ts';
import { DOUBLED_WORD, isDoubledWord } from './tidy.ts';
import {
  AUXILIARIES,
  IRREGULAR_PAST,
  isPlural,
  PLURAL,
  PRESENT_VERBS,
  SINGULAR_IN_S,
  usedAsVerb,
  verbForms,
} from './verb-forms.ts';
import { escapeRegExp, terms } from '../read/segment.ts';

/** Counts in words from two to ten. */
const SMALL_COUNTS = 'two|three|four|five|six|seven|eight|nine|ten';
/** Words that count what follows them: "two bac libraries", "several clades". */
const COUNT_WORDS = `${SMALL_COUNTS}|several`;
/** Counts in words from two to ninety-nine. */
const NUMBER_WORDS = String.raw`${SMALL_COUNTS}|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?`;

export interface Cue {
  start: number;
  end: number;
  /** What the reader stumbles on, for the finding's message. */
  why: string;
  /** No sentence before it can stand for what it points at ("the above", a cut citation). */
  fixed?: boolean;
  /**
   * A definite noun the abstract has not introduced ("The series diverges"): a reader can still
   * follow the sentence, less well. When no sentence right before it can come along, the composer
   * takes it only as a last resort (compose/coherence.ts).
   */
  mention?: boolean;
  /** How many sentences back the paper names what a mention names, nearest first. */
  back?: number[];
}

/** A noun's key for matching a mention with its antecedent: "analyses", "analysis" → "analys". */
export function nounKey(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (/ies$/u.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:ses|sis)$/u.test(w)) return w.slice(0, -2);
  if (/(?:ss|us)$/u.test(w)) return w;
  if (/(?:sh|ch|x)es$/u.test(w)) return w.slice(0, -2);
  if (/s$/u.test(w)) return w.slice(0, -1);
  return w;
}

/** The keys of every word of a text (what an abstract has introduced so far). */
export function introducedKeys(text: string, language: string): Set<string> {
  return new Set(terms(text, language).map(nounKey));
}

/**
 * Nouns that name a kind of thing the abstract has introduced under another name ("We propose X.
 * This method…"): a demonstrative before one of them needs a sentence in front, not the word.
 */
const KIND_NOUNS: Record<string, RegExp> = {
  work: /^(?:method|approach|model|framework|system|algorithm|technique|tool|strategy|procedure|scheme|architecture|network|formulation|design|solution|protocol|pipeline|implementation|extension|variant|version|idea|concept|measure|metric|classifier|parser|tagger|estimator|test|assay|intervention|treatment|therapy|program|programme|task|setting|paper|study|work|article|analysis|approach|investigation|project|survey|review)$/u,
  finding:
    /^(?:result|finding|observation|data|outcome|analys|experiment|evaluation|comparison|evidence|effect|improvement|difference|trend|pattern|relationship|association|correlation|change|increase|decrease|reduction|gain|performance|accuracy|estimate|value)$/u,
  problem:
    /^(?:problem|question|issue|gap|challenge|limitation|difficulty|drawback|shortcoming|need|situation|case|scenario|condition|context|regard|respect|sense|purpose|aim|goal|end|reason|way|manner|direction|line|point|light|view)$/u,
};

/** Wording that reports what a study found or what it means. */
const RESULT_CUE =
  /\b(?:we (?:also |further |then )?(?:find|found|show|showed|observe[ds]?|demonstrate[ds]?|conclude[ds]?|confirm(?:ed)?|report that|identif(?:y|ied)|obtain(?:ed)?|achieve[ds]?)|(?:results?|findings?|experiments?|experimental|analys[ie]s|data|evaluations?|simulations?|measurements?|tests?|studies|study)\b[^.;]{0,50}?\b(?:show|shows|showed|shown|indicate[ds]?|suggest(?:s|ed)?|reveal(?:s|ed)?|demonstrate[ds]?|confirm(?:s|ed)?|support(?:s|ed)?|prove[ds]?)|(?:show|shows|showed|demonstrate[ds]?|prove[ds]?|reveal(?:s|ed)?) (?:that|how)|outperform\w*|(?:halv|doubl|tripl)(?:e|es|ed|ing)|beat(?:s|ing)?|surpass\w*|performs? (?:well|better|best|comparabl\w*|favou?rabl\w*|poorly|worse)|improvements? (?:over|of|in|on)|state[- ]?of[- ]?(?:the[- ]?)?art|(?:improv|increas|decreas|reduc|enhanc|lower|rais)(?:es|ed|ing) [^.;]{0,60}\b(?:by|over|from|to|compared)\b|significantly (?:higher|lower|more|less|better|worse|greater|smaller|increas\w*|decreas\w*|reduc\w*|improv\w*|associat\w*|correlat\w*|differ\w*|affect\w*)|(?:was|were|is|are) (?:significantly |strongly |positively |negatively |also )?(?:found|shown|observed|associated|correlated|detected|identified)|(?:was|were|is|are) (?:significantly )?(?:higher|lower|greater|smaller|better|worse) than|(?:results|performance|accuracy) (?:comparable|superior|competitive|close) to|in conclusion|(?:these|our|the) (?:findings|results|data) (?:suggest|indicate|show|demonstrate|reveal|support|highlight|provide)|suggest(?:s|ed)? that|indicat(?:es|ed) that|leads? to (?:a |an )?(?:significant|substantial|large|better|improved|higher|lower)|yield(?:s|ed|ing) (?:a |an )?(?:significant|substantial|better|improved|higher|lower)|(?:accuracy|precision|recall|f-?(?:score|measure|1)|auc|error rate|bleu|perplexity) of \d)\b|\d\s*%|\bp\s*[<=>≤]/iu;

/** Determiners that point back at something named before. */
const DEMONSTRATIVE =
  /(?<![\p{L}\d-])(this|these|those|such)\s+((?:[\p{L}][\p{L}\d'’-]*\s+){0,2}[\p{L}][\p{L}\d'’-]*)/giu;
/** What follows "this/these" when it stands alone as a pronoun. */
const PRONOUN_NEXT =
  /^(?:is|are|was|were|has|have|had|can|could|may|might|will|would|should|must|does|do|did|also|not|shows?|suggests?|indicates?|implies|means|allows?|leads?|gives?|provides?|makes?|yields?|enables?|results? in\b|demonstrates?|confirms?|includes?|requires?|seems?|appears?|becomes?|remains?|reflects?|explains?|holds?|occurs?|[,.;:)])/iu;
/** Text-naming nouns after "this": the text itself, which needs nothing before it. */
const TEXT_ITSELF =
  /^(?:paper|study|work|article|thesis|report|letter|review|survey|note|manuscript|chapter|research|contribution|dissertation|abstract|project|investigation|trial|communication)$/iu;
/** "such as", "such that", "such a(n)": not a pointer back by itself. */
const SUCH_IDIOM = /^(?:as|that|an?)$/iu;

/** Pointers back at text in front of the abstract, whatever precedes them. */
const BACK_POINTERS: [RegExp, string][] = [
  [
    new RegExp(
      String.raw`\b(?:the|all of the|of the|in the)\s+above(?:[\s-]+(?:mentioned|described|defined|discussed))?\b|\babove[\s-](?:mentioned|described|defined|discussed)\b|\b(?:${POINTING_VERBS})\s+(?:(?:above|below|earlier)\b(?!-)|in\s+(?:above|below)(?![\p{L}-]))|\b(?:calculated|computed|performed|derived|obtained|reported|estimated|determined|identified|proved|established)\s+(?:above|below)\b(?!-)|\b(?:present(?:ed)?|given|described|discussed|listed|shown)\s+below\b|\b(?:see|cf\.?)\s+(?:above|below)\b|\bthe\s+(?:\p{L}[\p{L}-]*\s+)?\p{L}[\p{L}-]*\s+above(?=\s*[,.;:)]|\s+(?:is|are|was|were|has|have|can|could|will|may|also|shows?|gives?|holds?|adds?|implies|suggests?)\b)|\b(?:we|I)\s+(?:have\s+)?(?:\p{L}+ly\s+)?(?:show|describe|discuss|present|prove|argue|explain|list|give|derive|saw|see|note|mention)\s+(?:above|below)\b(?!-)|\b(?:we|I)\s+(?:have\s+)?(?:\p{L}+ly\s+)?(?:observed?|noted|showed|shown|found)\s+(?:above|below)(?=\s*(?:that\b|[,.;:)]|$))`,
      'iu',
    ),
    'points above or below, where the abstract has nothing',
  ],
  [
    /\baforementioned\b|\bafore-mentioned\b|\baforesaid\b|\bthe (?:described|mentioned|discussed)\s+(?!(?:in|by|here|above|below|earlier|previously)\b)\p{L}[\p{L}-]*/iu,
    'points at something mentioned before the abstract',
  ],
  [
    /\bthe earlier\s+\p{L}+|\bthe following\b[^.;]{0,60}:|\bas follows\b/iu,
    'points at text around it in the paper',
  ],
  [
    /\b(?:the|in the|of the)\s+(?:former|latter|preceding|previous|foregoing)\s+(?:sections?|chapters?|parts?|paragraphs?|discussion|analysis|examples?)\b/iu,
    'points at an earlier part of the paper',
  ],
  [/\bhereafter\b|\bhereinafter\b/iu, 'defines a name the abstract does not use again'],
  [/\b(?:loc|op)\.?\s*cit\b\.?|\bibid\b\.?/iu, 'refers to a work cited before the abstract'],
  [
    /\b(?:as|like) before\b|(?<!\bsuch )\bas above\b(?!-)|\bas (?:noted|mentioned|discussed|stated|shown) (?:before|earlier|previously)\b/iu,
    'refers to an earlier passage',
  ],
];

/** A pronoun for something said before: "To overcome this,", "among them", "of these". */
const BARE_PRONOUN =
  /(?<![\p{L}-])(?:this|these)(?=\s*[,.;:)])|\b(?:among|of|from|between|for|with|to|like|unlike) (?:them|these)\b(?!\s+\p{L}+(?:s|es)\b)|\bfor the same reasons?\b|\bin the same (?:way|manner|fashion)\b|\bin (?:a|an) (?:similar|analogous|like) (?:way|manner|fashion)\b(?!\s+(?:as|to)\b)/giu;

/**
 * "the following operation", "is the following.": what it names comes after the sentence in the
 * paper. Judged strictly only: an author's abstract may give what follows next (a list after a
 * colon is BACK_POINTERS' case); a time ("the following year") points nowhere.
 */
const FORWARD_POINTER: [RegExp, string] = [
  /\bthe following\b(?![^.;]{0,80}:)(?!\s+(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|few|several)\s+)?(?:years?|days?|weeks?|months?|decades?|seasons?|mornings?|nights?|generations?|centur(?:y|ies)|periods?|winters?|springs?|summers?|autumns?|falls?)\b)/iu,
  'points at what follows it in the paper',
];

/** "the former", "the latter": a pair the author may have just named, so only judged strictly. */
const PAIR_POINTER: [RegExp, string] = [
  /\b(?:the|a)\s+(?:former|latter)\b(?!\s+(?:half|part|case))/iu,
  'refers to a pair the abstract does not name',
];

/**
 * An ordinal before a noun the abstract has not listed: "The second MRL is…", "the remaining 42
 * patients", "In our second extension".
 */
const ORDINAL_MENTION =
  /\b(?:the\s+(?:second|third|fourth|fifth|remaining)|(?:our|its|their)\s+(?:second|third|fourth|fifth))\s+(?:\d[\d,.]*\s+)?(?!(?:half|part|quarter|phase|stage|step|time|day|week|month|year|round|generation|order|kind|type|largest|most|highest|best|lowest|author|dose|trimester|derivative)s?\b|language\b)([\p{L}][\p{L}\d'’-]*)/giu;

/**
 * A set counted or matched as if named before: "the two maps", "for all three situations", "the
 * same problem" (not "the same X as", a comparison that names its own standard). Judged strictly
 * only, on a sentence copied from the paper: an author's abstract names the set in its own words
 * ("English and French … the two languages").
 */
const COUNTED_MENTION = new RegExp(
  String.raw`\b(?:the\s+(?:two|three|four|both|same)|all\s+(?:(?:of\s+)?the\s+)?(?:${SMALL_COUNTS}))\s+(?!(?:[\p{L}][\p{L}\d'’-]*\s+){1,3}as\b)((?:[\p{L}][\p{L}\d'’-]*\s+){0,2}?[\p{L}][\p{L}\d'’-]*)(?=\s+[\p{L}]|\s*[.,;:)]|$)`,
  'giu',
);
/**
 * More of a kind counted or pointed at as if the first were named: "two additional features", "the
 * 100 additional sentences", "the additional hidden variable" (not "additional data", which adds to
 * nothing in particular, nor "the additional cost of X", which says what it adds to, nor "the
 * further applications", which come later).
 */
const ADDITIONAL_MENTION = new RegExp(
  String.raw`\b(?:the\s+(?:\d[\d,]*\s+)?(?:additional|extra)|(?:${SMALL_COUNTS}|several|(?<![\d.])(?!(?:1[5-9]|20)\d\d\b)\d[\d,]*)\s+(?:additional|further|extra))\s+((?:[\p{L}][\p{L}\d'’-]*\s+)?[\p{L}][\p{L}\d'’-]*)`,
  'giu',
);
/** Words before the members of a set the sentence names: "such as age and smoking". */
const MEMBER_WORDS = 'such as|including|namely';
/** The members of a set named after it in the sentence: "two additional parameters: the…". */
const MEMBERS_AFTER = new RegExp(
  String.raw`^[^.;]{0,60}?(?::|\b(?:${MEMBER_WORDS}|which we call)\b)`,
  'iu',
);
/** What "the same" makes an idiom with: "the same time", "the same way". */
const SAME_IDIOM = /^(?:time|way|manner|period|extent|degree|order|sign|direction)\b/iu;

/**
 * Citation gaps: a citing verb whose source was cut ("mentioned in.", "proposed by as"), a "see"
 * with nothing to see ("see and references therein", "(see )"), a preposition whose object was cut
 * before a modal ("the hamiltonian in would").
 */
export const CITATION_GAP =
  /\b(?:in|of|from)\s+(?:would|could|should|can|cannot)\b|\b(?:see|cf\.)\s+(?:also\s+)?(?:and\s+references?\s+therein\b|(?=[,;:)]))|\b(?:in|by|see|cf\.)\s*\.$|\b(?:provided|proposed|introduced|described|reported|discussed|mentioned|shown|presented|studied|developed|suggested|defined|envisaged|applied|adopted|used|employed|given|found|noted|observed|derived|obtained|determined|demonstrated|argued|considered|investigated|analy[sz]ed|established|followed|extended|implemented|cited|see|cf\.|refs?\.?|references?)\s+(?:in|by)(?=\s*[.,;:)]|\s+(?:as|and|or|but|for|to|with|which|that|where|is|are|was|were)\b)/iu;

/**
 * How a sentence is judged. `strict` (the composer, and a check of a sentence copied from the
 * paper away from its neighbour): every pointer back needs its word in front of it. Otherwise (a
 * sentence the author wrote for the abstract) a pointer after the first sentence is trusted unless
 * it names a kind of thing the text before it never set up.
 */
export interface LeanOptions {
  strict?: boolean;
  /**
   * The paper's sentences just before this one, nearest last (read with `strict`): a definite
   * mention whose words stand there and not in the abstract refers back to them.
   */
  context?: readonly string[];
}

/** Whether the word after "this" reads as a verb, so "this" is a pronoun: "this translates", "this led to". */
function verbAfterThis(word: string, next: string | undefined, language: string): boolean {
  if (/^\p{Ll}+(?<!ss|us|is|ys|as|os|ies|ics|ness|sis)s$/u.test(word)) return true;
  return (
    /^\p{Ll}+ed$/u.test(word) && (next === undefined || isStopword(next.toLowerCase(), language))
  );
}

/** The kind a noun names, when it is one of KIND_NOUNS. */
const kindOf = (key: string) =>
  Object.entries(KIND_NOUNS).find(([, nouns]) => nouns.test(key))?.[0];

/** What the text before must hold for "this <kind>" to have something to point at. */
const KIND_SET_UP: Record<string, RegExp> = {
  work: /\b(?:we|our|this (?:paper|study|work|article)|here(?:in)?|propos\w*|present\w*|introduc\w*|develop\w*|describ\w*|design\w*|call\w*|nam\w*|method\w*|approach\w*|model\w*|system\w*|algorithm\w*|framework\w*|techniq\w*)\b/iu,
  finding: RESULT_CUE,
  problem:
    /\b(?:not|no|lack\w*|fail\w*|difficult\w*|challeng\w*|limit\w*|unknown|unclear|remain\w*|however|but|problem\w*|issue\w*|question\w*|whether|how|why|what|need\w*|gap\w*|few|little|poorly|costly|expensive|hard|cannot|requir\w*|important|crucial|key|goal|aim\w*|task\w*|when|if)\b/iu,
};

/** Nouns that make "this" stand for how something was done: "in this way", "in that manner". */
const PROCEDURE = /^(?:way|manner|fashion)$/iu;
/** A clause of the sentence itself before "in this way": "We recast X as Y and in this way…". */
const GIVEN_BEFORE = /(?:\band|;|,\s*(?:and|thus|thereby))\s*(?:\p{L}+ly\s+)?(?:in|by)\s*$/iu;

/**
 * "Reformulated in this way": a procedure the sentence before described, whatever the abstract said
 * of ways; judged strictly only, as the author may have just described it. Undefined, for the
 * reading of any demonstrative, when not strict or when the phrase goes on ("this way of…", "in
 * this way to…").
 */
function procedureCue(
  sentence: string,
  match: RegExpExecArray,
  options: LeanOptions,
): Cue | undefined {
  const start = match.index;
  const first = match[2]!.split(/\s+/u)[0]!;
  const after = sentence.slice(start + match[0].length - match[2]!.length + first.length);
  if (!options.strict || /^\s*(?:of|to|that)\b/iu.test(after)) return undefined;
  const text = `${match[1]} ${first}`;
  return {
    start,
    end: start + text.length,
    why: `"${text}" refers to a procedure the abstract has not described`,
  };
}

function demonstrativeCues(
  sentence: string,
  before: { text: string; seen: ReadonlySet<string> },
  isFirst: boolean,
  language: string,
  options: LeanOptions,
): Cue[] {
  const cues: Cue[] = [];
  const { seen } = before;
  const earlier = new Set<string>();
  let read = 0;
  for (const match of sentence.matchAll(DEMONSTRATIVE)) {
    const determiner = match[1]!.toLowerCase();
    const words = match[2]!.split(/\s+/u);
    const first = words[0]!;
    const start = match.index;
    if (determiner === 'such' && SUCH_IDIOM.test(first)) continue;
    if (TEXT_ITSELF.test(first)) continue;
    const pronoun =
      PRONOUN_NEXT.test(match[2]!) ||
      (determiner === 'this' && verbAfterThis(first, words[1], language)) ||
      (determiner === 'those' &&
        (isStopword(first.toLowerCase(), language) || /(?:ed|ing)$/u.test(first)));
    if (pronoun) {
      // "this is", "these suggest": a pronoun stands for the sentence before it.
      if (determiner !== 'those' && (isFirst || options.strict))
        cues.push({
          start,
          end: start + determiner.length,
          why: `"${match[1]}" stands for nothing before it`,
        });
      continue;
    }
    // The noun phrase's words up to the first function word: any of them named before is enough.
    const phrase: string[] = [];
    for (const w of words) {
      if (phrase.length > 0 && isStopword(w.toLowerCase(), language)) break;
      phrase.push(w);
    }
    // "this retrospective study", "this pilot trial": the work itself, one word before its noun.
    // Read after the pronoun (the noun first, "this paper", before it): a "this" that stands for the
    // sentence before keeps its cue, whatever noun comes after.
    if (
      determiner === 'this' &&
      !isStopword(first.toLowerCase(), language) &&
      TEXT_ITSELF.test(words[1] ?? '')
    )
      continue;
    const procedure = determiner !== 'such' && PROCEDURE.test(first);
    // "…as ranking and in this way obtain…": the sentence gave the procedure itself.
    if (procedure && GIVEN_BEFORE.test(sentence.slice(0, start))) continue;
    const cue = procedure ? procedureCue(sentence, match, options) : undefined;
    if (cue) {
      cues.push(cue);
      continue;
    }
    const keys = phrase.map((w) => nounKey(w.replace(/['’]s$/u, '')));
    // The sentence's words before the demonstrative, read once, a stretch at a time.
    for (const key of introducedKeys(sentence.slice(read, start), language)) earlier.add(key);
    read = start;
    if (keys.some((k) => seen.has(k) || earlier.has(k))) continue;
    if (!isFirst) {
      const kind = keys.map(kindOf).find(Boolean);
      // "this method" after a sentence that proposed one; a noun of its own ("these viruses"
      // after naming one) is trusted to the author, not to a sentence copied from elsewhere.
      if (kind ? KIND_SET_UP[kind]!.test(before.text) : !options.strict) continue;
    }
    const text = `${match[1]} ${first}`;
    cues.push({
      start,
      end: start + text.length,
      why: `"${text}" refers to something the abstract has not introduced`,
    });
  }
  return cues;
}

/** "The trees were…": a definite subject at the start, its words not yet in the abstract. */
const DEFINITE_SUBJECT =
  /^the\s+((?:[\p{L}][\p{L}\d'’-]*\s+){0,3}?)([\p{L}][\p{L}\d'’-]*)\s+(?:is|are|was|were|has|have|had|can|could|may|might|will|would|should|must|did|does|do|\p{Ll}{3,}ed|drew|showed|gave|made|took|became|led|fell|rose|grew|began|seemed|indicated|revealed)\b/iu;
/** A step in a sequence: "were then corrected", "is then used". */
const THEN_STEP = /\b(?:is|are|was|were|be|been|we|it|they)\s+then\b/iu;
/**
 * A stopword that, singular and as a subject, names one thing of the work: "The result is…", "The
 * finding that…" (a mention mid-sentence, "the result of X", is identified by what follows it).
 */
const ONE_OF_THEM = /^(?:result|finding)$/iu;
/**
 * Subjects an abstract names without introducing them: the work itself and its parts. "The results"
 * are the work's; "the result" is one result, named before.
 */
const SELF_EVIDENT =
  /^(?:paper|study|work|article|results|findings|method|approach|model|system|proposed|present|main|overall|aim|goal|purpose|objective|data|analys[ie]s|experiments?|authors?|literature|problem|task)$/iu;

/** Strict pointers of a sentence copied from a paper: a definite subject not introduced, a step. */
function definiteCues(sentence: string, seen: ReadonlySet<string>, language: string): Cue[] {
  const cues: Cue[] = [];
  const subject = DEFINITE_SUBJECT.exec(sentence);
  if (subject) {
    const words = `${subject[1]}${subject[2]}`
      .split(/\s+/u)
      .filter((w) => !isStopword(w.toLowerCase(), language) || ONE_OF_THEM.test(w));
    const known = words.some((w) => seen.has(nounKey(w)) || SELF_EVIDENT.test(w));
    if (!known && words.length > 0)
      cues.push({
        start: 0,
        end: subject[0].length,
        why: `"${subject[0]}" names something the abstract has not introduced`,
        mention: true,
      });
  }
  const step = THEN_STEP.exec(sentence);
  if (step)
    cues.push({
      start: step.index,
      end: step.index + step[0].length,
      why: 'a step of a sequence the abstract does not give',
    });
  return cues;
}

/** "the web service", "the non-barcoded controls": a definite noun phrase anywhere in a sentence. */
const DEFINITE_MENTION =
  /(?<![\p{L}\d-])the\s+((?:[\p{L}][\p{L}\d'’-]*\s+){0,3}[\p{L}][\p{L}\d'’-]*)/giu;
/** What after a definite phrase says which one it means: "the role of", "the genes that". */
const IDENTIFIED_AFTER =
  /^\s*(?:of|that|which|who|whose|where|when|between|among|(?:in|on|to|for|by|from|at) which)\b/iu;
/**
 * Words that let a definite phrase stand without an antecedent: a superlative or an ordinal, the
 * paper's own parts and aims, and what every study has ("the results", "the use of").
 */
const STANDS_ALONE =
  /^(?:\p{L}+est|first|second|third|last|final|same|right|correct|wrong|true|actual|exact|appropriate|most|least|following|present|current|proposed|entire|whole|overall|main|total|other|former|latter|next|previous|only|new|optimal|full|original|resulting|corresponding|respective|underlying|above|below|remaining|majority|minority|number|amount|use|role|presence|absence|ability|need|effects?|impact|importance|cases?|fact|way|time|world|field|literature|art|public|past|future|existence|possibility|problem|question|aim|purpose|objective|goal|results?|findings?|study|paper|work|article|authors?|help)$/iu;
/** How many sentences back in the paper a definite mention is looked for. */
const MENTION_REACH = 3;

/**
 * The paper's sentences before the one at `index`, in place, for `LeanOptions.context`: a sentence
 * `sentenceAt` does not give stays empty, so the last is always the sentence right before.
 */
export function contextBefore(
  index: number,
  sentenceAt: (index: number) => string | undefined,
): string[] {
  return Array.from(
    { length: MENTION_REACH },
    (_, k) => sentenceAt(index - MENTION_REACH + k) ?? '',
  );
}

/** Each context sentence's words, once per context: the composer asks about one sentence often. */
const keysOfContexts = new WeakMap<readonly string[], Set<string>[]>();
function contextKeys(context: readonly string[], language: string): Set<string>[] {
  let keys = keysOfContexts.get(context);
  if (!keys) keysOfContexts.set(context, (keys = context.map((s) => introducedKeys(s, language))));
  return keys;
}

/**
 * A definite phrase the paper's sentences just before this one introduced and the abstract has not:
 * "the topic model is utilized" after the paragraph that describes it. Fixed when the mention
 * stands further back than the sentence before, which alone the composer can bring along.
 */
function mentionCues(
  sentence: string,
  seen: ReadonlySet<string>,
  context: readonly string[],
  language: string,
): Cue[] {
  if (context.length === 0) return [];
  const cues: Cue[] = [];
  for (const match of sentence.matchAll(DEFINITE_MENTION)) {
    const phrase: string[] = [];
    for (const word of match[1]!.split(/\s+/u)) {
      if (isStopword(word.toLowerCase(), language)) break;
      if (phrase.length > 0 && /(?:ed|ing)$/u.test(word)) break;
      phrase.push(word);
    }
    if (phrase.length === 0 || phrase.some((w) => STANDS_ALONE.test(w))) continue;
    const article = match[0].slice(0, match[0].length - match[1]!.length);
    const text = `${article}${phrase.join(' ')}`;
    if (IDENTIFIED_AFTER.test(sentence.slice(match.index + text.length))) continue;
    const keys = phrase.map((w) => nounKey(w.replace(/['’]s$/u, '')));
    const earlier = introducedKeys(sentence.slice(0, match.index), language);
    if (keys.some((k) => seen.has(k) || earlier.has(k))) continue;
    // An adverb ("the relatively low…") says nothing of which thing is meant.
    const named = keys.filter((k) => !/\p{L}{3}ly$/u.test(k));
    const inContext = contextKeys(context, language);
    const back = inContext
      .flatMap((words, k) => (named.some((key) => words.has(key)) ? [inContext.length - k] : []))
      .reverse();
    if (back.length === 0) continue;
    cues.push({
      start: match.index,
      end: match.index + text.length,
      why: `"${text}" refers to what the paper introduced before it, which the abstract has not`,
      fixed: back[0]! > 1,
      mention: true,
      back,
    });
  }
  return cues;
}

/**
 * "they" after a phrase whose "their" also points back: "As well as their role in stress response,
 * they are…"; not "For patients and their families, they…", which names them.
 */
const FRONTED_PRONOUN = /^([^,;]{0,80}?)\btheir\b[^,;]{0,80},\s+they\b/iu;
/** A plural noun before "their" in the fronted phrase, which "their" and "they" may stand for. */
const PLURAL_BEFORE = /\b\p{L}{2,}s\b/u;

/**
 * A count with its noun left in the sentence before: "Forty-one had no knowledge of herbs",
 * "Twelve were excluded", "12% reported pain", "One was hospitalized" (not "Two patients had…", "12% of
 * patients had…", "One could suggest…").
 */
const COUNT_ALONE = String.raw`(?:one (?=was|had|died|received|underwent|developed|remained)|(?:\d+(?:\.\d+)?%|(?!(?:1[5-9]|20)\d\d\b)\d+(?![.\d])|${NUMBER_WORDS}) (?:of them )?)(?:had|have|has|were|was|are|is|did|could|would|reported|showed|revealed|required|responded|recovered|survived|died|received|underwent|remained|developed)\b`;

/** Opening words that need a sentence in front of them. */
const OPENER = new RegExp(
  String.raw`^(?:the (?:corresponding|respective|resultant|resulting)\b|the (?:previous|other|remaining|former|latter|first|last) ones?\b|that one(?= (?:was|is|were|had|has)\b)|${COUNT_ALONE}|(?:a |the )?similar\b(?!\s+to\b)|having \p{L}+(?:ed|en|wn|ne)\b|once\b|after (?:\p{L}+ing|this|that|these)\b|the (?:first|second|third|last|former|latter) (?:is|are|was|were|one|has|had|can|may|shows|showed|gives|gave|used|contains|describes|includes|provides|requires|represents|corresponds|consists|relies|focuses|assumes|compares|depicts|illustrates)\b|` +
    `${DROPPED_CONNECTIVES.join('|')}|` +
    String.raw`also|(?:yet |still )?another(?!-)|a (?:second|third|further)(?!-)|nevertheless|nonetheless|besides|next(?=,|\s+(?:we|i|the|this|these|it|they)\b)|in turn(?!-)|likewise|similarly|on the contrary|instead|lastly|then|indeed|accordingly|for (?:example|instance)|in (?:this|that) case|as such|but|and|so|yet|still|otherwise|meanwhile|again|further|second(?:ly)?|third(?:ly)?|unlike|apart from|in fact|that is(?=,)|more recently(?=,)|more recent (?:examples|studies|work|research|reports|papers|efforts|approaches|developments)\b|(?:a |another )?(?:closely )?related (?:research )?(?:area|field|problem|task|topic|approach|question)|there (?:is|are|was|were) also|(?:following|building on|extending|inspired by) (?:this|that|these|those|their|his|her) (?:work|paper|study|approach|idea|line of (?:work|research))|consistent with (?:this|these|that|those|our (?:hypothesis|expectations?|predictions?))|it|its|they|their|them|he|she|his|her)\b`,
  'iu',
);

/**
 * Words that stand for what a sentence before named, judged strictly (a sentence copied from the
 * paper): a person ("comparable to hers"; not "His-tag", "He II", the gene "HER2"), "again" ("We
 * observe again a strong dependence"; not "time and again"), "that" before a noun after a
 * preposition ("a step in that direction", "at that point"; not "at that time of year") or opening
 * the sentence ("What that study did not address…"), a pronoun right after the work's verb ("We
 * identify its responses…", "We used them") or after a fronted phrase ("On the boundaries, however
 * it possesses…"; not "For large n, it follows"), a comparison with what came before, opening the
 * sentence or after one fronted phrase ("For dense brushes the situation is reversed"; not "…, but
 * the reverse was true in older patients"; a fronted clause that names both sides, "Whereas X rose
 * in the young, the reverse…", is read as leaning too).
 */
const STRICT_LEANS: [RegExp, string][] = [
  [
    /\b(?:[Hh]e|[Ss]he|[Hh]im|[Hh]is|[Hh]er|[Hh]ers|[Hh]imself|[Hh]erself)\b(?![-\d])(?!\s+(?:[IVX]+\b|residues?\b|tags?\b))/u,
    'stands for a person the abstract has not named',
  ],
  [/(?<!\btime and )\b(?:once )?again\b/iu, 'repeats what a sentence before said'],
  [
    /\b(?:in|to|of|for|from|on|at|by|with) that (?:direction|case|sense|regard|respect|context|situation|setting|work|paper|study|model|method|approach|analysis|experiment|point|time|stage|moment)\b(?!\s+(?:of|when|where|in which)\b)/iu,
    'points at what a sentence before named',
  ],
  [
    /^(?:in|on|at|for|with|by|from|under|during|within|among|through)\s[^,;]{1,60},\s+(?:(?:however|thus|therefore|moreover),?\s+)?(?:they\b|it\b(?!['’])(?!\s+(?:(?:\p{L}+ly|also|then|thus|therefore|now|still|again)\s+)?(?:is|was|has|had|seems|seemed|appears|appeared|follows|followed|turns|turned|can|could|may|might|will|would|should|must|remains|becomes|became|needs|takes|took|holds|held|suffices|sufficed|matters|mattered|pays|makes|made|happens|happened|emerges|emerged|proves|proved)\b))/iu,
    'stands for something the abstract has not named',
  ],
  [
    // "the low-energy theory so derived", "the parameters thus obtained": made by a procedure the
    // abstract has not given (not "We thus obtained…", "is thus defined as…").
    new RegExp(
      String.raw`(?<=\p{L}{2}\s)(?<!\b(?:we|i|it|they|and|or|which|that|who|${AUXILIARIES})\s)(?:so|thus) (?:derived|obtained|defined|constructed|computed|generated|produced|formed|built|identified|estimated|found|prepared|selected)\b(?!\s+(?:by|from|that|in|a|an|the|as)\b)`,
      'iu',
    ),
    'refers to a procedure the abstract has not given',
  ],
  [
    /^(?:what |but )?that (?:study|work|paper|model|approach|method|analysis|experiment|system|survey|trial)\b/iu,
    'points at what a sentence before named',
  ],
  [
    /^(?:here,?\s+)?(?:we|i)\s+(?:also\s+|then\s+|further\s+|next\s+)?\p{Ll}+\s+(?:its|their|them)\b/iu,
    'stands for something the abstract has not named',
  ],
  [
    /^(?:[^,]{0,60},\s*|(?:for|in|at|on|with|under|above|below|near|beyond) (?:[\p{L}\d-]+ ){1,4})?the (?:(?:situation|picture|trend|pattern) is (?:reversed|the opposite)|(?:opposite|reverse|converse) (?:is|was|holds))\b/iu,
    'compares with what a sentence before said',
  ],
  [
    // "One approach focused on…", "…, while the other method…": one of a set of earlier approaches
    // the abstract has not named (not "One method used in practice is…").
    /^one (?:approach|method|strategy|technique|solution|line of work|extension) (?!used\b)(?:\p{L}+ed|was|were|had)\b/iu,
    'refers to a set the abstract has not named',
  ],
  [
    // "Our results extend their findings": other authors the abstract has not named (not "Users
    // extend their model", whose subject is the antecedent).
    /\b(?:we|our (?:results|findings|data|study|work)|these (?:results|findings|data)|the present (?:results|findings|study)) (?:also )?(?:extend|extends|confirm|confirms|support|supports|contradict|contradicts|replicate|replicates|challenge|challenges|agree with|agrees with|are consistent with|is consistent with|build on|builds on) their (?:findings|results|work|study|observations|conclusions|model|method|approach|data)\b/iu,
    'stands for authors the abstract has not named',
  ],
  [
    // "We compare this to…": "this" standing for a thing before a preposition.
    /^(?:here,?\s+)?(?:we|i)\s+(?:also\s+|then\s+|further\s+|next\s+)?\p{Ll}+\s+this\s+(?:to|with|against|into|by|as)\b/iu,
    'stands for something the abstract has not named',
  ],
];
/**
 * "both annotators", "both kit mutants", "In both models, some enzymes or transporters…": a pair
 * named before, unless "and" names it here, before any comma or in an apposition ("both mice and
 * rats", "both species, A. thaliana and B. napus", "both X between…, as well as Y"), or the pair is
 * what a reader knows to come in twos ("both sexes"). "and" after a preposition names where, not the pair: "both polymorphisms in
 * cases and controls".
 */
const BOTH_MENTION = new RegExp(
  String.raw`\bboth\s+(?:(?!(?:and|or|of|in|on|at|by|for|from|with|to|${AUXILIARIES})\b)[\p{L}\d'’-]+\s+){0,2}?([\p{L}][\p{L}\d'’-]{2,}s)\b(?:(?=\s+(?:in|among|from|within)\b[^.;,]{0,40}\band\b)|(?![^.;,]{0,80}\b(?:and|or)\b|,[^.;,]{0,60}\band\b|[^.;]{0,80}\bas well as\b))`,
  'giu',
);
/** Nouns a paper numbers or letters its own items with, capitalised or not. */
const LABEL_NOUNS = String.raw`[Mm]odels?|[Cc]ases?|[Gg]roups?|[Ee]xperiments?|[Cc]onditions?|[Ss]ettings?|[Ss]cenarios?|[Cc]onfigurations?|[Vv]ariants?|[Aa]lgorithms?|[Ss]entences?|[Ee]xamples?|[Ss]trateg(?:y|ies)|[Aa]pproach(?:es)?|[Ss]ystems?|[Mm]ethods?|[Tt]asks?`;
/**
 * A label: a number with a letter ("2", "2b", "1A", "2a-b"), a roman numeral of two letters or
 * more (one letter only after a capitalised noun, "Case I", not "the algorithm I present"), a
 * bracketed one ("(b2)").
 */
const LABEL = String.raw`\d{1,2}(?![23]D\b)[a-zA-Z]?(?:[-–][a-z\d]{1,2})?|[IVX]{2,4}|(?<=\p{Lu}\p{Ll}*\s)[IVX]|iii|ii|iv|vi{1,3}|ix|\([a-z]?\d{1,2}[a-z]?\)`;
/** What joins the labels of a list: "Models 1, 2 and 3". */
const LABEL_JOIN = String.raw`\s*,\s*|\s+(?:and|or|to|through)\s+`;
/**
 * An item the paper labelled for itself: "Model 1", "Models 2 and 3", "group III", "case (b2)",
 * "experiments 2a-b". Not one another work named, with a capitalised word before it inside the
 * sentence ("IBM Model 4", "GIZA++ Model 4", "Collins' Model 1") or its citation after it ("model 2
 * (Collins, 1997)"); not a count ("each experiment 5 times", "approaches 92%"); not "group II
 * introns".
 */
const LABEL_MENTION = new RegExp(
  String.raw`(?<![^\s:;.!?]\s+\p{Lu}[\p{L}\d+-]*\s)(?<!^\p{Lu}{2,}[\p{L}\d+-]*\s)(?<![\p{L}]['’]s?\s)` +
    String.raw`\b(${LABEL_NOUNS})\s+((?:${LABEL})(?:(?:${LABEL_JOIN})(?:${LABEL}))*)(?![\p{L}\d%]|[.,]\d)` +
    String.raw`(?!\s*(?:times|fold)\b|\s*[×%])(?!\s+introns?\b)(?!\s*\((?:[^()]*\d{4}[a-z]?|\d{1,3})\))`,
  'gu',
);
/**
 * The label given where it is introduced: at the opening of a bracket, alone or after others
 * ("(Model 1)", "(henceforth Model 1)", "(Model 1 and Model 2)"; not "(see Example 4"), or after a
 * naming verb ("we call this variant Model 2").
 */
const LABEL_DEFINED = new RegExp(
  String.raw`\((?:i\.e\.,?|henceforth|hereafter|or)?\s*(?:(?:${LABEL_NOUNS})\s+\S+?(?:${LABEL_JOIN}))*$|\b(?:call|calls|called|term|termed|name|named|denote|denoted|label|labelled|labeled|(?:refer|referred|referring) to (?:\p{L}+ )?as)\s+(?:[\p{L}-]+\s+){0,3}$`,
  'iu',
);
/** LABEL_JOIN, to split a list of labels. */
const LABEL_SPLIT = new RegExp(LABEL_JOIN, 'u');
/** A noun's singular and plural, for finding its labels in the text before. */
function nounForms(noun: string): string {
  const singular = singularOf(noun);
  return `(?:${singular}|${pluralOf(singular)})`;
}

/** Pairs every reader knows: "both sexes", "both sides". */
const KNOWN_PAIRS =
  /^(?:sexes|genders|sides|directions|ends|hands|eyes|ears|hemispheres|parents|strands|alleles|feet|legs|knees|kidneys|lungs|ovaries|twins|partners)$/iu;

/**
 * "The approach permits the…", "The model learned…", "The findings suggested that…" opening a
 * copied sentence with nothing before it: the work's own method or findings, which SELF_EVIDENT
 * lets stand once the abstract has presented the work, and which nothing has presented yet. The
 * noun is the subject of a verb (not "The model organism…", "The results section…", "The method we
 * propose…"), and nothing after it says which ("The method of moments…", "The results on X…").
 */
const WORK_AS_KNOWN = new RegExp(
  String.raw`^the\s+(?:(?:new|proposed|resulting|overall)\s+)?(?:approach|method|model|system|algorithm|framework|technique|results|findings)\s+(?=(?:(?:\p{L}+ly|also|then|thus|therefore)\s+)?(?:(?:${AUXILIARIES})\b|\p{Ll}{3,}ed\s+(?!(?:by|in|for|on|from|with|to|as|at|here|above|below|earlier)\b)|\p{Ll}{3,}(?<!ss|us|is)s\s+(?!(?:are|were|have|had|can|could|may|might|will|would|should|must|do|did|and|or|of|in|for|with)\b)\p{Ll}|(?:show|suggest|indicate|demonstrate|reveal|confirm|support|provide|highlight)\s+(?:the|a|an|that|how|whether|its|their|our|this|these|to)\b))`,
  'iu',
);

/** Where `sentence` leans on text that is not in front of it in the abstract. */
export function findLeans(
  sentence: string,
  before: string,
  language: string,
  options: LeanOptions = {},
): Cue[] {
  const isFirst = before.trim() === '';
  const seen = introducedKeys(before, language);
  const cues: Cue[] = [];
  if (isFirst || options.strict) {
    const opener = OPENER.exec(sentence);
    if (opener)
      cues.push({
        start: 0,
        end: opener[0].length,
        why: `"${opener[0]}" needs a sentence before it`,
      });
    const known = isFirst && options.strict ? WORK_AS_KNOWN.exec(sentence) : null;
    if (known)
      cues.push({
        start: 0,
        end: known[0].trimEnd().length,
        why: `"${known[0].trimEnd()}" takes as known what the abstract has not presented`,
      });
    const fronted = FRONTED_PRONOUN.exec(sentence);
    if (fronted && !PLURAL_BEFORE.test(fronted[1]!))
      cues.push({
        start: 0,
        end: fronted[0].length,
        why: `"${fronted[0]}" stands for something before the abstract`,
      });
  }
  cues.push(...demonstrativeCues(sentence, { text: before, seen }, isFirst, language, options));
  const pointers = options.strict
    ? [...BACK_POINTERS, PAIR_POINTER, FORWARD_POINTER]
    : BACK_POINTERS;
  for (const [pattern, why] of pointers) {
    const match = pattern.exec(sentence);
    if (match)
      cues.push({ start: match.index, end: match.index + match[0].length, why, fixed: true });
  }
  if (isFirst || options.strict) {
    for (const match of sentence.matchAll(BARE_PRONOUN))
      cues.push({
        start: match.index,
        end: match.index + match[0].length,
        why: `"${match[0]}" stands for something before the abstract`,
      });
  }
  if (options.strict) {
    cues.push(...definiteCues(sentence, seen, language));
    cues.push(...mentionCues(sentence, seen, options.context ?? [], language));
  }
  for (const match of sentence.matchAll(ORDINAL_MENTION)) {
    if (seen.has(nounKey(match[1]!))) continue;
    cues.push({
      start: match.index,
      end: match.index + match[0].length,
      why: `"${match[0]}" counts through a list the abstract does not give`,
    });
  }
  if (options.strict) {
    cues.push(...namedBeforeCues(sentence, seen, language));
    cues.push(...labelCues(sentence, before));
    cues.push(...otherCues(sentence, seen));
  }
  const gap = CITATION_GAP.exec(sentence);
  if (gap)
    cues.push({
      start: gap.index,
      end: gap.index + gap[0].length,
      why: 'a citation was cut out here',
      fixed: true,
    });
  return dedupe(cues);
}

/**
 * Strict cues of what only a sentence before can name: a person, "that direction", "again", "that
 * study", a pronoun after the work's verb or a fronted phrase, a reversal (STRICT_LEANS), a pair
 * ("both annotators") or a counted set ("the two maps") the abstract has not named.
 */
function namedBeforeCues(sentence: string, seen: ReadonlySet<string>, language: string): Cue[] {
  const cues: Cue[] = [];
  for (const [pattern, why] of STRICT_LEANS) {
    const match = pattern.exec(sentence);
    if (match) cues.push({ start: match.index, end: match.index + match[0].length, why });
  }
  // A pair the sentence names before it: "similarity between two segments … in both segments".
  // Its words so far are read once, a stretch at a time.
  const earlier = new Set(seen);
  let read = 0;
  for (const match of sentence.matchAll(BOTH_MENTION)) {
    for (const key of introducedKeys(sentence.slice(read, match.index), language)) earlier.add(key);
    read = match.index;
    const noun = match[1]!;
    if (earlier.has(nounKey(noun)) || KNOWN_PAIRS.test(noun) || isStopword(noun, language))
      continue;
    cues.push({
      start: match.index,
      end: match.index + match[0].length,
      why: `"${match[0]}" refers to a pair the abstract has not named`,
    });
  }
  for (const match of sentence.matchAll(ADDITIONAL_MENTION)) {
    // The noun phrase up to a function word, or a verb before one or an adverb ("…sentences
    // improved the…", "…stress accumulates slowly").
    const phrase: string[] = [];
    const words = match[1]!.split(/\s+/u);
    for (const [k, word] of words.entries()) {
      if (isStopword(word.toLowerCase(), language)) break;
      const next =
        words[k + 1] ?? sentence.slice(match.index + match[0].length).match(/\p{L}+/u)?.[0];
      const verbLike = /(?:ed|(?<!ss|us|is)s)$/u.test(word);
      const clauseGoesOn = !next || isStopword(next.toLowerCase(), language) || /ly$/u.test(next);
      if (k > 0 && verbLike && clauseGoesOn) break;
      phrase.push(word);
    }
    const text = match[0].slice(0, match[0].length - match[1]!.length) + phrase.join(' ');
    const after = sentence.slice(match.index + text.length);
    if (phrase.length === 0 || IDENTIFIED_AFTER.test(after) || MEMBERS_AFTER.test(after)) continue;
    // The kind named before, in the abstract or in the sentence: "five features and two additional
    // features".
    const inSentence = introducedKeys(sentence.slice(0, match.index), language);
    if (phrase.map(nounKey).some((key) => seen.has(key) || inSentence.has(key))) continue;
    cues.push({
      start: match.index,
      end: match.index + text.length,
      why: `"${text}" adds to something the abstract has not named`,
    });
  }
  for (const match of sentence.matchAll(COUNTED_MENTION)) {
    const words = match[1]!.split(/\s+/u);
    if (SAME_IDIOM.test(match[1]!) || words.some((w) => seen.has(nounKey(w)))) continue;
    if (MEMBERS_AFTER.test(sentence.slice(match.index + match[0].length))) continue;
    cues.push({
      start: match.index,
      end: match.index + match[0].length,
      why: `"${match[0]}" refers to a set the abstract has not named`,
    });
  }
  return cues;
}

/**
 * "Other conclusions are…", "The other cases turn out…": more of a kind the abstract has not named,
 * said first in the sentence (not "Other studies have shown…", which sets the work against the
 * field, nor "Other factors, such as age…", which names them; "Another…" is OPENER's).
 */
const OTHER_MENTION =
  /^(?:(?:in|for|at|by|with|from|among)\s[^,]{1,40},\s*)?(?:the\s+)?other\s+(?!than\b)(?:(?:\p{L}+(?:al|ive|ous|ible|able|ant|ent|ic|ful|less)|possible|such|important|interesting|major|minor|main|key|several|many|two|three|four)\s+)?(\p{L}[\p{L}-]*)/iu;
/** What "other" sets the work against, known without being named: the field and its work. */
const OTHERS_ANYWHERE =
  /^(?:stud(?:y|ies)|works?|research|authors?|researchers?|groups?|investigators?|laborator(?:y|ies)|reports?|papers?|publications?|methods?|approach(?:es)?|techniques?|tools?|systems?|models?)$/iu;
/** The members named in the sentence itself: "Other factors, such as age and smoking, …". */
const MEMBERS_NAMED = new RegExp(String.raw`\b(?:${MEMBER_WORDS}|e\.g\.|like)\b`, 'iu');

/** OTHER_MENTION's cue, unless the abstract named the kind, the sentence its members, or it is the field's. */
function otherCues(sentence: string, seen: ReadonlySet<string>): Cue[] {
  const match = OTHER_MENTION.exec(sentence);
  if (!match || OTHERS_ANYWHERE.test(match[1]!) || seen.has(nounKey(match[1]!))) return [];
  if (!/^the\b/iu.test(match[0]) && MEMBERS_NAMED.test(sentence)) return [];
  return [
    {
      start: match.index,
      end: match.index + match[0].length,
      why: `"${match[0]}" adds to a set the abstract has not named`,
    },
  ];
}

/** Items the paper labelled that neither the abstract before nor the sentence itself introduces. */
function labelCues(sentence: string, before: string): Cue[] {
  const cues: Cue[] = [];
  for (const match of sentence.matchAll(LABEL_MENTION)) {
    // Each label named before, alone or in a list: "model 2" after "Models 1 and 2" (not after
    // "model 12"; "Cases 1 and 2" not after "case 1" alone).
    const nouns = nounForms(match[1]!.toLowerCase());
    const named = (label: string) =>
      new RegExp(
        String.raw`\b${nouns}\s+(?:[\w()–-]+(?:${LABEL_JOIN}))*${escapeRegExp(label)}(?![\p{L}\d])`,
        'iu',
      ).test(before);
    const labels = match[2]!.split(LABEL_SPLIT);
    if (labels.every(named) || LABEL_DEFINED.test(sentence.slice(0, match.index))) continue;
    cues.push({
      start: match.index,
      end: match.index + match[0].length,
      why: `"${match[0]}" names an item the paper labelled, which the abstract has not introduced`,
      mention: true,
    });
  }
  return cues;
}

/** Keeps the first of overlapping cues. */
function dedupe(cues: Cue[]): Cue[] {
  const sorted = [...cues].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Cue[] = [];
  // Kept cues do not overlap, so in this order the last kept ends furthest: only it can overlap.
  for (const cue of sorted) if (cue.start >= (out.at(-1)?.end ?? -1)) out.push(cue);
  return out;
}

/**
 * A cross-reference label left by a converter: "[ sec: app ]", "theorem [ t3 ]", "REF", "(?)", an
 * equation's number "([2.8])".
 */
const LABEL_POINTER =
  /\[\s*(?:sec|sect|section|ssec|subsec|fig|figure|tab|table|eq|eqn|equation|app|appendix|thm|theorem|lem|lemma|def|definition|prop|proposition|cor|corollary|conj|conjecture|rem|remark|ex|example|chap|alg|ref)\s*[:.]\s*[^\]]{0,30}\]|\b(?:theorem|lemma|proposition|corollary|definition|section|sec\.?|fig\.?|figure|table|eq\.?|equation|appendix|algorithm)\s*[[(]\s*[\p{L}\d:. -]{1,20}\s*[\])]|(?<![\p{L}])REF(?![\p{L}])|\(\s*\[\s*\d+(?:\.\d+)+\s*\]\s*\)|[([]\s*\?+\s*[)\]]/giu;

/** A label pointer that is a defined abbreviation in brackets: "algorithm (MIRA)". */
const DEFINED_ABBREVIATION = /\(\s*\p{Lu}[\p{Lu}\d-]+s?\s*\)$/u;

/**
 * A roadmap of the paper instead of its content: "We finally comment on the results and outline…",
 * "We include some proofs for the convenience of the reader", "to give the reader a general idea",
 * "the reader may wish to refer ahead" (not a reader the paper studies: "remind the reader of who
 * is speaking", "those of the reader are emphasized").
 */
const ROADMAP =
  /\b(?:give|refer|point|direct|invite|warn|guide|introduce) (?:the|our) readers?\b|\bthe readers? (?:may|will|should|must|is (?:referred|invited|encouraged)|can (?:find|see|check|consult))\b|\b(?:the )?(?:sub)?sections? that follows?\b|\bwe (?:finally |then |next |also |briefly )?(?:comment on|outline|sketch|conclude (?:(?:the|this|our) (?:paper|article|work|chapter) )?(?:with|by)|close with|end with|summari[sz]e (?:the|our) (?:paper|work))\b|\bfuture (?:research|work) (?:opportunities|directions|avenues)\b|\bfor the convenience of the readers?\b|\bfor the readers?['’]s? convenience\b/iu;

/** Reading off a figure the abstract does not have: "One sees that…", "As can be seen from…". */
const READING_A_FIGURE =
  /^one (?:sees|can see) that\b|\bhere we plot\b|\b(?:shown|given|listed) in the (?:first|second|third|fourth|fifth|last) (?:column|row)\b|\b(?:as (?:can|could) be seen|as (?:is|was) seen|it (?:can|could) be seen|it is seen|we (?:can )?see|one (?:can )?sees?) (?:from|in) (?:the |this |these )?(?:figures?|figs?\b|tables?|plots?|graphs?|panels?|spectr\w*|curves?|maps?|images?|snapshots?)/iu;

/**
 * A figure or table as the subject of a verb of showing, at the sentence's start: "The table shows…",
 * "The figure clearly shows that…", "Panel b displays…", "Heavy lines correspond to…", "The full
 * lines show…", "The points show…" (not "The graph of f is convex", "The table was set", "Light
 * curves are…", "The points are in general position", "The crosses are more fertile").
 */
const FIGURE_SUBJECT =
  /^(?:the|this|each) (?:(?:table|figure|plot|graph|chart|diagram|panel|inset)s?(?: (?:below|above|here))?(?: \p{L}+ly)? (?:shows?|contains?|lists?|gives?|presents?|summari[sz]es|illustrates?|displays?|depicts?|compares?|reports?)|(?:table|figure|plot|chart|diagram)s?(?: (?:below|above|here))?(?: \p{L}+ly)? (?:provides?|demonstrates?|reveals?|indicates?|confirms?|highlights?))\b|^panels? (?:\p{L} )?(?:shows?|displays?|(?:is|are) from)\b|^(?:the )?(?:(?:heavy|thick|thin|bold|full|solid|dashed|dotted) (?:lines?|curves?)|light lines) (?:are|is|correspond|corresponds|show|shows|indicate|indicates|denote|denotes|represent|represents)\b|^(?:the )?(?:points|symbols|dots|crosses|open circles|filled circles|numbers in the panels?) (?:correspond|show|indicate|denote|represent)\b/iu;

/**
 * A numbered example or step of the paper: "Example 1 is written from…", "After step 1, …", "In step
 * 2 we remove…", "Step 1: Parameter selection" (not "for example 1 in 5", "USMLE Step 1 scores",
 * "steps 1 - 9 spermatids").
 */
const NUMBERED_EXAMPLE =
  /(?<!\bfor )\bexamples? \(?\d+\b(?![.,]\d|\s?%|-)|\b(?:after|before|in|from|at|of) step \d+\b(?![.,]\d|\s?%|\s*[-–]\s*\d)|\bstep \d+\s*:|\bstep \d+\.$|^step \d+\b/iu;

/** Colours a figure marks its lines and points with. */
const COLOURS = 'black|red|blue|green|gr[ae]y|white|orange|yellow|purple|magenta|cyan';

/**
 * The marks of a figure the abstract does not have, read with a verb of showing: "black arrows
 * indicate", "the solid line shows", "coloured in magenta are", "shown on the left side of each
 * panel", "in the upper panel", "error bars show", a legend's "Values shown are means" (not "an open
 * curve", "the lower panel of judges").
 */
const FIGURE_MARKS = new RegExp(
  [
    String.raw`\b(?:${COLOURS}|open|filled|solid|dashed|dotted)\s+(?:(?:arrows|arrowheads|lines|bars|circles|squares|triangles|dots|symbols|curves|asterisks)\b(?=[^.]{0,200}\b(?:(?:indicate|show|denote|represent|correspond|mark)s?|are)\b)|(?:arrow|arrowhead|line|bar|circle|square|triangle|dot|symbol|curve|asterisk)\s+(?:indicates|shows|denotes|represents|corresponds|marks)\b)`,
    // A legend's entry: a mark and what it stands for ("Light gray histograms, thymocytes exposed…").
    String.raw`^(?:(?:light|dark|pale)\s+)?(?:${COLOURS}|open|filled|solid|dashed|dotted|hatched|shaded)\s+(?:histograms?|bars?|lines?|curves?|circles?|squares?|triangles?|dots?|symbols?|columns?|boxes)\s*[,:;=]`,
    String.raw`\bshown as (?:solid|dashed|dotted) lines\b`,
    String.raw`\b(?:colou?red|shaded|highlighted) in (?:${COLOURS}) (?:are|is|indicate|denote|show|represent)\b`,
    String.raw`\bshown on the (?:left|right) (?:side )?of (?:each|the) (?:panel|figure|plot|graph|track|image)s?\b`,
    String.raw`^(?:left|right|top|bottom)(?: (?:is|are) for| panels? (?:shows?|(?:is|are) for))\b|^in each panel\b|\b(?:lines?|curves?|points|symbols|dots|bars) in each panel\b|\b(?:shown|plotted|drawn) (?:on|in) the (?:plots?|panels?)\b|\((?:left|right|upper|lower|top|bottom) panels?\)|\b(?:in|on) the (?:left|right|upper|lower|top|bottom) panels?\b|^in (?:all (?:the )?|each of the |both |the )panels\b(?!\s+of\b)`,
    String.raw`(?<!-)\bscale bars?\b(?!-)|\berror bars (?:show|represent|indicate|denote|are)\b`,
    String.raw`^(?:the )?(?:values|data|bars|points|results)(?: shown)? (?:are|were|represent) (?:(?:presented|expressed|shown|given) as )?(?:the )?means?\b(?!-)`,
    // A legend's words for its marks and layout: "Proteins identified from m. truncatula are
    // highlighted in bold", "Terminals are labeled by their gene name", "Arrowheads indicate…",
    // "Genera shown are those with…", "Gene expression is shown for stressed seeds", "Table with
    // characteristics of the isolates".
    String.raw`\b(?:are|is) (?:highlighted|shown|marked|printed|given|set) in (?:bold|boldface|italics?|${COLOURS})\b|\b(?:are|is) labell?ed by (?:their|its) (?:gene |genbank |protein )?(?:names?|identifiers?|numbers?)\b|^(?:the )?(?:arrow(?:head)?s (?:indicate|point|mark|show)|arrowhead (?:indicates|points|marks|shows))\b|^(?:the )?(?:data|values|genera|genes|species|taxa|sequences|proteins|samples|symbols|numbers) shown (?:are|is)\b|\b(?:is|are) shown for (?:each|all|both|non-)|^(?:table|figure|fig\.?) (?:with|showing|listing)\b`,
    // What a figure shows and its marks: "Shown are the binary fraction…", "The critical point and
    // the points of equal concentration are also indicated." (not "Surgery is also indicated.",
    // "Trigger point injection is indicated."), "motifs are represented by colored boxes".
    String.raw`^(?:also )?shown (?:are|is|here)\b|\b(?:are|is) (?:also )?plotted\.?$|\b(?:are|is) also (?:shown|marked)(?: for comparison)?\.?$|^the (?:[\p{L}-]+ ){0,2}(?:points?|lines?|curves?|positions?|boundar(?:y|ies))\b[^.]{0,80}\b(?:are|is) (?:also )?indicated\.?$|\b(?:are|is) represented by (?:${COLOURS}|colou?red|open|filled|solid|dashed|dotted|hatched|shaded) (?:boxes|circles|squares|triangles|dots|lines|bars|symbols|arrows|columns)\b`,
  ].join('|'),
  'iu',
);

/**
 * Two numbers a converter ran together when it dropped the dash or the ± between them: "95% ci
 * 0.450.95", "249.272.8 minutes", "(20032009)"; not a section "5.1.2" or a version "1.10.2".
 */
export const RUN_TOGETHER = String.raw`(?<![\d.])(?![1-9]\d{0,2}(?:\.\d{3}){2,}(?![\d.]))\d+\.\d{3,}\.\d+(?![\d.])|(?<!\d)(?:19|20)\d\d(?:19|20)\d\d(?!\d)`;

/** Where `sentence` points into the paper: figures, tables, sections, equations, navigation. */
export function findPointers(sentence: string): Cue[] {
  const cues: Cue[] = [];
  for (const match of sentence.matchAll(LABEL_POINTER)) {
    // "partial differential equation (PDE)": an abbreviation defined, not a label.
    if (DEFINED_ABBREVIATION.test(match[0])) continue;
    cues.push({
      start: match.index,
      end: match.index + match[0].length,
      why: 'a cross-reference into the paper',
    });
  }
  for (const pattern of [
    OBJECT_REFERENCE,
    STRUCTURE_REFERENCE,
    NAVIGATION,
    SECTION_NUMBER,
    ROADMAP,
    READING_A_FIGURE,
    FIGURE_MARKS,
    FIGURE_SUBJECT,
    NUMBERED_EXAMPLE,
    SUPPLEMENT_DATA,
  ]) {
    const match = pattern.exec(sentence);
    if (match)
      cues.push({
        start: match.index,
        end: match.index + match[0].length,
        why: 'points into the paper, which the abstract is read without',
      });
  }
  return dedupe(cues);
}

/**
 * Asterisks a converter left of emphasis, spaced off the lower-case words they mark: "the * qp *
 * phase", "is called * alternating order*" (not "2*3", "A * search", "a * b * c", nor significance
 * marks "* p < 0.05").
 */
export const EMPHASIS_MARKS =
  /(?<![\p{L}\d*])\*\s*\p{Ll}{2}[\p{Ll}\s-]{0,80}?\s\*(?![\p{L}\d*])|(?<![\p{L}\d*])\*\s\p{Ll}{2}[\p{Ll}\s-]{0,80}?\*(?![\p{L}\d*])/gu;

/** Debris every reader sees without the paper. */
const DEBRIS: [RegExp, string][] = [
  [
    /@xmath\d*|<dig>|@xcite|<cit>|\[(?:formula|math|citation|cit|ref)\]/giu,
    'a placeholder from text extraction',
  ],
  [
    /[([]\s+(?=\S)|(?<=\S)\s+[)\]](?![\p{L}\d])/gu,
    'a bracket spaced off its words, as a converter leaves it',
  ],
  [/(?:^|\s)_+\s|\s_+(?:\s|$)|(?<=\p{L})_(?=\s)/gu, 'underscores of lost formatting'],
  [/[•▪◦‣∙]|(?<=[:;]\s?)\*\s+(?=\p{L})/gu, 'a bullet inside the text'],
  // A procedure's item: a one-word label and an imperative ("testing: assess the significance…").
  [
    /^[\p{L}-]+:\s+(?:assess|compute|calculate|train|run|apply|select|estimate|evaluate|build|construct|generate|remove|repeat)\b/giu,
    'an item of a list of steps',
  ],
  // A footnote's mark after the work's name ("The paper 1 investigates…") and a citation's key of
  // a letter and a year ("(d2013)").
  [
    /\b(?:[Tt]he|[Tt]his|[Oo]ur) (?:paper|study|article|work|thesis) \d{1,2} (?=\p{Ll}{3,}s\b)|\(\p{Ll}{1,3}(?:19|20)\d\d\)/gu,
    'a footnote’s mark or a citation’s key',
  ],
  // "…we may cite: 1.": a list cut after its first marker.
  [/(?<=\p{L})\s*:\s*\(?(?:\d{1,2}|[ivx]{1,4}|[a-h])[.)]$/gu, 'a list cut after its first marker'],
  // "3.cmb spatial anisotropy…": a section's number run into its heading, at the sentence's start.
  [/^\d{1,2}(?:\.\d{1,2})*\.\p{Ll}{2,}/gu, 'a section’s number run into its heading'],
  // A figure's caption: a panel's letter ("C: insulin tolerance test in…"), a case's number
  // ("Patient 3: left ventricular…") or the figure's number run into its first word
  // ("2gastrointestinal stromal tumour: axial…"; not "3rd", "10fold"); or a panel's letter before
  // what the panel shows ("C Western blot analysis of…"; not "B cells", "C programs").
  [
    /^(?:[A-Ha-h]:\s|(?:Patient|Case|Panel|Lane)\s\d{1,2}:\s|\d{1,2}(?!st|nd|rd|th|fold)\p{Ll}{4,})/gu,
    'a figure’s caption',
  ],
  [
    /^[B-H]\s(?:western|northern|southern|immunoblots?|representative|quantification|schematic|images?|photographs?|micrographs?|time[- ]courses?|dose[- ]response|kaplan|survival curves?|box ?plots?|scatter ?plots?|histograms?|bar (?:graphs?|charts?)|heat ?maps?)\b/giu,
    'a figure’s caption',
  ],
  [EMPHASIS_MARKS, 'emphasis marks of lost formatting'],
  // The full stop and digit are looked for first, and the word before them is at most 40 letters:
  // a look back from every position of a long run of letters would take time quadratic in it.
  [
    /(?=\.\d)(?<=(?<![\p{L}\d])(?!(?:ca|approx|vs|vol|nos?|figs?|eqs?|refs?|spp?|pp|al|eds?|ch|secs?|tabs?|cf|etc|resp|viz)\.)\p{L}{2,40}|[%)])\.\d{1,3}(?:[,–-]\d{1,3})*(?=\s+\p{L})/giu,
    'a reference number after a full stop, the next sentence run in',
  ],
  [
    /(?<![\d.,])(?:\d+(?:[.,]\d+)?%?[ \t]+){2,}\d+(?:[.,]\d+)?%?(?![\d.,]?\d)/gu,
    'numbers in a row, like table cells',
  ],
  [/(?<=[\p{Ll}\d)\]])[.!?](?=\p{Lu}\p{Ll})/gu, 'two sentences glued together'],
  // A footnote's mark between a word, or a comma or colon after it, and the footnote's opening
  // word: "dictionary-based3We use the term…", "previous parsers, 7The reason…" (not "Seq2Seq
  // models", "Emx1Cre mice", "Cdc42Hs"; after a comma not before "A", "Figures 1, 2A and 3").
  [
    /(?<=\p{Ll}{2})\d{1,2}(?=(?:We|The|This|These|Those|In|It|Its|Our|For|As|See|Here|Note|Such|Some|All|One|A|An)\s)|(?<=\p{Ll}[,;:]\s)\d{1,2}(?=(?:We|The|This|These|Those|In|It|Its|Our|For|As|See|Here|Note|Such|Some|All|One|While|To)\s)/gu,
    'a footnote run into the sentence',
  ],
  [
    /\(\s*et al\.?\s*,?\s*(?:19|20)\d\d|\bet al\.?,?\s*(?:19|20)\d\d\)/gu,
    'a citation without its author',
  ],
  [
    /(?<=\p{L})\s+\d{1,3}(?:\s*,\s*\d{1,3}){1,}\s*(?=[.;]\s|[.;]?$)/gu,
    'reference numbers left at the end of a sentence',
  ],
  [
    /\b(?:https?:\/\/|www\.)\s|\b(?:www|\w+)\.\s(?:com|org|net|edu|gov)\b|\bhttps?:\/\/\S*\s\S*\/\S*/gu,
    'a broken web address',
  ],
  [/\b(?:sec|fig|tab|eq|chap|app|thm|lem)[:.][a-z]{2,}\b/gu, 'a cross-reference label'],
  // "( [ r0eql ] )", "[[reduction-to-heun-equations]]": a converter's label, letters, a digit and
  // letters again, or an anchor in double brackets (not "[o2]", "[h2o]", nor a citation's numbers).
  [/\[\[[^\]]{0,200}\]\]|\[\s*\p{Ll}+\d+\p{Ll}{2,}[\p{Ll}\d_-]*\s*\]/gu, 'a cross-reference label'],
  [/(?<=\d)%(?=\d)/gu, 'figures run together: a dash or a separator was lost'],
  // "5: colonies, 6: negative control, 7: positive control": a figure's key of numbered lanes or
  // panels, the last maybe a size ("3: 1 kb ladder", not "3: 6-month follow-up"); three items ("two
  // settings, 1: full text, 2: abstract only" is prose).
  [
    /(?<![\p{L}\d.])\d{1,2}\s*:\s*\p{L}[^,;:]{1,80}[,;]\s*\d{1,2}\s*:\s*\p{L}[^,;:]{1,80}[,;]\s*\d{1,2}\s*:\s*(?=\p{L}|\d+\s?(?:kb|bp|kda)\b)/gu,
    "a figure's key of numbered items",
  ],
  // "& wiley & yes & none & no": a LaTeX table's row, four cell separators close together with no
  // comma between them (not "Astronomy & Astrophysics", "Arts & Humanities, Science & Engineering").
  [/\s&(?:\s[^&,]{0,30})?\s&(?:\s[^&,]{0,30})?\s&(?:\s[^&,]{0,30})?\s&(?=\s)/gu, "a table's cells"],
  [/\\[a-zA-Z]+|\{[^{}]*\}|``/gu, 'LaTeX markup'],
  // Code ("ref:Intro", "SUM("), and a character the converter lost, left as "?": inside a word, a
  // dash or minus between figures ("an 80%?10% split", "a beam of 10?3"), an apostrophe or a quote
  // after a name ("Collins?,"). A letter run starts only after no letter, digit or underscore
  // (JavaScript's "\b" is ASCII's, and inside "AéAé…" it would start a run at every letter:
  // quadratic); the name is looked for behind a "?" only, not behind every letter of a run.
  [
    /(?<![\p{L}\d_])\p{L}+:\p{Lu}|(?<![\p{L}\d_])\p{Lu}{3,}\(|\p{L}\?\p{L}|(?<=[\d%])\?(?=\d)|\?(?<=\p{Lu}\p{Ll}+\?)(?=,)/gu,
    'code or a character the converter lost',
  ],
  // "wnt/-catenin" too, not "Apoe-/-mice" nor "+/-standard deviation".
  [/(?<=\s|(?<![-+])\/)-\p{Ll}+/gu, 'a symbol lost before a hyphen'],
  // A sign a scan read into a word, lower-case letters on both sides: "th<' seld;ence", "in=
  // eluded", "al~ ways", "graphical~-notation", "recow~'r" (not "p<0.05", "n=12", "C>T",
  // "m.3243A>G", "R=radius", "Section~3", "a ~twofold rise").
  [
    /(?<=\p{Ll}{2})(?:[<>=]['"’]?\s?|;|~\s?)(?=\p{Ll}{2})|(?<=\p{Ll})~(?=['’]?\s?\p{Ll}|-)/gu,
    'a sign a converter read into a word',
  ],
  // A scan's debris: "+ + + + +j~", "DAYS BOTH ON EIGHT AT IT MAKE" (a table read across); not
  // "+/+ mice" nor "DNA, RNA and PCR".
  [/(?:[+*#|^~]\s*){5,}/gu, 'a table read as text'],
  [/(?:(?<![\p{L}\d])\p{Lu}{2,}\s+){5,}\p{Lu}{2,}(?![\p{L}\d])/gu, 'a table read as text'],
  [new RegExp(RUN_TOGETHER, 'gu'), 'two numbers run together'],
  // An article before a word no noun follows: a symbol the converter lost ("the and dihedral
  // angles", "the of the IHMM are estimated") or two columns read across ("between the also
  // interested"); not a word named as a word ("the word the is read").
  [
    /(?<!\bwords?\s)\b(?:[Tt]he|[Aa]n)\s+(?:also|and|of|were|to|that|which|been|have|had|but|by|with|for)\b(?![-/'’\p{L}])/gu,
    'a word lost after an article',
  ],
  // A table's key glued to a number: "1\"a-b\" signifies" (not 5"x7", inches).
  [/(?<=\d)["“](?=\p{L}[-–]\p{L}["”])/gu, 'a table key glued to a number'],
  // A formula's index glued to a word: "utterances0<t", "(Ls)0<s"; not a comparison of two names,
  // "CD4>CD8", "Th1>Th2".
  [/(?<=\p{L}\)?\d)[<>≤≥](?=\p{L}(?![\p{L}\d]))/gu, 'a formula glued to a word'],
  // A set-membership sign a converter read as the letter E: "x E U", "r E R", "eZ E E".
  [
    /(?<![\p{L}\d])(?:\p{L}|\p{Ll}\p{Lu})\d? E (?:\p{L}|\p{Lu}\p{L})(?![\p{L}\d])/gu,
    'a membership sign read as a letter',
  ],
  // A figure's panel letters read into the text: "ssr marker a b assr markers…", "A B C D Figure
  // 5"; two lone letters in the alphabet's order, of one case ("p E c" is a formula, "the A G
  // allele" two bases, "a d'autres" French, "a b cell" an article before a name).
  [
    /(?<![\p{L}\d.,(/'’-])(?:[Aa] b|[Bb] c|[Cc] d|[Dd] e|[Ee] f|[Ff] g|[Gg] h|A B|B C|C D|D E|E F|F G|G H)(?![\p{L}\d)/'’-]| (?:cells?|proteins?|chains?|lymphocytes?|chromosomes?|alleles?|vitamins?)\b)/gu,
    'figure panel letters read as text',
  ],
  // A straight quote that closes or opens nothing: a footnote's mark a scan misread ("published
  // widely.' We introduce", "…widely.'" at the end, "800 transformations, 'The average…"), not
  // "called it 'wide.' We", "the 'Parkinson's disease.' We".
  [
    /(?=\p{Ll}[.,]'(?:\s+\p{Lu}|$))(?<!(?:^|\s)'(?:[^']|(?<=\p{L})'(?=\p{L})){0,300})\p{Ll}[.,]'|(?<=[,;]\s)'(?=\p{Lu})(?![^']{0,300}')/gu,
    'a footnote mark a converter misread',
  ],
  // A degree sign before a sentence's first word: a footnote's mark a converter misread ("accent
  // pattern. °In cases of…"); not a unit ("37 °C", "12 °Brix"), which follows a figure.
  [/(?<=(?:^|[.!?])\s{0,3})°(?=\p{Lu}\p{Ll}{1,3}\s)/gu, 'a footnote mark a converter misread'],
  // "this sin- pair": a word hyphenated at a line's end and never joined; not a first part that
  // shares the next hyphenated word's end ("pre- and post-test", "Short- compared with long-term",
  // "pre- y post-operatorios", "Ein- und Ausgangs-Signale").
  [
    new RegExp(
      String.raw`(?<![\p{L}-])\p{L}{2,}- (?!(?:${SUSPENDED_WORDS})\b)(?!${SUSPENDED_LATER})(?![^.;]{0,40}\s\p{L}+-\p{L})\p{Ll}`,
      'gu',
    ),
    "a word broken at a line's end",
  ],
  [
    /\b(?:[Dd]o|[Dd]oes|[Dd]id|[Ii]s|[Aa]re|[Ww]as|[Ww]ere|[Hh]as|[Hh]ave|[Hh]ad|[Cc]a|[Ww]o|[Cc]ould|[Ww]ould|[Ss]hould|[Mm]ust|[Nn]eed)\s+n[’']?t(?![\p{L}\d-])/gu,
    'a contraction split by a tokeniser ("do nt")',
  ],
  // A structured abstract's heading run in after a stop: "neurons.methods:this study",
  // "milrinone use.conclusionmilrinone was".
  [
    /(?<=\p{L}\.)(?:background|methods?|results?|conclusions?|discussion|objectives?)(?=\s*:|\p{Ll})/giu,
    'a heading run into the sentence',
  ],
  // A table's or figure's key read as a sentence: "12%/1% means 12% correct…", "* indicates
  // non-unique mutations", "P indicates the parent" (a letter only as a key, not "G denotes a
  // group", "K means clustering", nor the article "A"). Spaces before a "%" only, so that a long run
  // of them is read once.
  [
    /^(?:(?:\d[\d.,]*(?:\s*%)?(?:\/\d[\d.,]*(?:\s*%)?)*|[*+†‡§]+)\s+(?:means|denotes|stands for|represents|corresponds to|indicates|refers to)|(?![AaI]\b)\p{Lu}\d*\s+(?:indicates|corresponds to))\b/gu,
    'the key to a table or figure, not a statement',
  ],
  [
    /\b(?:described|reported|shown|published|reviewed|studies|study|literature|previously|elsewhere)\s*\(\s*\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\s*\)/gu,
    'a reference number',
  ],
  // Two decimals side by side: the sign between them was lost in the source's text ("mean age 23.9
  // 5.7 versus 26.2 5.9" for 23.9 ± 5.7), or a table's row.
  [
    /(?<![\d.,])\d+\.\d+ \d+\.\d+(?![\d.,]*\d)/gu,
    'two figures side by side: the sign or the words between them were lost',
  ],
];

/**
 * How a sentence opens after a heading run into it: a subject, or "In this study," or "In our
 * experiments," before one (its comma may be missing before "we": "discussion in this work we
 * aimed…").
 * "Results in mice suggest…" opens with no such thing: it is a sentence, not a heading and a rest.
 */
const IN_THIS_WORK = String.raw`in (?:this (?:study|paper|work|article|report)|our (?:study|work|experiments?|analys[ie]s))(?:,(?!\s*(?:on|however|unlike|like|in|for|by|as|at|with|though|although|therefore|thus|moreover|compared|when|while|if)\b)|(?=\s+we\b))`;
const SENTENCE_OPENING = new RegExp(
  String.raw`(?:we|our|the|this|these|here|herein|${IN_THIS_WORK})(?![\p{L}\d])`,
  'iu',
);

/**
 * A section heading run into the sentence it opened: "Discussion we report…", "Background The…";
 * only before a subject ("Results in mice suggest…", "Methods to estimate…" are sentences).
 */
const GLUED_HEADING = new RegExp(
  String.raw`^(?:background|introduction|methods?|methodology|materials and methods|results?|discussion|conclusions?|objectives?|aims?|purpose|findings|summary|patients|participants|subjects|animals|statistical analys[ie]s)(?=\s+(?:${SENTENCE_OPENING.source}|(?:several|many|most|${NUMBER_WORDS})\s+(?!(?:hours?|days?|weeks?|months?|years?|times)\b)\p{L}))`,
  'iu',
);

/**
 * Clause openers a heading is run into: "…mobility we compared", "…meta-features the goal of",
 * "…methods in this study, we", "…competition previous experiments by lysenko showed" ("Results in
 * this study show…", "Unlike previous studies, we…" are sentences).
 */
const CLAUSE_START = String.raw`(?:(?:first|then|next|finally|initially|subsequently|additionally),?\s+)?(?:we|our|here|herein|the (?:goal|aim|purpose|objective))\b|previous (?:studies|experiments|observations|reports|work|findings|investigations|research|analyses)\b|${IN_THIS_WORK}|(?:this|the present|the current) (?:study|paper|work|article|analysis|report) (?:shows?|showed|demonstrates?|demonstrated|reveals?|revealed|suggests?|suggested|provides?|provided|presents?|describes?|reports?|identifies|identified|highlights?)\b`;
/** After a glued heading, which holds no comma, "it is" opens the sentence too. */
const CLAUSE_OPENER = new RegExp(`^(?:${CLAUSE_START}|it (?:is|was|has been)\\b)`, 'iu');
/**
 * A section's name at the end of a heading ("bphs component 1 discussion the bphs is used"): then a
 * subject after it shows where the sentence begins (not "background for the model is given").
 */
const SECTION_NAME =
  /^(?:background|introduction|methods|methodology|results|discussion|conclusions?|findings)$/iu;
const HEADING_WORD = /^(?:[\p{L}\d][\p{L}\d'’.-]*)$/u;
/** Prepositions inside a heading's noun phrase: "Plastid phylogenomics in red algae". */
const HEADING_PREPOSITION = /^(?:in|for|on|with|from|by|during|under|among|between|into)$/u;
/** Nouns the stopword list holds that headings are made of: "Data selection analysis". */
const HEADING_NOUN =
  /^(?:data|analysis|analyses|results?|methods?|findings?|approach|study|cases?)$/iu;
const NOT_HEADING_START =
  /^(?:\p{L}+(?:ing|ly|ed)|here|thus|then|overall|first|finally|recently|also|so|now)$/iu;

const OPENS_SENTENCE = new RegExp(`^(?:${SENTENCE_OPENING.source})`, 'iu');

/** A heading of a few content words run into its paragraph's first sentence (lower-cased sources). */
function gluedHeading(sentence: string, language: string): number | undefined {
  const all = sentence.split(/\s+/u);
  const words = all.slice(0, 9);
  if (words.length < 3 || NOT_HEADING_START.test(words[0]!)) return undefined;
  // The whole rest after each word, cut from one joined string: an aim before its subject ("to
  // evaluate these methods, we…") runs long.
  const joined = all.join(' ');
  let offset = 0;
  for (let k = 1; k <= 6 && k < words.length; k++) {
    offset += words[k - 1]!.length + 1;
    const rest = joined.slice(offset);
    const afterSection = k >= 2 && SECTION_NAME.test(words[k - 1]!) && OPENS_SENTENCE.test(rest);
    // "estmd web application the estmd is…": the heading's subject named again after it.
    const subject = /^the\s+(\S+)/iu.exec(rest)?.[1]?.toLowerCase();
    // A verb among the words before ("drug resistance limits the drug response") makes them a clause.
    const namedAgain =
      k >= 2 &&
      subject !== undefined &&
      words.slice(0, k).some((w) => w.toLowerCase() === subject) &&
      !words.slice(1, k).some((w) => /^\p{Ll}{3,}(?:s|ed)$/u.test(w));
    // An aim before its subject only after a section's name or a title's noun without a verb
    // before it: "volunteers wore accelerometers to measure activity, we…" is a sentence.
    const head = words.slice(0, k);
    const aimAfterSection =
      (head.some((w) => SECTION_NAME.test(w)) ||
        (TITLE_HEAD.test(head[head.length - 1]!) &&
          !head.some((w) => SUBJECT_VERB.test(w) || /\p{L}ed$/u.test(w)))) &&
      TITLE_CLAUSE.test(rest);
    if (afterSection || namedAgain || CLAUSE_OPENER.test(rest) || aimAfterSection) {
      const prefix = words.slice(0, k).map((w) => w.toLowerCase());
      const last = prefix[prefix.length - 1]!;
      const content = (w: string) => !isStopword(w, language) || HEADING_NOUN.test(w);
      // A preposition inside it only before a clause that cannot take the words as its own
      // fronted phrase: "compared with controls we observed", "patients with diabetes we enrolled".
      const inner = !/^we\b/iu.test(rest);
      const allowed = prefix.every(
        (w, j) =>
          HEADING_WORD.test(w) &&
          !NOT_TITLE_WORD.test(w) &&
          (content(w) ||
            (j > 0 && (w === 'and' || w === 'of' || /^\d/u.test(w))) ||
            (j > 0 && j < prefix.length - 1 && inner && HEADING_PREPOSITION.test(w))),
      );
      // "Data we collected…", "Cases we studied…": a noun and its relative clause, no heading.
      const named = prefix.some((w) => !isStopword(w, language));
      if (allowed && named && content(last) && !RELATIVE_CLAUSE.test(rest))
        return words.slice(0, k).join(' ').length;
      return undefined;
    }
  }
  return undefined;
}

/**
 * A subsection's title run into its paragraph's first sentence: a noun phrase headed by a noun
 * titles start with ("Effect of model architecture on reverse toxicokinetic predictions we have
 * found…", "Comparison of omim with other algorithms in order to validate…", "Model development to
 * better understand…"), of content words and the small words between them, no verb, then a clause.
 */
const TITLE_HEAD =
  /^(?!(?:sections?|equations?|propositions?)$)(?:\p{L}{3,}(?:tion|sion|ment|ysis|sis|ance|ence|ity)s?|effects?|overview|models?|roles?|impacts?|comparisons?|summary|properties|features|patterns|design|structure|performance)$/iu;
/**
 * Small words that make a run of words a clause, not a title: a verb, a pronoun, a clause's link, an
 * adverb of frequency.
 */
const NOT_IN_TITLE =
  /^(?:is|are|was|were|be|been|being|has|have|had|do|does|did|can|could|may|might|will|would|should|must|that|which|who|whom|whose|when|where|while|if|because|although|though|since|than|not|no|we|our|us|i|it|its|they|them|their|he|she|this|these|those|there|here|so|thus|then|also|however|often|always|never|still|seldom)$/iu;
/** The aims a title's "to <verb>" names before the sentence it was run into. */
const AIM_VERBS =
  'investigate|examine|determine|test|assess|evaluate|identify|classify|explore|address|understand|analy[sz]e|characteri[sz]e|confirm|compare|validate|obtain|study|establish|estimate|measure|quantify|detect|predict|define|elucidate|verify|describe|construct|build|find';
const TITLE_CLAUSE = new RegExp(
  String.raw`^(?:${CLAUSE_START}|(?=(?:in order )?to [^,;]{3,200},\s*(?:we|our|the|this|these|those|it|its|they|their|a|an)\b)(?:in order )?to (?:better |further )?(?:${AIM_VERBS})\b)`,
  'iu',
);
/**
 * A relative clause, not a sentence, after the noun: "the strains we isolated was done by pcr",
 * "the model we proposed here shows a gain" (the noun's own verb follows).
 */
const RELATIVE_CLAUSE = new RegExp(
  String.raw`^(?:we|our)\s+(?:\p{L}+ed|built|made|found|chose|took|gave|ran|drew|wrote)\s+(?:\p{L}+ed|${IRREGULAR_PAST}|demonstrates|shows|reveals|indicates|suggests|exceeds|outperforms|performs|yields|provides|gives|achieves|improves|increases|decreases|reduces)\b|^(?:we|our)\s+(?:[\p{L}-]+\s+){1,4}?(?:is|are|was|were|has|had|shows?|showed|yields?|gave|gives?|provides?|provided|can|could|may|might|will|would|should|must|remains?|appears?|seems?|allows?|allowed|led|leads?|outperforms?|performs?|performed|differ|differed|vary|varied|received|responded|developed)\b`,
  'iu',
);
/** A title's longest run of words before the sentence it was run into. */
const TITLE_WORDS = 14;

function titleRunIn(sentence: string, language: string): number | undefined {
  const words = sentence.split(/\s+/u);
  if (words.length < 3 || !TITLE_HEAD.test(words[0]!)) return undefined;
  for (let k = 2; k < Math.min(words.length, TITLE_WORDS + 1); k++) {
    const word = words[k - 1]!.replace(/,$/u, '');
    // A verb makes the words a clause: "Analysis of the data revealed…", "…is", "…shows".
    if (
      !/^[\p{L}\d][\p{L}\d'’/-]*$/u.test(word) ||
      NOT_IN_TITLE.test(word) ||
      /^\p{L}+ed$/u.test(word)
    )
      return undefined;
    if (isStopword(word, language) && !HEADING_NOUN.test(word)) continue;
    const rest = words.slice(k).join(' ');
    if (TITLE_CLAUSE.test(rest) && !RELATIVE_CLAUSE.test(rest))
      return words.slice(0, k).join(' ').length;
  }
  return undefined;
}

/** What a determiner is not followed by: a verb ("all developed", "a were"). */
const NOT_A_NOUN = String.raw`(?:${AUXILIARIES}|${IRREGULAR_PAST}|${PRESENT_VERBS}|\p{L}+ed)\b`;
const SUBJECT_START = new RegExp(
  String.raw`^(?:(?:the|these|those)(?![\p{L}\d'’-])|(?:${COUNT_WORDS})\s+\p{L}|(?:all|both|each)\s+(?!${NOT_A_NOUN})\p{L}|(?:some|several|many)\s+(?!${NOT_A_NOUN}|times\b)\p{L}|(?:a\s+(?![aeiou])|an\s+(?=[aeiou]))(?!${NOT_A_NOUN}|${PLURAL}\b)\p{L})`,
  'iu',
);
/** A word that makes the words before it a subject: a present above or an irregular past ("gave"). */
const SUBJECT_VERB = new RegExp(`^(?:${PRESENT_VERBS}|${IRREGULAR_PAST})$`, 'iu');
/**
 * Words a title does not hold: prepositions beyond the title's own, quantifiers, question words,
 * connectives ("taken together the results…", "whereas on colon the rate…") and verbs that open
 * an argument ("assume on the contrary the weights…").
 */
const NOT_TITLE_WORD =
  /^(?:upon|across|besides|against|beyond|around|throughout|despite|like|unlike|per|all|any|each|every|other|more|most|less|same|where|us|addition|order|how|what|why|whether|already|moreover|furthermore|whenever|whereas|together|taken|assume|suppose|note|consider)$/iu;
/**
 * A finite verb in what follows, so it is a sentence: an auxiliary, a past form, a present above,
 * before any relative clause ("the growth of tumours that are resistant" has none of its own).
 */
const REST_VERB = new RegExp(
  String.raw`^(?:(?!\b(?:that|which|who|whom|whose)\b)[^;:])*?\b(?:${AUXILIARIES}|${IRREGULAR_PAST}|\p{L}{3,}ed|${PRESENT_VERBS})\b`,
  'iu',
);
/** Nouns a letter labels: "group a", "type a", "phase a", "vitamin a". */
const LABELLED =
  /^(?:groups?|types?|class|classes|phases?|grades?|stages?|vitamins?|hepatitis|influenza|lanes?|panels?|sites?|forms?|strains?|categor(?:y|ies)|regions?|zones?|arms?|steps?|lines?|figures?|tables?|appendix|experiments?|cases?|cohorts?|models?|series|sets?|subtypes?|serotypes?|genotypes?|blood)$/iu;
/** Nouns in -ly, which an adverb's ending does not make a clause of: "pld gene family in…". */
const NOUN_IN_LY =
  /^(?:family|assembly|supply|anomaly|monopoly|butterfly|homily|ally|rally|jelly|belly|lily|fly)$/iu;
/** A compound adjective in -ed, which no clause opens with: "marker-assisted", "ligand-based". */
const COMPOUND_ADJECTIVE = /^\p{L}[\p{L}\d]*-\p{L}+ed$/u;
/** Words after which a form in -ed stands before its noun: "of selected genes", "a colonized host". */
const ATTRIBUTIVE_AFTER = /^(?:of|in|for|with|and|on|from|by|a|an|the)$/iu;
/**
 * "we" and a past verb with its object after a title: "functional enrichment scores of 3-node
 * patterns we searched the networks for…" (not a relative clause: "the patterns we searched were…").
 */
const WE_DID = new RegExp(
  String.raw`^we\s+(?:(?:first|then|also|further|next)\s+)?(?:\p{L}{3,}ed|found|made|built|ran|took|chose|sought|drew|began)\s+(?:the|a|an|all|each|every|these|this|those|our|both|two|three|several|for|in|on|with|from|by|whether|if|how)\b`,
  'iu',
);
/** How far into what follows a title a verb of the paper is looked for. */
const VERB_REACH = 8;

/** A word the paper also writes in -ed or -ing, so a verb of its own: "colonize" beside "colonized". */
function isPaperVerb(word: string, vocabulary: Vocabulary): boolean {
  if (!/^\p{Ll}{4,}$/u.test(word) || isStopword(word)) return false;
  const [, , past, ing] = verbForms(word);
  return vocabulary.words.has(past!) || vocabulary.words.has(ing!);
}

/**
 * Whether the words after a title's first hold a verb the paper uses, beyond REST_VERB's lists
 * (isPaperVerb: "all three species readily colonize the gut"), before any relative clause.
 */
function verbInPaper(rest: readonly string[], vocabulary: Vocabulary): boolean {
  for (const word of rest.slice(1, VERB_REACH).map((w) => w.toLowerCase())) {
    if (/^(?:that|which|who|whom|whose)$/u.test(word)) return false;
    if (isPaperVerb(word, vocabulary)) return true;
  }
  return false;
}

/** A title's longest run of words before a sentence whose subject opens with a determiner. */
const SUBJECT_TITLE_WORDS = 16;

/**
 * A subsection's title run into a sentence of lower-cased text whose subject opens with a
 * determiner, a count or "all", "both", "each", "some", "several", "many" before a noun
 * ("phylogenetic relationship of tvmules three major clades … have been identified", "distribution
 * and transcriptional activity of tvmules in trichomonads the low degree … suggests"): a run of
 * nouns and the small words between them cannot stand before "the" in a sentence. With the paper's
 * vocabulary, also a title before an aim and its sentence ("pld gene family in poplar in order to
 * identify its members, the sequences…") or before a subject whose verb only the paper shows to be
 * one (verbInPaper); then no word of the title may be such a verb. Also a title before "we" and a
 * past verb with its object (WE_DID). Not a subject with its verb ("mas technology implies the use…"), a subject's own aim ("methods to
 * test these hypotheses…"), a connective ("… in addition to our mutants") or a number cut by the
 * tokeniser ("fifty - four eyes"); nor a subject whose "all" goes with its verb ("mice in the
 * treatment group all developed tumours").
 */
function subjectRunIn(
  sentence: string,
  language: string,
  vocabulary: Vocabulary | undefined,
): number | undefined {
  const words = sentence.split(/\s+/u);
  const first = words[0] ?? '';
  if (
    words.length < 6 ||
    !/^\p{Ll}/u.test(first) ||
    (isStopword(first, language) && !HEADING_NOUN.test(first)) ||
    NOT_HEADING_START.test(first) ||
    (/\p{L}ed$/u.test(first) && !COMPOUND_ADJECTIVE.test(first))
  )
    return undefined;
  // Whether a word of the title so far is a verb of the paper's own (isPaperVerb).
  let titleHasPaperVerb = false;
  for (let k = 1; k < Math.min(words.length - 3, SUBJECT_TITLE_WORDS + 1); k++) {
    const word = words[k - 1]!;
    if (
      !/^[\p{L}\d][\p{L}\d'’/+-]*$/u.test(word) ||
      !/\p{L}/u.test(word) ||
      NOT_IN_TITLE.test(word) ||
      NOT_TITLE_WORD.test(word) ||
      SUBJECT_VERB.test(word) ||
      (/\p{L}ly$/u.test(word) && !NOUN_IN_LY.test(word)) ||
      // A participle before its noun ("expression of selected genes"), not after it ("cells
      // treated with…").
      (/\p{L}ed$/u.test(word) &&
        !COMPOUND_ADJECTIVE.test(word) &&
        !ATTRIBUTIVE_AFTER.test(words[k - 2] ?? ''))
    )
      return undefined;
    if (vocabulary && !titleHasPaperVerb)
      titleHasPaperVerb = isPaperVerb(word.toLowerCase(), vocabulary);
    // A title ends on a noun: not on a small word, a participle ("…rnas using the kit") or an
    // adjective ("singularities in maximal four dimensional spacetimes…").
    if (
      k < 2 ||
      (isStopword(word, language) && !HEADING_NOUN.test(word)) ||
      /(?:ing|ed|ical|imal|ous|ive|ful|less|able|ible)$/u.test(word)
    )
      continue;
    const rest = words.slice(k).join(' ');
    // "group a data indicated…", "type a the artery…": a lone letter after such a noun is a label.
    if (/^an?\s/iu.test(rest) && LABELLED.test(word)) continue;
    // Before a subject, an aim and its sentence ("pld gene family in poplar in order to identify its
    // members, the sequences…") or "we did". Read by the paper's own verbs, only when the title holds
    // none of them ("tumour cells often invade the tissue and colonize…").
    const byPaperVerbs = vocabulary !== undefined && !titleHasPaperVerb;
    const clause =
      (SUBJECT_START.test(rest) &&
        (REST_VERB.test(rest) || (byPaperVerbs && verbInPaper(words.slice(k), vocabulary)))) ||
      (byPaperVerbs && /^(?:in order )?to\s/iu.test(rest) && TITLE_CLAUSE.test(rest)) ||
      (WE_DID.test(rest) && !RELATIVE_CLAUSE.test(rest));
    const title = words.slice(0, k);
    if (clause && !endsOnVerb(title, vocabulary)) return title.join(' ').length;
  }
  return undefined;
}

/** Plurals read as nouns whatever verbs the paper makes of them: "sequences" beside "sequenced". */
const PLURAL_NOUN = /^(?:sequences|differences|frequencies|consequences|occurrences)$/u;
/**
 * Plurals whose ending makes them nouns: "population dynamics", "null distributions" (not the few
 * such words that are verbs too: "functions", "conditions").
 */
const NOMINAL_PLURAL =
  /^(?!(?:functions|conditions|questions|positions|mentions|partitions|proportions|sanctions|cautions|stations)$)\p{L}{3,}(?:ics|tions|sions|ities|isms|ships)$/u;
/** An adjective by its ending, which a noun follows: "statistical", "genetic", "relative". */
const ADJECTIVE = /\p{L}{3,}(?:al|ic|ive|ous)$/u;
/**
 * Whether a run of words may end on its verb rather than its noun: a word after a plural ("points
 * mark", "profiles characterize"); one in -s with no "of" or "and" before it ("formula quantifies",
 * "mir-125b promotes"; not "selection of reference genes"), after "the" ("…of the convection zone
 * alters") or that the paper uses as a verb ("inhibits" beside "inhibited"); or an aim ("attempts
 * to reconcile").
 */
function endsOnVerb(prefix: readonly string[], vocabulary: Vocabulary | undefined): boolean {
  const last = prefix[prefix.length - 1]!.toLowerCase();
  const before = prefix[prefix.length - 2]!.toLowerCase();
  if (prefix.some((w, j) => j < prefix.length - 1 && w.toLowerCase() === 'to')) return true;
  const plural = (w: string) => isPlural(w) && !SINGULAR_IN_S.test(w);
  if (!plural(last) && plural(before) && !/^(?:of|and|in|for|on|with)$/u.test(before)) return true;
  // After a preposition or an adjective a word is its noun: "…reporter gene in transformants",
  // "statistical analyses".
  if (!plural(last) || HEADING_PREPOSITION.test(before) || ADJECTIVE.test(before)) return false;
  if (PLURAL_NOUN.test(last)) return false;
  if (NOMINAL_PLURAL.test(last) && !(vocabulary && usedAsVerb(last, vocabulary))) return false;
  // A title of "of" phrases seldom names "the" thing ("light of the appropriate wavelength excites").
  const rest = prefix.slice(0, -1).map((w) => w.toLowerCase());
  if (!rest.some((w) => w === 'of' || w === 'and') || rest.includes('the')) return true;
  return vocabulary !== undefined && usedAsVerb(last, vocabulary);
}

/** What may follow a heading's first word when it opens the sentence again: "…rna was extracted". */
const SUBJECT_AGAIN =
  /^(?:is|are|was|were|has|have|had|can|could|may|might|will|would|also|then|thus)$/u;
/**
 * Words that open a subject's phrase before its noun, which a heading does not end on: "total rna
 * was…", "no significant cytotoxicity was…", "peripheral blood was…".
 */
const SUBJECT_OPENER = /^(?:no|all|any|whole|\p{Ll}{3,}(?:al|ic|ant|ent|ive|ous|ar))$/u;
/**
 * Words a heading does not end on: before them the repeated word is the heading's own, opens a
 * clause of the sentence ("mice lost weight although mice were fed…") or is set beside the first
 * ("elements with short timescales relative to other elements are…").
 */
const NOT_HEADING_END =
  /^(?:the|an?|of|in|on|for|to|with|by|from|at|as|that|which|this|these|those|its|their|our|into|than|when|where|while|whether|if|because|although|though|since|after|before|once|unless|until|whereas|so|but|and|or|other|another|same|such|similar|different|remaining)$/u;
/** An auxiliary or a past in -ed: with SUBJECT_VERB, the verbs a heading lacks. */
const AUXILIARY_OR_PAST = new RegExp(String.raw`^(?:${AUXILIARIES}|\p{L}{3,}ed)$`, 'iu');
/** A verb, which a heading lacks: "insulin levels fell after insulin was withdrawn" is a sentence. */
const headingVerb = (word: string) => SUBJECT_VERB.test(word) || AUXILIARY_OR_PAST.test(word);

/**
 * A heading whose first word opens the sentence again as its subject, in lower-cased text: "rna
 * extraction for the microarray study rna was extracted…", "npebseq method npebseq is…". Not a
 * word repeated after a function word ("tau levels in the tau…"), nor after a verb ("rna levels rose
 * and rna was…", "mice lost weight although mice were…"). Returns the heading's length.
 */
function firstWordRunIn(sentence: string, language: string): number | undefined {
  const words = sentence.split(/\s+/u);
  const bare = (w: string | undefined) => (w ?? '').toLowerCase().replace(/[.,;:!?]+$/u, '');
  const first = bare(words[0]);
  if (!/^\p{Ll}[\p{Ll}\d'’/-]{2,}$/u.test(words[0] ?? '') || isStopword(first, language))
    return undefined;
  for (let j = 2; j + 1 < Math.min(HEADING_REPEAT.opening + 2, words.length); j++) {
    const before = words[j - 1]!;
    if (/[,;:]$/u.test(before) || headingVerb(bare(before))) return undefined;
    if (words[j] !== first || !SUBJECT_AGAIN.test(words[j + 1]!)) continue;
    if (!/^\p{L}{2,}$/u.test(before) || NOT_HEADING_END.test(before)) continue;
    // "…reaction total rna was isolated", "…study no significant cytotoxicity was found": the
    // subject's phrase may open before its noun.
    let start = j;
    while (start > 2 && SUBJECT_OPENER.test(bare(words[start - 1]))) start--;
    return words.slice(0, start).join(' ').length;
  }
  return undefined;
}

/** How far into a sentence a heading's last word may come back as the sentence's first. */
const DOUBLED_BY = 8;

/**
 * A heading whose last word opens the sentence again, in lower-cased text: "statistical analysis
 * analysis of molecular variance was used…", "rt-pcr rt-pcr was performed…". A content word written
 * twice in a row is no sentence's own; a verb before it makes the words a clause.
 */
function doubledRunIn(sentence: string, language: string): number | undefined {
  const words = sentence.split(/\s+/u, DOUBLED_BY + 1);
  const bare = (w: string) => w.toLowerCase();
  for (let j = 1; j < words.length; j++) {
    const before = words[j - 1]!;
    if (!/^[\p{L}][\p{L}\d'’/-]*$/u.test(before) || headingVerb(bare(before))) return undefined;
    if (bare(words[j]!) !== bare(before) || !/\p{L}{3}/u.test(before)) continue;
    if (isStopword(bare(before), language) && !HEADING_NOUN.test(before)) return undefined;
    return words.slice(0, j).join(' ').length;
  }
  return undefined;
}

/**
 * How long a heading run into the start of the sentence is, or undefined when it has none. What
 * follows it always opens a sentence: a subject, "In this study, we", or an aim before one ("to
 * investigate X, we"). In cased text the sentence after a heading starts with a capital
 * ("Discussion We report…"): "Results we obtained show…" and "Participants we recruited were…" are
 * sentences.
 */
export function headingRunIn(
  sentence: string,
  language: string,
  cased = true,
  vocabulary?: Vocabulary,
  opensParagraph = false,
): number | undefined {
  const length =
    GLUED_HEADING.exec(sentence)?.[0].length ??
    gluedHeading(sentence, language) ??
    titleRunIn(sentence, language) ??
    (cased
      ? undefined
      : (subjectRunIn(sentence, language, vocabulary) ??
        firstWordRunIn(sentence, language) ??
        doubledRunIn(sentence, language) ??
        (opensParagraph ? paragraphHeadingRunIn(sentence, vocabulary) : undefined)));
  if (length === undefined || (cased && !/^\s*\p{Lu}/u.test(sentence.slice(length))))
    return undefined;
  return length;
}

/**
 * The work's own voice opening a sentence: "we carried out…", "then we applied…", "our study
 * highlights…", "the goal of this study was…", "here, we show…"; not "we are", "we can" (after a
 * noun these read as its clause).
 */
const OWN_VOICE = new RegExp(
  String.raw`^(?:(?:first|then|next|also|further|finally),?\s+)?(?:we\s+(?:\p{L}+ly\s+)?(?!(?:are|were|will|would|can|could|may|might|should|must|do|does|did)\b)\p{L}|our (?:study|work|results|data|findings|analys[ie]s)\b|the (?:goal|aim|purpose|objective)s? of (?:this|the|our)\b|here,?\s+we\b)`,
  'u',
);
/**
 * Words a heading does not open on, beyond NOT_HEADING_START's and NOT_IN_TITLE's: a preposition
 * or connective that fronts a phrase of the sentence.
 */
const NOT_HEADING_OPENING =
  /^(?:in|to|for|from|with|by|at|on|of|after|before|during|under|upon|through|throughout|within|across|among|between|using|based|given|following|compared|once|unlike|like|besides|despite|whereas|unless|due|prior|instead|consistent|similar|per|towards?|without|taken|hence|next|second|moreover|furthermore|therefore|additionally|herein|below|above|afterwards|subsequently|later|together|all|both|each|every|most|many|some|several|one|only)$/u;
/** The longest heading read before the paragraph's first sentence. */
const PARAGRAPH_HEADING_WORDS = 16;

/**
 * In lower-cased text, a subsection's heading run into its paragraph's first sentence where that
 * sentence opens in the work's own voice: "the mirnas of the zebra finch auditory forebrain we
 * carried out…", "identification of seven motif families in a. thaliana genes the goal of this work
 * was…", "mir-125b promotes the migration of ns/pcs we used…". The words before are a heading's:
 * at least two, a title's (NOT_IN_TITLE), not opening on a fronted phrase nor ending on a word that
 * needs more, no math placeholder; one opening on an article holds "of" ("the role of the helicase
 * domain we next examined…"), since "the method we discuss here, haplotype assembly, is…" is one
 * sentence. A relative clause after the noun ("the description we use is…") is no sentence. With
 * the paper's vocabulary, a heading of nouns before a definite subject is read too
 * (definiteSubjectAfterHeading).
 */
function paragraphHeadingRunIn(sentence: string, vocabulary?: Vocabulary): number | undefined {
  if (/@xmath/u.test(sentence)) return undefined;
  const words = sentence.split(/\s+/u);
  // A title's small words (NOT_IN_TITLE: no verb, pronoun or clause link), nor "as", which opens a
  // clause before the sentence's subject ("as a control … we injected").
  const clauseWord = (w: string) => NOT_IN_TITLE.test(w) || w.toLowerCase() === 'as';
  const first = words[0]!.toLowerCase();
  if (NOT_HEADING_OPENING.test(first) || NOT_HEADING_START.test(first) || clauseWord(first))
    return undefined;
  // The rest after each word, cut from one joined string.
  const joined = words.join(' ');
  let offset = words[0]!.length + 1;
  for (let k = 2; k <= Math.min(PARAGRAPH_HEADING_WORDS, words.length - 2); k++) {
    const word = words[k - 1]!;
    if (!/^[\p{L}\d][\p{L}\d'’/+.-]*$/u.test(word) || clauseWord(word)) return undefined;
    offset += word.length + 1;
    const rest = joined.slice(offset);
    const ownVoice = OWN_VOICE.test(rest);
    if (!ownVoice && !definiteSubjectAfterHeading(words.slice(0, k), rest, vocabulary)) continue;
    const holdsOf = words.slice(1, k).some((w) => w.toLowerCase() === 'of');
    const refused =
      NOT_HEADING_END.test(word.toLowerCase()) ||
      word.endsWith('.') ||
      (/^(?:the|a|an)$/u.test(first) && !holdsOf);
    // A definite subject refused here may still be the heading's own words: a later "we" decides.
    if (refused) {
      if (ownVoice) return undefined;
      continue;
    }
    return ownVoice && RELATIVE_CLAUSE.test(rest) ? undefined : offset - 1;
  }
  return undefined;
}

/**
 * What a heading of nouns does not hold: a verb (an auxiliary, a past, a present the heading check
 * knows, a participle, an adverb in -ly), "to", a question's word or a preposition that takes "the"
 * after it.
 */
const HEADING_VERB = new RegExp(
  String.raw`^(?:${AUXILIARIES}|${IRREGULAR_PAST}|${PRESENT_VERBS}|given|taken|shown|known|seen|done|chosen|driven|written|to|how|what|why|whether|despite|onto|beyond|besides|across|towards?|via|versus|vs|like|unlike|about|within|without|upon|among|along|against|between|around|inside|outside|near|behind|beneath|beside|underneath|alongside|throughout|amid|past|plus|minus|later|ago|half|please|note|even|\p{L}{3,}(?:ed|ing)|\p{L}+ly)$`,
  'iu',
);
/** "the <noun> … <verb>" opening the sentence after the heading. */
const DEFINITE_SUBJECT_AFTER = /^the\s+(?!(?:same|other|following|former|latter)\b)\p{L}/u;
/**
 * A heading run into a sentence that opens on a definite subject: "position-dependent consensus
 * the analysis of a large set of data revealed…", "rna isolation and cdna synthesis the total rna
 * was…". The heading holds no verb, no "to", no figure and no preposition that takes "the"
 * ("snps near the gene were…", "over half the patients…"); its last word is no function word or
 * gerund, is not written before "the" elsewhere ("facilitate the"), and is one the paper writes as a
 * noun and never as a verb (writtenAsNoun: "rats fed the high-fat diet gained…" and "profiles
 * characterize the two extremes" beside "characterized" stay whole).
 */
function definiteSubjectAfterHeading(
  heading: readonly string[],
  rest: string,
  vocabulary: Vocabulary | undefined,
): boolean {
  if (!vocabulary || !DEFINITE_SUBJECT_AFTER.test(rest)) return false;
  // Not one opening on an article: "the number of genes the method identified was small" holds a
  // relative clause without "that".
  if (!/^\p{L}/u.test(heading[0]!) || /^(?:the|an?)$/iu.test(heading[0]!)) return false;
  if (heading.some((w) => HEADING_VERB.test(w) || /[\d,;:]|<dig>/u.test(w))) return false;
  const last = heading[heading.length - 1]!.toLowerCase();
  if (isStopword(last, 'en') || last.endsWith('ing')) return false;
  // A word the paper writes before "the" elsewhere too is a verb's or a preposition's ("facilitate
  // the", "across the"); a heading's last noun meets "the" only where the heading was run in.
  if ((vocabulary.spaced.get(`${last} the`) ?? 0) > 1) return false;
  return writtenAsNoun(last, heading[heading.length - 2]?.toLowerCase(), vocabulary);
}

/** Words a noun stands after, or before, in a paper's text. */
const BEFORE_NOUN = 'the a an of and in for our this these its their on with by'.split(' ');
const AFTER_NOUN = 'of and was were is are in from with'.split(' ');
/** Words that make the one after them a verb: "to identify", "can identify". */
const BEFORE_VERB = 'to can will not may must should would could'.split(' ');

/**
 * Whether the paper writes `word` as a noun and never as a verb: after an article, a possessive or
 * a preposition, or before "of", "was", "in"… (its pair in the heading, after `before`, not
 * counted), and with no verb form of its own (usedAsVerb, isPaperVerb: "characterize" beside
 * "characterized"; nor after "to", "can"…).
 */
function writtenAsNoun(word: string, before: string | undefined, vocabulary: Vocabulary): boolean {
  const pair = (a: string, b: string) => vocabulary.spaced.get(`${a} ${b}`) ?? 0;
  const asNoun =
    BEFORE_NOUN.reduce((n, d) => n + pair(d, word), 0) -
    (before && BEFORE_NOUN.includes(before) ? 1 : 0) +
    AFTER_NOUN.reduce((n, d) => n + pair(word, d), 0);
  if (asNoun < 1) return false;
  if (word.endsWith('s')) return !usedAsVerb(word, vocabulary);
  return !isPaperVerb(word, vocabulary) && BEFORE_VERB.every((v) => pair(v, word) === 0);
}

/** Every placeholder of the benchmark corpora in a text (clean.ts PLACEHOLDER). */
const PLACEHOLDERS = new RegExp(PLACEHOLDER.source, 'giu');
/** The opening words searched for a heading's words coming back, and how far on they may. */
const HEADING_REPEAT = { opening: 8, within: 16 };

/** A count before the pair: "bac libraries two bac libraries from…" names them anew, not again. */
/** How far into the sentence that count stands: right after a heading of a few words. */
const HEADING_COUNT_BY = 5;
const COUNT = new RegExp(`^(?:${COUNT_WORDS})$`, 'u');

/**
 * Whether a paragraph's first sentence in lower-cased text opens with a subsection's heading run
 * into it, which case cannot mark: two content words of its opening come back a few words on, after
 * a content word ("components risk factor analysis for lesions recorded by bphs several
 * relationships between respiratory lesions recorded by…", "bac libraries two bac libraries
 * from…", a plural for a singular: "additional files additional file 1…"). After a function word the
 * pair reads as the sentence naming its subject again ("…the capacity of colour change").
 */
export function repeatsHeading(sentence: string, language: string): boolean {
  // Placeholders ("<dig>", "@xmath12") are no words of a heading.
  const words =
    sentence
      .toLowerCase()
      .replace(PLACEHOLDERS, ' ')
      .match(/[\p{L}\d][\p{L}\d'’/-]*|[,;:]/gu) ?? [];
  const content = (w: string | undefined) =>
    w !== undefined && /^\p{L}{3,}/u.test(w) && !isStopword(w, language);
  const same = (a: string | undefined, b: string | undefined) =>
    a !== undefined && b !== undefined && (a === b || nounKey(a) === nounKey(b));
  // A plural for a singular only right after a short heading ("additional files additional file
  // 1"): further on it is the sentence's own ("study designs vary … study design choices").
  const sameAt = (j: number, a: string | undefined, b: string | undefined) =>
    a === b || (j <= HEADING_COUNT_BY && same(a, b));
  // A heading's words may be its nouns ("case study", "rna-seq data").
  const headingWord = (w: string | undefined) => content(w) || HEADING_NOUN.test(w ?? '');
  for (let i = 0; i + 1 < Math.min(HEADING_REPEAT.opening, words.length); i++) {
    if (!headingWord(words[i]) || !headingWord(words[i + 1])) continue;
    // Within one clause: after a comma the pair may be the sentence's own again ("…, yet training
    // deep learning methods…").
    for (let j = i + 2; j + 1 < Math.min(HEADING_REPEAT.within, words.length); j++) {
      if (/^[,;:]$/u.test(words[j]!)) break;
      if (!sameAt(j, words[j], words[i]) || !sameAt(j, words[j + 1], words[i + 1])) continue;
      // Where the words come back from: "acetyl-coa binding site the acetyl-coa binding sites" comes
      // back after "the", the sentence naming its subject (a heading REPEATED_OPENING cuts).
      let back = j;
      for (let k = i; k > 0 && back - 1 > k && same(words[k - 1], words[back - 1]); k--) back--;
      const before = words[back - 1]!;
      if (content(before) || (back <= HEADING_COUNT_BY && COUNT.test(before))) return true;
    }
  }
  return false;
}

/**
 * A glossary's entries run together: "tq-thymoquinone, mpp - 1-methyl-4-phenylpyridinium". An entry
 * is an abbreviation, a dash or colon, and a long form that starts with the abbreviation's first
 * letter and holds its letters in order; a word prefix ("re-examined") is no abbreviation, nor a
 * word repeated ("cell-cell").
 */
const GLOSSARY_ENTRY = /^\s*([\p{L}\d]{2,6})\s?[-–—:=]\s?[^\p{L}]*(\p{L}[^,;]{2,160})$/u;
const WORD_PREFIX =
  /^(?:re|co|de|un|in|non|pre|post|sub|anti|semi|multi|self|cross|over|under|inter|intra|ex|mid|micro|macro|mono|bi|tri|poly|pro|meta|well|long|high|low|full|half|one|two)$/iu;
/** A glossary needs at least this many entries in a row. */
const GLOSSARY_ENTRIES = 2;

function spells(abbreviation: string, long: string): boolean {
  const letters = abbreviation.toLowerCase().replace(/[^\p{L}]/gu, '');
  const text = long.toLowerCase();
  if (letters.length < 2 || text[0] !== letters[0]) return false;
  let at = 0;
  for (const letter of letters) {
    at = text.indexOf(letter, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}

function glossary(sentence: string): Cue | undefined {
  let run = 0;
  let start = 0;
  let from = 0;
  for (const piece of sentence.split(/(?<=[,;])/u)) {
    const entry = GLOSSARY_ENTRY.exec(piece.replace(/[,;]$/u, ''));
    const counts =
      entry &&
      !WORD_PREFIX.test(entry[1]!) &&
      !entry[2]!.toLowerCase().startsWith(entry[1]!.toLowerCase()) &&
      spells(entry[1]!, entry[2]!);
    if (counts) {
      if (run === 0) start = from;
      run++;
      if (run >= GLOSSARY_ENTRIES)
        return {
          start,
          end: from + piece.length,
          why: 'a list of abbreviations, as a glossary gives them',
        };
    } else run = 0;
    from += piece.length;
  }
  return undefined;
}

/**
 * An entry of a reference list: authors named by their initials and listed with commas ("c. h.
 * bennett, g. brassard, s. popescu,"), three or more with one of two initials (a species, "e. coli,
 * s. aureus", has one); or one such author and a journal's abbreviated name at the end ("…, phys.",
 * not "…, too.").
 */
const AUTHOR = /(?<![\p{L}.])(?:\p{L}\.\s?){1,3}\p{L}[\p{L}'’-]+(?=\s*,)/gu;
const TWO_INITIALS = /^\p{L}\.\s?\p{L}\./u;
const REFERENCE_AUTHORS = 3;
const JOURNAL_END = /,\s*((?:\p{Ll}{1,6}\.\s?){1,4})$/u;

function referenceEntry(sentence: string, language: string): boolean {
  const authors = sentence.match(AUTHOR) ?? [];
  if (authors.length >= REFERENCE_AUTHORS && authors.some((a) => TWO_INITIALS.test(a))) return true;
  const journal = JOURNAL_END.exec(sentence)?.[1];
  return (
    authors.length >= 1 &&
    journal !== undefined &&
    journal.split(/[.\s]+/u).some((w) => w !== '' && !isStopword(w, language))
  );
}

/**
 * A keyword line: three or more short items (four words at most) between semicolons, no clause and
 * no figure ("sensitivity 92%; specificity 85%; …" reports results).
 */
const KEYWORD_LINE =
  /^\s*(?:[^\s;.]+(?:\s+[^\s;.]+){0,3}\s*;\s*){2,}[^\s;.]+(?:\s+[^\s;.]+){0,3}\s*(?:\.\s*)?$/u;

/** Words of a clause, which a keyword never holds: "we tag tweets; we parse them". */
const CLAUSE_WORD =
  /\b(?:we|i|it|they|he|she|is|are|was|were|be|been|has|have|had|do|does|did|can|will|then|this|these|that|there)\b/iu;

/** A sentence needs this many words before its language can be told apart from the text's… */
const LANGUAGE_WORDS = 6;
/** …and this many function words of the other language. */
const OTHER_FUNCTION_WORDS = 2;

/** A sentence in another language than the text around it: an example quoted from a translation. */
function otherLanguage(sentence: string, language: string): boolean {
  if ((sentence.match(/\p{L}+/gu)?.length ?? 0) < LANGUAGE_WORDS) return false;
  const own = detectLanguage(sentence);
  if (own === undefined || own === language) return false;
  // By its function words, not its letters alone: "Münster, Göttingen and Würzburg" is English.
  const words = functionWords(sentence);
  return (words[own] ?? 0) >= OTHER_FUNCTION_WORDS && (words[own] ?? 0) > (words[language] ?? 0);
}

/** Starts no sentence has: "Of attempting…", a sentence cut after a one-letter initial. */
const GARBLED: [RegExp, string][] = [
  [/^of \p{Ll}+ing\b/iu, 'starts in the middle of a clause'],
  [/(?<=\s)\p{Ll}\.$/u, 'ends on a cut-off initial'],
];

/**
 * A capital inside a lower-case word ("smMler"): a scan's misreading, or a name. Names and units
 * end short after their capital ("mmHg", "arXiv", "spaCy", "snpEff", "dsRed"); NAMES holds the rest.
 */
const CASE_FLIP = /(?<![\p{L}\d])\p{Ll}{2,}\p{Lu}\p{Ll}{3,}(?![\p{L}\d])/gu;
const NAMES = /^(?:fastText|tdTomato|javaScript|typeScript|youTube)$/iu;

/**
 * Words a scan misread, by the capital inside them: a name the paper uses more than once is no
 * misreading; "smMler", found once, is.
 */
export function misreadWords(sentence: string, vocabulary: Vocabulary): Cue[] {
  const cues: Cue[] = [];
  for (const match of sentence.matchAll(CASE_FLIP))
    if ((vocabulary.words.get(match[0].toLowerCase()) ?? 0) <= 1 && !NAMES.test(match[0]))
      cues.push({
        start: match.index,
        end: match.index + match[0].length,
        why: `"${match[0]}" is a word a converter misread`,
      });
  return cues;
}

/**
 * Where `sentence` carries debris; the paper's vocabulary finds glued and split words. `cased` is
 * false for lower-cased text, where a heading runs into a sentence that starts in lower case.
 */
export function findDebris(
  sentence: string,
  language: string,
  vocabulary?: Vocabulary,
  cased = true,
): Cue[] {
  const cues: Cue[] = [];
  for (const [pattern, why] of DEBRIS)
    for (const match of sentence.matchAll(pattern))
      cues.push({ start: match.index, end: match.index + match[0].length, why });
  if (language === 'en')
    for (const match of sentence.matchAll(DOUBLED_WORD))
      if (isDoubledWord(match[0]))
        cues.push({
          start: match.index,
          end: match.index + match[0].length,
          why: 'a word written twice',
        });
  const heading = headingRunIn(sentence, language, cased, vocabulary);
  if (heading) cues.push({ start: 0, end: heading, why: 'a heading run into the sentence' });
  for (const [pattern, why] of GARBLED) {
    const match = pattern.exec(sentence);
    if (match) cues.push({ start: match.index, end: match.index + match[0].length, why });
  }
  if (unbalanced(sentence))
    cues.push({ start: 0, end: sentence.length, why: 'a bracket opened and never closed' });
  if (referenceEntry(sentence, language))
    cues.push({ start: 0, end: sentence.length, why: 'an entry of the reference list' });
  if (KEYWORD_LINE.test(sentence) && !CLAUSE_WORD.test(sentence) && !/\d/u.test(sentence))
    cues.push({ start: 0, end: sentence.length, why: 'a list of keywords, not a sentence' });
  const entries = glossary(sentence);
  if (entries) cues.push(entries);
  if (otherLanguage(sentence, language))
    cues.push({
      start: 0,
      end: sentence.length,
      why: 'a sentence in another language than the text',
    });
  if (vocabulary) {
    cues.push(...misreadWords(sentence, vocabulary));
    const words = [...sentence.matchAll(/\p{L}+/gu)];
    words.forEach((match, k) => {
      const split = splitGlued(match[0], vocabulary, language);
      if (split)
        cues.push({
          start: match.index,
          end: match.index + match[0].length,
          why: `"${match[0]}" is two words glued together`,
        });
      const next = words[k + 1];
      // Two words a space parts ("la beling"), not a genitive ("patient's") nor a compound.
      if (
        next &&
        next.index === match.index + match[0].length + 1 &&
        sentence[next.index - 1] === ' ' &&
        joinSplit(match[0], next[0], vocabulary)
      )
        cues.push({
          start: match.index,
          end: next.index + next[0].length,
          why: 'a word broken in two',
        });
    });
  }
  return dedupe(cues);
}

function unbalanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    if (depth < 0) return true;
  }
  return depth !== 0;
}

/**
 * Words every statement of a paper's point shares ("we propose a new method"), left out when
 * asking whether two sentences make the same point.
 */
const FRAME_WORDS = new Set(
  'paper study work article thesis report propose proposed present presented show shown showed describe described introduce introduced demonstrate demonstrated result finding method approach use used using based new novel also here present well first two three one different various several provide provided obtain obtained find found investigate investigated examine examined report reported analysis analyse analyze data model effect effects significant significantly'
    .split(' ')
    .map(nounKey),
);

/** A sentence's point: its content words, as keys, without the words every point shares. */
export function pointKeys(sentence: string, language: string): Set<string> {
  const keys = new Set<string>();
  for (const term of terms(sentence, language)) {
    if (term.length < 3 || /^\d/u.test(term) || isStopword(term, language)) continue;
    const key = nounKey(term);
    if (!FRAME_WORDS.has(key)) keys.add(key);
  }
  return keys;
}

/** A sentence that states what the work does: "We propose…", "This paper presents…", "The aim of this study…". */
const CONTRIBUTION_MOVE =
  /\b(?:we|I|(?:this|the) (?:paper|study|work|article|thesis|letter|project|report)|the (?:present|current) (?:paper|study|work)|here(?:in)?,? (?:we|I)|in this (?:paper|study|work|article|project),? (?:we )?)\s+(?:have\s+)?(?:also\s+)?(?:propose[sd]?|present(?:s|ed)?|describe[sd]?|introduce[sd]?|develop(?:s|ed)?|report(?:s|ed)?|investigate[sd]?|stud(?:y|ies|ied)|examine[sd]?|analy[sz]e[sd]?|explore[sd]?|address(?:es|ed)?|consider(?:s|ed)?|provide[sd]?|establish(?:es|ed)?|extend(?:s|ed)?)\b|\b(?:aim|goal|purpose|objective|focus)s? of (?:this|the present|the current|our) (?:paper|study|work|article|research|project)\b/iu;
/**
 * What the work does, said after an opening "In this study": "In the present study, X was
 * investigated…", "In the current study, we determined the prevalence…" (verbs that, said alone or
 * before "that", report a result).
 */
const STUDY_FRAME_MOVE =
  /^(?:in|with) (?:this|the present|the current|our) (?:study|paper|work|article|research|investigation)\b,?\s+(?:we\s+(?:have\s+)?(?:\p{L}+ly\s+)?(?:determined|evaluated|assessed|tested|compared|measured|characteri[sz]ed|quantified|aimed|sought|attempted|asked|hypothesi[sz]ed)\b(?!\s+that\b)|[^.;]{0,80}?\b(?:was|were) (?:investigated|examined|studied|evaluated|assessed|explored|analy[sz]ed|tested|compared|characteri[sz]ed|determined|measured|developed|proposed|presented)\b)/iu;
/** A sentence that sums up what the findings mean: "Overall, our results indicate…". */
const CONCLUSION_MOVE =
  /^(?:overall|in conclusion|in summary|to summari[sz]e|taken together|together|collectively|in sum|to conclude)\b|\b(?:our|these|the present|the current|the) (?:results|findings|data|study|work|analyses|experiments) (?:suggest|indicate|demonstrate|show|support|establish|reveal|highlight|provide|confirm)|\bwe conclude\b/iu;

/** The move a sentence makes, when it is one an abstract makes once. */
export function moveOf(sentence: string): 'contribution' | 'conclusion' | undefined {
  if (CONTRIBUTION_MOVE.test(sentence) || STUDY_FRAME_MOVE.test(sentence)) return 'contribution';
  if (CONCLUSION_MOVE.test(sentence)) return 'conclusion';
  return undefined;
}

/**
 * When two sentences make the same point: the same move about the same thing (shared words and
 * their share of the shorter sentence's), or nearly the same words whatever the move. Calibrated
 * on the reader panel's verdicts against the authors' own abstracts (docs/engine.md).
 */
export interface SamePointBar {
  /** The same move (contribution, conclusion) on this many shared words and share of them. */
  moveShared: number;
  moveShare: number;
  /** The same measured figure on this many shared words and share of them. */
  figureShared: number;
  figureShare: number;
  /** Nearly the same words, whatever the move. */
  shared: number;
  share: number;
}
export const SAME_POINT: SamePointBar = {
  moveShared: 3,
  moveShare: 0.3,
  figureShared: 3,
  figureShare: 0.3,
  shared: 5,
  share: 0.8,
};

export interface Point {
  keys: ReadonlySet<string>;
  move: 'contribution' | 'conclusion' | undefined;
  /** Measured figures: percentages and decimals ("74%", "0.83"). */
  figures: ReadonlySet<string>;
}

/**
 * A measured figure: a percentage or a decimal, not a count, a year or a section number, nor a
 * threshold or statistic every result may share ("p < 0.05", "r = 0.97").
 */
const FIGURE = /(?<![\d.])(?<!\b[pPrR]\s?[<=>≤≥]\s?)(?:\d+(?:\.\d+)?\s?%|\d+\.\d+(?![\d.]))/gu;

export function pointOf(sentence: string, language: string): Point {
  const figures = new Set(Array.from(sentence.matchAll(FIGURE), (m) => m[0].replace(/\s/gu, '')));
  return { keys: pointKeys(sentence, language), move: moveOf(sentence), figures };
}

/** Whether two sentences make the same point, by the given thresholds. */
export function samePoint(a: Point, b: Point, bar: SamePointBar = SAME_POINT): boolean {
  const [small, large] = a.keys.size <= b.keys.size ? [a.keys, b.keys] : [b.keys, a.keys];
  if (small.size === 0) return false;
  let shared = 0;
  for (const key of small) if (large.has(key)) shared++;
  const share = shared / small.size;
  if (a.move && a.move === b.move && shared >= bar.moveShared && share >= bar.moveShare)
    return true;
  // The same measured figure about the same thing: a result reported twice.
  const figure = [...a.figures].some((f) => b.figures.has(f));
  if (figure && shared >= bar.figureShared && share >= bar.figureShare) return true;
  return shared >= bar.shared && share >= bar.share;
}

export function reportsResult(sentence: string): boolean {
  return RESULT_CUE.test(sentence);
}
