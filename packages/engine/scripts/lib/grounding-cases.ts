/**
 * Test cases for the grounding eval, built from the dev papers at run time: sentences of other
 * papers' abstracts (foreign: the paper does not support them), and sentences made stronger than
 * the paper (overclaims): the authors' own abstract sentences (paraphrases of the paper) and
 * sentences of the body (copies), made certain, causal, general or "the first". The rewrites vary
 * on purpose (several wordings for each hedge) so the eval does not test one substitution the
 * check might know by heart.
 */
import { splitSentences } from '../../src/read/segment.ts';
import { capitalise } from '../../src/sentence/tidy.ts';
import { hashId, type Paper } from './data.ts';
import { makeCertain, pick, type CertainWay } from './make-certain.ts';

export type { CertainWay } from './make-certain.ts';

/**
 * Words that mark a statement as hedged (the eval's selection of hedged sentences); "more likely
 * to" compares odds and "the most likely label" names an estimate: neither hedges.
 */
const HEDGED =
  /\b(may|might|could|suggests?|suggested|indicates?|implies|appears?|seems?|(?<!\b(?:more|less|as|equally|least|the most|a)\s+|-)likely|possibly|probably|perhaps|potentially|presumably|it is possible that|hypothesi[sz]e)\b/iu;

/** Extraction placeholders: a sentence holding one is no case. */
const PLACEHOLDER = /@xmath|<dig>/u;

/** The body's sentences of 8 to 60 words without a placeholder, paragraph by paragraph. */
function bodySentences(paper: Paper): string[] {
  return paper.body
    .split(/\n\s*\n/u)
    .flatMap((paragraph) => sentencesOf(paragraph))
    .filter((s) => {
      const words = s.split(' ').length;
      return words >= 8 && words <= 60 && !PLACEHOLDER.test(s);
    });
}

export function sentencesOf(text: string): string[] {
  return splitSentences(text.replace(/\s+/gu, ' ').trim());
}

/** Up to `count` hedged sentences of the body (8 to 60 words), made certain. */
export function overclaimCases(
  paper: Paper,
  count: number,
): { original: string; certain: string }[] {
  const out: { original: string; certain: string }[] = [];
  const hedged = bodySentences(paper).filter((s) => HEDGED.test(s));
  // Spread over the paper: every k-th hedged sentence.
  const step = Math.max(1, Math.floor(hedged.length / count));
  for (let i = 0; i < hedged.length && out.length < count; i += step) {
    const certain = makeCertain(hedged[i]!, `${paper.id}:${i}`);
    if (certain) out.push({ original: hedged[i]!, certain });
  }
  return out;
}

/**
 * `count` sentences of other papers' abstracts for a paper: from papers of the same text style
 * and, when there are enough, the same coarse field (the hardest kind to tell apart).
 */
export function foreignCases(paper: Paper, all: Paper[], count: number): string[] {
  const sameStyle = all.filter((p) => p.id !== paper.id && p.subset === paper.subset);
  const sameField = sameStyle.filter((p) => p.field_coarse === paper.field_coarse);
  const pool = sameField.length >= 5 ? sameField : sameStyle;
  const out: string[] = [];
  for (let k = 0; out.length < count && k < count * 4; k++) {
    const other = pool[hashId(`${paper.id}:${k}`) % pool.length]!;
    const sentences = sentencesOf(other.abstract).filter((s) => s.split(' ').length >= 8);
    if (sentences.length === 0) continue;
    out.push(sentences[hashId(`${other.id}:${k}`) % sentences.length]!);
  }
  return out;
}

/** The ways an author's own (paraphrased) sentence is made stronger than its paper. */
export type StrengtheningKind = 'certain' | 'causal' | 'population' | 'first';

/** Wording of an association, and of a cause (the eval's own, to pick the causal cases). */
const ASSOCIATED = /\b(?:associat\w*|correlat\w*|linked (?:to|with))\b/iu;
const CAUSED = /\b(?:caus\w*|leads? to|led to|results? in|resulted in|induc\w*)\b/iu;
/** Wording that keeps a finding to the people or things studied. */
const SAMPLE =
  /\b(?:in (?:our|this|the present|the current) (?:sample|cohort|study|population|participants|patients|subjects)|(?:the|our|these|those|all) (?:\d+ )?(?:participants|patients|subjects|respondents|children|adults|women|men|students|individuals|mice|rats)|\d+ (?:participants|patients|subjects|respondents|children|adults|women|men|students|individuals|mice|rats))\b/iu;
/** A paper that claims priority itself: adding "first" is then no overclaim. */
const CLAIMS_PRIORITY =
  /\b(?:for the first time|first[- ]ever|the first\s+(?:\S+\s+){0,3}?(?:to|that|of its kind)|novel|pioneer\w*|unprecedented)\b/iu;

/** "is associated with" → "causes" (tense and number kept); undefined when it does not apply. */
function madeCausal(sentence: string): string | undefined {
  const out = sentence.replace(
    /\b(is|are|was|were)\s+(?:(?:significantly|positively|negatively|strongly|independently|closely|inversely|also)\s+)*(?:associated|correlated|linked)\s+(?:with|to)\b/iu,
    (_, be: string) => {
      const b = be.toLowerCase();
      return b === 'is' ? 'causes' : b === 'are' ? 'cause' : 'caused';
    },
  );
  return out === sentence ? undefined : out;
}

