/**
 * Markup and placeholders out of the source before anything reads it: LaTeX math and
 * commands, converter placeholders ("[formula]", "<math>", "@xmath3") and HTML-like tags. Every
 * math span becomes the engine's one math marker (MATH_MARKER) and every citation its one citation
 * marker (CITATION_MARKER), which the rest of the engine already knows: a sentence that holds math
 * is avoided (the math carries its meaning) unless the symbol only labels a noun
 * (sentence/clean.ts dropSymbolLabels), a citation is dropped. Placeholder conventions are
 * learned from the text itself (a bracketed word, a tag or an @x-token that reads as a token
 * rather than as prose), so a converter nobody has seen yet is handled the same way.
 */

/** The engine's internal marker for math and numbers hidden by a placeholder. */
export const MATH_MARKER = '@xmath';
/** The engine's internal marker for a citation; sentence/clean.ts strips it. */
export const CITATION_MARKER = '@xcite';

/** "[formula]", "[CITATION]", "[ref1]", "[math_3]": one word in square brackets. */
const BRACKET_TOKEN = /\[([\p{L}][\p{L}_-]{1,30}\d*)\]/gu;
/** "<dig>", "<formula>", "<cit/>": a tag with no attributes. Closing tags are handled apart. */
const ANGLE_TOKEN = /<([\p{L}][\p{L}_-]{0,30}\d*)\s*\/?>/gu;
/** "@xmath12", "@xcite", "@xref": the benchmark corpora's convention and relatives. */
const AT_TOKEN = /(?<![\p{L}\d.])@x([a-z]{2,12})\d*/giu;
/** Names that say what a placeholder stands for, when its name is telling. */
const CITATION_NAME = /^(?:x?cit\w*|ref\w*|bib\w*|reference\w*)$/iu;
const MATH_NAME = /^(?:x?math\w*|formula\w*|equation\w*|eqn?\w*|dig\w*|num\w*|expr\w*|latex\w*)$/iu;

/** HTML formatting tags whose content is text: "<i>in vivo</i>", "CO<sub>2</sub>". */
const FORMATTING_TAG = /<\/?(?:i|b|em|strong|u|sub|sup|small|span|p|br|div|sc|tt|code)\s*\/?>/giu;

/** Sign that the text is LaTeX: a command, a math delimiter or escape, or inline math between dollars. */
const LATEX_HINT = /\\(?:[a-zA-Z]{2,}|[()[\]%&#_$])|\$[^$\n]{1,200}\$/u;

/** Math environments become one math marker; float environments go whole. */
const MATH_ENVIRONMENT =
  /\\begin\{(equation|align|eqnarray|gather|multline|displaymath|math|split|array)\*?\}[^]{0,5000}?\\end\{\1\*?\}/gu;
const FLOAT_ENVIRONMENT =
  /\\begin\{(figure|table|tabular|algorithm|lstlisting|verbatim|thebibliography)\*?\}[^]{0,20000}?\\end\{\1\*?\}/gu;
const DISPLAY_MATH = /\$\$[^$]{1,5000}\$\$|\\\[[^]{1,5000}?\\\]/gu;
const PAREN_MATH = /\\\([^]{1,2000}?\\\)/gu;
/**
 * Inline math "$x_{i}^{2}$". Money ("costs $5 and $10") is not math: the span must hold a TeX
 * sign (\ ^ _ { } =) or be a short symbol ("$n$", "$k$"), and like TeX's own inline math it
 * has no space inside its dollars (which also keeps an odd "$" from pairing the rest wrongly).
 */
const DOLLAR_MATH = /(?<!\\)\$(?=\S)([^$\n]{1,500}?)(?<=\S)\$/gu;
const TEX_SIGN = /[\\^_{}=<>]|^\s*[\p{L}\d]{1,3}\s*$/u;
const CITE_COMMAND =
  /\\(?:no)?(?:cite|citep|citet|citealp|citealt|citeauthor|citeyear|parencite|textcite|autocite|footcite|supercite)\*?(?:\[[^\]]{0,100}\]){0,2}\{[^}]{0,500}\}/gu;
