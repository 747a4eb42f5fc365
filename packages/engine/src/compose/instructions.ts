/**
 * What the local engine honours of the custom instructions: no citations, no numbers, no first
 * person, simpler sentences. The rest is for an AI provider, and a warning says so.
 */

const NO_FIRST_PERSON =
  /\b(no|avoid|without|don'?t use|do not use)\b[^.]{0,20}\b(first[- ]person|we|i)\b|\bthird[- ]person\b|\bimpersonal\b|\bpassive voice\b/iu;
const NO_CITATIONS = /\b(no|avoid|without|remove)\b[^.]{0,20}\b(citations?|references?)\b/iu;
const NO_NUMBERS = /\b(no|avoid|without)\b[^.]{0,20}\b(numbers|statistics|figures|numerals)\b/iu;
const SHORT_SENTENCES =
  /\b(short|shorter|simple|simpler|plain)\b[^.]{0,15}\b(sentences|language|words)\b/iu;

export interface Instructions {
  /** Citations may stay: the plan allows them and the instructions do not forbid them. */
  citationsAllowed: boolean;
  noNumbers: boolean;
  noFirstPerson: boolean;
  shortSentences: boolean;
  /** What the answer's warnings say about the instructions. */
  warnings: string[];
}

/** The instructions as the engine applies them; `citationsAllowed` is what the plan allows. */
export function readInstructions(custom: string, citationsAllowed: boolean): Instructions {
  const noCitations = citationsAllowed && NO_CITATIONS.test(custom);
  const noNumbers = NO_NUMBERS.test(custom);
  const noFirstPerson = NO_FIRST_PERSON.test(custom);
  const shortSentences = SHORT_SENTENCES.test(custom);
  const applied = [
    noCitations && 'no citations',
    noNumbers && 'no numbers',
    noFirstPerson && 'no first person',
    shortSentences && 'simpler sentences',
  ].filter((name): name is string => name !== false);
  const warnings = applied.length
    ? [
        `Custom instructions applied: ${applied.join(', ')}; other instructions need an AI provider.`,
      ]
    : custom.trim()
      ? ['Custom instructions are passed to AI providers; the local engine could not apply these.']
      : [];
  return {
    citationsAllowed: citationsAllowed && !noCitations,
    noNumbers,
    noFirstPerson,
    shortSentences,
    warnings,
  };
}
