/**
 * A sentence's opening words: the connectives and demonstratives that lean on a sentence before
 * it, the frames around a statement ("In this paper, we", "Although A, B"), and the edits of
 * them: an opener repaired before selection, a self-reference rewritten, a frame dropped by a
 * shortening (shorten.ts).
 */
import { capitalise } from './tidy.ts';
import { AUXILIARIES, IRREGULAR_PAST, verbForms } from './verb-forms.ts';

/**
 * A noun after a demonstrative, with an adjective or none ("this neutral background"), not a verb
 * that makes a clause of it ("Given these results hold…", "Given these prices rose…").
 */
const DEMONSTRATED_NOUN = String.raw`(?:[\p{L}-]+(?:al|ic|ive|ous|ent|ant|ar|ary) )?(?!(?:${AUXILIARIES}|${IRREGULAR_PAST})\b)(?![\p{L}-]+ed\b)[\p{L}-]+`;

/** Connectives that tie a sentence to the one before it; both the opener repair and the shortening drop them. */
const CONNECTIVES = [
  'however',
  'moreover',
  'furthermore',
  'in addition',
  'additionally',
  'thus',
  'hence',
  'therefore',
  'consequently',
  'in contrast',
  'on the other hand',
  'finally',
  'in particular',
  'specifically',
  'as a result',
  'to this end',
  'for this purpose',
  'in this way',
];

/**
 * Connectives read since the ranker's trees were trained on hasDanglingOpener: the repair and the
 * shortening drop them as well, the feature does not see them.
 */
const LATER_CONNECTIVES = [
  'in other words',
  'for these reasons',
  'for (?:this|that) reason',
  'because of this',
  'in (?:this|that) (?:respect|regard|context)',
  'in such cases',
  'in that case',
  'on this basis',
  'by contrast',
  'conversely',
  'as a consequence',
  'more (?:specifically|importantly|precisely)(?=,)',
  'to do so',
  'to that end',
  '(?:in|by) doing so',
  // "Consistently, …", "Next, we…", "Particularly, …", "In turn, …", "More precisely, …"; not
  // "Consistently high yields", "Next generation sequencing", "particularly useful", "in
  // turn-taking", "More precisely measured values".
  'consistently(?=,)',
  'next(?=,)',
  'particularly(?=,)',
  'in turn(?=,)',
  // "In effect, …", "Fourth, …", a "Following, …" cut from its object, and a part of the paper the
  // abstract does not have: "In the first part of the paper, we show…".
  'in effect(?=,)',
  'fourth(?:ly)?(?=,)',
  'fifth(?:ly)?(?=,)',
  'following(?=,)',
  'in the (?:first|second|third|last|final|next|remaining) (?:part|half) of (?:the|this) (?:paper|article|work|thesis|chapter)(?=,)',
  // What the sentences before established, named only by a demonstrative and a noun: "Based on
  // these considerations, we propose…", "Given this difficulty, …", "With this in mind, …"; not
  // "Given that prices rose, we…" or "Given these results hold, we…", whose clause says something.
  String.raw`(?:based on|on the basis of|in (?:the )?light of|in view of|motivated by|given) (?:(?:this|these|those) ${DEMONSTRATED_NOUN}|this|these|that|those)(?=,)`,
  String.raw`(?:with|keeping|bearing) (?:this|these|that) in mind(?=,)`,
  'against this background(?=,)',
  // "In essence, …", "In parallel, …", "As desired, …".
  'in essence(?=,)',
  'in parallel(?=,)',
  'as desired(?=,)',
];

/**
 * A purpose or an agreement with what the sentences before named, before the work's own statement:
 * "To overcome this problem, we use…", "To test this hypothesis, we…", "In agreement with this
 * observation, we show…". The repair drops the frame (the statement holds by itself); not "To
 * overcome the problem of X, …", which names it, nor before what says less without it ("…, we need
 * to…", "…, screening approaches have been proposed"). The check does not read them as openers
 * (DROPPED_CONNECTIVES): their demonstrative is judged against the text before it
 * (reader-cues.ts), so "A problem is that… To overcome this problem, we…" leans on nothing.
 */
const OWN_STATEMENT_AFTER = String.raw`(?=,\s*(?:we|i)\s+(?!(?:need|needs|needed|must|have to|had to|want|wanted)\b))`;
/** Verbs that name the means a statement used: "Using X, we…", "By combining X, we…". */
const MEANS_VERBS =
  'using|applying|combining|leveraging|exploiting|employing|analy[sz]ing|comparing';
