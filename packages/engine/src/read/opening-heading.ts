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
