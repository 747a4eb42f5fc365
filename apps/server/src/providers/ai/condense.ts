/**
 * Long papers: when the text is over the model's context budget it is condensed with the local
 * engine instead of being cut off, keeping every sentence that carries a number, so the model
 * still sees every figure it may quote.
 */
import { CJK_CHARS } from '@abstractly/contracts/text-patterns';
import type { GenerateRequest } from '@abstractly/contracts';
import {
  rankSentences,
  readSentences,
  stripCitations,
  type RankedSentence,
} from '@abstractly/engine';

/**
 * Tokens a text costs, estimated without a tokenizer: about 4 characters per token for alphabetic
 * scripts (OpenAI's rule of thumb) and one token per CJK character, rounded up to stay on the safe side.
 */
export function estimateTokens(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  return Math.ceil(cjk + (text.length - cjk) / 4);
}

const CJK = new RegExp(`[${CJK_CHARS}]`, 'gu');

export interface CondensedSource {
  text: string;
  condensed: boolean;
  originalTokens: number;
  tokens: number;
}

/** Measurements: percentages, decimals, p-values, sample sizes, ± spreads. */
const MEASUREMENT = /\d\s*%|\d[.,]\d|\b[pP]\s*[<=>≤≥]|\b[nN]\s*=\s*\d|±/;

/**
 * 2 for a sentence with a measurement, 1 for any other number, 0 for none. Citation markers do
 * not count: "[12]" or "(Lee, 2019)" is not a finding.
 */
function numberRank(sentence: string): 0 | 1 | 2 {
  const text = stripCitations(sentence);
  if (!/\d/.test(text)) return 0;
  return MEASUREMENT.test(text) ? 2 : 1;
}

/**
 * The engine's selection costs more than linearly in its word target (measured: 2 s for 2,000
 * words, 9 s for 6,000 on a 140,000-character paper), so it is asked for at most this many
 * words; paragraphs' opening sentences fill the rest of the budget.
 */
export const ENGINE_PICK_MAX_WORDS = 1_500;

/**
 * The paper as sent to the model: unchanged when it fits the budget, otherwise the paper's
 * sentences as the engine reads them (headings, captions and back matter left out), in the paper's
 * order and within the budget: the number-bearing sentences (measurements first), the sentences
 * the engine takes for its own abstract (found by index, so its rewording loses none), then each
 * paragraph's opening sentence.
 */
export function condenseSource(request: GenerateRequest, budgetTokens: number): CondensedSource {
  const source = request.research_content;
  const originalTokens = estimateTokens(source);
  if (originalTokens <= budgetTokens) {
    return { text: source, condensed: false, originalTokens, tokens: originalTokens };
  }
  const sentences = readSentences(source);
  const keep = new Set<number>();
  let used = 0;
  const take = (wanted: (sentence: RankedSentence, index: number) => boolean) =>
    sentences.forEach((sentence, index) => {
      const cost = estimateTokens(sentence.text) + 1;
      if (!keep.has(index) && wanted(sentence, index) && used + cost <= budgetTokens) {
        keep.add(index);
        used += cost;
      }
    });
  // Number-bearing sentences first, measurements before other numbers (a paper made of little
  // else keeps its first ones).
  const ranks = sentences.map((sentence) => numberRank(sentence.text));
  take((_, index) => ranks[index] === 2);
  take((_, index) => ranks[index] === 1);
  // Then the engine's choice, verbatim from the paper (creativity 0, found by index).
  // Words per token from whitespace-separated runs (CJK: a word is about 1.5 characters); a
  // full word count of a long paper is slow and this only sizes the engine's share.
  const cjk = source.match(CJK)?.length ?? 0;
  const roughWords = (source.match(/\S+/g)?.length ?? 0) + cjk / 1.5;
  const wordsPerToken = roughWords / Math.max(1, originalTokens);
  const wordsLeft = Math.floor((budgetTokens - used) * wordsPerToken * 0.9);
  if (wordsLeft > 0) {
    const chosen = new Set(
      rankSentences({
        ...request,
        word_count_target: Math.min(wordsLeft, ENGINE_PICK_MAX_WORDS),
        creativity_level: 0,
        optimize_for_journal: undefined,
      }),
    );
    take((sentence) => chosen.has(sentence.index));
  }
  // Then topic sentences: each paragraph's first.
  take((sentence) => sentence.opensParagraph);
  const text = sentences
    .filter((_, index) => keep.has(index))
    .map((sentence) => sentence.text)
    .join(' ');
  return { text, condensed: true, originalTokens, tokens: estimateTokens(text) };
}
