import { describe, expect, it } from 'vitest';
import { checkAbstract, generateAbstract } from '../index.ts';
import { findEvidence, paperPassages } from './evidence.ts';
import { findClaimProblems, findCompanionClaimProblems } from './claims.ts';

const PAPER = [
  'Introduction',
  'Urban heat islands raise night-time temperatures in dense neighbourhoods and increase the health risks of older residents during summer heat waves. Street trees are often proposed as a remedy, yet their effect at night is rarely measured.',
  'Methods',
  'We measured air temperature at 48 fixed sensors across four districts of a mid-sized European city between June and September. Each sensor was paired with a survey of canopy cover within a radius of 100 metres.',
  'Results',
  'Sites with more than 30 percent canopy cover were on average 1.8 degrees cooler at midnight than sites with less than 10 percent canopy cover. Canopy cover was associated with lower hospital admissions for heat stroke among older residents of the districts.',
  'In our sample, residents near dense canopy reported better sleep during heat waves. Shade from street trees may lower surface temperatures of pavements by several degrees.',
  'Discussion',
  'These results suggest that planting programmes aimed at a canopy share of about one third may reduce night-time heat exposure in similar cities.',
].join('\n\n');

/** The abstract's text each finding of a kind points at. */
const flagged = (abstract: string, kind: string) =>
  findClaimProblems(abstract, PAPER, 'en')
    .findings.filter((f) => f.kind === kind)
    .map((f) => ({ text: abstract.slice(f.start, f.end), message: f.message }));

