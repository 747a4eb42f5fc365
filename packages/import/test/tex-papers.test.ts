/**
 * PDF fidelity on papers typeset by LaTeX (test/fixtures/tex-papers, made by make-tex-papers.ts):
 * two columns with Type 1 fonts, the same through dvips with Type 3 bitmap fonts, one column.
 * scripts/pdf-fidelity.ts prints the same measures beside pdftotext's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importDocument } from '../src/node.ts';
import { measureFidelity, shareFound, splitAtNotes } from './fidelity.ts';
import { TEX_PAPERS, paperFootnotes, paperTruth } from './fixtures/tex-papers/papers.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures/tex-papers');

describe.each(TEX_PAPERS)('$name', (paper) => {
  it.each(['pdflatex', 'type3', 'onecolumn'])('reads the %s PDF faithfully', async (variant) => {
    const file = `${paper.name}-${variant}.pdf`;
    const result = await importDocument({
      name: file,
      bytes: new Uint8Array(readFileSync(join(FIXTURES, file))),
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.title).toBe(paper.title);
    expect(result.abstract).toBe(paper.abstract);
    // The footnotes are kept, after the body under the notes' heading, and only there.
    const { body, notes } = splitAtNotes(result.text);
    expect(shareFound(paperFootnotes(paper), notes)).toBe(1);
    const fidelity = measureFidelity(`${result.abstract}\n\n${body}`, {
      text: paperTruth(paper),
      references: paper.references.map((r) => r.text),
      noise: [paper.runningHead, ...paperFootnotes(paper)],
    });
    expect(fidelity.sentenceRecall).toBeGreaterThanOrEqual(0.97);
    expect(fidelity.wordPrecision).toBeGreaterThanOrEqual(0.98);
    expect(fidelity.referencesLeaked).toBe(0);
    expect(fidelity.noiseLeaked).toBe(0);
    // The section headings come through as headings, in order.
    const headings = paper.sections.map((s) => s.heading);
    const paragraphs = body.split('\n\n');
    expect(paragraphs.filter((p) => headings.includes(p))).toEqual(headings);
  });
});

describe('measureFidelity', () => {
  const source = {
    text: 'The gauge worked well. It ran for ninety days without help.',
    references: ['A. Reyes. Pressure sensors in shallow harbours. Coastal Research, 2019.'],
    noise: ['Workshop on Harbours 2026'],
  };

  it('scores a faithful reading as complete and clean', () => {
    expect(measureFidelity(source.text, source)).toEqual({
      sentenceRecall: 1,
      wordPrecision: 1,
      wordRecall: 1,
      referencesLeaked: 0,
      noiseLeaked: 0,
    });
  });

  it('counts split words, lost sentences and leaked references against the reader', () => {
    const read = `Workshop on Harbours 2026 The gauge wor ked well. ${source.references[0]}`;
    const fidelity = measureFidelity(read, source);
    expect(fidelity.sentenceRecall).toBe(0);
    expect(fidelity.wordPrecision).toBeLessThan(0.3);
    expect(fidelity.referencesLeaked).toBe(1);
    expect(fidelity.noiseLeaked).toBe(1);
  });
});
