import { ABSTRACT_STYLES, JOURNALS } from '@abstractly/contracts';
import { generateAbstract } from '@abstractly/engine';
import { describe, expect, it } from 'vitest';
import { planGeneration } from '../../src/providers/ai/plan.ts';
import {
  stripCitations,
  tidyOutput,
  unsupportedNumbers,
  verifyOutput,
} from '../../src/providers/ai/verify.ts';
import { answer, makeRequest, ON_TARGET, PAPER, prose, sections } from './fixtures.ts';

describe('the AI plan and the local engine apply the same venue rules', () => {
  it.each(JOURNALS.flatMap((journal) => ABSTRACT_STYLES.map((style) => [journal, style] as const)))(
    '%s, %s style: the same target, and headings or one paragraph alike',
    (journal, style) => {
      const request = makeRequest({
        optimize_for_journal: journal,
        abstract_style: style,
        word_count_target: 300,
      });
      const plan = planGeneration(request);
      const result = generateAbstract(request);
      if (!result.ok) throw new Error(result.message);
      const { abstract, analysis } = result.output;
      expect(analysis.effective_word_target).toBe(plan.effectiveTarget);
      const headings = abstract.split('\n\n').map((part) => /^([^:\n]{2,40}): /u.exec(part)?.[1]);
      if (plan.layout.kind === 'paragraph') {
        expect(headings).toEqual([undefined]);
      } else {
        // The engine labels fewer parts (an extract has no "Interventions"), always the plan's.
        expect(headings.length).toBeGreaterThan(1);
        for (const heading of headings)
          expect(plan.layout.headings.some((h) => heading?.startsWith(h))).toBe(true);
      }
    },
  );
});

describe('planGeneration', () => {
  it('derives every version target from the word target (product.md ratios, ±10%)', () => {
    const plan = planGeneration(makeRequest({ word_count_target: 250 }));
    expect(plan.targets).toEqual({ standard: 250, concise: 125, detailed: 375, technical: 250 });
    expect(plan.bounds.standard).toEqual({ min: 225, max: 275 });
    expect(plan.bounds.concise).toEqual({ min: 113, max: 137 });
    expect(plan.notices).toEqual([]);
  });

  it.each([
    ['nature', 150],
    ['science', 125],
    ['ieee', 250],
    ['plos-one', 300],
    ['ama', 300],
  ])('%s caps every version at its limit of %s words', (journal, limit) => {
    const plan = planGeneration(
      makeRequest({ word_count_target: 1000, optimize_for_journal: journal }),
    );
    expect(plan.effectiveTarget).toBe(limit);
    expect(plan.targets.detailed).toBe(limit);
    expect(plan.bounds.standard.max).toBe(limit);
    expect(plan.notices[0]).toMatch(
      new RegExp(`limits abstracts to ${limit} words, so the 1000-word target became ${limit}\\.`),
    );
  });

  it('uses translated generic headings for the structured style', () => {
    expect(
      planGeneration(makeRequest({ abstract_style: 'structured', language: 'de' })).layout,
    ).toEqual({
      kind: 'headings',
      headings: ['Hintergrund', 'Methoden', 'Ergebnisse', 'Schlussfolgerungen'],
      minPresent: 2,
    });
  });

  it("uses Springer's own headings for a structured English abstract", () => {
    const plan = planGeneration(
      makeRequest({ abstract_style: 'structured', optimize_for_journal: 'springer' }),
    );
    expect(plan.layout).toMatchObject({
      headings: ['Purpose', 'Methods', 'Results', 'Conclusions'],
    });
  });

  it('AMA is structured whatever the style; a one-paragraph venue drops the headings and says so', () => {
    const ama = planGeneration(makeRequest({ optimize_for_journal: 'ama' }));
    expect(ama.layout.kind).toBe('headings');
    expect(ama.notices).toContain(
      'AMA asks for a structured abstract, so the structured style was used instead of the narrative one.',
    );
    const nature = planGeneration(
      makeRequest({ abstract_style: 'structured', optimize_for_journal: 'nature' }),
    );
    expect(nature.layout).toEqual({ kind: 'paragraph' });
    expect(nature.notices).toContain(
      "Nature asks for one paragraph without headings, so the structured style's headings were not used.",
    );
  });

  it('citations: allowed only when asked for and the venue permits them', () => {
    expect(planGeneration(makeRequest({ include_citations: true })).citationsAllowed).toBe(true);
    expect(planGeneration(makeRequest({ include_citations: false })).citationsAllowed).toBe(false);
    expect(
      planGeneration(makeRequest({ include_citations: true, optimize_for_journal: 'apa' }))
        .citationsAllowed,
    ).toBe(false);
  });
});

describe('unsupportedNumbers', () => {
  it.each([
    ['Memory fell by 38% (p < 0.01) over 1,200 articles.', []],
    ['Memory fell by 47%.', ['47']],
    ['La precisión bajó 0,6 puntos.', []],
    ['It ran 2.5 times faster on 16384 tokens.', ['2.5', '16384']],
  ])('%s → %o', (text, expected) => {
    expect(unsupportedNumbers(text, PAPER)).toEqual(expected);
  });
});

