/**
 * Ligatures and the broken encodings of old TeX fonts. Computer Modern puts ff, fi, fl, ffi and
 * ffl at codes 11–15; PDFs made through dvips and old converters often map those codes to
 * whatever sits at a shifted position of Latin-1, so "efficient" reads "eÆcient" or "e±cient" and
 * "defined" reads "de¯ned". Inside a word, those characters can only be the ligatures.
 */

/** Unicode's Alphabetic Presentation Forms, as some PDFs and fonts keep them. */
const LIGATURES: Record<string, string> = {
  ﬀ: 'ff',
  ﬁ: 'fi',
  ﬂ: 'fl',
  ﬃ: 'ffi',
  ﬄ: 'ffl',
  ﬅ: 'st',
  ﬆ: 'st',
};

/**
 * The two shifted layouts seen in such PDFs: codes 11–15 moved to 0xAE–0xB2 (dvips's
 * remapping of control codes: ® ¯ ° ± ²) or to 0xC3–0xC7 (Ã Ä Å Æ Ç).
 */
const SHIFTED: Record<string, string> = {
  '®': 'ff',
  '¯': 'fi',
  '°': 'fl',
  '±': 'ffi',
  '²': 'ffl',
  Ã: 'ff',
  Ä: 'fi',
  Å: 'fl',
  Æ: 'ffi',
  Ç: 'ffl',
};

/**
 * A shifted code between two lower-case letters ("eÆcient", "de¯ned"), ending a lower-case word
 * ("sta®", not "Matlab®"), or a symbol one opening a word before lower-case letters ("¯rst",
 * "°ow"). Capital Ä or Å opening a word are real letters (Ärzte, Åland) and stay; so do symbols
 * beside digits or spaces ("37°", "5 ± 2").
 */
const SHIFTED_IN_WORD = new RegExp(
  [
    String.raw`(?<=\p{Ll})[®¯°±²ÃÄÅÆÇ](?=\p{Ll})`,
    // The code first, then the word behind it: a lookbehind tried at every letter of a long
    // lower-case word would read the word back each time.
    String.raw`[®¯°±²ÃÄÅÆÇ](?<=(?<!\p{L})\p{Ll}+.)(?![\p{L}\p{N}])`,
    String.raw`(?<![\p{L}\p{N}])[®¯°±²](?=\p{Ll}{2})`,
  ].join('|'),
  'gu',
);

/** Computer Modern's own codes 11–15 (OT1), as a font without a Unicode map leaves them in the text. */
const TEX_LIGATURE_CODES: Record<string, string> = {
  '\u000b': 'ff',
  '\u000c': 'fi',
  '\u000d': 'fl',
  '\u000e': 'ffi',
  '\u000f': 'ffl',
};

/**
 * A PDF glyph run's raw codes 11–15 read as TeX's ligatures when they touch a letter (elsewhere
 * they are control characters of a symbol font and go, as do the other control codes).
 */
export function texLigatureCodes(text: string): string {
  const letter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const code = char.charCodeAt(0);
    const ligature = TEX_LIGATURE_CODES[char];
    if (ligature && (letter(text[i - 1]) || letter(text[i + 1]))) out += ligature;
    else if (!(code === 0x7f || (code < 0x20 && char !== '\t' && char !== '\n'))) out += char;
  }
  return out;
}

/** A word as a font's glyphs spell it, TeX's ligature codes 11–15 kept raw ("brie\u000dy"). */
export type GlyphWord = string;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * pdf.js reads codes 11–13 of a font without a Unicode map as the whitespace characters they
 * are in ASCII, so "brie\u000dy" reaches its text as "brie y" and "\u000cnds" as "nds". Given
 * the words that held those codes, in the order the page's content draws them, each is looked
 * for in the text runs from where the previous one was found (a word's own pieces, not a similar
 * word elsewhere) and written with its ligature. A word not found within a few runs is skipped.
 */
export function mendTexLigatureSpaces(runs: string[], glyphWords: readonly GlyphWord[]): string[] {
  const out = [...runs];
  const LOOKAHEAD = 40;
  let at = 0;
  let offset = 0;
  for (const word of glyphWords) {
    const chars = [...word];
    const letters = chars.filter((char) => /\p{L}/u.test(char)).length;
    if (!letters) continue;
    // One letter left ("x" of "fix", "o" of "off") is also a formula's symbol: looked for close by only.
    const reach = letters > 1 ? LOOKAHEAD : 3;
    // Inside a word the code became a space; at either end it merged into the space beside it.
    const parts = chars.map((char, i) =>
      !['\u000b', '\u000c', '\u000d'].includes(char)
        ? escapeRegExp(char)
        : i === 0 || i === chars.length - 1
          ? '[\\u000b-\\u000d]?'
          : '[ \\u000b-\\u000d]*',
    );
    const pattern = new RegExp(`(?<!\\p{L})${parts.join('')}(?!\\p{L})`, 'gu');
    const written = [...word].map((char) => TEX_LIGATURE_CODES[char] ?? char).join('');
    for (let i = at; i < Math.min(out.length, at + reach); i++) {
      const from = i === at ? offset : 0;
      const run = out[i]!;
      pattern.lastIndex = from;
      const match = pattern.exec(run);
      if (!match) continue;
      const start = match.index;
      out[i] = run.slice(0, start) + written + run.slice(start + match[0].length);
      at = i;
      offset = start + written.length;
      break;
    }
  }
  return out;
}

/**
 * Spacing accents that TeX (and other old typesetters) set as a glyph of their own over the next
 * letter: "Sch¨utze", "ˇreka", "po´cet". Their combining forms. The macron is left out: at that
 * code the shifted encodings above put the fi ligature ("de¯ned").
 */
const SPACING_ACCENTS: Record<string, string> = {
  '¨': '\u0308',
  ˇ: '\u030c',
  '´': '\u0301',
  ˆ: '\u0302',
  '˜': '\u0303',
  '¸': '\u0327',
  '˚': '\u030a',
  '˘': '\u0306',
  '˙': '\u0307',
  '˝': '\u030b',
};
const ACCENT_BEFORE_LETTER = /([¨ˇ´ˆ˜¸˚˘˙˝])(\p{L})/gu;

/** An accent glyph set before its letter becomes the accented letter ("Sch¨utze" → "Schütze"). */
export function joinSpacingAccents(text: string): string {
  if (!/[¨ˇ´ˆ˜¸˚˘˙˝]/.test(text)) return text;
  return text.replace(ACCENT_BEFORE_LETTER, (_all, accent: string, letter: string) =>
    // A dotless i carries the accent in place of the dot.
    `${letter === 'ı' ? 'i' : letter}${SPACING_ACCENTS[accent]}`.normalize('NFC'),
  );
}

export function repairGlyphs(text: string): string {
  return joinSpacingAccents(text)
    .replace(/[ﬀ-ﬆ]/g, (ligature) => LIGATURES[ligature] ?? ligature)
    .replace(SHIFTED_IN_WORD, (code) => SHIFTED[code] ?? code);
}
