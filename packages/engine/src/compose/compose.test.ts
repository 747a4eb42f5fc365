import { describe, expect, it } from 'vitest';
import { composeAbstract, type CandidateInfo } from './compose.ts';
import { selectForBudget, type Candidate } from './select.ts';
import { DEFAULT_HEADINGS } from './venues.ts';
import { candidatesOf } from '../fixtures/candidates.ts';
import { unexplainedAbbreviations } from '../sentence/acronyms.ts';

const candidate = (index: number, score: number, terms: string[]): Candidate => ({
  index,
  text: `Finding ${index}.`,
  words: 30,
  score,
  content: new Map(terms.map((t) => [t, 1])),
});

const info: CandidateInfo = {
  role: 'results',
  hasNumber: false,
  technical: 0,
  simple: 0.5,
  limitation: false,
  resultLike: true,
};

/** Which candidates a narrative abstract of `budget` words takes, by index. */
function narrativeChoice(
  candidates: Candidate[],
  infos: Map<number, CandidateInfo>,
  budget: number,
): number[] {
  const composed = composeAbstract({
    candidates,
    info: infos,
    style: 'narrative',
    budget,
    language: 'en',
    select: {},
    headings: DEFAULT_HEADINGS,
    technicalWeight: 0,
    simpleWeight: 0,
  });
  return composed.sentences.map((c) => c.index);
}

describe('composeAbstract, narrative', () => {
  // Sentence 1 repeats half of sentence 0 (cosine 0.5, under the hard cut); sentence 2 repeats nothing.
  const candidates = [
    candidate(0, 0.9, ['a', 'b']),
    candidate(1, 0.85, ['a', 'c']),
    candidate(2, 0.8, ['d', 'e']),
  ];

  it.each([0, 0.05, 0.2])(
    'chooses what selection chooses on the ranker’s own scores (penalty %d, in those units)',
    (redundancyPenalty) => {
      const select = { fill: 0.9, maxSimilarity: 0.65, redundancyPenalty };
      const composed = composeAbstract({
        candidates,
        info: new Map(candidates.map((c) => [c.index, info])),
        style: 'narrative',
        budget: 60,
        language: 'en',
        select,
        headings: DEFAULT_HEADINGS,
        technicalWeight: 0,
        simpleWeight: 0,
      });
      const expected = selectForBudget(candidates, 60, select).map((c) => c.index);
      expect(composed.sentences.map((c) => c.index)).toEqual(expected);
    },
  );

  it('lets a penalty the ranker’s scale makes large drop the half-repeated sentence', () => {
    const composed = composeAbstract({
      candidates,
      info: new Map(candidates.map((c) => [c.index, info])),
      style: 'narrative',
      budget: 60,
      language: 'en',
      select: { fill: 0.9, maxSimilarity: 0.65, redundancyPenalty: 0.2 },
      headings: DEFAULT_HEADINGS,
      technicalWeight: 0,
      simpleWeight: 0,
    });
    expect(composed.text).toBe('Finding 0. Finding 2.');
  });
});

describe('composeAbstract, the order', () => {
  /** The order in which a narrative abstract shows these sentences (12 words each, equal scores). */
  function orderOf(sentences: [string, CandidateInfo['role']][], budget: number): number[] {
    const candidates = sentences.map(([text], index) => ({
      index,
      text,
      words: 12,
      score: 1,
      content: new Map([[`term${index}`, 1]]),
    }));
    const composed = composeAbstract({
      candidates,
      info: new Map(sentences.map(([, role], index) => [index, { ...info, role }])),
      style: 'narrative',
      budget,
      language: 'en',
      select: { fill: 0.9, maxSimilarity: 0.65, redundancyPenalty: 0 },
      headings: DEFAULT_HEADINGS,
      technicalWeight: 0,
      simpleWeight: 0,
    });
    return composed.sentences.map((c) => c.index);
  }

  it('shows a narrative abstract in the paper’s order, whatever role each sentence was given', () => {
    const order = orderOf(
      [
        ['Accuracy on the reviews of four domains reaches 74% for the first time.', 'results'],
        ['Customers of online shops write reviews of products every single day.', 'background'],
        ['We present an unsupervised classifier for the reviews that customers write.', 'results'],
        ['An immunoaffinity method was used to purify the reviews from the shops.', 'methods'],
      ],
      48,
    );
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('but shows the sentence presenting the work before the first finding', () => {
    const order = orderOf(
      [
        ['Customers of online shops write reviews of products every single day.', 'background'],
        ['The classifier reaches an accuracy of 74% on the reviews of four domains.', 'results'],
        ['We present an unsupervised classifier for the reviews that customers write.', 'results'],
        ['An immunoaffinity method was used to purify the reviews from the shops.', 'methods'],
      ],
      48,
    );
    expect(order).toEqual([0, 2, 1, 3]);
  });
});

describe('composeAbstract, what the work found', () => {
  const sentences: [string, CandidateInfo['role'], number][] = [
    ['We propose a tagger built on word clusters learned from tweets.', 'objective', 0.6],
    ['Tweets are short and noisy, which makes tagging them hard.', 'background', 0.9],
    ['As shown above, the clustered tagger beats the baseline by 4%.', 'results', 1],
    ['The clusters come from a hierarchical algorithm run on raw text.', 'methods', 0.8],
    ['We find that word clusters halve the error rate on tweets.', 'results', 0.6],
  ];
  const candidates = candidatesOf(sentences.map(([text, , score]) => [text, score] as const));
  const roles = new Map(
    sentences.map(([, role], index) => [index, { ...info, role, resultLike: role === 'results' }]),
  );

  it('states the best finding it can take when the best one leans on text that is not there', () => {
    const chosen = narrativeChoice(candidates, roles, 30);
    expect(chosen).toContain(4);
    expect(chosen).not.toContain(2);
  });
});

describe('composeAbstract, abbreviations', () => {
  it('prefers a sentence a reader can follow to one with an abbreviation nothing spells out', () => {
    const texts = [
      'The MJ-1 model reorders phrases better than the baseline.',
      'The block model reorders phrases better than the baseline.',
      `A weak sentence of many words${' and more words'.repeat(10)}.`,
    ];
    const candidates = candidatesOf(texts.map((text, index) => [text, [1, 0.99, 0][index]!]));
    const infos = new Map(
      texts.map((text, index) => [
        index,
        { ...info, unexplained: unexplainedAbbreviations(text, new Map()).length },
      ]),
    );
    expect(narrativeChoice(candidates, infos, 9)).toEqual([1]);
  });
});

describe('composeAbstract, background', () => {
  it('takes background from where the paper opens over background met among its findings', () => {
    const filler = `A weak sentence of many words${' and more words'.repeat(10)}.`;
    const texts = [
      'Tagging tweets is hard because tweets are short.',
      ...Array.from({ length: 8 }, () => filler),
      'Tagging news is easier because news is edited.',
    ];
    const scores = [0.9, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    const candidates = candidatesOf(texts.map((text, index) => [text, scores[index]!]));
    const roles = new Map(
      texts.map((_, index) => [
        index,
        { ...info, role: index === 0 || index === 9 ? 'background' : 'methods', resultLike: false },
      ]),
    );
    expect(narrativeChoice(candidates, roles as Map<number, CandidateInfo>, 9)).toEqual([0]);
  });
});
