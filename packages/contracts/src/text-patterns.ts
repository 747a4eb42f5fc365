/**
 * Word lists and character classes that the engine and the importer both read a paper with:
 * the scripts written without spaces, the words that open a caption, the reference list's
 * headings, the notes' heading. Regular-expression source text, so each user builds the pattern it needs. No imports:
 * the engine and the importer load it in the browser.
 */

/** Chinese and Japanese scripts, written without spaces between words (a character class body). */
export const CJK_CHARS = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}`;

/** The ideographic and full-width punctuation that goes with them ("。", "，"). */
export const CJK_PUNCTUATION = String.raw`\u3000-\u303f\uff00-\uffef`;

/** The labels that open a figure or table caption: "Figure 2", "Fig. 3", "Tab. 1", "Scheme 4". */
export const CAPTION_LABELS = String.raw`fig(?:ure)?s?|tab(?:le)?s?|scheme|plate|chart`;

/** Headings of the reference list, lower-case: the text after one is not the paper's prose. */
export const REFERENCE_HEADINGS = [
  'references',
  'bibliography',
  'works cited',
  'literature cited',
  'reference list',
  'references and notes',
] as const;

/**
 * The heading the importer puts over a paper's footnotes and endnotes, gathered after its body;
 * the engine reads the text under it as back matter.
 */
export const NOTES_HEADING = 'Notes';
