/**
 * What makes a sentence abstract-worthy, as numbers: position in the paper and
 * its section, section kind, role, centrality, title and key-term overlap, numbers, length, and
 * the problems an abstract must not carry. Linear in the document size: centrality is each
 * sentence's summed cosine to all others, computed against one summed vector (no n² graph).
 */
import { OBJECT_REFERENCE } from '../sentence/clean.ts';
import { hasDanglingOpener } from '../sentence/opener.ts';
import { SECTION_KINDS, type ParsedDocument, type SourceSentence } from '../read/document.ts';
import { isStopword } from '../read/language.ts';
import { ROLES, classifyRole } from './roles.ts';
import { contentCounts, sentenceContents, unitVector } from '../read/vectors.ts';

/** Index of a named feature in the vector. */
export const featureIndex = (name: (typeof FEATURE_NAMES)[number]) => FEATURE_NAMES.indexOf(name);

export const FEATURE_NAMES = [
  'bias',
  'position',
  'position_sq',
  'first_sentence',
  'second_sentence',
  'log_index',
  'last_tenth',
  ...SECTION_KINDS.map((k) => `section_${k}`),
  'section_position',
  'section_first',
  'section_last',
  'paragraph_first',
  'paragraph_position_log',
  'paragraph_first_in_section',
  'length',
  'length_sq',
  'too_short',
  'too_long',
  'centrality',
  'centroid',
  'title_overlap',
  'keyterm_density',
  'keyterm_count',
  'word_probability',
  'stopword_ratio',
  'has_number',
  'has_placeholder',
  'has_citation',
  'has_object_reference',
  'dangling_opener',
  'cue_purpose',
  'cue_conclusion',
  'cue_result',
  'first_person',
  ...ROLES.map((r) => `role_${r}`),
  'lowercased',
  'lowercased_position',
  'lowercased_intro',
  'lowercased_conclusion',
  'opening_similarity',
  'closing_similarity',
  'paragraph_last',
] as const;

export const FEATURE_COUNT = FEATURE_NAMES.length;

const CUE_PURPOSE =
  /\b(in this (paper|work|study|article|letter)|this (paper|work|study|article) (presents|proposes|describes|introduces|investigates|reports|examines)|we (propose|present|introduce|describe|develop|investigate|report|study|examine|show|demonstrate)|the (aim|goal|purpose|objective) of|here we|nous proposons|en este (trabajo|artículo)|in dieser arbeit|в данной работе|本文|本研究)/iu;
const CUE_CONCLUSION =
  /\b(in (conclusion|summary)|we conclude|to conclude|in this (paper|work), we (have )?(shown|presented|demonstrated)|our (results|findings|experiments) (show|suggest|indicate|demonstrate)|these (results|findings) (show|suggest|indicate|demonstrate)|overall|taken together|en conclusión|en conclusion|zusammenfassend|в заключение|结论|結論)/iu;
const CUE_RESULT =
  /\b(outperform\w*|improv\w*|significant\w*|achiev\w*|increas\w*|decreas\w*|reduc\w*|higher|lower|better|state[- ]of[- ]the[- ]art|accuracy|associated with|correlat\w*)\b/iu;
const CITATION = /\[\d|@xcite|<cit>|\bet al\b|\((?:[^()]{0,80}?)(?:19|20)\d\d[a-z]?\)/iu;
const FIRST_PERSON = /\b(we|our|us)\b/iu;

export interface SentenceFeatures {
  sentence: SourceSentence;
  values: Float64Array;
  /** Content terms, for redundancy checks during selection. */
  content: Map<string, number>;
  words: number;
  /** Role probabilities from the classifier (text only: a body sentence has no abstract position). */
  roles: Record<(typeof ROLES)[number], number>;
}

/** Key terms: frequent in the document, spread over several sentences, weighted by spread. */
function rankKeyTerms(tf: Map<string, number>, df: Map<string, number>): string[] {
  return [...tf.entries()]
    .filter(([t, k]) => k >= 3 && t.length > 2 && !/^\d/u.test(t))
    .map(([t, k]) => [t, Math.log(1 + k) * Math.log(1 + (df.get(t) ?? 0))] as const)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 30)
    .map(([t]) => t);
}

