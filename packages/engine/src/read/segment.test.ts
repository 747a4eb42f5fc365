import { countWords as contractsCountWords } from '@abstractly/contracts/word-count';
import { describe, expect, it } from 'vitest';
import { ENGLISH_REQUEST } from '../fixtures/request.ts';
import { generateAbstract } from '../generate-abstract.ts';
import {
  countWords,
  isLowercased,
  joinSentences,
  restartsInLowerCase,
  WHITESPACE,
  segmentWords,
  sentenceSpans,
  splitParagraphs,
  splitSentences,
} from './segment.ts';

describe('splitSentences keeps academic abbreviations inside the sentence', () => {
  it.each([
    ['Results are shown in Fig. 3 and they hold. A second sentence.', 2],
    ['We follow Smith et al. in this. Then we stop.', 2],
    ['As Smith et al. (2020) showed, it works. Then we stop.', 2],
    ['Accuracy rose to 93.5 percent. It fell later.', 2],
    ['Many tasks, e.g. parsing, benefit. Others do not.', 2],
    ['Some tasks, i.e. the hard ones, fail. Others pass.', 2],
    ['The effect was small (p < .05) in all groups. We discuss why.', 2],
    ['See Eq. 5 for the loss. It is convex.', 2],
    ['Dr. Smith collected the samples. They were frozen.', 2],
    // "ms" as mass spectrometry: a title is followed by a name, never by "they".
    ['peptides were separated by lc-ms. they used a neural network .', 2],
    ['The samples reached Dr. Smith in time. The rest were lost.', 2],
    ['It was designed by Prof. A. Einstein and colleagues. It works.', 2],
    ['luque-ortega et al. <cit> also showed that the salts are active . we stop .', 2],
    ['We thank Dr. In-Ho Kim and Dr. An Nguyen for the samples. They were frozen.', 2],
    ['Prof. Jones and J. R. Tolkien wrote it. It sold well.', 2],
    ['Method A vs. method B was tested. B won.', 2],
    ['Data came from the U.S. census bureau. It is public.', 2],
    ['this conjecture was studied in loc . cit and later , where it was reduced . we stop .', 2],
    ['Is it true? Yes! It is.', 3],
    ['results were good . this shows that the method works . we conclude .', 3],
    ['the dose was 2.5 mg . patients improved ( fig . 2 ) quickly .', 2],
    ['实验结果表明该方法有效。我们还讨论了局限性。', 2],
    ['本研究では新しい手法を提案する。結果は良好であった。', 2],
    ['Мы предлагаем новый метод, т.е. быстрый алгоритм. Он работает.', 2],
  ])('%s', (text, n) => {
    expect(splitSentences(text)).toHaveLength(n);
  });

  it('splits sentences that extraction glued together with no space after the stop', () => {
    const text =
      'It slows tumour invasion[47–49].The pooled ratio shows a better prognosis. Few studies exist.A review found none. We used a corpus.We tagged it.';
    expect(splitSentences(text)).toEqual([
      'It slows tumour invasion[47–49].',
      'The pooled ratio shows a better prognosis.',
      'Few studies exist.',
      'A review found none.',
      'We used a corpus.',
      'We tagged it.',
    ]);
    const spans = sentenceSpans(text, 'en');
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(spans.map((s) => s.text));
  });

  it('keeps a month’s short name with the day or year after it', () => {
    expect(splitSentences('Buds were cut on dec. 15 and jan. 2. They grew.', 'en', true)).toEqual([
      'Buds were cut on dec. 15 and jan. 2.',
      'They grew.',
    ]);
    expect(splitSentences('It was cold in Dec. Buds grew in spring.')).toEqual([
      'It was cold in Dec.',
      'Buds grew in spring.',
    ]);
    expect(splitSentences('Sampling ended in Jan. 2010 in all plots. Buds grew.')).toEqual([
      'Sampling ended in Jan. 2010 in all plots.',
      'Buds grew.',
    ]);
    // Not a month: a gene after a hyphen, a codon in capitals.
    expect(
      splitSentences('Cells were stimulated to activate c-Jun. 15 min later, cells were lysed.'),
    ).toEqual(['Cells were stimulated to activate c-Jun.', '15 min later, cells were lysed.']);
    expect(splitSentences('Translation starts at the AUG. 5 of the reads lacked it.')).toEqual([
      'Translation starts at the AUG.',
      '5 of the reads lacked it.',
    ]);
  });

  it('keeps a cultivar’s mark inside the sentence in cased text, not an upper-case abbreviation', () => {
    expect(splitSentences('Rice (Oryza sativa cv. Nipponbare) was grown. It grew.')).toEqual([
      'Rice (Oryza sativa cv. Nipponbare) was grown.',
      'It grew.',
    ]);
    expect(
      splitSentences(
        'the strain is xanthomonas oryzae pv. oryzae kacc 10331. it grew.',
        'en',
        true,
      ),
    ).toEqual(['the strain is xanthomonas oryzae pv. oryzae kacc 10331.', 'it grew.']);
    for (const pathovar of [
      'tomato',
      'glycines',
      'lachrymans',
      'actinidifoliorum',
      'mors-prunorum',
    ])
      expect(
        splitSentences(`we used pseudomonas syringae pv. ${pathovar} strains.`, 'en', true),
      ).toHaveLength(1);
    // In medicine "pv" is a vein: the stop before a word that is no pathovar ends the sentence.
    expect(
      splitSentences('thrombosis was found in the pv. hepatic artery flow was normal.', 'en', true),
    ).toHaveLength(2);
    // The mark is read as written, in lower case: "ACC" (a brain region) ends the sentence.
    expect(splitSentences('Activity rose in the ACC. Twelve patients responded.')).toHaveLength(2);
    expect(splitSentences('The assay had a low cv. Results were stable.')).toHaveLength(2);
    expect(splitSentences('Un tractor de 90 cv. El consumo bajó.', 'es')).toHaveLength(2);
  });

  it.each([
    'Details are at www.Example.org and in the appendix.',
    'The labels are in Fig.The caption says so.',
    'Bacteria such as E.Coli grew in the dish.',
    'The script reads data.Json from the archive.',
  ])('keeps a stop with no space inside a name or after an abbreviation: %s', (text) => {
    expect(splitSentences(text)).toEqual([text]);
  });

  it('keeps a genus or an initial of lower-cased text inside the sentence, not a unit', () => {
    const text =
      'we used e. coli and b. methanolicus cells. j. m. smith et al. found it. ' +
      'the size is n. we stop. cells grew at 37 °c. a single colony was picked after 3 h. ' +
      'subsequently, rna was isolated.';
    expect(splitSentences(text, 'en', true)).toEqual([
      'we used e. coli and b. methanolicus cells.',
      'j. m. smith et al. found it.',
      'the size is n.',
      'we stop.',
      'cells grew at 37 °c.',
      'a single colony was picked after 3 h.',
      'subsequently, rna was isolated.',
    ]);
    // A cultivar's or an accession's mark goes on, unless a word that is never a name follows.
    expect(
      splitSentences('the catalyst was characterised by cv. the peaks shifted.', 'en', true),
    ).toHaveLength(2);
    expect(
      splitSentences(
        'mapping parents were g. hirsutum cv. tm-1 and acc. 3-79. we stop.',
        'en',
        true,
      ),
    ).toEqual(['mapping parents were g. hirsutum cv. tm-1 and acc. 3-79.', 'we stop.']);
    // An English word after the letter ends the sentence; other languages keep their stops.
    expect(
      splitSentences('we gave vitamin d. patients with low levels fell.', 'en', true),
    ).toHaveLength(2);
    expect(
      splitSentences('la valeur moyenne est x. les résultats montrent une baisse.', 'fr', true),
    ).toHaveLength(2);
  });

  it('returns trimmed sentences with inner whitespace collapsed', () => {
    expect(splitSentences('  One   sentence\nhere.  Two.')).toEqual(['One sentence here.', 'Two.']);
  });

  it('survives a megabyte without punctuation (no catastrophic backtracking)', () => {
    expect(splitSentences('word '.repeat(200_000))).toHaveLength(1);
  });
});

