import { describe, expect, it } from 'vitest';
import { editVoice, removeFirstPerson } from './voice.ts';

describe('removeFirstPerson', () => {
  it.each([
    ['We propose a model.', 'This study proposes a model.'],
    [
      'We study attention and our results hold.',
      'This study studies attention and the results hold.',
    ],
    ['We found that it works.', 'This study found that it works.'],
  ])('removeFirstPerson(%s)', (input, output) => {
    expect(removeFirstPerson(input)).toBe(output);
  });
});

describe('editVoice', () => {
  const none = { noFirstPerson: false, hereWeShow: false };

  it.each([
    [
      'no first person: each chosen sentence opens in the third person',
      ['We test a model.', 'We found a gain.'],
      { ...none, noFirstPerson: true },
      ['This study tests a model.', 'This study found a gain.'],
    ],
    [
      'no first person: a stop and a space inside a sentence open a sentence too',
      ['It works, as in Lee et al. We confirm it.'],
      { ...none, noFirstPerson: true },
      ['It works, as in Lee et al. This study confirms it.'],
    ],
    [
      '"Here we show" once, on the first sentence that opens with "We show"',
      ['A model is tested.', 'We show a gain.', 'We show a loss.'],
      { ...none, hereWeShow: true },
      ['A model is tested.', 'Here we show a gain.', 'We show a loss.'],
    ],
    [
      '"Here we show" inside a sentence, after a stop',
      ['A model is tested. We find a gain.'],
      { ...none, hereWeShow: true },
      ['A model is tested. Here we find a gain.'],
    ],
    [
      'no "Here we show" once the first person is gone',
      ['We show a gain.'],
      { noFirstPerson: true, hereWeShow: true },
      ['This study shows a gain.'],
    ],
    [
      'no first person: after a sentence that ends without a stop, "We" is not an opening',
      ['Lists help (e.g.)', 'We test a model.'],
      { ...none, noFirstPerson: true },
      ['Lists help (e.g.)', 'The authors test a model.'],
    ],
    [
      '"Here we show" only where a sentence opens',
      ['Lists help (e.g.)', 'We show a gain.', 'We show a loss.'],
      { ...none, hereWeShow: true },
      ['Lists help (e.g.)', 'We show a gain.', 'Here we show a loss.'],
    ],
    ['nothing asked, nothing changed', ['We show a gain.'], none, ['We show a gain.']],
  ])('%s', (_name, sentences, edits, expected) => {
    expect(editVoice(sentences, edits)).toEqual(expected);
  });
});
