import { describe, expect, it } from 'vitest';
import { PAPERS } from './fixtures/languages.ts';
import { ENGLISH_REQUEST } from './fixtures/request.ts';
import { countWords, findReaderProblems, generateAbstract, splitSentences } from './index.ts';
import type { Language } from '@abstractly/contracts/options';
import { NOTES_HEADING } from '@abstractly/contracts/text-patterns';
import type { EngineRequest } from './types.ts';

const base = ENGLISH_REQUEST;

/** A long synthetic paper (varied sentences, deterministic) for word-target tests. */
function longPaper(sentences: number): string {
  const subjects = [
    'The sparse model',
    'Our encoder',
    'The baseline',
    'A global memory',
    'The tokenizer',
    'Each window',
  ];
  const verbs = ['reduces', 'improves', 'changes', 'stabilises', 'predicts', 'limits'];
  const objects = [
    'the error on long notes',
    'memory use per token',
    'coding accuracy',
    'training time',
    'recall of rare codes',
    'the variance between hospitals',
  ];
  const tails = [
    'in every fold',
    'for notes over ten pages',
    'after pre-training',
    'with a small learning rate',
    'in both hospitals',
    'when abbreviations are frequent',
  ];
  const out: string[] = [];
  for (let i = 0; i < sentences; i++) {
    out.push(
      `${subjects[i % 6]} ${verbs[(i * 5) % 6]} ${objects[(i * 7) % 6]} ${tails[(i * 11) % 6]} in setting ${i + 1}.`,
    );
    if (i % 5 === 4) out.push('\n\n');
  }
  return out.join(' ');
}

function run(request: Partial<EngineRequest>) {
  const result = generateAbstract({ ...base, ...request });
  if (!result.ok) throw new Error(result.message);
  return result.output;
}

