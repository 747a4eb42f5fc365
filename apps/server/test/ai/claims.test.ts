/**
 * Claims of an AI answer against the paper, over real HTTP with the scripted OpenAI-compatible
 * server: a sentence the paper does not support or an overclaim is named in the one corrective
 * retry; what the model keeps is reported; the answer carries each sentence's evidence.
 */
import { countWords } from '@abstractly/engine';
import { describe, expect, it } from 'vitest';
import { createAiProvider } from '../../src/providers/ai/ai-provider.ts';
import { reply, useFakeLlmServer } from './fake-llm-server.ts';
import { answer, makeConfig, makeRequest, ON_TARGET, PAPER, prose } from './fixtures.ts';

const server = useFakeLlmServer();

const provider = () => createAiProvider(makeConfig(server.origin), { log: () => {} });
const lastUserMessage = (index: number) =>
  (server.requests[index]!.body.messages as { role: string; content: string }[])
    .filter((m) => m.role === 'user')
    .at(-1)!.content;

const FOREIGN =
  'Protein folding simulations of membrane channels reveal unexpected lipid binding sites in cardiac tissue.';
const OVERCLAIM =
  'These results prove that most of the benefit of dense attention on long documents comes from a few global tokens.';

/** The paper's finding, which the sentences under test follow as they would in an abstract. */
const FINDING =
  'The sparse model reduced memory use by 38% and ran 2.4 times faster than the dense baseline on inputs of 16,384 tokens.';

/** An on-target answer whose standard abstract ends with the paper's finding and `sentence`. */
function answerWith(sentence: string) {
  const out = answer(ON_TARGET);
  const rest = 150 - countWords(FINDING, 'en') - countWords(sentence, 'en');
  out.abstract = `${prose(rest)} ${FINDING} ${sentence}`;
  return out;
}

describe('claims of an AI answer', () => {
  it('names an unsupported sentence in the retry and accepts the corrected answer', async () => {
    server.script(reply.answer(answerWith(FOREIGN)), reply.answer(answer(ON_TARGET)));
    const result = await provider().generate(makeRequest());
    expect(server.requests).toHaveLength(2);
    expect(lastUserMessage(1)).toContain(
      'The standard abstract states "Protein folding simulations of membrane channels reveal unexpected lipid binding sites in…", which the paper does not support',
    );
    expect(result.analysis?.warnings).toEqual([]);
    expect(result.abstract).not.toContain('Protein folding');
  });

  it('names an overclaim with what the paper says, and reports it when the model insists', async () => {
    server.script(reply.answer(answerWith(OVERCLAIM)), reply.answer(answerWith(OVERCLAIM)));
    const result = await provider().generate(makeRequest());
    expect(server.requests).toHaveLength(2);
    expect(lastUserMessage(1)).toContain(
      'The standard abstract overclaims at "prove": The paper says "suggest that most of": this sentence states it as certain',
    );
    expect(result.analysis?.warnings).toEqual([
      'Not met after one correction: The standard abstract overclaims at "prove": The paper says "suggest that most of": this sentence states it as certain; keep the paper\'s hedges, associations and scope.',
    ]);
  });

  it('names an overclaim the model wrote in its own words ("suggest" made "prove")', async () => {
    const paraphrase =
      'Our experiments prove that a few global tokens carry most of the benefit of dense attention on long documents.';
    server.script(reply.answer(answerWith(paraphrase)), reply.answer(answer(ON_TARGET)));
    const result = await provider().generate(makeRequest());
    expect(server.requests).toHaveLength(2);
    expect(lastUserMessage(1)).toContain(
      'The standard abstract overclaims at "prove": The paper says "suggest that most of": this sentence states it as certain',
    );
    expect(result.analysis?.warnings).toEqual([]);
  });

  it('carries the evidence of each sentence of the standard abstract', async () => {
    const faithful = answerWith(
      'These results suggest that most of the benefit of dense attention on long documents comes from a few global tokens.',
    );
    server.script(reply.answer(faithful));
    const result = await provider().generate(makeRequest());
    expect(server.requests).toHaveLength(1);
    const evidence = result.evidence!;
    const last = evidence.at(-1)!;
    expect(result.abstract.slice(last.start, last.end)).toMatch(/^These results suggest/u);
    expect(PAPER.slice(last.sources[0]!.start, last.sources[0]!.end)).toBe(
      'These results suggest that most of the benefit of dense attention on long documents comes from a few global tokens.',
    );
  });
});
