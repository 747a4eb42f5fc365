/**
 * Faults of real PDFs, each pinned on a small PDF typeset by pdfTeX for it
 * (test/fixtures/pdf-faults: the .tex sources are committed beside the PDFs, so CI needs no TeX).
 * scripts/measure-pdf.ts measures the same faults on real papers against pdftotext.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importDocument } from '../src/node.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures/pdf-faults');

async function read(file: string) {
  const result = await importDocument({
    name: file,
    bytes: new Uint8Array(readFileSync(join(FIXTURES, file))),
  });
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('PDF faults', () => {
  it('joins words that kerning and letter spacing split, as the document writes them', async () => {
    // pdftotext reads "b efore", "b est" and "lo ok" here: the gaps pass a tenth of an em.
    const { text } = await read('letter-spacing.pdf');
    expect(text).toContain(
      'compare each gap with the font size before deciding where a word ends.',
    );
    expect(text).toContain('The best readers look at the whole line before they decide');
    expect(text).not.toMatch(/\bb efore\b|\bb est\b|\blo ok\b/);
  });

  it('reads the ligatures of fonts without a Unicode map from their TeX codes', async () => {
    // Type 3 fonts whose glyphs keep TeX's codes: ffi and ffl come through as codes 14 and 15;
    // pdf.js reads ff, fi and fl (11–13) as whitespace, so they come from the drawn glyphs' codes.
    const { text } = await read('ligatures.pdf');
    for (const word of ['efficient', 'difficult', 'official', 'affluent', 'traffic', 'baffling'])
      expect(text).toContain(word);
    expect(text).toContain(
      'We briefly describe an efficient and difficult method that finds fluent',
    );
    expect(text).toContain('offers in the official record. The final figures reflect');
    expect(text).toContain('the staff filed a brief note on the fifty flights that suffered');
    expect(text).toContain('the efforts it took to fix them.');
    expect([...text].filter((char) => char < ' ' && char !== '\n')).toEqual([]);
  });

  it('keeps a line with stretched delimiter glyphs in its paragraph', async () => {
    // A bar and a brace scaled tall would make their line the largest text on the page: read
    // as the title, the line and the next were taken out of the body.
    const { text, title } = await read('scripts-references.pdf');
    expect(title ?? '').not.toContain('consistent');
    expect(text).toContain(
      'learn from consistent representations of morphology, with the count N (f ) ei of every source word. Only the translation model',
    );
    // Sub- and superscripts stay within their lines: no hyphenated word is left open.
    expect(text).not.toMatch(/\p{L}- \p{L}/u);
  });

  it('drops a reference list set without a heading, keeping the text that cites it', async () => {
    const { text } = await read('scripts-references.pdf');
    expect(text).toContain('Related studies (Brown et al., 1993; Och and Ney, 2003) report');
    expect(text).toContain('Hierarchical lexicon models reduce the sparseness');
    for (const entry of ['Della Pietra', 'systematic comparison', 'Toulouse', 'BLEU'])
      expect(text).not.toContain(entry);
  });

  it('drops entries labelled by author and year after a letter-spaced heading', async () => {
    const { text } = await read('spaced-references.pdf');
    expect(text).toContain('lazy copying avoids most of them [Kogure, 1990].');
    expect(text).not.toMatch(/R e f e r e n c e s|Lauri Karttunen|Hideto Tomabechi/);
  });

  it('drops entries labelled by author and year with no heading at all', async () => {
    const { text } = await read('labelled-references.pdf');
    expect(text).toContain('The quasi-destructive method of [Tomabechi, 1991] copies only');
    expect(text).not.toMatch(/Lauri Karttunen|Strategic lazy|Hideto Tomabechi/);
  });
});
