import { describe, expect, it } from 'vitest';
import { buildVocabulary } from './glued-words.ts';
import {
  findDebris,
  findLeans,
  findPointers,
  headingRunIn,
  misreadWords,
  moveOf,
  pointOf,
  repeatsHeading,
  reportsResult,
  samePoint,
} from './reader-cues.ts';

const leans = (sentence: string, before = '', strict = false) =>
  findLeans(sentence, before, 'en', { strict }).map((cue) => sentence.slice(cue.start, cue.end));
/** `leans` strictly, after a first sentence that names the work. */
const strict = (sentence: string, before = 'We study parsing.') => leans(sentence, before, true);

describe('findLeans', () => {
  it.each([
    ['These results show that the parser is fast.', '', ['These results']],
    ['However, the parser is fast.', '', ['However']],
    // The connectives the opener repair drops (opener.ts) are the ones the check flags.
    ['Particularly, we propose a filter.', '', ['Particularly']],
    ['More importantly, the parser is fast.', '', ['More importantly']],
    ['In this way, the parser is fast.', '', ['In this way']],
    [
      'Our proposal, as it is set forth below, is modular.',
      'We study parsing.',
      ['set forth below'],
    ],
    ['Consistently high yields were seen.', '', []],
    ['Next we train a ranker.', '', ['Next']],
    ['In turn the cost falls.', '', ['In turn']],
    ['Next-generation sequencing was used.', '', []],
    // The work itself, whatever stands before its noun.
    ['In this retrospective study, we analysed 82 subjects.', '', []],
    ['In this pilot trial, both arms improved.', '', []],
    ['In this communication, we describe two cases.', '', []],
    ['These methods work best on short texts.', '', ['These methods']],
    ['This sparked intensive research.', '', ['This sparked']],
    // A count whose noun the sentence before named.
    ['Forty-one had no knowledge of herbs.', '', ['Forty-one had']],
    ['12% reported pain after surgery.', '', ['12% reported']],
    ['Two patients had diabetes.', '', []],
    ['12% of patients had pain.', '', []],
    ['2010 was the warmest year on record.', '', []],
    ['0.05 was used as the significance threshold.', '', []],
    ['Several have argued that the bound is loose.', '', []],
    ['One was hospitalized for a relapse.', '', ['One was']],
    ['One could suggest that the sites are restricted.', '', []],
    ['The previous ones were proved in 1984.', '', ['The previous ones']],
    ['In effect, paraphrases generalise the model.', '', ['In effect']],
    ['In the first part of the paper, we prove a bound.', '', ['In the first part of the paper']],
    ['More recent examples include a tree model.', '', ['More recent examples']],
    ['More recently than expected, the ice melted.', '', []],
    ['More recently diagnosed patients received shorter courses.', '', []],
    ['More recent birth cohorts had higher obesity rates.', '', []],
    ['A related research area is that of term extraction.', '', ['A related research area']],
    ['Related work is scarce.', '', []],
    ['There is also no reason to assume equal lengths.', '', ['There is also']],
    ['That is, it reduces the quality of care.', '', ['That is']],
    ['The first shows an outburst.', '', ['The first shows']],
    ['The first uses of the term date to 1900.', '', []],
    ['The first results came in 1998.', '', []],
    ['That one was based on prolactin levels.', '', ['That one']],
    ['That one model fits all the data is surprising.', '', []],
    ['Three revealed the tumour on the scan.', '', ['Three revealed']],
    ['The results agree with the aforesaid model.', '', ['aforesaid']],
    ['Following this work, we model inference as a program.', '', ['Following this work']],
    ['Following the protocol, we stained the cells.', '', []],
    // One more of a kind the abstract has not named.
    ['Another possibility is to integrate out the black hole.', '', ['Another']],
    ['A second gene controls the red cortex.', '', ['A second']],
    ['A secondary structure forms in the loop.', '', []],
    ['A second-order expansion gives the bound.', '', []],
    ['More precisely measured values were used.', '', []],
    ['To fill in this gap, we build a parser.', '', ['this gap']],
    ['Given the above model, we derive a bound.', 'We study parsing.', ['the above']],
    // A figure's reference cut out of "as shown in [Fig. 3] below".
    ['As shown in below, the two differ.', 'We study parsing.', ['shown in below']],
    [
      'Several methods deal with the problem above, for instance least squares.',
      'We study tuning.',
      ['the problem above'],
    ],
    ['The equation above holds for every tuner.', 'We study tuning.', ['The equation above']],
    ['The analysis above adds a factor.', 'We study lizards.', ['The analysis above']],
    ['We show above that the effect cancels.', 'We study rings.', ['We show above']],
    ['We observed above that the moments differ.', 'We study proteins.', ['We observed above']],
    ['We observe above 30 K a linear resistivity.', 'We study metals.', []],
    ['We found above-average rates.', 'We study rates.', []],
    ['We describe below two experiments.', 'We study parsing.', ['We describe below']],
    ['We use splitting sequences as above.', 'We study tracks.', ['as above']],
    ['We found above-average rates.', 'We study rates.', []],
    ['Traits such as above-ground biomass were measured.', 'We study roots.', []],
    ['Electrodes were positioned above, below and beside it.', 'We study rats.', []],
    ['The moments, calculated above, are conserved.', 'We study rnas.', ['calculated above']],
    ['Roots grow as described in earlier studies.', 'We study roots.', []],
    ['As seen in below-ground biomass, roots grow.', 'We study roots.', []],
    ['The gain stays above 3 dB in every run.', 'We study tuning.', []],
    ['The method was proposed by as a baseline.', 'We study parsing.', ['proposed by']],
    [
      'Parsers of tweets were studied before (see and references therein).',
      'We study parsing.',
      ['see and references therein'],
    ],
    ['The second MRL is a coaching language.', 'We map sentences to logic.', ['the second MRL']],
    [
      'In our second extension we correct misalignments.',
      'We extend a domain adaptation method.',
      ['our second extension'],
    ],
    ['Patients got their second dose in May.', 'We study a vaccine.', []],
    ['In such cases, we fall back to rules.', 'We parse tweets.', []],
    [
      'Whereas the remaining 42 patients received a placebo.',
      'We study a drug.',
      ['the remaining 42 patients'],
    ],
    ['In fact we show a stronger result.', '', ['In fact']],
    ['Consistent with our hypothesis, the dose mattered.', '', ['Consistent with our hypothesis']],
    [
      'The conjecture was studied in loc. cit. by two groups.',
      'We solve a conjecture.',
      ['loc. cit.'],
    ],
    ['The bound was proved in op. cit. for small cases.', 'We prove a bound.', ['op. cit.']],
    [
      'As well as their role in stress response, they fold proteins.',
      '',
      ['As well as their role in stress response, they'],
    ],
    ['The profile of the free chains is obtained in a similar way.', '', ['in a similar way']],
    ['The profile is obtained in a similar way to the density.', '', []],
    ['For patients and their families, they are a burden.', '', []],
    ['For patients and their families, it is important to know the prognosis.', '', []],
    ['In other words, the error is half a wavelength.', '', ['In other words']],
    ['The corresponding model is discretized in time.', '', ['The corresponding']],
    ['For example, a hard case is an unseen word.', '', ['For example']],
    [
      'The model rests on the described elasticity.',
      'We study plasticity.',
      ['the described elasticity'],
    ],
    ['The hamiltonian in would describe boiling.', 'We study salt.', ['in would']],
  ])('%s', (sentence, before, expected) => {
    expect(leans(sentence, before).map((s) => s.toLowerCase())).toEqual(
      expected.map((s) => s.toLowerCase()),
    );
  });

  it('leaves alone what stands on its own', () => {
    for (const sentence of [
      'This paper presents a parser for tweets.',
      'We compare methods such as CRFs and SVMs.',
      'Our parser is faster than those based on charts.',
      'We see and hear the signal in both channels.',
    ])
      expect(leans(sentence)).toEqual([]);
  });

  it('takes the work’s method or findings as known only after the abstract presented them', () => {
    const first = (sentence: string) => leans(sentence, '', true);
    expect(first('The approach permits the mapping to depend on context.')).toEqual([
      'The approach',
    ]);
    expect(first('The model learned simple aspects of narrative structure.')).toEqual([
      'The model',
    ]);
    expect(first('The findings suggested that sequencing matters.')).toEqual(['The findings']);
    expect(first('The algorithm considers multiple types of evidence.')).toEqual(['The algorithm']);
    for (const sentence of [
      'The paper describes a parser for long texts.',
      'The present study aimed to identify risk factors.',
      'The approach presented here parses long texts.',
      'The model organism Drosophila is used.',
      'The model organisms are fruit flies.',
      'The results section lists the scores.',
      'The method we propose is fast.',
    ])
      expect(first(sentence)).toEqual([]);
    expect(strict('The model learned simple aspects of narrative structure.')).toEqual([]);
    expect(leans('The model learned simple aspects of narrative structure.')).toEqual([]);
  });

  it('takes "this method" after a sentence that proposed one, but not in front of the abstract', () => {
    const sentence = 'This method halves the error rate.';
    expect(leans(sentence, 'We propose a tagger for tweets.')).toEqual([]);
    expect(leans(sentence)).toEqual(['This method']);
  });

  it('judges a sentence copied from the paper strictly: a pronoun, a definite subject, a step', () => {
    const before = 'We propose a tagger for tweets.';
    expect(leans('To overcome this, we add a lexicon.', before)).toEqual([]);
    expect(leans('To overcome this, we add a lexicon.', before, true)).toEqual(['this']);
    expect(leans('The trees were corrected by hand.', before, true)).toEqual(['The trees were']);
    expect(leans('We then tag the corrected trees.', before, true)).toEqual(['We then']);
    // Whatever its verb: "The partial overlap drew our attention", "The histogram showed".
    expect(leans('The partial overlap drew our attention to pathways.', before, true)).toEqual([
      'The partial overlap drew',
    ]);
    expect(leans('The histogram showed a smaller volume.', before, true)).toEqual([
      'The histogram showed',
    ]);
    expect(leans('The tagger labelled most tweets.', before, true)).toEqual([]);
    // In the present a definite subject may be what the paper calls its own ("The algorithm reduces
    // that error rate by 65%"): blind readers preferred the finding kept.
    expect(leans('The algorithm reduces the error rate by 65%.', before, true)).toEqual([]);
    // "The result" is one result, named before; "the results" are the work's.
    expect(leans('The result is somewhat counter-intuitive.', before, true)).toEqual([
      'The result is',
    ]);
    expect(leans('The results were consistent across sets.', before, true)).toEqual([]);
  });

  it("judges a purpose frame's demonstrative against the text before it, strictly too", () => {
    const sentence = 'To overcome this problem, we use a word-based lexicon model.';
    expect(strict(sentence, 'A problem is that counts overestimate long phrases.')).toEqual([]);
    expect(strict(sentence, '')).toEqual(['this problem']);
  });

  it('judges "other" before a kind the abstract has not named, strictly', () => {
    expect(strict('Other conclusions are: mixtures are more tractable.')).toEqual([
      'Other conclusions',
    ]);
    expect(strict('Other possible causes were ruled out.')).toEqual(['Other possible causes']);
    expect(strict('The other cases turn out to be surprisingly easy.')).toEqual([
      'The other cases',
    ]);
    expect(strict('Other objectives were met.', 'Our objective was speed.')).toEqual([]);
    // The field and its work are known without being named.
    expect(strict('Other studies have shown that masks fail.')).toEqual([]);
    expect(strict('Other research groups later described it.')).toEqual([]);
    expect(strict('Other than that, the parser is fast.')).toEqual([]);
    expect(strict('Other factors, such as age and smoking, raised the risk.')).toEqual([]);
    expect(findLeans('Other causes were ruled out.', 'We study parsing.', 'en')).toEqual([]);
  });

  it('judges an item the paper labelled for itself only strictly, unless introduced', () => {
    expect(strict('Model 1 is a generative version of a parser.')).toEqual(['Model 1']);
    expect(strict('Models 2 and 3 give further improvements.')).toEqual(['Models 2 and 3']);
    expect(strict('From group III, ac-rich motifs bound only myb factors.')).toEqual(['group III']);
    expect(strict('The rates from experiments 2a-b were used.')).toEqual(['experiments 2a-b']);
    expect(strict('In sentence (2b), once has a temporal sense.')).toEqual(['sentence (2b)']);
    // Introduced: before, in brackets where it is named, or by a naming verb.
    expect(strict('Model 2 adds frames.', 'We compare two parsers, Model 1 and Model 2.')).toEqual(
      [],
    );
    expect(strict('We propose two parsers (Model 1 and Model 2) for trees.')).toEqual([]);
    expect(strict('We call this variant Model 2 and train it on trees.')).toEqual([]);
    expect(strict('Cases 1 and 2 differ in depth.', 'We treat case 1 first.')).toEqual([
      'Cases 1 and 2',
    ]);
    expect(strict('Model 2 adds frames.', 'We compare Models 1 and 2.')).toEqual([]);
    expect(strict('Model 1 adds frames.', 'We compare it with model 12.')).toEqual(['Model 1']);
    // A cross-reference in brackets still leans.
    expect(strict('Tags can be nested (see Example 4 for one).')).toEqual(['Example 4']);
    // Labels of every kind: a capital letter after the number, a lower-cased roman numeral.
    expect(strict('Experiment 1A confirmed the effect.')).toEqual(['Experiment 1A']);
    expect(strict('within motif group vi, two sequences were assayed.')).toEqual(['group vi']);
    // Names others gave: after a name or with its citation; counts; known names; a pronoun.
    expect(strict('Ours beats an IBM Model 4 based system.')).toEqual([]);
    expect(strict('Ours beats the GIZA++ Model 4 alignments.')).toEqual([]);
    expect(strict("Our copy of Collins' Model 1 reaches 86% precision.")).toEqual([]);
    expect(strict('We used the head-driven model 2 (Collins, 1997) as a baseline.')).toEqual([]);
    expect(strict('We repeated each experiment 5 times.')).toEqual([]);
    expect(strict('The tagger approaches 92% accuracy.')).toEqual([]);
    expect(strict('Self-splicing group II introns were found.')).toEqual([]);
    expect(strict('Ours is the best algorithm I know.')).toEqual([]);
    // A sentence the author wrote is trusted with its labels.
    expect(findLeans('Model 1 is a generative parser.', 'We study parsing.', 'en')).toEqual([]);
  });

  it('judges a person, "that" before a noun and "both" before a plural only strictly', () => {
    expect(strict('Our results are comparable to hers.')).toEqual(['hers']);
    expect(strict('Our parser is a step in that direction.')).toEqual(['in that direction']);
    expect(strict('At that point, the nebulae display knots.')).toEqual(['At that point']);
    expect(strict('Tags were checked by both annotators.')).toEqual(['both annotators']);
    expect(strict('We observe again a strong dependence on the phases.')).toEqual(['again']);
    expect(strict('Tags were checked by both annotators and parsers.')).toEqual([]);
    expect(strict('Tags were checked in both wild-type and mutant mice.')).toEqual([]);
    expect(strict('Neonates died early in both kit mutants.')).toEqual(['both kit mutants']);
    expect(strict('In both models, some enzymes or transporters are regulated.')).toEqual([
      'both models',
    ]);
    expect(strict('We typed both polymorphisms in cases and controls.')).toEqual([
      'both polymorphisms',
    ]);
    expect(strict('No association was found in both sexes.')).toEqual([]);
    expect(
      strict('Parsing scores the similarity of two text segments by words in both input segments.'),
    ).toEqual([]);
    expect(strict('We predict both the discourse vs. non-discourse usage and the sense.')).toEqual(
      [],
    );
    expect(strict('Parsing has no error in both sets of points and is simple.')).toEqual([]);
    expect(
      strict('We include both attractive interactions that drive clustering, as well as others.'),
    ).toEqual([]);
    expect(strict('We cleaved the His-tag from the HER2 protein.')).toEqual([]);
    expect(strict('What that study did not address was the cost.')).toEqual(['What that study']);
    expect(strict('Trials showed that study participants improved.')).toEqual([]);
    expect(strict('We identify its responses to salinity.')).toEqual(['We identify its']);
    expect(strict('We asked participants their age.')).toEqual([]);
    expect(strict('On the null boundaries, however it possesses singularities.')).toEqual([
      'On the null boundaries, however it',
    ]);
    expect(strict('In cultured cells, they formed clusters.')).toEqual(['In cultured cells, they']);
    expect(strict('For large n, it follows that the bound holds.')).toEqual([]);
    expect(strict('For large n, it holds that the bound is tight.')).toEqual([]);
    expect(strict('In the limit, it also follows that the map is onto.')).toEqual([]);
    expect(strict('Infections peak at that time of year.')).toEqual([]);
    expect(strict('In this paper, it is shown that the bound holds.')).toEqual([]);
    expect(strict('For dense brushes the situation is reversed.')).toEqual([
      'For dense brushes the situation is reversed',
    ]);
    expect(strict('Sleep improved in the young, but the reverse was true in the old.')).toEqual([]);
    expect(strict('We evaluate both settings, zero-shot and few-shot, on five sets.')).toEqual([]);
    expect(strict('We fit the He II line time and again.')).toEqual([]);
    expect(strict('We compare this to the number of sentence pairs.')).toEqual([
      'We compare this to',
    ]);
    expect(strict('We compare this model to the baseline.')).toEqual([]);
    expect(strict('One approach focused on the ends of the transcripts.')).toEqual([
      'One approach focused',
    ]);
    expect(strict('One approach is to pool the samples.')).toEqual([]);
    expect(strict('Our results extend their findings to mice.')).toEqual([
      'Our results extend their findings',
    ]);
    expect(strict('Users can extend their model with plugins.')).toEqual([]);
    expect(findLeans('We should note that the bound is tight.', '', 'en')).toEqual([]);
    expect(strict('One group received metformin and the other received placebo.')).toEqual([]);
    expect(strict('One method used in clinical practice is the Glasgow score.')).toEqual([]);
    expect(strict('Mice extend their limbs when held.')).toEqual([]);
    expect(findLeans('Our results are comparable to hers.', 'We study parsing.', 'en')).toEqual([]);
  });

  it('judges a pointer at what follows in the paper only strictly', () => {
    const before = 'We study open-bubble inflation.';
    expect(leans('The main result of the paper is the following.', before, true)).toEqual([
      'the following',
    ]);
    expect(leans('The tagger has the following advantages.', before)).toEqual([]);
    expect(leans('Prices rose in the following year.', before, true)).toEqual([]);
    expect(leans('Prices rose over the following three years.', before, true)).toEqual([]);
    expect(leans('Sea ice melted in the following winter.', before, true)).toEqual([]);
  });

  it('judges a set counted or matched as if named before only strictly', () => {
    const before = 'We smooth language models for speech.';
    expect(leans('The same problem arises in n-gram counts.', before, true)).toEqual([
      'The same problem',
    ]);
    expect(leans('The gap lies between the two threshold voltages.', before, true)).toEqual([
      'the two threshold',
    ]);
    expect(leans('The same problem arises in n-gram counts.', before)).toEqual([]);
    // Named before, an idiom, or a comparison that names its standard.
    for (const sentence of [
      'The two language models agree.',
      'We train at the same time.',
      'We use the same smoothing as Kneser and Ney.',
    ])
      expect(leans(sentence, before, true)).toEqual([]);
  });

  it('judges more of a kind, or a set counted with "all", only strictly, unless named before', () => {
    expect(strict('We include two additional features about the contents.')).toEqual([
      'two additional features',
    ]);
    expect(strict('The 100 additional labelled sentences improved the parser.')).toEqual([
      'The 100 additional labelled sentences',
    ]);
    expect(strict('We add the additional hidden variable.')).toEqual([
      'the additional hidden variable',
    ]);
    expect(strict('For all three situations, we find exact solutions.')).toEqual([
      'all three situations',
    ]);
    expect(strict('We add two additional features.', 'We study parsing with features.')).toEqual(
      [],
    );
    // Named in the sentence itself, before it or after it.
    for (const sentence of [
      'We use five lexical features and two additional features.',
      'We add two additional parameters: the weight and the rate.',
      'We label all three types of mentions, namely pronouns and names.',
      'In 2010 additional funds were found.',
    ])
      expect(strict(sentence)).toEqual([]);
    // Adding to nothing in particular, saying what it adds to, or coming later.
    for (const sentence of [
      'We use additional training data.',
      'The additional cost of parsing is small.',
      'We plan further work on tagging.',
      'Tagging helps the further applications of parsing.',
    ])
      expect(strict(sentence)).toEqual([]);
    expect(leans('We include two additional features.', 'We study parsing.')).toEqual([]);
  });

  it('judges a procedure the sentence before gave only strictly', () => {
    expect(strict('Reformulated in this way, the method is fast.')).toEqual(['this way']);
    expect(strict('The parser, trained in this manner, is fast.')).toEqual(['this manner']);
    expect(strict('We show that the theory so derived agrees well.')).toEqual(['so derived']);
    expect(strict('We fit the parameters thus obtained to the data.')).toEqual(['thus obtained']);
    // The way named in the sentence itself, and the verb of the work.
    for (const sentence of [
      'We thus obtained a tight bound.',
      'The bound is thus derived from the data.',
      'We parse in a new way.',
      'We parse in such a way that no tree is lost.',
    ])
      expect(strict(sentence)).not.toContainEqual(expect.stringMatching(/way|thus|so /u));
    // The sentence gives the procedure itself.
    expect(strict('We recast parsing as ranking and in this way obtain a fast parser.')).toEqual(
      [],
    );
    const before = 'We recast the problem as ranking.';
    expect(leans('Reformulated in this way, the method is fast.', before)).toEqual([]);
    expect(leans('Reformulated in this way, the method is fast.', before, true)).toEqual([
      'this way',
    ]);
  });

  it('judges a definite mention against the paper just before a copied sentence', () => {
    const sentence = 'In this study, the topic model is utilized to process our data.';
    const mention = (before: string, context: string[]) =>
      findLeans(sentence, before, 'en', { strict: true, context }).map((cue) => [
        sentence.slice(cue.start, cue.end),
        cue.fixed ?? false,
      ]);
    const model = 'We fit a latent topic model to each sample.';
    // Introduced by the sentence right before: that sentence can come along.
    expect(mention('', ['Samples were sequenced.', 'Reads were trimmed.', model])).toEqual([
      ['the topic model', false],
    ]);
    // Further back: no one sentence in front can hold it.
    expect(mention('', [model, 'Reads were trimmed.', 'Samples were sequenced.'])).toEqual([
      ['the topic model', true],
    ]);
    // Introduced in the abstract, absent from the paper just before, or not judged strictly.
    expect(mention(model, ['', '', model])).toEqual([]);
    expect(mention('', ['Samples were sequenced.'])).toEqual([]);
    expect(findLeans(sentence, '', 'en', { context: [model] })).toEqual([]);
    // The place covers the phrase as written, however it is spaced.
    const spaced = 'We use the  topic model.';
    const [cue] = findLeans(spaced, '', 'en', { strict: true, context: [model] });
    expect(spaced.slice(cue!.start, cue!.end)).toBe('the  topic model');
  });

  it('leaves a definite phrase that says which one it means, or needs no antecedent', () => {
    const context = [
      '',
      'Both tests reach a conclusion about the error.',
      'The model was fit to the reads relatively fast, with a low error.',
    ];
    for (const sentence of [
      'We report the error of the model fit.',
      // Which one is meant by what it is: the right one, the true one.
      'Small test sets lead to the right conclusion.',
      'We can estimate the true error from small samples.',
      'We kept the reads that passed filtering.',
      'The largest sample held 9,000 reads.',
      'We expected the relatively small gain.',
    ])
      expect(findLeans(sentence, '', 'en', { strict: true, context })).toEqual([]);
  });

  it('marks what no sentence before can hold as fixed', () => {
    const [cue] = findLeans('As shown above, the tagger is fast.', 'We tag tweets.', 'en');
    expect(cue?.fixed).toBe(true);
  });
});

