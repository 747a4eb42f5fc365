import { describe, expect, it } from 'vitest';
import type { Line } from './paragraphs.ts';
import { dropTableRows, notesBeforeReferences, splitFootnotes } from './pdf-pages.ts';

const line = (text: string, y: number, options: Partial<Line> = {}): Line => ({
  text,
  x0: 50,
  x1: 300,
  y,
  size: 10,
  page: 0,
  column: 'full',
  cells: 1,
  numericCells: 0,
  ...options,
});
const body = (page: number, column: Line['column'] = 'full') =>
  [700, 688, 676, 664].map((y, i) =>
    line(`body line ${i} of a paragraph in the normal font size`, y, { page, column }),
  );
const texts = (lines: Line[]) => lines.map((l) => l.text);

describe('splitFootnotes', () => {
  it.each([
    {
      name: 'small print under the body',
      lines: [
        ...body(0),
        line('1 Funded by a grant.', 80, { size: 8 }),
        line('continued note', 71, { size: 8 }),
      ],
      expected: texts(body(0)),
    },
    {
      name: 'a body-size footnote opening with a marker after a gap',
      lines: [
        ...body(0),
        line('Funded by a grant.', 80, { note: true }),
        line('Radar model RG-7.', 68),
      ],
      expected: texts(body(0)),
    },
    {
      name: 'a larger line opening with a mark after a gap (an affiliation) and what follows stay',
      lines: [
        line('Kevin Knight', 780, { size: 12 }),
        line('Information Sciences Institute', 750, { note: true, size: 12 }),
        line('Marina del Rey', 736, { size: 12 }),
        ...body(0),
      ],
      expected: [
        'Kevin Knight',
        'Information Sciences Institute',
        'Marina del Rey',
        ...texts(body(0)),
      ],
    },
    {
      name: 'small print running on under the body without a gap (a list) stays; the footnote after a gap goes',
      lines: [
        ...body(0),
        line('(1) PN-e: a proper name is assigned to this class', 654, { size: 8 }),
        line('if a preceding mention matches it exactly.', 645, { size: 8 }),
        line('(2) PN-p: a partial match of content words.', 633, { size: 8 }),
        line('We assume there are no cataphoric expressions.', 600, { size: 8 }),
        line('in the data.', 591, { size: 8 }),
      ],
      expected: [
        ...texts(body(0)),
        '(1) PN-e: a proper name is assigned to this class',
        'if a preceding mention matches it exactly.',
        '(2) PN-p: a partial match of content words.',
      ],
    },
    {
      name: 'small print right under a page number (the venue note of a first page) goes',
      lines: [
        ...body(0),
        line('656', 100),
        line('Proceedings of the 47th Annual Meeting of the ACL', 89, { size: 8 }),
      ],
      expected: [...texts(body(0)), '656'],
    },
    {
      name: 'a list one point smaller than the body at the foot of a column stays',
      lines: [...body(0), line('• a list item set smaller', 640, { size: 8.8 })],
      expected: [...texts(body(0)), '• a list item set smaller'],
    },
    {
      name: 'below the first footnote-size line, lines measured a little larger go too (recognised text)',
      lines: [
        ...body(0),
        line('Moreau, C. 2020. A test bed for', 120, { size: 8.4 }),
        line('robust extraction. Journal of', 110, { size: 8.9 }),
        line('Clinical Informatics, 9(4):310-322.', 100, { size: 8.7 }),
      ],
      expected: texts(body(0)),
    },
    {
      name: 'a small caption under the body and the typeset lines a point smaller under it stay (pseudo-code)',
      lines: [
        ...body(0),
        line('Figure 2: the copy procedure', 130, { size: 8 }),
        line('procedure copy(node)', 120, { size: 9 }),
        line('if node is revised then', 110, { size: 9 }),
        line('create newnode', 100, { size: 9 }),
        line('copy the arcs of node', 90, { size: 9 }),
        line('endif', 80, { size: 9 }),
        line('return newnode', 70, { size: 9 }),
      ],
      expected: [
        ...texts(body(0)),
        'Figure 2: the copy procedure',
        'procedure copy(node)',
        'if node is revised then',
        'create newnode',
        'copy the arcs of node',
        'endif',
        'return newnode',
      ],
    },
    {
      name: 'a marked line after a gap in the upper half of a column (an affiliation) keeps the column below it',
      lines: [
        line('Dong Hong Ji', 740, { size: 11.6 }),
        line('Institute for Infocomm Research', 724, { note: true }),
        line('Singapore 119613', 712),
        ...body(0),
        line('running on down the column in the body font', 652),
        line('and on to its foot, well below the middle.', 640),
      ],
      expected: [
        'Dong Hong Ji',
        'Institute for Infocomm Research',
        'Singapore 119613',
        ...texts(body(0)),
        'running on down the column in the body font',
        'and on to its foot, well below the middle.',
      ],
    },
    {
      name: 'a line that opens with a marker inside a paragraph (no gap) stays',
      lines: [...body(0), line('and more as shown.', 652, { note: true }), line('end.', 640)],
      expected: [...texts(body(0)), 'and more as shown.', 'end.'],
    },
    {
      name: 'small print above body text (a small heading or caption in the middle) stays',
      lines: [line('small top', 720, { size: 8 }), ...body(0)],
      expected: ['small top', ...texts(body(0))],
    },
    {
      name: 'each column and page on its own',
      lines: [
        ...body(0, 'left'),
        line('note L', 80, { size: 8, column: 'left' }),
        ...body(0, 'right'),
        ...body(1),
      ],
      expected: [...texts(body(0)), ...texts(body(0)), ...texts(body(1))],
    },
    {
      name: 'a column of small print only (a reference page) keeps everything',
      lines: [
        ...body(0),
        line('[1] A. Author.', 700, { page: 1, size: 8 }),
        line('[2] B. Author.', 690, { page: 1, size: 8 }),
      ],
      expected: [...texts(body(0)), '[1] A. Author.', '[2] B. Author.'],
    },
    {
      name: 'a caption in small print at the foot of a column stays in the body; the footnote under it does not',
      lines: [
        ...body(0),
        line('Table 3: Accuracy of the three taggers on', 140, { size: 8 }),
        line('the held-out sentences.', 131, { size: 8 }),
        line('2 The tagger is freely available.', 90, { size: 8, note: true }),
      ],
      expected: [
        ...texts(body(0)),
        'Table 3: Accuracy of the three taggers on',
        'the held-out sentences.',
      ],
    },
  ])('$name', ({ lines, expected }) => {
    const split = splitFootnotes(lines);
    expect(texts(split.body)).toEqual(expected);
    // Nothing else is lost: every other line is a footnote, in the order it was read.
    expect(texts(split.notes)).toEqual(texts(lines).filter((text) => !expected.includes(text)));
  });

  it('drops print too small for running text right under the body (a figure’s labels)', () => {
    const lines = [...body(0), line('0.2 0.4 0.6', 652, { size: 6 })];
    expect(splitFootnotes(lines)).toEqual({ body: body(0), notes: [] });
  });
});

