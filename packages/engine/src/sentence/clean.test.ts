import { describe, expect, it } from 'vitest';
import { citesAsObject, dropSymbolLabels, stripCitations, stripObjectReferences } from './clean.ts';

describe('stripCitations', () => {
  it.each([
    ['Attention helps [12].', 'Attention helps.'],
    ['Attention helps [3, 5–7] a lot.', 'Attention helps a lot.'],
    ['Attention helps (Smith et al., 2020).', 'Attention helps.'],
    ['Attention helps (Smith, 2020; Lee and Kim 2019a).', 'Attention helps.'],
    ['attention helps @xcite .', 'attention helps.'],
    ['attention helps <cit> .', 'attention helps.'],
    ['Attention (a sparse variant) helps.', 'Attention (a sparse variant) helps.'],
    ['Accuracy rose (from 80 to 90).', 'Accuracy rose (from 80 to 90).'],
    ['It works [3, 4] and scales [5–9].', 'It works and scales.'],
    [
      'Earlier studies [1], [2] and [3] reported a gain [4]; [7].',
      'Earlier studies reported a gain.',
    ],
    ['The [60]fullerene cage was opened.', 'The [60]fullerene cage was opened.'],
    ['It is linked to antiangiogenic therapies 7.', 'It is linked to antiangiogenic therapies.'],
    ['it is linked to antiangiogenic therapies 7 .', 'it is linked to antiangiogenic therapies.'],
    ['We kept 3596 words (1980 negative words) 1.', 'We kept 3596 words (1980 negative words).'],
    ['The mice differ between models 1 and 2.', 'The mice differ between models 1 and 2.'],
    ['The allele was on haplotype 3.', 'The allele was on haplotype 3.'],
    ['Titres were highest at weeks 12.', 'Titres were highest at weeks 12.'],
    ['The source lists system errors 4.', 'The source lists system errors.'],
    ['The probability is always 1.', 'The probability is always 1.'],
    ['The sum then equals 0.', 'The sum then equals 0.'],
    ['The walk reaches 1.', 'The walk reaches 1.'],
    ['Heart failure was of NYHA class 3.', 'Heart failure was of NYHA class 3.'],
    ['This supports Hypothesis 2.', 'This supports Hypothesis 2.'],
    ['Mutations were found at codons 12.', 'Mutations were found at codons 12.'],
    ['The rate fell between generations 2.', 'The rate fell between generations 2.'],
    ['The score ranged from 1 to 5.', 'The score ranged from 1 to 5.'],
    ['It was shown twice [1][2], and [5].', 'It was shown twice.'],
    [
      'The genes of the signalling pathway [9]–[12], which bone turnover tracks [13], [15].',
      'The genes of the signalling pathway, which bone turnover tracks.',
    ],
    ['As shown before (Smith et al., 2020), it works.', 'As shown before, it works.'],
    ['It works (Lee & Park, 2019; Kim, 2021).', 'It works.'],
    ['It works (Ratnaparkhi,1997).', 'It works.'],
    ['it rises (chatterjee, nandy & choudhuri 2004; lee et al. 2006).', 'it rises.'],
    ['it rose (from 2004) in all farms.', 'it rose (from 2004) in all farms.'],
    // Lower-cased: one name and a year beside a list of authors, or with a year's letter.
    ['it rises (herbig & bell 1988; hartmann 1996).', 'it rises.'],
    ['lines fade (herbig 1977b).', 'lines fade.'],
    [
      'Analyses were run in MATLAB (release 2019b).',
      'Analyses were run in MATLAB (release 2019b).',
    ],
    ['it rises ( castro - tirado , brandt , & lund 1992 ; muno & remillard 1999 ) .', 'it rises.'],
    ['it rises (castro-tirado, brandt, & lund 1992).', 'it rises.'],
    [
      'samples were taken (summer 2004) on all farms.',
      'samples were taken (summer 2004) on all farms.',
    ],
    [
      'Samples were taken (spring and summer 2004) on all farms.',
      'Samples were taken (spring and summer 2004) on all farms.',
    ],
    ['The score was low (Pearson r = 0,2011).', 'The score was low (Pearson r = 0,2011).'],
    [
      'A sample of (n = 96) people took part in 2020.',
      'A sample of (n = 96) people took part in 2020.',
    ],
  ])('%s → %s', (input, output) => {
    expect(stripCitations(input)).toBe(output);
  });
});

