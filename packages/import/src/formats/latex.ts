/**
 * LaTeX source (.tex, or a project in a .zip) with unified-latex's parser: \input and \include
 * followed, \newcommand macros expanded, then the document walked into blocks. Citations,
 * references, labels, math displays, the floats' contents and the bibliography are left out; a
 * float's caption becomes a paragraph of its own, numbered as LaTeX numbers it ("Figure 2: …"),
 * after the paragraph around it; footnotes become note blocks. The title and the abstract
 * environment become the document's own title and abstract.
 */
import type * as Ast from '@unified-latex/unified-latex-types';
import { IMPORT_ERRORS, failure } from '../messages.ts';
import type { Block, Extracted, ImportFailure } from '../types.ts';
import { decodeText } from './text.ts';

type Parse = (source: string) => Ast.Root;

/** Loaded on first use: the parser and its macro tables are large, and only .tex needs them. */
async function loadLatex() {
  const [{ parse }, macros, { attachMacroArgs }, { printRaw }] = await Promise.all([
    import('@unified-latex/unified-latex-util-parse'),
    import('@unified-latex/unified-latex-util-macros'),
    import('@unified-latex/unified-latex-util-arguments'),
    import('@unified-latex/unified-latex-util-print-raw'),
  ]);
  return { parse, macros, attachMacroArgs, printRaw };
}

/** A project's files by path ("sections/intro.tex"); the main file's own folder is ''. */
export type ReadSource = (path: string) => string | undefined;

/** \input nests this deep at most (a file that inputs itself stops here). */
const MAX_INCLUDE_DEPTH = 8;

/** Macros whose arguments are not running text. */
const DROPPED_MACROS = new Set([
  ...['cite', 'citep', 'citet', 'citealp', 'citealt', 'citeauthor', 'citeyear', 'citeyearpar'],
  ...['nocite', 'parencite', 'textcite', 'autocite', 'footcite', 'Cite', 'Citep', 'Citet'],
  ...['ref', 'eqref', 'autoref', 'cref', 'Cref', 'pageref', 'nameref', 'label'],
  ...['footnotemark', 'thanks', 'author', 'date', 'affiliation'],
  ...['address', 'email', 'institute', 'keywords', 'maketitle', 'tableofcontents'],
  ...['documentclass', 'usepackage', 'RequirePackage', 'bibliography', 'bibliographystyle'],
  ...['addbibresource', 'printbibliography', 'newcommand', 'renewcommand', 'providecommand'],
  ...['DeclareMathOperator', 'NewDocumentCommand', 'def', 'let', 'newtheorem', 'newenvironment'],
  ...['vspace', 'hspace', 'vskip', 'hskip', 'setlength', 'addtolength', 'setcounter'],
  ...['pagestyle', 'thispagestyle', 'includegraphics', 'caption', 'centering', 'noindent'],
  ...['newpage', 'clearpage', 'pagebreak', 'linebreak', 'bigskip', 'medskip', 'smallskip'],
  ...['url', 'appendix', 'acknowledgments', 'fancyhead', 'fancyfoot', 'fancyhf', 'rule'],
]);

/** Macros whose argument is a footnote's text. */
const NOTE_MACROS = new Set(['footnote', 'footnotetext']);

/** Floats whose captions are kept, by the name LaTeX numbers them under. */
const FLOATS: Record<string, string> = {
  figure: 'Figure',
  'figure*': 'Figure',
  wrapfigure: 'Figure',
  table: 'Table',
  'table*': 'Table',
  wraptable: 'Table',
};

/** Environments left out whole (a float but for its caption): tables, displayed math, code, the bibliography. */
const DROPPED_ENVIRONMENTS = new Set([
  ...['tabular', 'tabular*', 'tabularx', 'longtable'],
  ...['equation', 'equation*', 'align', 'align*', 'gather', 'gather*', 'multline', 'multline*'],
  ...['eqnarray', 'eqnarray*', 'displaymath', 'math', 'split', 'tikzpicture', 'algorithm'],
  ...['algorithmic', 'verbatim', 'lstlisting', 'minted', 'comment', 'thebibliography'],
]);

/** TeX lengths set by assignment (\parindent=0pt), and how their values are written. */
const LENGTHS = new Set([
  ...['hangindent', 'hangafter', 'parindent', 'parskip', 'baselineskip', 'leftskip'],
  ...['rightskip', 'hsize', 'vsize', 'textwidth', 'linewidth', 'columnsep', 'tabcolsep'],
]);
const LENGTH_VALUE = /^[=\d.,+-]*(?:pt|em|ex|cm|mm|in|bp|sp|pc)?$/;

