import { describe, expect, it } from 'vitest';
import { makeCertain, pluralSubject } from './make-certain.ts';

describe('makeCertain', () => {
  it.each([
    // The verb agrees with its subject (not "they is").
    [
      'Genes were shared, implying that they may be needed for growth.',
      'Genes were shared, showing that they are needed for growth.',
    ],
    ['Nesting success may decline with canopy loss.', 'Nesting success declines with canopy loss.'],
    [
      'Pruning and watering may change the growth rate.',
      'Pruning and watering change the growth rate.',
    ],
    [
      'We found streets that could be under heat stress.',
      'We found streets that are under heat stress.',
    ],
    // An adverb after the modal stays an adverb (not "partiallies").
    ['The damage may partially arise early.', 'The damage partially arises early.'],
    ['It could also serve as a marker.', 'It also serves as a marker.'],
    // A passive stays passive (not "is showed to").
    [
      'Drought is suggested to limit the growth of saplings.',
      'Drought is shown to limit the growth of saplings.',
    ],
    ['Leaf pests seem to be common.', 'Leaf pests are common.'],
    ['The soil appeared to be compacted.', 'The soil was compacted.'],
    ['Experiments have suggested that X is Y.', 'Experiments have shown that X is Y.'],
    // "suggesting", "implies" and "support the notion that" made certain too.
    [
      'Branches were lost, suggesting that the damage is recent.',
      'Branches were lost, showing that the damage is recent.',
    ],
    ['The even spacing implies a young stand.', 'The even spacing shows a young stand.'],
    [
      'These results support the notion that mulch may be beneficial.',
      'These results show that mulch is beneficial.',
    ],
  ])('plainly: %s', (sentence, certain) => {
    expect(makeCertain(sentence, 'seed', 'plain')).toBe(certain);
  });

  it('with a booster: "may" → "will", "suggest" → a strong reporting verb', () => {
    expect(makeCertain('Nesting success may decline with canopy loss.', 'seed', 'booster')).toBe(
      'Nesting success will decline with canopy loss.',
    );
    expect(makeCertain('Our data suggest that X rises.', 'seed', 'booster')).toMatch(
      /^Our data (?:prove|demonstrate|establish|confirm) that X rises\.$/u,
    );
  });

  it.each([
    'The spacing suggested by the council does not help.',
    'To choose sites, we suggest to use the canopy map.',
    'As indicated in Table 2, the values differ.',
    'We could identify 12 species.',
    'The simple count, may it be accurate, is slow.',
    'They do not seem to be useful.',
    'This is indeed very likely.',
  ])('leaves alone words that only look like hedges: %s', (sentence) => {
    expect(makeCertain(sentence, 'seed', 'plain')).toBeUndefined();
  });
});

describe('pluralSubject: the head of the subject, its prepositional phrases and relatives aside', () => {
  it.each([
    ['the long-term effects of canopy loss ', true],
    ['our results suggest that the cooling process ', false],
    ['the conditions at the early stage of the planting ', true],
    ['a variety of processes that ', true],
    ['the gas ', false],
  ])('%s→ plural: %s', (before, plural) => {
    expect(pluralSubject(before)).toBe(plural);
  });
});