describe('findPointers', () => {
  it.each([
    [
      'Light gray histograms, thymocytes exposed to high dose irradiation.',
      'Light gray histograms,',
    ],
    ['The full lines show the results of our complete calculations.', 'The full lines show'],
    ['Proteins identified from m. truncatula are highlighted in bold.', 'are highlighted in bold'],
    [
      'Terminals are labeled by their gene name or genbank identifier.',
      'are labeled by their gene name',
    ],
    ['Arrowheads indicate casparian strips in the root.', 'Arrowheads indicate'],
    ['Genera shown are those with mean relative abundances above 1%.', 'Genera shown are'],
    ['Gene expression is shown for non-stressed and stressed seeds.', 'is shown for non-'],
    ['Data shown are the number of proteins containing each motif.', 'Data shown are'],
    ['Table with characteristics of broiler isolates and plasmids.', 'Table with'],
    ['The points show the results of the bogolubov method.', 'The points show'],
    ['Here we plot the asymmetry parameter versus time.', 'Here we plot'],
    ['In all the panels the full lines show our calculation.', 'In all the panels'],
    ['The best term is shown in the third column.', 'shown in the third column'],
    ['In section [ sec: app ] we apply the model.', 'section [ sec: app ]'],
    ['In [sect: framework] we present a general discussion.', '[sect: framework]'],
    ['Theorem [ t3 ] gives the bound.', 'Theorem [ t3 ]'],
    ['We solve the scattering problem ([2.8]) on the line.', '([2.8])'],
    ['We follow the argument [corollary: six] we consider.', '[corollary: six]'],
    ['We finally comment on the results and outline future work.', 'We finally comment on'],
    ['We conclude the paper by presenting our results.', 'We conclude the paper by'],
    ['The results are shown in Table 2.', 'Table 2'],
    ['We describe related work in §4 and conclude in §5.', '§4'],
    ['The bound holds, as stated in Theorem REF.', 'REF'],
    ['One sees that for both densities the number of monomers rises.', 'One sees that'],
    ['Values shown are means ± sd of three experiments.', 'Values shown are means'],
    ['Results are means ± sem of one representative experiment.', 'Results are means'],
    ['As can be seen from the spectra, the peak shifts.', 'As can be seen from the spectra'],
    [
      'The equations are well known and will not be reproduced here for brevity.',
      'will not be reproduced here',
    ],
    ['Black arrows indicate the direction in which the reads map.', 'Black arrows'],
    ['Genes colored in magenta are not part of the operon.', 'colored in magenta are'],
    [
      'Maximum coverages are shown on the left side of each track.',
      'shown on the left side of each track',
    ],
    ['Error bars show the standard error of the mean.', 'Error bars show'],
    ['The horizontal solid line indicates the four-fifth law.', 'solid line indicates'],
    ['The dashed and solid lines corresponds the two transitions.', 'solid lines'],
    ['Fragments are shown as dotted lines underneath the genes.', 'shown as dotted lines'],
    ['The table contains actual entries for the French word.', 'The table contains'],
    ['The figure provides clear evidence of a subcritical transition.', 'The figure provides'],
    ['The figure clearly shows that the error falls.', 'The figure clearly shows'],
    ['Heavy lines correspond to the cases with the cut.', 'Heavy lines correspond'],
    ['Heavy lines are from the sky maps.', 'Heavy lines are'],
    // A section's bare number, its "§" lost.
    ['In 3, we present the results of the orbital fits.', 'In 3, we present'],
    ['The results are presented in 5, followed by a discussion.', 'presented in 5'],
    ['The next simple lemma will imply the theorem.', 'The next simple lemma'],
    ['Shown are the binary fraction and the core radius.', 'Shown are'],
    ['Also shown are the best method and its score.', 'Also shown are'],
    [
      'The critical point and the spinodal are also indicated.',
      'The critical point and the spinodal are also indicated.',
    ],
    ['For comparison, the third-order functions are also shown.', 'are also shown.'],
    ['The energies of the two states are plotted.', 'are plotted.'],
    ['Amino acid motifs are represented by colored boxes.', 'are represented by colored boxes'],
    ['Example 1 is written from an Israeli perspective.', 'Example 1'],
    [
      'We begin with a visual illustration of the instability.',
      'We begin with a visual illustration',
    ],
    ['The fitting formulae (5)-(7) give the spectrum.', 'formulae (5)'],
    ['Panel is from the analysis of the sky maps.', 'Panel is from'],
    ['Left is for the sensitive network and right is for the rest.', 'Left is for'],
    ['After step 1, only two colours of arrows are left.', 'After step 1'],
    ['In step 2 we remove the duplicates.', 'In step 2'],
    ['Methods Step 1: Parameter Selection To test the model.', 'Step 1:'],
    ['In S1 Text we show that the definition is robust.', 'S1 Text'],
    [
      'We include two proofs for the convenience of the reader.',
      'for the convenience of the reader',
    ],
    ['We will use two examples to give the reader a general idea of the rules.', 'give the reader'],
    ['The reader may wish to refer ahead to the proofs.', 'The reader may'],
    ['The two lines in each panel are the fits.', 'lines in each panel'],
    ['The curves shown on the plots agree with the data.', 'shown on the plots'],
  ])('%s', (sentence, pointer) => {
    const [cue] = findPointers(sentence);
    expect(sentence.slice(cue!.start, cue!.end)).toBe(pointer);
  });

  it('finds nothing in a sentence of its own, nor in an abbreviation defined', () => {
    // A reader the paper studies, not one it addresses.
    expect(findPointers('We ask whether they remind the reader of who is speaking.')).toEqual([]);
    expect(findPointers('We propose a tagger and show that it halves the error rate.')).toEqual([]);
    expect(findPointers('Claims under 42 U.S.C. § 1983 rose in the decade.')).toEqual([]);
    expect(findPointers('Nach § 823 Abs. 1 BGB haftet der Schädiger.')).toEqual([]);
    expect(findPointers('We solve a partial differential equation (PDE) on the grid.')).toEqual([]);
    expect(findPointers('One observes a second component below 6 K.')).toEqual([]);
    expect(findPointers('Thus we see that both definitions coincide.')).toEqual([]);
    expect(findPointers('One can see the method as a form of regularisation.')).toEqual([]);
    expect(findPointers('Surgery is also indicated in older patients.')).toEqual([]);
    expect(findPointers('Surgery is also indicated.')).toEqual([]);
    expect(findPointers('Trigger point injection is indicated.')).toEqual([]);
    expect(findPointers('We start with an example-based learning scheme.')).toEqual([]);
    expect(findPointers('At later time points, surgical resection is indicated.')).toEqual([]);
    expect(findPointers('We examine how refugees are depicted.')).toEqual([]);
    expect(findPointers('With only 50 examples 80% accuracy was reached.')).toEqual([]);
    expect(findPointers('We give an example 3-manifold with this property.')).toEqual([]);
    // A result in lettered experiments stays: blind readers preferred the finding with its labels.
    expect(
      findPointers('No differences were found in single population experiments 1a-j.'),
    ).toEqual([]);
    expect(findPointers('For example 1 in 5 patients relapsed.')).toEqual([]);
    expect(findPointers('For convenience, we set the speed of light to 1.')).toEqual([]);
    expect(findPointers('Judges in each panel of the survey scored ten items.')).toEqual([]);
    expect(findPointers('The number of genes in each panel ranged from 50 to 500.')).toEqual([]);
    expect(findPointers('Every vertex marked in the graph has even degree.')).toEqual([]);
    expect(findPointers('Right is the side most often affected.')).toEqual([]);
    expect(
      findPointers('USMLE Step 1 scores predicted success in steps 1 - 9 of the exam.'),
    ).toEqual([]);
    expect(findPointers('The infant formula was given twice a day.')).toEqual([]);
    expect(findPointers('The S1 nuclease assay was run on the S2 cells.')).toEqual([]);
    expect(findPointers('Firing rates in S1 data were higher than in M1.')).toEqual([]);
    expect(findPointers('Left shows a marked improvement over right in all patients.')).toEqual([]);
    expect(findPointers('The data are provided as S1 Data.')).toHaveLength(1);
    expect(findPointers('Elasticity is also shown to rise with load.')).toEqual([]);
    expect(findPointers('Most systems treat the parser as one of their black boxes.')).toEqual([]);
    expect(findPointers('The graph of f is convex on the unit interval.')).toEqual([]);
    expect(findPointers('The table was set for eight guests.')).toEqual([]);
    expect(findPointers('The panel provides recommendations on the management of sepsis.')).toEqual(
      [],
    );
    expect(findPointers('The graph provides a natural model of the network.')).toEqual([]);
    expect(findPointers('Light curves are obtained from the survey.')).toEqual([]);
    expect(findPointers('Red blood cells were counted on the left arm.')).toEqual([]);
    expect(findPointers('The rate rose above 30 in the layer above the cortex.')).toEqual([]);
    expect(findPointers('We found above-average rates in 2010.')).toEqual([]);
    expect(findPointers('In 2010, we measured the rate in 5 centres.')).toEqual([]);
    expect(findPointers('Exact solutions are derived in 2 and 3 dimensions.')).toEqual([]);
    expect(findPointers('The vaccine was given in 2, 3 or 4 doses.')).toEqual([]);
    expect(findPointers('In 12, we found a novel frameshift mutation.')).toEqual([]);
    // Colours, sides and panels that are not a figure's.
    for (const sentence of [
      'Every simple open curve in the plane has empty interior.',
      'Each edge of the complete graph is colored in red or blue.',
      'Inflammation was shown in the lower airways of all exposed mice.',
      'Stimuli shown on the left were recalled better than stimuli shown on the right.',
      'The lower panel of judges rated the essays more leniently.',
      'Participants in the panels reported higher trust in the second wave.',
      'Respondents in all panels were re-interviewed after a year.',
      'The points are in general position in the plane.',
      'The crosses are more fertile than their parents.',
      'This effect is shown for the first time in mice.',
      'The improvements shown are statistically significant.',
      'A survival benefit is shown for patients under 60.',
      'Users are labeled by their political leaning.',
      'Arrow points out that the theorem fails for open sets.',
      'Cells are labeled with GFP before the injection.',
      'Small-scale bar-built estuaries close seasonally.',
      'Researchers often misinterpret error bars in published figures.',
      'Mean values are higher in the treated group.',
      'Data were mean-centred before the analysis.',
    ])
      expect(findPointers(sentence)).toEqual([]);
    expect(findPointers('We train it with the Margin Infused Relaxed Algorithm (MIRA).')).toEqual(
      [],
    );
  });
});