describe('generateAbstract: word targets', () => {
  it.each([150, 250, 500])(
    'fits all four versions within ±10%% of their targets (standard %i)',
    (target) => {
      const output = run({ research_content: longPaper(200), word_count_target: target });
      const goals = {
        standard: target,
        concise: target * 0.5,
        detailed: target * 1.5,
        technical: target,
      };
      const texts = { standard: output.abstract, ...output.alternative_versions };
      for (const [version, goal] of Object.entries(goals)) {
        const words = countWords(texts[version as keyof typeof texts]);
        expect(Math.abs(words - goal)).toBeLessThanOrEqual(goal * 0.1);
      }
      expect(output.word_count).toBe(countWords(output.abstract));
      expect(output.analysis.effective_word_target).toBe(target);
    },
  );

  it('says so when the source is too short for the target', () => {
    const output = run({ word_count_target: 1000 });
    // A paper shorter than the window itself: the source, not its usable part, is what falls short.
    expect(output.analysis.warnings.join(' ')).toMatch(
      /The source text is too short for the standard version's 1000-word target: it has \d+ words \(the usable sentences hold \d+\)/,
    );
  });

  it('regression: a sentence leaning on one it cannot use comes only repaired, as the last resort of a window, and the warning says what the paper lacks', () => {
    const landscapes = [
      'river',
      'forest',
      'glacier',
      'desert',
      'lagoon',
      'prairie',
      'canyon',
      'reef',
    ];
    const body = [
      'Water budgets of landscapes are poorly known.',
      'We report a survey of fluxes across eight landscapes.',
      ...landscapes.flatMap((l) => [
        `We measured the ${l} flux with @xmath0 sensors across twelve sites during two seasons.`,
        `In such cases, the ${l} flux rose steadily in every site we sampled, with larger rises in the dry season.`,
      ]),
      'The fluxes rose in all landscapes, which suggests a shared driver.',
    ].join(' ');
    const output = run({ research_content: body, word_count_target: 150 });
    for (const text of [output.abstract, ...Object.values(output.alternative_versions)])
      expect(text).not.toMatch(/such cases/);
    // "The river flux" was measured in a sentence with a placeholder: only to fill the window.
    expect(countWords(output.abstract)).toBeGreaterThanOrEqual(135);
    expect(countWords(output.alternative_versions.detailed)).toBeGreaterThanOrEqual(
      countWords(output.abstract),
    );
    expect(output.analysis.warnings.join(' ')).toMatch(
      /usable text is too short for the detailed version's 225-word target: of the paper's \d+ words, the sentences an abstract can use hold \d+ \(the others are formulas, .*\), and the detailed version has \d+\./,
    );
  });

  it('says when the sentences that would fill a window lean on ones it cannot use', () => {
    const sites = ['river', 'forest', 'glacier', 'desert', 'lagoon', 'prairie', 'canyon', 'reef'];
    const body = [
      'Water budgets of landscapes are poorly known.',
      'We report a survey of fluxes across eight landscapes.',
      ...sites.flatMap((site) => [
        `We measured the ${site} flux with @xmath0 sensors across twelve sites during two seasons.`,
        `Over the two seasons it rose steadily at every ${site} site we sampled, most in the dry season.`,
      ]),
      'The fluxes rose in all landscapes, which suggests a shared driver.',
    ].join(' ');
    const output = run({ research_content: body, word_count_target: 150 });
    // "it" has nothing to stand for without the sentence before, which has a placeholder.
    expect(output.abstract).not.toMatch(/it rose/);
    expect(output.analysis.warnings.join(' ')).toMatch(
      /usable text is too short for the standard version's 150-word target once every sentence stands with what it leans on: the usable sentences hold \d+ words, but the rest of them lean on sentences that are not usable/,
    );
  });

  it('lets a venue cap the target and names the rule', () => {
    const output = run({
      research_content: longPaper(200),
      word_count_target: 500,
      optimize_for_journal: 'nature',
    });
    expect(output.analysis.effective_word_target).toBe(150);
    expect(output.analysis.warnings.join(' ')).toMatch(/Nature limits abstracts to 150 words/);
    expect(Math.abs(output.word_count - 150)).toBeLessThanOrEqual(15);
  });

  it.each(['nature', 'science', 'ieee', 'ama'] as const)(
    "regression: %s's word limit caps every version, the detailed one too",
    (venue) => {
      const output = run({
        research_content: longPaper(200),
        word_count_target: 1000,
        optimize_for_journal: venue,
        abstract_style: 'structured',
      });
      const cap = output.analysis.effective_word_target;
      expect(output.analysis.version_targets?.detailed).toBe(cap);
      for (const words of Object.values(output.analysis.version_word_counts)) {
        expect(words).toBeLessThanOrEqual(cap);
      }
    },
  );
});

