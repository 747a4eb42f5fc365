/** Sentence ranking: degree centrality over TF-IDF cosine similarity (LexRank's graph, Erkan & Radev 2004). */
import { tokenize } from './segment.ts';
import { isStopword } from './stopwords.ts';

export interface RankedSentence {
  index: number;
  text: string;
  score: number;
}

function termVector(sentence: string, language: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of tokenize(sentence.toLowerCase(), language)) {
    if (isStopword(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** Scores each sentence by how similar it is to the rest of the text, weighted towards the title. */
export function rankSentences(
  sentences: string[],
  title: string,
  language = 'en',
): RankedSentence[] {
  const vectors = sentences.map((s) => termVector(s, language));
  const documentFrequency = new Map<string, number>();
  for (const vector of vectors)
    for (const term of vector.keys())
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string) =>
    Math.log((1 + sentences.length) / (1 + (documentFrequency.get(term) ?? 0))) + 1;
  const weighted = vectors.map((vector) => {
    const out = new Map<string, number>();
    let norm = 0;
    for (const [term, tf] of vector) {
      const w = tf * idf(term);
      out.set(term, w);
      norm += w * w;
    }
    return { weights: out, norm: Math.sqrt(norm) || 1 };
  });
  const titleTerms = termVector(title, language);
  // Centrality: the sum of cosine similarities to every other sentence (threshold-free degree).
  return weighted.map((a, i) => {
    let centrality = 0;
    for (let j = 0; j < weighted.length; j++) {
      if (i === j) continue;
      const b = weighted[j]!;
      let dot = 0;
      for (const [term, w] of a.weights) dot += w * (b.weights.get(term) ?? 0);
      centrality += dot / (a.norm * b.norm);
    }
    let titleOverlap = 0;
    for (const term of titleTerms.keys()) if (a.weights.has(term)) titleOverlap += 1;
    const score = centrality / Math.max(1, weighted.length - 1) + 0.05 * titleOverlap;
    return { index: i, text: sentences[i]!, score };
  });
}
