/**
 * What a reader stops at in an AI answer, over real HTTP with the scripted OpenAI-compatible
 * server: a sentence that leans on text the abstract does not have, or points into the paper, is
 * named in the one corrective retry, as the check finds it for any abstract.
 */
import { countWords } from '@abstractly/engine';
import { describe, expect, it } from 'vitest';
import { createAiProvider } from '../../src/providers/ai/ai-provider.ts';
import { reply, useFakeLlmServer } from './fake-llm-server.ts';
import { answer, makeConfig, makeRequest, ON_TARGET, prose } from './fixtures.ts';

const server = useFakeLlmServer();
const provider = () => createAiProvider(makeConfig(server.origin), { log: () => {} });
const lastUserMessage = (index: number) =>
  (server.requests[index]!.body.messages as { role: string; content: string }[])
    .filter((m) => m.role === 'user')
    .at(-1)!.content;

/** An on-target answer whose standard abstract ends with `sentence`. */
function answerWith(sentence: string) {
  const out = answer(ON_TARGET);
  out.abstract = `${prose(150 - countWords(sentence, 'en'))} ${sentence}`;
  return out;
}

describe('what a reader stops at in an AI answer', () => {
  it.each([
    [
      'a sentence leaning on text that is not there',
      'As shown above, the global tokens carry most of the benefit on long documents.',
      'The standard abstract at "shown above": Leans on text the abstract does not have',
    ],
    [
      'a pointer into the paper',
      'The global tokens carry most of the benefit, as Section [ sec: results ] details.',
      'The standard abstract at "Section [ sec: results ]": An abstract is read on its own',
    ],
  ])('names %s in the retry and keeps the corrected answer', async (_name, sentence, named) => {
    server.script(reply.answer(answerWith(sentence)), reply.answer(answer(ON_TARGET)));
    const result = await provider().generate(makeRequest());
    expect(server.requests).toHaveLength(2);
    expect(lastUserMessage(1)).toContain(named);
    expect(result.analysis?.warnings).toEqual([]);
    expect(result.abstract).not.toContain(sentence);
  });
});