const HEADINGS = new Set([
  'part',
  'chapter',
  'section',
  'subsection',
  'subsubsection',
  'paragraph',
]);
const INCLUDES = new Set(['input', 'include', 'subfile']);

/** Characters written as a macro: \% \& \_ \# \$ \{ \}, and a few named ones. */
const SYMBOLS: Record<string, string> = {
  '%': '%',
  '&': '&',
  _: '_',
  '#': '#',
  $: '$',
  '{': '{',
  '}': '}',
  ' ': ' ',
  '\\': ' ',
  ',': ' ',
  ldots: '…',
  dots: '…',
  textendash: '–',
  textemdash: '—',
  LaTeX: 'LaTeX',
  TeX: 'TeX',
  ss: 'ß',
  ae: 'æ',
  o: 'ø',
  aa: 'å',
  S: '§',
  textasciitilde: '~',
};

/** Accent macros and the combining mark each puts on its argument (\'e → é). */
const ACCENTS: Record<string, string> = {
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '"': '\u0308',
  '~': '\u0303',
  '=': '\u0304',
  '.': '\u0307',
  c: '\u0327',
  v: '\u030C',
  u: '\u0306',
  H: '\u030B',
};

/** Inline math this plain reads as text ("$k=5$", "$n$"); anything else is left out. */
const PLAIN_MATH = /^[\w\s.,=+<>%-]{1,16}$/;

/** TeX's typography as text, spaces tidied (a dropped \cite leaves one before the full stop). */
function finishText(text: string): string {
  return text
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/``/g, '“')
    .replace(/''/g, '”')
    .replace(/~/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?)\]])/g, '$1')
    .replace(/([([])\s+/g, '$1')
    .trim();
}

/** The last mandatory ({…}) argument of a macro, as attached by the parser. */
function lastGroupArgument(node: Ast.Macro): Ast.Node[] | undefined {
  return node.args?.filter((arg) => arg.openMark === '{').at(-1)?.content;
}

/**
 * Reads a LaTeX document into blocks. `readSource` resolves \input and \include (a lone .tex file
 * has none to offer: its includes are skipped).
 */
export async function latexToExtracted(
  main: string,
  readSource: ReadSource = () => undefined,
): Promise<Extracted | ImportFailure> {
  const { parse, macros, attachMacroArgs, printRaw } = await loadLatex();
  const root = parse(main);
  inlineIncludes(root.content, parse, readSource, 0);

  // Simple \newcommand macros are expanded in place; their definitions are then dropped.
  const commands = macros.listNewcommands(root);
  if (commands.length) {
    attachMacroArgs(
      root,
      Object.fromEntries(commands.map((c) => [c.name, { signature: c.signature }])),
    );
    macros.expandMacrosExcludingDefinitions(root, commands);
  }

  const blocks: Block[] = [];
  const notes: Block[] = [];
  /** Captions of the floats met in the current paragraph, for after it. */
  let captions: Block[] = [];
  const counters = new Map<string, number>();
  let title: string | undefined;
  let words: string[] = [];
  const flush = () => {
    const text = finishText(words.join(''));
    if (text) blocks.push({ kind: 'paragraph', text });
    blocks.push(...captions);
    words = [];
    captions = [];
  };

  const inline = (nodes: Ast.Node[]): string => {
    const saved = words;
    words = [];
    walk(nodes);
    const text = finishText(words.join(''));
    words = saved;
    return text;
  };

  const walk = (nodes: Ast.Node[]) => {
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i]!;
      // \hangindent=1.5em and the like: the value is not text either.
      if (node.type === 'macro' && LENGTHS.has(node.content)) {
        while (nodes[i + 1]?.type === 'string' && LENGTH_VALUE.test(printRaw(nodes[i + 1]!))) i++;
        continue;
      }
      switch (node.type) {
        case 'string':
          words.push(node.content);
          break;
        case 'whitespace':
          words.push(' ');
          break;
        case 'parbreak':
          flush();
          break;
        case 'group':
          walk(node.content);
          break;
        case 'inlinemath': {
          const raw = printRaw(node.content).trim();
          if (PLAIN_MATH.test(raw)) words.push(raw);
          break;
        }
        case 'macro':
          macro(node);
          break;
        case 'environment':
        case 'mathenv':
          environment(node);
          break;
        default:
          // comments, display math, verbatim, hash numbers: not running text
          break;
      }
    }
  };

  const macro = (node: Ast.Macro) => {
    const name = node.content;
    if (DROPPED_MACROS.has(name)) return;
    if (NOTE_MACROS.has(name)) {
      const text = inline(lastGroupArgument(node) ?? []);
      if (text) notes.push({ kind: 'paragraph', text, note: true });
      return;
    }
    if (name === 'title') {
      title = inline(lastGroupArgument(node) ?? []);
      return;
    }
    if (HEADINGS.has(name)) {
      flush();
      const text = inline(lastGroupArgument(node) ?? []);
      if (text) blocks.push({ kind: 'heading', text });
      return;
    }
    if (name === 'item' || name === 'par') {
      flush();
      return;
    }
    if (name in ACCENTS) {
      const base = inline(lastGroupArgument(node) ?? []);
      words.push((base.slice(0, 1) + ACCENTS[name]! + base.slice(1)).normalize('NFC'));
      return;
    }
    if (name in SYMBOLS) {
      words.push(SYMBOLS[name]!);
      return;
    }
    // Formatting and unknown macros: their mandatory arguments are text (\emph{…}, \textbf{…}).
    for (const arg of node.args ?? []) if (arg.openMark === '{') walk(arg.content);
  };

  const float = (node: Ast.Environment, label: string) => {
    for (const caption of findMacros(node.content, 'caption')) {
      const number = (counters.get(label) ?? 0) + 1;
      counters.set(label, number);
      const text = inline(lastGroupArgument(caption) ?? []);
      if (text) captions.push({ kind: 'paragraph', text: `${label} ${number}: ${text}` });
    }
  };

  const environment = (node: Ast.Environment) => {
    const name = printRaw(node.env);
    if (name in FLOATS) return float(node, FLOATS[name]!);
    if (DROPPED_ENVIRONMENTS.has(name)) return;
    if (name === 'abstract') {
      flush();
      blocks.push({ kind: 'heading', text: 'Abstract' });
      walk(node.content);
      flush();
      return;
    }
    const isList = name === 'itemize' || name === 'enumerate' || name === 'description';
    if (isList) flush();
    walk(node.content);
    if (isList) flush();
  };

  const document = findDocument(root.content);
  if (!document) walk(root.content);
  else {
    // The preamble gives only the title.
    for (const node of root.content)
      if (node.type === 'macro' && node.content === 'title')
        title = inline(lastGroupArgument(node) ?? []);
    walk(document.content);
  }
  flush();
  if (title) blocks.unshift({ kind: 'heading', text: title, isTitle: true });
  if (!blocks.some((block) => block.kind === 'paragraph'))
    return failure('no-text', IMPORT_ERRORS.noText);
  return { blocks: [...blocks, ...notes], warnings: [] };
}

