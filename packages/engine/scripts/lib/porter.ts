/**
 * The Porter stemmer as NLTK's PorterStemmer runs it in its default NLTK_EXTENSIONS mode (the
 * stemmer Google's rouge-score uses). Written from the algorithm's description (Porter 1980) and
 * NLTK's documented departures: the irregular-forms pool, words of ≤ 2 letters kept, 'ies'/'ied'
 * on 4-letter words, y→i only after a consonant, 'bli'→'ble', 'alli' re-run through step 2,
 * 'fulli'→'ful', 'logi'→'log', and the 2-letter vowel-consonant cvc case.
 */

const IRREGULAR: Record<string, string> = {
  skies: 'sky',
  sky: 'sky',
  dying: 'die',
  lying: 'lie',
  tying: 'tie',
  news: 'news',
  innings: 'inning',
  inning: 'inning',
  outings: 'outing',
  outing: 'outing',
  cannings: 'canning',
  canning: 'canning',
  howe: 'howe',
  proceed: 'proceed',
  exceed: 'exceed',
  succeed: 'succeed',
};

function isConsonant(word: string, i: number): boolean {
  const ch = word[i]!;
  if (ch === 'a' || ch === 'e' || ch === 'i' || ch === 'o' || ch === 'u') return false;
  if (ch === 'y') return i === 0 ? true : !isConsonant(word, i - 1);
  return true;
}

/** m: the number of vowel→consonant transitions ([C](VC)^m[V]). */
function measure(stem: string): number {
  let m = 0;
  let previousVowel = false;
  for (let i = 0; i < stem.length; i++) {
    const consonant = isConsonant(stem, i);
    if (consonant && previousVowel) m++;
    previousVowel = !consonant;
  }
  return m;
}

function containsVowel(stem: string): boolean {
  for (let i = 0; i < stem.length; i++) if (!isConsonant(stem, i)) return true;
  return false;
}

function endsDoubleConsonant(word: string): boolean {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && isConsonant(word, n - 1);
}

/** *o: consonant-vowel-consonant, the last not w, x or y (NLTK also accepts a 2-letter vowel-consonant word). */
function endsCvc(word: string): boolean {
  const n = word.length;
  if (n >= 3) {
    return (
      isConsonant(word, n - 3) &&
      !isConsonant(word, n - 2) &&
      isConsonant(word, n - 1) &&
      !'wxy'.includes(word[n - 1]!)
    );
  }
  return n === 2 && !isConsonant(word, 0) && isConsonant(word, 1);
}

type Rule = [suffix: string, replacement: string, condition?: (stem: string) => boolean];

/** Applies the first rule whose suffix matches; when its condition fails the word is returned unchanged. */
function applyRules(word: string, rules: Rule[]): string {
  for (const [suffix, replacement, condition] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, word.length - suffix.length);
    return !condition || condition(stem) ? stem + replacement : word;
  }
  return word;
}

const positive = (stem: string) => measure(stem) > 0;
const aboveOne = (stem: string) => measure(stem) > 1;

function step1a(word: string): string {
  if (word.endsWith('ies') && word.length === 4) return word.slice(0, -3) + 'ie';
  return applyRules(word, [
    ['sses', 'ss'],
    ['ies', 'i'],
    ['ss', 'ss'],
    ['s', ''],
  ]);
}

function step1b(word: string): string {
  if (word.endsWith('ied')) return word.slice(0, -3) + (word.length === 4 ? 'ie' : 'i');
  if (word.endsWith('eed')) {
    const stem = word.slice(0, -3);
    return measure(stem) > 0 ? stem + 'ee' : word;
  }
  let stem: string | undefined;
  for (const suffix of ['ed', 'ing']) {
    if (word.endsWith(suffix) && containsVowel(word.slice(0, -suffix.length))) {
      stem = word.slice(0, -suffix.length);
      break;
    }
  }
  if (stem === undefined) return word;
  if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return stem + 'e';
  if (endsDoubleConsonant(stem))
    return 'lsz'.includes(stem[stem.length - 1]!) ? stem : stem.slice(0, -1);
  if (measure(stem) === 1 && endsCvc(stem)) return stem + 'e';
  return stem;
}

function step1c(word: string): string {
  return applyRules(word, [
    ['y', 'i', (stem) => stem.length > 1 && isConsonant(stem, stem.length - 1)],
  ]);
}

function step2(word: string): string {
  if (word.endsWith('alli') && positive(word.slice(0, -4))) return step2(word.slice(0, -4) + 'al');
  return applyRules(word, [
    ['ational', 'ate', positive],
    ['tional', 'tion', positive],
    ['enci', 'ence', positive],
    ['anci', 'ance', positive],
    ['izer', 'ize', positive],
    ['bli', 'ble', positive],
    ['alli', 'al', positive],
    ['entli', 'ent', positive],
    ['eli', 'e', positive],
    ['ousli', 'ous', positive],
    ['ization', 'ize', positive],
    ['ation', 'ate', positive],
    ['ator', 'ate', positive],
    ['alism', 'al', positive],
    ['iveness', 'ive', positive],
    ['fulness', 'ful', positive],
    ['ousness', 'ous', positive],
    ['aliti', 'al', positive],
    ['iviti', 'ive', positive],
    ['biliti', 'ble', positive],
    ['fulli', 'ful', positive],
    // The 'l' stays with the stem for the measure, so 'geologi' and 'theologi' behave alike.
    ['logi', 'log', () => positive(word.slice(0, -3))],
  ]);
}

function step3(word: string): string {
  return applyRules(word, [
    ['icate', 'ic', positive],
    ['ative', '', positive],
    ['alize', 'al', positive],
    ['iciti', 'ic', positive],
    ['ical', 'ic', positive],
    ['ful', '', positive],
    ['ness', '', positive],
  ]);
}

function step4(word: string): string {
  return applyRules(word, [
    ['al', '', aboveOne],
    ['ance', '', aboveOne],
    ['ence', '', aboveOne],
    ['er', '', aboveOne],
    ['ic', '', aboveOne],
    ['able', '', aboveOne],
    ['ible', '', aboveOne],
    ['ant', '', aboveOne],
    ['ement', '', aboveOne],
    ['ment', '', aboveOne],
    ['ent', '', aboveOne],
    ['ion', '', (stem) => aboveOne(stem) && (stem.endsWith('s') || stem.endsWith('t'))],
    ['ou', '', aboveOne],
    ['ism', '', aboveOne],
    ['ate', '', aboveOne],
    ['iti', '', aboveOne],
    ['ous', '', aboveOne],
    ['ive', '', aboveOne],
    ['ize', '', aboveOne],
  ]);
}

function step5a(word: string): string {
  if (!word.endsWith('e')) return word;
  const stem = word.slice(0, -1);
  const m = measure(stem);
  return m > 1 || (m === 1 && !endsCvc(stem)) ? stem : word;
}

function step5b(word: string): string {
  return word.endsWith('ll') && measure(word.slice(0, -1)) > 1 ? word.slice(0, -1) : word;
}

/** Stems one word (lower-cased first, as NLTK does by default). */
export function porterStem(input: string): string {
  const word = input.toLowerCase();
  const irregular = IRREGULAR[word];
  if (irregular !== undefined) return irregular;
  if (word.length <= 2) return word;
  return step5b(step5a(step4(step3(step2(step1c(step1b(step1a(word))))))));
}