describe('restartsInLowerCase', () => {
  it('finds a lower-case run after the stop of a plain word', () => {
    expect(
      restartsInLowerCase('It is generated for that sequence. can compare it with more.'),
    ).toBe(true);
  });

  it.each([
    'Cells, e.g. the stem cells, grow.',
    'As Smith et al. showed, it grows.',
    'The species C. kaesleri sp. nov. and its kin differ.',
    'C. kaesleri gen. et sp. nov. is new, incl. its kin.',
    'Sequences were mapped. miRNAs were counted.',
    'It was proved later. von Neumann proved it first.',
    'It grows approx. three times faster.',
    'It grows. Then it stops.',
  ])('leaves an abbreviation or a real sentence end: %s', (text) => {
    expect(restartsInLowerCase(text)).toBe(false);
  });
});

describe('countWords', () => {
  it('is the product rule of contracts (one implementation, tested there against LibreOffice)', () => {
    expect(countWords).toBe(contractsCountWords);
  });
});

describe('splitParagraphs and isLowercased', () => {
  it('splits on blank lines only', () => {
    expect(splitParagraphs('a b\nc\n\n  \nd')).toEqual(['a b c', 'd']);
  });

  it.each([
    ['the model works well on all the data sets we tried in this study .'.repeat(3), true],
    ['The Model works well on All data sets we tried in This study.'.repeat(3), false],
  ])('isLowercased(%s)', (text, expected) => {
    expect(isLowercased(text)).toBe(expected);
  });
});

