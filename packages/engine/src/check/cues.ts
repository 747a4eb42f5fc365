/**
 * The English cue lexicon of the claim check: the words that make a statement tentative (hedges)
 * or emphatic (boosters), that make it causal or associative, that keep it to a sample or state
 * it of everyone, and that claim priority. Data only; `strength.ts` compiles and applies it.
 *
 * Where the lists come from (facts; the lists are written here):
 *   - hedges: the cue types of the CoNLL-2010 shared task on hedge detection (modal auxiliaries,
 *     epistemic verbs such as suggest, indicate and appear, adjectives and adverbs such as likely
 *     and possibly) and the hedges of Hyland's metadiscourse lists. Left out where, in papers,
 *     they mostly do something else: "would" (conditionals), "putative" (names: "a putative
 *     kinase"), "point to" (literal), "could" after "we" or before "be
 *     detected" (an ability, a count);
 *   - the aspects hedges are grouped by follow Pei and Jurgens (2021), who measure the certainty
 *     of scientific findings sentence by sentence and by aspect (probability, suggestion, framing,
 *     extent, condition, number) to compare how a finding is stated in papers and in the news;
 *     number (about, approximately) and condition (if, when) are left out: they qualify a figure
 *     or a setting, not whether the finding holds;
 *   - boosters: Hyland's boosters (prove, demonstrate, establish, clearly, definitely, always, …;
 *     show and find among the weaker) and the list (confirm, will). "All" is read as a
 *     sample's determiner ("all patients were treated"), not as a booster.
 * A phrase is matched as whole words, case-insensitive, any run of white space between its words,
 * not after a hyphen (a compound); a `-` in a phrase also matches a space. Verbs in `*_VERBS`
 * lists are matched in all their forms.
 */

/** The aspects of uncertainty a hedge expresses. */
export type HedgeAspect = 'probability' | 'suggestion' | 'framing' | 'extent';

/** Hedges by aspect: words and phrases that make a finding tentative. */
export const HEDGES: Record<HedgeAspect, readonly string[]> = {
  probability: [
    'may',
    'might',
    'could',
    'possibly',
    'perhaps',
    'probably',
    'presumably',
    'likely',
    'unlikely',
    'plausibly',
    'conceivably',
    'potentially',
    'putatively',
    'it is possible that',
    'it is plausible that',
    'it is conceivable that',
    'has the potential to',
    'have the potential to',
    'the possibility that',
    'a possibility that',
  ],
  suggestion: [
    'suggestive of',
    'indicative of',
    'hint at',
    'hints at',
    'support the hypothesis',
    'supports the hypothesis',
    'support the notion',
    'supports the notion',
    'support the idea',
    'supports the idea',
    'support the view',
    'supports the view',
    'raise the possibility',
    'raises the possibility',
    'support that',
    'supports that',
    'lend support to',
    'lends support to',
    'consistent with the hypothesis',
    'consistent with the idea',
    'consistent with the notion',
  ],
  framing: [
    'appear to',
    'appears to',
    'appeared to',
    'seem to',
    'seems to',
    'seemed to',
    'seemingly',
    'apparently',
    'appears more',
    'appear more',
    'appeared more',
    'appears less',
    'appear less',
    'is thought to',
    'are thought to',
    'is believed to',
    'are believed to',
    'it is thought that',
    'it is believed that',
    'we believe',
    'we think',
    'we propose that',
    'tend to',
    'tends to',
    'tended to',
    'a tendency to',
    'is assumed to',
    'are assumed to',
    'is expected to',
    'are expected to',
    'is presumed to',
    'are presumed to',
    'we suspect',
    'tentative',
    'tentatively',
    'speculative',
    'hypothetical',
    'hypothetically',
  ],
  extent: ['partly', 'partially', 'in part', 'to some extent', 'to a certain extent', 'somewhat'],
};

/** Hedging verbs by aspect, in all their forms (suggest, suggests, suggested, suggesting). */
export const HEDGE_VERBS: Record<HedgeAspect, readonly string[]> = {
  probability: [],
  suggestion: ['suggest', 'imply', 'indicate'],
  framing: ['hypothesize', 'hypothesise', 'speculate'],
  extent: [],
};

/** Where a cue word is not a hedge: a comparison of odds, an ability, a month. */
export const NOT_HEDGES: readonly string[] = [
  'more likely',
  'less likely',
  'most likely to be',
  'as likely',
  'equally likely',
  'least likely',
  'we could',
  'they could',
  'could not',
  'could be detected',
  'could be seen',
  'could be observed',
  'could be identified',
  'could be found',
  'could be obtained',
  'could be measured',
  'in may',
  'of may',
  'since may',
  'until may',
  'early may',
  'late may',
];

