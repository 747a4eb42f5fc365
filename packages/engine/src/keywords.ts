/** Key phrases: the most frequent content-word uni- and bigrams, bigrams preferred. */
import { tokenize } from './segment.ts';
import { isStopword } from './stopwords.ts';

export function extractKeywords(text: string, title: string, language = 'en', limit = 6): string[] {
  const counts = new Map<string, number>();
  const add = (phrase: string, weight: number) =>
    counts.set(phrase, (counts.get(phrase) ?? 0) + weight);
  for (const source of [text, title, title]) {
    const words = tokenize(source.toLowerCase(), language);
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      if (isStopword(word) || word.length < 3) continue;
      add(word, 1);
      const next = words[i + 1];
      if (next && !isStopword(next) && next.length >= 3) add(`${word} ${next}`, 1.5);
    }
  }
  const ranked = [...counts.entries()]
    .filter(([phrase, count]) => count >= 2 || phrase.includes(' '))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const chosen: string[] = [];
  for (const [phrase] of ranked) {
    if (chosen.some((c) => c.includes(phrase) || phrase.includes(c))) continue;
    chosen.push(phrase);
    if (chosen.length === limit) break;
  }
  return chosen;
}
