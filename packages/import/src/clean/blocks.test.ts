import { describe, expect, it } from 'vitest';
import type { Block } from '../types.ts';
import {
  bodyFontSize,
  cleanBlocks,
  dropReferences,
  findAbstract,
  findTitle,
  plausibleMetadataTitle,
  rejoinSplitParagraphs,
} from './blocks.ts';

const h = (text: string, size?: number): Block => ({
  kind: 'heading',
  text,
  ...(size ? { size } : {}),
});
const p = (text: string, size?: number): Block => ({
  kind: 'paragraph',
  text,
  ...(size ? { size } : {}),
});
const texts = (blocks: Block[]) => blocks.map((block) => block.text);

describe('rejoinSplitParagraphs across a float', () => {
  it.each([
    ['Figure 2: Gauge housing.', true],
    ['Fig. 3. Error over time.', true],
    ['Table 1. Sensor models.', true],
    ['TABLE II: Sensor models', true],
    ['Table in the harbour office.', false],
    ['Table 1 shows the sensor models we used.', false],
    ['Figures were drawn with a plotting library.', false],
  ])('%j kept as a caption of its own after the joined paragraph: %s', (text, caption) => {
    const blocks = [
      p('Forty sensors ran from April to', 10),
      p(text, 9),
      p('the end of July.', 10),
    ];
    expect(texts(rejoinSplitParagraphs(blocks))).toEqual(
      caption ? ['Forty sensors ran from April to the end of July.', text] : texts(blocks),
    );
  });
});

describe('rejoinSplitParagraphs', () => {
  it('joins a PDF paragraph a float cut in two, and only that', () => {
    const blocks = [
      p('Forty sensors were deployed from the first blossom in April to', 10),
      p('the end of flowering in July. At each site one camera ran.', 10),
      p('A new paragraph starts here.', 10),
      p('Agreement was high for the measured part-', 10),
      p('icipants only.', 10),
    ];
    expect(texts(rejoinSplitParagraphs(blocks))).toEqual([
      'Forty sensors were deployed from the first blossom in April to the end of flowering in July. At each site one camera ran.',
      'A new paragraph starts here.',
      'Agreement was high for the measured participants only.',
    ]);
  });

  it('leaves blocks without layout (DOCX, text) as they are', () => {
    const blocks = [p('We used'), p('three sensors.')];
    expect(texts(rejoinSplitParagraphs(blocks))).toEqual(['We used', 'three sensors.']);
  });
});

describe('dropReferences', () => {
  it.each([
    {
      name: 'drops the list to the end',
      blocks: [
        h('1 Introduction'),
        p('Body.'),
        h('References'),
        p('[1] A. Author. A paper. 2020.'),
        p('[2] B. Author. Another. 2021.'),
      ],
      expected: ['1 Introduction', 'Body.'],
    },
    {
      name: 'keeps an appendix after the list',
      blocks: [
        p('Body.'),
        h('Bibliography'),
        p('Author, A. (2020).'),
        h('Appendix A: Housing drawings'),
        p('The housing is resin.'),
      ],
      expected: ['Body.', 'Appendix A: Housing drawings', 'The housing is resin.'],
    },
    {
      name: 'finds a numbered heading',
      blocks: [p('Body.'), h('6 References'), p('[1] X.')],
      expected: ['Body.'],
    },
    {
      name: 'finds a heading run into the first entry',
      blocks: [p('Body.'), p('References [1] A. Author. A paper. 2020.')],
      expected: ['Body.'],
    },
    {
      name: 'keeps a paragraph that only mentions references',
      blocks: [p('Body.'), p('References to earlier gauges are rare.')],
      expected: ['Body.', 'References to earlier gauges are rare.'],
    },
    {
      name: 'drops an author–year list without a heading at the end, wrapped lines and all',
      blocks: [
        h('6 Conclusion'),
        p('Tokenisation errors propagate to relation extraction (Novak and Sato, 2022).'),
        p('Lucia Ibarra, Tom Becker, and Hana Kim. 2020. Chunking'),
        p('medication mentions in noisy clinical text.'),
        p('Claire Moreau and Jonas Feld. 2017. Is tokenisation'),
        p('solved? An evaluation across domains. Computational'),
        p('Linguistics Review, 12(2):201–219.'),
        p('Moreau, C. (2019). Tokens. Language Resources, 4:1–9.'),
      ],
      expected: [
        '6 Conclusion',
        'Tokenisation errors propagate to relation extraction (Novak and Sato, 2022).',
      ],
    },
    {
      name: 'drops a numbered list without a heading at the end',
      blocks: [
        p('Body.'),
        p('[1] A. Reyes. Pressure sensors in harbours. Coastal Research, 2019.'),
        p('[2] L. Chen. Atmospheric compensation. Ocean Engineering, 2021.'),
      ],
      expected: ['Body.'],
    },
    {
      name: 'keeps closing paragraphs that cite a year but do not open like entries',
      blocks: [
        p('Body.'),
        p('Gauges were installed in 2019 and ran for a season.'),
        p('The Harbour Board, which funded them in 2020, will keep them.'),
      ],
      expected: [
        'Body.',
        'Gauges were installed in 2019 and ran for a season.',
        'The Harbour Board, which funded them in 2020, will keep them.',
      ],
    },
    {
      name: 'finds a letter-spaced heading set as a paragraph',
      blocks: [p('Body.'), p('R e f e r e n c e s'), p('Kay, M. 1985. Parsing.')],
      expected: ['Body.'],
    },
    {
      name: 'finds a heading in capitals run into author-year entries',
      blocks: [p('Body.'), p('REFERENCES Abney, S. 1991. Parsing by chunks.')],
      expected: ['Body.'],
    },
    {
      name: 'takes the last heading: an early one is a figure label or a table of contents',
      blocks: [p('References'), p('Body.'), h('References'), p('[1] X. 2020.')],
      expected: ['References', 'Body.'],
    },
    {
      name: 'drops a trailing list of entries labelled by author and year',
      blocks: [
        p('Lazy copying avoids most copies [Kogure, 1990], as we saw.'),
        p('[Karttunen and Kay, 1985] Lauri Karttunen and Martin Kay. Structure sharing. 1985.'),
        p('[CARPENTER 1992] Robert Carpenter. The logic of typed feature structures.'),
        p('446 ACTES DE COLING-92, NANTES'),
      ],
      expected: ['Lazy copying avoids most copies [Kogure, 1990], as we saw.'],
    },
    {
      name: 'keeps a sentence that opens with a citation label',
      blocks: [
        p('Body.'),
        p('[Kay, 1985] showed that structure sharing keeps copies small, and in later work'),
        p('the method was extended to typed structures by many others.'),
      ],
      expected: [
        'Body.',
        '[Kay, 1985] showed that structure sharing keeps copies small, and in later work',
        'the method was extended to typed structures by many others.',
      ],
    },
    {
      name: 'keeps everything without a reference list',
      blocks: [h('Results'), p('Body.')],
      expected: ['Results', 'Body.'],
    },
  ])('$name', ({ blocks, expected }) => {
    expect(texts(dropReferences(blocks))).toEqual(expected);
  });
});