/**
 * A finding kept to the sample stated of everyone: "the 40 patients" → "patients", "our
 * participants" → "people". Only a finding stated in the present tense without counts (a generic
 * claim once its sample is gone: "these patients respond to …" → "patients respond to …"); a report
 * of what was done or counted ("the 40 patients were randomised") stays a report of the sample
 * whatever its nouns. Undefined when the sentence names no sample or reports.
 */
function madeGeneral(sentence: string, seed: string): string | undefined {
  if (
    /\b(?:was|were|had)\b|\d/iu.test(sentence.replace(/\b(?:the|our|these|those|all) \d+ /giu, ' '))
  )
    return undefined;
  const people = (noun: string) =>
    /^(?:participants|subjects|respondents|individuals)$/iu.test(noun)
      ? pick(['people', 'humans', 'individuals'], seed)
      : noun;
  const out = sentence
    .replace(
      /\b(?:the|our|these|those|all) (?:\d+ )?(participants|patients|subjects|respondents|children|adults|women|men|students|individuals)(?: (?:we|who were|that were) (?:studied|enrolled|recruited|included|examined|surveyed))?\b/iu,
      (_, noun: string) => people(noun),
    )
    .replace(/^\s+/u, '');
  if (out === sentence) return undefined;
  return capitalise(out);
}

/** "We present a method" → "We present the first method"; undefined when it does not apply. */
function madeFirst(sentence: string): string | undefined {
  const out = sentence.replace(
    /\b((?:we|this (?:paper|study|work|article))\s+(?:\S+\s+)?(?:present|propose|introduce|describe|report|develop|provide|design)(?:s|ed)?)\s+an?\s+/iu,
    '$1 the first ',
  );
  return out === sentence ? undefined : out;
}

/**
 * The authors' own abstract sentences made stronger than the paper, in each way that applies:
 *   - certain: the sentence hedges and so does its closest passage; it is made certain twice,
 *     once with a booster and once plainly (makeCertain);
 *   - causal: the sentence and its closest passage report an association; it becomes a cause;
 *   - population: the sentence and its closest passage keep to the sample; it is stated of everyone;
 *   - first: the sentence presents the work and the paper never claims priority; it becomes "the first".
 * `closest` is each sentence's closest passage in the paper (its first evidence source). A sentence
 * may be a case of several kinds and ways; each is checked in an abstract of its own.
 */
export interface StrengthenedCase {
  /** The sentence's index among those given. */
  index: number;
  kind: StrengtheningKind;
  /** For `certain`: made certain with a booster or plainly. */
  way?: CertainWay;
  original: string;
  changed: string;
}

export function strengthenedCases(
  paper: Paper,
  sentences: readonly string[],
  closest: readonly (string | undefined)[],
  kinds: readonly StrengtheningKind[] = ['certain', 'causal', 'population', 'first'],
): StrengthenedCase[] {
  const out: StrengthenedCase[] = [];
  const claimsPriority = CLAIMS_PRIORITY.test(paper.body);
  sentences.forEach((sentence, index) => {
    const passage = closest[index];
    if (!passage || PLACEHOLDER.test(sentence)) return;
    const seed = `${paper.id}:own:${index}`;
    const add = (kind: StrengtheningKind, changed: string | undefined, way?: CertainWay) => {
      if (changed && kinds.includes(kind))
        out.push({ index, kind, ...(way ? { way } : {}), original: sentence, changed });
    };
    if (kinds.includes('certain') && HEDGED.test(passage))
      for (const way of ['booster', 'plain'] as const)
        add('certain', makeCertain(sentence, seed, way), way);
    if (ASSOCIATED.test(passage) && !CAUSED.test(passage) && !CAUSED.test(sentence))
      add('causal', madeCausal(sentence));
    if (SAMPLE.test(passage)) add('population', madeGeneral(sentence, seed));
    if (!claimsPriority) add('first', madeFirst(sentence));
  });
  return out;
}

/**
 * Sentences of the body (8 to 60 words) made causal, general or "first" as strengthenedCases does
 * with the authors' sentences: at most one of each kind per paper, spread over the paper.
 */
export function strengthenedBodyCases(
  paper: Paper,
): { kind: StrengtheningKind; original: string; changed: string }[] {
  const sentences = bodySentences(paper);
  const kinds = ['causal', 'population', 'first'] as const;
  // Each body sentence is its own closest passage.
  const cases = strengthenedCases(paper, sentences, sentences, kinds);
  const out: { kind: StrengtheningKind; original: string; changed: string }[] = [];
  for (const kind of kinds) {
    const ofKind = cases.filter((c) => c.kind === kind);
    if (ofKind.length === 0) continue;
    const chosen = pick(ofKind, `${paper.id}:body:${kind}`);
    out.push({ kind, original: chosen.original, changed: chosen.changed });
  }
  return out;
}
