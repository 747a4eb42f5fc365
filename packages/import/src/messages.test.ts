import { describe, expect, it } from 'vitest';
import { IMPORT_ERRORS, IMPORT_WARNINGS, MAX_IMPORT_BYTES, importedToast } from './messages.ts';

describe('messages', () => {
  it.each([
    [1, 'a.txt', 'Imported 1 word from a.txt.'],
    [1234, 'paper.pdf', 'Imported 1,234 words from paper.pdf.'],
  ])('importedToast(%i, %j)', (words, name, expected) => {
    expect(importedToast(words, name)).toBe(expected);
  });

  it('states the size limit in megabytes', () => {
    expect(MAX_IMPORT_BYTES).toBe(20 * 1024 * 1024);
    expect(IMPORT_ERRORS.tooLarge(MAX_IMPORT_BYTES)).toBe(
      'This file is larger than 20 MB. Choose a smaller file or paste the text.',
    );
    expect(IMPORT_ERRORS.tooLarge(1.5 * 1024 * 1024)).toContain('1.5 MB');
  });

  it('names the pages without text', () => {
    expect(IMPORT_WARNINGS.pagesWithoutText([3])).toBe(
      'Page 3 had no selectable text and was skipped.',
    );
    expect(IMPORT_WARNINGS.pagesWithoutText([2, 5])).toBe(
      'Pages 2, 5 had no selectable text and were skipped.',
    );
  });
});
