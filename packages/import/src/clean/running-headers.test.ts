import { describe, expect, it } from 'vitest';
import { dropRunningHeaders, isPageNumber } from './running-headers.ts';

describe('isPageNumber', () => {
  it.each([
    ['12', true],
    ['Page 3', true],
    ['page 3 of 10', true],
    ['3/10', true],
    ['– 4 –', true],
    ['xii', true],
    ['iv', true],
    ['civil', false],
    ['mix', false],
    ['12 harbours', false],
    ['2026 Elsevier Ltd', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isPageNumber(text)).toBe(expected);
  });
});

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];
/** Six body lines, different on every page (page numbers alone would look alike once digits are blanked). */
const body = (page: number) =>
  WORDS.map((word, i) => `${word} ${WORDS[(i + page) % WORDS.length]} line`);

describe('dropRunningHeaders', () => {
  it.each([
    {
      name: 'a header repeated on every page, page numbers changing',
      pages: [1, 2, 3].map((p) => [`J. Coastal Sensing ${p + 100}`, ...body(p), `${p}`]),
      expected: [1, 2, 3].map(body),
    },
    {
      name: 'headers alternating between odd and even pages',
      pages: [1, 2, 3, 4, 5].map((p) => [
        p % 2 ? 'Tide Gauges' : 'Lindqvist and Okafor',
        ...body(p),
      ]),
      expected: [1, 2, 3, 4, 5].map(body),
    },
    {
      name: "a header that carries the page's number on some pages and sets it apart on others",
      pages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((p) =>
        p % 2 === 0
          ? [`${p} Lindqvist and Okafor`, ...body(p)]
          : p < 5
            ? [`Tide Gauges Built from Old Sensors ${p}`, ...body(p)]
            : ['Tide Gauges Built from Old Sensors', `${p}`, ...body(p)],
      ),
      expected: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(body),
    },
    {
      name: 'a footer that is the second line from the bottom',
      pages: [1, 2].map((p) => [...body(p), '© 2026 The Authors', `Page ${p} of 2`]),
      expected: [1, 2].map(body),
    },
    {
      name: 'a single page keeps everything but its page number',
      pages: [['Tide Gauges', ...body(1), '7']],
      expected: [['Tide Gauges', ...body(1)]],
    },
    {
      name: 'a line repeated in the middle of pages is not a header',
      pages: [1, 2, 3].map((p) => [
        ...body(p).slice(0, 3),
        'Table of results',
        ...body(p).slice(3),
      ]),
      expected: [1, 2, 3].map((p) => [
        ...body(p).slice(0, 3),
        'Table of results',
        ...body(p).slice(3),
      ]),
    },
  ])('$name', ({ pages, expected }) => {
    expect(dropRunningHeaders(pages)).toEqual(expected);
  });

  it('works on any line type through textOf', () => {
    const pages = [1, 2].map((p) => [{ text: 'Header' }, ...body(p).map((text) => ({ text }))]);
    expect(
      dropRunningHeaders(pages, (line) => line.text).map((page) => page.map((line) => line.text)),
    ).toEqual([body(1), body(2)]);
  });
});