/**
 * The key terms computeFeatures gives, without the rest of the features (a check needs only
 * these): of the whole document, and of its sentences from `laterFrom` on.
 */
export function documentKeyTerms(
  document: ParsedDocument,
  language: string,
  laterFrom: number,
): { all: string[]; later: string[] } {
  const content = sentenceContents(document, language);
  const count = (from: number) => {
    const df = new Map<string, number>();
    const tf = new Map<string, number>();
    for (let i = from; i < content.length; i++)
      for (const [t, k] of content[i]!) {
        df.set(t, (df.get(t) ?? 0) + 1);
        tf.set(t, (tf.get(t) ?? 0) + k);
      }
    return rankKeyTerms(tf, df);
  };
  return { all: count(0), later: count(laterFrom) };
}

/** Computes every sentence's feature vector. `keyTerms`: the document's top terms by tf-idf-like weight. */
export function computeFeatures(
  document: ParsedDocument,
  title: string,
  language: string,
): { features: SentenceFeatures[]; keyTerms: string[] } {
  const { sentences } = document;
  const n = sentences.length;
  const content = sentences.map((s) => contentCounts(s.terms, language));
  const df = new Map<string, number>();
  const tf = new Map<string, number>();
  for (const c of content)
    for (const [t, k] of c) {
      df.set(t, (df.get(t) ?? 0) + 1);
      tf.set(t, (tf.get(t) ?? 0) + k);
    }
  const idf = (t: string) => Math.log((n + 1) / ((df.get(t) ?? 0) + 0.5));
  // Unit tf-idf vectors, and their sum: cos(i, Σj) gives degree centrality in O(terms).
  const vectors = content.map((c) => unitVector(c, idf));
  const total = new Map<string, number>();
  for (const v of vectors) for (const [t, w] of v) total.set(t, (total.get(t) ?? 0) + w);
  const centroid = new Map<string, number>();
  for (const [t, k] of tf) centroid.set(t, k * idf(t));
  let centroidNorm = 0;
  for (const w of centroid.values()) centroidNorm += w * w;
  centroidNorm = Math.sqrt(centroidNorm) || 1;

  const keyTerms = rankKeyTerms(tf, df);
  const keySet = new Set(keyTerms);
  const titleTerms = new Set(
    (title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((t) => !isStopword(t, language)),
  );

  const centralities = vectors.map((v) => {
    let dot = 0;
    for (const [t, w] of v) dot += w * ((total.get(t) ?? 0) - w);
    return dot / Math.max(1, n - 1);
  });
  const maxCentrality = centralities.reduce((m, c) => Math.max(m, c), 1e-9);
  // SumBasic (Nenkova & Vanderwende 2005): mean document probability of a sentence's content words.
  let contentTokens = 0;
  for (const k of tf.values()) contentTokens += k;
  const probabilities = content.map((c) => {
    let sum = 0;
    for (const t of c.keys()) sum += (tf.get(t) ?? 0) / Math.max(1, contentTokens);
    return c.size ? sum / c.size : 0;
  });
  const maxProbability = probabilities.reduce((m, c) => Math.max(m, c), 1e-9);
  // Discourse: an abstract restates the paper's opening (introduction) and closing (discussion,
  // conclusion). Each sentence's cosine to the summed vectors of each part, itself left out.
  const opening = (s: SourceSentence) =>
    s.section === 'introduction' || s.section === 'abstract' || s.position < 0.1;
  const closing = (s: SourceSentence) =>
    s.section === 'conclusion' || s.section === 'discussion' || s.position > 0.9;
  const partSimilarity = (member: (s: SourceSentence) => boolean) => {
    const sum = new Map<string, number>();
    sentences.forEach((s, i) => {
      if (member(s)) for (const [t, w] of vectors[i]!) sum.set(t, (sum.get(t) ?? 0) + w);
    });
    let norm = 0;
    for (const w of sum.values()) norm += w * w;
    norm = Math.sqrt(norm) || 1;
    return sentences.map((s, i) => {
      let dot = 0;
      for (const [t, w] of vectors[i]!) dot += w * (sum.get(t) ?? 0);
      if (member(s)) dot -= 1;
      return Math.max(0, dot) / norm;
    });
  };
  const openingSimilarity = partSimilarity(opening);
  const closingSimilarity = partSimilarity(closing);
  const paragraphSizes = new Map<number, number>();
  for (const s of sentences)
    paragraphSizes.set(s.paragraph, (paragraphSizes.get(s.paragraph) ?? 0) + 1);
  const lower = document.lowercased ? 1 : 0;

  const features = sentences.map((s, i) => {
    const values = new Float64Array(FEATURE_COUNT);
    let k = 0;
    const set = (x: number) => (values[k++] = x);
    const words = s.terms.length;
    set(1);
    set(s.position);
    set(s.position * s.position);
    set(i === 0 ? 1 : 0);
    set(i === 1 ? 1 : 0);
    set(Math.log(1 + i) / 5);
    set(s.position > 0.9 ? 1 : 0);
    for (const kind of SECTION_KINDS) set(s.section === kind ? 1 : 0);
    set(s.sectionPosition);
    set(s.sectionPosition === 0 ? 1 : 0);
    set(s.sectionPosition === 1 ? 1 : 0);
    set(s.paragraphPosition === 0 ? 1 : 0);
    set(Math.log(1 + s.paragraphPosition) / 2);
    set(s.paragraphPosition === 0 && s.sectionPosition < 0.2 ? 1 : 0);
    set(Math.min(words, 80) / 30);
    set((Math.min(words, 80) / 30) ** 2);
    set(words < 8 ? 1 : 0);
    set(words > 60 ? 1 : 0);
    set(centralities[i]! / maxCentrality);
    let dot = 0;
    for (const [t, w] of vectors[i]!) dot += w * (centroid.get(t) ?? 0);
    set(dot / centroidNorm);
    let titleHits = 0;
    for (const t of titleTerms) if (content[i]!.has(t)) titleHits++;
    set(titleTerms.size ? titleHits / titleTerms.size : 0);
    let keyHits = 0;
    for (const t of content[i]!.keys()) if (keySet.has(t)) keyHits++;
    set(keyHits / Math.max(1, content[i]!.size));
    set(Math.min(keyHits, 10) / 10);
    set(probabilities[i]! / maxProbability);
    set(words ? 1 - content[i]!.size / words : 0);
    set(/\d/u.test(s.text.replace(/@xmath\d+/gu, '')) ? 1 : 0);
    set(s.hasPlaceholder ? 1 : 0);
    set(CITATION.test(s.text) ? 1 : 0);
    set(OBJECT_REFERENCE.test(s.text) ? 1 : 0);
    set(hasDanglingOpener(s.text) ? 1 : 0);
    set(CUE_PURPOSE.test(s.text) ? 1 : 0);
    set(CUE_CONCLUSION.test(s.text) ? 1 : 0);
    set(CUE_RESULT.test(s.text) ? 1 : 0);
    set(FIRST_PERSON.test(s.text) ? 1 : 0);
    const roles = classifyRole(s.text);
    for (const role of ROLES) set(roles[role]);
    set(lower);
    set(lower * s.position);
    set(lower && s.section === 'introduction' ? 1 : 0);
    set(lower && s.section === 'conclusion' ? 1 : 0);
    set(openingSimilarity[i]!);
    set(closingSimilarity[i]!);
    set(s.paragraphPosition === (paragraphSizes.get(s.paragraph) ?? 1) - 1 ? 1 : 0);
    return { sentence: s, values, content: content[i]!, words, roles };
  });
  return { features, keyTerms };
}
