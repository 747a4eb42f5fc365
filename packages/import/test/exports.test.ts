import { describe, expect, it } from 'vitest';
import * as browser from '../src/index.ts';
import * as node from '../src/node.ts';

describe('public exports', () => {
  it('the browser entry exports exactly these', () => {
    expect(Object.keys(browser).sort()).toEqual([
      'ACCEPTED_EXTENSIONS',
      'EXTRACT_TEXT_STATUS',
      'IMPORT_ERRORS',
      'MAX_IMPORT_BYTES',
      'extensionOf',
      'importDocument',
      'importedToast',
      'readExtractTextEnvelope',
      'toExtractTextResponse',
    ]);
  });

  it('the Node entry exports the same names, with its own importDocument', () => {
    expect(Object.keys(node).sort()).toEqual(Object.keys(browser).sort());
    expect(node.importDocument).not.toBe(browser.importDocument);
  });
});