describe('findAbstract', () => {
  it.each([
    {
      name: 'paragraph under an Abstract heading',
      blocks: [h('A Title'), h('Abstract'), p('We study tides.'), h('1 Introduction'), p('Body.')],
      expected: { text: 'We study tides.', start: 1, end: 3 },
    },
    {
      name: 'structured abstract in several paragraphs, ended by keywords',
      blocks: [
        h('ABSTRACT'),
        p('Background: tides.'),
        p('Methods: gauges.'),
        p('Keywords: tides, gauges'),
        h('Introduction'),
        p('Body.'),
      ],
      expected: { text: 'Background: tides.\n\nMethods: gauges.', start: 0, end: 3 },
    },
    {
      name: 'IEEE style run-in abstract',
      blocks: [
        h('A Title'),
        p('Abstract—We study tides with gauges.'),
        p('Index Terms—tides'),
        h('I. Introduction'),
      ],
      expected: { text: 'We study tides with gauges.', start: 1, end: 2 },
    },
    {
      name: 'a keywords line run into the abstract paragraph is cut off',
      blocks: [h('Abstract'), p('We study tides. Keywords: tides, gauges'), h('1 Introduction')],
      expected: { text: 'We study tides.', start: 0, end: 2 },
    },
    {
      name: 'IEEE run-in abstract with run-in index terms',
      blocks: [p('Abstract—We study tides. Index Terms—tides, gauges'), h('I. Introduction')],
      expected: { text: 'We study tides.', start: 0, end: 1 },
    },
    {
      name: 'run-in with a colon',
      blocks: [p('Abstract: We study tides.'), p('Body.')],
      expected: { text: 'We study tides.', start: 0, end: 1 },
    },
    {
      name: 'run-in in capitals without punctuation',
      blocks: [p('ABSTRACT We study tides.'), p('Body.')],
      expected: { text: 'We study tides.', start: 0, end: 1 },
    },
    {
      name: 'document without sections after the heading: only the first paragraph',
      blocks: [h('Abstract'), p('We study tides.'), p('Body one.'), p('Body two.')],
      expected: { text: 'We study tides.', start: 0, end: 2 },
    },
  ])('$name', ({ blocks, expected }) => {
    expect(findAbstract(blocks)).toEqual(expected);
  });

  it.each([
    ['no abstract', [h('1 Introduction'), p('Body.')]],
    [
      'an Abstract heading after the introduction is not the paper’s',
      [h('1 Introduction'), p('Body.'), h('Abstract'), p('Not it.'), h('2 Methods')],
    ],
    ['an Abstract heading with nothing under it', [h('Abstract'), h('1 Introduction'), p('Body.')]],
    ['a paragraph that only starts with the word', [p('Abstracts are short.'), p('Body.')]],
  ])('%s → none', (_name, blocks) => {
    expect(findAbstract(blocks)).toBeUndefined();
  });
});

