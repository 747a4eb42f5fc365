/**
 * Key phrases: candidate phrases are runs of 1–3 content words inside a
 * sentence (stopwords of the text's language break runs); a phrase scores by how often it occurs,
 * how specific its words are to this text, and whether the title uses it. Multi-word phrases get
 * a bonus; phrases contained in or overlapping a better one are dropped, and so are common single
 * words. Each keyword is shown as the source spells it most often ("TF-IDF", "Notch signaling").
 */
import { DEFAULT_KEYWORDS } from '@abstractly/contracts/plan';
import { isStopword } from '../read/language.ts';
import { hasCjk, segmentWords, terms, writesWithoutSpaces } from '../read/segment.ts';

/**
 * English phrases do not start or end with an adverb, a linking participle or a bare prefix
 * ("contexts containing", "non web", "proposed"); other languages keep every run.
 */
function hasStrongEdges(phrase: string, language: string): boolean {
  if (language !== 'en') return true;
  const parts = phrase.split(' ');
  const weak = (w: string) => (/ly$/u.test(w) && w.length > 4) || WEAK_EDGE.has(w);
  return !weak(parts[0]!) && !weak(parts[parts.length - 1]!) && !parts.some((w) => LINKING.has(w));
}

/** Words that link two phrases rather than belong to one. */
const LINKING = new Set([
  'containing',
  'using',
  'including',
  'following',
  'according',
  'regarding',
]);

/** Words a phrase neither starts nor ends with: the linking words, bare prefixes, vague adjectives. */
const WEAK_EDGE = new Set([
  ...LINKING,
  'based',
  'proposed',
  'non',
  'via',
  'per',
  'new',
  'novel',
  'different',
  'various',
  'several',
  'many',
  'given',
  'main',
  'good',
  'large',
  'small',
  'high',
  'low',
]);

/** A word of a sentence: its lower-cased key and where it stands in the sentence. */
interface Word {
  key: string;
  start: number;
  end: number;
}

