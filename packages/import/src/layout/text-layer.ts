/** Whether a page's text layer is text at all, or glyph codes that stand for no letters. */
import { CJK_CHARS } from '@abstractly/contracts/text-patterns';
import type { PageText } from './pdf-pages.ts';

/**
 * A word: two letters or more, with the punctuation around it ("(words),", "don't", "tree-bank"),
 * or one Chinese or Japanese character (written without spaces, a line may hold one alone).
 */
const WORD = new RegExp(
  String.raw`^(?:[\p{P}\p{S}]*\p{L}[\p{L}\p{M}'’-]*\p{L}[\p{P}\p{S}]*|[\p{P}]*[${CJK_CHARS}][\p{P}]*)$`,
  'u',
);
/** Numbers and their punctuation ("0.91", "(12)", "3–5%") say nothing either way. */
const NUMBER = /^[([+\-−±]?\d[\d.,:/–-]*[)\]%.,;:]*$/u;

/**
 * Below this share of its characters in words, a page's text is not text: fonts without a Unicode
 * map (Type 3 bitmap fonts whose glyphs are named a0, a1, …) give codes that read as symbol soup,
 * "0,1325476 8:9<;>='?@". Measured on the pages of pdf-dev and pdf-truth: such pages 0–6%, every
 * page of text 30% or more (letter-spaced lines and formulas the lowest).
 */
const MIN_WORD_SHARE = 0.15;

/** The share of a text's characters (numbers aside) that stand in words; undefined for none. */
export function wordShare(text: string): number | undefined {
  let all = 0;
  let inWords = 0;
  for (const token of text.split(/\s+/)) {
    if (!token || NUMBER.test(token)) continue;
    all += token.length;
    if (WORD.test(token)) inWords += token.length;
  }
  return all ? inWords / all : undefined;
}

/**
 * A page with a text layer that reads as text (a page of numbers only, a table's, included):
 * anything else is read as a scan is (OCR).
 */
export function hasUsableText(page: PageText): boolean {
  const text = page.items.map((item) => item.text).join(' ');
  const share = wordShare(text);
  return share === undefined ? text.trim() !== '' : share >= MIN_WORD_SHARE;
}
