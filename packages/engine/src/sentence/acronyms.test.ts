import { describe, expect, it } from 'vitest';
import {
  capitalForm,
  capitalForms,
  definitionsInCapitals,
  explainAcronyms,
  findDefinitions,
  spellOutFirstUses,
  writtenAsWords,
  writeCapitals,
} from './acronyms.ts';

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
      'The convolutional neural networks (CNNs) and QRS were used.',
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
    // The long form as the abstract writes it: the tokeniser's spaced hyphen closed.
    expect(define('screened for anti - nuclear antibodies ( ana ) , directed at')).toEqual({
      ana: 'anti-nuclear antibodies',
    });
    expect(define('It reaches partof-speech (POS) accuracy of 89%.')).toEqual({
      POS: 'part-of-speech',
    });
    expect(
      define('It reports the Receiver Operating Characteristic - Area Under the Curve (ROCAUC).'),
    ).toEqual({ ROCAUC: 'Receiver Operating Characteristic - Area Under the Curve' });
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
      spbsg: 'slowly pulsating b-type supergiants',
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

  it('spells out a plural use of a singular abbreviation in the plural, once for both', () => {
    const definitions = findDefinitions([
      'using the analytical thomas - fermi approximation ( tfa ) and numerics',
    ]);
    expect(
      spellOutFirstUses(
        ['results were found by means of the tfas .', 'the tfa holds for large n .'],
        definitions,
      ),
    ).toEqual([
      'results were found by means of the thomas-fermi approximations (tfas) .',
      'the tfa holds for large n .',
    ]);
    const vesicles = findDefinitions(['We made large unilamellar vesicles (LUV) of lipids.']);
    expect(explainAcronyms('Ganglioside-containing LUVs bind.', vesicles)).toBe(
      'Ganglioside-containing large unilamellar vesicles (LUVs) bind.',
    );
    const life = findDefinitions(['We measured the quality of life (QoL) of patients.']);
    expect(explainAcronyms('Both QoLs rose.', life)).toBe('Both qualities of life (QoLs) rose.');
    // A word is no plural ("has" beside "ha"), nor a form the paper defines itself ("cds").
    const acid = findDefinitions([
      'made of hyaluronic acid ( ha ) and of coding sequences ( cds ) in crohn disease ( cd )',
    ]);
    expect(spellOutFirstUses(['the scaffold has ha .', 'the cds were annotated .'], acid)).toEqual([
      'the scaffold has hyaluronic acid (ha) .',
      'the coding sequences (cds) were annotated .',
    ]);
    // Still so once the form with "s" was spelled out: its definition still stands.
    const models = findDefinitions([
      'a support vector machine (SVM) and sparse vector models (SVMs)',
    ]);
    expect(spellOutFirstUses(['The SVMs were fit.', 'More SVMs than SVM runs.'], models)).toEqual([
      'The sparse vector models (SVMs) were fit.',
      'More SVMs than support vector machine (SVM) runs.',
    ]);
    const ratios = findDefinitions([
      'a signal to noise ratio (SNR) and the area under the curve (AUC)',
    ]);
    expect(explainAcronyms('Both SNRs and AUCs rose.', ratios)).toBe(
      'Both signal to noise ratios (SNRs) and areas under the curve (AUCs) rose.',
    );
    const classes = findDefinitions(['We use a support vector machine (SVM) here.']);
    expect(explainAcronyms('Two SVMs were trained.', classes)).toBe(
      'Two support vector machines (SVMs) were trained.',
    );
  });

  it('takes no lower-case word for an abbreviation: spelling out "or" would rewrite every "or"', () => {
    expect(define('the odds ratio ( or ) was 2.1')).toEqual({});
  });

  it('stays quick on a pasted run of repeated letters', () => {
    // 19 capitals, the longest an abbreviation may be; no run of the words spells them.
    const words = Array.from({ length: 8 }, () => 'a'.repeat(40)).join(' ');
    expect(define(`${words} (${'A'.repeat(18)}B)`)).toEqual({});
  });

  it('drops the capital a sentence’s start gave the long form, and gives one at a sentence’s start', () => {
    const definitions = findDefinitions([
      'Dendritic cell (DC) maturation raises uptake.',
      'Minimum Error Training (MET) tunes weights.',
      'Mature dendritic cells take up more virus.',
    ]);
    expect(explainAcronyms('Uptake rises after DC maturation, with MET.', definitions)).toBe(
      'Uptake rises after dendritic cell (DC) maturation, with Minimum Error Training (MET).',
    );
    expect(explainAcronyms('It rose. DC maturation raises it.', definitions)).toBe(
      'It rose. Dendritic cell (DC) maturation raises it.',
    );
  });

  it('keeps the capital of a name at a sentence’s start, and reads "i.e." as no sentence’s end', () => {
    const definitions = findDefinitions([
      'Parkinson disease (PD) is common in older adults.',
      'We enrolled 40 patients with Parkinson disease.',
    ]);
    expect(definitions.get('PD')).toBe('Parkinson disease');
    const cells = findDefinitions(['Mature dendritic cells (DCs) take up virus.']);
    expect(explainAcronyms('Antigen-presenting cells, i.e. DC, were sorted.', cells)).toBe(
      'Antigen-presenting cells, i.e. dendritic cell (DC), were sorted.',
    );
  });

  it('reads a lower-case abbreviation after a figure as its unit, not after a word with digits', () => {
    const units = findDefinitions(['responses came within forty milliseconds ( ms ) of onset']);
    expect(explainAcronyms('responses came within 40 ms, as ms go', units)).toBe(
      'responses came within 40 ms, as milliseconds (ms) go',
    );
    const mice = findDefinitions(['we bred cd36 knockout ( ko ) mice']);
    expect(explainAcronyms('middle-aged cd36 ko mice', mice)).toBe(
      'middle-aged cd36 knockout (ko) mice',
    );
  });

  it('takes a lower-case abbreviation in cased text for a unit or a word, not one to spell out', () => {
    expect(
      define('Responses were recorded within 40 milliseconds (ms) of the Stimulus onset.'),
    ).toEqual({});
  });
});