describe('generateAbstract: faithful to the source', () => {
  it('never states a number that is not in the source, and is deterministic', () => {
    const output = run({});
    expect(output.analysis.unsupported_numbers).toEqual([]);
    expect(generateAbstract(base)).toEqual(generateAbstract(base));
  });

  it('builds every sentence from a source sentence, its words in their order there', () => {
    const output = run({ creativity_level: 0 });
    const words = (text: string) => text.toLowerCase().match(/[\p{L}\d.%,]+/gu) ?? [];
    const sources = splitSentences(base.research_content).map(words);
    // Each sentence is its source sentence with words deleted ("are therefore often missed" →
    // "are often missed"), never with words added or moved.
    const within = (ours: string[], source: string[]) => {
      let at = 0;
      for (const word of ours) {
        at = source.indexOf(word, at) + 1;
        if (at === 0) return false;
      }
      return true;
    };
    for (const sentence of splitSentences(output.abstract))
      expect(sources.some((source) => within(words(sentence), source))).toBe(true);
    expect(output.abstract).toMatch(/are often missed\./);
  });

  it('gives at most one sentence of earlier work: a sentence citing others is background', () => {
    const earlier = [
      'Long clinical notes were first modelled with hierarchical encoders [3].',
      'Truncated encoders lose findings at the end of a note [4].',
      'Sparse attention has cut the cost of long documents in other domains [5].',
      'Memory slots were later added to such encoders for long inputs [6].',
    ];
    const text = base.research_content.replace(
      'Introduction\n\n',
      `Introduction\n\n${earlier.join(' ')} `,
    );
    const output = run({
      research_content: text,
      word_count_target: 100,
      include_citations: false,
    });
    const taken = earlier.filter((s) => output.abstract.includes(s.replace(/ \[\d\]\.$/u, '.')));
    expect(taken).toHaveLength(1);
    expect(output.abstract).toMatch(/We propose a sparse attention model/);
  });

  it('removes citation markers when citations are off or the venue forbids them', () => {
    const cited = PAPERS.en!.body.replace('at a modest cost.', 'at a modest cost [12].').replace(
      'two hospitals.',
      'two hospitals (Smith et al., 2020).',
    );
    expect(run({ research_content: cited, include_citations: false }).abstract).not.toMatch(
      /\[12\]|et al\./,
    );
    const venue = run({
      research_content: cited,
      include_citations: true,
      optimize_for_journal: 'ieee',
    });
    expect(venue.abstract).not.toMatch(/\[12\]|et al\./);
    expect(venue.analysis.warnings.join(' ')).toMatch(/IEEE does not allow citations/);
  });

  it('drops figure references and repairs dangling openers', () => {
    const text = `${PAPERS.en!.body}\n\nHowever, the model was slow on very short notes (Fig. 3). This is shown in Table 2 for all notes.`;
    const output = run({ research_content: text, word_count_target: 250 });
    expect(output.abstract).not.toMatch(/Fig\. 3|Table 2|^However/);
  });
});

describe('generateAbstract: what the importer adds after the body', () => {
  // Written to outrank the paper's own sentences: its key terms, its result and its numbers.
  const notes = [
    '1 The sparse attention model reached an accuracy of 87.4% on diagnosis coding of whole clinical notes.',
    '2 Sparse attention reads whole clinical notes from two hospitals at a modest cost, as the results show.',
  ];
  const imported = [
    PAPERS.en!.body,
    'Table 1: The sparse model reached an accuracy of 87.4% on diagnosis coding in two hospitals.',
    NOTES_HEADING,
    ...notes,
  ].join('\n\n');

  it.each([150, 250])('never quotes a note or a caption (%i words)', (target) => {
    const output = run({ research_content: imported, word_count_target: target });
    const texts = [output.abstract, ...Object.values(output.alternative_versions)];
    for (const text of texts) {
      expect(text).not.toMatch(/as the results show|Table 1/);
      for (const note of notes) expect(text).not.toContain(note.slice(2, 40));
    }
  });
});

describe('generateAbstract: a LaTeX paper with inline math', () => {
  const body = String.raw`\section{Introduction}
Granular gases lose energy in every collision, which makes their relaxation unlike that of molecular gases. The temperature $T$ of a freely cooling granular gas decays as a power law at late times. We propose a kinetic model in which the restitution coefficient $e$ depends on the impact velocity. The model predicts a crossover between two cooling regimes at a time set by the material. For every $n \geq 2$ the moments satisfy $M_n \propto t^{-n}$ in the late regime.

\section{Methods}
We simulate the gas with an event-driven molecular dynamics code in a periodic box. Each run follows the cooling of ten thousand particles over six decades in time. The velocity distribution is recorded at logarithmically spaced times and compared with the model.

\section{Results}
The simulated temperature follows the predicted crossover in all runs. The crossover time $t_c$ grows linearly with the inverse of the impact velocity threshold. Dense gases cool faster than dilute ones because collisions are more frequent.

\section{Conclusion}
A velocity-dependent restitution coefficient explains the two cooling regimes of granular gases.`;

  it('takes a sentence whose symbol only labels a noun, without the symbol, and leaves math out', () => {
    const output = run({ research_content: body, word_count_target: 150 });
    const sentences = splitSentences(output.abstract, 'en');
    expect(sentences).toContain(
      'The crossover time grows linearly with the inverse of the impact velocity threshold.',
    );
    expect(sentences).toContain(
      'We propose a kinetic model in which the restitution coefficient depends on the impact velocity.',
    );
    expect(output.abstract).not.toMatch(/\$|@xmath|\\|For every/u);
  });
});