describe('evidence: each sentence of an abstract with its passages in the paper', () => {
  const abstract =
    'We measured air temperature at 48 fixed sensors across four districts of a mid-sized European city. ' +
    'Sites with more than 30 percent canopy cover were 1.8 degrees cooler at midnight than sites with little canopy.';
  const evidence = findEvidence(abstract, PAPER, 'en');

  it('gives one item per sentence, in order, with offsets into the abstract', () => {
    expect(evidence.map((e) => abstract.slice(e.start, e.end))).toEqual([
      'We measured air temperature at 48 fixed sensors across four districts of a mid-sized European city.',
      'Sites with more than 30 percent canopy cover were 1.8 degrees cooler at midnight than sites with little canopy.',
    ]);
  });

  it('names the passage each sentence restates first, with offsets into the paper and a score of 0–1', () => {
    const first = evidence.map((e) => PAPER.slice(e.sources[0]!.start, e.sources[0]!.end));
    expect(first[0]).toMatch(/^We measured air temperature at 48 fixed sensors/u);
    expect(first[1]).toMatch(/^Sites with more than 30 percent canopy cover/u);
    for (const e of evidence) {
      expect(e.sources.length).toBeGreaterThan(0);
      expect(e.sources.length).toBeLessThanOrEqual(3);
      for (const s of e.sources) {
        expect(s.score).toBeGreaterThan(0);
        expect(s.score).toBeLessThanOrEqual(1);
      }
      const scores = e.sources.map((s) => s.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    expect(evidence[0]!.sources[0]!.score).toBeGreaterThan(0.9);
  });

  it('cuts the paper into its sentences, never a heading as a source', () => {
    const passages = paperPassages(PAPER, 'en').map((p) => PAPER.slice(p.start, p.end));
    expect(passages).toContain('Introduction');
    expect(passages).toContain(
      'Street trees are often proposed as a remedy, yet their effect at night is rarely measured.',
    );
    const headingOnly = findEvidence('Results of the methods.', PAPER, 'en');
    for (const s of headingOnly[0]!.sources)
      expect(PAPER.slice(s.start, s.end)).not.toMatch(/^(Results|Methods)$/u);
  });

  it('has no sources without a paper', () => {
    expect(findEvidence('Trees cool cities at night.', '', 'en')).toEqual([
      { start: 0, end: 27, sources: [] },
    ]);
  });
});

describe('unsupported-claim', () => {
  it('flags a sentence the paper does not hold, naming words it never uses', () => {
    const foreign =
      'Transformer language models pretrained on multilingual corpora outperform recurrent baselines in machine translation.';
    const found = flagged(
      `We measured air temperature at 48 fixed sensors. ${foreign}`,
      'unsupported-claim',
    );
    expect(found.map((f) => f.text)).toEqual([foreign]);
    expect(found[0]!.message).toMatch(/never mentions "transformer"/u);
  });

  it('leaves sentences the paper supports, also in other words', () => {
    const own =
      'Across four districts of a European city, sensors measured night-time air temperature against canopy cover. ' +
      'Planting programmes aimed at a canopy share of one third may reduce heat exposure at night.';
    expect(flagged(own, 'unsupported-claim')).toEqual([]);
  });
});

describe('overclaim', () => {
  it('flags a dropped hedge, quoting what the paper says', () => {
    const found = flagged(
      'Shade from street trees lowers surface temperatures of pavements by several degrees.',
      'overclaim',
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toBe(
      'The paper says "may lower surface temperatures": this sentence states it as certain.',
    );
    expect(
      flagged(
        'Shade from street trees might lower pavement temperatures by several degrees.',
        'overclaim',
      ),
    ).toEqual([]);
  });

  it('flags "suggest" turned into "prove"', () => {
    const found = flagged(
      'These results prove that planting programmes aimed at a canopy share of about one third may reduce night-time heat exposure in similar cities.',
      'overclaim',
    );
    expect(found.map((f) => f.text)).toEqual(['prove']);
    expect(found[0]!.message).toMatch(/suggest/u);
  });

  it('flags an association stated as a cause', () => {
    const found = flagged(
      'Canopy cover causes lower hospital admissions for heat stroke among older residents of the districts.',
      'overclaim',
    );
    expect(found.map((f) => f.text)).toEqual(['causes']);
    expect(found[0]!.message).toMatch(/"associated with lower/u);
  });

  it('flags a priority the paper never claims, not one it does', () => {
    const found = flagged(
      'We present the first study to measure air temperature at 48 fixed sensors across four districts of a city.',
      'overclaim',
    );
    expect(found.map((f) => f.text)).toEqual(['present the first study to']);
    expect(found[0]!.message).toMatch(/does not claim/u);
    const claimed = findClaimProblems(
      'This is the first study to measure air temperature at 48 sensors.',
      `${PAPER}\n\nThis is the first study to measure night-time heat at so many sensors.`,
      'en',
    ).findings.filter((f) => f.kind === 'overclaim');
    expect(claimed).toEqual([]);
  });

  it('flags a finding of the sample stated of everyone', () => {
    const found = flagged(
      'People near dense canopy report better sleep during heat waves.',
      'overclaim',
    );
    expect(found.map((f) => f.text)).toEqual(['People']);
    expect(found[0]!.message).toMatch(/"In our sample/u);
  });

  it("leaves the paper's own wording alone", () => {
    const own =
      'These results suggest that planting programmes aimed at a canopy share of about one third may reduce night-time heat exposure in similar cities. ' +
      'Canopy cover was associated with lower hospital admissions for heat stroke among older residents.';
    expect(flagged(own, 'overclaim')).toEqual([]);
  });
});

describe("overclaim in the sentence's own words, judged against its evidence", () => {
  const PARKS = [
    'Results',
    'Across 12 parks, visitors stayed longer on benches under trees than on benches in the sun.',
    'The survey suggests that residents value street trees mainly for the shade they give.',
    'Night-time air temperatures may fall by up to two degrees under a dense canopy of street trees.',
    'Discussion',
    'Under a dense canopy, street trees lowered night-time air temperatures by up to two degrees in our measurements.',
  ];
  const overclaims = (abstract: string, paper: string) =>
    findClaimProblems(abstract, paper, 'en')
      .findings.filter((f) => f.kind === 'overclaim')
      .map((f) => ({ text: abstract.slice(f.start, f.end), message: f.message }));

  it('flags "suggest" made "prove" in other words, quoting the hedged passage', () => {
    expect(
      flagged(
        'Our findings prove that a canopy share near one third will cut heat exposure at night in comparable cities.',
        'overclaim',
      ),
    ).toEqual([
      {
        text: 'prove',
        message:
          'The paper says "suggest that planting programmes": this sentence states it as certain.',
      },
    ]);
  });

  it('flags "may" made "will" in other words', () => {
    expect(
      flagged(
        'Street-tree shade will lower pavement surface temperatures by several degrees.',
        'overclaim',
      ),
    ).toEqual([
      {
        text: 'will',
        message:
          'The paper says "may lower surface temperatures": this sentence states it as certain.',
      },
    ]);
  });

  describe('a booster where the passages closest to the sentence hedge other words of it', () => {
    const paper = [
      'Results',
      'Shrimp of the two colour morphs differed in how long they rested on matching backgrounds.',
      'Discussion',
      'For individuals with a generalist strategy, selection may favour an opportunistic life-style with differences in morphology and behaviour among individuals.',
    ].join('\n\n');

    it('flags it, quoting the hedge', () => {
      expect(
        overclaims(
          'Differences among individuals in behaviour and morphology will reflect different camouflage strategies.',
          paper,
        ),
      ).toEqual([
        {
          text: 'will',
          message: 'The paper says "may favour an opportunistic", not "will".',
        },
      ]);
    });

    it('holds "show that" and "showing" to it too, not "showed that" nor a sentence that hedges itself', () => {
      const claim =
        'differences among individuals in behaviour and morphology reflect different camouflage strategies';
      expect(overclaims(`Our results show that ${claim}.`, paper)).toEqual([
        { text: 'show', message: 'The paper says "may favour an opportunistic", not "show".' },
      ]);
      expect(
        overclaims(
          'Individuals differed in behaviour and morphology, showing different camouflage strategies.',
          paper,
        ).map((f) => f.text),
      ).toEqual(['showing']);
      expect(overclaims(`Our analysis showed that ${claim}.`, paper)).toEqual([]);
      // A participle that describes a noun, a purpose, few studies: no claim made.
      for (const sentence of [
        'Individuals showing differences in behaviour and morphology reflect camouflage strategies.',
        `We aim to show that ${claim}.`,
        `Few studies show that ${claim}.`,
      ])
        expect(overclaims(sentence, paper)).toEqual([]);
      expect(
        overclaims(`Our results show that ${claim.replace('reflect', 'may reflect')}.`, paper),
      ).toEqual([]);
    });

    it('leaves it where a passage as close boosts too, and a booster that states no finding', () => {
      const boosted = paper.replace(
        'selection may favour',
        'selection clearly favours, and may favour,',
      );
      expect(
        overclaims(
          'Differences among individuals in behaviour and morphology will reflect different camouflage strategies.',
          boosted,
        ),
      ).toEqual([]);
      expect(
        overclaims(
          'Differences among individuals in behaviour and morphology were recorded to demonstrate the camouflage strategies.',
          paper,
        ),
      ).toEqual([]);
    });
  });

  it('leaves a paraphrase that keeps a hedge', () => {
    expect(
      flagged(
        'Our findings suggest that a canopy share near one third could cut heat exposure at night in comparable cities.',
        'overclaim',
      ),
    ).toEqual([]);
  });

  it('holds the sentence against every passage that states the claim, not the closest alone', () => {
    const sentence =
      'Street trees with a dense canopy will lower night-time air temperatures by up to two degrees.';
    // The paper hedges it once and states it as measured once: "will" is no stronger than the paper.
    expect(overclaims(sentence, PARKS.join('\n\n'))).toEqual([]);
    // Hedged wherever the paper says it: an overclaim.
    expect(overclaims(sentence, PARKS.slice(0, 4).join('\n\n'))).toEqual([
      {
        text: 'will',
        message: 'The paper says "may fall by up": this sentence states it as certain.',
      },
    ]);
  });

  it('lets a paraphrase drop the paper\'s "suggests that" framing, not boost it', () => {
    const paper = PARKS.join('\n\n');
    expect(
      overclaims('Shade is the main reason residents value their street trees.', paper),
    ).toEqual([]);
    expect(
      overclaims('Shade is clearly the main reason residents value their street trees.', paper),
    ).toEqual([
      {
        text: 'clearly',
        message:
          'The paper says "suggests that residents value": this sentence states it as certain.',
      },
    ]);
  });

  it('holds "may" dropped where a hedge of extent stays ("may partially originate" → "partially originates")', () => {
    const paper =
      'Discussion\n\nThe results hence suggest that language problems in prematurely born children may partially originate already from this early tuning stage of language acquisition.';
    expect(
      overclaims(
        'The results hence show that language problems related to prematurity partially originate already from this early tuning stage of language acquisition.',
        paper,
      ).map((f) => f.message),
    ).toEqual([
      'The paper says "suggest that language problems": this sentence states it as certain.',
    ]);
    expect(
      overclaims(
        'The results hence show that language problems related to prematurity may partially originate already from this early tuning stage of language acquisition.',
        paper,
      ),
    ).toEqual([]);
  });

  it("leaves a close copy that keeps its passage's hedge of extent, whatever another passage hedges", () => {
    const copy =
      'Adaptive evolution analysis showed that positive selection has contributed, at least in part, to the evolution of the remaining genes after duplication.';
    const paper = `Results\n\n${copy}\n\nDiscussion\n\nThis implies that positive selection contributed to the evolution of the remaining genes after duplication.`;
    expect(overclaims(copy, paper)).toEqual([]);
  });

  it('flags a hedge dropped from a copied sentence though the same hedge stays elsewhere in it', () => {
    const paper =
      'Notes\n\nHand-written rules are quick to build, but they may not carry over to new sensor types, and they may have gaps in coverage and upkeep.';
    expect(
      overclaims(
        'Hand-written rules are quick to build, but they may not carry over to new sensor types, and they have gaps in coverage and upkeep.',
        paper,
      ).map((f) => f.message),
    ).toEqual(['The paper says "may have gaps in": this sentence states it as certain.']);
  });

  it("leaves a sentence that stops before the paper's hedged clause (a shortened copy)", () => {
    const paper =
      'Background\n\nStreet trees are planted for shade in many cities, but there is growing interest in them as habitat for birds, where they may support urban bird diversity and nesting.';
    expect(
      overclaims(
        'Street trees are planted for shade in many cities, but there is growing interest in them as habitat for birds.',
        paper,
      ),
    ).toEqual([]);
  });

  it('keeps a hedge that stands several stopwords before the words it qualifies', () => {
    const paper =
      'Background\n\nThe design is partly based on what was done in the earlier survey of tidal marshes.';
    expect(
      overclaims(
        'The design is partly based on what was done in the earlier survey of tidal marshes.',
        paper,
      ),
    ).toEqual([]);
  });

  describe('a close copy of a passage', () => {
    const SURVEY =
      'Results\n\nThe survey suggests that residents value street trees mainly for the shade they give in summer.';
    const SHADE =
      'Results\n\nShade from street trees may lower surface temperatures of pavements by several degrees.';
    it.each([
      {
        name: 'a "suggests that" framing dropped: left, as abstracts state findings',
        paper: SURVEY,
        abstract: 'Residents value street trees mainly for the shade they give in summer.',
        expected: [],
      },
      {
        name: 'a "suggests that" framing made "proves that": flagged',
        paper: SURVEY,
        abstract:
          'The survey proves that residents value street trees mainly for the shade they give in summer.',
        expected: ['proves'],
      },
      {
        name: 'the hedge kept under "we show that": left',
        paper: SHADE,
        abstract:
          'We show that shade from street trees may lower surface temperatures of pavements by several degrees.',
        expected: [],
      },
      {
        name: 'the hedge kept under "we prove that": flagged',
        paper: SHADE,
        abstract:
          'We prove that shade from street trees may lower surface temperatures of pavements by several degrees.',
        expected: ['prove'],
      },
    ])('$name', ({ paper, abstract, expected }) => {
      expect(overclaims(abstract, paper).map((f) => f.text)).toEqual(expected);
    });
  });

  it('holds a booster to a hedged passage among the candidates, not only the sources', () => {
    // The hedged passage holds under a quarter of the sentence: a candidate, not a source.
    const paper =
      'Methods\n\nWe recorded pavement temperatures at 48 fixed sensors across four districts of a mid-sized European city between June and September.\n\nDiscussion\n\nShade may lower heat stroke admissions.';
    const abstract =
      'Pavement temperatures recorded at 48 fixed sensors across four districts of a European city between June and September prove that shade will lower heat stroke admissions.';
    const [traced] = findClaimProblems(abstract, paper, 'en').traced;
    const hedged = paper.indexOf('Shade may');
    expect(traced!.sources.map((s) => s.start)).not.toContain(hedged);
    expect(traced!.candidates.map((s) => s.start)).toContain(hedged);
    expect(overclaims(abstract, paper)).toEqual([
      {
        text: 'prove',
        message: 'The paper says "may lower heat stroke": this sentence states it as certain.',
      },
    ]);
  });

  it('leaves a copy of a passage that another passage hedges in one word (a dropped hedge of one word is stated wherever the word is)', () => {
    const sentence =
      'More recently, warmer pavements have been found in districts with sparse street canopy.';
    const paper = `Results\n\n${sentence}\n\nDiscussion\n\nAs found recently, shade cools pavements in districts with dense street canopy, so districts with sparse street canopy could have warmer pavements.`;
    expect(overclaims(sentence, paper)).toEqual([]);
  });

  describe('a plain statement that joins what the hedge stood between', () => {
    // The passage holds little over a third of each sentence: too little for a plain statement
    // to be held to it, unless it joins the words on either side of the hedge.
    const paper =
      'Results\n\nAcross the four districts we studied over two summers, nesting success may decline with canopy loss, based upon counts of fledglings and their growth records.';
    it.each([
      {
        name: '"success may decline" stated "success declines": flagged',
        abstract: 'Nesting success declines with canopy loss in urban populations of blackbirds.',
        expected: ['The paper says "may decline with canopy": this sentence states it as certain.'],
      },
      {
        name: 'the two words far apart, the predicate and what it says in order: flagged',
        abstract: 'Nesting success of urban populations of blackbirds declines with canopy loss.',
        expected: ['The paper says "may decline with canopy": this sentence states it as certain.'],
      },
      {
        name: 'the same words as a report of what was counted: left',
        abstract: 'Nesting success of urban populations of blackbirds was lower after canopy loss.',
        expected: [],
      },
    ])('$name', ({ abstract, expected }) => {
      expect(overclaims(abstract, paper).map((f) => f.message)).toEqual(expected);
    });
  });

  describe('"suggest that X might" restated as "show that X"', () => {
    // Few of the words the hedge qualifies first ("soil conditions") are restated.
    const paper =
      'Discussion\n\nTaken together with the earlier field surveys and the sensor records, these results suggest that the soil conditions at the early stage of planting might play a role in the long term growth of the trees.';
    it.each([
      {
        name: '"show that" what the paper suggests: flagged',
        abstract:
          'These results show that the ground state shapes the long term growth of the trees.',
        expected: ['show'],
      },
      {
        name: 'stated plainly, the framing dropped: left',
        abstract: 'The ground state shapes the long term growth of the trees.',
        expected: [],
      },
      {
        name: '"show that" with the hedge kept: left',
        abstract:
          'These results show that the ground state may shape the long term growth of the trees.',
        expected: [],
      },
    ])('$name', ({ abstract, expected }) => {
      expect(overclaims(abstract, paper).map((f) => f.text)).toEqual(expected);
    });
  });

  it('judges a short sentence that drops the hedge of the passage it copies', () => {
    const paper =
      'Results\n\nThe lattice data were fitted with a scaling form. This transition appears to be second order.';
    expect(overclaims('The transition is second order.', paper).map((f) => f.message)).toEqual([
      'The paper says "appears to be second": this sentence states it as certain.',
    ]);
    expect(overclaims('The transition appears to be second order.', paper)).toEqual([]);
  });

  describe('the predicate a hedge qualifies, stated plainly in other words', () => {
    // The passage holds under half of the sentence, and the results state most of its words
    // plainly, but not what the discussion hedges: that the extract exerts a protective effect.
    const paper = [
      'Results',
      'The water extract inhibited cox-2 expression in acrolein-stimulated endothelial cells of the umbilical vein.',
      'Discussion',
      'In conclusion, the krg water extract may exert a cytoprotective effect through the inhibition of cox-2 induction, and this reduction is mediated by the p38 kinase.',
    ].join('\n\n');
    it.each([
      {
        name: 'what it is said of, the predicate and what it says, in that order: flagged',
        abstract:
          'Consistent with these results, krg exerts a vasculoprotective effect through inhibition of cox-2 expression in acrolein-stimulated endothelial cells.',
        expected: [
          'The paper says "may exert a cytoprotective": this sentence states it as certain.',
        ],
      },
      {
        name: 'with the hedge kept: left',
        abstract:
          'Consistent with these results, krg may exert a vasculoprotective effect through inhibition of cox-2 expression in acrolein-stimulated endothelial cells.',
        expected: [],
      },
      {
        name: 'a report of what was observed: left',
        abstract:
          'We found that krg exerted a vasculoprotective effect through inhibition of cox-2 expression in acrolein-stimulated endothelial cells.',
        expected: [],
      },
    ])('$name', ({ abstract, expected }) => {
      expect(overclaims(abstract, paper).map((f) => f.message)).toEqual(expected);
    });
  });

  it('flags "suggests the use of X" restated as "shows that X"', () => {
    const paper =
      'Discussion\n\nThe strong performance of our system suggests the use of sieves in other language tasks for which a variety of very precise features can be designed and distant features can be shared; candidates include relation extraction, slot filling and name deduplication.';
    expect(
      overclaims(
        'This shows that our multipass design is readily applied to other language tasks.',
        paper,
      ).map((f) => f.text),
    ).toEqual(['shows']);
  });

  it('leaves a close copy of a passage that hedges nothing, whatever another passage hedges', () => {
    const paper = [
      'Results',
      'Here we find that even a plain stemmer lifts MT quality on our test sets, and we study why training an MT system on individual letters gives weaker output.',
      'Discussion',
      'An MT system trained without a stemmer tends to translate some letters individually and to skip others.',
    ].join('\n\n');
    const copy =
      'We find that even a plain stemmer lifts machine translation (MT) quality on our test sets, and we study why training an MT system on individual letters gives weaker output.';
    expect(overclaims(copy, paper)).toEqual([]);
  });

  it('flags an association stated as a cause in other words', () => {
    expect(
      flagged(
        'Denser canopy causes fewer hospital admissions for heat stroke among older residents.',
        'overclaim',
      ).map((f) => f.text),
    ).toEqual(['causes']);
  });

  it('takes a report of what was observed for a report of the sample, not of everyone', () => {
    expect(
      flagged(
        'People near dense canopy were found to sleep better during heat waves.',
        'overclaim',
      ),
    ).toEqual([]);
  });

  it('flags "the first" the paper never claims, not an ordinal "first"', () => {
    expect(
      flagged(
        'We present the first network of 48 sensors to measure heat across four districts.',
        'overclaim',
      ).map((f) => f.text),
    ).toEqual(['present the first network']);
    expect(
      flagged(
        'In the first step, we measured air temperature at 48 fixed sensors across four districts.',
        'overclaim',
      ),
    ).toEqual([]);
  });
});

describe('the kinds of finding asked for', () => {
  const text =
    'Protein folding simulations reveal unexpected lipid binding sites in cardiac tissue. ' +
    'Canopy cover causes lower hospital admissions for heat stroke among older residents.';
  const kinds = (asked: { unsupported?: boolean; overclaim?: boolean }) =>
    findClaimProblems(text, PAPER, 'en', asked).findings.map((f) => f.kind);

  it('gives both by default, one when the other is turned off', () => {
    expect(kinds({})).toEqual(['unsupported-claim', 'overclaim']);
    expect(kinds({ unsupported: false })).toEqual(['overclaim']);
    expect(kinds({ overclaim: false })).toEqual(['unsupported-claim']);
  });
});

describe('companions held to the paper', () => {
  it('judges highlights and the TL;DR for both kinds, the plain summary for overclaims only', () => {
    const foreign = 'Protein folding simulations reveal lipid binding sites in cardiac tissue.';
    const result = findCompanionClaimProblems(
      {
        highlights: ['Sites with more canopy cover were 1.8 degrees cooler at midnight.', foreign],
        tldr: 'Canopy cover causes lower hospital admissions for heat stroke among older residents.',
        plain_summary: `Trees along streets keep city blocks cooler on hot nights. ${foreign}`,
      },
      PAPER,
      'en',
    );
    expect(result.map((r) => [r.companion, r.index, r.findings.map((f) => f.kind)])).toEqual([
      ['highlights', 0, []],
      ['highlights', 1, ['unsupported-claim']],
      ['tldr', 0, ['overclaim']],
      ['plain_summary', 0, []],
    ]);
  });
});

describe('checkAbstract and generateAbstract carry the evidence', () => {
  it('checkAbstract: evidence per sentence and the claim findings with the others', () => {
    const abstract =
      'We measured air temperature at 48 fixed sensors across four districts. Canopy cover causes lower hospital admissions for heat stroke among older residents.';
    const result = checkAbstract({ abstract, research_content: PAPER });
    expect(result.evidence).toHaveLength(2);
    expect(result.findings.map((f) => f.kind)).toContain('overclaim');
  });

  it('generateAbstract: the first source of each sentence contains it', () => {
    const result = generateAbstract({
      research_title: 'Street trees and night-time heat',
      research_content: PAPER,
      research_field: 'other',
      academic_level: 'graduate',
      abstract_style: 'narrative',
      word_count_target: 150,
      creativity_level: 0,
      technicality_level: 50,
      include_citations: false,
      language: 'en',
    });
    if (!result.ok) throw new Error(result.message);
    const { abstract, evidence } = result.output;
    expect(evidence!.length).toBeGreaterThan(1);
    for (const item of evidence!) {
      const sentence = abstract.slice(item.start, item.end);
      const first = item.sources[0]!;
      // Whole, but for an opener the engine repairs ("These results" → "The results").
      const passage = PAPER.slice(first.start, first.end);
      for (const word of sentence.split(' ').slice(1)) expect(passage).toContain(word);
    }
  });
});
