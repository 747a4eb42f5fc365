/**
 * The companions on the AI path, against the scripted OpenAI-compatible server over real HTTP:
 * asked for in the same request, checked by code (limits, numbers, claims against the paper),
 * retried once, then shown.
 */
import { AI_STATEMENT_HEADING } from '@abstractly/contracts/companions';
import { scoreReadability } from '@abstractly/engine';
import { describe, expect, it } from 'vitest';
import { createAiProvider } from '../../src/providers/ai/ai-provider.ts';
import { reply, useFakeLlmServer } from './fake-llm-server.ts';
import { GOOD_COMPANIONS, ON_TARGET, answer, makeConfig, makeRequest } from './fixtures.ts';

const server = useFakeLlmServer();

const provider = () => createAiProvider(makeConfig(server.origin), { log: () => {} });
type ChatMessage = { role: string; content: string };
const messages = (i: number) => server.requests[i]!.body.messages as ChatMessage[];
const system = (i: number) => messages(i).find((m) => m.role === 'system')!.content;
const lastUser = (i: number) =>
  messages(i)
    .filter((m) => m.role === 'user')
    .at(-1)!.content;

const LONG_HIGHLIGHT =
  'The block-sparse attention pattern keeps a small set of global tokens and a sliding window of local tokens.';

