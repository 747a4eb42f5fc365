import { describe, expect, it } from 'vitest';
import { repairGlyphs } from './glyphs.ts';

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
