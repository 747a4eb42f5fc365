/**
 * The heading that opens a paragraph of a structured abstract ("Methods: …", "方法：…"), in its
 * one home. It is read two ways: by words (a check of the headings a venue asks for, a sentence's
 * heading left out of its evidence) and by length (which parts a structured abstract names, and
 * the heading taken off before the text is measured).
 */

/**
 * A heading that opens a paragraph or a sentence: "Methods:" or "方法：", at most `maxWords`
 * whitespace-separated words, captured in group 1. The words must be separated by whitespace:
 * a pattern whose pieces may also abut splits one long token in polynomially many ways, and a
 * pasted token of a few thousand characters would then hold the thread for minutes.
 */
export function openingHeading(maxWords: number, flags = 'u'): RegExp {
  return new RegExp(
    `^[ \\t]*((?:[^\\s:：]+[ \\t]+){0,${maxWords - 1}}[^\\s:：]+)[ \\t]*[:：]`,
    flags,
  );
}

/** A paragraph's heading by length: 2–60 characters before ": " or "：", captured in group 1. */
export const PART_HEADING = /^([^\n:：]{2,60})(?::\s|：)/gmu;

/** A paragraph's heading with the space after it ("Methods: "), to take off before measuring the text. */
export const HEADING_PREFIX = /^[^\n:]{2,60}:\s*/gmu;