/** Boosters: words that make a statement emphatic or final. */
export const BOOSTERS: readonly string[] = [
  'proven',
  'clearly',
  'it is clear that',
  'definitely',
  'definitively',
  'conclusively',
  'conclusive evidence',
  'undoubtedly',
  'certainly',
  'unequivocally',
  'unambiguously',
  'indisputably',
  'undeniably',
  'obviously',
  'evidently',
  'it is evident that',
  'without doubt',
  'beyond doubt',
  'no doubt',
  'always',
  'invariably',
  'will',
];

/** Boosting verbs, in all their forms. */
export const BOOSTER_VERBS: readonly string[] = ['prove', 'demonstrate', 'establish', 'confirm'];

/**
 * What a boosting verb makes rather than asserts: "we established a method" builds something, it
 * does not state a finding as proven.
 */
export const MADE_THINGS: readonly string[] = [
  'method',
  'model',
  'system',
  'protocol',
  'procedure',
  'line',
  'database',
  'framework',
  'pipeline',
  'tool',
  'assay',
  'library',
  'platform',
  'cohort',
  'collection',
  'colony',
  'network',
  'approach',
  'technique',
];

/**
 * Weaker boosters: verbs that report a finding as shown or found (Hyland counts them as
 * boosters); stronger than a hedge, weaker than "prove".
 */
export const WEAK_BOOSTERS: readonly string[] = ['shown', 'we found', 'we find'];

/** Weak boosting verbs, in all their forms. */
export const WEAK_BOOSTER_VERBS: readonly string[] = ['show', 'reveal'];

/** Causal wording. */
export const CAUSAL: readonly string[] = [
  'contributes to',
  'contribute to',
  'contributed to',
  'contributing to',
  'causal',
  'causally',
  'leads to',
  'lead to',
  'led to',
  'leading to',
  'results in',
  'result in',
  'resulted in',
  'resulting in',
  'gives rise to',
  'give rise to',
  'gave rise to',
  'is responsible for',
  'are responsible for',
  'were responsible for',
  'was responsible for',
  'due to',
  'because of',
  'owing to',
  'driven by',
  'drives',
  'drove',
  'protects against',
  'protect against',
  'increases the risk',
  'reduces the risk',
  'increase the risk',
  'reduce the risk',
];

/** Causal verbs, in all their forms. */
export const CAUSAL_VERBS: readonly string[] = ['cause', 'induce', 'trigger', 'prevent'];

/** Wording of an association (a co-occurrence, not a cause). */
export const ASSOCIATION: readonly string[] = [
  'associated',
  'association',
  'associations',
  'associates with',
  'associate with',
  'correlated',
  'correlation',
  'correlations',
  'correlates with',
  'correlate with',
  'linked to',
  'linked with',
  'link between',
  'links between',
  'relationship between',
  'relationships between',
  'related to',
  'relation between',
  'co-occur',
  'co-occurs',
  'co-occurred',
  'co-occurrence',
  'covaried',
  'covaries',
  'covariation',
  'predictive of',
  'predictor of',
  'predictors of',
];

/**
 * Nouns for people or organisms: bare ("patients benefit") they state a finding of everyone;
 * with a determiner or a count ("the 40 patients", "these patients") they keep to a sample.
 */
export const POPULATION_NOUNS: readonly string[] = [
  'people',
  'humans',
  'persons',
  'individuals',
  'patients',
  'adults',
  'children',
  'adolescents',
  'infants',
  'women',
  'men',
  'students',
  'smokers',
  'users',
  'workers',
  'mothers',
  'animals',
];

/** Words before a population noun that make it a sample ("the", "our", "these", a count). */
export const SAMPLE_DETERMINERS: readonly string[] = [
  'all',
  'the',
  'our',
  'these',
  'those',
  'this',
  'its',
  'their',
  'both',
  'each',
  'some',
  'many',
  'most',
  'several',
  'few',
  'studied',
  'enrolled',
  'recruited',
  'included',
  'surveyed',
  'sampled',
  'participating',
  'remaining',
];

/** Wording that keeps a finding to the sample it was found in. */
export const SAMPLE_SCOPE: readonly string[] = [
  'in our sample',
  'in this sample',
  'in the sample',
  'in our cohort',
  'in this cohort',
  'in the cohort',
  'in our study',
  'in this study',
  'in the present study',
  'in the current study',
  'in our population',
  'in this population',
  'in our data',
  'in our dataset',
  'in this dataset',
  'in our experiments',
  'in our setting',
  'in this setting',
  'in our corpus',
  'in this trial',
  'participants',
  'respondents',
  'volunteers',
  'in mice',
  'in rats',
  'in vitro',
];

/**
 * Words that mark a sentence as a report of what was observed (past tense, counts): a bare
 * "patients" in it is the sample ("patients were treated", "five women reported"), not a generic.
 */
export const OBSERVED: readonly string[] = [
  'was',
  'were',
  'had',
  'did',
  'percent',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'half',
  'most',
  'majority',
];

