import { describe, expect, it } from 'vitest';
import { FILLED_FORM, makeResult, SERVER_DATA } from '../../testing/fixtures.ts';
import { buildPremiumReport } from './premium-report.ts';

describe('buildPremiumReport (seed §7)', () => {
  const report = buildPremiumReport(makeResult(), {
    ...FILLED_FORM,
    optimize_for_journal: 'plos-one',
    include_citations: false,
    creativity_level: 35,
  });

  it('holds every version with its word count', () => {
    expect(report).toContain(`STANDARD ABSTRACT (11 WORDS)\n`);
    expect(report).toContain(SERVER_DATA.abstract);
    expect(report).toContain('CONCISE VERSION (4 WORDS)');
    expect(report).toContain(SERVER_DATA.alternative_versions.concise);
    expect(report).toContain(SERVER_DATA.alternative_versions.detailed);
    expect(report).toContain(SERVER_DATA.alternative_versions.technical);
  });

  it('holds the analysis, including the measured extras', () => {
    expect(report).toContain('Quality score: 91%');
    expect(report).toContain('Readability score: 48/100');
    expect(report).toContain('Methods: missing');
    expect(report).toContain('Coherence: 7/10');
    expect(report).toContain('Verbatim overlap with your text: 24%');
    expect(report).toContain('Numbers not found in your text: none');
    expect(report).toContain('- Written in English: translation needs an AI provider.');
    expect(report).toContain('carbon burial, tidal marsh');
  });

  it('holds the generation settings in words a person reads', () => {
    expect(report).toContain(`Title: ${FILLED_FORM.research_title}`);
    expect(report).toContain('Research field: Biology');
    expect(report).toContain('Academic level: Graduate');
    expect(report).toContain('Abstract style: Informative');
    expect(report).toContain('Word count target: 250 words');
    expect(report).toContain('Creativity level: 35/100');
    expect(report).toContain('Include citations: No');
    expect(report).toContain('Language: English');
    expect(report).toContain('Optimized for journal: PLOS ONE');
  });

  it('never reports the fixed placeholders as measurements', () => {
    expect(report).not.toMatch(/plagiarism|sentiment|positivity/iu);
  });

  it('lists citations when the result has some, and omits the section otherwise', () => {
    expect(report).not.toContain('RELEVANT CITATIONS');
    const withCitations = buildPremiumReport(
      makeResult({ citations: [{ text: 'Smith et al. 2020', source: 'Nature' }] }),
      FILLED_FORM,
    );
    expect(withCitations).toContain('RELEVANT CITATIONS');
    expect(withCitations).toContain('- Smith et al. 2020 (Nature)');
  });

  it('lists each sentence of the standard abstract with an excerpt of its source', () => {
    const paper =
      'Methods came first. Restored marshes buried carbon at 180 g per square metre per year, as cores showed.';
    const abstract =
      'Restored marshes buried carbon at 180 g per square metre per year. Dams matter.';
    const result = {
      ...makeResult(),
      abstract,
      evidence: [
        { start: 0, end: 66, sources: [{ start: 20, end: paper.length, score: 0.95 }] },
        { start: 67, end: abstract.length, sources: [] },
      ],
    };
    const withEvidence = buildPremiumReport(result, { ...FILLED_FORM, research_content: paper });
    expect(withEvidence).toContain(
      [
        'EVIDENCE FOR EACH SENTENCE',
        '--------------------------',
        '1. Restored marshes buried carbon at 180 g per square metre per year.',
        '   Source (holds 95% of it): "Restored marshes buried carbon at 180 g per square metre per year, as cores showed."',
        '2. Dams matter.',
        '   No passage of the paper shares its content.',
      ].join('\n'),
    );
    // A paper changed since (shorter than the offsets): no excerpts that would point at other text.
    expect(
      buildPremiumReport(result, { ...FILLED_FORM, research_content: 'Short.' }),
    ).not.toContain('EVIDENCE');
    expect(report).not.toContain('EVIDENCE');
  });
});
