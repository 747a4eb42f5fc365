/**
 * The candidate pool: the paper's sentences made abstract-ready (sentence/prepare-sentence.ts),
 * unusable ones dropped, each described for the composer; 25-word pieces of the text where no
 * sentence can be used.
 */
import { CJK_CHARS } from '@abstractly/contracts/text-patterns';
import { featureIndex, type SentenceFeatures } from '../rank/features.ts';
import { roleOf } from '../rank/roles.ts';
import { countWords, hasCjk, segmentWords } from '../read/segment.ts';
import { findCitationMarkers, stripMarkers } from '../sentence/clean.ts';
import {
  definitionsInCapitals,
  writtenAsWords,
  findDefinitions,
  unexplainedAbbreviations,
  writeCapitals,
} from '../sentence/acronyms.ts';
import { writeNumerals, writeProperNames, writeUnits } from '../sentence/proper-names.ts';
import { speciesWriter } from '../sentence/species.ts';
import { buildVocabulary, mendWords, type Vocabulary } from '../sentence/glued-words.ts';
import { prepareSentence, type PrepareOptions } from '../sentence/prepare-sentence.ts';
import { readsAsCaption } from '../sentence/shorten.ts';
import { FIRST_PERSON } from '../sentence/voice.ts';
import { contextBefore, repeatsHeading } from '../sentence/reader-cues.ts';
import type { CandidateInfo } from './compose.ts';
import type { Candidate } from './select.ts';

/** A figure panel's letter split off as a sentence: "a.", "b)". */
const PANEL_LABEL = /^\p{L}[.)]$/u;
/** A sentence that ends on a one-letter initial: the next "sentence" is the rest of a name. */
const CUT_AT_INITIAL = /(?<=\s)\p{L}\.$/u;

/** A Chinese or Japanese character: a sentence with one may be shorter in words. */
const CJK = new RegExp(`[${CJK_CHARS}]`, 'u');

/**
 * The abstract-ready sentences of usable length, with their scores; `paper` is the paper's
 * vocabulary, which mends the words a converter glued or split.
 */
export function buildCandidates(
  features: SentenceFeatures[],
  scores: number[],
  options: PrepareOptions,
  paper: Vocabulary = buildVocabulary(features.map((f) => f.sentence.text)),
): Candidate[] {
  const out: Candidate[] = [];
  const vocabulary = new Map<string, number>();
  let lowerStarts = 0;
  for (const f of features) {
    for (const t of f.sentence.terms) vocabulary.set(t, (vocabulary.get(t) ?? 0) + 1);
    if (/^\p{Ll}/u.test(f.sentence.text)) lowerStarts++;
  }
  // Text whose sentences mostly start in lower case is lower-cased, whatever its capitals say
  // (symbols and placeholders can carry many): case then tells nothing about a start.
  const cased = (options.cased ?? true) && lowerStarts <= features.length * 0.3;
  const perParagraph = new Map<number, number>();
  // A panel's letter ("a. number of genes…") is no sentence of its paragraph.
  for (const f of features)
    if (!PANEL_LABEL.test(f.sentence.text))
      perParagraph.set(f.sentence.paragraph, (perParagraph.get(f.sentence.paragraph) ?? 0) + 1);
  features.forEach((f, i) => {
    // After a one-letter initial ("in h. obliquimanus") the split was not a sentence end.
    if (i > 0 && CUT_AT_INITIAL.test(features[i - 1]!.sentence.text)) return;
    // A paragraph of one noun phrase is a caption or a subsection's heading left in the text.
    if (
      options.language === 'en' &&
      perParagraph.get(f.sentence.paragraph) === 1 &&
      readsAsCaption(f.sentence.text)
    )
      return;
    // Lower-cased text cannot show where a subsection's heading ends and its first sentence starts.
    if (
      !cased &&
      f.sentence.paragraphPosition === 0 &&
      repeatsHeading(f.sentence.text, options.language)
    )
      return;
    const text = prepareSentence(
      f.sentence.text,
      { ...options, cased, paper, opensParagraph: f.sentence.paragraphPosition === 0 },
      vocabulary,
    );
    if (text === undefined) return;
    const words = countWords(text, options.language);
    // Fragments (headings, list items, table cells) are short; run-on extraction errors are long.
    const minimum = CJK.test(text) ? 5 : 8;
    if (words < minimum || words > 90) return;
    out.push({ index: f.sentence.index, text, words, score: scores[i]!, content: f.content });
  });
  return out;
}