/** The words of a sentence with their places: a regex for spaced scripts, the segmenter for CJK. */
function placedWords(sentence: string, language: string): Word[] {
  if (writesWithoutSpaces(language) || hasCjk(sentence))
    return segmentWords(sentence, language)
      .filter((s) => s.isWordLike)
      .map((s) => ({
        key: s.segment.toLowerCase(),
        start: s.index,
        end: s.index + s.segment.length,
      }));
  return Array.from(sentence.matchAll(/[\p{L}\p{M}\p{N}]+/gu), (m) => ({
    key: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Between two words of one phrase: a space, a hyphen or a slash ("TF-IDF", "input/output"). */
const PHRASE_GAP = /^(?:[ \t\u00A0]+|[-\u2010\u2011/])$/u;
const JOINER = /[-\u2010\u2011/]/u;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/** Whether text[start, end) cuts a hyphenated or slashed compound ("IDF" out of "TF-IDF"). */
function cutsCompound(text: string, start: number, end: number): boolean {
  const before = JOINER.test(text[start - 1] ?? '') && WORD_CHAR.test(text[start - 2] ?? '');
  const after = JOINER.test(text[end] ?? '') && WORD_CHAR.test(text[end + 1] ?? '');
  return before || after;
}

/**
 * Whether a single word names something specific enough to be a keyword on its own: an acronym or
 * mixed-case name ("BERT", "mRNA", "Notch" mid-sentence), a word with digits ("p53"), or (CJK) any
 * word. Bare common words ("impact", "language", "web") are not keywords.
 */
function isSpecificWord(surface: string, language: string): boolean {
  if (writesWithoutSpaces(language)) return true;
  if (/\p{N}/u.test(surface)) return true;
  if (/\p{Lu}/u.test(surface.slice(1))) return true;
  // German capitalises every noun, so a capital says nothing there.
  return language !== 'de' && /^\p{Lu}/u.test(surface);
}

/**
 * Whether two phrases (as word lists) share words: one inside the other, or the end of one is the
 * start of the other ("dow jones industrial" / "jones industrial average"). Two-word phrases
 * sharing one word overlap only when the source has the three words in a row ("notas clínicas" /
 * "clínicas completas"); "deep learning" and "learning rate" may both stand.
 */
function overlaps(
  a: string[],
  b: string[],
  joiner: string,
  seen: (key: string) => boolean,
): boolean {
  if (!joiner) {
    const [x, y] = [a.join(''), b.join('')];
    if (x.includes(y) || y.includes(x)) return true;
    for (let n = 2; n < Math.min(x.length, y.length); n++)
      if (x.endsWith(y.slice(0, n)) || y.endsWith(x.slice(0, n))) return true;
    return false;
  }
  const contains = (long: string[], short: string[]) =>
    long.some((_, i) => short.every((w, k) => long[i + k] === w));
  if (contains(a, b) || contains(b, a)) return true;
  for (let n = 1; n < Math.min(a.length, b.length); n++) {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      if (!x.slice(-n).every((w, k) => w === y[k])) continue;
      if (n >= 2 || Math.max(a.length, b.length) >= 3) return true;
      if (seen([...x, ...y.slice(n)].join(joiner))) return true;
    }
  }
  return false;
}

/** What the source says of its phrases: how often each occurs, where first, how it is spelled. */
interface PhraseCounts {
  /** Each phrase of 1–3 usable words, by its lower-cased key. */
  counts: Map<string, number>;
  /** Each usable word. */
  wordCounts: Map<string, number>;
  /** Each phrase's spellings in the source, weighted: the most frequent is the one shown. */
  spellings: Map<string, Map<string, number>>;
  /** Where each phrase first occurs, as a share of the sentences (0 = the first). */
  firstSeen: Map<string, number>;
}

/** The phrases of the sentences: runs of 1–3 content words, counted with their spellings. */
function countPhrases(sentences: string[], language: string, joiner: string): PhraseCounts {
  const counts = new Map<string, number>();
  const wordCounts = new Map<string, number>();
  const spellings = new Map<string, Map<string, number>>();
  const firstSeen = new Map<string, number>();
  let sentenceIndex = 0;
  /** `surface` is the word as written: a two-letter acronym ("TF", "AI") is a word, "of" is not. */
  const usable = (w: string, surface = w) =>
    // A lone Greek letter is a name in science ("β-catenin", "α helix"), not a stray character.
    /^[α-ω]$/u.test(w) ||
    (!isStopword(w, language) &&
      (writesWithoutSpaces(language) || w.length >= 3 || /^\p{Lu}{2}$/u.test(surface)) &&
      (!writesWithoutSpaces(language) || w.length >= 2) &&
      /\p{L}/u.test(w));
  // Long texts: the first 20,000 words carry the key phrases and keep this step bounded.
  let budget = 20_000;
  for (const raw of sentences) {
    if (budget <= 0) break;
    sentenceIndex++;
    budget -= raw.length / 6;
    const sentence = raw.replace(/@xmath\d*|@xcite|<dig>|<cit>/giu, ' . ');
    const words = placedWords(sentence, language);
    const isUsable = (w: Word) => usable(w.key, sentence.slice(w.start, w.end));
    for (const w of words) if (isUsable(w)) wordCounts.set(w.key, (wordCounts.get(w.key) ?? 0) + 1);
    let run: Word[] = [];
    const flush = () => {
      for (let n = 1; n <= 3; n++)
        for (let i = 0; i + n <= run.length; i++) {
          const first = run[i]!;
          const last = run[i + n - 1]!;
          if (cutsCompound(sentence, first.start, last.end)) continue;
          const key = run
            .slice(i, i + n)
            .map((w) => w.key)
            .join(joiner);
          counts.set(key, (counts.get(key) ?? 0) + 1);
          if (!firstSeen.has(key)) firstSeen.set(key, sentenceIndex / sentences.length);
          const surface = sentence.slice(first.start, last.end);
          // A sentence's first word is capitalised whatever it is: its case tells little.
          const weight = first === words[0] ? 0.01 : 1;
          const forms = spellings.get(key) ?? new Map<string, number>();
          spellings.set(key, forms);
          forms.set(surface, (forms.get(surface) ?? 0) + weight);
        }
      run = [];
    };
    for (const w of words) {
      const previous = run[run.length - 1];
      const gap = previous ? sentence.slice(previous.end, w.start) : '';
      if (previous && (joiner ? !PHRASE_GAP.test(gap) : gap !== '')) flush();
      if (isUsable(w)) run.push(w);
      else flush();
    }
    flush();
  }
  return { counts, wordCounts, spellings, firstSeen };
}

/** Keywords always offered when the text has them; more only when they score close to the best. */
const SURE_KEYWORDS = 3;
/** Share of the best keyword's score a fourth or later keyword needs (tuned on the train split). */
const RELATIVE_FLOOR = 0.5;

export function extractKeywords(
  sentences: string[],
  title: string,
  language = 'en',
  /** The most keywords: the plan's range (contracts' DEFAULT_KEYWORDS without a venue). */
  limit = DEFAULT_KEYWORDS.max,
  /** Text the keywords should favour: the abstract the engine chose from the same sentences. */
  focus = '',
  /** The fewest keywords a venue asks for: more than SURE_KEYWORDS are then offered whatever their scores. */
  venueMinimum = 0,
): string[] {
  const atLeast = Math.max(SURE_KEYWORDS, venueMinimum);
  const focusWords = new Set(terms(focus, language));
  const joiner = writesWithoutSpaces(language) ? '' : ' ';
  const titleText = terms(title, language).join(joiner);
  const titleWords = new Set(terms(title, language));
  const { counts, wordCounts, spellings, firstSeen } = countPhrases(sentences, language, joiner);
  const spelling = (key: string) => {
    let best = key;
    let weight = -1;
    for (const [form, w] of spellings.get(key) ?? []) if (w > weight) [best, weight] = [form, w];
    // Seen only at the start of sentences: "Clinical notes" is written "clinical notes" (German
    // nouns keep their capital, so there only a phrase's leading adjective is lowered).
    const onlyInitial = weight < 1;
    const plainCapital = /^\p{Lu}\p{Ll}*$/u.test(best.split(/[\s/-]/u)[0]!);
    if (onlyInitial && plainCapital && (language !== 'de' || best.includes(' ')))
      best = best[0]!.toLowerCase() + best.slice(1);
    return best;
  };
  const score = ([phrase, count]: [string, number]) => {
    const parts = joiner ? phrase.split(joiner) : [phrase];
    // A phrase is as strong as its rarest-in-text word is frequent: favours "sparse attention" over "model".
    const support = Math.min(...parts.map((p) => wordCounts.get(p) ?? count));
    const inTitle = titleText.includes(phrase) ? 2 : 1;
    const lengthBonus = parts.length === 1 ? 1 : 2.2;
    // Authors name their topic in the title, the introduction and the abstract: words shared with
    // the title and with the sentences chosen for the abstract, and phrases met early, rank higher.
    const share = (words: Set<string>) =>
      joiner ? parts.filter((p) => words.has(p)).length / parts.length : 0;
    const early = (firstSeen.get(phrase) ?? 1) < 0.15 ? 1.5 : 1;
    const authorsWords = (1 + 3 * share(titleWords)) * (1 + 4 * share(focusWords)) * early;
    return [
      phrase,
      Math.log(1 + count) * Math.log(1 + support) * inTitle * lengthBonus * authorsWords,
    ] as const;
  };
  const byScore = (a: readonly [string, number], b: readonly [string, number]) =>
    b[1] - a[1] || (a[0] < b[0] ? -1 : 1);
  const candidates = [...counts.entries()].filter(([phrase]) => hasStrongEdges(phrase, language));
  const repeated = (phrase: string, count: number) => count >= 2 || titleText.includes(phrase);
  const scored = candidates
    .filter(([phrase, count]) => repeated(phrase, count))
    .map(score)
    .sort(byScore);
  // Short texts may hold fewer repeated phrases: phrases met once then top the list up to three.
  const once = candidates
    .filter(([phrase, count]) => !repeated(phrase, count))
    .map(score)
    .sort(byScore);
  const seen = (key: string) => counts.has(key);
  const partsOf = (phrase: string) => (joiner ? phrase.split(joiner) : [...phrase]);
  // At most two single words: key phrases, not a word list ("not single stop-like words").
  const isSingle = (phrase: string) => (joiner ? !phrase.includes(' ') : phrase.length <= 2);
  const chosen: string[] = [];
  let singles = 0;
  /** Two phrases that run on into each other in the source ("Dow Jones" + "Industrial Average") are one name. */
  const runOn = (a: string[], b: string[]) =>
    (counts.get(`${a[a.length - 1]}${joiner}${b[0]}`) ?? 0) >= 2 ||
    (counts.get(`${b[b.length - 1]}${joiner}${a[0]}`) ?? 0) >= 2;
  const clashes = (phrase: string) =>
    chosen.some(
      (c) =>
        overlaps(partsOf(c), partsOf(phrase), joiner, seen) ||
        (joiner !== '' && runOn(partsOf(c), partsOf(phrase))),
    );
  // Fewer but surer: past the third keyword, a phrase is kept only while it scores at
  // least half the best one's score; a weak fourth or fifth keyword is more often not the authors'.
  const floor = (scored[0]?.[1] ?? 0) * RELATIVE_FLOOR;
  for (const [phrase, value] of scored) {
    if (chosen.length >= atLeast && value < floor) break;
    if (isSingle(phrase) && !isSpecificWord(spelling(phrase), language)) continue;
    // A phrase replaces a single word it contains ("learning" → "machine learning").
    const contained = chosen.findIndex(
      (c) => isSingle(c) && !isSingle(phrase) && partsOf(phrase).includes(c),
    );
    if (contained >= 0) {
      const others = chosen.filter((_, i) => i !== contained);
      if (!others.some((c) => overlaps(partsOf(c), partsOf(phrase), joiner, seen))) {
        chosen[contained] = phrase;
        singles--;
      }
      continue;
    }
    if (clashes(phrase)) continue;
    if (isSingle(phrase) && singles >= 2) continue;
    if (isSingle(phrase)) singles++;
    chosen.push(phrase);
    if (chosen.length === limit) break;
  }
  for (const [phrase] of once) {
    if (chosen.length >= Math.min(atLeast, limit)) break;
    if (isSingle(phrase) || clashes(phrase)) continue;
    chosen.push(phrase);
  }
  return chosen.map(spelling);
}
