/**
 * Makes extracted sentences read as an abstract: no citations, figure references, placeholders or
 * dangling openers. Patterns that open on white space start only where a run of it starts
 * ("(?<!\s)"): tried inside a long run, each would cost time quadratic in the run's length.
 */
import { SPACE_BEFORE_PUNCTUATION, capitalise, tidyAfterRemoval } from './tidy.ts';

/** Citation placeholders of the benchmark corpora and numbered markers: "@xcite", "<cit>", "[12]", "[3, 5–7]". */
const CITATION_TOKENS = /(?<!\s)\s*(?:@xcite|<cit>|\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\])/giu;
/** A parenthetical whose every ';'-part ends with a year: "(Smith et al., 2020; Lee 2019a)". */
const PARENTHETICAL = /(?<!\s)\s*\(([^()]{1,300})\)/gu;
const AUTHOR_YEAR =
  /^(?:(?:see|e\.g\.|cf\.|for example),?\s+)?(?:\p{Lu}[\p{L}'’-]+|\p{Lu}\.)[^;]{0,120}?,?\s+(?:19|20)\d\d[a-z]?(?:,\s*(?:19|20)\d\d[a-z]?)*$/u;
const YEAR_ONLY = /^(?:19|20)\d\d[a-z]?$/u;

/** "Figure 3", "Fig. 2a", "Table 1", "Section 4", "Eq. (5)", "Appendix B", "Algorithm 2", "Supplementary Fig S1". */
export const OBJECT_REFERENCE =
  /\b(?:fig(?:ure)?s?\.?|tab(?:le)?s?\.?|sec(?:tion)?s?\.?|§|eqs?\.?|eqn\.?|equations?|appendix|appendices|algorithm|lemma|theorem|corollary|proposition|definition|chapter)\s*\(?(?:s?\d+|[ivx]+\b|[a-h]\b)/iu;
/** Pointers into the paper's own structure: "in the next section", "see above", "sec. [ model ]". */
export const STRUCTURE_REFERENCE =
  /\b(?:(?:this|next|previous|last|following|preceding|present) (?:sub)?(?:section|chapter|appendix)|see (?:above|below)|(?:sec|fig|figs|eq|eqs|tab|ref)s?\s*\.?\s*\(?\s*\[)/iu;
const REFERENCE_PARENTHETICAL =
  /^(?:see |cf\. |as in |shown in )?(?:fig|tab|sec|eq|appendix|supplementary|additional file|online)/iu;

export const PLACEHOLDER = /@xmath\d*|<dig>|@xcite|<cit>/iu;

/** Removes citation markers: numbered, author–year, and the corpora's placeholders. */
export function stripCitations(text: string): string {
  return tidyAfterRemoval(
    text.replace(CITATION_TOKENS, '').replace(PARENTHETICAL, (whole, inner: string) => {
      const parts = inner.split(';').map((p) => p.trim());
      if (parts.every((p) => AUTHOR_YEAR.test(p) || YEAR_ONLY.test(p))) return '';
      return whole;
    }),
  );
}

/** Removes parenthetical pointers to figures, tables, sections and equations: "(Fig. 3)", "(see Table 2)". */
export function stripObjectReferences(text: string): string {
  return tidyAfterRemoval(
    text.replace(PARENTHETICAL, (whole, inner: string) =>
      REFERENCE_PARENTHETICAL.test(inner.trim()) ? '' : whole,
    ),
  );
}

/**
 * Openers that lean on a previous sentence. Connectives are dropped; demonstratives need their
 * antecedent. A connective must be followed by a word: "First - principles calculations…" (a
 * tokenised compound) is not "First, …".
 */
const CONNECTIVE_OPENER =
  /^(however|moreover|furthermore|in addition|additionally|also|thus|hence|therefore|consequently|nevertheless|nonetheless|besides|likewise|similarly|in contrast|on the other hand|instead|finally|first(?:ly)?|second(?:ly)?|third(?:ly)?|then|indeed|in particular|specifically|accordingly|as a result|to this end|for this purpose|in this case|in this way|as such|sin embargo|además|por lo tanto|cependant|de plus|en outre|ainsi|par conséquent|jedoch|außerdem|darüber hinaus|daher|somit|однако|кроме того|поэтому|таким образом),?\s+(?=[\p{L}\d"“(])/iu;
const DEMONSTRATIVE_OPENER =
  /^(this|these|those|such|it|they|its|their|both|the latter|the former|esto|estos|estas|este|esta|ce|cette|ces|cela|dies|diese|dieser|dieses|это|эти|этот|эта)\b/iu;
const VERB_AFTER_DEMONSTRATIVE =
  /^(is|are|was|were|has|have|had|can|could|may|might|will|would|should|must|does|do|did|shows?|suggests?|indicates?|implies|means|allows?|leads?|gives?|provides?|makes?|yields?|enables?|results in|demonstrates?|confirms?|includes?|requires?|seems?|appears?|becomes?|remains?|reflects?|explains?|holds?|occurs?|was|leads)\b/iu;

/** The kinds of problem `findDanglingReferences` reports. */
export type DanglingKind = 'opener' | 'object-reference' | 'citation' | 'placeholder';

/** True when a sentence opens by leaning on a sentence that is not in front of it. */
export function hasDanglingOpener(sentence: string): boolean {
  return CONNECTIVE_OPENER.test(sentence) || DEMONSTRATIVE_OPENER.test(sentence);
}

/** Openers hasDanglingOpener does not know that also need a sentence in front of them. */
const DANGLING_PHRASE = /^(?:to do so|to that end|in doing so|for this reason|because of this)\b/iu;

/**
 * A demonstrative that names the text itself ("This paper presents…", "Este trabajo…") stands on
 * its own: the usual first words of an abstract, not a lean on a missing sentence.
 */
const NAMES_ITS_TEXT =
  /^(?:this|the present) (?:paper|study|work|article|thesis|report|letter|review|survey|note|manuscript|chapter|research|contribution)\b|^(?:este|esta) (?:trabajo|artículo|estudio|investigación)\b|^(?:cet|cette) (?:article|étude|travail)\b|^(?:dieser|diese|dieses) (?:arbeit|studie|artikel|beitrag)\b|^(?:эта|этот|данная|данный) (?:работа|статья|исследование)\b/iu;

/**
 * Whether an abstract's first sentence leans on text that is not there (the check's finding):
 * hasDanglingOpener, except a demonstrative naming the text itself, plus the phrases above.
 * hasDanglingOpener stays as it is because the ranker's trees were trained on it as a feature,
 * and repairOpener turns "This paper …" into "The paper …", which is harmless.
 */
export function opensOnMissingText(sentence: string): boolean {
  return (
    (hasDanglingOpener(sentence) && !NAMES_ITS_TEXT.test(sentence)) ||
    DANGLING_PHRASE.test(sentence)
  );
}

/**
 * Repairs an opener that has lost its antecedent: drops a leading connective ("However, x" → "X")
 * and turns a demonstrative before a noun into the article ("These results show" → "The results
 * show"). Returns undefined when the sentence cannot stand alone ("This is why…", "It shows…").
 */
export function repairOpener(sentence: string): string | undefined {
  let text = sentence;
  for (let i = 0; i < 3 && CONNECTIVE_OPENER.test(text); i++)
    text = capitalise(text.replace(CONNECTIVE_OPENER, ''));
  const demonstrative = DEMONSTRATIVE_OPENER.exec(text);
  if (!demonstrative) return text;
  const word = demonstrative[1]!.toLowerCase();
  const rest = text.slice(demonstrative[0].length).trimStart();
  if (!['this', 'these', 'those', 'such'].includes(word)) return undefined;
  if (!rest || VERB_AFTER_DEMONSTRATIVE.test(rest) || /^([,;:]|(a|an|the|as|that)\b)/iu.test(rest))
    return undefined;
  const article = sentence[0] === sentence[0]!.toUpperCase() ? 'The' : 'the';
  return `${article} ${rest}`;
}

/** Lists dangling references in an abstract: openers without antecedent, object references, citations, placeholders. */
export function findDanglingReferences(
  sentences: string[],
  options: {
    citationsAllowed: boolean;
    isAdjacentInSource?: (previous: string, current: string) => boolean;
  },
): { kind: DanglingKind; sentence: string }[] {
  const found: { kind: DanglingKind; sentence: string }[] = [];
  sentences.forEach((sentence, i) => {
    const previous = sentences[i - 1];
    const adjacent =
      previous !== undefined && (options.isAdjacentInSource?.(previous, sentence) ?? false);
    if (hasDanglingOpener(sentence) && !adjacent) found.push({ kind: 'opener', sentence });
    if (OBJECT_REFERENCE.test(sentence) || STRUCTURE_REFERENCE.test(sentence))
      found.push({ kind: 'object-reference', sentence });
    if (/@xmath|<dig>/iu.test(sentence)) found.push({ kind: 'placeholder', sentence });
    if (!options.citationsAllowed && stripCitations(sentence) !== tidyAfterRemoval(sentence))
      found.push({ kind: 'citation', sentence });
  });
  return found;
}

/** "In this paper, we propose" → "We propose" (product.md: creativity allows light rewrites). */
const SELF_REFERENCE =
  /^(?:in|within) (?:this|the present|our) (?:paper|work|study|article|thesis|report|chapter|manuscript|letter|note),?\s+(we|i)\b/iu;

export function rewriteSelfReference(sentence: string): string {
  return sentence.replace(SELF_REFERENCE, (_whole, pronoun: string) =>
    capitalise(pronoun.toLowerCase() === 'i' ? 'I' : 'we'),
  );
}

const IRREGULAR_PAST = new Set(
  'found made took gave saw built ran held chose wrote led got brought thought sought began drew fit set put met left kept lost sent spent told understood won'.split(
    ' ',
  ),
);
const THIRD_PERSON_EXCEPTIONS: Record<string, string> = {
  have: 'has',
  do: 'does',
  are: 'is',
  were: 'was',
};

/** "We propose" → "This study proposes"; other first-person forms to neutral ones (custom instruction "no first person"). */
export function removeFirstPerson(sentence: string): string {
  let text = sentence.replace(/^(we|i)\s+(\p{L}+)/iu, (_whole, _pronoun: string, verb: string) => {
    const lower = verb.toLowerCase();
    const third =
      THIRD_PERSON_EXCEPTIONS[lower] ??
      (/(ed|s)$/u.test(lower) ||
      IRREGULAR_PAST.has(lower) ||
      [
        'can',
        'could',
        'may',
        'might',
        'will',
        'would',
        'should',
        'must',
        'also',
        'then',
        'further',
        'first',
        'here',
      ].includes(lower)
        ? lower
        : /(ss|sh|ch|x|o)$/u.test(lower)
          ? `${lower}es`
          : /[^aeiou]y$/u.test(lower)
            ? `${lower.slice(0, -1)}ies`
            : `${lower}s`);
    return `This study ${third}`;
  });
  text = text
    .replace(/\b(we|i)\b/gu, 'the authors')
    .replace(/\bWe\b/gu, 'The authors')
    .replace(/\bour\b/gu, 'the')
    .replace(/\bOur\b/gu, 'The')
    .replace(/\bus\b/gu, 'the authors');
  return text;
}

/** Where the citation markers `stripCitations` removes sit in a text: [start, end) offsets. */
export function findCitationMarkers(text: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (const match of text.matchAll(CITATION_TOKENS)) {
    const lead = match[0].length - match[0].trimStart().length;
    found.push({ start: match.index + lead, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(PARENTHETICAL)) {
    const parts = match[1]!.split(';').map((p) => p.trim());
    if (!parts.every((p) => AUTHOR_YEAR.test(p) || YEAR_ONLY.test(p))) continue;
    const lead = match[0].length - match[0].trimStart().length;
    found.push({ start: match.index + lead, end: match.index + match[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Removes every engine marker (for text that is shown as it is, e.g. the fallback pieces). */
export function stripMarkers(text: string): string {
  return text
    .replace(/(?<!\s)\s*(?:@xmath\d*|@xcite|<dig>|<cit>)/giu, '')
    .replace(SPACE_BEFORE_PUNCTUATION, '$1')
    .trim();
}