/** Wording of a limitation or an evaluation of the work (the critical style wants one). */
const LIMITATION =
  /\b(limitations?|limited|drawbacks?|shortcomings?|weakness(es)?|caveats?|future (work|research|studies)|fail(s|ed)?|cannot|unable|restricted|biased?|remains? (unclear|unknown|open)|further (work|research|studies))\b/iu;
/** Wording that reports a finding (the descriptive style leaves such sentences out). */
const RESULT_LIKE =
  /\b(outperform\w*|improv\w*|significant\w*|achiev\w*|we (find|found|show|observe)|results? (show|indicate|suggest)|increas\w*|decreas\w*|higher|lower|accuracy)\b/iu;

/** A citation marker in the source sentence as the cleaner reads one ("[4]", "(Smith, 2020)", "@xcite"). */
const citesSomething = (text: string) => findCitationMarkers(text).length > 0;

/** What the composer knows of each candidate beyond its text and score (compose.ts). */
export function describeCandidates(
  features: SentenceFeatures[],
  candidates: Candidate[],
  definitions: ReadonlyMap<string, string>,
): Map<number, CandidateInfo> {
  const byIndex = new Map(features.map((f) => [f.sentence.index, f]));
  const density = featureIndex('keyterm_density');
  const info = new Map<number, CandidateInfo>();
  for (const c of candidates) {
    const hasNumber = /\d/u.test(c.text);
    const f = byIndex.get(c.index);
    if (!f || (f.sentence.text !== c.text && byIndex.size < c.index)) {
      // A fallback piece rather than a sentence: no role evidence.
      info.set(c.index, {
        role: 'background',
        hasNumber,
        technical: 0,
        simple: 0.5,
        limitation: false,
        resultLike: false,
      });
      continue;
    }
    // A sentence that cites others and says nothing of this work, nor reports a finding, reports
    // earlier work: background, of which an abstract gives one sentence at most.
    const citesOthers =
      citesSomething(f.sentence.text) && !FIRST_PERSON.test(c.text) && !RESULT_LIKE.test(c.text);
    const role = citesOthers ? 'background' : roleOf(f.sentence, f.roles);
    const meanWordLength =
      f.sentence.terms.reduce((s, t) => s + t.length, 0) / Math.max(1, f.words);
    info.set(c.index, {
      role,
      hasNumber,
      technical: Math.min(
        1,
        0.4 * (hasNumber ? 1 : 0) + 0.3 * f.roles.methods + 0.6 * f.values[density]!,
      ),
      simple: Math.max(
        0,
        1 - Math.max(0, c.words - 12) / 30 - Math.max(0, meanWordLength - 4.5) / 4,
      ),
      limitation: LIMITATION.test(c.text),
      resultLike: role === 'results' || RESULT_LIKE.test(c.text),
      framing: f.sentence.section === 'introduction' || f.sentence.section === 'conclusion',
      context: contextBefore(c.index, (k) => byIndex.get(k)?.sentence.text),
      unexplained: unexplainedAbbreviations(c.text, definitions).length,
    });
  }
  return info;
}

/**
 * A sentence's words with what follows each up to the next word. Space-separated text splits at
 * whitespace; Chinese and Japanese have none, so there the segmenter's words (each carrying the
 * punctuation after it) are the units, else a run without punctuation would be one 100,000-character "word".
 */
function wordRuns(text: string, language: string): string[] {
  if (!hasCjk(text)) return text.split(/\s+/u).filter(Boolean);
  const starts = segmentWords(text, language)
    .filter((s) => s.isWordLike)
    .map((s) => s.index);
  if (starts.length === 0) return [text];
  starts[0] = 0;
  return starts.map((start, k) => text.slice(start, starts[k + 1] ?? text.length));
}