/**
 * A method named only by a demonstrative before a finding of the work: "Using this approach we
 * show that…", "With this algorithm, we found…". The finding holds without it, comma or none. Not
 * a model, data or a condition, which may narrow the claim ("Using this model, we obtain 0.75",
 * "With these exceptions, we found no difference").
 */
const MEANS = String.raw`(?:(?:by )?(?:${MEANS_VERBS})|with|through|via) (?:this|these|that|those) (?:[\p{L}-]+ )?(?:approach|method|algorithm|technique|framework|procedure|strategy|pipeline|tool|assay|protocol|scheme)e?s?`;
const MEANS_FRAME = String.raw`${MEANS}(?=,?\s*(?:we|i)\s+(?:\p{L}+ly\s+)?(?:show|showed|shown|find|found|demonstrate|demonstrated|identify|identified|observe|observed|obtain|obtained|confirm|confirmed|detect|detected|reveal|revealed)\b)`;
const DEMONSTRATED_MEANS = new RegExp(`^${MEANS}$`, 'iu');
const DEMONSTRATIVE_FRAMES = [
  MEANS_FRAME,
  String.raw`(?:in order )?to (?:overcome|address|solve|avoid|tackle|alleviate|circumvent|remedy|mitigate|resolve|handle|deal with|cope with|counter|test|examine|investigate|explore|verify|confirm|evaluate|answer|achieve|accomplish|realize|realise|implement) (?:this|these|those|that) ${DEMONSTRATED_NOUN}${OWN_STATEMENT_AFTER}`,
  String.raw`(?:in (?:agreement|accordance|line|keeping) with|in support of) (?:this|these|those|that) ${DEMONSTRATED_NOUN}${OWN_STATEMENT_AFTER}`,
];

/**
 * An aside's frame before a statement: "We ought to mention that in a dense plasma…", "We should
 * note that the bound…". The repair drops it only where a statement of its own follows; the check
 * does not read it as leaning.
 */
const ASIDE_FRAME =
  /^(?:we|i) (?:ought to|should|must) (?:also )?(?:mention|note|point out|remark) that\s+(?=\p{L})/iu;

/**
 * The connectives of English the opener repair drops, shared with the check's finding of a
 * sentence that needs one before it (reader-cues.ts OPENER). The repair drops the other
 * TRAINED_OPENERS too ("also", "first", other languages' connectives), which the check reads in
 * its own terms.
 */
export const DROPPED_CONNECTIVES: readonly string[] = [...CONNECTIVES, ...LATER_CONNECTIVES];

/**
 * Openers that lean on a previous sentence. Connectives are dropped; demonstratives need their
 * antecedent. A connective must be followed by a word: "First - principles calculations…" (a
 * tokenised compound) is not "First, …". No alternative is the first words of another, so their
 * order does not matter. TRAINED_OPENERS are those the ranker's feature reads (hasDanglingOpener);
 * the repair reads LATER_CONNECTIVES too.
 */
const TRAINED_OPENERS = [
  ...CONNECTIVES,
  'also',
  'nevertheless',
  'nonetheless',
  'besides',
  'likewise',
  'similarly',
  'instead',
  'first(?:ly)?',
  'second(?:ly)?',
  'third(?:ly)?',
  'then',
  'indeed',
  'accordingly',
  'in this case',
  'as such',
  'sin embargo|además|por lo tanto',
  'cependant|de plus|en outre|ainsi|par conséquent',
  'jedoch|außerdem|darüber hinaus|daher|somit',
  'однако|кроме того|поэтому|таким образом',
];
const openerPattern = (alternatives: readonly string[]) =>
  new RegExp(`^(${alternatives.join('|')}),?\\s+(?=[\\p{L}\\d"“(])`, 'iu');
const TRAINED_CONNECTIVE_OPENER = openerPattern(TRAINED_OPENERS);
const CONNECTIVE_OPENER = openerPattern([
  ...TRAINED_OPENERS,
  ...LATER_CONNECTIVES,
  ...DEMONSTRATIVE_FRAMES,
]);
const LATER_OPENER = openerPattern([...LATER_CONNECTIVES, ...DEMONSTRATIVE_FRAMES]);
const DEMONSTRATIVE_OPENER =
  /^(this|these|those|such|it|they|its|their|both|the latter|the former|esto|estos|estas|este|esta|ce|cette|ces|cela|dies|diese|dieser|dieses|это|эти|этот|эта)\b/iu;
