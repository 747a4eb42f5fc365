import { describe, expect, it } from 'vitest';
import { fragmentStart, repairFragmentStart } from './fragment.ts';

const cased = { cased: true };
const lowercased = { cased: false };
const vocabulary = new Map([
  ['contributions', 4],
  ['implementation', 2],
  ['tributions', 1],
  ['mentation', 1],
  ['the', 90],
  ['model', 12],
]);

describe('fragmentStart', () => {
  it.each([
    [', where is the sequence of named-entity tags.', cased, 'punctuation'],
    ['. The model is small.', cased, 'punctuation'],
    ['; and the model is small.', lowercased, 'punctuation'],
    ['tributions of this work are as follows.', cased, 'lower-case'],
    ['where the model is small.', lowercased, 'continuation'],
    ['and the model is small.', lowercased, 'continuation'],
    ['tributions of this work are as follows.', { cased: false, vocabulary }, 'mid-word'],
    ['Tributions of this work are as follows.', { cased: true, vocabulary }, 'mid-word'],
    ['438 tributions of this work are as follows.', { cased: true, vocabulary }, 'mid-word'],
    [
      '12 patients of this work are as follows.',
      { cased: true, vocabulary: new Map([...vocabulary, ['outpatients', 2], ['patients', 6]]) },
      undefined,
    ],
    // An ending that is never a word, without the paper's vocabulary.
    ['Ence between the two measures is small.', cased, 'mid-word'],
    // A reporting verb whose subject went with a citation ("Smith et al. (2004) suggested that").
    ['Suggested that horizontal fields represent loops of flux.', cased, 'continuation'],
    ['observed that the genes were distributed across the genome.', lowercased, 'continuation'],
    // A participle clause cut from its sentence; a gerund subject is a sentence.
    ['Meaning that the estimate depends on the sample.', cased, 'continuation'],
    ['Showing that the bound is tight requires a new argument.', cased, undefined],
    ['Suggesting that a drug works is not proof that it does.', cased, undefined],
    ['indicating that either these genes came from bacteria or not.', lowercased, 'continuation'],
    // A stray letter before a determiner; a cell type named by its letter starts a sentence.
    ['m the result obtained by using mdr after screening.', lowercased, 'continuation'],
    ['T cells were isolated from all donors.', cased, undefined],
    // Proper starts.
    ['The model is small.', cased, undefined],
    ['Provided that the dose is low, the drug is safe.', cased, undefined],
    ['Concerned that the estimates were biased, the authors refit the model.', cased, undefined],
    ['Increased expression of the gene was found in tumours.', cased, undefined],
    ['the model is small.', lowercased, undefined],
    ['mRNA levels rose.', cased, undefined],
    ['p53 levels rose.', cased, undefined],
    ['k-means clustering was used.', cased, undefined],
    ['“Deep” models are large.', cased, undefined],
    ['3D models are large.', cased, undefined],
    ['Where data were missing, we imputed them.', cased, undefined],
    ['The model is small.', { cased: true, vocabulary }, undefined],
    ['模型很小。', cased, undefined],
  ])('%s (%o) → %s', (input, context, kind) => {
    expect(fragmentStart(input, context)).toBe(kind);
  });
});

describe('repairFragmentStart', () => {
  it.each([
    ['• The model is small.', cased, 'The model is small.'],
    ['(a) The model is small.', cased, 'The model is small.'],
    ['mentation Our work is inspired by parsing.', cased, 'Our work is inspired by parsing.'],
    ['tributions of this work are as follows.', cased, undefined],
    ['in vivo Drosophila larvae were used.', cased, undefined],
    [', where is the sequence of tags.', cased, undefined],
    ['mentation our work is inspired by parsing.', { cased: false, vocabulary }, undefined],
    ['The model is small.', cased, 'The model is small.'],
  ])('%s → %s', (input, context, output) => {
    expect(repairFragmentStart(input, context)).toBe(output);
  });
});
