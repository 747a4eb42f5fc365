import { describe, expect, it } from 'vitest';
import * as engine from './index.ts';

describe('public exports', () => {
  it('exports exactly the documented API', () => {
    expect(Object.keys(engine).sort()).toEqual([
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
      'findDanglingReferences',
      'findEvidence',
      'findMarkup',
      'findUnsupportedNumbers',
      'generateAbstract',
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