const VERB_AFTER_DEMONSTRATIVE =
  /^(is|are|was|were|has|have|had|can|could|may|might|will|would|should|must|does|do|did|shows?|suggests?|indicates?|implies|means|allows?|leads?|gives?|provides?|makes?|yields?|enables?|results in|demonstrates?|confirms?|includes?|requires?|seems?|appears?|becomes?|remains?|reflects?|explains?|holds?|occurs?|was|leads)\b/iu;

/**
 * A verb the list above lacks, read from what follows it: a word in -s or -ed before an article,
 * a possessive or an object pronoun ("This raises the question", "This allowed us"), where a noun
 * would not stand.
 */
const VERB_BEFORE_OBJECT =
  /^\p{L}+(?:s|ed)\s+(?:the|a|an|our|its|their|this|these|us|it|them|to)\b/iu;
/**
 * What makes "this" a pronoun before a verb: an adverb or a linking word ("This further
 * suggests", "This together with X implies", "This clearly shows"), or a participle that opens a
 * phrase ("This combined with"). The article in its place would garble the sentence.
 */
const NOT_A_NOUN_AFTER =
  /^(?:further|furthermore|together|also|again|then|therefore|thus|however|alone|only|even|still|too|not|now|here|there|in|on|at|by|with|for|from|to|into|through|along|being|having|(?!(?:family|assembly|anomaly|supply|monopoly|butterfly|reply|rally|ally)\b)\p{L}+ly|\p{L}+ed\s+(?:with|by|together))\b/iu;

/**
 * After a singular "this", a word in -s or -ed before a preposition is a verb ("This follows from",
 * "This resulted in"): a plural noun cannot follow "this", and the singular nouns in -s ("this
 * analysis of", "this process in", "this series of") are left out.
 */
const VERB_BEFORE_PREPOSITION =
  /^(?!\p{L}*(?:ss|us|is|ies|ics|as|os)\s)\p{L}{3,}(?:s|ed)\s+(?:from|to|in|on|for|with|of|by|at|into|upon|over|through|across|between|as)\b/iu;

/**
 * After a singular "this", any word in -s is a verb ("This improves parsing", "This reduces cost"):
 * a plural noun cannot follow it. The singular nouns in -s are left out ("this analysis", "this
 * process", "this species", "this news").
 */
