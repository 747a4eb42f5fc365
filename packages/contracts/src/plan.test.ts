import { describe, expect, it } from 'vitest';
import { JOURNALS } from './options.ts';
import {
  DEFAULT_KEYWORDS,
  labelParts,
  planAbstract,
  wordBounds,
  withinBounds,
  type PlannedHeading,
} from './plan.ts';
import { parseGenerateRequest } from './request.ts';
import { VENUES } from './venues.ts';

function makeRequest(overrides: Record<string, unknown> = {}) {
  const parsed = parseGenerateRequest({
    research_title: 'Sparse attention for long documents',
    research_content: 'We propose a sparse attention pattern. It saves 38% of the memory.',
    research_field: 'computer-science',
    academic_level: 'graduate',
    abstract_style: 'narrative',
    word_count_target: 250,
    ...overrides,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const labels = (headings: readonly PlannedHeading[]) => headings.map((h) => h.label);

describe('planAbstract: versions and word budgets', () => {
  it('derives every version target from the word target (product.md ratios, ±10%)', () => {
    const plan = planAbstract(makeRequest());
    expect(plan.versions).toEqual({
      standard: { target: 250, min: 225, max: 275 },
      concise: { target: 125, min: 113, max: 137 },
      detailed: { target: 375, min: 338, max: 412 },
      technical: { target: 250, min: 225, max: 275 },
    });
    expect(plan.warnings).toEqual([]);
  });

  it.each([
    ['nature', 150],
    ['science', 125],
    ['ieee', 250],
    ['plos-one', 300],
    ['ama', 300],
  ] as const)('%s caps every version at its limit of %s words and says so once', (venue, cap) => {
    const plan = planAbstract(
      makeRequest({ word_count_target: 1000, optimize_for_journal: venue }),
    );
    expect(plan.effectiveTarget).toBe(cap);
    expect(plan.versions.detailed).toEqual({ target: cap, min: Math.ceil(cap * 0.9), max: cap });
    expect(plan.versions.standard.max).toBe(cap);
    expect(plan.warnings[0]).toBe(
      `${plan.venue!.label} limits abstracts to ${cap} words (${VENUES[venue].source}), so the 1000-word target became ${cap}.`,
    );
  });

  it('wordBounds and withinBounds are the ±10% rule, inclusive at both edges', () => {
    expect(wordBounds(150)).toEqual({ min: 135, max: 165 });
    expect(wordBounds(150, 160)).toEqual({ min: 135, max: 160 });
    expect([134, 135, 165, 166].map((w) => withinBounds(w, wordBounds(150)))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('planAbstract: layout and headings', () => {
  it('uses translated generic headings for the structured style', () => {
    const plan = planAbstract(makeRequest({ abstract_style: 'structured', language: 'de' }));
    expect(plan.layout.kind === 'headings' && labels(plan.layout.headings)).toEqual([
      'Hintergrund',
      'Methoden',
      'Ergebnisse',
      'Schlussfolgerungen',
    ]);
    expect(plan.layout).toMatchObject({ minPresent: 2 });
  });

  it('writes the headings in the language the abstract is written in, when that is not the asked one', () => {
    const plan = planAbstract(makeRequest({ abstract_style: 'structured', language: 'de' }), {
      language: 'fr',
    });
    expect(plan.layout.kind === 'headings' && labels(plan.layout.headings)[0]).toBe('Contexte');
  });

  it("uses Springer's own headings for a structured English abstract, generic ones in Spanish", () => {
    const request = makeRequest({ abstract_style: 'structured', optimize_for_journal: 'springer' });
    const en = planAbstract(request);
    expect(en.layout.kind === 'headings' && labels(en.layout.headings)).toEqual([
      'Purpose',
      'Methods',
      'Results',
      'Conclusions',
    ]);
    const es = planAbstract(request, { language: 'es' });
    expect(es.layout.kind === 'headings' && labels(es.layout.headings)[0]).toBe('Antecedentes');
  });

  it('AMA is structured whatever the style; a one-paragraph venue drops the headings; both say so', () => {
    const ama = planAbstract(makeRequest({ optimize_for_journal: 'ama' }));
    expect(ama.style).toBe('structured');
    expect(ama.layout).toMatchObject({ kind: 'headings', minPresent: 4 });
    expect(ama.warnings).toContain(
      'AMA asks for a structured abstract, so the structured style was used instead of the narrative one.',
    );
    const nature = planAbstract(
      makeRequest({ abstract_style: 'structured', optimize_for_journal: 'nature' }),
    );
    expect(nature.style).toBe('narrative');
    expect(nature.layout).toEqual({ kind: 'paragraph' });
    expect(nature.warnings).toContain(
      "Nature asks for one paragraph without headings, so the structured style's headings were not used.",
    );
  });

  it.each([
    [['Background', 'Methods', 'Results', 'Conclusions'], 'background', 'Background', 'Methods'],
    [['Purpose', 'Methods', 'Results', 'Conclusions'], 'springer', 'Purpose', 'Methods'],
    [undefined, 'ama', 'Importance', 'Design, Setting, and Participants'],
  ] as const)(
    'labelParts %j / %s: the first heading of each part',
    (_, venue, background, methods) => {
      const headings =
        venue === 'background'
          ? planAbstract(makeRequest({ abstract_style: 'structured' })).layout
          : planAbstract(makeRequest({ abstract_style: 'structured', optimize_for_journal: venue }))
              .layout;
      if (headings.kind !== 'headings') throw new Error('expected headings');
      const parts = labelParts(headings.headings);
      expect(parts).toMatchObject({ background, methods });
      expect(parts.conclusions).toBe(headings.headings.at(-1)!.label);
      expect(parts.results).toBe(headings.headings.findLast((h) => h.part === 'results')!.label);
      expect('objective' in parts).toBe(venue === 'ama');
    },
  );
});

describe('planAbstract: citations, keywords, Nature', () => {
  it('citations: allowed only when asked for and the venue permits them; a removal is said', () => {
    expect(planAbstract(makeRequest({ include_citations: true })).citationsAllowed).toBe(true);
    expect(planAbstract(makeRequest({ include_citations: false })).citationsAllowed).toBe(false);
    const apa = planAbstract(makeRequest({ include_citations: true, optimize_for_journal: 'apa' }));
    expect(apa.citationsAllowed).toBe(false);
    expect(apa.warnings).toEqual([
      'APA does not allow citations in the abstract, so citation markers were removed.',
    ]);
    const quiet = planAbstract(
      makeRequest({ include_citations: false, optimize_for_journal: 'apa' }),
    );
    expect(quiet.warnings).toEqual([]);
  });

  it.each(JOURNALS)('%s: its own keyword range, or 3 to 5 without one', (venue) => {
    const plan = planAbstract(makeRequest({ optimize_for_journal: venue }));
    const own = VENUES[venue].keywords;
    expect(plan.keywords).toMatchObject({
      min: own?.min ?? DEFAULT_KEYWORDS.min,
      max: own?.max ?? DEFAULT_KEYWORDS.max,
    });
    expect(plan.hereWeShow).toBe(venue === 'nature');
  });

  it('without a venue: 3 to 5 keywords, as typed', () => {
    expect(planAbstract(makeRequest()).keywords).toEqual({
      min: 3,
      max: 5,
      lowercase: false,
      label: 'Keywords',
    });
  });
});