describe('a lower-cased paper’s abbreviations in capitals', () => {
  it('writes each as readers know it', () => {
    expect(capitalForm('gwas', 'genome-wide association studies')).toBe('GWAS');
    // The letters before the "s" are the initials: a plural; else the "s" is one of them.
    expect(capitalForm('tlrs', 'toll-like receptors')).toBe('TLRs');
    expect(capitalForm('huvecs', 'human umbilical vein endothelial cells')).toBe('HUVECs');
    expect(capitalForm('ros', 'reactive oxygen species')).toBe('ROS');
    expect(capitalForm('mtdna', 'mitochondrial dna')).toBe('mtDNA');
    expect(capitalForm('mirnas', 'micrornas')).toBe('miRNAs');
    expect(capitalForm('ca', 'calcium')).toBe('Ca');
    expect(capitalForm('ms', 'milliseconds')).toBe('ms');
  });

  it('writes them where they stand as words, or joined to a word that keeps them abbreviations', () => {
    const forms = capitalForms(
      new Map([
        ['gwas', 'genome-wide association studies'],
        ['cme', 'coronal mass ejection'],
        ['ha', 'hyaluronic acid'],
        ['ca', 'calcium'],
      ]),
    );
    expect(writeCapitals('Gwas of rna-seq data found cmes and dna-binding sites.', forms)).toBe(
      'GWAS of RNA-seq data found CMEs and DNA-binding sites.',
    );
    // Not in a compound it would half capitalise, as a unit after a figure, nor as a word.
    expect(writeCapitals('rt-pcr of gwas_2 took 40 cme; it has ha, ca. 5 and ca', forms)).toBe(
      'rt-pcr of gwas_2 took 40 cme; it has HA, ca. 5 and Ca',
    );
    // A plural that is a word stays one ("does" beside "doe"); a Greek letter keeps a compound.
    const more = capitalForms(
      new Map([
        ['doe', 'department of energy'],
        ['tnf', 'tumour necrosis factor'],
        ['hcg', 'human chorionic gonadotropin'],
      ]),
    );
    expect(writeCapitals('it does not raise tnf-α, as hcg does', more)).toBe(
      'it does not raise TNF-α, as hCG does',
    );
    const two = capitalForms(
      new Map([
        ['ci', 'confidence interval'],
        ['ha', 'hyaluronic acid'],
      ]),
    );
    expect(writeCapitals('the ci acts in cis, as ha it has', two)).toBe(
      'the CI acts in cis, as HA it has',
    );
  });

  it('writes the known ones as readers know them, not words that are abbreviations too', () => {
    const forms = capitalForms(new Map());
    expect([forms.get('dna'), forms.get('phd'), forms.get('bmi')]).toEqual(['DNA', 'PhD', 'BMI']);
    expect([forms.has('us'), forms.has('who'), forms.has('aids')]).toEqual([false, false, false]);
  });

  it('writes each part of a slashed pair, and a compound with a Greek letter after a digit', () => {
    const forms = capitalForms(
      new Map([
        ['mci', 'mild cognitive impairment'],
        ['il', 'interleukin'],
      ]),
    );
    expect(writeCapitals('mci/ad patients with il-1β and il-6', forms)).toBe(
      'MCI/ad patients with IL-1β and IL-6',
    );
    expect(writeCapitals('see www.mci.org/il and the mci.', forms)).toBe(
      'see www.mci.org/il and the MCI.',
    );
  });

  it('spells out no use glued to a name by an underscore', () => {
    const borg = findDefinitions(['the brightest of reionizing galaxies ( borg ) survey']);
    expect(explainAcronyms('borg_0240 lies far, as borg fields do', borg)).toBe(
      'borg_0240 lies far, as brightest of reionizing galaxies (borg) fields do',
    );
  });

  it('leaves an abbreviation the paper also writes as a word', () => {
    const texts = [
      'we mapped the region and the gwas cohort .',
      'the mean arterial pressure ( map ) and the genome-wide association study ( gwas ) rose .',
    ];
    const found = findDefinitions(texts);
    const words = writtenAsWords(texts, found);
    expect([...words]).toEqual(['map']);
    const { forms } = definitionsInCapitals(found, words);
    expect(writeCapitals('the map of the gwas', forms)).toBe('the map of the GWAS');
  });

  it('defines them in capitals, a plural with its singular', () => {
    const { definitions } = definitionsInCapitals(
      findDefinitions([
        'the toll-like receptors ( tlrs ) of the lv ejection fraction ( lvef ) and left ventricular ( lv )',
      ]),
    );
    expect(Object.fromEntries(definitions)).toEqual({
      TLRs: 'toll-like receptors',
      TLR: 'toll-like receptor',
      LVEF: 'LV ejection fraction',
      LV: 'left ventricular',
    });
    expect(spellOutFirstUses(['The TLR binds.', 'Each TLR and LVEF.'], definitions)).toEqual([
      'The toll-like receptor (TLR) binds.',
      'Each TLR and left ventricular (LV) ejection fraction (LVEF).',
    ]);
    // The plural and its singular are one term, spelled out once, at the use that comes first.
    expect(spellOutFirstUses(['The TLRs bind.', 'Each TLR and TLRs.'], definitions)).toEqual([
      'The toll-like receptors (TLRs) bind.',
      'Each TLR and TLRs.',
    ]);
    expect(spellOutFirstUses(['The TLR binds, unlike other TLRs.'], definitions)).toEqual([
      'The toll-like receptor (TLR) binds, unlike other TLRs.',
    ]);
    // Where a sentence defines the plural itself, the singular after it stays short.
    const hmm = findDefinitions(['We focus on Hidden Markov Models (HMMs) of tags.']);
    expect(
      spellOutFirstUses(['We focus on Hidden Markov Models (HMMs).', 'We fit HMM weights.'], hmm),
    ).toEqual(['We focus on Hidden Markov Models (HMMs).', 'We fit HMM weights.']);
    // A use in a compound spells nothing out: the bare plural after it still is.
    expect(
      spellOutFirstUses(['TLR-mediated signalling rose.', 'Other TLRs fell.'], definitions),
    ).toEqual(['TLR-mediated signalling rose.', 'Other toll-like receptors (TLRs) fell.']);
    const snps = findDefinitions(['single nucleotide polymorphisms (SNPs) were typed']);
    expect(explainAcronyms('Of the SNPs, one SNP was rare.', snps)).toBe(
      'Of the single nucleotide polymorphisms (SNPs), one SNP was rare.',
    );
  });
});