describe('findDebris', () => {
  it.each([
    ['The scores were high 0.81 0.79 0.85 on all sets.', '0.81 0.79 0.85'],
    ['Journals & wiley & yes & none & no & no + astron.', ' & wiley & yes & none &'],
    ['Methods are corpus-based and dictionary-based3We use the term crisp set.', '3'],
    ['Our lists beat earlier parsers, 7The reason the maximum is 101 is a beam.', '7'],
    ['The model is a chain: 3While the latter is simpler, it is slower.', '3'],
    ['We used an 80%?10% train and test split.', '?'],
    ['It beats the 1-bests of ours and Collins?, making it hard to compare.', '?'],
    [
      '1: digested vector, 2: uncut vector, 3: 1 kb ladder.',
      '1: digested vector, 2: uncut vector, 3: ',
    ],
    ['Mice were young ( 12 weeks) at the start.', '( '],
    ['We trained it in isolation.For the test we used news.', '.'],
    ['It extends a known parser (et al, 2003) to trees.', '(et al, 2003'],
    ['The magnetic moments do nt change their sign.', 'do nt'],
    ['Discussion We report two patterns of habitat use.', 'Discussion'],
    ['The phenomenon of gaps was studied by l.', 'l.'],
    ['Each pair is from this sin- gle sample.', 'sin- g'],
    ['We observe two error sources: * the invariant is unstable.', '* '],
    [
      'The relation is called * alternating lexicographic order*.',
      '* alternating lexicographic order*',
    ],
    ['It has the effect of suppressing the * qp * phase.', '* qp *'],
    ['The wnt/-catenin pathway is active in melanoma.', '-catenin'],
    ['We call it the so-called `` polymer brush.', '``'],
    ['It followed administration of interferon.12 the mechanism is unclear.', '.12'],
    ['It raised production of vegf.10,11 currently, two probes exist.', '.10,11'],
    ['It raised production of VEGF.10,11 Currently, two probes exist.', '.10,11'],
    ['It followed interferon (IFN).12 The mechanism is unclear.', '.12'],
    ['See the code at http:// github.com/x for details.', 'http:// '],
    ['It protects dopaminergic neurons.methods:this study was conducted in rats.', 'methods'],
    ['Arrhythmia was not influenced by milrinone use.conclusionmilrinone was given.', 'conclusion'],
    ["In the calculation th<' seld;ence was not in= eluded.", ';'],
    ['In many cases, although not al~ ways, the index is small.', '~ '],
    ['We use a coindexing rather than graphical~-notation for links.', '~'],
    ["The retriever strips endings to recow~'r possible base forms.", '~'],
    ['Most words have one accent pattern. °In cases of doubt, it wins.', '°'],
    ['The index is small + + + + + +j~ + + in all cases.', '+ + + + + +'],
    ['ssr marker a b assr markers related to wilt resistance.', 'a b'],
    ['A b assr markers related to wilt resistance.', 'A b'],
    ['Given training utterances0<t, the learner builds lexicons (Ls)0<s.', '<'],
    ['The depth of a word x E U under a bracket is the number of brackets.', 'x E U'],
    ['The rule p E c holds for every part.', 'p E c'],
    ['A plot of the and dihedrals was drawn for each residue.', 'the and'],
    ['We are only that at least one of the matches between the also interested.', 'the also'],
    ['The odds ratio was 0.65 (0.450.95) for the intervention.', '0.450.95'],
    ['Counselling declined during the study period (20032009).', '20032009'],
    ['We used 4-fold cross-validation. 1"a-b" signifies training on a.', '"'],
    ['A B C D Figure 5 An example of the frequency vectors.', 'A B'],
    ['It is 837 DAYS BOTH ON EIGHT AT IT MAKE the rule.', 'DAYS BOTH ON EIGHT AT IT MAKE'],
    ["Methods have been published widely.' We introduce a rule-based algorithm.", "y.'"],
    ["It learned 800 transformations, 'The average length of a word was 4.46.", "'"],
    ["The results have been published widely.'", "y.'"],
    ['It holds when one of equations ([r0eql]) or ([r1eql]) holds.', '[r0eql]'],
    ['These data show that that the response is functional.', 'that that'],
    ['We test the the parser on news.', 'the the'],
    [
      'See [[reduction-to-heun-equations.- entire-solutions]] for the proof.',
      '[[reduction-to-heun-equations.- entire-solutions]]',
    ],
    ['Expression was found in 12%15% of the watchful waiting cohorts.', '%'],
    [
      'Tq-thymoquinone, mpp - 1-methyl-4-phenylpyridinium staining of cultured cells.',
      'Tq-thymoquinone, mpp - 1-methyl-4-phenylpyridinium staining of cultured cells.',
    ],
    [
      'Div-day in vitro, sem-standard error of mean.',
      'Div-day in vitro, sem-standard error of mean.',
    ],
    [
      'tq-thymoquinone, mpp - 1-methyl-4-phenylpyridinium staining of cultured cells with the nuclear fluorescence dye, dapi revealed that mpp increased apoptosis.',
      'tq-thymoquinone, mpp - 1-methyl-4-phenylpyridinium staining of cultured cells with the nuclear fluorescence dye,',
    ],
    [
      'C. h. bennett, g. brassard, s. popescu, b. schumacher, and w. k. wootters, phys.',
      'C. h. bennett, g. brassard, s. popescu, b. schumacher, and w. k. wootters, phys.',
    ],
    [
      'C. castellani, c. di castro and m. grilli, phys.',
      'C. castellani, c. di castro and m. grilli, phys.',
    ],
    [
      'Carapa guianensis; eperua falcata; symphonia globulifera; virola surinamensis.',
      'Carapa guianensis; eperua falcata; symphonia globulifera; virola surinamensis.',
    ],
    [
      'Insertion du rendez-vous: avant de commencer, accomplir cette tâche.',
      'Insertion du rendez-vous: avant de commencer, accomplir cette tâche.',
    ],
    ['12%/1% means 12% correct and 1% wrong conclusions.', '12%/1% means'],
    ['100% corresponds to the number of apoptotic nuclei in controls.', '100% corresponds to'],
    ['* indicates non-unique mutations.', '* indicates'],
    ['P indicates the parent and C the next child.', 'P indicates'],
    [
      'Colony pcr of the clones. 1: ladder, 2: negative control, 3: positive control.',
      '1: ladder, 2: negative control, 3: ',
    ],
  ])('%s', (sentence, debris) => {
    const cues = findDebris(sentence, 'en');
    expect(cues.map((c) => sentence.slice(c.start, c.end))).toContain(debris);
  });

  // A lower-cased source runs its headings into sentences that start in lower case; in cased text
  // a noun and its relative clause ("Data we collected…") is no heading.
  it.each([
    ['discussion we report two patterns of habitat use.', 'discussion'],
    ['bphs component 1 discussion the bphs is used by farmers.', 'bphs component 1 discussion'],
    ['data selection analysis we wished to quantify the power of data.', 'data selection analysis'],
    ['they were younger ( mean age 23.9 5.7 versus 26.2 5.9 years ).', '23.9 5.7'],
  ])('lower-cased: %s', (sentence, debris) => {
    const cues = findDebris(sentence, 'en', undefined, false);
    expect(cues.map((c) => sentence.slice(c.start, c.end))).toContain(debris);
  });

  it.each([
    'Data we collected from 20 sites show a steady decline.',
    'Results we obtained show a gain.',
    'Patients who had NT-proBNP above 125 pg/mL were excluded.',
    // Words written twice on purpose.
    'Those who had had the vaccine were excluded.',
    'We sampled Gorilla gorilla in two parks.',
    'We show that that claim fails.',
    'The THE ranking and AND and OR gates differ.',
    'The pump was switched on on day 3 and looked at at each stage.',
    // A statement whose subject is an article or a word, not a symbol of a key.
    'A means of transport was chosen for each site.',
    'K means clustering was applied to the profiles of all 200 genes.',
    'G denotes a finite group acting on a set.',
    // One lone letter, letters out of the alphabet's order, an article before a name.
    'Groups a, b and c were fed the same diet.',
    'The virus infects a b cell line derived from lymphoma.',
    'The A G allele at rs123 raised the risk, as did a C compiler flag.',
    'Rats fed vitamin E in oil and vitamin E and C gained weight.',
    'The word the and the word a are the most frequent words of the corpus.',
    'The OR for death was 1.8, and an OR of 2.1 was found in the WAS and ARE groups.',
    'We search the and/or tree for the best plan.',
    'If E is compact, every continuous function on E is bounded.',
    'Plants carrying a b chromosome were crossed with the wild type.',
    'The CD4>CD8 ratio and the Th1>Th2 balance were both raised.',
    'The panel was 5"x7" in size.',
    // Numbered sections, versions and years stand alone.
    'Section 5.1.2 reports accuracy for version 1.10.2 of the tagger in 2003 and 2009.',
    'I refers to the same patients in both arms.',
    'Growth indicates that the treatment works.',
    'In 2010 the rates indicated a decline.',
    'Accuracy rose from 81.5 to 83.2 and then 84.0 on the test set.',
    'We used two settings, 1: full text, 2: abstract only.',
    'Significance was marked * and ** in both arms.',
    'Cells were kept at 37 °C in air, then at 4 °C.',
    'The juice had 12 °Brix in all samples.',
    'We compare A * and weighted A * search on the grid.',
    'The product a * b * c is positive.',
    'We enrolled ca.30 patients and approx.20 controls from vol.12 of the registry.',
    'Streptomyces sp.1 strains grew; Fig.3 shows it, as Ref.12 did.',
    'The rate rose 2*3 times in a*b cells.',
    'About ~5% of +/+ mice (p<0.05, n=12) carried DNA, RNA and PCR products of the WHO and NIH.',
    'The c.101T>C and m.3243A>G variants (p=NS, R=radius, x<y) rose ~twofold, see Section~3.',
    'Short- rather than long-term use and low- as opposed to high-dose groups were compared.',
    "They called it 'wide.' We then tested the term 'Gold Standard', 'The Best' and patients' data.",
  ])('no debris in cased text: %s', (sentence) => {
    expect(findDebris(sentence, 'en')).toEqual([]);
  });

  it('finds a section number run into its heading, a list cut or a step, a footnote mark and a key', () => {
    expect(findDebris('3.cmb anisotropy coefficients for the open model.', 'en')).toHaveLength(1);
    expect(findDebris('3.5-fold more cells grew.', 'en')).toEqual([]);
    expect(findDebris('Beyond this point, we may cite: 1.', 'en')).toHaveLength(1);
    expect(findDebris('The ratio of males to females was 3:1.', 'en')).toEqual([]);
    expect(findDebris('testing: assess the significance of the patterns.', 'en')).toHaveLength(1);
    expect(findDebris('Aim: to assess the significance of the patterns.', 'en')).toEqual([]);
    expect(findDebris('The paper 1 investigates temporal links.', 'en')).toHaveLength(1);
    expect(findDebris('Our previous calculations (d2013) were limited.', 'en')).toHaveLength(1);
    expect(
      findDebris('Study 2 investigates the effect of (co2) and (pm10) on (p53).', 'en'),
    ).toEqual([]);
    expect(findDebris('2. we then fit the model.', 'en', undefined, false)).toEqual([]);
  });

  it('takes a genitive for no word broken in two', () => {
    const vocabulary = buildVocabulary([
      'The patients were seen. All patients improved. Most patients stayed.',
    ]);
    expect(findDebris("The patient's graft failed early.", 'en', vocabulary)).toEqual([]);
    expect(findDebris('The patient s graft failed early.', 'en', vocabulary)).toHaveLength(1);
  });

  it('finds a figure’s caption by its panel, case or figure number', () => {
    for (const caption of [
      'C: insulin tolerance test in low-fat diet and obese mice.',
      'Patient 3: left ventricular ejection fraction by CT 60.0%.',
      '2gastrointestinal stromal tumour: axial CT showing a large mass.',
      'C western blot analysis of proteins at different times in yeast.',
      'd representative images of the stained colon sections.',
      'D Kaplan–Meier curves of survival by group.',
    ])
      expect(findDebris(caption, 'en')).toHaveLength(1);
    for (const sentence of [
      '10fold more cells grew than in controls.',
      '3rd-year students were enrolled.',
      'Aim: to compare two doses.',
      'Case reports of 12 patients were reviewed.',
      'B cells were depleted in 40% of the mice.',
      'C programs were compiled with the new optimiser.',
      'A representative sample of 500 households was surveyed.',
    ])
      expect(findDebris(sentence, 'en')).toEqual([]);
  });

  it('takes a heading run into "previous studies" or "previous experiments"', () => {
    const heading = (sentence: string) => {
      const end = headingRunIn(sentence, 'en', false);
      return end === undefined ? undefined : sentence.slice(0, end);
    };
    expect(
      heading('neutrophil-mediated competition previous experiments by lysenko have shown it.'),
    ).toBe('neutrophil-mediated competition');
    expect(heading('discussion previous studies of treg cells have included patients.')).toBe(
      'discussion',
    );
    expect(heading('unlike previous studies, we found no effect of age.')).toBeUndefined();
    expect(heading('in previous work we characterised two strains.')).toBeUndefined();
    expect(heading('these results confirm previous studies of the gene.')).toBeUndefined();
  });

  it('takes a heading run into its paragraph’s first sentence in the work’s own voice', () => {
    const cut = (sentence: string, opensParagraph = true) => {
      const length = headingRunIn(sentence, 'en', false, undefined, opensParagraph);
      return length === undefined ? undefined : sentence.slice(0, length);
    };
    expect(
      cut('the mirnas of the zebra finch auditory forebrain we carried out rna sequencing.'),
    ).toBe('the mirnas of the zebra finch auditory forebrain');
    expect(
      cut(
        'identification of motif families in drought-responsive genes the goal of this work was to find them.',
      ),
    ).toBe('identification of motif families in drought-responsive genes');
    expect(cut('mir-125b promotes the migration of cells we used a transwell assay.')).toBe(
      'mir-125b promotes the migration of cells',
    );
    expect(cut('general remarks our study highlights several points.')).toBe('general remarks');
    // Only a paragraph's first sentence carries a heading.
    expect(
      cut('the mirnas of the zebra finch auditory forebrain we carried out rna sequencing.', false),
    ).toBeUndefined();
    for (const sentence of [
      'the method we discuss here, haplotype assembly, is attractive.',
      'the geometrical description we use is similar to that of others.',
      'the next question we decided to ask was whether it binds.',
      'in addition to the standard measures we recorded weight.',
      'compared with controls we observed higher levels.',
      'we compared the hpr homology structure we obtained with permol to a model.',
      'as a control for unspecific phenotypes we injected the lineage tracer.',
      'although not significant we observed a trend toward lower mortality.',
      'taken together we conclude that the gene is required.',
      'due to the low yield we pooled the samples.',
      'the extension of @xmath13 we consider can be defined.',
    ])
      expect(cut(sentence), sentence).toBeUndefined();
  });

  it('takes a heading of nouns run into a paragraph’s first sentence on a definite subject', () => {
    // The paper writes "characterized", "synchronized", "facilitate the" twice, and "consensus" and
    // "statement" as nouns.
    const paper = buildVocabulary([
      'Samples were characterized by size. Cells facilitate the uptake and facilitate the export.',
      'Cells synchronized. The consensus of the panel held. Our ethics statement is attached.',
      'The role of dicer in the mirna pathway is known.',
    ]);
    const cut = (sentence: string, opensParagraph = true) => {
      const length = headingRunIn(sentence, 'en', false, paper, opensParagraph);
      return length === undefined ? undefined : sentence.slice(0, length);
    };
    expect(
      cut('position-dependent consensus the analysis of a large set of data revealed preferences.'),
    ).toBe('position-dependent consensus');
    expect(cut('ethics statement the experimental design was approved by the committee.')).toBe(
      'ethics statement',
    );
    expect(
      cut('ethics statement the experimental design was approved by the committee.', false),
    ).toBeUndefined();
    // A verb, a preposition, a gerund, or a word the paper writes as a verb: one sentence.
    for (const sentence of [
      'aging increases the sensitivity to diet-induced obesity.',
      'seven qualified subjects quit the study early.',
      'peculiar immunological profiles characterize the two extremes of the spectrum.',
      'studies about the impact of habitat loss highlight a threshold.',
      'the process of sub-setting the network will fragment it.',
      'modern technologies facilitate the study of expression levels.',
      'electrons move through the respiratory chain.',
      'rats fed the high-fat diet gained more weight than controls.',
      'over half the patients had diabetes at baseline.',
      'snps near the gene were associated with the disease.',
      'pqs synchronizes the entry of cells into the cycle.',
      'the number of genes the method identified was small.',
    ])
      expect(cut(sentence), sentence).toBeUndefined();
    // A definite subject refused as the heading's end leaves a later "we" to decide.
    expect(cut('the mirna pathway the role of dicer we examined the cells.')).toBe(
      'the mirna pathway the role of dicer',
    );
  });

  it('takes a title of nouns run into an aim or into a subject opening with "some"', () => {
    // The paper's own verbs, written in -ed: "colonize", "combine", "influence".
    const paper = buildVocabulary([
      'Mice were colonized by each strain. We combined imaging with markers, which influenced the call.',
    ]);
    const cut = (sentence: string) => {
      const length = headingRunIn(sentence, 'en', false, paper);
      return length === undefined ? undefined : sentence.slice(0, length);
    };
    expect(
      cut(
        'kinase gene family in maize and rice in order to identify its members, the sequences from arabidopsis were searched.',
      ),
    ).toBe('kinase gene family in maize and rice');
    expect(
      cut('expression of selected genes in muscle some genes of lipid metabolism differed.'),
    ).toBe('expression of selected genes in muscle');
    expect(cut('domain analyses in kinase family the proteins were scanned for motifs.')).toBe(
      'domain analyses in kinase family',
    );
    expect(
      cut('enrichment scores of 3-node patterns we searched the networks for enriched patterns.'),
    ).toBe('enrichment scores of 3-node patterns');
    expect(cut('gene expression patterns we observed were stable over time.')).toBeUndefined();
    expect(cut('cells we isolated in the trial differ from controls in size.')).toBeUndefined();
    expect(
      cut('marker-assisted identification of toxin genes the first challenge was to isolate them.'),
    ).toBe('marker-assisted identification of toxin genes');
    expect(cut('treated cells in culture the medium was changed daily.')).toBeUndefined();
    // A verb beyond the lists, which the paper writes in -ed: "colonize" beside "colonized".
    expect(cut('population dynamics all three strains readily colonize the gut.')).toBe(
      'population dynamics',
    );
    for (const sentence of [
      'in winter some genes of lipid metabolism were induced.',
      'cells were grown in order to identify the clones, the plates were scanned.',
      'samples collected in summer some genes were expressed.',
      'expression of genes in liver many times higher than in muscle was seen.',
      'mice in both groups all colonize the gut.',
      'participants wore monitors in order to measure activity, the devices were worn for a week.',
      // A verb of the title itself: listed, an adverb of frequency, or one the paper writes in -ed.
      'obesity influences many aspects of health related to ageing.',
      'loss of p53 influences several genes involved in repair.',
      'cetuximab enhances the effects of many cytotoxic agents.',
      'tumour cells often invade the surrounding tissue and colonize distant organs.',
      'clinicians combine imaging and biomarkers in order to identify early lesions, a strategy that works.',
    ])
      expect(cut(sentence)).toBeUndefined();
    // Without the paper's vocabulary, no aim is read after a title.
    expect(
      headingRunIn(
        'kinase gene family in maize in order to identify its members, the sequences were searched.',
        'en',
        false,
      ),
    ).toBeUndefined();
  });

  it('takes a heading whose subject the sentence names again after it', () => {
    const sentence = 'estmd web application the estmd is a relational database.';
    expect(headingRunIn(sentence, 'en', false)).toBe('estmd web application'.length);
    expect(
      headingRunIn('web applications use the web to store data.', 'en', false),
    ).toBeUndefined();
    expect(
      headingRunIn('drug resistance limits the drug response in most patients.', 'en', false),
    ).toBeUndefined();
  });

  it('reads a first part that shares the next word’s end as no break, in other languages too', () => {
    expect(findDebris('Los valores pre- y post-operatorios fueron medidos.', 'es')).toEqual([]);
    expect(findDebris('Les valeurs pré- et post-opératoires sont mesurées.', 'fr')).toEqual([]);
    expect(findDebris('Die Ein- und Ausgangs-Signale wurden gemessen.', 'de')).toEqual([]);
  });

  it('takes a heading whose first word opens the sentence again as its subject', () => {
    const cut = (sentence: string) => {
      const length = headingRunIn(sentence, 'en', false);
      return length === undefined ? undefined : sentence.slice(0, length);
    };
    expect(cut('rna extraction for the microarray study rna was extracted using trizol.')).toBe(
      'rna extraction for the microarray study',
    );
    expect(cut('npebseq method npebseq is a non-parametric bayesian approach.')).toBe(
      'npebseq method',
    );
    expect(
      cut('rna extraction and real-time polymerase chain reaction total rna was isolated.'),
    ).toBe('rna extraction and real-time polymerase chain reaction');
    expect(cut('cytotoxicity study no significant cytotoxicity was found at any dose.')).toBe(
      'cytotoxicity study',
    );
    for (const sentence of [
      'salmonella enterica subspecies enterica is an important pathogen of pigs.',
      'rna levels rose and rna was degraded in the cells.',
      'tau levels in the tau transgenic mice were high at all ages.',
      'mice lost weight although mice were fed ad libitum.',
      'insulin levels fell after insulin was withdrawn.',
      'elements with short diffusion timescales relative to other elements are depleted faster.',
    ])
      expect(cut(sentence)).toBeUndefined();
    // In cased text a capital marks the heading's end instead.
    expect(
      headingRunIn('Dna extraction dna was extracted from saliva.', 'en', true),
    ).toBeUndefined();
  });

  it('finds a word a scan misread by the capital inside it, unless the paper uses it again', () => {
    const vocabulary = buildVocabulary([
      'The dsRed signal is bright in dsRed cells.',
      'The index is smMler than three.',
    ]);
    const misread = (sentence: string) =>
      misreadWords(sentence, vocabulary).map((c) => sentence.slice(c.start, c.end));
    expect(misread('The index is smMler than three.')).toEqual(['smMler']);
    expect(misread('The dsRed signal is bright in dsRed cells.')).toEqual([]);
    expect(misread('Pressure rose by 20 mmHg in tdTomato mice, as arXiv and spaCy show.')).toEqual(
      [],
    );
  });

  it('reads a count in a sentence that names its subject as no heading', () => {
    expect(
      repeatsHeading(
        'blood samples from 50 patients and 20 blood samples from healthy donors were collected.',
        'en',
      ),
    ).toBe(false);
    expect(
      headingRunIn(
        'inhibition of the enzyme, it was shown, reduces the tumour growth.',
        'en',
        false,
      ),
    ).toBeUndefined();
  });

  it('reads a clause before an aim as the sentence, unless a section’s name or a title heads it', () => {
    expect(
      headingRunIn(
        'phylogenetic analysis to determine whether the species differ, we sequenced a gene.',
        'en',
        false,
      ),
    ).toBe('phylogenetic analysis'.length);
    expect(
      headingRunIn(
        'genome sequencing enables clinicians to identify variants, the cost is low.',
        'en',
        false,
      ),
    ).toBeUndefined();
    expect(
      headingRunIn(
        'volunteers wore accelerometers to measure activity, we then compared groups.',
        'en',
        false,
      ),
    ).toBeUndefined();
    expect(
      headingRunIn(
        'patients underwent biopsy to confirm the diagnosis, the results were negative.',
        'en',
        false,
      ),
    ).toBeUndefined();
  });

  it('reads a noun with its relative clause as the sentence, not as a heading', () => {
    expect(
      headingRunIn('cells in culture we observed grew faster than the others.', 'en', false),
    ).toBeUndefined();
    expect(
      headingRunIn('genes in tumours we sequenced carried many mutations.', 'en', false),
    ).toBeUndefined();
  });

  it('reads a fronted comparison as the sentence, not as a heading', () => {
    expect(
      headingRunIn(
        'unlike our own solar system, many planets have high eccentricities.',
        'en',
        false,
      ),
    ).toBeUndefined();
    expect(
      headingRunIn('despite our efforts, the signal stayed below the noise floor.', 'en', false),
    ).toBeUndefined();
  });

  it.each([
    [
      'effect of model architecture on reverse toxicokinetic predictions we have found that it matters.',
      'effect of model architecture on reverse toxicokinetic predictions',
    ],
    [
      'comparison of omim with other algorithms on ppi dataset in order to validate the omim, we ran it.',
      'comparison of omim with other algorithms on ppi dataset',
    ],
    ['model development to better understand the patterns, we built a model.', 'model development'],
    ['data sources in our experiments, we validated the method on two datasets.', 'data sources'],
    // After an adverb before "we", a finding of "this study", "it is", a preposition inside.
    [
      'prediction of aminoacyl trna synthetases first we developed a model.',
      'prediction of aminoacyl trna synthetases',
    ],
    [
      'plastid phylogenomics in red algae this study shows that the genomes are conserved.',
      'plastid phylogenomics in red algae',
    ],
    ['sequence similarity search it is a common trend to use blast.', 'sequence similarity search'],
    [
      'materials and methods benchmark dataset to evaluate these methods, we derived a dataset.',
      'materials and methods benchmark dataset',
    ],
  ])('takes a subsection’s title run into its first sentence: %s', (sentence, title) => {
    expect(headingRunIn(sentence, 'en', false)).toBe(title.length);
  });

  it.each([
    'analysis of the data revealed that we were right.',
    'identification of the strains we isolated was done by pcr.',
    'evaluation of the model we proposed shows a gain.',
    'section 3 presents our proposed work.',
    'comparison of the two methods to determine accuracy was done by bland - altman analysis .',
    'regression models to predict mortality were developed in the derivation cohort .',
    'analysis of the samples we collected revealed a decline in diversity .',
    'performance of the system we built exceeded the baseline .',
    'participants in our study, on average, were older than those in the trial .',
  ])('takes no clause for a title: %s', (sentence) => {
    expect(headingRunIn(sentence, 'en', false)).toBeUndefined();
  });

  it.each([
    [
      'phylogenetic relationship of tvmules three major clades of eukaryotic elements have been identified.',
      'phylogenetic relationship of tvmules',
    ],
    [
      'distribution of tvmules in trichomonads the low degree of sequence polymorphism suggests a recent expansion.',
      'distribution of tvmules in trichomonads',
    ],
    [
      'selection of reference genes the following reference genes were tested for qpcr.',
      'selection of reference genes',
    ],
    [
      'software design the core of the tool is a pipeline that processes traces.',
      'software design',
    ],
    // A noun in -sis or -ics is no verb; after a preposition a word is its noun; "all" opens a
    // subject; a title may run to sixteen words.
    ['eeg analysis the eeg was examined in eight rats .', 'eeg analysis'],
    [
      'neural network for prediction a neural network-based predictor was used.',
      'neural network for prediction',
    ],
    ['statistical analyses the sensitivity of mr imaging was calculated.', 'statistical analyses'],
    ['patients eight mixed-breed dogs and two beagles were included.', 'patients'],
    ['patients twenty-one adult dogs with lameness were included.', 'patients'],
    ['discussion several lines of evidence suggest a role for the gene.', 'discussion'],
    // The heading's last word opens the sentence again.
    ['statistical analysis analysis of variance was used to test them.', 'statistical analysis'],
    ['rt-pcr rt-pcr was performed with the primers.', 'rt-pcr'],
    [
      'reporter gene in transformants all transformants were assayed for luciferase.',
      'reporter gene in transformants',
    ],
    [
      'mrna and protein expression kinetics after induction of the nita promoter-driven chimeric reporter gene the characteristics of the promoter were analyzed.',
      'mrna and protein expression kinetics after induction of the nita promoter-driven chimeric reporter gene',
    ],
  ])(
    'takes a title run into a sentence whose subject opens with a determiner: %s',
    (sentence, title) => {
      expect(headingRunIn(sentence, 'en', false)).toBe(title.length);
    },
  );

  it.each([
    'mas technology implies the use of a set of markers which are linked.',
    'light of the appropriate wavelength excites the ps molecule into a triplet state.',
    'points mark the measured amplitudes for two different positions.',
    'liver and kidney disease both impact vitamin d metabolism in most patients.',
    'taken together these results suggest that cbl is beneficial.',
    'methods to test these hypotheses, several experimental approaches have been performed.',
    'singularities in maximal four dimensional spacetimes can be divided into three classes.',
    'fifty - four eyes of fifty - four consecutive patients were examined.',
    'gene expression measured the levels of all genes in the samples was high.',
    'mutations in brca1 gave the cells a growth advantage that was measured in vitro.',
    'loss of pten drives the growth of tumours that are resistant to therapy.',
    'evaluation metrics capture the quality of translations better than raters do.',
    'political topics dominate the coverage of the campaign in most papers.',
    'mice in the treatment group all developed large tumours within four weeks.',
    'women and men both reported more pain after the second operation.',
    'patients two weeks after surgery returned for a second scan.',
    'multivariate analysis of group a data indicated that age mattered.',
    'protein kinase a activity was measured in all cells.',
    'botulinum toxin a injections were given to all patients.',
    'nodes in cluster a are connected to the hub.',
    'summary statistics capture the shape of the distribution and were computed.',
    'we found that that gene was silent in all the mutant lines.',
  ])('takes no subject with its verb for a title: %s', (sentence) => {
    expect(headingRunIn(sentence, 'en', false)).toBeUndefined();
  });

  it('takes no word the paper uses as a verb for the end of a title', () => {
    const sentence =
      'infusion of nmda antagonists into prf inhibits the tonic seizures were suppressed in all rats.';
    expect(headingRunIn(sentence, 'en', false)).toBe(
      'infusion of nmda antagonists into prf inhibits'.length,
    );
    const paper = buildVocabulary(['the antagonists inhibited seizures in all rats.']);
    expect(headingRunIn(sentence, 'en', false, paper)).toBeUndefined();
  });

  it('reads a number grouped in thousands as one number', () => {
    const cues = findDebris('Die Stadt hat 3.500.000 Einwohner und wächst.', 'de');
    expect(cues.map((c) => c.why)).not.toContain('two numbers run together');
  });

  it('takes no noun with its relative clause for a heading, in lower case either', () => {
    expect(
      findDebris('data we collected from 20 sites show a decline.', 'en', undefined, false),
    ).toEqual([]);
  });

  it('finds words the paper writes apart or whole, glued or broken', () => {
    const vocabulary = buildVocabulary([
      'In this paper we tag tweets. In this paper we also parse them.',
      'A statistical parser and a statistical tagger.',
    ]);
    const sentence = 'In thispaper we train a statisti cal tagger.';
    expect(
      findDebris(sentence, 'en', vocabulary).map((c) => sentence.slice(c.start, c.end)),
    ).toEqual(['thispaper', 'statisti cal']);
  });

  it('reads a long run of spaces after a number once (no catastrophic backtracking)', () => {
    expect(findDebris(`1${' '.repeat(200_000)}:`, 'en')).toEqual([]);
  });

  it('reads a long run of letters once (no lookbehind scanning the run at every letter)', () => {
    expect(findDebris(`A${'a'.repeat(200_000)}.`, 'en')).toEqual([]);
  });

  it('finds nothing in a clean sentence, enumerations and URLs included', () => {
    for (const sentence of [
      'We (1) tag tweets and (2) parse them.',
      'The code is available at https://example.org/tagger.',
      'Accuracy rose from 81.2% to 85.6% (p < 0.01).',
      'We compared low-dose aspirin, high-dose aspirin and placebo.',
      'We tag tweets; we parse them; we stop.',
      'Pre- and post-test scores rose, as did first- or second-order terms.',
      'Pre- as well as post-operative scores rose.',
      'Strains of E. coli, S. aureus, P. aeruginosa, and K. pneumoniae were grown.',
      'The U.S. Army and the U.K. Navy and N. Smith met in 1990.',
      'It grew in E. coli, as many others report, e.g.',
      'Pathogens, i.e. bacteria such as E. coli, S. aureus, K. pneumoniae and P. aeruginosa, were tested.',
      'Resistance rose in E. coli, and in K. pneumoniae, too.',
      'Samples from Münster, Göttingen and Würzburg showed similar titres.',
      'Sensitivity 92%; specificity 85%; accuracy 89%.',
      'Cell-cell, gene-gene and drug-drug interactions were modelled.',
      'Levels of [o2] and [h2o] rose in the second week.',
      'Results in mice suggest that the drug is safe.',
      'Methods to estimate the load have been proposed.',
      'Samples were re-examined, re-evaluated and co-cultured.',
      'Intracellular [Ca2+] rose and [O2] fell by 12% (95% CI 5%-20%) within [12, 14] days.',
      'We thank the group of de la Cruz in La Rochelle for the data used in this study.',
      'Astronomy & Astrophysics and A & A published the survey.',
      'We used two settings, 1: full text, 2: abstract only.',
      'Johnson & Johnson, Procter & Gamble and Black & Decker were studied.',
      'We surveyed Arts & Humanities, Science & Engineering and Health & Medicine.',
      'Apoe-/-mice developed larger plaques; values are mean +/-standard deviation.',
      'Seq2Seq models and Doc2Vec embeddings were compared in Emx1Cre mice and Cdc42Hs cells.',
      'Figures 1, 2A and 3 show the panels; in 2, The Lancet printed it.',
      'Why does the parser fail? We show that Collins? is no name here.',
      'Patients were followed in three phases (1: baseline, 2: intervention, 3: 6-month follow-up).',
    ])
      expect(findDebris(sentence, 'en')).toEqual([]);
  });
});

