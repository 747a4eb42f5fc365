import { describe, expect, it } from 'vitest';
import { FILLED_FORM, makeResult, SERVER_DATA } from '../../testing/fixtures.ts';
import { downloadText } from './companion-text.ts';
import { companionItems, companionStatus, limitsFor, withEditedCompanion } from './companions.ts';
import { buildPremiumReport } from './premium-report.ts';

const COMPANIONS = {
  highlights: ['Restored marshes buried carbon at rates close to natural ones.', 'Sites were 24.'],
  tldr: 'Restored marshes bury carbon almost as fast as natural ones.',
  plain_summary: 'Marshes that people restore soon store carbon again.',
  title_suggestions: ['Carbon burial in restored tidal marshes'],
  ai_statement:
    'Declaration of generative AI and AI-assisted technologies in the writing process. …',
};

describe('the companions on the page', () => {
  const limits = limitsFor('elsevier');

  it('lists each item to edit, in order', () => {
    expect(companionItems(COMPANIONS).map((i) => i.label)).toEqual([
      'Highlight 1',
      'Highlight 2',
      'TL;DR',
      'Plain-language summary',
      'Title idea 1',
      'AI-use statement',
    ]);
  });

  it('counts each item against its limit as typed, and names what breaks it', () => {
    expect(companionStatus({ key: 'highlights', text: COMPANIONS.highlights[0]! }, limits)).toEqual(
      { meter: '62/85', over: false },
    );
    const long = `${'Restored marshes buried carbon '.repeat(3)}fast.`;
    expect(companionStatus({ key: 'highlights', text: long }, limits)).toMatchObject({
      meter: '98/85',
      over: true,
      problem: 'This has 98 characters; at most 85 with spaces.',
    });
    expect(
      companionStatus({ key: 'highlights', text: 'Restored marshes buried the' }, limits),
    ).toMatchObject({ over: false, problem: expect.stringMatching(/not a whole statement/) });
    expect(companionStatus({ key: 'tldr', text: COMPANIONS.tldr }, limits).meter).toBe('10/30');
    expect(companionStatus({ key: 'ai_statement', text: 'x' }, limits)).toEqual({ over: false });
  });

  it("checks in the abstract's language, as the server's verification does", () => {
    // "an" ends an English statement mid-phrase, a German one as a verb's separable prefix.
    const german = {
      key: 'highlights' as const,
      text: 'Die Kohlenstoffspeicherung der Marschen stieg nach der Renaturierung an.',
    };
    expect(companionStatus(german, limits).problem).toMatch(/ends mid-phrase/);
    expect(companionStatus(german, limits, 'de').problem).toBeUndefined();
  });

  it('replaces one edited item and keeps the rest', () => {
    const result = makeResult({ companions: COMPANIONS });
    const edited = withEditedCompanion(result, 'highlights', 1, 'The study covered 24 sites.');
    expect(edited.companions?.highlights).toEqual([
      COMPANIONS.highlights[0],
      'The study covered 24 sites.',
    ]);
    expect(withEditedCompanion(result, 'tldr', undefined, 'New.').companions?.tldr).toBe('New.');
    expect(result.companions?.highlights?.[1]).toBe('Sites were 24.');
  });

  it('puts them in the download and the premium report, and leaves them out when absent', () => {
    const result = makeResult({ companions: COMPANIONS });
    const text = downloadText(result);
    expect(text).toBe(
      [
        SERVER_DATA.abstract,
        '',
        'Highlights',
        ...COMPANIONS.highlights.map((h) => `- ${h}`),
        '',
        'TL;DR',
        COMPANIONS.tldr,
        '',
        'Plain-language summary',
        COMPANIONS.plain_summary,
        '',
        'Title ideas',
        `1. ${COMPANIONS.title_suggestions[0]}`,
        '',
        'AI-use statement',
        COMPANIONS.ai_statement,
        '',
      ].join('\n'),
    );
    expect(downloadText(makeResult())).toBe(`${SERVER_DATA.abstract}\n`);
    const report = buildPremiumReport(result, FILLED_FORM);
    expect(report).toContain(`HIGHLIGHTS\n----------\n- ${COMPANIONS.highlights[0]}`);
    expect(report).toContain(`TL;DR\n-----\n${COMPANIONS.tldr}`);
    expect(report).toContain('AI-USE STATEMENT');
    expect(buildPremiumReport(makeResult(), FILLED_FORM)).not.toContain('HIGHLIGHTS');
  });
});