/** A pointer to a numbered object: the sentence cannot stand without it, as with math. */
const REF_COMMAND = /\\(?:ref|eqref|autoref|cref|Cref|pageref|vref)\*?\{[^}]{0,200}\}/gu;
const DROPPED_COMMAND =
  /\\(?:label|footnote|thanks|url|href|bibliographystyle|bibliography|includegraphics|vspace|hspace|input|include|usepackage|documentclass|author|affiliation|date)\*?(?:\[[^\]]{0,200}\])?\{[^{}]{0,1000}\}(?:\{[^{}]{0,1000}\})?/gu;
const HEADING_COMMAND =
  /\\(?:part|chapter|section|subsection|subsubsection|paragraph|title)\*?(?:\[[^\]]{0,200}\])?\{([^{}]{0,300})\}/gu;
/** "\emph{text}" → "text", and any other one-argument command whose argument is prose. */
const WRAPPING_COMMAND = /\\[a-zA-Z]+\*?\{([^{}]{0,1000})\}/gu;
const ESCAPED_SYMBOL = /\\([%&#_$])/gu;
const BARE_COMMAND = /\\(?:[a-zA-Z]+\*?|[,;:! \\])/gu;
/** A TeX tie "Fig.~3", "et~al.", "see~\ref": a space that must not break. */
const TIE = /(?<=[\p{L}\d.,)])~(?=[\p{L}\d\\(@])/gu;

/** A placeholder kind: math is avoided with its sentence, a citation is dropped, a tag unwrapped. */
type MarkerKind = 'math' | 'citation';

/**
 * Decides what a learned placeholder stands for: by its name when it tells, else by where it
 * stands. A citation sits at the end of a clause (before punctuation or another citation); math
 * sits inside a phrase, often glued to letters ("H[formula] O").
 */
function kindOf(name: string, occurrences: { before: string; after: string }[]): MarkerKind {
  if (CITATION_NAME.test(name)) return 'citation';
  if (MATH_NAME.test(name)) return 'math';
  let clauseEnd = 0;
  for (const { before, after } of occurrences) {
    if (/\p{L}$/u.test(before)) return 'math';
    if (/^\s*(?:[.,;:)\]]|$)/u.test(after) || after.trimStart().startsWith(`[${name}]`))
      clauseEnd++;
  }
  return clauseEnd >= occurrences.length * 0.6 ? 'citation' : 'math';
}

/**
 * Finds placeholder tokens of one shape and their kind. A bracketed word counts as a placeholder
 * when it recurs, is glued to a letter, or is written in lower case (converters write markers;
 * authors bracket capitalised symbols such as "[Ca]" only rarely, and never a lone common word).
 */
function learnMarkers(text: string, pattern: RegExp, kind: 'bracket' | 'angle' | 'at') {
  const seen = new Map<string, { before: string; after: string }[]>();
  for (const match of text.matchAll(pattern)) {
    const name = match[1]!;
    const at = match.index;
    const list = seen.get(name) ?? [];
    list.push({
      before: text.slice(Math.max(0, at - 1), at),
      after: text.slice(at + match[0].length, at + match[0].length + 20),
    });
    seen.set(name, list);
  }
  const kinds = new Map<string, MarkerKind>();
  for (const [name, occurrences] of seen) {
    if (kind === 'bracket') {
      const glued = occurrences.some((o) => /\p{L}$/u.test(o.before));
      const lower = name === name.toLowerCase();
      const telling = CITATION_NAME.test(name) || MATH_NAME.test(name);
      if (!(occurrences.length >= 2 || glued || lower || telling)) continue;
    }
    kinds.set(name, kindOf(name, occurrences));
  }
  return kinds;
}