describe('the point of a sentence', () => {
  it('takes two statements of the contribution about the same thing as one point', () => {
    const a = pointOf(
      'We propose a hierarchical Bayesian language model based on Pitman-Yor processes.',
      'en',
    );
    const b = pointOf('We have described a hierarchical Pitman-Yor process language model.', 'en');
    expect(a.move).toBe('contribution');
    expect(samePoint(a, b)).toBe(true);
  });

  it('takes "I present" and "the paper introduces" for the contribution', () => {
    const a = pointOf(
      'I present a simple unsupervised learning algorithm for classifying reviews.',
      'en',
    );
    const b = pointOf(
      'The paper introduces a simple unsupervised algorithm for rating a review.',
      'en',
    );
    expect([a.move, b.move]).toEqual(['contribution', 'contribution']);
    expect(samePoint(a, b)).toBe(true);
  });

  it('takes the same measured figure about the same thing as one point, not a shared p-value', () => {
    const a = pointOf(
      'The algorithm achieves an average accuracy of 74% on automobile reviews.',
      'en',
    );
    const b = pointOf(
      'In experiments with 410 reviews, the algorithm attains an average accuracy of 74%.',
      'en',
    );
    expect(samePoint(a, b)).toBe(true);
    const c = pointOf('Survival was longer after surgery than after radiation (p < 0.001).', 'en');
    const d = pointOf('Survival after surgery was longer in women than in men (p < 0.001).', 'en');
    expect([...c.figures]).toEqual([]);
    expect(samePoint(c, d)).toBe(false);
  });

  it('keeps apart two sentences about different things', () => {
    const a = pointOf('We propose a tagger for tweets based on word clusters.', 'en');
    const b = pointOf('The tagger halves the error rate on news and on tweets.', 'en');
    expect(samePoint(a, b)).toBe(false);
  });

  it.each([
    ['Our results show that the tagger halves the error.', true],
    ['The tagger outperforms a CRF baseline.', true],
    ['Accuracy rose to 91%.', true],
    ['We describe a tagger for tweets.', false],
    ['Tagging tweets is hard.', false],
  ])('reportsResult: %s', (sentence, expected) => {
    expect(reportsResult(sentence)).toBe(expected);
  });

  it('names the moves an abstract makes once', () => {
    expect(moveOf('In this paper, we present a tagger.')).toBe('contribution');
    expect(moveOf('Overall, our results indicate that clusters help.')).toBe('conclusion');
    expect(moveOf('Tweets are short.')).toBeUndefined();
  });

  it('takes what the work does within "in this study" for the contribution, in either voice', () => {
    expect(
      moveOf(
        'In the present study, the drug was investigated to ascertain whether it protects neurons.',
      ),
    ).toBe('contribution');
    expect(moveOf('In the current study, we determined the prevalence of the antibodies.')).toBe(
      'contribution',
    );
    // Said alone, the same verbs report a result.
    expect(moveOf('We determined that the prevalence was 12%.')).toBeUndefined();
    expect(
      moveOf('All strains used in this study were characterized by whole-genome sequencing.'),
    ).toBeUndefined();
    expect(moveOf('In this study, we determined that the prevalence was 12%.')).toBeUndefined();
  });
});

describe('repeatsHeading', () => {
  it.each([
    [
      'components risk factor analysis for lesions recorded by bphs several relationships between respiratory lesions recorded by bphs were identified.',
      true,
    ],
    [
      'classification of protein sequences the proposed statistical measures are used to classify protein sequences.',
      true,
    ],
    // A count names the heading's words anew.
    ['bac libraries two bac libraries from the melon line were used for sequencing.', true],
    ['case study 5 previous case studies indicated that our scores in combination help.', true],
    ['acetyl-coa binding site the acetyl-coa binding sites in msh and msg are equivalent.', false],
    ['study designs vary widely and observational study design choices matter.', false],
    // The sentence names its subject again after a function word.
    [
      'colour change and camouflage previous observations indicated that the capacity of colour change differs.',
      false,
    ],
    // Placeholders are no words.
    ['mtd <dig> is co-expressed with mtccd <dig> and mtd <dig> during nodule formation.', false],
    ['both strains display similar phenotypes although both strains differ in their genes.', false],
    [
      'deep learning methods have improved speech recognition, yet training deep learning methods remains costly.',
      false,
    ],
  ])('%s → %s', (sentence, expected) => {
    expect(repeatsHeading(sentence, 'en')).toBe(expected);
  });
});
