import { describe, expect, it } from 'vitest';
import {
  certaintyOf,
  clauseOf,
  negated,
  priorityClaims,
  priorityInPaper,
  read,
  reportsDone,
  reportsObserved,
} from './strength.ts';
import { verbForms } from '../sentence/verb-forms.ts';

/** The cues of a text as "kind:words". */
const cues = (text: string) => read(text).cues.map((c) => `${c.kind}:${c.text}`);

/** How certain a text states the content words of `words`. */
const level = (text: string, words: string) => certaintyOf(read(text), read(words).keys)?.level;

describe('verbForms', () => {
  it('gives a verb in all its forms', () => {
    expect(verbForms('suggest')).toEqual(['suggest', 'suggests', 'suggested', 'suggesting']);
    expect(verbForms('imply')).toEqual(['imply', 'implies', 'implied', 'implying']);
    expect(verbForms('prove')).toEqual(['prove', 'proves', 'proved', 'proving']);
    expect(verbForms('establish')).toEqual([
      'establish',
      'establishes',
      'established',
      'establishing',
    ]);
  });
});

describe('the cues of a text', () => {
  it('finds hedges with their aspect, boosters, causes and associations', () => {
    const reading = read(
      'These results suggest that canopy may partly reduce heat, which clearly causes fewer admissions and is associated with sleep.',
    );
    expect(reading.cues.map((c) => [c.kind, c.text, c.aspect])).toEqual([
      ['hedge', 'suggest', 'suggestion'],
      ['hedge', 'may', 'probability'],
      ['hedge', 'partly', 'extent'],
      ['booster', 'clearly', undefined],
      ['causal', 'causes', undefined],
      ['association', 'associated', undefined],
    ]);
  });

  it('reads a tendency and an assumption as framing hedges', () => {
    expect(
      read(
        'Flat galaxies tend to form rings, and such patterns are assumed to be optimal.',
      ).cues.map((c) => [c.text, c.aspect]),
    ).toEqual([
      ['tend to', 'framing'],
      ['are assumed to', 'framing'],
    ]);
  });

  it('reads a boosting verb as a booster only where it states a finding', () => {
    const boosters = (text: string) =>
      read(text)
        .cues.filter((c) => c.kind === 'booster')
        .map((c) => c.text);
    // A purpose or a plan, and the making of something, state no finding.
    expect(
      boosters('Public data were analysed to demonstrate the application of the tool.'),
    ).toEqual([]);
    expect(boosters('We established a new cell line from the tumour.')).toEqual([]);
    // "to … that" and a finding as the object do.
    expect(boosters('We were able to demonstrate that shade lowers heat.')).toEqual([
      'demonstrate',
    ]);
    expect(boosters('These experiments prove the feasibility of the approach.')).toEqual(['prove']);
    expect(boosters('We established a link between shade and sleep.')).toEqual(['established']);
  });

  it('reads a negation after an auxiliary booster ("will often not")', () => {
    const reading = read('Since this will often not be the case, we examine other corpora.');
    const will = reading.cues.find((c) => c.text === 'will')!;
    expect(negated(reading, will)).toBe(true);
    const plain = read('This will often be the case.');
    expect(
      negated(
        plain,
        plain.cues.find((c) => c.text === 'will')!,
      ),
    ).toBe(false);
  });

  it('keeps the general words a claim is made of as stems, not grammatical words', () => {
    const reading = read('The transition is second order.');
    expect([...reading.keys]).toEqual(['transit']);
    expect([...reading.stems]).toEqual(['transit', 'second', 'order']);
  });

  it('reads a possessive as its noun, as the evidence does', () => {
    expect([...read("The model's accuracy rose; the models’ scores did too.").keys]).toEqual([
      'model',
      'accurac',
      'rose',
      'score',
    ]);
  });

  it('does not take odds, an ability or a month for a hedge', () => {
    expect(cues('Smokers were more likely to relapse.')).not.toContain('hedge:likely');
    expect(cues('We could not find an effect.')).toEqual([]);
    expect(cues('No colocalisation could be detected in May 2020.')).toEqual([]);
  });

  it('does not read a compound as a statement ("regulation-associated", "well-established")', () => {
    expect(
      cues('The regulation-associated protein is a well-established drug-induced marker.'),
    ).toEqual([]);
  });

  it('reads "the 40 patients" as a sample and a bare "patients" as everyone', () => {
    expect(cues('The 40 patients improved.')).toEqual(['sample:patients']);
    expect(cues('All patients improved.')).toEqual(['sample:patients']);
    expect(cues('Patients respond to the treatment.')).toEqual(['generic:Patients']);
    expect(cues('In our sample, residents slept better.')).toEqual(['sample:In our sample']);
  });

  it('tells a report of what was done or seen from a general statement, numbers aside', () => {
    expect(reportsDone(read('Imaging revealed fewer lesions in treated mice.'))).toBe(true);
    expect(reportsDone(read('We carefully measured cox-2 in every sample.'))).toBe(true);
    expect(reportsDone(read('The extract exerts a protective effect through cox-2.'))).toBe(false);
  });

  it('tells a report of what was observed from a statement of what holds', () => {
    expect(reportsObserved(read('Patients were treated for 12 weeks.'))).toBe(true);
    expect(reportsObserved(read('Five women reported severe symptoms.'))).toBe(true);
    expect(reportsObserved(read('Patients respond to the treatment.'))).toBe(false);
  });
});