/**
 * A report of what was done or seen rather than a statement of what holds: the past tense of
 * "be", "have" and "do", and past reporting verbs ("imaging revealed", "we found"). "We" with any
 * verb in the past ("we measured") is read as one too (strength.ts).
 */
export const PAST_REPORTS: readonly string[] = [
  ...['was', 'were', 'had', 'did', 'revealed', 'showed', 'found', 'observed', 'identified'],
  ...['detected', 'demonstrated', 'confirmed', 'provided'],
];

/** Wording that states a finding of everyone, everywhere. */
export const GENERIC: readonly string[] = [
  'in general',
  'generally',
  'everyone',
  'everybody',
  'universally',
  'in humans',
  'the general population',
];

/** Wording that states a finding of every case. */
export const UNIVERSAL: readonly string[] = [
  'always',
  'never',
  'universally',
  'invariably',
  'in all cases',
  'in every case',
  'without exception',
  'everyone',
  'everybody',
];

/** Verbs that present a work, in all their forms: "we present the first …" claims priority. */
export const PRESENTING_VERBS: readonly string[] = [
  'present',
  'report',
  'describe',
  'provide',
  'offer',
  'introduce',
  'propose',
  'develop',
  'design',
  'build',
  'give',
  'conduct',
  'perform',
  'create',
  'represent',
  'constitute',
];

/** Words after "the first" that make it an ordinal, not a claim ("the first step", "the first two"). */
export const ORDINAL_FIRST: readonly string[] = [
  'step',
  'steps',
  'stage',
  'phase',
  'part',
  'half',
  'time',
  'round',
  'order',
  'author',
  'year',
  'years',
  'day',
  'days',
  'week',
  'month',
  'one',
  'two',
  'three',
  'four',
  'five',
  'several',
  'few',
  'of',
  'and',
  'or',
  'section',
  'chapter',
  'experiment',
  'set',
  'case',
  'column',
  'row',
  'line',
  'term',
  'level',
  'layer',
  'iteration',
  'pass',
  'generation',
  'visit',
  'dose',
  'session',
  'sample',
  'derivative',
  'moment',
  'place',
  'principles',
];

/** Priority and superiority wording other than "first", by the family the message names. */
export const PRIORITY: Record<string, readonly string[]> = {
  first: ['first-ever', 'first of its kind'],
  novel: ['novel', 'groundbreaking', 'pioneering', 'unprecedented'],
  'state of the art': [
    'state-of-the-art',
    'best-performing',
    'outperforms all',
    'outperforms every',
    'outperforms existing',
    'outperforms previous',
    'outperform all',
    'outperform existing',
    'outperform previous',
    'new record',
    'sota',
  ],
};

/** What counts as the paper claiming a family itself (besides its own priority wording). */
export const PRIORITY_IN_PAPER: Record<string, readonly string[]> = {
  first: ['to our knowledge', 'to the best of our knowledge'],
  novel: ['new'],
  'state of the art': ['best', 'outperform', 'outperforms', 'outperformed', 'superior', 'record'],
};

/** Words that open a new clause after a comma: a hedge before them does not qualify what follows. */
export const CLAUSE_OPENERS: readonly string[] = [
  'and',
  'but',
  'whereas',
  'although',
  'though',
  'while',
  'which',
  'where',
  'so',
  'thereby',
];

/** Who says "for the first time" of the work ("we show for the first time", "this study …"). */
export const PRIORITY_SUBJECTS: readonly string[] = [
  'we',
  'here',
  'study',
  'work',
  'paper',
  'report',
];

/** Negations: a causal word under one is no causal claim. */
export const NEGATIONS: readonly string[] = ['not', 'no', 'never', 'neither', 'nor', 'without'];

/**
 * Grammatical words: what is left of a text once these go are the words a claim is made of,
 * including the general ones a search's stopword list drops ("second order", "high", "new").
 */
export const GRAMMATICAL_WORDS: readonly string[] = [
  ...['a', 'an', 'the', 'this', 'that', 'these', 'those', 'its', 'their', 'our', 'his', 'her'],
  ...['it', 'they', 'we', 'he', 'she', 'them', 'us', 'which', 'who', 'whom', 'whose', 'what'],
  ...['be', 'is', 'are', 'was', 'were', 'been', 'being', 'am', 'have', 'has', 'had', 'having'],
  ...['do', 'does', 'did', 'can', 'could', 'may', 'might', 'must', 'shall', 'should', 'will'],
  ...['would', 'to', 'of', 'in', 'on', 'at', 'by', 'for', 'from', 'with', 'into', 'onto'],
  ...['upon', 'about', 'as', 'than', 'over', 'under', 'between', 'among', 'through', 'via'],
  ...['and', 'or', 'but', 'nor', 'so', 'if', 'then', 'there', 'also', 'not', 'no', 'both'],
  ...['either', 'neither', 'each', 'such', 'more', 'most', 'less', 'very', 'all', 'any', 'some'],
];