describe('generateAbstract: a caption without its label', () => {
  // A figure's caption the converter left as a paragraph of its own: a noun phrase whose only
  // verbs stand in its relative clauses, written with the paper's key terms to outrank its sentences.
  const caption =
    'Diagnosis codes of whole clinical notes that were predicted by the sparse attention model in two hospitals.';
  const imported = [PAPERS.en!.body, caption].join('\n\n');

  it.each([150, 250])('never quotes it (%i words)', (target) => {
    const output = run({ research_content: imported, word_count_target: target });
    for (const text of [output.abstract, ...Object.values(output.alternative_versions)])
      expect(text).not.toContain('that were predicted by the sparse attention model');
  });
});

describe('generateAbstract: a heading run into lower-cased text', () => {
  // A benchmark corpus lower-cases everything and runs each subsection's heading into its first
  // sentence; here the heading's words come back a few words on.
  const glued =
    'sparse attention on whole notes in two hospitals the sparse model reads whole notes in two hospitals at a modest cost.';
  const lowered = [PAPERS.en!.body.toLowerCase(), glued].join('\n\n');

  it.each([150, 250])('never quotes the glued sentence (%i words)', (target) => {
    const output = run({ research_content: lowered, word_count_target: target });
    for (const text of [output.abstract, ...Object.values(output.alternative_versions)])
      expect(text.toLowerCase()).not.toContain('sparse attention on whole notes');
  });
});

describe('generateAbstract: abbreviations of a lower-cased paper', () => {
  // A benchmark corpus lower-cases everything: "( sam )" is an abbreviation only in capitals.
  const lowered = PAPERS.en!.body.toLowerCase()
    .replace('a sparse attention model that', 'a sparse attention model ( sam ) that')
    .replace('the sparse model reached', 'the sam reached')
    .replace('its memory use', 'the memory use of the sam')
    .replace('notes from two hospitals', 'notes from two english hospitals')
    .replace(
      'errors were concentrated in notes with many abbreviations.',
      'errors were concentrated in notes on escherichia coli, as e. coli notes are short.',
    );

  it('writes them in capitals, spelled out at first use', () => {
    const output = run({ research_content: lowered, word_count_target: 150 });
    expect(output.abstract).toContain('sparse attention model (SAM)');
    expect(output.abstract).toMatch(/\bof the SAM grew\b/u);
    expect(output.abstract).not.toMatch(/\bsam\b/u);
  });

  it('leaves a cased paper’s words as they are', () => {
    const cased = PAPERS.en!.body.replace(
      'We propose a sparse attention model',
      'We propose a bayesian sparse attention model for dna notes',
    );
    const output = run({ research_content: cased, word_count_target: 150 });
    expect(output.abstract).toContain('a bayesian sparse attention model for dna notes');
  });

  it('writes a species with its genus’ capital, and a name with its own', () => {
    const output = run({ research_content: lowered, word_count_target: 150 });
    expect(output.abstract).toContain('Escherichia coli, as E. coli notes');
    expect(output.abstract).toContain('two English hospitals');
  });
});

