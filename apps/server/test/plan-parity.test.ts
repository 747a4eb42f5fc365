/**
 * The local engine and the AI path answer one request with the same limits, headings and warning
 * texts: both read the contracts' plan. Every style × venue × target, the AI path run against the
 * scripted OpenAI-compatible server with an answer that meets what its prompt asked.
 */
import {
  ABSTRACT_STYLES,
  JOURNALS,
  VERSION_KEYS,
  WORD_COUNT_TARGETS,
  planAbstract,
  type VersionKey,
} from '@abstractly/contracts';
import { countWords, generateAbstract } from '@abstractly/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiProvider } from '../src/providers/ai/ai-provider.ts';
import { reply, startFakeLlmServer, type FakeLlmServer } from './ai/fake-llm-server.ts';
import { answer, makeConfig, makeRequest, prose, sections } from './ai/fixtures.ts';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});

const FIELD: Record<VersionKey, string> = {
  standard: '"abstract"',
  concise: '"alternative_versions.concise"',
  detailed: '"alternative_versions.detailed"',
  technical: '"alternative_versions.technical"',
};

/** What the AI path's prompt asks for, read back from the system message the model received. */
function askedOf(system: string) {
  const versions = Object.fromEntries(
    VERSION_KEYS.map((key) => {
      const line = system.split('\n').find((l) => l.startsWith(`- ${FIELD[key]} `))!;
      const [, target, min, max] = /about (\d+) words, between (\d+) and (\d+)/u.exec(line)!;
      return [key, { target: Number(target), min: Number(min), max: Number(max) }];
    }),
  ) as Record<VersionKey, { target: number; min: number; max: number }>;
  const headingLine = /these headings, in this order: (.+)\.$/mu.exec(system)?.[1];
  const headings = headingLine ? [...headingLine.matchAll(/"([^"]+)"/gu)].map((m) => m[1]!) : [];
  const [, kwMin, kwMax] = /^- (\d+) to (\d+) keywords/mu.exec(system)!;
  return { versions, headings, keywords: { min: Number(kwMin), max: Number(kwMax) } };
}

const cases = ABSTRACT_STYLES.flatMap((style) =>
  [undefined, ...JOURNALS].flatMap((venue) =>
    WORD_COUNT_TARGETS.map((target) => [style, venue ?? 'no venue', target] as const),
  ),
);

describe('the engine and the AI path answer with the same limits, headings and warnings', () => {
  it.each(cases)('%s, %s, %s words', async (style, venue, target) => {
    const request = makeRequest({
      abstract_style: style,
      optimize_for_journal: venue === 'no venue' ? undefined : venue,
      word_count_target: target,
      include_citations: true,
    });
    const plan = planAbstract(request);

    // The AI path, through the real provider code: an answer that meets every limit it was given.
    const counts = Object.fromEntries(
      VERSION_KEYS.map((key) => [key, plan.versions[key].target]),
    ) as Record<VersionKey, number>;
    const write = (count: number) =>
      plan.layout.kind === 'headings'
        ? sections(
            plan.layout.headings.map((h) => h.label),
            count,
          )
        : prose(count);
    const keywords = ['sparse attention', 'long documents', 'transformers', 'memory', 'tokens'];
    server.requests.length = 0;
    const output = answer(counts, write, keywords.slice(0, plan.keywords.max));
    // The plain summary at the venue's length (PLOS asks for more words than the fixture's).
    const sentences = (output.plain_summary ?? '').split(/(?<=\.) /u);
    let summary = '';
    for (let k = 0; countWords(summary) < plan.companions.plainSummary.target; k++)
      summary = `${summary} ${sentences[k % sentences.length]}`.trim();
    server.script(reply.answer({ ...output, plain_summary: summary }));
    const ai = await createAiProvider(makeConfig(server.origin), { log: () => {} }).generate(
      request,
    );
    if (!ai.analysis) throw new Error('the AI path answered without its analysis');
    const asked = askedOf(
      (server.requests[0]!.body.messages as { role: string; content: string }[])[0]!.content,
    );

    const local = generateAbstract(request);
    if (!local.ok) throw new Error(local.message);
    const engine = local.output;

    // Limits: one effective target, one target and window per version, one keyword range.
    expect(engine.analysis.effective_word_target).toBe(ai.analysis.effective_word_target);
    for (const key of VERSION_KEYS) {
      expect(engine.analysis.version_targets?.[key]).toBe(asked.versions[key].target);
      const words = engine.analysis.version_word_counts[key];
      const { min, max } = asked.versions[key];
      // In the window, or short with a stated reason (the paper has too few words).
      if (words < min || words > max) {
        expect(words).toBeLessThan(min);
        expect(engine.analysis.warnings.join(' ')).toMatch(/too short for the/u);
      }
    }
    expect(engine.keywords.length).toBeGreaterThanOrEqual(asked.keywords.min);
    expect(engine.keywords.length).toBeLessThanOrEqual(asked.keywords.max);
    expect(ai.keywords.length).toBeLessThanOrEqual(asked.keywords.max);

    // Headings: the engine labels only the parts an extract can fill, always with the plan's words.
    const used = engine.abstract
      .split('\n')
      .map((part) => /^([^:\n]{2,40}): /u.exec(part)?.[1])
      .filter((h) => h !== undefined);
    if (asked.headings.length === 0) expect(used).toEqual([]);
    else {
      expect(used.length).toBeGreaterThan(1);
      for (const heading of used) {
        expect(heading.split('/').every((h) => asked.headings.includes(h))).toBe(true);
      }
    }

    // Warnings: the rules' notices, worded once, first on both paths.
    expect(ai.analysis.warnings).toEqual(plan.warnings);
    expect(engine.analysis.warnings.slice(0, plan.warnings.length)).toEqual(ai.analysis.warnings);
  });
});