describe('companions from an AI provider', () => {
  it('are asked for in the one request, with the limits the code checks, and returned', async () => {
    server.script(reply.answer(answer(ON_TARGET)));
    const result = await provider().generate(makeRequest());
    expect(server.requests).toHaveLength(1);
    const prompt = system(0);
    expect(prompt).toContain('"highlights": 3 to 5 highlights');
    expect(prompt).toContain('at most 85 characters counting spaces');
    expect(prompt).toContain('"tldr": one sentence of at most 30 words');
    expect(prompt).toContain('about 150 words (between 100 and 200)');
    expect(prompt).toContain('"title_suggestions": exactly 3 title ideas');

    expect(result.highlights).toEqual(GOOD_COMPANIONS.highlights);
    expect(result.tldr).toBe(GOOD_COMPANIONS.tldr);
    expect(result.plain_summary).toBe(GOOD_COMPANIONS.plain_summary);
    expect(result.title_suggestions).toEqual(GOOD_COMPANIONS.title_suggestions);
    expect(result.ai_statement).toContain(AI_STATEMENT_HEADING);
    expect(result.ai_statement).toContain('test-model');
    expect(result.ai_statement).toContain('openai-compatible');
    expect(result.analysis?.companion_readability).toEqual({
      plain_summary: scoreReadability(GOOD_COMPANIONS.plain_summary),
      abstract: result.readability_score,
    });
    expect(result.analysis?.warnings).toEqual([]);
  });

  it('takes the plain summary’s length from the venue', async () => {
    server.script(reply.answer(answer(ON_TARGET)), reply.answer(answer(ON_TARGET)));
    await provider().generate(makeRequest({ optimize_for_journal: 'plos-one' }));
    expect(system(0)).toContain('about 175 words (between 150 and 200)');
    // The 125-word summary that suits the default is short of the venue's 150.
    expect(lastUser(1)).toContain('The plain-language summary has 125 words; 150 to 200.');
  });

  it('retries once naming a long highlight and an invented number, and keeps the corrected answer', async () => {
    const broken = answer(ON_TARGET, undefined, undefined, {
      ...GOOD_COMPANIONS,
      highlights: [LONG_HIGHLIGHT, ...GOOD_COMPANIONS.highlights.slice(1)],
      tldr: 'Block-sparse attention cuts memory use by 45% on long documents.',
    });
    server.script(reply.answer(broken), reply.answer(answer(ON_TARGET)));
    const result = await provider().generate(makeRequest());
    expect(server.requests).toHaveLength(2);
    const correction = lastUser(1);
    expect(correction).toContain(
      `Highlight 1 ("${LONG_HIGHLIGHT}") has 107 characters; at most 85 with spaces.`,
    );
    expect(correction).toContain('The companions contain "45", which does not occur in the paper');
    expect(result.highlights).toEqual(GOOD_COMPANIONS.highlights);
    expect(result.analysis?.warnings).toEqual([]);
    expect(result.analysis?.unsupported_numbers).toEqual([]);
  });

  it('shows what still fails after the retry, with the answer', async () => {
    const broken = answer(ON_TARGET, undefined, undefined, {
      ...GOOD_COMPANIONS,
      highlights: GOOD_COMPANIONS.highlights.slice(0, 2),
      tldr: `${GOOD_COMPANIONS.tldr} It also ran faster on inputs of 16,384 tokens and matched the dense baseline on question answering.`,
    });
    server.script(reply.answer(broken), reply.answer(broken));
    const result = await provider().generate(makeRequest());
    expect(server.requests).toHaveLength(2);
    expect(result.highlights).toHaveLength(2);
    expect(result.analysis?.warnings).toEqual(
      expect.arrayContaining([
        'Not met after one correction: There are 2 highlights; give 3 to 5.',
        expect.stringMatching(
          /^Not met after one correction: The TL;DR has 3\d words; at most 30\.$/,
        ),
      ]),
    );
  });

  it('asks again for companions the answer left out, and keeps the abstract when they stay missing', async () => {
    const bare = answer(ON_TARGET, undefined, undefined, {});
    server.script(reply.answer(bare), reply.answer(bare));
    const result = await provider().generate(makeRequest());
    expect(server.requests).toHaveLength(2);
    expect(lastUser(1)).toContain(
      'The answer has no "highlights", "tldr", "plain_summary", "title_suggestions"; write them too.',
    );
    expect(result.analysis?.provider).toBe('openai-compatible');
    expect(result.highlights).toBeUndefined();
    expect(result.tldr).toBeUndefined();
    expect(result.analysis?.warnings).toEqual([
      'Not met after one correction: The answer has no "highlights", "tldr", "plain_summary", "title_suggestions"; write them too.',
    ]);
  });

  it('names a highlight the paper does not support in the retry, and keeps the corrected answer', async () => {
    const foreign = 'Lipid binding sites in cardiac membrane channels shape protein folding.';
    const broken = answer(ON_TARGET, undefined, undefined, {
      ...GOOD_COMPANIONS,
      highlights: [...GOOD_COMPANIONS.highlights.slice(0, 2), foreign],
    });
    server.script(reply.answer(broken), reply.answer(answer(ON_TARGET)));
    const result = await provider().generate(makeRequest());
    expect(server.requests).toHaveLength(2);
    expect(lastUser(1)).toContain(
      `Highlight 3 states "${foreign}", which the paper does not support (it never mentions "lipid", "binding", "sites"`,
    );
    expect(result.highlights).toEqual(GOOD_COMPANIONS.highlights);
    expect(result.analysis?.warnings).toEqual([]);
  });

  it('shows an overclaiming TL;DR the model keeps as a warning', async () => {
    const tldr =
      'These results prove that most of the benefit of dense attention on long documents comes from a few global tokens.';
    const broken = answer(ON_TARGET, undefined, undefined, { ...GOOD_COMPANIONS, tldr });
    server.script(reply.answer(broken), reply.answer(broken));
    const result = await provider().generate(makeRequest());
    expect(server.requests).toHaveLength(2);
    const message =
      'The TL;DR overclaims at "prove": The paper says "suggest that most of": this sentence states it as certain; keep the paper\'s hedges, associations and scope.';
    expect(lastUser(1)).toContain(message);
    expect(result.tldr).toBe(tldr);
    expect(result.analysis?.warnings).toEqual([`Not met after one correction: ${message}`]);
  });

  it('holds the plain summary to the paper’s claims but not to its words', async () => {
    // GOOD_COMPANIONS' summary paraphrases every sentence in lay words and passes (first test);
    // a priority the paper never claims is named.
    const hype = 'This is the first method ever to make long texts cheap to read on one computer.';
    const broken = answer(ON_TARGET, undefined, undefined, {
      ...GOOD_COMPANIONS,
      plain_summary: `${GOOD_COMPANIONS.plain_summary} ${hype}`,
    });
    server.script(reply.answer(broken), reply.answer(answer(ON_TARGET)));
    const result = await provider().generate(makeRequest());
    expect(server.requests).toHaveLength(2);
    const correction = lastUser(1);
    expect(correction).toContain(
      'The plain-language summary overclaims at "is the first method ever to": The paper does not claim "is the first method ever to" (first)',
    );
    expect(correction).not.toContain('The plain-language summary states');
    expect(result.plain_summary).toBe(GOOD_COMPANIONS.plain_summary);
    expect(result.analysis?.warnings).toEqual([]);
  });

  it('warns when the plain summary does not read easier than the abstract', async () => {
    const hard = answer(ON_TARGET, undefined, undefined, {
      ...GOOD_COMPANIONS,
      plain_summary: answer(ON_TARGET).alternative_versions.technical,
    });
    server.script(reply.answer(hard));
    const result = await provider().generate(makeRequest());
    expect(result.analysis?.warnings).toEqual([
      'The plain-language summary reads only 0 points easier than the abstract (reading ease 60 against 60; 5 or more easier is the aim).',
    ]);
  });
});
