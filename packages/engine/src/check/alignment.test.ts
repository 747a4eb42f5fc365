import { describe, expect, it } from 'vitest';
import { alignToPaper } from './alignment.ts';
import { parseDocument } from '../read/document.ts';

/** A small paper whose four sections each speak of their own things. */
const PAPER = [
  'Introduction',
  'Coral reefs shelter a quarter of marine species, yet bleaching events grow more frequent each decade. Reef managers lack early warnings of bleaching before corals lose their algae. Satellite sea temperature alone misses the local heat pockets that trigger bleaching.',
  'Methods',
  'We moored forty underwater loggers across three lagoons and sampled water temperature every ten minutes. Divers photographed tagged colonies monthly and scored pigment loss on a six-point chart. A gradient boosting model related logger heat exposure to later pigment scores.',
  'Results',
  'Heat exposure measured by the loggers predicted pigment loss three weeks ahead with an accuracy of 0.87. Lagoon channels with strong tidal flushing stayed cooler and their colonies kept pigment longer. Satellite temperature predicted the same losses with an accuracy of only 0.61.',
  'Conclusion',
  'Cheap moored loggers give reef managers weeks of warning that satellites cannot. Protecting flushed channels may offer refuges where corals survive warming seas.',
].join('\n\n');

const document = parseDocument(PAPER, 'en');

const ABSTRACT = [
  'Bleaching events grow more frequent and reef managers lack early warnings.',
  'We moored underwater loggers in three lagoons and photographed tagged colonies monthly.',
  'Logger heat exposure predicted pigment loss three weeks ahead, better than satellite temperature.',
  'Moored loggers give managers weeks of warning, and flushed channels may offer refuges.',
];

describe('alignToPaper', () => {
  it("rates an abstract in the paper's order above the same sentences reversed", () => {
    const ordered = alignToPaper(ABSTRACT, document, 'en');
    const reversed = alignToPaper([...ABSTRACT].reverse(), document, 'en');
    expect(ordered.order).toBeCloseTo(1, 5);
    expect(reversed.order!).toBeLessThan(0.7);
  });

  it("rates an abstract spanning the paper above the paper's first paragraph", () => {
    const whole = alignToPaper(ABSTRACT, document, 'en');
    const opening = alignToPaper(
      [
        'Coral reefs shelter a quarter of marine species, yet bleaching events grow more frequent each decade.',
        'Reef managers lack early warnings of bleaching before corals lose their algae.',
      ],
      document,
      'en',
    );
    expect(whole.coverage!).toBeGreaterThan(0.8);
    expect(opening.coverage!).toBeLessThan(0.2);
  });

  it('measures nothing without a paper or when no sentence shares a term with it', () => {
    const empty = parseDocument('', 'en');
    expect(alignToPaper(ABSTRACT, empty, 'en')).toEqual({ order: undefined, coverage: undefined });
    expect(alignToPaper(['Quantum gravity unifies spacetime.'], document, 'en')).toEqual({
      order: undefined,
      coverage: undefined,
    });
  });
});