/** The macros of this name among the nodes and inside their groups and environments, in order. */
function findMacros(nodes: readonly Ast.Node[], name: string): Ast.Macro[] {
  return nodes.flatMap((node): Ast.Macro[] => {
    if (node.type === 'macro') return node.content === name ? [node] : [];
    return 'content' in node && Array.isArray(node.content) ? findMacros(node.content, name) : [];
  });
}

function findDocument(nodes: Ast.Node[]): Ast.Environment | undefined {
  for (const node of nodes) if (node.type === 'environment' && node.env === 'document') return node;
  return undefined;
}

/** The file an \input names, as the project stores it: "sections/intro" → "sections/intro.tex". */
function includePath(name: string): string {
  const path = name.trim().replace(/^\.\//, '');
  return /\.[a-z]+$/i.test(path) ? path : `${path}.tex`;
}

/** Replaces \input{…} and \include{…} with the parsed content of the file they name. */
function inlineIncludes(nodes: Ast.Node[], parse: Parse, readSource: ReadSource, depth: number) {
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.type === 'macro' && INCLUDES.has(node.content)) {
      const argument = lastGroupArgument(node);
      const name = argument
        ?.map((n) => ('content' in n && typeof n.content === 'string' ? n.content : ''))
        .join('');
      const source = name && depth < MAX_INCLUDE_DEPTH ? readSource(includePath(name)) : undefined;
      const content = source === undefined ? [] : parse(source).content;
      inlineIncludes(content, parse, readSource, depth + 1);
      nodes.splice(i, 1, ...content);
      i += content.length - 1;
    } else if ('content' in node && Array.isArray(node.content)) {
      inlineIncludes(node.content, parse, readSource, depth);
    }
    if ('args' in node && node.args)
      for (const arg of node.args) inlineIncludes(arg.content, parse, readSource, depth);
  }
}

/** A single .tex file: its \input files are not at hand, so they are skipped. */
export async function readTex(bytes: Uint8Array): Promise<Extracted | ImportFailure> {
  const decoded = decodeText(bytes);
  if ('ok' in decoded) return decoded;
  return latexToExtracted(decoded.text);
}
