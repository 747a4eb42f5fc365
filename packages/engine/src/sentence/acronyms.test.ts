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

describe('the paper’s definitions, as papers write them', () => {
  const define = (text: string) => Object.fromEntries(findDefinitions([text]));

  it('reads a definition with no space before its bracket', () => {
    expect(define('Finally we use Minimum Error Training(MET) on the bitext.')).toEqual({
      MET: 'Minimum Error Training',
    });
  });

  it('lets a hyphenated word give one initial or two', () => {
    expect(define('Human-mediated translation edit rate (HTER) is the measure.')).toEqual({
      HTER: 'human-mediated translation edit rate',
    });
    expect(define('screened for anti - nuclear antibodies ( ana ) , directed at')).toEqual({
      ana: 'anti - nuclear antibodies',
    });
    expect(define('for post - coronary artery bypass grafting ( cabg ) patients')).toEqual({
      cabg: 'coronary artery bypass grafting',
    });
  });

  it('takes letters from inside a word when the initials alone do not spell it', () => {
    expect(define('rearrangements in prostate cancer ( pca ) document')).toEqual({
      pca: 'prostate cancer',
    });
    expect(define('Identification of tyrosine hydroxylase immunoreactive (THir) neurons')).toEqual({
      THir: 'tyrosine hydroxylase immunoreactive',
    });
    expect(define('slowly pulsating b - type supergiants ( spbsg ) have emerged')).toEqual({
      spbsg: 'slowly pulsating b - type supergiants',
    });
  });

  it('prefers the run the initials spell, and leaves no content word unspelled', () => {
    expect(define('The American Association of Retired Persons (AARP) said so.')).toEqual({
      AARP: 'American Association of Retired Persons',
    });
    expect(define('We measured prostate cancer tissue (PC) in mice.')).toEqual({});
  });

  it('defines a plural abbreviation’s singular too, unless the paper defines it itself', () => {
    expect(define('It has single nucleotide polymorphisms (SNPs) and more.')).toEqual({
      SNPs: 'single nucleotide polymorphisms',
      SNP: 'single nucleotide polymorphism',
    });
    expect(
      Object.fromEntries(
        findDefinitions([
          'Two hierarchical Dirichlet processes (HDPs) were fit.',
          'A hierarchical Dirichlet process (HDP) is a prior.',
        ]),
      ),
    ).toEqual({ HDPs: 'hierarchical Dirichlet processes', HDP: 'hierarchical Dirichlet process' });
  });

  it('takes no lower-case word for an abbreviation: spelling out "or" would rewrite every "or"', () => {
    expect(define('the odds ratio ( or ) was 2.1')).toEqual({});
  });

  it('stays quick on a pasted run of repeated letters', () => {
    const words = Array.from({ length: 8 }, () => 'a'.repeat(40)).join(' ');
    expect(define(`${words} (${'A'.repeat(20)})`)).toEqual({});
  });

  it('drops the capital a sentence’s start gave the long form, and gives one at a sentence’s start', () => {
    const definitions = findDefinitions([
      'Dendritic cell (DC) maturation raises uptake.',
      'Minimum Error Training (MET) tunes weights.',
    ]);
    expect(explainAcronyms('Uptake rises after DC maturation, with MET.', definitions)).toBe(
      'Uptake rises after dendritic cell (DC) maturation, with Minimum Error Training (MET).',
    );
    expect(explainAcronyms('It rose. DC maturation raises it.', definitions)).toBe(
      'It rose. Dendritic cell (DC) maturation raises it.',
    );
  });
});
