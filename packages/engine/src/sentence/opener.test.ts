import { describe, expect, it } from 'vitest';
import {
  dropInference,
  openOnOwnFooting,
  repairOpener,
  rewriteSelfReference,
  withoutAddition,
} from './opener.ts';

describe('repairOpener', () => {
  it.each([
    ['However, the model fails on short texts.', 'The model fails on short texts.'],
    ['Moreover, accuracy improves.', 'Accuracy improves.'],
    ['These results show a clear gain.', 'The results show a clear gain.'],
    ['This approach scales linearly.', 'The approach scales linearly.'],
    ['This is why we chose it.', undefined],
    ['These and other results indicated an inflammatory process.', undefined],
    ['These or similar models fail on long notes.', undefined],
    ['This raises the question whether a model can learn it.', undefined],
    ['This allowed us to compare both.', undefined],
    ['These features predict the label.', 'The features predict the label.'],
    ['This further suggests that expression differs.', undefined],
    ['This together with the theorem implies the bound.', undefined],
    ['This clearly shows a gain.', undefined],
    ['This combined with pruning halves the cost.', undefined],
    ['This family includes six genes.', 'The family includes six genes.'],
    // "This" as a pronoun before a verb and a preposition; a singular noun in -s stays a noun.
    ['This follows from the first statement of the proposition.', undefined],
    ['This resulted in a loss of accuracy.', undefined],
    ['This analysis of the data shows a gain.', 'The analysis of the data shows a gain.'],
    // Any word in -s after a singular "this" is a verb; a singular noun in -s is not.
    ['This improves parsing performance.', undefined],
    ['This reduces cost by half.', undefined],
    ['This species grows in shallow water.', 'The species grows in shallow water.'],
    ['This process takes two days.', 'The process takes two days.'],
    ['It shows a gain.', undefined],
    ['Such a state is rare.', undefined],
    ['The model works.', 'The model works.'],
    [
      'first - principles calculations were performed.',
      'first - principles calculations were performed.',
    ],
    ['Finally, 12 runs were made.', '12 runs were made.'],
    ['In effect, paraphrases generalise the model.', 'Paraphrases generalise the model.'],
    ['Fourth, the model is cheap.', 'The model is cheap.'],
    ['Following, we represent each word by a vector.', 'We represent each word by a vector.'],
    ['In the first part of the paper, we prove a bound.', 'We prove a bound.'],
    [
      'In essence, our algorithm harnesses two constraints.',
      'Our algorithm harnesses two constraints.',
    ],
    [
      'We ought to mention that in a dense plasma, the waves are damped.',
      'In a dense plasma, the waves are damped.',
    ],
    ['We should note that the bound is tight.', 'The bound is tight.'],
    // Before a statement that would lean on nothing, the frame stays.
    [
      'We should note that it is not possible to measure the flux.',
      'We should note that it is not possible to measure the flux.',
    ],
    [
      'We must note that, in contrast to earlier reports, the effect was small.',
      'We must note that, in contrast to earlier reports, the effect was small.',
    ],
    ['In parallel, two analyses converged.', 'Two analyses converged.'],
    ['In parallel with the survey we ran a trial.', 'In parallel with the survey we ran a trial.'],
    // A speaker's aside goes; the statement stays.
    [
      'Obviously, a positive test must be read with care.',
      'A positive test must be read with care.',
    ],
    ['In reality, the design problem is nonlinear.', 'The design problem is nonlinear.'],
    ['Clearly the model fails on short notes.', 'Clearly the model fails on short notes.'],
    // A connective phrase that restates or illustrates the sentence before.
    ['In other words, the error is half a wavelength.', 'The error is half a wavelength.'],
    // An example stays one (a detail, taken with what it illustrates or not at all).
    ['For example, a hard case is an unseen word.', 'For example, a hard case is an unseen word.'],
    ['For these reasons, the cold disk is the only choice.', 'The cold disk is the only choice.'],
    ['Next, we model the spin splitter.', 'We model the spin splitter.'],
    ['Consistently, the risk doubled.', 'The risk doubled.'],
    ['Consistently high yields were observed.', 'Consistently high yields were observed.'],
    ['Next generation sequencing was used.', 'Next generation sequencing was used.'],
    [
      'Particularly, we proposed a candidate filtering algorithm.',
      'We proposed a candidate filtering algorithm.',
    ],
    ['Particularly useful is the lexicon.', 'Particularly useful is the lexicon.'],
    ['By contrast, the controls did not change.', 'The controls did not change.'],
    ['More importantly, the bound is tight.', 'The bound is tight.'],
    ['To do so, we train a ranker.', 'We train a ranker.'],
    ['In that respect, the cohort is typical.', 'The cohort is typical.'],
    ['In turn, the cost falls.', 'The cost falls.'],
    ['In turn-taking models the pause matters.', 'In turn-taking models the pause matters.'],
    [
      'Based on these considerations, we propose the omim, which partitions large networks.',
      'We propose the omim, which partitions large networks.',
    ],
    ['Given this difficulty, we use a sampler.', 'We use a sampler.'],
    ['Given this neutral background, we take two approaches.', 'We take two approaches.'],
    ['With this in mind, the model was trained twice.', 'The model was trained twice.'],
    ['In light of these data, the dose was halved.', 'The dose was halved.'],
    // A purpose or an agreement with what came before: the statement after it stands alone.
    [
      'To overcome this problem, we use a word-based lexicon model.',
      'We use a word-based lexicon model.',
    ],
    ['To test this hypothesis, we generated knockout mice.', 'We generated knockout mice.'],
    ['In order to address these limitations, we add a prior.', 'We add a prior.'],
    [
      'In agreement with this observation, we demonstrate that the mutant is resistant.',
      'We demonstrate that the mutant is resistant.',
    ],
    // A means named only by a demonstrative before the work's finding, comma or none.
    [
      'Using this approach we show that the sequence codes a receptor.',
      'We show that the sequence codes a receptor.',
    ],
    ['With this algorithm, we found ten new genes.', 'We found ten new genes.'],
    // The phrase names what it overcomes, or goes on past the demonstrative: it stays.
    [
      'To overcome the problem of sparse data, we smooth the counts.',
      'To overcome the problem of sparse data, we smooth the counts.',
    ],
    [
      'To test this hypothesis in mice, we generated knockouts.',
      'To test this hypothesis in mice, we generated knockouts.',
    ],
    // Only before the work's own statement, which holds without it.
    [
      'To test this hypothesis, we need to solve two problems.',
      'To test this hypothesis, we need to solve two problems.',
    ],
    [
      'To address this issue, screening approaches have been proposed.',
      'To address this issue, screening approaches have been proposed.',
    ],
    [
      'To address such cases, we ask a human subject.',
      'To address such cases, we ask a human subject.',
    ],
    // A means before a step, not a finding: the step leans on it.
    [
      'Using this approach, the model was trained twice.',
      'Using this approach, the model was trained twice.',
    ],
    ['Using this approach we propose a parser.', 'Using this approach we propose a parser.'],
    // A model, data or a condition may narrow the claim: it stays.
    [
      'With these exceptions, we found no difference.',
      'With these exceptions, we found no difference.',
    ],
    [
      'Using this model, we obtain an accuracy of 0.75.',
      'Using this model, we obtain an accuracy of 0.75.',
    ],
    // A clause, not a phrase: what it says would be lost.
    [
      'Given these results are noisy, we repeat the run.',
      'Given these results are noisy, we repeat the run.',
    ],
    ['Given that the rate fell, we stop.', 'Given that the rate fell, we stop.'],
    [
      'Given that prices rose, we cut the forecast.',
      'Given that prices rose, we cut the forecast.',
    ],
    [
      'Given these results hold, we extend the model.',
      'Given these results hold, we extend the model.',
    ],
    // The opening phrase was the subject: without it the sentence has none.
    ['To do so, however, requires a large annotated corpus.', undefined],
    [
      'More precisely measured parameters give tighter bounds.',
      'More precisely measured parameters give tighter bounds.',
    ],
  ])('%s → %s', (input, output) => {
    expect(repairOpener(input)).toBe(output);
  });
});