const VERB_AFTER_THIS =
  /^(?!\p{L}*(?:ss|us|is|ies|ics|as|os)\b)(?!(?:means|news|lens|diabetes|herpes|measles|mumps)\b)\p{L}{2,}s\b(?![-'’])/iu;

/** True when a sentence opens by leaning on a sentence that is not in front of it. */
export function hasDanglingOpener(sentence: string): boolean {
  return TRAINED_CONNECTIVE_OPENER.test(sentence) || DEMONSTRATIVE_OPENER.test(sentence);
}

/**
 * A demonstrative that names the text itself ("This paper presents…", "Este trabajo…") stands on
 * its own: the usual first words of an abstract, not a lean on a missing sentence.
 */
const NAMES_ITS_TEXT =
  /^(?:this|the present) (?:paper|study|work|article|thesis|report|letter|review|survey|note|manuscript|chapter|research|contribution)\b|^(?:este|esta) (?:trabajo|artículo|estudio|investigación)\b|^(?:cet|cette) (?:article|étude|travail)\b|^(?:dieser|diese|dieses) (?:arbeit|studie|artikel|beitrag)\b|^(?:эта|этот|данная|данный) (?:работа|статья|исследование)\b/iu;

/**
 * Whether an abstract's first sentence leans on text that is not there (the check's finding):
 * hasDanglingOpener, except a demonstrative naming the text itself, plus the later connectives.
 * hasDanglingOpener stays as it is because the ranker's trees were trained on it as a feature,
 * and repairOpener turns "This paper …" into "The paper …", which is harmless.
 */
export function opensOnMissingText(sentence: string): boolean {
  return (
    (hasDanglingOpener(sentence) && !NAMES_ITS_TEXT.test(sentence)) || LATER_OPENER.test(sentence)
  );
}

/** Connectives that open nothing but a sentence: they may go without a comma after them. */
const SENTENCE_ADVERB =
  /^(?:however|moreover|furthermore|additionally|thus|hence|therefore|consequently|nevertheless|nonetheless|indeed|accordingly|also|sin embargo|además|por lo tanto|cependant|de plus|en outre|ainsi|par conséquent|jedoch|außerdem|darüber hinaus|daher|somit|однако|кроме того|поэтому|таким образом)$/iu;
/**
 * A speaker's aside before the statement ("Obviously, …", "Interestingly, …", "In reality, …"): the
 * register of a discussion, not of an abstract, and the statement holds without it.
 */
const REGISTER_OPENER =
  /^(?:obviously|of course|clearly|in reality|in fact|actually|interestingly|surprisingly|remarkably|naturally|needless to say|as expected),\s+/iu;
/** A predicate where the subject should stand, once an opening phrase is dropped. */
const PREDICATE_FIRST =
  /^(?:is|are|was|were|be|been|has|have|had|does|do|did|would|will|can|could|may|might|should|must|requires?|required|seems?|appears?|remains?|involves?|means|takes?|leads?|allows?)\b/iu;
/** Nouns a demonstrative makes an idiom with: "this way", "this end", "this case". */
const IDIOM_NOUN = /^(?:way|end|reason|purpose|case|time|point|regard|respect|sense|manner)\b/iu;

/**
 * Repairs an opener that has lost its antecedent: drops a leading connective ("However, x" → "X")
 * and turns a demonstrative before a noun into the article ("These results show" → "The results
 * show"). Returns undefined when the sentence cannot stand alone ("This is why…", "It shows…").
 */
export function repairOpener(sentence: string): string | undefined {
  let text = sentence.replace(REGISTER_OPENER, '');
  if (text !== sentence) text = capitalise(text);
  // The aside's frame goes only before a statement that stands by itself: not before "it", "this"
  // or a connective, which would then lean on nothing.
  const aside = ASIDE_FRAME.exec(text);
  if (aside) {
    const rest = capitalise(text.slice(aside[0].length));
    if (!DEMONSTRATIVE_OPENER.test(rest) && !CONNECTIVE_OPENER.test(rest)) text = rest;
  }
  for (let i = 0; i < 3; i++) {
    const connective = CONNECTIVE_OPENER.exec(text);
    if (!connective) break;
    // "Besides the clusters, …", "In contrast to X, …": a phrase, not a connective; without it
    // the sentence would start mid-phrase, so it is not repaired.
    const alone = SENTENCE_ADVERB.test(connective[1]!) || DEMONSTRATED_MEANS.test(connective[1]!);
    if (!connective[0].includes(',') && !alone) return undefined;
    text = capitalise(text.slice(connective[0].length));
    // "To do so, however, requires a corpus": the connective was the subject.
    if (PREDICATE_FIRST.test(text)) return undefined;
  }
  const demonstrative = DEMONSTRATIVE_OPENER.exec(text);
  if (!demonstrative) return text;
  const word = demonstrative[1]!.toLowerCase();
  const rest = text.slice(demonstrative[0].length).trimStart();
  if (!['this', 'these', 'those', 'such'].includes(word)) return undefined;
  if (
    !rest ||
    VERB_AFTER_DEMONSTRATIVE.test(rest) ||
    VERB_BEFORE_OBJECT.test(rest) ||
    (word === 'this' && (VERB_BEFORE_PREPOSITION.test(rest) || VERB_AFTER_THIS.test(rest))) ||
    NOT_A_NOUN_AFTER.test(rest) ||
    /^([,;:]|(a|an|the|as|that|and|or|of)\b)/iu.test(rest)
  )
    return undefined;
  // "This way we…", "To this end": an idiom, which "The way we…" would garble.
  if (IDIOM_NOUN.test(rest)) return undefined;
  const article = sentence[0] === sentence[0]!.toUpperCase() ? 'The' : 'the';
  return `${article} ${rest}`;
}

/**
 * An inference drawn from the sentence before, inside the clause: "We therefore propose",
 * "proc2 is, therefore, created", "It is thus important", "We indeed find". Not "X, and thus Y" or "X, hence Y",
 * which draw it within the sentence.
 */
const INFERENCE_ADVERB =
  /(?<=\b(?:we|it|they|is|are|was|were|can|could|may|might|will|would|should|must|has|have|had|be|been))(?:,\s*(?:therefore|thus|hence|consequently|indeed),|\s+(?:therefore|thus|hence|consequently|indeed)(?=\s+\p{L})(?!\s+far\b))/giu;

/**
 * The sentence without an inference adverb inside its clause: chosen without the sentence it
 * draws on, "therefore" leans on nothing; with it, the order of the two says as much.
 */
export function dropInference(sentence: string): string {
  return sentence.replace(INFERENCE_ADVERB, '');
}

/**
 * "In this paper, we propose" → "We propose", "In this paper we will show" → "We show", "We have
 * described" → "We describe" (product.md: creativity allows light rewrites).
 */
const SELF_REFERENCE =
  /^(?:in|within) (?:this|the present|our) (?:paper|work|study|article|thesis|report|chapter|manuscript|letter|note),?\s+(we|i)\b(?:\s+(?:will|shall)(?=\s+\p{L}))?/iu;

/**
 * A conclusion's recap of the work in the present perfect ("We have described…") reads as the end
 * of a paper; an abstract states the work in the present ("We describe…"). The participles of the
 * verbs that state what a paper does, with their present.
 */
const RECAP_VERBS: Record<string, string> = {
  described: 'describe',
  presented: 'present',
  proposed: 'propose',
  introduced: 'introduce',
  shown: 'show',
  demonstrated: 'demonstrate',
  developed: 'develop',
  investigated: 'investigate',
  studied: 'study',
  examined: 'examine',
  explored: 'explore',
  discussed: 'discuss',
  reported: 'report',
  analysed: 'analyse',
  analyzed: 'analyze',
  considered: 'consider',
  evaluated: 'evaluate',
  compared: 'compare',
  extended: 'extend',
  addressed: 'address',
  defined: 'define',
  derived: 'derive',
  identified: 'identify',
  illustrated: 'illustrate',
  focused: 'focus',
};
const RECAP = new RegExp(`^(We|I) have (also )?(${Object.keys(RECAP_VERBS).join('|')})\\b`, 'iu');
/**
 * The same recap with the work as its subject ("The paper has presented…", "Our study has shown
 * that…"), which an abstract states in the present ("This paper presents…").
 */
const WORK_RECAP = new RegExp(
  `^(The|This|Our) ((?:present |current )?(?:paper|study|work|article|thesis|report|letter|note)) has (also )?(\\p{L}+ly )?(${Object.keys(RECAP_VERBS).join('|')})\\b`,
  'iu',
);
/**
 * The recap's subject in the present, or undefined when it may be another's work: "the study" or
 * "the report" may be cited, so only the text itself ("the paper", article, thesis, letter, note)
 * becomes "this"; "the present study" keeps its "the" and "this" and "our" stay.
 */
function ownSubject(determiner: string, work: string): string | undefined {
  if (determiner.toLowerCase() !== 'the') return `${determiner} ${work}`;
  if (/^(?:present|current) /iu.test(work)) return `${determiner} ${work}`;
  return /^(?:paper|article|thesis|letter|note)$/iu.test(work) ? `This ${work}` : undefined;
}

/**
 * The verbs that say what the text of a paper does ("We described how to compute…", "We stressed
 * the importance…"): in the simple past too they recap the paper, and an abstract says them in the
 * present. Verbs of the work itself ("we compared", "we measured") stay past: they report what was
 * done. A sentence about earlier work ("as we described previously") is not a recap.
 */
const TEXT_VERBS = [
  'described',
  'discussed',
  'outlined',
  'stressed',
  'emphasi[sz]ed',
  'highlighted',
  'argued',
];
/** The present of the verbs of the text that a recap in the present perfect does not take. */
const TEXT_ONLY_PRESENT: Record<string, string> = {
  outlined: 'outline',
  stressed: 'stress',
  emphasised: 'emphasise',
  emphasized: 'emphasize',
  highlighted: 'highlight',
  argued: 'argue',
};
/**
 * Verbs that recap the paper only with what a paper offers as their object ("We presented a new
 * model"); with another ("We presented participants with faces", "We introduced a point mutation",
 * "We reviewed the records") they report what was done.
 */
const OFFERING_VERBS = ['presented', 'introduced', 'proposed'];
const OFFERED =
  /^\s+(?:here\s+|in this (?:paper|work|article|study|letter)\s+)?(?:(?:a|an|our|the|two|three|several)\s+)?(?:(?:new|novel|simple|general|unified|first)\s+)?(?:(?!(?:with|to|for|in|on|at|by|from|into|of|and)\b)[\p{L}-]+\s+){0,3}(?:method|approach|framework|model|algorithm|system|technique|analysis|overview|survey|corpus|dataset|scheme|theory|formalism|architecture|tool|strategy|metric|measure|parser|tagger|classifier|procedure|notion)(?:s|es)?\b/iu;
const PAST_RECAP = new RegExp(
  `^(We|I) (also )?(${[...TEXT_VERBS, ...OFFERING_VERBS].join('|')})\\b`,
  'iu',
);
const EARLIER_WORK =
  /\b(?:previously|earlier|elsewhere|recently|before|in (?:our|a) (?:previous|prior|earlier))\b/iu;
/**
 * A second verb of the same subject in the past ("…a model and showed that…"): the tense would no
 * longer agree. Looked for before the first clause ("that X was trained and tested" is another's),
 * and anywhere as a second perfect ("We have shown that X, and have given…"): left in the perfect,
 * a sentence is never wrong.
 */
const coordinatedPast = (rest: string) =>
  AND_PAST.test(rest.split(CLAUSE_START)[0]!) || AND_PERFECT.test(rest);
const CLAUSE_START = /\b(?:that|which|who|where|whether|when|while|because)\b|[;:]/iu;
const PARTICIPLE = String.raw`(?:\p{L}+ly\s+)?(?:\p{L}+ed|shown|found|made|given|built|drawn|written|taken)`;
const AND_PAST = new RegExp(
  String.raw`\b(?:and|then)\s+(?:(?:ha(?:s|ve)\s+)?${PARTICIPLE}|(?:\p{L}+ly\s+)?(?:showed|gave|drew|wrote|took))\b`,
  'iu',
);
const AND_PERFECT = new RegExp(String.raw`\b(?:and|then)\s+ha(?:s|ve)\s+${PARTICIPLE}\b`, 'iu');

export function rewriteSelfReference(sentence: string): string {
  const present = (verb: string) =>
    RECAP_VERBS[verb.toLowerCase()] ?? TEXT_ONLY_PRESENT[verb.toLowerCase()]!;
  return sentence
    .replace(SELF_REFERENCE, (_whole, pronoun: string) =>
      capitalise(pronoun.toLowerCase() === 'i' ? 'I' : 'we'),
    )
    .replace(
      RECAP,
      (whole, pronoun: string, also: string | undefined, verb: string, at: number, text: string) =>
        coordinatedPast(text.slice(at + whole.length))
          ? whole
          : `${pronoun} ${also ?? ''}${present(verb)}`,
    )
    .replace(
      WORK_RECAP,
      (
        whole,
        determiner: string,
        work: string,
        also: string | undefined,
        adverb: string | undefined,
        verb: string,
        at: number,
        text: string,
      ) => {
        const subject = ownSubject(determiner, work);
        return subject === undefined || coordinatedPast(text.slice(at + whole.length))
          ? whole
          : `${subject} ${also ?? ''}${adverb ?? ''}${verbForms(present(verb))[1]}`;
      },
    )
    .replace(
      PAST_RECAP,
      (
        whole,
        pronoun: string,
        also: string | undefined,
        verb: string,
        at: number,
        text: string,
      ) => {
        const offering = OFFERING_VERBS.includes(verb.toLowerCase());
        const rest = text.slice(at + whole.length);
        if (EARLIER_WORK.test(sentence) || coordinatedPast(rest)) return whole;
        if (offering && !OFFERED.test(rest)) return whole;
        return `${pronoun} ${also ?? ''}${present(verb)}`;
      },
    );
}

/**
 * Concessive and framing openers a shortening drops: the rest of the sentence holds without them.
 * Openers that state a condition ("When…", "If…", "Under…") are not among them: dropping one would
 * widen the claim.
 */
const FRAMING_OPENER = new RegExp(
  [
    '^(?:here(?=\\s+we\\b)\\s+',
    '(?:although|though|while|whereas|despite|in spite of)\\b[^,;]{3,120},\\s+',
    '(?:in|within) (?:this|the present|our) (?:paper|work|study|article|thesis|report|letter|manuscript),?\\s+',
    `(?:${[
      ...CONNECTIVES,
      ...LATER_CONNECTIVES,
      'here',
      'overall',
      'in summary',
      'in conclusion',
      'in short',
      'taken together',
      'together',
      'collectively',
      'after that',
      'to address (?:this|these) \\w+',
      'to do so',
      'notably',
      'importantly',
      'interestingly',
      'first',
      'second',
      'third',
      'by contrast',
    ].join('|')}),\\s+)`,
  ].join('|'),
  'iu',
);
/** "Using X, we…" / "By combining X, we…": the means, which the statement does not depend on. */
const MEANS_OPENER = new RegExp(
  String.raw`^(?:(?:by )?(?:${MEANS_VERBS})\b[^,;]{3,100},\s+)(?=(?:we|our|the|a|an|this|these)\b)`,
  'iu',
);

/** The sentence without its framing openers and the means it names first (up to two of each). */
export function dropFramingOpeners(sentence: string): string {
  let out = sentence;
  for (let i = 0; i < 2; i++) out = out.replace(FRAMING_OPENER, '').replace(MEANS_OPENER, '');
  return out;
}

/**
 * "also" after a subject or an auxiliary ("We also estimated", "It is also"): it adds to a point
 * made before, so the abstract's first sentence goes without it. Not "also known as", "also
 * called", nor "not only … but also".
 */
const ADDITION =
  /(?<=\b(?:we|i|it|they|he|she|is|are|was|were|can|could|may|might|will|would|should|must|has|have|had|does|do|did)) also\b(?!\s+(?:known as|called|referred|termed|named|denoted))/iu;

/**
 * The first sentence of an abstract without the "also" that adds it to nothing before it, in its
 * first clause only ("…, and it also shortened stays" adds within the sentence).
 */
export function withoutAddition(sentence: string): string {
  if (/\bnot only\b/iu.test(sentence)) return sentence;
  const clause = /[,;:]|\s(?:and|but|while|whereas)\s/u.exec(sentence)?.index ?? sentence.length;
  return sentence.slice(0, clause).replace(ADDITION, '') + sentence.slice(clause);
}

/**
 * A frame that announces the summing up ("In conclusion, …", "Taken together, …"): said before the
 * abstract's last sentence, it ends the abstract in the middle.
 */
const SUMMARY_FRAME =
  /^(?:in conclusion|in summary|in sum|in short|to conclude|to summari[sz]e|to sum up|summing up|taken together|all in all|collectively),\s+(?=\p{L})/iu;

/**
 * A frame that points back at the paper's own showing ("As we have shown in this study, …"): the
 * abstract has shown nothing before it, wherever it stands. Without its comma, only before a
 * subject: "As we found in our study of 500 patients, …" is no frame.
 */
const RECAP_FRAME =
  /^as (?:(?:we|I) (?:have )?(?:shown|demonstrated|found|argued|seen)|(?:has been|was) (?:shown|demonstrated|found)) (?:in|throughout) (?:this|the present|our) (?:study|paper|work|article|report|analysis)(?:,\s+(?=\p{L})|\s+(?=(?:the|a|an|these|this|those|our|we|it|they)\s|\p{L}+-\p{L}+\s|\p{L}+s\s+(?!of\b)\p{Ll}))/iu;

/** The sentence without a frame (`frames`; "In conclusion, X" → "X"), English only. */
function withoutFrame(sentence: string, frames = SUMMARY_FRAME): string {
  const frame = frames.exec(sentence);
  if (!frame) return sentence;
  const rest = capitalise(sentence.slice(frame[0].length));
  // "In short, is it…": what is left would open on a verb.
  return PREDICATE_FIRST.test(rest) ? sentence : rest;
}

/**
 * The abstract's sentences read in their places: the first without an addition to what is not
 * there (withoutAddition), none but the last with a summary frame (SUMMARY_FRAME), none with
 * a frame recalling what the paper showed (RECAP_FRAME). With `rewrite`, a recap the frame hid is
 * stated in the present ("In summary, we have shown" → "We show"), as rewriteSelfReference states
 * every other.
 */
export function openOnOwnFooting(sentences: readonly string[], rewrite = false): string[] {
  return sentences.map((s, i) => {
    const recap = withoutFrame(s, RECAP_FRAME);
    const unframed = i < sentences.length - 1 ? withoutFrame(recap) : recap;
    const own = rewrite && unframed !== s ? rewriteSelfReference(unframed) : unframed;
    return i === 0 ? withoutAddition(own) : own;
  });
}
