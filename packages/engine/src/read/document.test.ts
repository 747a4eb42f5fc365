import { describe, expect, it } from 'vitest';
import { NOTES_HEADING } from '@abstractly/contracts/text-patterns';
import { classifyHeading, parseDocument } from './document.ts';

describe('classifyHeading', () => {
  it.each([
    ['1 Introduction', 'introduction'],
    ['INTRODUCTION', 'introduction'],
    ['2. Related Work', 'background'],
    ['3.1 Materials and Methods', 'methods'],
    ['Methods', 'methods'],
    ['4 Results', 'results'],
    ['results and discussion', 'results'],
    ['Discussion', 'discussion'],
    ['6 Conclusions', 'conclusion'],
    ['Concluding remarks', 'conclusion'],
    ['References', 'ignored'],
    ['Acknowledgements', 'ignored'],
    ['Acknowledgments', 'ignored'],
    ['Notes', 'ignored'],
    ['Footnotes', 'ignored'],
    ['Ethics Statement', 'ignored'],
    ["Authors' contributions", 'ignored'],
    ['Financial support and sponsorship', 'ignored'],
    ['Reference DNAs for TMEM154 Testing', 'other'],
    ['Notes on the corpus', 'other'],
    ['Einleitung', 'introduction'],
    ['Resultados', 'results'],
    ['Заключение', 'conclusion'],
    ['结论', 'conclusion'],
    ['2 Sparse Attention', 'other'],
    ['We propose a new method for parsing long documents with sparse attention.', undefined],
  ])('%s → %s', (line, kind) => {
    expect(classifyHeading(line)).toBe(kind);
  });
});

describe('parseDocument', () => {
  const text = [
    'Introduction',
    'Long documents are hard to summarise. We propose a sparse model.',
    'Figure 2: Accuracy against length for each model.',
    'Methods',
    'We train on 500 papers.',
    'Conclusion',
    'The sparse model works.',
    'References',
    '[1] Smith, J. A paper. Journal 2020.',
    'Acknowledgements',
    'We thank the reviewers.',
  ].join('\n\n');

  it('tags sections and drops captions, references and acknowledgements', () => {
    const { sentences } = parseDocument(text);
    expect(sentences.map((s) => [s.section, s.text])).toEqual([
      ['introduction', 'Long documents are hard to summarise.'],
      ['introduction', 'We propose a sparse model.'],
      ['methods', 'We train on 500 papers.'],
      ['conclusion', 'The sparse model works.'],
    ]);
    expect(sentences[0]!.position).toBe(0);
    expect(sentences[3]!.position).toBe(1);
  });

  it('drops the captions and the notes of an imported paper', () => {
    const imported = [
      'The gauges were read every minute for 94 days.',
      'Table 1: Drift of the gauges by their age.',
      'TABLE II: Sensor models',
      'Fig. 3. Error over time. Each point is one day.',
      'Older gauges drift faster.',
      NOTES_HEADING,
      '1 Funded by the Harbour Fund, grant 12-345.',
      '2 The drawings are kept in the harbour office.',
    ].join('\n\n');
    expect(parseDocument(imported).sentences.map((s) => s.text)).toEqual([
      'The gauges were read every minute for 94 days.',
      'Older gauges drift faster.',
    ]);
  });

  it('flags math placeholders of the benchmark corpora', () => {
    const { sentences } = parseDocument('the energy @xmath0 grows . the rate stays fixed .');
    expect(sentences.map((s) => s.hasPlaceholder)).toEqual([true, false]);
  });

  it('reads the sections after an ethics statement, and no list past its own headings', () => {
    const paper = [
      'Methods',
      'Ethics statement',
      'The protocol was approved by the committee.',
      'Animals',
      'Six monkeys were tilted backward 6 degrees.',
      'R',
      'The amplitude fell by half after 42 days.',
      'Reference DNAs for testing',
      'Twelve reference samples were sequenced.',
      'References',
      'Smith J. Tilted beds. Space Med 2001.',
      'A',
      'Adams K. Nerve conduction. J Physiol 1999.',
    ].join('\n\n');
    expect(parseDocument(paper).sentences.map((s) => [s.section, s.text])).toEqual([
      ['other', 'Six monkeys were tilted backward 6 degrees.'],
      ['other', 'The amplitude fell by half after 42 days.'],
      ['other', 'Twelve reference samples were sequenced.'],
    ]);
  });

  it('reads on after a statement heading with a colon, not after declarations', () => {
    const paper = [
      'Methods',
      'Disclosure:',
      'The authors report no conflicts.',
      'Patients',
      'Forty patients were enrolled.',
      'Declarations',
      'Ethics approval and consent to participate',
      'Not applicable.',
      'Availability of data and materials',
      'The datasets are available from the corresponding author on request.',
    ].join('\n\n');
    expect(parseDocument(paper).sentences.map((s) => s.text)).toEqual([
      'Forty patients were enrolled.',
    ]);
  });

  it('drops a statement whose heading runs into its first sentence, not a sentence about one', () => {
    const paper = [
      'forty patients were enrolled in the trial.',
      "authors' contributions lw designed the study. ar did the western blots.",
      'competing interests the authors declare that they have no competing interests.',
      'competing interests are common among the funders of such trials.',
    ].join('\n\n');
    expect(parseDocument(paper).sentences.map((s) => s.text)).toEqual([
      'forty patients were enrolled in the trial.',
      'competing interests are common among the funders of such trials.',
    ]);
    const cased = [
      'Forty patients were enrolled in the trial.',
      'Competing interests shape how physicians prescribe.',
      'Conflicts of interest undermine public trust in trials.',
    ].join('\n\n');
    expect(parseDocument(cased).sentences).toHaveLength(3);
    const about = [
      'conflicts of interest we identified in 40% of the trials were mostly financial.',
      'competing interests no doubt shape how physicians prescribe.',
    ].join('\n\n');
    expect(parseDocument(about).sentences).toHaveLength(2);
  });

  it('still reads a text that starts with a back-matter heading', () => {
    expect(
      parseDocument('Acknowledgements\n\nThe whole text is here. It has two sentences.').sentences,
    ).toHaveLength(2);
  });
});
