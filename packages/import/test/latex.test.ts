/**
 * LaTeX import: the fixture papers' .tex sources (the same the PDFs were typeset from), and
 * LaTeX projects zipped the way Overleaf and arXiv hand them out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_COMPRESSION_RATIO } from '@abstractly/contracts/import-limits';
import { NOTES_HEADING } from '@abstractly/contracts/text-patterns';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IMPORT_ERRORS } from '../src/messages.ts';
import { importDocument } from '../src/node.ts';
import { measureFidelity, shareFound, splitAtNotes } from './fidelity.ts';
import { TEX_PAPERS, paperFootnotes, plainParagraph } from './fixtures/tex-papers/papers.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures/tex-papers');
const zip = (files: Record<string, string | Uint8Array>) =>
  zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, data]) => [
        name,
        typeof data === 'string' ? strToU8(data) : data,
      ]),
    ),
  );

describe.each(TEX_PAPERS)('the .tex source of $name', (paper) => {
  it('gives the title, the abstract and the body without citations, tables or references, the caption as a paragraph and the footnotes after the body', async () => {
    const result = await importDocument({
      name: `${paper.name}.tex`,
      bytes: new Uint8Array(readFileSync(join(FIXTURES, `${paper.name}.tex`))),
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.format).toBe('tex');
    expect(result.title).toBe(paper.title);
    expect(result.abstract).toBe(paper.abstract.replace(/"([^"]*)"/g, '“$1”'));
    // LaTeX numbers the sections when it typesets; the source has the bare names.
    const headings = paper.sections.map((s) => s.heading.replace(/^\d+\s+/, ''));
    const { body, notes } = splitAtNotes(result.text);
    expect(shareFound(paperFootnotes(paper), notes)).toBe(1);
    const paragraphs = body.split('\n\n');
    expect(paragraphs.filter((p) => headings.includes(p))).toEqual(headings);
    // The table's caption is a paragraph of its own, numbered; its cells are left out.
    const caption = paper.table ? [`Table 1: ${paper.table.caption}`] : [];
    expect(paragraphs.filter((p) => /^Table \d/.test(p))).toEqual(caption);
    const truth = paper.sections
      .flatMap((s) => [
        s.heading.replace(/^\d+\s+/, ''),
        ...s.paragraphs.map((p) => plainParagraph(p)),
      ])
      .join('\n\n');
    const running = paragraphs.filter((p) => !caption.includes(p)).join('\n\n');
    const fidelity = measureFidelity(running, {
      text: truth,
      references: paper.references.map((r) => r.text),
      noise: [paper.runningHead, ...paperFootnotes(paper)],
    });
    expect(fidelity).toEqual({
      sentenceRecall: 1,
      wordPrecision: 1,
      wordRecall: 1,
      referencesLeaked: 0,
      noiseLeaked: 0,
    });
  });
});

const MAIN = String.raw`\documentclass{article}
\input{macros}
\title{Tide Gauges from \sys{} Sensors}
\begin{document}
\maketitle
\begin{abstract}
We rebuilt gauges from \sys{} sensors and ran them for $94$ days.
\end{abstract}
% \section{Old draft} This comment is not part of the paper.
\input{sections/intro}
\include{sections/results.tex}
\section{Conclusion}
Second-hand sensors make cheap gauges.
\bibliographystyle{plain}
\bibliography{refs}
\end{document}
`;
const PROJECT = {
  'paper/main.tex': MAIN,
  'paper/macros.tex': String.raw`\newcommand{\sys}{WeatherBox}
\newcommand{\err}[1]{an error of #1~cm}`,
  'paper/sections/intro.tex': String.raw`\section{Introduction}\label{sec:intro}
Small harbours keep no tide records~\cite{reyes2019}, as shown in Section~\ref{sec:results}.
The sensors of \emph{discarded} \sys{} stations\footnote{Bought second hand.} cost little.

We compare them with a radar gauge, where $h_i = p_i / (\rho g)$ gives the level:
\begin{equation}
  h = \frac{p}{\rho g}
\end{equation}
`,
  'paper/sections/results.tex': String.raw`\section{Results}\label{sec:results}
The gauges showed \err{1.8} on average (Figure~\ref{fig:err}).
\begin{figure}[t]\centering
  \includegraphics[width=\linewidth]{error.pdf}
  \caption{Error of each gauge over the 94 days.}
\end{figure}
`,
  'paper/refs.bib': '@article{reyes2019, title={Pressure gauges}, year={2019}}',
  'paper/old/draft.tex': String.raw`\section{Notes} Unused.`,
};

describe('a LaTeX project in a .zip', () => {
  it('finds the main file, follows \\input and \\include, expands \\newcommand', async () => {
    const result = await importDocument({ name: 'project.zip', bytes: zip(PROJECT) });
    expect(result).toEqual({
      ok: true,
      format: 'zip',
      title: 'Tide Gauges from WeatherBox Sensors',
      abstract: 'We rebuilt gauges from WeatherBox sensors and ran them for 94 days.',
      text: [
        'Introduction',
        'Small harbours keep no tide records, as shown in Section. The sensors of discarded WeatherBox stations cost little.',
        'We compare them with a radar gauge, where gives the level:',
        'Results',
        'The gauges showed an error of 1.8 cm on average (Figure).',
        'Figure 1: Error of each gauge over the 94 days.',
        'Conclusion',
        'Second-hand sensors make cheap gauges.',
        NOTES_HEADING,
        'Bought second hand.',
      ].join('\n\n'),
      words: expect.any(Number),
      warnings: [],
    });
  });

  it('says so when no file holds a document', async () => {
    const result = await importDocument({
      name: 'project.zip',
      bytes: zip({ 'macros.tex': String.raw`\newcommand{\x}{y}`, 'notes.txt': 'hello' }),
    });
    expect(result).toEqual({ ok: false, code: 'no-text', error: IMPORT_ERRORS.noLatexMain });
  });

  it('refuses a damaged archive and a zip bomb with a clear message', async () => {
    const damaged = zip(PROJECT).slice(0, 200);
    expect(await importDocument({ name: 'project.zip', bytes: damaged })).toEqual({
      ok: false,
      code: 'corrupt',
      error: IMPORT_ERRORS.corruptZip,
    });
    // 8 MB of one repeated line packs into a few kilobytes: no LaTeX source is like that.
    const bomb = zip({ 'main.tex': `${MAIN}${'%'.repeat(8 * 1024 * 1024)}` });
    expect(bomb.length).toBeLessThan(100_000);
    expect(await importDocument({ name: 'project.zip', bytes: bomb })).toEqual({
      ok: false,
      code: 'too-complex',
      error: IMPORT_ERRORS.compressionRatio(MAX_COMPRESSION_RATIO),
    });
  });
});

describe('a single .tex file', () => {
  it('skips \\input files it cannot see and still reads the rest', async () => {
    const result = await importDocument({ name: 'main.tex', bytes: strToU8(MAIN) });
    expect(result).toMatchObject({
      ok: true,
      title: 'Tide Gauges from Sensors',
      abstract: 'We rebuilt gauges from sensors and ran them for 94 days.',
      text: 'Conclusion\n\nSecond-hand sensors make cheap gauges.',
    });
  });

  it('says when a .tex file has no text', async () => {
    const result = await importDocument({
      name: 'empty.tex',
      bytes: strToU8(
        '\\documentclass{article}\n\\begin{document}\n% nothing yet\n\\end{document}\n',
      ),
    });
    expect(result).toEqual({ ok: false, code: 'no-text', error: IMPORT_ERRORS.noText });
  });
});
