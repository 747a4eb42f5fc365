/**
 * The authors' voice, edited where the request asks: first person removed (custom instruction
 * "no first person") and Nature's "Here we show". The edits apply to the chosen sentences one by
 * one, so each keeps its place in the abstract and its passage in the paper.
 */

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

/** A stop and a space inside a chosen sentence ("… et al. We …"): what follows is edited as a sentence too. */
const INNER_STOP = /(?<=[.!?])\s+/u;
/** "We show" → "Here we show" (journals.md, Nature): only a light rewrite of a verbatim sentence. */
const WE_SHOW = /(^|[.!?]\s+)We (show|demonstrate|find|report)\b/u;

export interface VoiceEdits {
  noFirstPerson: boolean;
  /** The venue wants its main result introduced by "Here we show" (once). */
  hereWeShow: boolean;
}

/** The chosen sentences, in the abstract's order, with the voice edits applied. */
export function editVoice(sentences: readonly string[], edits: VoiceEdits): string[] {
  let out = [...sentences];
  if (edits.noFirstPerson)
    out = out.map((sentence) => sentence.split(INNER_STOP).map(removeFirstPerson).join(' '));
  if (edits.hereWeShow) {
    const first = out.findIndex((sentence) => WE_SHOW.test(sentence));
    if (first >= 0) out[first] = out[first]!.replace(WE_SHOW, '$1Here we $2');
  }
  return out;
}
