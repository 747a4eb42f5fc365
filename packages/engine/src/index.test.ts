import { describe, expect, it } from 'vitest';
import * as engine from './index.ts';

describe('public exports', () => {
  it('exports exactly the documented API', () => {
    expect(Object.keys(engine).sort()).toEqual([
      'EXCELLENT_SCORE',
      'FINDING_KINDS',
      'checkAbstract',
      'countWords',
      'detectLanguage',
      'excerpt',
      'findClaimProblems',
      'findDanglingReferences',
      'findEvidence',
      'findMarkup',
      'findUnsupportedNumbers',
      'generateAbstract',
      'paperPassages',
      'scoreAbstract',
      'scoreReadability',
      'splitSentences',
    ]);
  });
});