describe('how certain a text states a claim', () => {
  const claim = 'canopy reduces heat';

  it('orders hedged, hedged but boosted, plain, weakly boosted and boosted', () => {
    expect(level('Canopy may reduce heat.', claim)).toBe(-2);
    expect(level('This study shows that canopy may reduce heat.', claim)).toBe(-1);
    expect(level('Canopy reduces heat.', claim)).toBe(0);
    expect(level('We show that canopy reduces heat.', claim)).toBe(1);
    expect(level('We prove that canopy reduces heat.', claim)).toBe(2);
    expect(level('Canopy will reduce heat.', claim)).toBe(2);
  });

  it('reads only the cues near the claim, not those of another part of the text', () => {
    expect(
      level(
        'Canopy reduces heat at midnight in every district of the city and in all four months of the survey; more work may follow.',
        claim,
      ),
    ).toBe(0);
    expect(level('Trees grow.', claim)).toBeUndefined();
  });
});

describe('the clause a hedge qualifies', () => {
  it('ends at a stop or a comma before a new clause, not at a decimal point', () => {
    const reading = read('Sites were 1.8 degrees cooler, which may reduce heat; trees may fail.');
    const [first, second] = reading.cues;
    expect(clauseOf(reading, first!).keys).toEqual(['reduce', 'heat']);
    expect(clauseOf(reading, second!)).toEqual({
      keys: ['tree', 'fail'],
      outside: new Set(['site', 'degree', 'cooler', 'reduce', 'heat']),
    });
  });
});

describe('claims of priority', () => {
  const claims = (text: string) => priorityClaims(text).map((c) => [c.family, c.text]);

  it('finds "first" said of the work, not an ordinal', () => {
    expect(claims('We present the first parser for Czech.')).toEqual([
      ['first', 'present the first parser'],
    ]);
    expect(claims('This is the first study to measure it.')).toEqual([
      ['first', 'is the first study to'],
    ]);
    expect(claims('Here we show for the first time that trees cool.')).toEqual([
      ['first', 'Here we show for the first time'],
    ]);
    expect(claims('In the first step we present the first two results.')).toEqual([]);
    expect(claims('Patients starting treatment for the first time were included.')).toEqual([]);
  });

  it('finds novelty and superiority', () => {
    expect(claims('A novel method outperforms all baselines.')).toEqual([
      ['novel', 'novel'],
      ['state of the art', 'outperforms all'],
    ]);
  });

  it('counts a paper that claims to be the first as claiming to be new', () => {
    expect([...priorityInPaper('Ours is the first study to do so.')].sort()).toEqual([
      'first',
      'novel',
    ]);
    expect([...priorityInPaper('We propose a new method.')]).toEqual(['novel']);
  });
});
