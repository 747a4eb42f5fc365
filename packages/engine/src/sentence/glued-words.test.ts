import { describe, expect, it } from 'vitest';
import { buildVocabulary, joinSplit, mendCompounds, mendWords, splitGlued } from './glued-words.ts';

const paper = buildVocabulary([
  'In this paper we present a statistical parser. In this paper the parser is a Pitman-Yor model.',
  'The Pitman-Yor process and the statistical tagger share a database of another kind.',
  'Our database holds another set of statistical trees.',
]);

describe('glued and broken words, mended by the paper', () => {
  it.each([
    ['thispaper', 'this paper'],
    ['PitmanYor', 'Pitman-Yor'],
    ['ofstatistical', 'of statistical'],
    ['ofthe', 'of the'],
    ['Inthe', 'In the'],
    ['asour', 'as our'],
    ['Ofits', 'Of its'],
  ])('splits %s', (word, split) => {
    expect(splitGlued(word, paper)).toBe(split);
  });

  it('splits a function word run into a name the paper uses on its own', () => {
    const lexicon = buildVocabulary([
      'We use WordNet. WordNet glosses help. WordNet is a lexicon.',
    ]);
    expect(splitGlued('allWordNet', lexicon)).toBe('all WordNet');
    // Used twice only, as often as a join may be: left alone.
    expect(splitGlued('ofPitman', paper)).toBeUndefined();
    // Words that only look like a preposition before a possessive.
    expect(splitGlued('detour', paper)).toBeUndefined();
    expect(splitGlued('inits', paper)).toBeUndefined();
  });

  it('splits a long word the paper uses once into two words it uses on their own', () => {
    const segmenter = buildVocabulary([
      'A character model and a word model. Each character is based on its word. The model is based on characters.',
      'One character in a word; the character n-gram is based on counts. Wavelength: one wave has one length.',
      'The wave length of a wave is its length. Labels were labeled manually, and manually checked, and manually labeled.',
    ]);
    expect(splitGlued('characterbased', segmenter)).toBe('character-based');
    expect(splitGlued('manuallylabeled', segmenter)).toBe('manually labeled');
    // A closed compound stays whole, and so does a language that writes compounds closed.
    expect(splitGlued('wavelength', segmenter)).toBeUndefined();
    expect(splitGlued('characterbased', segmenter, 'de')).toBeUndefined();
    // Under ten letters: no pair of the paper's words is read in it.
    expect(splitGlued('modelword', segmenter)).toBeUndefined();
    // A capital inside a word makes it a name.
    expect(splitGlued('CharacterBased', segmenter)).toBeUndefined();
  });

  it('puts back the hyphen of a compound adjective however often the paper glues it', () => {
    const glued = buildVocabulary([
      'Each document has a label. The documentlevel model reads the document. A documentlevel score.',
      'Medication errors were counted per medication; medicationrelated harm and deaths fell.',
      'The error rate fell; each error counts in errordriven learning. The sieve and its sievebased rules.',
      'The patterns correlated. Stimuli were constrained. The patients were disoriented.',
    ]);
    expect(splitGlued('documentlevel', glued)).toBe('document-level');
    expect(splitGlued('medicationrelated', glued)).toBe('medication-related');
    expect(splitGlued('errordriven', glued)).toBe('error-driven');
    // A head the paper does not use on its own twice, and closed words, stay.
    expect(splitGlued('sievebased', glued)).toBeUndefined();
    // Once alone and once in its plural is twice: "dose" and "doses".
    const plural = buildVocabulary([
      'The dose was low. Two doses were given; doserelated harm fell.',
    ]);
    expect(splitGlued('doserelated', plural)).toBe('dose-related');
    for (const word of ['correlated', 'constrained', 'disoriented', 'untrained', 'pretrained'])
      expect(splitGlued(word, glued)).toBeUndefined();
    expect(splitGlued('documentlevel', glued, 'de')).toBeUndefined();
  });

  it('leaves a word the paper writes whole', () => {
    expect(splitGlued('database', paper)).toBeUndefined();
    // A name with a small letter in front is no function word glued to a name.
    expect(splitGlued('iPhone', paper)).toBeUndefined();
    expect(splitGlued('theTagger', paper)).toBeUndefined();
    expect(splitGlued('another', paper)).toBeUndefined();
  });

  it('joins a word broken in two, but not two words', () => {
    expect(joinSplit('statisti', 'cal', paper)).toBe('statistical');
    expect(joinSplit('the', 'parser', paper)).toBeUndefined();
  });

  it('joins a word whose first piece is a short word of its own, and splits a function word off its end', () => {
    const phrases = buildVocabulary([
      'The inventory of phrases is small. We keep the inventory in memory and the phrases in a table.',
      'In the inventory, systems rank phrases; systems of this kind in general use two systems.',
    ]);
    expect(joinSplit('in', 'ventory', phrases)).toBe('inventory');
    expect(joinSplit('in', 'memory', phrases)).toBeUndefined();
    expect(splitGlued('systemsthat', phrases)).toBe('systems that');
    expect(splitGlued('tablethat', phrases)).toBeUndefined();
  });

  it('joins an ending that is never a word of its own, however often the paper broke it off', () => {
    // The converter broke "-ing" off throughout: the piece outnumbers the whole word.
    const broken = buildVocabulary([
      'We report results us ing the system. The result ing system is fast. Train ing ing ing uses using.',
    ]);
    expect(joinSplit('us', 'ing', broken)).toBe('using');
    expect(joinSplit('implementa', 'tion', broken)).toBe('implementation');
    expect(joinSplit('the', 'system', broken)).toBeUndefined();
    expect(mendWords('The result ing system is used to report results us ing data.', broken)).toBe(
      'The resulting system is used to report results using data.',
    );
  });

  it('joins two pieces the paper never writes apart when it writes their stem with another ending', () => {
    const stems = buildVocabulary([
      'We label tweets. The labels are noisy, and the labels cost money.',
      'To reduce the la beling effort we use emoticons. Small sets give high sample quality.',
      'The bar stands under standard load; we understand the understanding of it.',
    ]);
    expect(joinSplit('la', 'beling', stems)).toBe('labeling');
    // A stem written once, a piece the paper uses alone, or an ending no word takes: two words.
    expect(joinSplit('under', 'standard', stems)).toBeUndefined();
    expect(joinSplit('high', 'sample', stems)).toBeUndefined();
    const alone = buildVocabulary([
      'We label tweets. The labels are noisy, and the labels cost money. La paz is far.',
      'To reduce the la beling effort we use emoticons.',
    ]);
    expect(joinSplit('la', 'beling', alone)).toBeUndefined();
    expect(mendWords('To reduce the la beling effort we use emoticons.', stems)).toBe(
      'To reduce the labeling effort we use emoticons.',
    );
  });

  it('takes out a page number a converter dropped inside a word the paper writes whole', () => {
    const paper = buildVocabulary([
      'The lexicon was created by hand. Both sets were cre 12 ated from one corpus.',
      'Table 2 lists the 3 sets of 5 words.',
    ]);
    expect(mendWords('Both sets were cre 12 ated from one corpus.', paper)).toBe(
      'Both sets were created from one corpus.',
    );
    // Pieces that are words of the paper, or a whole the paper never writes: the number stays.
    expect(mendWords('Table 2 lists the 3 sets of 5 words.', paper)).toBe(
      'Table 2 lists the 3 sets of 5 words.',
    );
    expect(mendWords('The set 4 ups were slow.', paper)).toBe('The set 4 ups were slow.');
    // Pieces the paper uses on their own, and a whole too short to tell a word from a coincidence.
    const words = buildVocabulary([
      'The data base and the data base again. A database. Tiny ants; the an 3 ts.',
    ]);
    expect(mendWords('The data 7 base was large.', words)).toBe('The data 7 base was large.');
    expect(mendWords('We saw the an 3 ts.', words)).toBe('We saw the an 3 ts.');
    // "an 2 other" stays apart, though the paper writes "another": "an" is a word of its own.
    const another = buildVocabulary(['We saw another one. It is an apple and an egg. An 2 other.']);
    expect(mendWords('We saw an 2 other.', another)).toBe('We saw an 2 other.');
  });

  it('joins a word hyphenated at a line end, not a hyphen that joins two words', () => {
    const lines = buildVocabulary(['The training set and the alignment model.']);
    expect(mendWords('The train- ing procedure and the word align- ments.', lines)).toBe(
      'The training procedure and the word alignments.',
    );
    expect(mendWords('Both first- and second-order models.', lines)).toBe(
      'Both first- and second-order models.',
    );
  });

  it('mends a line break the paper writes nowhere whole by its other words (English)', () => {
    const paper = [
      'Papers con- sidering ma- chine translation use a head- driven parser.',
      'The head of a phrase is formally driven by its complex feature and the level of detail in it.',
      'Levels of TNF- was raised, and the in- formally read complex- feature set grew.',
      'Short- compared with long-term use, a blast- based search and the PRIN- CIPAR parser.',
      'PRINCIPAR is a parser.',
    ];
    const vocabulary = buildVocabulary(paper);
    const mended = paper.map((text) => mendWords(text, vocabulary));
    // A part that is no word of the paper by itself: one word.
    expect(mended[0]).toBe('Papers considering machine translation use a head-driven parser.');
    // A function word on either side stays: a symbol lost ("TNF-α was"), or no way to tell.
    expect(mended[2]).toBe(
      'Levels of TNF- was raised, and the in- formally read complex-feature set grew.',
    );
    // A shared end stays; a compound's tail takes a hyphen; capitals join on the whole word.
    expect(mended[3]).toBe(
      'Short- compared with long-term use, a blast-based search and the PRINCIPAR parser.',
    );
    expect(mendWords('Ein- und Ausgang.', vocabulary, 'de')).toBe('Ein- und Ausgang.');
    // A word of the paper before a piece that is none: a compound ("drug- induced").
    const drug = buildVocabulary(['The drug was given.', 'A drug- induced rash.']);
    expect(mendWords('A drug- induced rash.', drug)).toBe('A drug-induced rash.');
  });

  it('splits a function word glued to a long word the paper uses once, as a compound’s first part too', () => {
    const once = buildVocabulary([
      'The evidence implies a rule because it holds.',
      'Thisimplies nothing; becausewe tried, incorporatingboth helps.',
      'We keep incorporating cues into the text-based model.',
    ]);
    expect(splitGlued('Thisimplies', once)).toBe('This implies');
    expect(splitGlued('becausewe', once)).toBe('because we');
    expect(splitGlued('incorporatingboth', once)).toBe('incorporating both');
    expect(mendWords('We study thetext-based model.', once)).toBe('We study the text-based model.');
    // A word of its own that starts with a function word stays whole.
    expect(splitGlued('theorem', once)).toBeUndefined();
  });

  it('joins a piece that stands nowhere but after a short first piece, when the paper has the word', () => {
    const split = buildVocabulary([
      'Answers are re trieved by rank; we retrieved them twice and retrieved all.',
      'The answers were re trieved again, re use was low and reuse was common in vitro.',
      'Cells grown invitro, and invitro again, in vitro; a symmetric matrix, a symmetric case, asymmetric twice: asymmetric.',
    ]);
    expect(joinSplit('re', 'trieved', split)).toBe('retrieved');
    // A first piece that is a word of its own stays apart, whatever the paper glues.
    expect(joinSplit('in', 'vitro', split)).toBeUndefined();
    expect(joinSplit('a', 'symmetric', split)).toBeUndefined();
  });

  it('mends a sentence as the paper writes it', () => {
    expect(mendWords('In thispaper the statisti cal parser is a PitmanYor model.', paper)).toBe(
      'In this paper the statistical parser is a Pitman-Yor model.',
    );
  });
});

describe('mendCompounds', () => {
  it('mends a sentence as mendWords reads it', () => {
    expect(mendWords('Our tagger reaches state-ofthe-art accuracy.', paper)).toBe(
      'Our tagger reaches state-of-the-art accuracy.',
    );
  });

  it.each([
    ['It reaches state-ofthe-art results.', 'It reaches state-of-the-art results.'],
    ['Partof-speech tags help.', 'Part-of-speech tags help.'],
    ['We tag leftto-right and out-ofdomain.', 'We tag left-to-right and out-of-domain.'],
    [
      'Partof-Speech Tagging and STATE-OFTHE-ART results.',
      'Part-of-Speech Tagging and STATE-OF-THE-ART results.',
    ],
    // A whole compound stays.
    ['It reaches state-of-the-art results.', 'It reaches state-of-the-art results.'],
  ])('%s → %s', (input, output) => {
    expect(mendCompounds(input)).toBe(output);
  });
});