describe('notesBeforeReferences', () => {
  it('keeps the reference entries set small under a column’s last body line in the body, where the clean-up drops them (they leaked as notes)', () => {
    const lines = [
      ...body(0),
      line('1 Our seeds are listed in the appendix.', 600, { size: 8, note: true }),
      line('References', 700, { page: 1 }),
      line('[1] Berland, M. and E. Charniak. 1999. Finding parts.', 680, { page: 1, size: 8 }),
      line('[2] Caraballo, S. 1999. Automatic acquisition.', 670, { page: 1, size: 8 }),
    ];
    const split = notesBeforeReferences(lines, {
      body: [...lines.slice(0, 4), lines[5]!],
      notes: [lines[4]!, lines[6]!, lines[7]!],
    });
    expect(texts(split.notes)).toEqual(['1 Our seeds are listed in the appendix.']);
    expect(texts(split.body)).toEqual([...texts(body(0)), ...texts(lines.slice(5))]);
  });
});

describe('dropTableRows', () => {
  it('drops rows of three or more cells with numbers, and the header row of two cells above them', () => {
    const lines = [
      line('and four meadows, from the first blossom in', 700),
      line('Group Visits Agreement', 680, { cells: 2 }),
      line('Bumblebees 4120 93', 668, { cells: 3, numericCells: 2 }),
      line('Honeybees 9870 88', 656, { cells: 3, numericCells: 2 }),
      line('the end of flowering in July.', 630),
    ];
    expect(texts(dropTableRows(lines))).toEqual([
      'and four meadows, from the first blossom in',
      'the end of flowering in July.',
    ]);
  });

  it('keeps an equation with its number and a row of words without numbers', () => {
    const lines = [
      line('E = mc2 (1)', 700, { cells: 2, numericCells: 1 }),
      line('stretched justified words', 688, { cells: 3 }),
    ];
    expect(texts(dropTableRows(lines))).toEqual(texts(lines));
  });
});
