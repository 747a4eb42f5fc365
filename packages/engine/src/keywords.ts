/**
 * Key phrases (issue 4, stage 5): candidate phrases are runs of 1–3 content words inside a
 * sentence (stopwords of the text's language break runs); a phrase scores by how often it occurs,
 * how specific its words are to this text, and whether the title uses it. Multi-word phrases get
 * a bonus; phrases contained in a better one are dropped.
 */
import { isStopword } from './language.ts';
import { terms } from './segment.ts';

const NO_SPACE_LANGUAGES = new Set(['zh', 'ja']);

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

const WEAK_EDGE = new Set([
  'containing',
  'using',
  'including',
  'following',
  'according',
  'regarding',
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

export function extractKeywords(
  sentences: string[],
  title: string,
  language = 'en',
  limit = 6,
): string[] {
  const joiner = NO_SPACE_LANGUAGES.has(language) ? '' : ' ';
  const counts = new Map<string, number>();
  const wordCounts = new Map<string, number>();
  const titleText = terms(title, language).join(joiner);
  const add = (phrase: string, weight: number) =>
    counts.set(phrase, (counts.get(phrase) ?? 0) + weight);
  const usable = (w: string) =>
    !isStopword(w, language) &&
    (NO_SPACE_LANGUAGES.has(language) ? w.length >= 2 : w.length >= 3) &&
    /\p{L}/u.test(w);
  // Long texts: the first 20,000 words carry the key phrases and keep this step bounded.
  let budget = 20_000;
  for (const sentence of sentences) {
    if (budget <= 0) break;
    budget -= sentence.length / 6;
    const words = terms(sentence.replace(/@xmath\d*|@xcite|<dig>|<cit>/giu, ' . '), language);
    for (const w of words) if (usable(w)) wordCounts.set(w, (wordCounts.get(w) ?? 0) + 1);
    let run: string[] = [];
    const flush = () => {
      for (let n = 1; n <= 3; n++)
        for (let i = 0; i + n <= run.length; i++) add(run.slice(i, i + n).join(joiner), 1);
      run = [];
    };
    for (const w of words) {
      if (usable(w)) run.push(w);
      else flush();
    }
    flush();
  }
  const scored = [...counts.entries()]
    .filter(
      ([phrase, count]) =>
        (count >= 2 || titleText.includes(phrase)) && hasStrongEdges(phrase, language),
    )
    .map(([phrase, count]) => {
      const parts = joiner ? phrase.split(joiner) : [phrase];
      // A phrase is as strong as its rarest-in-text word is frequent: favours "sparse attention" over "model".
      const support = Math.min(...parts.map((p) => wordCounts.get(p) ?? count));
      const inTitle = titleText.includes(phrase) ? 2 : 1;
      const lengthBonus = parts.length === 1 ? 1 : parts.length === 2 ? 2.2 : 2.6;
      return [phrase, Math.log(1 + count) * Math.log(1 + support) * inTitle * lengthBonus] as const;
    })
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  // At most two single words: key phrases, not a word list (issue 4: "not single stop-like words").
  const isSingle = (phrase: string) => (joiner ? !phrase.includes(' ') : phrase.length <= 2);
  const chosen: string[] = [];
  let singles = 0;
  for (const [phrase] of scored) {
    // A phrase replaces a single word it contains ("learning" → "machine learning").
    const contained = chosen.findIndex(
      (c) => isSingle(c) && !isSingle(phrase) && phrase.split(' ').includes(c),
    );
    if (contained >= 0 && !chosen.some((c) => c.includes(phrase))) {
      chosen[contained] = phrase;
      singles--;
      continue;
    }
    if (chosen.some((c) => c.includes(phrase) || phrase.includes(c))) continue;
    if (isSingle(phrase) && singles >= 2) continue;
    if (isSingle(phrase)) singles++;
    chosen.push(phrase);
    if (chosen.length === limit) break;
  }
  // Short texts may hold fewer phrases: top up with single words so that there are at least four.
  for (const [phrase] of scored) {
    if (chosen.length >= Math.min(4, limit)) break;
    if (!chosen.some((c) => c.includes(phrase) || phrase.includes(c))) chosen.push(phrase);
  }
  return chosen;
}
