import { describe, expect, it } from 'vitest';
import { readsAsCaption, shortenTo, shortenings } from './shorten.ts';

const texts = (sentence: string) => shortenings(sentence).map((s) => s.text);

describe('shortenings', () => {
  it('starts with the sentence as it is', () => {
    expect(texts('The model halves the error rate.')[0]).toBe('The model halves the error rate.');
  });

  it('drops citations and parentheticals', () => {
    expect(texts('The model (a CNN) halves the error rate [12].')).toContain(
      'The model halves the error rate.',
    );
  });

  it('keeps brackets inside a word: cut, they would change it or glue two words together', () => {
    const sentence =
      'The treebank was in turn derived (semi-)automatically from the protein(s) of the Penn Treebank (about 40,000 sentences).';
    const forms = texts(sentence);
    expect(forms).toContain(
      'The treebank was in turn derived (semi-)automatically from the protein(s) of the Penn Treebank.',
    );
    expect(forms.join(' ')).not.toMatch(/derivedautomatically|derived automatically|proteins? of/u);
  });

  it('drops a concessive opener but keeps a condition', () => {
    expect(texts('Although training takes longer, the model halves the error rate.')).toContain(
      'The model halves the error rate.',
    );
    const conditional = texts('When trained on noisy labels, the model halves the error rate.');
    expect(conditional).not.toContain('The model halves the error rate.');
  });

  it('drops an indefinite apposition and a trailing non-restrictive clause', () => {
    expect(
      texts('BERT, a language model, reaches 91% accuracy, which beats the baseline.'),
    ).toEqual(
      expect.arrayContaining([
        'BERT reaches 91% accuracy, which beats the baseline.',
        'BERT reaches 91% accuracy.',
      ]),
    );
  });

  it('drops an asserting reporting frame, never a hedged one', () => {
    expect(texts('We show that the model halves the error rate.')).toContain(
      'The model halves the error rate.',
    );
    expect(texts('We suggest that the model halves the error rate.')).not.toContain(
      'The model halves the error rate.',
    );
  });

  it('keeps the first of two main clauses', () => {
    expect(
      texts('The model halves the error rate; it also trains faster on small data.'),
    ).toContain('The model halves the error rate.');
  });

  it('adds no word: every word of each form is in the sentence', () => {
    const sentence =
      'In this paper, we show that BERT, a language model, reaches 91% accuracy (n = 400) on the test set [3], which beats the baseline; training takes two days.';
    const words = new Set(sentence.toLowerCase().match(/[\p{L}\d%]+/gu));
    for (const form of texts(sentence))
      for (const word of form.toLowerCase().match(/[\p{L}\d%]+/gu)!) expect(words).toContain(word);
  });

  it('never returns a cut phrase or an orphaned preposition', () => {
    for (const form of texts('The language model of [4] was an inspiration for the tagger.'))
      expect(form).not.toMatch(/\bof was\b/);
    expect(texts('However, they are less accurate than grammar-based approaches.')).toEqual([]);
  });

  it('shortenTo finds the least cut form that fits', () => {
    const form = shortenTo(
      'Although training takes longer, the model halves the error rate on every benchmark.',
      (t) => t.length <= 60,
    );
    expect(form?.text).toBe('The model halves the error rate on every benchmark.');
    expect(shortenTo('The model halves the error rate.', (t) => t.length <= 5)).toBeUndefined();
  });

  it('uses only the language-neutral cuts outside English', () => {
    expect(
      shortenings('Aunque tarda más, el modelo reduce el error (n = 12).', 'es').map((s) => s.text),
    ).toEqual([
      'Aunque tarda más, el modelo reduce el error (n = 12).',
      'Aunque tarda más, el modelo reduce el error.',
    ]);
  });
});

describe('readsAsCaption', () => {
  it.each([
    "Gene expression pathways that were identified as enriched in 'lactating' crop tissue.",
    'Fold change and significance of genes that have a function that is present only in the crop.',
    'Diagnosis codes of clinical notes that were predicted by the model in two hospitals.',
    // A subsection's heading: a noun of action and what it acts on.
    'Determination of skeletal muscle triglycerides, long-chain acyl-CoA, and ceramides.',
    'Effects of weight change within the group intending to lose weight.',
    // A count of what a panel shows, with participles that modify its noun.
    'Number of de genes including up-regulated and down-regulated.',
    'Distribution of the observed and the predicted scores in the cohort.',
  ])('takes a noun phrase with only relative clauses for a caption: %s', (text) => {
    expect(readsAsCaption(text)).toBe(true);
  });

  it.each([
    // A verb of its own, before or after the relative clause.
    'Genes that were induced by the drug were then sequenced in both strains.',
    'The model that we trained was faster than the baseline on all notes.',
    // "that" opening what a verb reports.
    'This result strongly suggests that the recovery was correlated with the diet.',
    'The study concludes that most farms were positive.',
    'Patients who relapsed were excluded from the trial.',
    'Our analysis shows that attention was needed for long notes.',
    'The evidence that the drug reduces mortality was weak.',
    // No relative clause: nothing to tell a present-tense verb by.
    'Aging increases the sensitivity to diet-induced obesity.',
    'Analysis of the records was performed by two readers.',
    'Treatment of the cells with the drug reduced growth by half.',
    'Analysis of the transcripts reveals two clusters.',
    'Inhibition of mTOR extends lifespan in mice.',
    'Quality of life improves after surgery.',
    'Number of genes increased in the treated and the untreated mutants.',
    'Proportion of patients with the disease was higher in the cohort.',
    'Examples of such systems include Watson and Siri.',
    'Numbers of admissions vary by season in all the hospitals.',
  ])('leaves a sentence: %s', (text) => {
    expect(readsAsCaption(text)).toBe(false);
  });
});