/** Consecutive 25-word pieces of each sentence, scored like their sentence (first pieces first). */
function fallbackPieces(
  features: SentenceFeatures[],
  scores: number[],
  language: string,
): Candidate[] {
  const pieces: Candidate[] = [];
  features.forEach((f, i) => {
    // Shown as they are, so no marker may stay in them.
    const sentence = stripMarkers(f.sentence.text);
    const cjk = hasCjk(sentence);
    const words = wordRuns(sentence, language);
    for (let start = 0; start < words.length && pieces.length < 2000; start += 25) {
      const text = cjk
        ? words
            .slice(start, start + 25)
            .join('')
            .trim()
        : words.slice(start, start + 25).join(' ');
      pieces.push({
        index: pieces.length,
        text,
        words: countWords(text, language),
        score: scores[i]! - start / 1e6,
        content: f.content,
      });
    }
  });
  return pieces;
}

/**
 * A lower-cased paper's words as readers know them: its abbreviations in capitals ("GWAS", "TLRs";
 * not those it writes as words), its species' genera ("B. methanolicus") and, in English, its names
 * ("Bayesian", "English"), roman numerals ("type II") and units ("GeV"); with its definitions in
 * those forms.
 */
function inCapitals(
  texts: readonly string[],
  found: ReadonlyMap<string, string>,
  language: string,
): { write: (text: string) => string; definitions: Map<string, string> } {
  const words = writtenAsWords(texts, found);
  const { definitions, forms } = definitionsInCapitals(found, words);
  const species = language === 'en' ? speciesWriter(texts.join(' ')) : undefined;
  const write = (text: string) => {
    const capitals = writeCapitals(text, forms);
    if (language !== 'en') return capitals;
    const names = writeUnits(writeNumerals(writeProperNames(capitals)));
    return species ? species(names) : names;
  };
  // The long forms the spell-out writes into the abstract read as the candidates do.
  const written = new Map([...definitions].map(([form, long]) => [form, write(long)]));
  return { write, definitions: written };
}

/** The sentences the versions are composed from, and what the composer knows of each. */
export interface CandidatePool {
  candidates: Candidate[];
  info: Map<number, CandidateInfo>;
  /** No sentence could be used: the candidates are 25-word pieces of the text. */
  fromPieces: boolean;
  /** The candidates' words together. */
  available: number;
  /** The paper's abbreviations with their long forms ("CNN" → "convolutional neural network"). */
  definitions: Map<string, string>;
}

/** The pool: abstract-ready sentences, or pieces of the text where none is; without numbers on request. */
export function collectCandidates(
  features: SentenceFeatures[],
  scores: number[],
  options: PrepareOptions,
  noNumbers: boolean,
): CandidatePool {
  const texts = features.map((f) => f.sentence.text);
  const paper = buildVocabulary(texts);
  let candidates = buildCandidates(features, scores, options, paper);
  // Nothing reads as a sentence (no punctuation, only fragments): cut the text into 25-word pieces.
  const fromPieces = candidates.length === 0;
  if (fromPieces) candidates = fallbackPieces(features, scores, options.language);
  if (noNumbers) {
    const without = candidates.filter((c) => !/\d/u.test(c.text));
    if (without.length > 0) candidates = without;
  }
  // The long forms the spell-out writes are mended as the candidates are ("bisphosphonaterelated").
  const found = new Map(
    [...findDefinitions(texts)].map(([form, long]) => [
      form,
      mendWords(long, paper, options.language),
    ]),
  );
  const capitals = options.cased === false ? inCapitals(texts, found, options.language) : undefined;
  if (capitals) candidates = candidates.map((c) => ({ ...c, text: capitals.write(c.text) }));
  const definitions = capitals?.definitions ?? found;
  return {
    candidates,
    info: describeCandidates(features, candidates, definitions),
    fromPieces,
    available: candidates.reduce((s, c) => s + c.words, 0),
    definitions,
  };
}
