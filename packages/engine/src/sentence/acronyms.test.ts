import { describe, expect, it } from 'vitest';
import { explainAcronyms, findDefinitions } from './acronyms.ts';

describe('abbreviations in the plain summary', () => {
  const definitions = findDefinitions([
    'We train a convolutional neural network (CNN) on the scans.',
    'Patients with chronic obstructive pulmonary disease (COPD) were excluded.',
    'The Department of Energy (DOE) funded the work.',
    'It uses the new XYZ (QRS) toolkit.',
  ]);

  it('takes the long forms whose initials spell the abbreviation', () => {
    expect(Object.fromEntries(definitions)).toEqual({
      CNN: 'convolutional neural network',
      COPD: 'chronic obstructive pulmonary disease',
      DOE: 'Department of Energy',
    });
  });

  it('spells out the first bare use only, in the paper’s words', () => {
    expect(explainAcronyms('The CNN found COPD early. The CNN was fast.', definitions)).toBe(
      'The convolutional neural network (CNN) found chronic obstructive pulmonary disease (COPD) early. The CNN was fast.',
    );
    expect(explainAcronyms('A convolutional neural network (CNN) was used.', definitions)).toBe(
      'A convolutional neural network (CNN) was used.',
    );
    expect(explainAcronyms('The CNNs and QRS were used.', definitions)).toBe(
      'The CNNs and QRS were used.',
    );
  });
});