describe('findTitle', () => {
  it.each([
    {
      name: 'the block marked as title',
      blocks: [
        p('Running head'),
        { kind: 'heading', text: 'Tide Gauges', isTitle: true } as Block,
        p('Body text.'),
      ],
      expected: { text: 'Tide Gauges', index: 1 },
    },
    {
      name: 'the largest font, clearly larger than the body',
      blocks: [
        p('Journal 12', 8),
        h('Tide Gauges from Old Sensors', 17),
        p('Lindqvist', 11),
        p('A long body paragraph of text.', 10),
        p('Another body paragraph here.', 10),
      ],
      expected: { text: 'Tide Gauges from Old Sensors', index: 1 },
    },
    {
      name: 'no size information: the first short block',
      blocks: [p('Tide Gauges from Old Sensors'), p('A body paragraph.')],
      expected: { text: 'Tide Gauges from Old Sensors', index: 0 },
    },
  ])('$name', ({ blocks, expected }) => {
    expect(findTitle(blocks)).toEqual(expected);
  });

  it.each([
    ['all text the same size', [p('Tide gauges', 10), p('Body.', 10)]],
    ['first block is a section heading', [h('Introduction'), p('Body.')]],
    ['first block is a sentence', [p('We built gauges.'), p('Body.')]],
    ['a lone block', [p('Tide Gauges')]],
  ])('%s → none', (_name, blocks) => {
    expect(findTitle(blocks)).toBeUndefined();
  });

  it('looks only before the given index', () => {
    expect(
      findTitle([h('Abstract'), p('Text.', 10), h('Big Late Heading', 20)], 2),
    ).toBeUndefined();
  });
});

describe('bodyFontSize', () => {
  it('is the size carrying the most characters', () => {
    expect(
      bodyFontSize([p('x'.repeat(10), 17), p('y'.repeat(300), 10.1), p('z'.repeat(50), 9)]),
    ).toBe(10);
    expect(bodyFontSize([p('no sizes')])).toBeUndefined();
  });
});

describe('plausibleMetadataTitle', () => {
  it.each([
    ['Tide Gauges from Old Sensors', 'Tide Gauges from Old Sensors'],
    ['  Tide   Gauges ', 'Tide Gauges'],
    ['paper-final-v3.pdf', undefined],
    ['Microsoft Word - draft', undefined],
    ['Untitled document', undefined],
    ['x', undefined],
    [undefined, undefined],
  ])('%j → %j', (title, expected) => {
    expect(plausibleMetadataTitle(title)).toBe(expected);
  });
});

describe('cleanBlocks', () => {
  it('takes out title, bylines, abstract, keywords and references, keeping the body in order', () => {
    const result = cleanBlocks([
      h('Tide Gauges from Old Sensors', 17),
      p('Mara Lindqvist', 11),
      p('Harbour Institute', 10),
      h('Abstract', 11),
      p('We built gauges.', 10),
      p('Keywords: tides, gauges', 10),
      h('1 Introduction', 11),
      p('Harbours lack gauges and this paragraph is long enough to be body text.', 10),
      p('Figure 1: A gauge.', 9),
      h('References', 11),
      p('[1] A. Author.', 9),
    ]);
    expect(result).toEqual({
      title: 'Tide Gauges from Old Sensors',
      abstract: 'We built gauges.',
      body: [
        h('1 Introduction', 11),
        p('Harbours lack gauges and this paragraph is long enough to be body text.', 10),
        p('Figure 1: A gauge.', 9),
      ],
      notes: [],
    });
  });

  it('sets the notes apart, in order, and ends the abstract at a caption', () => {
    const note = (text: string): Block => ({ ...p(text, 8), note: true });
    const result = cleanBlocks([
      h('Abstract', 11),
      p('We built gauges.', 10),
      note('1 Funded by the harbour.'),
      p('Figure 1: A gauge.', 9),
      h('1 Introduction', 11),
      p('Harbours lack gauges.', 10),
      note('2 See the appendix.'),
      h('References', 11),
      p('[1] A. Author.', 9),
    ]);
    expect(result.abstract).toBe('We built gauges.');
    expect(result.body).toEqual([
      p('Figure 1: A gauge.', 9),
      h('1 Introduction', 11),
      p('Harbours lack gauges.', 10),
    ]);
    expect(texts(result.notes)).toEqual(['1 Funded by the harbour.', '2 See the appendix.']);
  });

  it('drops the bylines under a title when there is no abstract', () => {
    const result = cleanBlocks([
      p('Tide Gauges'),
      p('Mara Lindqvist, Harbour Institute'),
      p('Harbours lack gauges, so we built twelve of them from old sensors.'),
      p('More.'),
    ]);
    expect(result).toEqual({
      title: 'Tide Gauges',
      body: [p('Harbours lack gauges, so we built twelve of them from old sensors.'), p('More.')],
      notes: [],
    });
  });

  it('falls back on a plausible metadata title', () => {
    expect(
      cleanBlocks([p('We built gauges.', 10), p('More.', 10)], 'Tide Gauges from Old Sensors')
        .title,
    ).toBe('Tide Gauges from Old Sensors');
    expect(
      cleanBlocks([p('We built gauges.', 10), p('More.', 10)], 'draft.docx').title,
    ).toBeUndefined();
  });
});
