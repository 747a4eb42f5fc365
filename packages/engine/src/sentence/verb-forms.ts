/**
 * English verb forms the sentence rules read a clause by: one home for the auxiliaries, the
 * irregular pasts and the regular inflections that shortening, the opener repair and the heading
 * check share.
 */
import type { Vocabulary } from './glued-words.ts';

/** Words that carry a clause's tense. */
export const AUXILIARIES =
  'is|are|was|were|be|been|being|has|have|had|can|could|may|might|will|would|shall|should|must|does|do|did';

/** Irregular past forms, which the "-ed" ending misses. */
export const IRREGULAR_PAST =
  'rose|fell|ran|went|came|began|chose|drew|grew|knew|left|lay|met|paid|put|read|said|sent|set|shot|spent|stood|struck|taught|thought|told|understood|won|wrote|brought|bought|became|beat|bore|broke|caught|fought|forgot|got|hid|hit|hurt|kept|led|lost|meant|sold|sought|split|spread|took|gave|saw|made|built|held|found|drove|undertook|underwent|arose|overcame|withdrew';

/** Verbs in the present that follow a subject, not a title ("implies", "represents", "describe"). */
export const PRESENT_VERBS = String.raw`impl(?:y|ies)|represents?|describes?|provides?|affects?|indicates?|suggests?|shows?|reveals?|contains?|includes?|requires?|allows?|enables?|uses|involves?|remains?|consists?|depends?|determines?|explains?|produces?|reduces?|increases?|causes?|leads?|makes?|takes?|gives?|plays?|offers?|yields?|predicts?|regulates?|encodes?|mediates?|controls?|forms?|acts?|exhibits?|displays?|occurs?|corrupts?|consider|let|appears?|seems?|serves?|helps?|needs?|lacks?|differs?|varies|vary|drives?`;

/** A word's plural ending, for patterns that scan a sentence: "points", "marks"; not "class". */
export const PLURAL = String.raw`\p{L}{2,}[^\s'’s]s`;
const PLURAL_END = new RegExp(`${PLURAL}$`, 'u');

/**
 * Nouns in -s that no verb shares: "analysis", and the fields in -ics ("kinetics", "genetics"); not
 * plurals in -ics ("metrics", "topics"), which take a bare verb.
 */
export const SINGULAR_IN_S =
  /(?:sis|kinetics|genetics|genomics|proteomics|physics|economics|linguistics|mathematics|informatics)$/u;

/** A word in -s that may be a plural or a verb's third person (PLURAL). */
export function isPlural(word: string): boolean {
  return PLURAL_END.test(word);
}

/** A verb's regular forms: itself, the third person, the past and the -ing form ("study" → "studies"). */
export function verbForms(verb: string): string[] {
  const y = /[^aeiou]y$/u.test(verb);
  const e = verb.endsWith('e');
  const third = /(?:s|sh|ch|x|z)$/u.test(verb)
    ? `${verb}es`
    : y
      ? `${verb.slice(0, -1)}ies`
      : `${verb}s`;
  const past = e ? `${verb}d` : y ? `${verb.slice(0, -1)}ied` : `${verb}ed`;
  return [verb, third, past, `${e ? verb.slice(0, -1) : verb}ing`];
}

/**
 * Whether the paper uses a word in -s as a verb elsewhere: "inhibits" beside "inhibited",
 * "inhibiting" or "can inhibit" ("to gene" is a preposition's).
 */
export function usedAsVerb(
  word: string,
  vocabulary: Pick<Vocabulary, 'words' | 'spaced'>,
): boolean {
  const bases = word.endsWith('ies')
    ? [`${word.slice(0, -3)}y`]
    : [word.slice(0, -1), ...(word.endsWith('es') ? [word.slice(0, -2)] : [])];
  return bases.some((base) => {
    const [, third, past, ing] = verbForms(base);
    return (
      third === word &&
      (vocabulary.words.has(past!) ||
        vocabulary.words.has(ing!) ||
        ['will', 'can', 'may', 'could', 'would'].some((aux) =>
          vocabulary.spaced.has(`${aux} ${base}`),
        ))
    );
  });
}
