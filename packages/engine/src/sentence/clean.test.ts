import { describe, expect, it } from 'vitest';
import { findDanglingReferences, stripCitations, stripObjectReferences } from './clean.ts';

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
    ['As shown before (Smith et al., 2020), it works.', 'As shown before, it works.'],
    ['It works (Lee & Park, 2019; Kim, 2021).', 'It works.'],
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
  ])('%s → %s', (input, output) => {
    expect(stripObjectReferences(input)).toBe(output);
  });
});

describe('findDanglingReferences', () => {
  it('reports each kind', () => {
    const issues = findDanglingReferences(
      [
        'However, it works.',
        'As Figure 3 shows, it works.',
        'The energy @xmath0 grows.',
        'It helps [4].',
      ],
      { citationsAllowed: false },
    );
    expect(issues.map((i) => i.kind)).toEqual([
      'opener',
      'object-reference',
      'placeholder',
      'opener',
      'citation',
    ]);
  });

  it.each([
    'In the next section we describe the model.',
    'in sec. [ s - model ] we construct the state.',
    'The loss is given in eq. ( [ h - edge ] ).',
    'As noted in this section, the bound is tight.',
  ])('reports a pointer into the paper itself: %s', (sentence) => {
    expect(
      findDanglingReferences([sentence], { citationsAllowed: true }).map((i) => i.kind),
    ).toContain('object-reference');
  });

  it('accepts an opener right after its antecedent in the source', () => {
    const issues = findDanglingReferences(['We built a parser.', 'This parser is fast.'], {
      citationsAllowed: true,
      isAdjacentInSource: () => true,
    });
    expect(issues).toEqual([]);
  });
});