describe('generateAbstract: styles', () => {
  it('structured: labelled sections in order', () => {
    const output = run({ abstract_style: 'structured' });
    const headings = output.abstract.split('\n\n').map((part) => part.split(':')[0]);
    expect(headings).toEqual(['Background', 'Methods', 'Results', 'Conclusions']);
    expect(output.structure_check).toMatchObject({
      has_background: true,
      has_methods: true,
      has_results: true,
      has_conclusions: true,
    });
  });

  it('structured for AMA: the venue headings', () => {
    const output = run({ abstract_style: 'structured', optimize_for_journal: 'ama' });
    expect(output.abstract).toMatch(/^Importance: /);
    expect(output.abstract).toMatch(/\n\nConclusions and Relevance: /);
  });

  it('the venue form wins over the style: AMA always has headings, Nature never', () => {
    const ama = run({ abstract_style: 'narrative', optimize_for_journal: 'ama' });
    expect(ama.abstract).toMatch(/^Importance: /);
    expect(ama.analysis.warnings).toContain(
      'AMA asks for a structured abstract, so the structured style was used instead of the narrative one.',
    );
    for (const journal of ['nature', 'plos-one', 'ieee'] as const) {
      const output = run({ abstract_style: 'structured', optimize_for_journal: journal });
      expect(output.abstract).not.toMatch(/^[\p{L} ,/]+: /mu);
      expect(output.abstract).not.toContain('\n\n');
      expect(output.analysis.warnings.join('\n')).toMatch(
        /asks for one paragraph without headings, so the structured style's headings were not used/,
      );
    }
  });

  it('structured for Springer: its Purpose / Methods / Results / Conclusions', () => {
    const output = run({ abstract_style: 'structured', optimize_for_journal: 'springer' });
    const headings = output.abstract.split('\n\n').map((part) => part.split(':')[0]);
    expect(headings).toEqual(['Purpose', 'Methods', 'Results', 'Conclusions']);
    // Optional there: another style stays one paragraph, with no warning about headings.
    const narrative = run({ abstract_style: 'narrative', optimize_for_journal: 'springer' });
    expect(narrative.abstract).not.toContain('\n\n');
    expect(narrative.analysis.warnings.join('\n')).not.toMatch(/structured/);
  });

  it('descriptive: what the work covers, no results', () => {
    // The fixture with more about what was done, so that the 150 words need no finding.
    const body = PAPERS.en!.body.replace(
      'We compared the model with a truncated baseline and with a hierarchical encoder.',
      `$&

Annotators assigned diagnosis codes to every note following the hospital's coding manual. Notes were
written by physicians, nurses and pharmacists, and their length ranged from one page to forty pages.
The model was trained for ten epochs on a single graphics card, with the learning rate decayed after
each epoch. We describe the annotation guidelines, the training schedule and the evaluation protocol
in detail, so that other hospitals can repeat the study on their own records.`,
    );
    const output = run({
      abstract_style: 'descriptive',
      word_count_target: 150,
      research_content: body,
    });
    // No finding: neither the accuracy figures nor the comparison of results.
    expect(output.abstract).not.toMatch(/%|reached an accuracy|grew linearly/);
    // What was done may keep its numbers: the size of the collection is part of the work.
    expect(output.abstract).toMatch(/We collected 1,200 discharge notes/);
    expect(output.analysis.warnings.join(' ')).not.toMatch(/descriptive/);
  });

  it('descriptive: fills a target the paper cannot meet without findings, and says so', () => {
    const output = run({ abstract_style: 'descriptive', word_count_target: 150 });
    // The whole fixture holds about 150 words: the findings are needed to come within 20% of the
    // target.
    expect(countWords(output.abstract)).toBeGreaterThanOrEqual(0.8 * 150);
    expect(output.abstract).toMatch(/reached an accuracy/);
    expect(output.analysis.warnings.join(' ')).toMatch(
      /too few sentences that describe the work without reporting findings for a 150-word descriptive abstract/,
    );
  });

  it('critical: includes an evaluation or limitation of the work', () => {
    const output = run({ abstract_style: 'critical', word_count_target: 150 });
    expect(output.abstract).toMatch(/Future work|Errors were/);
  });

  it('honours "no first person" from the custom instructions', () => {
    const output = run({ custom_instructions: 'Please write it with no first person.' });
    expect(output.abstract).not.toMatch(/\b(we|We|our|Our)\b/);
    expect(output.analysis.warnings.join(' ')).toMatch(/no first person/);
  });

  it('a structured abstract keeps its paragraphs under "no first person"', () => {
    const output = run({
      abstract_style: 'structured',
      custom_instructions: 'Please write it with no first person.',
    });
    expect(output.abstract).not.toMatch(/\b(we|We|our|Our)\b/);
    const paragraphs = output.abstract.split('\n\n');
    expect(paragraphs.length).toBeGreaterThan(1);
    for (const paragraph of paragraphs) expect(paragraph).toMatch(/^[A-Z][a-z]+: \S/);
  });

  it('edited sentences keep their evidence: one entry a chosen sentence, at its place', () => {
    const plain = run({});
    const edited = run({ custom_instructions: 'Please write it with no first person.' });
    expect(edited.abstract).not.toBe(plain.abstract);
    expect(edited.evidence).toHaveLength(plain.evidence!.length);
    for (const [k, entry] of edited.evidence!.entries()) {
      const sentence = edited.abstract.slice(entry.start, entry.end);
      expect(sentence).toMatch(/^\S.*[.!?]$/u);
      // The same passage, its score lower: "This study" is not the paper's wording.
      const [source, before] = [entry.sources[0]!, plain.evidence![k]!.sources[0]!];
      expect([source.start, source.end]).toEqual([before.start, before.end]);
    }
  });
});

