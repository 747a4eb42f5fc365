import { planAbstract } from '@abstractly/contracts';
import { describe, expect, it } from 'vitest';
import { tidyOutput, unsupportedNumbers, verifyOutput } from '../../src/providers/ai/verify.ts';
import { answer, makeRequest, ON_TARGET, PAPER, prose, sections } from './fixtures.ts';

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

describe('verifyOutput', () => {
  const plan = planAbstract(makeRequest());

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
    const structured = planAbstract(makeRequest({ abstract_style: 'structured' }));
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
    const springer = planAbstract(makeRequest({ optimize_for_journal: 'springer' }));
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
    const plan = planAbstract(makeRequest({ language: 'zh' }));
    const raw = answer(ON_TARGET);
    raw.abstract = '我们提出了一种模型。\n它减少了内存使用。';
    expect(tidyOutput(raw, plan).output.abstract).toBe('我们提出了一种模型。它减少了内存使用。');
  });

  it('regression: keeps a space where two Chinese lines meet in Latin text, so no number is glued', () => {
    const plan = planAbstract(makeRequest({ language: 'zh' }));
    const raw = answer(ON_TARGET);
    raw.abstract = '差异显著 p < 0.05.\n3.5% 的样本丢失。';
    expect(tidyOutput(raw, plan).output.abstract).toBe('差异显著 p < 0.05. 3.5% 的样本丢失。');
  });

  it('joins the lines of a one-paragraph abstract, dedupes and caps keywords, lowercases for APA', () => {
    const plan = planAbstract(makeRequest({ optimize_for_journal: 'apa' }));
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
