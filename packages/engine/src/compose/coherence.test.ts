import { describe, expect, it } from 'vitest';
import type { Role } from '../rank/roles.ts';
import { candidatesOf } from '../fixtures/candidates.ts';
import { contextBefore } from '../sentence/reader-cues.ts';
import { coherenceRule, essentials, isDetail, isFutureWork, presentedFirst } from './coherence.ts';
import { selectForBudget, takenWith, type Candidate } from './select.ts';

/** A paper's sentences as candidates, scored best first unless a score is given. */
function pool(sentences: [string, Role, number][]) {
  const candidates = candidatesOf(sentences.map(([text, , score]) => [text, score] as const));
  const info = new Map(
    sentences.map(([, role], index) => [
      index,
      { role, context: contextBefore(index, (k) => sentences[k]?.[0]) },
    ]),
  );
  return { candidates, info, rule: coherenceRule(candidates, info, 'en') };
}

describe('coherenceRule', () => {
  const { candidates, info, rule } = pool([
    ['Tagging tweets is hard because they are short and noisy.', 'background', 0.1],
    [
      'We propose a tagger built on word clusters learned from unlabelled tweets.',
      'objective',
      0.5,
    ],
    ['These clusters halve the error rate of a strong baseline.', 'results', 0.9],
    ['As shown above, the tagger also runs in linear time.', 'results', 0.8],
    ['Social media text differs from news in many ways.', 'background', 0.2],
  ]);
  const [problem, proposal, finding, pointer, otherBackground] = candidates as [
    Candidate,
    Candidate,
    Candidate,
    Candidate,
    Candidate,
  ];

  it('takes a sentence that leans on its predecessor only with it', () => {
    expect(rule.judge(finding, [])).toEqual({ kind: 'needs', predecessor: proposal });
    expect(rule.judge(finding, [proposal])).toEqual({ kind: 'ok' });
  });

  it('takes a definite mention of what the paper introduced just before only with it', () => {
    const paper = pool([
      ['Judgements cost a tenth of expert ones.', 'results', 0.6],
      ['We build a web service that shows two translations side by side.', 'methods', 0.2],
      ['Annotators agree with each other using the web service.', 'results', 0.8],
      ['Raters were paid per item.', 'methods', 0.3],
      ['Evaluation is feasible using the web service.', 'results', 0.9],
    ]);
    const [, service, agree, , feasible] = paper.candidates as Candidate[] as [
      Candidate,
      Candidate,
      Candidate,
      Candidate,
      Candidate,
    ];
    // Introduced two sentences back: no one sentence in front can hold it, so it is the last
    // resort of a window nothing else fills, taken with the sentence that introduces it.
    expect(paper.rule.judge(feasible, [])).toEqual({
      kind: 'veto',
      hard: false,
      distant: true,
      antecedents: [agree, service],
    });
    expect(takenWith(paper.rule, feasible, [], 'distant')).toEqual([service, feasible]);
    // Once the abstract has introduced it, the mention stands.
    expect(paper.rule.judge(feasible, [service])).toEqual({ kind: 'ok' });
    // Right after the sentence that introduces it, it comes with that sentence.
    expect(paper.rule.judge(agree, [])).toEqual({ kind: 'needs', predecessor: service });
  });

  it('takes a sentence that leans by a definite noun alone only when nothing else fills the window', () => {
    const paper = pool([
      ['We study how heat moves through thin films of graphene on copper.', 'objective', 0.9],
      ['A pulsed laser warms one side of each sample.', 'methods', 0.1],
      ['Sensors on the far side record the temperature every microsecond.', 'methods', 0.1],
      ['The films conduct heat twice as fast as bulk graphite does.', 'results', 0.8],
      ['They also conduct charge well.', 'results', 0.7],
    ]);
    const [, , , films, pronoun] = paper.candidates as Candidate[] as [
      Candidate,
      Candidate,
      Candidate,
      Candidate,
      Candidate,
    ];
    // Without the sentence that introduces them, "The films" were introduced three sentences back.
    expect(paper.rule.judge(films, [])).toMatchObject({ kind: 'veto', hard: false, distant: true });
    const select = (budget: number) =>
      selectForBudget([films, pronoun], budget, { rule: paper.rule }).map((c) => c.index);
    // A window only the dangling sentence fills takes it, after the sentence that introduces the films…
    expect(select(25)).toEqual([0, 3]);
    // …and one it leaves short either way does not.
    expect(select(40)).toEqual([]);
    // A pronoun whose predecessor itself dangles never comes.
    expect(paper.rule.judge(pronoun, [])).toEqual({ kind: 'veto', hard: true });
    // Nor does the dangling sentence come by a swap, when no sentence names the films.
    const rest = paper.candidates.slice(1);
    const restRule = coherenceRule(rest, paper.info, 'en');
    const window = { min: 20, max: 22 };
    expect(selectForBudget(rest, 21, { rule: restRule, window }).map((c) => c.index)).toEqual([
      1, 2,
    ]);
  });

  it('never takes a pointer no sentence in front can hold', () => {
    expect(rule.judge(pointer, [finding, proposal])).toEqual({ kind: 'veto', hard: true });
  });

  it('takes one sentence of background', () => {
    expect(rule.judge(otherBackground, [])).toEqual({ kind: 'ok' });
    expect(rule.judge(otherBackground, [problem])).toEqual({ kind: 'veto', hard: false });
  });

  it('takes one sentence that sums up what the findings mean', () => {
    const paper = pool([
      ['We measured heat at 48 street sensors over one summer.', 'methods', 0.5],
      ['Overall, our results indicate that street trees cool the night.', 'conclusions', 0.8],
      [
        'Our findings suggest that planting programmes pay off in dense districts.',
        'conclusions',
        0.7,
      ],
    ]);
    const [, overall, findings] = paper.candidates as [Candidate, Candidate, Candidate];
    expect(paper.rule.judge(findings, [])).toEqual({ kind: 'ok' });
    expect(paper.rule.judge(findings, [overall])).toEqual({ kind: 'veto', hard: false });
  });

  it('takes a second statement of what the work does only when it is about something else', () => {
    const paper = pool([
      [
        'The study provides the scientific basis for protein typing in forensics.',
        'objective',
        0.8,
      ],
      ['The study explores the practical basis for typing hair proteins.', 'objective', 0.7],
      ['We also release a catalogue of tropical tree transcriptomes.', 'objective', 0.6],
    ]);
    const [provides, explores, release] = paper.candidates as [Candidate, Candidate, Candidate];
    expect(paper.rule.judge(explores, [provides])).toEqual({
      kind: 'veto',
      hard: false,
      redundant: true,
    });
    expect(paper.rule.judge(release, [provides])).toEqual({ kind: 'ok' });
  });

  it('takes two results that share only a confidence level', () => {
    const paper = pool([
      ['Mortality fell by 12% (95% CI 5 to 20%) in the treated wards.', 'results', 0.8],
      ['Readmissions fell by 8% (95% CI 2 to 14%) over the same year.', 'results', 0.7],
    ]);
    const [mortality, readmissions] = paper.candidates as [Candidate, Candidate];
    expect(paper.rule.judge(readmissions, [mortality])).toEqual({ kind: 'ok' });
  });

  it('regression: a soft veto of a leaning sentence still brings what it leans on', () => {
    const background = pool([
      ['Tweets are short, which makes tagging them hard.', 'background', 0.9],
      ['Tagging them with news models loses a third of the accuracy.', 'background', 0.5],
      ['These losses come from slang and spelling.', 'background', 0.8],
    ]);
    const [first, second, leaning] = background.candidates as [Candidate, Candidate, Candidate];
    expect(background.rule.judge(leaning, [first])).toEqual({
      kind: 'veto',
      hard: false,
      predecessor: second,
    });
    // Short of the budget, the fill pass takes it, but only after its predecessor.
    const chosen = selectForBudget(background.candidates, 30, { rule: background.rule });
    expect(chosen.map((c) => c.index)).toEqual([0, 1, 2]);
  });

  it('selects the leaning sentence with the one it leans on, in the paper’s order', () => {
    const chosen = selectForBudget(candidates, 25, { rule });
    expect(chosen.map((c) => c.index)).toEqual([1, 2]);
  });

  it('chooses what the work does and what it found first', () => {
    const found = essentials(candidates, info, { result: true, language: 'en' });
    expect(found.contribution).toBe(proposal);
    expect(found.result).toBe(finding);
    expect(essentials(candidates, info, { result: false, language: 'en' }).result).toBeUndefined();
  });

  it('chooses a result the paper reports over one it supposes', () => {
    const paper = pool([
      ['We compare two significance tests for machine translation.', 'objective', 0.5],
      ['If one system outperforms the other 95% of the time, we call it better.', 'results', 0.9],
      ['We find that bootstrap intervals hold for test sets of 300 sentences.', 'results', 0.6],
    ]);
    const found = essentials(paper.candidates, paper.info, { result: true, language: 'en' });
    expect(found.result).toBe(paper.candidates[2]);
  });

  it('chooses the contribution the paper states as it opens, unless its restatement is far better', () => {
    const paper = (opening: number) =>
      pool([
        ['We propose a tagger built on word clusters.', 'objective', opening],
        ['Tweets are short and noisy.', 'background', 0.1],
        ['Clusters were learned from unlabelled tweets.', 'methods', 0.1],
        ['The tagger halves the error rate of a strong baseline.', 'results', 0.6],
        ['We presented a tagger for tweets that uses word clusters.', 'conclusions', 0.9],
      ]);
    const options = { result: true, language: 'en' };
    const close = paper(0.2);
    expect(essentials(close.candidates, close.info, options).contribution).toBe(
      close.candidates[0],
    );
    const far = paper(-1.5);
    expect(essentials(far.candidates, far.info, options).contribution).toBe(far.candidates[4]);
  });

  it('chooses the best result the selection can take when the best one dangles', () => {
    const paper = pool([
      ['We test two taggers on tweets.', 'objective', 0.5],
      ['Errors were counted by hand.', 'methods', 0.1],
      ['As shown above, the clustered tagger outperforms the baseline by 4%.', 'results', 0.9],
      ['Word clusters halve the error rate of a news-trained tagger.', 'results', 0.6],
    ]);
    const [, , dangling, standing] = paper.candidates as Candidate[] as [
      Candidate,
      Candidate,
      Candidate,
      Candidate,
    ];
    const options = { result: true, language: 'en' };
    expect(essentials(paper.candidates, paper.info, options).result).toBe(dangling);
    const takes = (c: Candidate) => takenWith(paper.rule, c, []) !== undefined;
    expect(essentials(paper.candidates, paper.info, { ...options, take: takes }).result).toBe(
      standing,
    );
  });
});

