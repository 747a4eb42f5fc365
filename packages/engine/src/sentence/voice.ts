/**
 * The authors' voice, edited where the request asks: first person removed (custom instruction
 * "no first person") and Nature's "Here we show". The edits apply to the chosen sentences one by
 * one, so each keeps its place in the abstract and its passage in the paper.
 */

/** The work's own voice ("US hospitals" is no "us"). */
export const FIRST_PERSON = /\b(?:[Ww]e|[Oo]ur|us)\b/u;

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

/** "We propose" → "This study proposes", at the opening of a sentence. */
function thirdPersonOpening(sentence: string): string {
  return sentence.replace(/^(we|i)\s+(\p{L}+)/iu, (_whole, _pronoun: string, verb: string) => {
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
}

/** First-person words anywhere to neutral ones: "we" → "the authors", "our" → "the". */
function neutralPronouns(text: string): string {
  return text
    .replace(/\b(we|i)\b/gu, 'the authors')
    .replace(/\bWe\b/gu, 'The authors')
    .replace(/\bour\b/gu, 'the')
    .replace(/\bOur\b/gu, 'The')
    .replace(/\bus\b/gu, 'the authors');
}

/** "We propose" → "This study proposes"; other first-person forms to neutral ones (custom instruction "no first person"). */
export function removeFirstPerson(sentence: string): string {
  return neutralPronouns(thirdPersonOpening(sentence));
}

/** A stop and a space inside a chosen sentence ("… et al. We …"): what follows is edited as a sentence too. */
const INNER_STOP = /(?<=[.!?])\s+/u;
/** "We show" → "Here we show" (journals.md, Nature): only a light rewrite of a verbatim sentence. */
const WE_SHOW = /(^|[.!?]\s+)We (show|demonstrate|find|report)\b/u;
/** The same after a stop inside the sentence only. */
const INNER_WE_SHOW = /([.!?]\s+)We (show|demonstrate|find|report)\b/u;
const ENDS_ON_STOP = /[.!?]$/u;

export interface VoiceEdits {
  noFirstPerson: boolean;
  /** The venue wants its main result introduced by "Here we show" (once). */
  hereWeShow: boolean;
}

/** The sentence without its first person; `opens`: its first words are rewritten as an opening. */
function removeFirstPersonIn(sentence: string, opens: boolean): string {
  return sentence
    .split(INNER_STOP)
    .map((part, k) => (k > 0 || opens ? removeFirstPerson(part) : neutralPronouns(part)))
    .join(' ');
}

/**
 * The chosen sentences, in the abstract's order, with the voice edits applied. An edit of a
 * sentence's opening applies where a sentence opens: at the abstract's start, after a full stop,
 * "!" or "?" (a sentence after "… (e.g.)" reads as going on), and after one inside a sentence.
 */
export function editVoice(sentences: readonly string[], edits: VoiceEdits): string[] {
  const opens = sentences.map((_, k) => k === 0 || ENDS_ON_STOP.test(sentences[k - 1]!));
  let out = [...sentences];
  if (edits.noFirstPerson) out = out.map((sentence, k) => removeFirstPersonIn(sentence, opens[k]!));
  if (edits.hereWeShow) {
    const pattern = (k: number) => (opens[k] ? WE_SHOW : INNER_WE_SHOW);
    const first = out.findIndex((sentence, k) => pattern(k).test(sentence));
    if (first >= 0) out[first] = out[first]!.replace(pattern(first), '$1Here we $2');
  }
  return out;
}