describe('generateAbstract: languages', () => {
  it.each(Object.keys(PAPERS))(
    '%s: answers in the source language, counted as word processors count',
    (language) => {
      const paper = PAPERS[language]!;
      const output = run({
        research_title: paper.title,
        research_content: paper.body,
        language: language as Language,
        word_count_target: 150,
      });
      expect(output.analysis.detected_language).toBe(language);
      // The product's rule (contracts, checked against LibreOffice): each CJK character is a word.
      expect(output.word_count).toBe(countWords(output.abstract));
      if (language === 'zh' || language === 'ja')
        expect(output.word_count).toBeGreaterThan(
          output.abstract.replace(/[\s\p{P}]/gu, '').length / 2,
        );
      expect(output.abstract.length).toBeGreaterThan(0);
      expect(output.keywords.length).toBeGreaterThanOrEqual(3);
      expect(output.readability_score).toBeGreaterThanOrEqual(0);
      expect(output.readability_score).toBeLessThanOrEqual(100);
      expect(output.analysis.unsupported_numbers).toEqual([]);
      expect(output.analysis.warnings.join(' ')).not.toMatch(/translation/);
    },
  );

  it('warns that translation needs an AI provider when another language is asked', () => {
    const output = run({ research_content: PAPERS.de!.body, language: 'en' });
    expect(output.analysis.detected_language).toBe('de');
    expect(output.analysis.warnings.join(' ')).toMatch(
      /German.*translation to English needs an AI provider/,
    );
  });
});