/** Replaces every learned placeholder of one shape with the engine's marker for its kind. */
function replaceMarkers(text: string, pattern: RegExp, shape: 'bracket' | 'angle' | 'at'): string {
  const kinds = learnMarkers(text, pattern, shape);
  if (kinds.size === 0) return text;
  return text.replace(pattern, (whole, name: string) => {
    const kind = kinds.get(name);
    if (!kind) return whole;
    return ` ${kind === 'math' ? MATH_MARKER : CITATION_MARKER} `;
  });
}

/** Any tag that has a closing partner wraps text ("<term>x</term>"): both tags go, the text stays. */
function unwrapTags(text: string): string {
  const closed = new Set(
    [...text.matchAll(/<\/([\p{L}][\p{L}\d_-]{0,30})\s*>/gu)].map((m) => m[1]!),
  );
  if (closed.size === 0) return text;
  return text.replace(
    /<\/?([\p{L}][\p{L}\d_-]{0,30})(?:\s[^<>]{0,200})?>/gu,
    (whole, name: string) => (closed.has(name) ? ' ' : whole),
  );
}

/** LaTeX: math to the math marker, citations to the citation marker, commands to their text. */
function normaliseLatex(text: string): string {
  const math = ` ${MATH_MARKER} `;
  return (
    text
      // A comment line: "%" first on the line (a "%" after a number is a percentage).
      .replace(/^[ \t]*%.*$/gmu, '')
      .replace(TIE, ' ')
      .replace(FLOAT_ENVIRONMENT, '\n\n')
      .replace(MATH_ENVIRONMENT, math)
      .replace(DISPLAY_MATH, math)
      .replace(PAREN_MATH, math)
      .replace(DOLLAR_MATH, (whole, inner: string) => (TEX_SIGN.test(inner) ? math : whole))
      .replace(CITE_COMMAND, ` ${CITATION_MARKER} `)
      .replace(REF_COMMAND, math)
      .replace(DROPPED_COMMAND, '')
      .replace(HEADING_COMMAND, '\n\n$1\n\n')
      .replace(/\\(?:begin|end)\{[^}]{0,50}\}/gu, ' ')
      .replace(/\\item\b/gu, ' ')
      .replace(ESCAPED_SYMBOL, '$1')
      // Nested wrappers ("\textbf{\emph{x}}") unwrap from the inside out.
      .replace(WRAPPING_COMMAND, '$1')
      .replace(WRAPPING_COMMAND, '$1')
      .replace(WRAPPING_COMMAND, '$1')
      .replace(BARE_COMMAND, ' ')
      .replace(/[{}]/gu, '')
  );
}

/**
 * The text with markup turned into the engine's markers: LaTeX (when the text is LaTeX), HTML
 * formatting tags, and placeholders of any convention. Paragraph breaks are kept; the result is
 * what segmentation, ranking and keywords read.
 */
export function normaliseMarkup(text: string): string {
  let out = LATEX_HINT.test(text) ? normaliseLatex(text) : text;
  out = unwrapTags(out.replace(FORMATTING_TAG, ''));
  out = replaceMarkers(out, BRACKET_TOKEN, 'bracket');
  out = replaceMarkers(out, ANGLE_TOKEN, 'angle');
  out = replaceMarkers(out, AT_TOKEN, 'at');
  // Markers glued to letters ("H @xmath O" once was "H[formula]O") stay apart from words.
  return out.replace(/[ \t]{2,}/gu, ' ');
}

/** What a reader should never see: placeholders, tags, TeX commands and math, stray braces. */
const LEFTOVER_MARKUP =
  /@x[a-z]+\d*|<\/?[\p{L}][\p{L}_-]{0,30}\d*\s*\/?>|\[[\p{L}][\p{L}_-]{1,30}\d*\]|\\[a-zA-Z]+|\\[()[\]]|\$[^$]{0,200}[\\^_{}][^$]{0,200}\$|[{}]/u;

/** The first markup or placeholder token left in a text, or undefined when it reads clean. */
export function findMarkup(text: string): string | undefined {
  return LEFTOVER_MARKUP.exec(text)?.[0];
}
