import { describe, expect, it } from 'vitest';
import { hasUsableText, wordShare } from './text-layer.ts';

const page = (...texts: string[]) => ({
  width: 600,
  items: texts.map((text, i) => ({ text, x: 50, y: 700 - 12 * i, width: 200, size: 10 })),
});

describe('wordShare', () => {
  it.each([
    ['prose with punctuation', 'The tree-bank (Marcus, 1993) holds words, don’t forget.', 1],
    ['numbers aside', 'Accuracy 0.91 (12) 3–5% rose', 1],
    ['Chinese set a character at a time', '中 文 文 本', 1],
    [
      'a Type 3 font without a Unicode map',
      "0,1325476 8:9<;>='?@='A<1B0DC =:ED=7F@0,4 2 E G<2IH>2IJ!2",
      0,
    ],
    ['codes read as punctuation and digits', "!\"#$%&'(&$)%*$+,*#%-.$%/'-$*%0$1$0", 0],
    ['no words at all', '   ', undefined],
    ['numbers only', '0.91 (12) 3–5%', undefined],
  ])('%s', (_name, text, share) => {
    if (share === undefined) expect(wordShare(text)).toBeUndefined();
    else expect(wordShare(text)).toBeCloseTo(share, 2);
  });
});

describe('hasUsableText', () => {
  it('takes a page of text, not one of symbol soup or one without text', () => {
    expect(hasUsableText(page('Tide gauges record the water level', 'in small harbours.'))).toBe(
      true,
    );
    expect(hasUsableText(page("DH54 E,2 1B1>0DQ<='1RC =", ';>J(1R6 AS2T9!O@;B=', 'the'))).toBe(
      false,
    );
    expect(hasUsableText(page())).toBe(false);
    expect(hasUsableText(page('4120 93.5', '(12)'))).toBe(true);
  });
});
