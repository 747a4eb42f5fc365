import { describe, expect, it } from 'vitest';
import { scoreAbstract } from '../index.ts';
import { EXCELLENT_SCORE } from '../measure/quality.ts';
import { unexplainedAbbreviations } from '../sentence/acronyms.ts';

const PAPER = [
  'Introduction',
  'Clinical notes hold much of what is known about a patient. Reading them takes time.',
  'Methods',
  'We collected 1,200 discharge notes from 3 hospitals and trained a convolutional neural network (CNN) on them.',
  'Results',
  'The CNN reached an accuracy of 91.5% on held-out notes, above the 84.2% of the best baseline.',
  'Conclusion',
  'Automatic reading of discharge notes is accurate enough to help clinicians.',
].join('\n\n');

const GOOD =
  'Clinical notes hold much of what is known about a patient, but reading them takes time. ' +
  'We collected 1,200 discharge notes from 3 hospitals and trained a convolutional neural network (CNN) on them. ' +
  'The CNN reached an accuracy of 91.5%, above the 84.2% of the best baseline. ' +
  'Automatic reading of discharge notes is accurate enough to help clinicians.';

const check = (abstract: string, extra: Record<string, unknown> = {}) =>
  scoreAbstract({
    abstract,
    source: PAPER,
    title: 'Reading discharge notes',
    language: 'en',
    academicLevel: 'graduate',
    ...extra,
  });

/** The text each finding of a kind points at. */
const marked = (abstract: string, kind: string, extra: Record<string, unknown> = {}) =>
  check(abstract, extra)
    .findings.filter((f) => f.kind === kind)
    .map((f) => (f.start === undefined ? undefined : abstract.slice(f.start, f.end)));