describe('generateAbstract: failures', () => {
  it.each(['', '   \n\n  '])('returns a typed failure for blank input %j', (content) => {
    expect(generateAbstract({ ...base, research_content: content })).toMatchObject({
      ok: false,
      reason: 'empty-input',
    });
  });

  it.each(['. . . . .', '!!! ??? ...', '[ ] ( ) ; ;'])(
    'returns a typed failure when no sentence has a word: %j',
    (content) => {
      expect(generateAbstract({ ...base, research_content: content })).toMatchObject({
        ok: false,
        reason: 'no-sentences',
      });
    },
  );

  it('still answers for text without punctuation, with a warning', () => {
    const output = run({ research_content: 'lorem ipsum dolor '.repeat(200) });
    expect(Math.abs(output.word_count - 150)).toBeLessThanOrEqual(15);
    expect(output.analysis.warnings.join(' ')).toMatch(/no complete sentences/);
  });

  // Regression: 100,000 CJK characters without punctuation took 19 s (Intl.Segmenter over one
  // long string) and then failed, because the fallback cut pieces at whitespace, which CJK lacks.
  it.each([
    ['Chinese', '研究方法'.repeat(25_000), 'zh' as const],
    ['Japanese', '新しい手法を提案する'.repeat(10_000), 'ja' as const],
  ])(
    'answers for 100,000 %s characters without punctuation, cut from its words',
    (_, text, lang) => {
      const output = run({ research_content: text, language: lang });
      expect(Math.abs(output.word_count - 150)).toBeLessThanOrEqual(15);
      expect(text.startsWith(output.abstract)).toBe(true);
      expect(output.analysis.detected_language).toBe(lang);
      expect(output.analysis.warnings.join(' ')).toMatch(/no complete sentences/);
    },
    // What this pins is the answer; the time is the bench's to measure (its CJK rows). A busy
    // machine can take several seconds over 100,000 characters, so the limit is generous.
    30_000,
  );
});

// Regression (reader panel, issue 34): the engine's abstracts leaned on sentences they left out,
// pointed into the paper, kept glued words and stated no finding.
describe('generateAbstract: an abstract a reader would submit', () => {
  const paper = [
    'Introduction',
    'Tagging tweets is hard because tweets are short, noisy and full of new words. Existing taggers trained on newswire lose about a third of their accuracy on tweets. To address this problem, we propose a tagger that learns word clusters from unlabelled tweets. In thispaper we describe the tagger, its training data and its evaluation on three test sets.',
    'Data',
    'This paper uses three test sets of tweets annotated by hand with part-of-speech tags. The first test set holds 500 tweets from 2012. The second and third sets hold 1,000 tweets each, sampled from the same stream in later years. Annotators agreed on 93% of the tags.',
    'Methods',
    'The clusters were learned from 56 million unlabelled tweets collected over one year. As shown above, the clustering runs in linear time in the number of tweets. These clusters are then used as features of a conditional random field. The learning rate was set to 0.01 for all runs. Table 2 lists the features per token. Besides the clusters, the tagger uses word shapes, prefixes and suffixes as features. The same features serve all three test sets, so no set was tuned on.',
    'Results',
    'The tagger reaches 92.1% accuracy on tweets, against 85.3% for the best newswire tagger. This improvement holds on all three test sets, for rare and frequent words alike. Gains are largest for slang and misspelled words, where clusters group variants of one word.',
    'Discussion',
    'The remaining errors concern proper nouns and words that change class with context. A larger sample of unlabelled tweets from more years would likely cover more of the new words. The tagger described in this paper is fast enough to tag a day of tweets on one machine.',
    'Conclusion',
    'Word clusters learned from unlabelled tweets make tagging tweets nearly as accurate as tagging news. We have described a tagger for tweets built on word clusters learned without labels.',
  ].join('\n\n');

  it.each(['narrative', 'informative', 'critical', 'structured'] as const)(
    '%s: every sentence stands on its own and a finding is stated',
    (style) => {
      const output = run({
        research_content: paper,
        word_count_target: 150,
        abstract_style: style,
      });
      const texts = [output.abstract, ...Object.values(output.alternative_versions)];
      for (const text of texts) {
        expect(text).not.toMatch(/As shown above|Table 2|thispaper|These clusters are then/u);
        expect(text).toMatch(/92\.1%|nearly as accurate/u);
      }
      // The check finds nothing a reader stops at in the standard version.
      const reader = findReaderProblems(output.abstract, paper, 'en', style).map((f) => f.kind);
      expect(reader).toEqual([]);
    },
  );
});