describe('stripCitations', () => {
  it.each([
    ['It works [12].', 'It works.', 1],
    ['It works [3, 4] and scales [5–9].', 'It works and scales.', 2],
    ['As shown before (Smith et al., 2020), it works.', 'As shown before, it works.', 1],
    ['It works (Lee & Park, 2019; Kim, 2021).', 'It works.', 1],
    [
      'A sample of (n = 96) people took part in 2020.',
      'A sample of (n = 96) people took part in 2020.',
      0,
    ],
  ])('%s', (input, output, removed) => {
    expect(stripCitations(input)).toEqual({ text: output, removed });
  });
});

describe('verifyOutput', () => {
  const plan = planGeneration(makeRequest());

  it('passes an answer on target, in English, without invented numbers', () => {
    const result = verifyOutput(answer(ON_TARGET), plan, PAPER);
    expect(result.failures).toEqual([]);
    expect(result.wordCounts).toEqual(ON_TARGET);
    expect(result.detectedLanguage).toBe('en');
  });

  it('accepts exactly the ±10% edges and rejects one word beyond', () => {
    const edges = verifyOutput(
      answer({ standard: 135, concise: 82, detailed: 203, technical: 165 }),
      plan,
      PAPER,
    );
    expect(edges.failures).toEqual([]);
    const beyond = verifyOutput(
      answer({ standard: 134, concise: 83, detailed: 202, technical: 166 }),
      plan,
      PAPER,
    );
    expect(beyond.failures.map((f) => f.kind)).toEqual(['words', 'words', 'words', 'words']);
  });

  it('rejects headings in a one-paragraph layout', () => {
    const headed = answer(ON_TARGET, (count) =>
      sections(['Background', 'Methods', 'Results', 'Conclusions'], count),
    );
    const tidy = tidyOutput(headed, plan).output;
    const failures = verifyOutput(tidy, plan, PAPER).failures;
    expect(failures[0]?.message).toBe(
      'The standard abstract uses section headings (Background, Methods, Results, Conclusions); it must be one paragraph without headings.',
    );
  });

  it('asks for at least half of the headings of a structured layout', () => {
    const structured = planGeneration(makeRequest({ abstract_style: 'structured' }));
    const one = answer(ON_TARGET, (count) => `Results: ${prose(count - 1)}`);
    expect(verifyOutput(one, structured, PAPER).failures[0]?.message).toBe(
      'The standard abstract has 1 of the required headings; it needs at least 2 of "Background:", "Methods:", "Results:", "Conclusions:", in that order.',
    );
    const two = answer(ON_TARGET, (count) => sections(['Methods', 'Results'], count));
    expect(verifyOutput(two, structured, PAPER).failures).toEqual([]);
  });

  it('rejects markup and placeholders copied from a LaTeX or converted source', () => {
    const latex = answer(ON_TARGET, (count) => `${prose(count - 2)} Energies $E_{i}^{n}$ rise.`);
    const keywords = answer(ON_TARGET, undefined, [
      'sparse attention',
      'formula [formula]',
      'memory',
    ]);
    expect(verifyOutput(latex, plan, PAPER).failures.map((f) => f.kind)).toEqual([
      'markup',
      'markup',
      'markup',
      'markup',
    ]);
    expect(verifyOutput(latex, plan, PAPER).failures[0]?.message).toBe(
      'The standard abstract contains "$E_{i}^{n}$", markup or a placeholder from the paper\'s source; write what it stands for in words, or leave it out.',
    );
    expect(verifyOutput(keywords, plan, PAPER).failures.map((f) => f.message)).toEqual([
      'The keyword "formula [formula]" contains "[formula]", markup or a placeholder from the paper\'s source; give the term in words.',
    ]);
  });

  it('asks for the venue keyword count', () => {
    const springer = planGeneration(makeRequest({ optimize_for_journal: 'springer' }));
    const few = answer({ standard: 150, concise: 75, detailed: 225, technical: 150 }, undefined, [
      'attention',
    ]);
    expect(verifyOutput(few, springer, PAPER).failures.at(-1)?.message).toBe(
      'There is 1 keyword; give 4 to 6.',
    );
  });
});

describe('tidyOutput', () => {
  it('joins Chinese lines without inserting spaces', () => {
    const plan = planGeneration(makeRequest({ language: 'zh' }));
    const raw = answer(ON_TARGET);
    raw.abstract = '我们提出了一种模型。\n它减少了内存使用。';
    expect(tidyOutput(raw, plan).output.abstract).toBe('我们提出了一种模型。它减少了内存使用。');
  });

  it('joins the lines of a one-paragraph abstract, dedupes and caps keywords, lowercases for APA', () => {
    const plan = planGeneration(makeRequest({ optimize_for_journal: 'apa' }));
    const raw = answer(ON_TARGET, (count) => prose(count), [
      'Sparse Attention',
      'sparse attention',
      'Memory',
      'Speed',
      'GPUs',
      'Tokens',
      ' ',
    ]);
    raw.abstract = 'First line.\n\nSecond line.';
    const { output } = tidyOutput(raw, plan);
    expect(output.abstract).toBe('First line. Second line.');
    expect(output.keywords).toEqual(['sparse attention', 'memory', 'speed', 'gpus', 'tokens']);
  });
});
