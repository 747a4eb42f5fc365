import { describe, expect, it } from 'vitest';
import { findMarkup, normaliseMarkup } from './markup.ts';
import { stripCitations, stripMarkers } from '../sentence/clean.ts';

/** What a reader sees of a sentence once the engine has dropped its citation markers. */
const shown = (text: string) => stripCitations(normaliseMarkup(text));

describe('normaliseMarkup: citations of any convention are dropped', () => {
  it.each([
    ['Attention helps \\cite{vaswani2017}.', 'Attention helps.'],
    ['Attention helps~\\citep[see][p. 3]{a,b}.', 'Attention helps.'],
    ['Attention helps [citation].', 'Attention helps.'],
    ['Attention helps [CITATION] [CITATION].', 'Attention helps.'],
    ['Attention helps <ref> and scales <ref>.', 'Attention helps and scales.'],
    ['attention helps @xcite .', 'attention helps.'],
    ['attention helps <cit> .', 'attention helps.'],
    // An unknown name, learned from where it stands: always at a clause end, so a citation.
    [
      'Attention helps [bibx]. Sparsity helps too [bibx], as does depth [bibx].',
      'Attention helps. Sparsity helps too, as does depth.',
    ],
  ])('%s → %s', (input, output) => {
    expect(shown(input)).toBe(output);
  });
});

describe('normaliseMarkup: math of any convention becomes the math marker', () => {
  it.each([
    ['The energy $E_{0}^{2}$ grows.'],
    ['The energy \\(E_0\\) grows.'],
    ['The energy is \\[ E = mc^2 \\] in vacuum.'],
    ['The energy \\begin{equation} E = mc^2 \\end{equation} grows.'],
    ['The energy [formula] grows and H[formula] O forms.'],
    ['The energy [math] grows, and [math] falls while [math] rises.'],
    ['The energy <formula> grows.'],
    ['The energy @xmath12 grows.'],
    ['the energy is <dig> kev.'],
    // An unknown placeholder glued to letters is math, whatever its name.
    ['Water is H[zzq]O and salt is Na[zzq].'],
    ['As shown in Fig.~\\ref{fig:energy}, the energy grows.'],
  ])('%s', (input) => {
    const out = normaliseMarkup(input);
    expect(out).toContain('@xmath');
    expect(findMarkup(stripMarkers(out))).toBeUndefined();
  });
});

describe('normaliseMarkup: commands and tags keep their text', () => {
  it.each([
    ['We use \\emph{sparse} attention.', 'We use sparse attention.'],
    ['We use \\textbf{\\emph{sparse}} attention.', 'We use sparse attention.'],
    ['It costs 5\\% more \\& runs fast.', 'It costs 5% more & runs fast.'],
    ['We use CO<sub>2</sub> in <i>vivo</i>.', 'We use CO2 in vivo.'],
    ['The <term>kernel</term> is small.', 'The kernel is small.'],
    ['A note\\footnote{In Berlin.} here \\label{x}.', 'A note here.'],
  ])('%s → %s', (input, output) => {
    expect(shown(input)).toBe(output);
  });

  it('turns a sectioning command into a heading paragraph', () => {
    const paragraphs = normaliseMarkup('\\section{Introduction}\nWe study X.')
      .split(/\n\s*\n/u)
      .map((p) => p.trim())
      .filter(Boolean);
    expect(paragraphs).toEqual(['Introduction', 'We study X.']);
  });
});

describe('normaliseMarkup leaves ordinary text alone', () => {
  it.each([
    ['It costs $5 and $10 per unit.'],
    ['About ~5 mg/kg was given [1].'],
    ['Mail me at a@xyz.org today.'],
    ['The interval [0, 1] is closed.'],
    ['Rates rose by 50% in 2020.'],
  ])('%s', (input) => {
    expect(normaliseMarkup(input)).toBe(input);
  });
});

describe('findMarkup', () => {
  it.each([
    ['The energy [formula] grows.', '[formula]'],
    ['Keywords: cite ref1 \\cite', '\\cite'],
    ['The value $x_{i}^{2}$ grows.', '$x_{i}^{2}$'],
    ['The energy @xmath3 grows.', '@xmath3'],
    ['The energy <dig> grows.', '<dig>'],
    ['It costs $5 and $10 per unit.', undefined],
    ['A clean sentence (with a note) [12].', undefined],
  ])('%s → %s', (input, found) => {
    expect(findMarkup(input)).toBe(found);
  });
});