/** Han characters from a fixed linear congruential sequence (deterministic). */
function hanNoise(length: number): string {
  let seed = 11;
  let text = '';
  for (let i = 0; i < length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    text += String.fromCharCode(0x4e00 + (seed % 3_000));
  }
  return text;
}

const wholeSegments = (text: string, language: string) =>
  Array.from(new Intl.Segmenter(language, { granularity: 'word' }).segment(text), (s) => ({
    segment: s.segment,
    index: s.index,
    isWordLike: !!s.isWordLike,
  }));

// Regression: Node 20's Intl.Segmenter copies its input per segment, so countWords on 190,000 CJK
// characters took 53 s. The text now goes to the segmenter in pieces, with the same segments.
describe('segmentWords: long text in pieces, the same segments as the whole-string segmenter', () => {
  it.each([
    ['random Han, no punctuation', hanNoise(12_000), 'zh'],
    ['Han with full stops and Latin', `${hanNoise(3_000)}。AI模型 2024 ${hanNoise(5_000)}`, 'zh'],
    ['kana and kanji, no spaces', 'しかし本研究では新しい手法を提案する'.repeat(500), 'ja'],
    ['English prose', 'The model, e.g. x.y, reads 3.5 notes  and stops. '.repeat(400), 'en'],
    ['English prose without spaces', "Themodel'sU.S.notes3,500.5reads".repeat(300), 'en'],
  ])('%s', (_, text, language) => {
    expect(text.length).toBeGreaterThan(4_000);
    expect(segmentWords(text, language)).toEqual(wholeSegments(text, language));
  });

  it('segments 190,000 CJK characters', () => {
    expect(segmentWords('研究'.repeat(95_000), 'zh').filter((s) => s.isWordLike)).toHaveLength(
      95_000,
    );
  });
});

describe('sentenceSpans', () => {
  it('skips exactly the characters /\\s/u matches', () => {
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      if (WHITESPACE.has(char) !== /\s/u.test(char)) expect(code.toString(16)).toBe('same');
    }
    expect(WHITESPACE.size).toBe(25);
  });

  it('maps sentences back to offsets across line breaks and doubled spaces', () => {
    const text = '  First  one\nwraps here. Second one.';
    expect(sentenceSpans(text, 'en').map((s) => text.slice(s.start, s.end))).toEqual([
      'First  one\nwraps here.',
      'Second one.',
    ]);
  });
});

describe('joinSentences', () => {
  it('runs Chinese and Japanese sentences together, other scripts apart', () => {
    expect(joinSentences(['我们提出一种方法。', '结果很好。'], 'zh')).toBe(
      '我们提出一种方法。结果很好。',
    );
    expect(joinSentences(['p < 0.05.', '3.5% 一'], 'zh')).toBe('p < 0.05. 3.5% 一');
    expect(joinSentences(['We tag tweets.', 'It works.'], 'en')).toBe('We tag tweets. It works.');
  });

  it('regression: a Chinese abstract does not glue two figures into a number the paper lacks', () => {
    const result = generateAbstract({
      ...ENGLISH_REQUEST,
      research_content: 'p < 0.05 . 3.5% 一 ا',
      include_citations: false,
    });
    expect(result.ok && result.output.abstract).toBe('p < 0.05. 3.5% 一 ا');
    expect(result.ok && result.output.analysis.unsupported_numbers).toEqual([]);
  });
});
