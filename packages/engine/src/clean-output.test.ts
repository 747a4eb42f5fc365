import { describe, expect, it } from 'vitest';
import { fragmentStart } from './sentence/fragment.ts';
import { generateAbstract } from './generate-abstract.ts';
import { findMarkup } from './read/markup.ts';
import { splitSentences } from './read/segment.ts';
import type { EngineRequest } from './types.ts';

/**
 * A physics-like paper whose math and citations are written in one convention: `M` stands for a
 * math span, `C` for a citation. Sentences with math carry their meaning in it; others only cite.
 */
const PAPER = [
  'Introduction',
  'Water molecules on metal surfaces form ordered layers whose structure is still debated C. The adsorption energy of a single molecule M sets the scale of the problem. We extract the binding energy from density functional calculations and compare it with experiment C. Earlier studies disagreed on the orientation of the molecules C, C.',
  'Methods',
  'All calculations use a plane-wave basis with a cutoff of 400 eV and a dense grid of sampling points. The surface is modelled by a slab of four layers, with the bottom two layers held fixed. The exchange term is treated with the functional M, and the dispersion correction follows C. Each structure was relaxed until the forces fell below a small threshold.',
  'Results',
  'The binding energy of a single molecule is 0.35 eV on the flat surface and 0.52 eV at the step edge. Molecules at the step edge bind more strongly because the edge atoms have fewer neighbours. The ordered layer is stable up to a coverage of two thirds of a monolayer C. Above this coverage the layer breaks into chains along the step direction M.',
  'Conclusion',
  'Step edges anchor the first water molecules and template the growth of the ordered layer. These findings reconcile the earlier disagreement about the orientation of adsorbed water C. The approach can be applied to other oxide and metal surfaces.',
].join('\n\n');

const CONVENTIONS: [string, string, string][] = [
  ['converter words', 'H[formula] O', '[citation]'],
  ['LaTeX dollars and \\cite', '$E_{\\rm ads}^{(1)}$', '\\cite{smith2020,lee2019}'],
  ['LaTeX parentheses and \\citep', '\\(\\Delta E\\)', '~\\citep[see][]{ref1}'],
  ['benchmark corpora', '@xmath12', '@xcite'],
  ['tags', '<math>', '<ref>'],
  ['upper-case words', '[MATH]', '[CIT]'],
];

const request = (content: string): EngineRequest => ({
  research_title: 'Water on stepped metal surfaces',
  research_content: content,
  research_field: 'physics',
  academic_level: 'graduate',
  abstract_style: 'narrative',
  word_count_target: 150,
  creativity_level: 50,
  technicality_level: 50,
  include_citations: false,
  language: 'en',
});

describe('no markup or fragment reaches the output, in any convention', () => {
  it.each(CONVENTIONS)('%s', (_, math, citation) => {
    const content = PAPER.replace(/\bM\b/gu, math).replace(/\bC\b/gu, citation);
    const result = generateAbstract(request(content));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { output } = result;
    const texts = [output.abstract, ...Object.values(output.alternative_versions)];
    for (const text of texts) {
      expect(findMarkup(text)).toBeUndefined();
      for (const sentence of splitSentences(text))
        expect(fragmentStart(sentence, { cased: true })).toBeUndefined();
    }
    // Keywords are plain phrases: no placeholder name ("formula", "citation", "cite", "xmath").
    for (const keyword of output.keywords) {
      expect(findMarkup(keyword)).toBeUndefined();
      expect(keyword).not.toMatch(
        /formula|citation|\bcite\b|\bcitep\b|xmath|xcite|\bmath\b|\bref\d*\b|\bcit\b|\brm\b/iu,
      );
    }
    // The sentences that carry math are avoided, the ones that only cite are kept without it.
    expect(output.abstract).not.toMatch(/adsorption energy of a single molecule/u);
    expect(output.abstract).toMatch(/binding energy of a single molecule is 0\.35 eV/u);
  });
});