describe('stripObjectReferences', () => {
  it.each([
    ['Accuracy rises with length (Fig. 3).', 'Accuracy rises with length.'],
    ['Accuracy rises (see Table 2) with length.', 'Accuracy rises with length.'],
    ['Accuracy rises (about 5%) with length.', 'Accuracy rises (about 5%) with length.'],
    ['The rate was not linked to survival (S2 Table).', 'The rate was not linked to survival.'],
    [
      'Through a regression, in S1 Text we show that the risk predicts infection.',
      'Through a regression, we show that the risk predicts infection.',
    ],
    ['The S1 nuclease (S1 site) cut the loop.', 'The S1 nuclease (S1 site) cut the loop.'],
    ['The rate fell in both arms (S1 Figure).', 'The rate fell in both arms.'],
    ['The rate fell in both arms (S1 and S2 Tables).', 'The rate fell in both arms.'],
    ['In S1 Text we compare the two choices.', 'We compare the two choices.'],
    ['The rate fell in both arms (S1 Data).', 'The rate fell in both arms.'],
    [
      'Our proposal, as it is set forth below, allows modular rules.',
      'Our proposal allows modular rules.',
    ],
    ['The bound is tight, as shown later.', 'The bound is tight.'],
    ['Recall rises, as shown in Table 4.', 'Recall rises.'],
    ['The loss, as defined in Equation (9), is convex.', 'The loss is convex.'],
    ['Trees are pruned, as described in Section 3.3.', 'Trees are pruned.'],
    ['The proof, as shown in Appendix B.2, is short.', 'The proof is short.'],
    // After an opening phrase or before a clause, one comma stays.
    ['However, as discussed above, some genes are lost.', 'However, some genes are lost.'],
    [
      'The genes are poorly understood, as discussed below, but they matter.',
      'The genes are poorly understood, but they matter.',
    ],
    ['The bound is tight, as shown by the data.', 'The bound is tight, as shown by the data.'],
  ])('%s → %s', (input, output) => {
    expect(stripObjectReferences(input)).toBe(output);
  });
});

describe('citesAsObject', () => {
  it('finds a marker that is a preposition’s object, numbered ones only when they go', () => {
    expect(citesAsObject('It was shown in [4] that the bound holds.', true)).toBe(true);
    expect(citesAsObject('It was shown in [4] that the bound holds.', false)).toBe(false);
    expect(citesAsObject('It was shown in @xcite that the bound holds.', false)).toBe(true);
    expect(citesAsObject('The bound holds (see [4]).', true)).toBe(false);
    expect(citesAsObject('It holds (Fig. 6 in [64]) and (as in [13]).', true)).toBe(false);
    expect(citesAsObject('It holds (Fig. 6) as shown in [13].', true)).toBe(true);
    expect(citesAsObject('The bound holds [4] in general.', true)).toBe(false);
  });
});

describe('dropSymbolLabels', () => {
  it.each([
    // A symbol after a noun phrase, before what goes on after one: it only labels the noun.
    ['the sequence @xmath3 is recurrent .', 'the sequence is recurrent .'],
    [
      'we define the magnetization parameter @xmath2 which grows .',
      'we define the magnetization parameter which grows .',
    ],
    [
      'the radial cutoff @xmath1 and the axial cutoff @xmath2 are set .',
      'the radial cutoff and the axial cutoff are set .',
    ],
    [
      'a large dispersion ( @xmath ) in the abundance ratio is seen .',
      'a large dispersion in the abundance ratio is seen .',
    ],
    ['the coordinates ( @xmath4 , @xmath5 ) only .', 'the coordinates only .'],
  ])('%s → %s', (input, output) => {
    expect(dropSymbolLabels(input)).toBe(output);
  });

  it.each([
    // What the sentence says is the symbol: after a preposition, a verb or a quantifier, at the end.
    'for every @xmath5 the series converges .',
    'the series converges to @xmath2 .',
    'the population is transferred to the state @xmath .',
    'we keep @xmath at a low value .',
    // No noun before it: a determiner with an adjective, or a word that needs its noun.
    'the total @xmath is conserved .',
    'the middle @xmath of the filament is resolved .',
    'complex eigenvalues appear whenever @xmath is nonzero .',
    // A clause that lost its verb with the symbol: "as the modulus → ∞, …".
    'as the young modulus @xmath , the rod becomes stiff .',
    // No symbol in brackets after a function word.
    'the rate is high in ( @xmath ) only .',
    // The value the sentence gives: after a preposition, a comma, a value's noun, a verb.
    'the luminosity increases by a factor @xmath in the core .',
    'the population is transferred to the state @xmath with high fidelity .',
    'we obtain the exponent @xmath for the decay of correlations .',
    'the ground state energy is shifted by an amount @xmath in the presence of the field .',
    'we stacked galaxies in the redshift bin @xmath , but saw nothing .',
    'the effective potential becomes ( @xmath ) at large radii .',
  ])('keeps %s', (input) => {
    expect(dropSymbolLabels(input)).toBe(input);
  });
});
