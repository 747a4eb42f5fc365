/** Shared test data: a short invented paper, requests, and model answers of exact word counts. */
import { parseGenerateRequest, type GenerateRequest } from '@abstractly/contracts';
import type { AiConfig } from '../../src/providers/ai/config.ts';
import type { ModelOutput } from '../../src/providers/ai/output-schema.ts';

/** Written for these tests; its numbers are the ones an answer may quote. */
export const PAPER = `Transformers read long documents slowly because dense attention grows with the square of the input length. Earlier work reduced this cost but often lost accuracy on tasks that need distant context. We propose a block-sparse attention pattern that keeps a small set of global tokens and a sliding window of local tokens.

We trained the model on 1,200 scientific articles and evaluated it on three benchmarks of document classification, question answering and summarisation. A group of 96 annotators judged the generated summaries in a blind comparison. Training used 8 GPUs for 36 hours.

The sparse model reduced memory use by 38% and ran 2.4 times faster than the dense baseline on inputs of 16,384 tokens. Accuracy dropped by only 0.6 points on classification, and the annotators preferred the sparse summaries in 61% of the comparisons (p < 0.01). On question answering, the model matched the dense baseline within 0.3 points [12].

These results suggest that most of the benefit of dense attention on long documents comes from a few global tokens. The method makes long-document models practical on a single machine. Future work will test the pattern on code and on multilingual text.`;

export function makeRequest(overrides: Record<string, unknown> = {}): GenerateRequest {
  const parsed = parseGenerateRequest({
    research_title: 'Sparse attention for long documents',
    research_content: PAPER,
    research_field: 'computer-science',
    academic_level: 'graduate',
    abstract_style: 'narrative',
    word_count_target: 150,
    ...overrides,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const WORDS = {
  en: 'the model reads long documents with sparse attention and keeps the accuracy of dense attention while it uses less memory on every task we tried',
  es: 'el modelo lee documentos largos con atención dispersa y mantiene la precisión de la atención densa mientras usa menos memoria en cada tarea que probamos',
} as const;

/** A text of exactly `count` words (as Intl.Segmenter counts them) in sentences of 15 words. */
export function prose(count: number, language: keyof typeof WORDS = 'en'): string {
  const bank = WORDS[language].split(' ');
  const words = Array.from({ length: count }, (_, i) => bank[i % bank.length]!);
  const sentences: string[] = [];
  for (let i = 0; i < words.length; i += 15) {
    const part = words.slice(i, i + 15).join(' ');
    sentences.push(`${part[0]!.toUpperCase()}${part.slice(1)}.`);
  }
  return sentences.join(' ');
}

/** Sections "Heading: body" on their own lines, `count` words in all (headings included). */
export function sections(headings: readonly string[], count: number): string {
  const headingWords = headings.reduce((sum, h) => sum + (h.match(/[\p{L}]+/gu)?.length ?? 0), 0);
  const body = count - headingWords;
  return headings
    .map((heading, index) => {
      const share = Math.floor(body / headings.length) + (index < body % headings.length ? 1 : 0);
      return `${heading}: ${prose(share)}`;
    })
    .join('\n');
}

/** Companions of PAPER within every limit, quoting only its numbers. */
export const GOOD_COMPANIONS = {
  highlights: [
    'A block-sparse attention pattern keeps a few global tokens and a local window.',
    'The sparse model used 38% less memory than the dense baseline.',
    'Annotators preferred the sparse summaries in 61% of the comparisons.',
  ],
  tldr: 'A block-sparse attention pattern lets transformers read long documents with 38% less memory and almost no loss of accuracy.',
  plain_summary:
    'Computer programs that read text get slow when the text is long. They compare every word with every other word, and that takes a lot of memory. We tried a simpler way. The program looks closely at nearby words and keeps only a few words that it checks against the whole text. We tested it on 1,200 science articles and on three kinds of tasks. It needed 38% less memory and ran 2.4 times faster. It was almost as accurate as the slower program. People who read the summaries it wrote liked them better most of the time. This means long texts can now be handled on one computer instead of many. We still need to test it on computer code and on other languages.',
  title_suggestions: [
    'Block-sparse attention for long documents',
    'Reading long documents with a few global tokens',
    'Sparse attention that keeps accuracy on long texts',
  ],
};

/** An answer whose four versions have exactly the given word counts, with GOOD_COMPANIONS. */
export function answer(
  counts: { standard: number; concise: number; detailed: number; technical: number },
  write: (count: number) => string = (count) => prose(count),
  keywords = ['sparse attention', 'long documents', 'transformers', 'memory'],
  companions: Partial<typeof GOOD_COMPANIONS> = GOOD_COMPANIONS,
): ModelOutput {
  return {
    ...companions,
    abstract: write(counts.standard),
    alternative_versions: {
      concise: write(counts.concise),
      detailed: write(counts.detailed),
      technical: write(counts.technical),
    },
    keywords,
  };
}

/** Right on target for a 150-word request without a venue. */
export const ON_TARGET = { standard: 150, concise: 75, detailed: 225, technical: 150 };

export function makeConfig(origin: string, overrides: Partial<AiConfig> = {}): AiConfig {
  return {
    provider: 'openai-compatible',
    model: 'test-model',
    apiKey: 'sk-test-secret-key-123',
    baseURL: `${origin}/v1`,
    timeoutMs: 5_000,
    contextTokens: 16_000,
    jsonMode: 'json_schema',
    fallback: 'local',
    concurrency: 4,
    ...overrides,
  };
}
