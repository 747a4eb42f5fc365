import { describe, expect, it } from 'vitest';
import { mendTexLigatureSpaces, repairGlyphs } from './glyphs.ts';

describe('repairGlyphs', () => {
  it.each([
    ['Unicode ligatures', 'eﬃcient ﬁrst ﬂow oﬀer baﬄe', 'efficient first flow offer baffle'],
    [
      'Latin-1 shifted codes inside words',
      'eÆcient diÆcult coeÆcient',
      'efficient difficult coefficient',
    ],
    ['Ã Ä Å Ç inside words', 'oÃer deÄned °ow shuÇe', 'offer defined flow shuffle'],
    [
      'dvips-shifted symbols',
      'de¯ned the ¯rst °ow e±cient sta®',
      'defined the first flow efficient staff',
    ],
    ['a ligature ending a word', 'the sta® were briefed', 'the staff were briefed'],
  ])('repairs %s', (_name, input, expected) => {
    expect(repairGlyphs(input)).toBe(expected);
  });

  it.each([
    ['degrees', 'at 37°C and 5 ± 2 mm'],
    ['real capitals', 'Ärzte in Åland and Æsir'],
    ['a registered sign after a name', 'Matlab® R2020'],
    ['a symbol on its own', 'values of ± 3'],
  ])('leaves %s alone', (_name, text) => {
    expect(repairGlyphs(text)).toBe(text);
  });
});

describe('joinSpacingAccents', () => {
  it.each([
    ['a diaeresis before its letter', 'Sch¨utze and L¨u', 'Schütze and Lü'],
    ['a caron', 'ˇreka and ˇrece', 'řeka and řece'],
    ['an acute on a dotless i', 'poˇc´ıtač', 'počítač'],
  ])('joins %s', (_name, input, expected) => {
    expect(repairGlyphs(input)).toBe(expected);
  });

  it('leaves accents standing alone', () => {
    expect(repairGlyphs('the ¨ sign, a ´ b')).toBe('the ¨ sign, a ´ b');
  });
});

describe('mendTexLigatureSpaces', () => {
  it('writes back the ligatures pdf.js read as spaces, inside, before and after a word', () => {
    const runs = ['We brie y describe', ' ', 'nds', ' ', 'uent o ers', 'the sta', ' ', 'x them.'];
    const words = ['brie\u000dy', '\u000cnds', '\u000duent', 'o\u000bers', 'sta\u000b', '\u000cx'];
    expect(mendTexLigatureSpaces(runs, words)).toEqual([
      'We briefly describe',
      ' ',
      'finds',
      ' ',
      'fluent offers',
      'the staff',
      ' ',
      'fix them.',
    ]);
  });

  it('mends each drawn word once, in drawing order, and never a longer word', () => {
    // The second "o ers" was drawn with a real gap; "nds" inside "ends" is not the word drawn.
    expect(
      mendTexLigatureSpaces(['ends: o ers', 'and o ers', 'nds'], ['o\u000bers', '\u000cnds']),
    ).toEqual(['ends: offers', 'and o ers', 'finds']);
  });

  it('looks for a one-letter remainder only in the next runs (it may be a symbol elsewhere)', () => {
    const runs = ['took to', ' ', 'a', 'b', 'c', 'x them'];
    expect(mendTexLigatureSpaces(runs, ['\u000cx'])).toEqual(runs);
  });
});