describe('withoutAddition', () => {
  it.each([
    ['We also estimated trees without the outgroup.', 'We estimated trees without the outgroup.'],
    ['It is also robust to noise.', 'It is robust to noise.'],
    ['The enzyme is also known as Cas9.', 'The enzyme is also known as Cas9.'],
    ['It is not only fast but also robust.', 'It is not only fast but also robust.'],
    ['The parser also handles tweets.', 'The parser also handles tweets.'],
    ['It is also known that smoking causes cancer.', 'It is known that smoking causes cancer.'],
    [
      'The drug reduced mortality, and it also shortened stays.',
      'The drug reduced mortality, and it also shortened stays.',
    ],
  ])('%s → %s', (input, output) => {
    expect(withoutAddition(input)).toBe(output);
  });
});

describe('openOnOwnFooting', () => {
  it.each([
    // A summary frame before the last sentence ends the abstract in the middle.
    [
      [
        'We model the strange sea.',
        'In conclusion, we present an NLO calculation.',
        'The fit is stable.',
      ],
      ['We model the strange sea.', 'We present an NLO calculation.', 'The fit is stable.'],
    ],
    [
      ['Taken together, these data show a role for kit.', 'The liver grows.'],
      ['These data show a role for kit.', 'The liver grows.'],
    ],
    // The last sentence may sum up; a frame before a verb stays; "Overall, 45%" is a total.
    [
      ['Cells were counted.', 'In conclusion, kit matters.'],
      ['Cells were counted.', 'In conclusion, kit matters.'],
    ],
    [
      ['In short, is the model stable?', 'It is.'],
      ['In short, is the model stable?', 'It is.'],
    ],
    [
      ['Cells were counted.', 'In summary, "dense" cultures died.', 'Growth resumed.'],
      ['Cells were counted.', 'In summary, "dense" cultures died.', 'Growth resumed.'],
    ],
    [
      ['Overall, 45% of patients responded.', 'Side effects were rare.'],
      ['Overall, 45% of patients responded.', 'Side effects were rare.'],
    ],
    [
      ['To summarize, we have shown that excitons scatter.', 'Rates are given.'],
      ['We have shown that excitons scatter.', 'Rates are given.'],
    ],
    // What the paper showed, recalled: the frame goes wherever it stands.
    [
      ['Cells were counted.', 'As we have shown in this study, kit controls growth.'],
      ['Cells were counted.', 'Kit controls growth.'],
    ],
    [
      ['As we have shown in this study covariance-maximizing methods may fail.', 'Growth resumed.'],
      ['Covariance-maximizing methods may fail.', 'Growth resumed.'],
    ],
    [
      ['Cells were counted.', 'As we found in our study of 500 patients, mortality fell.'],
      ['Cells were counted.', 'As we found in our study of 500 patients, mortality fell.'],
    ],
    [
      ['Cells were counted.', 'As we found in this study population, risk rises.'],
      ['Cells were counted.', 'As we found in this study population, risk rises.'],
    ],
    [
      ['As shown above, kit matters.', 'Growth resumed.'],
      ['As shown above, kit matters.', 'Growth resumed.'],
    ],
    // The first sentence adds to nothing before it, once its frame is gone too.
    [
      ['In conclusion, we also show that cells divide.', 'Rates are given.'],
      ['We show that cells divide.', 'Rates are given.'],
    ],
    [
      ['We also estimated trees.', 'Trees differ.'],
      ['We estimated trees.', 'Trees differ.'],
    ],
  ])('%j', (input, output) => {
    expect(openOnOwnFooting(input)).toEqual(output);
  });

  it('states a recap the frame hid in the present when rewrites are allowed', () => {
    expect(
      openOnOwnFooting(
        ['In summary, we have shown that excitons scatter.', 'Rates are given.'],
        true,
      ),
    ).toEqual(['We show that excitons scatter.', 'Rates are given.']);
  });
});