describe('findings of scoreAbstract, each with its place in the abstract', () => {
  it('finds nothing wrong in the text of a sound abstract of the paper', () => {
    // missing-part depends on the role classifier's reading, tested on its own below.
    const kinds = check(GOOD).findings.filter((f) => f.kind !== 'missing-part');
    expect(kinds.filter((f) => f.severity !== 'info')).toEqual([]);
  });

  it.each([
    ['unsupported-number', GOOD.replace('1,200', '1,500'), ['1,500']],
    ['citation', GOOD.replace('takes time.', 'takes time [4].'), ['[4]']],
    [
      'citation',
      GOOD.replace('takes time.', 'takes time (Smith et al., 2019).'),
      ['(Smith et al., 2019)'],
    ],
    ['figure-reference', GOOD.replace('baseline.', 'baseline (Table 2).'), ['Table 2']],
    ['dangling-opener', `Moreover, ${GOOD}`, ['Moreover']],
    ['dangling-opener', `These results matter. ${GOOD}`, ['These results']],
    ['dangling-opener', `To do so, we read notes. ${GOOD}`, ['To do so']],
    ['undefined-abbreviation', GOOD.replace(' (CNN)', ''), ['CNN']],
    ['placeholder', GOOD.replace('91.5%', '@xmath0'), ['@xmath0']],
  ])('%s in %#', (kind, abstract, expected) => {
    expect(marked(abstract, kind)).toEqual(expected);
  });

  it.each(['This paper presents', 'This study reports', 'Este trabajo presenta'])(
    '"%s…" names the text itself: not a dangling opener',
    (opener) => {
      expect(marked(`${opener} how we read notes. ${GOOD}`, 'dangling-opener')).toEqual([]);
      expect(
        marked(`${opener.split(' ')[0]} reads notes. ${GOOD}`, 'dangling-opener'),
      ).toHaveLength(1);
    },
  );

  it('takes a name written in camel case for a name, not an abbreviation to spell out', () => {
    const named = `${GOOD} We matched the notes to WordNet and PubMed, as McKeown did, with the CNN.`;
    expect(marked(named, 'undefined-abbreviation')).toEqual([]);
    expect(marked(`${GOOD} We used the XLNet and LSTMs.`, 'undefined-abbreviation')).toEqual([
      'XLNet',
      'LSTM',
    ]);
  });

  it('gives the paper’s long form for an abbreviation it defines, in any case', () => {
    const bare = GOOD.replace(' (CNN)', '');
    const finding = check(bare).findings.find((f) => f.kind === 'undefined-abbreviation');
    expect(finding?.message).toContain('"convolutional neural network (CNN)"');
    // A lower-cased paper writes its abbreviations in lower case: found all the same.
    const lower = (text: string) => text.toLowerCase();
    const found = scoreAbstract({
      abstract: lower(bare),
      source: lower(PAPER),
      title: 'reading discharge notes',
      language: 'en',
      academicLevel: 'graduate',
    }).findings.filter((f) => f.kind === 'undefined-abbreviation');
    expect(found.map((f) => lower(bare).slice(f.start, f.end))).toEqual(['cnn']);
    expect(found[0]!.message).toContain('"convolutional neural network (cnn)"');
    // The engine writes a lower-cased paper's abbreviations in capitals: the same one.
    const capitals = scoreAbstract({
      abstract: lower(bare).replace('cnn', 'CNN'),
      source: lower(PAPER),
      title: 'reading discharge notes',
      language: 'en',
      academicLevel: 'graduate',
    }).findings.find((f) => f.kind === 'undefined-abbreviation');
    expect(capitals?.message).toContain('"convolutional neural network (CNN)"');
    // A mixed-case form of a lower-case definition ("mtDNA" for "mtdna") is found too.
    const mixed = scoreAbstract({
      abstract: 'The mtDNA copy number fell in all treated cells over the whole week of the trial.',
      source: 'we measured mitochondrial dna ( mtdna ) copy number in cells . the mtdna fell .',
      title: 'mtdna in cells',
      language: 'en',
      academicLevel: 'graduate',
    }).findings.find((f) => f.kind === 'undefined-abbreviation');
    expect(mixed?.message).toContain('"mitochondrial dna (mtDNA)"');
    expect(
      scoreAbstract({
        abstract: lower(GOOD),
        source: lower(PAPER),
        title: 'reading discharge notes',
        language: 'en',
        academicLevel: 'graduate',
      }).findings.filter((f) => f.kind === 'undefined-abbreviation'),
    ).toEqual([]);
  });

  it('marks a sentence over 40 words as long, with its offsets', () => {
    const long = `We read ${'many notes and '.repeat(14)}more notes.`;
    const abstract = `${GOOD} ${long}`;
    expect(marked(abstract, 'long-sentence')).toEqual([long]);
  });

  it('an unsupported number is an error and keeps the score under Excellent', () => {
    const result = check(GOOD.replace('1,200', '1,500'));
    expect(result.findings.find((f) => f.kind === 'unsupported-number')?.severity).toBe('error');
    expect(result.quality_score).toBeLessThan(EXCELLENT_SCORE);
  });

  it('checks word counts against the venue (error) and the target (warning)', () => {
    const over = check(`${GOOD} ${GOOD} ${GOOD}`, { venue: 'science' }).findings;
    expect(over.filter((f) => f.kind === 'over-limit').map((f) => f.severity)).toEqual(['error']);
    expect(over.find((f) => f.kind === 'over-limit')?.message).toMatch(/Science's limit of 125/u);
    const under = check(GOOD, { target: 250 }).findings.filter((f) => f.kind === 'under-limit');
    expect(under.map((f) => f.severity)).toEqual(['warning']);
  });

  it('a venue that forbids citations makes a citation an error', () => {
    const abstract = GOOD.replace('takes time.', 'takes time [4].');
    const finding = check(abstract, { venue: 'nature' }).findings.find(
      (f) => f.kind === 'citation',
    );
    expect(finding?.severity).toBe('error');
  });

  it('names the headings a structured venue requires, and marks headings a venue forbids', () => {
    const required = check(GOOD, { venue: 'ama' }).findings.find(
      (f) => f.kind === 'venue-headings',
    );
    expect(required?.message).toMatch(/"Importance"/u);
    const headed = `Background: ${GOOD}\nMethods: We read notes.`;
    expect(marked(headed, 'venue-headings', { venue: 'nature' })).toEqual([
      'Background:',
      'Methods:',
    ]);
  });

  it('says which part is missing, except results for a descriptive abstract', () => {
    const methodsOnly =
      'We collected 1,200 discharge notes from 3 hospitals and trained a convolutional neural network (CNN) on them.';
    // The reader's check says it once: no sentence states what the work found.
    const parts = (extra = {}) =>
      check(methodsOnly, extra)
        .findings.filter((f) => f.kind === 'missing-part' || f.kind === 'missing-result')
        .map((f) => f.message);
    expect(parts().filter((m) => /No results|found/u.test(m))).toEqual([
      'No sentence says what the work found: state the main result.',
    ]);
    expect(parts({ style: 'descriptive' }).some((m) => /No results|found/u.test(m))).toBe(false);
  });

  it('reports a language other than the chosen one as an error', () => {
    const spanish =
      'Las notas clínicas contienen mucha información sobre el paciente y su lectura lleva tiempo.';
    const finding = check(spanish, { requestedLanguage: 'en' }).findings.find(
      (f) => f.kind === 'language-mismatch',
    );
    expect(finding).toMatchObject({ severity: 'error' });
    expect(finding?.message).toMatch(/Spanish.*English/u);
  });

  it('without the paper, says numbers were not checked instead of flagging them', () => {
    const result = scoreAbstract({
      abstract: GOOD,
      source: '',
      language: 'en',
      academicLevel: 'phd',
    });
    const numbers = result.findings.filter((f) => f.kind === 'unsupported-number');
    expect(numbers).toEqual([expect.objectContaining({ severity: 'info' })]);
    expect(numbers[0]!.message).toMatch(/quality score leaves out how the abstract follows/u);
    expect(result.analysis.unsupported_numbers).toEqual([]);
    // The parts that need the paper are left out of the score, not counted as met.
    expect(result.analysis.quality_breakdown).not.toHaveProperty('paper_coverage');
    expect(result.analysis.quality_breakdown).not.toHaveProperty('key_term_coverage');
  });
});

describe('what a reader stops at (the reader panel’s defects), found where it stands', () => {
  it('finds none in a sound abstract of the paper', () => {
    const kinds = check(GOOD).findings.map((f) => f.kind);
    for (const kind of ['dangling-reference', 'redundant', 'paper-pointer', 'debris'])
      expect(kinds).not.toContain(kind);
  });

  it.each([
    [
      'a sentence leaning on text that is not there',
      'dangling-reference',
      `${GOOD} Given the above model, the notes were read twice.`,
      'the above',
    ],
    [
      'a point made twice',
      'redundant',
      `${GOOD} We collected 1,200 discharge notes from three hospitals to train the convolutional neural network.`,
      'We collected 1,200 discharge notes from three hospitals to train the convolutional neural network.',
    ],
    [
      'a pointer into the paper',
      'paper-pointer',
      GOOD.replace('takes time.', 'takes time (see Section [ sec: intro ]).'),
      'Section [ sec: intro ]',
    ],
    [
      'debris',
      'debris',
      GOOD.replace('above the 84.2%', 'above the 84.2% 0.81 0.79 0.85'),
      '84.2% 0.81 0.79 0.85',
    ],
  ])('%s', (_name, kind, abstract, words) => {
    expect(marked(abstract, kind).join(' ')).toContain(
      kind === 'debris' ? '0.81 0.79 0.85' : words.slice(0, 20),
    );
    expect(check(abstract).quality_score).toBeLessThan(check(GOOD).quality_score);
  });

  it('says when no sentence states a result, except in a descriptive abstract', () => {
    const noResult =
      'Clinical notes hold much of what is known about a patient, but reading them takes time. ' +
      'We collected 1,200 discharge notes from 3 hospitals and trained a convolutional neural network (CNN) on them.';
    expect(marked(noResult, 'missing-result')).toEqual([undefined]);
    expect(marked(noResult, 'missing-result', { style: 'descriptive' })).toEqual([]);
    expect(marked(GOOD, 'missing-result')).toEqual([]);
  });

  it('judges a sentence copied from the paper away from its neighbour there strictly', () => {
    const paper =
      'We collected tweets from 40 cities in 2019.\n\nThese cities were chosen for their size and their mix of languages.';
    const abstract =
      'We tag tweets with a new model. These cities were chosen for their size and their mix of languages.';
    const dangling = (source: string) =>
      scoreAbstract({ abstract, source, language: 'en', academicLevel: 'graduate' })
        .findings.filter((f) => f.kind === 'dangling-reference')
        .map((f) => abstract.slice(f.start, f.end));
    // Copied: "These cities" had its antecedent in the paper's sentence before, not here.
    expect(dangling(paper)).toEqual(['These cities']);
    // Written for the abstract (not in the paper): the author is trusted with a noun of its own.
    expect(dangling('We tag tweets.')).toEqual([]);
  });

  it('marks a copied sentence whose definite mention the paper introduced just before it', () => {
    const paper =
      'We built a web service that shows two translations side by side.\n\n' +
      'We demonstrate that manual evaluation of machine translation is feasible using the web service.';
    const abstract =
      'Manual evaluation of translation is slow. ' +
      'We demonstrate that manual evaluation of machine translation is feasible using the web service.';
    const dangling = (source: string) =>
      scoreAbstract({ abstract, source, language: 'en', academicLevel: 'graduate' })
        .findings.filter((f) => f.kind === 'dangling-reference')
        .map((f) => abstract.slice(f.start, f.end));
    expect(dangling(paper)).toEqual(['the web service']);
    // The abstract introduces it first: nothing is missing.
    const introduced = `We built a web service that shows two translations side by side. ${abstract}`;
    expect(
      scoreAbstract({
        abstract: introduced,
        source: paper,
        language: 'en',
        academicLevel: 'graduate',
      }).findings.filter((f) => f.kind === 'dangling-reference'),
    ).toEqual([]);
  });
});

describe('unexplainedAbbreviations', () => {
  const paper = new Map([['CNN', 'convolutional neural network']]);

  it('finds what neither the sentence nor the paper spells out', () => {
    expect(unexplainedAbbreviations('The MJ-1 and MJ-2 models beat LDA.', paper)).toEqual([
      'MJ',
      'LDA',
    ]);
    expect(unexplainedAbbreviations('Patients with CLL or CVD were excluded.', paper)).toEqual([
      'CLL',
      'CVD',
    ]);
  });

  it.each([
    'A CNN tags the tweets.',
    'A hidden Markov model (HMM) tags the tweets.',
    'We use DNA from 12 patients and WordNet senses.',
    'BRCA1 carriers in stage XIII grew NaCl and TiO2 crystals at 5 GPa.',
  ])('leaves what the paper or the sentence spells out, or every reader knows: %s', (sentence) => {
    expect(unexplainedAbbreviations(sentence, paper)).toEqual([]);
  });
});