describe('isFutureWork', () => {
  it.each([
    ['We plan to improve this in our future work.', true],
    ['We also plan to pursue better metrics for evaluation.', true],
    ['We intend to perform experiments to compare the perplexity of the models.', true],
    ['In our future work, we intend to adopt a larger corpus.', true],
    ['We intend to show in this paper that the bound is tight.', false],
    ['Since we intend to construct vertex operators, we need a lattice.', false],
    ['Future work includes using lexical information more deeply.', true],
    ['In the future, we hope to generalize these networks.', true],
    ['A major area for future work is the treatment of morphology.', true],
    ['We hope to shed some light on this question.', false],
    ['We will show that the bound is tight.', false],
    ['The model predicts future demand within 5%.', false],
    ['In this paper we will investigate the convergence of the scheme.', false],
    ['In this paper, we intend to show that the bound is tight.', false],
    ['To forecast demand in the future, we train a recurrent network.', false],
    ['Our findings open new avenues for future research.', false],
    ['We leave the extension to other languages for future work.', true],
    ['This will be investigated in future studies.', true],
    ['Future studies should examine the dose.', true],
    ['A complete presentation of our data will appear in a future paper.', true],
    ['Experiments need to be done using languages that are less common.', true],
    ['More work needs to be done on morphology.', true],
    ['These experiments need to be done with care.', false],
    ['The experiments need a large corpus.', false],
    ['Immediate plans include a larger scale version of the experiment.', true],
    ['For the modelling, we are also considering building alternative structures.', true],
    ['Our ongoing work is addressing this point.', true],
    ['The mechanism is incompletely established and remains to be further investigated.', false],
    ['Our current work is inspired by the block orientation model.', false],
    ['The method warrants further investigation in clinics.', true],
    ['The plans include a new road.', false],
    ['We are considering two settings of the parser in this paper.', false],
    ['In this paper, we are also considering the effect of noise.', false],
    ['This paper is part of our ongoing research on parsing.', false],
    ['The finding deserves further study in larger cohorts.', true],
    ['We also hope to handle a wider class of time expressions.', true],
    ['We hope that this work will encourage further investigation into k-best lists.', true],
    ['We hope that the tool will be useful to clinicians.', false],
    ['We are working on integrating our tool as a plug-in.', true],
    ['We are investigating more direct ways of applying the method.', true],
    ['We are investigating the convergence of the scheme.', false],
    ['It would be interesting to investigate the early stages of the crop.', true],
    ['It will be important to determine whether the effect persists.', true],
    ['It is important to determine the dose before treatment.', false],
    ['In the future research, it is better to address laboratory practices.', true],
    ['The samples need to be stored at 4 °C.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(isFutureWork(sentence)).toBe(expected);
  });
});

describe('isDetail', () => {
  it.each([
    ['Criteria for inclusion in this study were the occurrence of the lesions.', true],
    ['Criteria for enrollment were age and consent.', true],
    ['The learning rate was set to 0.01 for all runs.', true],
    ['Comparisons between groups were performed using a two-tailed t test.', true],
    ['Notation: X is the set of trees.', true],
    ['We propose a tagger and show that it halves the error rate.', false],
    ['Cultures were incubated with the dye for 15 to 30 minutes.', true],
    ['The protein concentration was measured by the BCA assay.', true],
    ['Glucose was measured using a commercial kit.', true],
    ['Anti-flag and anti-GAPDH antibodies were used to detect the proteins.', true],
    ['Western blots were performed after the antibody was checked.', true],
    ['A linear gradient of buffer B was used to elute the protein.', true],
    ['The proteins were transferred to a polyvinylidene difluoride membrane.', true],
    ['The membrane was blocked by incubating with non-fat milk.', true],
    ['Briefly, 100 ng of total RNA was converted to cDNA.', true],
    ['Briefly, supernovae of type II show hydrogen lines.', false],
    ['Briefly, the model was able to recover 90% of the links.', false],
    ['The membranes were probed with an antibody against actin.', true],
    ['Crowd workers were used to label the data.', false],
    ['Supplementation with 400 µg of folic acid reduced defects by 70%.', false],
    ['Inhibition by incubation with the drug reached 60%.', false],
    ['Some strength points of this study include the large sample.', true],
    ['Blood pressure was measured in 400 adults and fell by 10%.', false],
    ['Funds were transferred to the regional budget.', false],
    ['Support to these findings is provided by Chesneau and coworkers.', true],
    ['The same gain was found by Kim et al. in mice.', true],
    ['The baseline fatigue scores were similar in both groups.', true],
    ['Parameters included age, weight and the day-3 FSH level.', true],
    ['Cases with an intensity of 1 or 2 were considered positive.', true],
    ['Main effects for time and group were assessed.', true],
    ['Haplotype phase was determined by manual inspection of the reads.', true],
    ['The effect was found by our new method in 40% of cases.', false],
    ["In Nam's study, the association was linked to PTEN deletions.", true],
    ['A recent meta-analysis of 18 studies demonstrated a higher risk.', true],
    ['A survey of 400 farmers was conducted in 2019.', false],
    ['Expression was assessed semiquantitatively using a 3-tiered system.', true],
    ['Mean levels were further compared using univariate analysis.', true],
    ['Outcomes were similar in both arms at 12 months.', false],
    ['Blood samples were collected for determinations of plasma glucose.', true],
    ['Cultures were rinsed carefully with phosphate buffered saline.', true],
    ['Cells were permeabilized with 0.4% triton x-100 for ten minutes.', true],
    ['Overnight-fasted mice were anesthetized with sodium pentobarbital.', true],
    ['Mice lacking the receptor were protected from weight gain.', false],
    ['Tumours lacking VEGF were poorly perfused and became hypoxic.', false],
    ['Infected cells were rapidly lysed by natural killer cells.', false],
    ['Only 12% of the bugs were fixed in the next release.', false],
    ['Cells were fixed with 4% paraformaldehyde for 45 min.', true],
    ['A probability value of < 0.05 is considered significant.', true],
    [
      'Clearance rose from 2.9 ± 0.5, 2.5 (2.2–3.8) to 8.8 ± 0.5, 8.6 (8.0–9.6) in the controls.',
      true,
    ],
    ['Accuracy rose from 81.2% to 85.6% on the 2004 test set.', false],
    ['Farmers harvested 30% more grain with the new cultivar.', false],
    ['Patients who were treated early recovered faster than those treated late.', false],
    ['One should note also the good agreement between simulation and theory.', true],
    ['It should be noted that the cohort was small.', true],
    ['Notice that the bound holds only for small radii.', true],
    ['Theory has been discussed in detail in previous publications, so we summarize it.', true],
    ['Our previous calculations were limited to the phase before helium ignition.', true],
    ['Our approach is most closely related to the work of Hatzivassiloglou and McKeown.', true],
    // The work beside earlier work, or building on it: the paper's own statement.
    ['We tested our program on a data set used in previous work and on a new corpus.', false],
    ['Our transcriptomic studies and our previous work show that the genes are repressed.', false],
    ['It is most closely related to Hatzivassiloglou and McKeown’s work on adjectives.', true],
    ['Burnout was closely related to workload and sleep loss.', false],
    ['Disease severity was closely related to the study site.', false],
    ['Noticeably, the gains were largest on long notes.', false],
    ['One can observe a sharp phase transition near 4 K.', false],
    ['We use the term preprocessing to describe input modifications.', true],
    ['A woman was considered HIV negative if the test was negative twice.', true],
    ['The inclusion criteria were age over 60 and a normal scan.', true],
    ['Patients with a pacemaker or a septal defect were excluded from the study.', true],
    ['Total rna was isolated according to the manufacturer’s protocol.', true],
    ['Alternative explanations were excluded by the second experiment.', false],
    ['Patients were classified as responders more often when treated early.', false],
    ['Adult female and male mice were used for the western blot experiments.', true],
    ['In the first step, plasmid pnitx was constructed.', true],
    ['Recombinant colonies were confirmed by restriction digest and sequencing.', true],
    ['Dna was extracted from the saliva samples using a bacterial dna kit.', true],
    ['Seedlings were grown in slides for 3 days before treatment.', true],
    ['Protein concentrations were measured using a bca assay kit.', true],
    ['The virus was detected in 40% of the prostate tumour samples.', false],
    ['The protein was initially isolated by our group as a cofactor of srf.', false],
    ['To map ncrna, we built two libraries that were purified using a kit.', false],
    ['The linear plasmid was streaked onto a plate to obtain single colonies.', true],
    ['The patient was transferred to the intensive care unit and died.', false],
    ['The results were mixed with some trials showing benefit.', false],
    ['Word vectors were constructed from co-occurrence counts.', false],
    ['The diagnosis was confirmed by sequencing of the BRCA1 gene.', false],
    ['Patients were isolated at home for two weeks.', false],
    ['Stars were removed from the simulation when they left the tidal radius.', true],
    ["By 'three spins', we mean the orientations of three electrons.", true],
    ['The targets are shown by clicking the tarbase button.', true],
    ['Click chemistry joined the two fragments.', false],
    ['We model clicks on the search result page.', false],
    ['The threshold t was used to classify tumours.', false],
    ['Outliers were removed by the second filter.', false],
    ['Clustering algorithms are generally categorized as hierarchical and partitional.', true],
    ['Unsupervised clustering revealed that patients can be grouped into four subtypes.', false],
    ['We divided the patients into two groups.', false],
    ['Cases came from a private laboratory located in Monroe, MI.', true],
    ['The tumour was located in the left lobe in 12 patients.', false],
    ['Four to 6 week-old mice from the Pasteur Institute of Iran were used.', true],
    ['Mice from the treated group gained weight.', false],
    ['Pigs from an organic farm had lower Salmonella prevalence.', false],
    ['We report a massive galaxy cluster located at redshift 1.4.', false],
    ['Users’ clicking behaviour predicts relevance.', false],
    ['We find that 12% of the metals were removed from the samples by washing.', false],
    ['Rapid antigen tests were used to screen 10,000 travellers.', false],
    ['We trained our model with the whole training set and the best parameters.', true],
    ['MBR with default parameters results in gains on 18 pairs.', false],
    ['Competent cells of the jm109 strain were used for transformation.', true],
    ['Colon tissues were included as positive controls for immunostaining.', true],
    ['Strains were transformed using the recombinant plasmid.', true],
    ['Steady states were chosen heuristically by sight.', true],
    ['Kruskal-Wallis tests were used to compare groups on age.', true],
    ['Fisher’s exact test was used for categorical variables.', true],
    ['Genetic tests were positive in 12 patients.', false],
    ['The tool is based on the same engine, but written in Java for speed.', true],
    ['The model scaling factors were optimized with respect to the error rate.', true],
    ['We show that a parser written in one framework transfers to others.', false],
    ['Projects written in Python have fewer defects than those written in C++.', false],
    ['The design was optimized for low power and cut energy use by 40%.', false],
    [
      'The structure was computed with the full-potential method as implemented in the elk package.',
      true,
    ],
    ['We use a modified version of the inflation v2 module.', true],
    ['The atomic positions used in the calculation are those obtained from diffraction.', true],
    ['We present the formulae for a bigram language model.', true],
    ['Sequencing was performed in single-read mode with 50 nt reads.', true],
    ['Sequencing was performed on an Illumina HiSeq with 100 nt reads.', true],
    ['We present the first model of the ion channel.', false],
    ['We used a modified version of the Stroop task.', false],
    ['Sequencing was performed in 12 patients with relapse.', false],
  ])('%s', (sentence, expected) => {
    expect(isDetail(sentence)).toBe(expected);
  });
});

describe('presentedFirst', () => {
  const texts = (order: readonly Candidate[]) => order.map((c) => c.text);

  it('puts the sentence presenting the work before the first that names its method as known', () => {
    const { candidates, info, rule } = pool([
      ['Tweets are short and noisy.', 'background', 0.1],
      ['We evaluate our approach on two tweet corpora.', 'methods', 0.4],
      ['Tagging accuracy rises from 85.3% to 92.1%.', 'results', 0.9],
      ['We present a tagger built on word clusters.', 'conclusions', 0.5],
    ]);
    expect(texts(presentedFirst(candidates, rule, info, 'en'))).toEqual([
      'Tweets are short and noisy.',
      'We present a tagger built on word clusters.',
      'We evaluate our approach on two tweet corpora.',
      'Tagging accuracy rises from 85.3% to 92.1%.',
    ]);
  });

  it('puts it before a sentence that opens on "The approach" as known', () => {
    const { candidates, info, rule } = pool([
      ['The approach was based on a statistical translation model.', 'methods', 0.4],
      ['This paper presents an alternative to extractive summarization.', 'methods', 0.5],
    ]);
    expect(texts(presentedFirst(candidates, rule, info, 'en'))).toEqual([
      'This paper presents an alternative to extractive summarization.',
      'The approach was based on a statistical translation model.',
    ]);
  });

  it('reads no plural after the method, nor another group’s method, as the work taken as known', () => {
    const { candidates, info, rule } = pool([
      ['The method was first described by Smith in 1990 for trees.', 'methods', 0.4],
      ['The model parameters were fitted to the counts.', 'methods', 0.4],
      ['This paper presents an extension of the method to forests.', 'methods', 0.5],
    ]);
    expect(texts(presentedFirst(candidates, rule, info, 'en'))).toEqual([
      'The method was first described by Smith in 1990 for trees.',
      'The model parameters were fitted to the counts.',
      'This paper presents an extension of the method to forests.',
    ]);
  });

  it('reads a description of something ("We present a description of…") as no presentation of the work, an analysis as one', () => {
    const { candidates, info, rule } = pool([
      ['We generalize lattice decoding to hierarchical phrase-based translation.', 'methods', 0.5],
      ['We present a description of lattice decoding with finite-state models.', 'methods', 0.4],
      ['Translation quality rises by 1.2 BLEU.', 'results', 0.9],
    ]);
    expect(presentedFirst(candidates, rule, info, 'en')).toEqual(candidates);
    // An analysis is the work itself.
    const analysis = pool([
      ['We fit the spectra with stellar models.', 'methods', 0.5],
      ['We present an analysis of spectra of a polluted white dwarf.', 'methods', 0.4],
    ]);
    expect(texts(presentedFirst(analysis.candidates, analysis.rule, analysis.info, 'en'))).toEqual([
      'We present an analysis of spectra of a polluted white dwarf.',
      'We fit the spectra with stellar models.',
    ]);
  });

  it('reads "We report a…" as presenting the work, not "We report a 30% fall…"', () => {
    const { candidates, info, rule } = pool([
      ['Little is known of how bacteria pack their chromosomes.', 'background', 0.1],
      ['Assemblies were found to be 40% longer than wide.', 'results', 0.9],
      ['We report a set of structural parameters of partition assemblies.', 'conclusions', 0.5],
    ]);
    expect(texts(presentedFirst(candidates, rule, info, 'en'))).toEqual([
      'Little is known of how bacteria pack their chromosomes.',
      'We report a set of structural parameters of partition assemblies.',
      'Assemblies were found to be 40% longer than wide.',
    ]);
    const finding = pool([
      ['Little is known of how bacteria pack their chromosomes.', 'background', 0.1],
      ['Assemblies were found to be 40% longer than wide.', 'results', 0.9],
      ['We report a 30% fall in their width under stress.', 'conclusions', 0.5],
    ]);
    expect(presentedFirst(finding.candidates, finding.rule, finding.info, 'en')).toEqual(
      finding.candidates,
    );
  });

  it('puts it before the first finding', () => {
    const { candidates, info, rule } = pool([
      ['Tweets are short and noisy.', 'background', 0.1],
      ['Tagging accuracy rises from 85.3% to 92.1%.', 'results', 0.9],
      ['We present a tagger built on word clusters.', 'conclusions', 0.5],
    ]);
    expect(texts(presentedFirst(candidates, rule, info, 'en'))).toEqual([
      'Tweets are short and noisy.',
      'We present a tagger built on word clusters.',
      'Tagging accuracy rises from 85.3% to 92.1%.',
    ]);
  });

  it('puts it before the first step of the work told in the first person', () => {
    const { candidates, info, rule } = pool([
      ['Finding the polarity of words matters for opinion mining.', 'background', 0.1],
      ['We use a lattice model from physics.', 'methods', 0.4],
      ['To overcome sparse seeds, we smooth the counts.', 'methods', 0.4],
      ['We propose a method for finding the polarity of words.', 'conclusions', 0.5],
    ]);
    expect(texts(presentedFirst(candidates, rule, info, 'en'))).toEqual([
      'Finding the polarity of words matters for opinion mining.',
      'We propose a method for finding the polarity of words.',
      'We use a lattice model from physics.',
      'To overcome sparse seeds, we smooth the counts.',
    ]);
    const introduced = pool([
      ['Finding the polarity of words matters for opinion mining.', 'background', 0.1],
      ['To overcome sparse seeds, we smooth the counts.', 'methods', 0.4],
      ['We propose a method for finding the polarity of words.', 'conclusions', 0.5],
    ]);
    expect(
      texts(presentedFirst(introduced.candidates, introduced.rule, introduced.info, 'en')),
    ).toEqual([
      'Finding the polarity of words matters for opinion mining.',
      'We propose a method for finding the polarity of words.',
      'To overcome sparse seeds, we smooth the counts.',
    ]);
  });

  it('reads no aim, need, finding or earlier work in the first person as a step of the work', () => {
    const cases: [string, Role][] = [
      ['We focus on the polarity of adjectives.', 'methods'],
      ['We need a faster way to label words.', 'methods'],
      ['We have previously shown that seeds help.', 'methods'],
      ['In our previous work, we used a lattice model.', 'methods'],
      ['We detected a rise in accuracy with more seeds.', 'methods'],
      ['We hypothesized that seeds help.', 'methods'],
      ['We sought to label words without seeds.', 'methods'],
      ['We considered the problem of sparse seeds.', 'methods'],
      ['We thus show that seeds help.', 'methods'],
      ['We demonstrated that seeds raise accuracy by 12 points.', 'results'],
      ['We will release the lexicon.', 'methods'],
      ['We thank the annotators.', 'methods'],
    ];
    for (const [text, role] of cases) {
      const { candidates, info, rule } = pool([
        [text, role, 0.4],
        ['We propose a method for finding the polarity of words.', 'conclusions', 0.5],
      ]);
      expect(presentedFirst(candidates, rule, info, 'en'), text).toEqual(candidates);
    }
  });

  it('lets no finding of others in the background hold the move', () => {
    const { candidates, info, rule } = pool([
      ['Previous studies have shown that seeds improve polarity labels.', 'background', 0.1],
      ['We use a lattice model from physics.', 'methods', 0.4],
      ['We propose a method for finding the polarity of words.', 'conclusions', 0.5],
    ]);
    expect(texts(presentedFirst(candidates, rule, info, 'en'))).toEqual([
      'Previous studies have shown that seeds improve polarity labels.',
      'We propose a method for finding the polarity of words.',
      'We use a lattice model from physics.',
    ]);
  });

  it('moves nothing ahead of a step when a finding comes before the step', () => {
    const { candidates, info, rule } = pool([
      ['Accuracy rose by 12 points with the lattice model.', 'results', 0.9],
      ['We use a lattice model from physics.', 'methods', 0.4],
      ['We propose a method for finding the polarity of words.', 'conclusions', 0.5],
    ]);
    expect(presentedFirst(candidates, rule, info, 'en')).toEqual(candidates);
  });

  it('puts the aim first when nothing offers what the work builds, and prefers the offer', () => {
    const aim = pool([
      ['Ticks carry several bacteria at once.', 'background', 0.1],
      ['Infected ticks were found in 12 of 30 sites.', 'results', 0.9],
      ['We investigated how the bacteria recombine.', 'conclusions', 0.5],
    ]);
    expect(texts(presentedFirst(aim.candidates, aim.rule, aim.info, 'en'))).toEqual([
      'Ticks carry several bacteria at once.',
      'We investigated how the bacteria recombine.',
      'Infected ticks were found in 12 of 30 sites.',
    ]);
    const both = pool([
      ['We investigate tagging of tweets.', 'objective', 0.1],
      ['Tagging accuracy rises from 85.3% to 92.1%.', 'results', 0.9],
      ['We present a tagger built on word clusters.', 'conclusions', 0.5],
    ]);
    expect(texts(presentedFirst(both.candidates, both.rule, both.info, 'en'))).toEqual([
      'We investigate tagging of tweets.',
      'We present a tagger built on word clusters.',
      'Tagging accuracy rises from 85.3% to 92.1%.',
    ]);
  });

  it('reads a first sentence that reports something as the opening, not a finding', () => {
    const { candidates, info, rule } = pool([
      ['Evidence suggests that ginseng protects vessels.', 'results', 0.9],
      ['We investigated how ginseng acts on vessel walls.', 'objective', 0.5],
    ]);
    expect(presentedFirst(candidates, rule, info, 'en')).toEqual(candidates);
  });

  it('keeps the paper order when the work is presented first or never taken as known', () => {
    const { candidates, info, rule } = pool([
      ['We present a tagger built on word clusters.', 'objective', 0.5],
      ['We evaluate our approach on two tweet corpora.', 'methods', 0.4],
    ]);
    expect(presentedFirst(candidates, rule, info, 'en')).toEqual(candidates);
    const plain = pool([
      ['Tweets are short and noisy.', 'background', 0.1],
      ['Word clusters were learned from 56 million tweets.', 'methods', 0.9],
      ['We present a tagger built on word clusters.', 'conclusions', 0.5],
    ]);
    expect(presentedFirst(plain.candidates, plain.rule, plain.info, 'en')).toEqual(
      plain.candidates,
    );
  });

  it('does not part a sentence from the presenting one it leans on', () => {
    const { candidates, info, rule } = pool([
      ['We evaluate our approach on two tweet corpora.', 'methods', 0.4],
      ['We present a tagger built on word clusters.', 'conclusions', 0.5],
      ['It halves the error rate.', 'results', 0.9],
    ]);
    expect(presentedFirst(candidates, rule, info, 'en')).toEqual(candidates);
  });

  it('does not part the sentence it would go before from the predecessor that one leans on', () => {
    const { candidates, info, rule } = pool([
      ['Raters judge translations online.', 'methods', 0.3],
      ['It runs our ranking model on every judgement.', 'methods', 0.4],
      ['We present a ranking model for translations.', 'conclusions', 0.5],
    ]);
    expect(presentedFirst(candidates, rule, info, 'en')).toEqual(candidates);
  });

  it('moves no second offer, no earlier work, no background and no other language', () => {
    const cases: [string, Role][][] = [
      [
        ['We evaluate our approach on two tweet corpora.', 'methods'],
        ['We also present a corpus of tagged tweets.', 'conclusions'],
      ],
      [
        ['We evaluate our approach on two tweet corpora.', 'methods'],
        ['In our previous work, we proposed a tagger for tweets.', 'conclusions'],
      ],
      [
        ['Our health system faces rising costs of care.', 'background'],
        ['We describe a new triage tool for nurses.', 'objective'],
      ],
    ];
    for (const sentences of cases) {
      const { candidates, info, rule } = pool(sentences.map(([text, role]) => [text, role, 0.5]));
      expect(presentedFirst(candidates, rule, info, 'en')).toEqual(candidates);
    }
    const { candidates, info, rule } = pool([
      ['We evaluate our approach on two tweet corpora.', 'methods', 0.4],
      ['We present a tagger built on word clusters.', 'conclusions', 0.5],
    ]);
    expect(presentedFirst(candidates, rule, info, 'de')).toEqual(candidates);
  });

  it('does not move a presenting sentence in front of what it leans on', () => {
    const { candidates, info, rule } = pool([
      ['We evaluate our approach on two tweet corpora.', 'methods', 0.4],
      ['Word clusters group spellings of one word.', 'methods', 0.3],
      ['To exploit these clusters, we present a tagger built on them.', 'conclusions', 0.5],
    ]);
    expect(presentedFirst(candidates, rule, info, 'en')).toEqual(candidates);
  });
});