describe('dropInference', () => {
  it.each([
    ['We therefore propose a sparse model.', 'We propose a sparse model.'],
    ['A second instance is, therefore, created.', 'A second instance is created.'],
    ['It is thus important to read whole notes.', 'It is important to read whole notes.'],
    // Drawn within the sentence: it stays.
    ['Notes are long, and thus costly to read.', 'Notes are long, and thus costly to read.'],
    ['Notes are long, hence costly to read.', 'Notes are long, hence costly to read.'],
    ['Therefore the model reads whole notes.', 'Therefore the model reads whole notes.'],
    ['The model does indeed read whole notes.', 'The model does indeed read whole notes.'],
    ['Progress has thus far been slow.', 'Progress has thus far been slow.'],
  ])('%s → %s', (input, output) => {
    expect(dropInference(input)).toBe(output);
  });
});

describe('self-reference rewrites', () => {
  it.each([
    ['In this paper, we propose a model.', 'We propose a model.'],
    ['In this work we study attention.', 'We study attention.'],
    ['This paper proposes a model.', 'This paper proposes a model.'],
    // A conclusion's recap in the present perfect, stated as an abstract states the work.
    [
      'We have described local phrase reordering models.',
      'We describe local phrase reordering models.',
    ],
    [
      'In this paper, we have also shown that the bound holds.',
      'We also show that the bound holds.',
    ],
    ['We have looked into what happens.', 'We have looked into what happens.'],
    // The simple past of a verb of the text recaps it too; the work's own verbs report it.
    [
      'We described how to compute significance intervals.',
      'We describe how to compute significance intervals.',
    ],
    [
      'We also stressed the importance of test sets.',
      'We also stress the importance of test sets.',
    ],
    ['We compared three parsers on the treebank.', 'We compared three parsers on the treebank.'],
    ['We described this assay previously.', 'We described this assay previously.'],
    // "Presented", "introduced", "proposed" recap only with what a paper offers as their object.
    ['We presented a new model for parsing.', 'We present a new model for parsing.'],
    ['We presented participants with 120 faces.', 'We presented participants with 120 faces.'],
    [
      'We presented in this paper a new estimation technique.',
      'We present in this paper a new estimation technique.',
    ],
    ['We presented new dependency parsers.', 'We present new dependency parsers.'],
    ['We presented patients with the procedure.', 'We presented patients with the procedure.'],
    ['We introduced the concept to the children.', 'We introduced the concept to the children.'],
    ['We introduced the notion of backbone volume.', 'We introduce the notion of backbone volume.'],
    [
      'We introduced a point mutation into the binding site.',
      'We introduced a point mutation into the binding site.',
    ],
    ['We reviewed the records of 312 patients.', 'We reviewed the records of 312 patients.'],
    // A second verb in the past would no longer agree.
    [
      'We proposed a new model and showed that it works.',
      'We proposed a new model and showed that it works.',
    ],
    [
      'We have proposed a model and shown that it converges.',
      'We have proposed a model and shown that it converges.',
    ],
    [
      'We have described a model and have shown that it converges.',
      'We have described a model and have shown that it converges.',
    ],
    // The work as the subject of the recap.
    [
      'The paper has presented a method for estimating the parameters of a parser.',
      'This paper presents a method for estimating the parameters of a parser.',
    ],
    [
      'Our study has successfully developed an oral biofilm model.',
      'Our study successfully develops an oral biofilm model.',
    ],
    [
      'The present study has identified two new loci.',
      'The present study identifies two new loci.',
    ],
    // "The study" or "the report" may be another's.
    [
      'The study has shown that aspirin lowers the risk of stroke.',
      'The study has shown that aspirin lowers the risk of stroke.',
    ],
    [
      'The paper has also explored three simple methods.',
      'This paper also explores three simple methods.',
    ],
    [
      'The paper has focused on unsupervised classification.',
      'This paper focuses on unsupervised classification.',
    ],
    ['Our study has identified two loci.', 'Our study identifies two loci.'],
    ['The paper has discussed an empirical study.', 'This paper discusses an empirical study.'],
    [
      'The paper has proposed a novel model and has used it to identify repairs.',
      'The paper has proposed a novel model and has used it to identify repairs.',
    ],
    ['The paper has two contributions.', 'The paper has two contributions.'],
    // A second perfect of "we" after the clause: the tense would no longer agree.
    [
      'We have shown that excitons scatter, and have given exact rates.',
      'We have shown that excitons scatter, and have given exact rates.',
    ],
    ['We have shown that the rates have changed.', 'We show that the rates have changed.'],
    [
      'This paper has shown that excitons scatter, and has given exact rates.',
      'This paper has shown that excitons scatter, and has given exact rates.',
    ],
  ])('rewriteSelfReference(%s)', (input, output) => {
    expect(rewriteSelfReference(input)).toBe(output);
  });
});
