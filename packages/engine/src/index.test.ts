import { describe, expect, it } from 'vitest';
import * as engine from './index.ts';

describe('public exports', () => {
  it('exports exactly the documented API', () => {
    expect(Object.keys(engine).sort()).toEqual([
      'COMPANION_CLAIM_KINDS',
      'EXCELLENT_SCORE',
      'FINDING_KINDS',
      'checkAbstract',
      'contentCounts',
      'cosine',
      'countWords',
      'detectLanguage',
      'excerpt',
      'findCitationMarkers',
      'findClaimProblems',
      'findCompanionClaimProblems',
      'findEvidence',
      'findMarkup',
      'findReaderProblems',
      'findUnsupportedNumbers',
      'generateAbstract',
      'joinSentences',
      'paperPassages',
      'rankSentences',
      'readSentences',
      'scoreAbstract',
      'scoreReadability',
      'sentenceSpans',
      'splitParagraphs',
      'splitSentences',
      'stripCitations',
      'termCounts',
    ]);
  });
});
