/** The readers measure-pdf.ts compares: the importer (pdf.js + our layout) and other engines' own text. */
import { readFileSync } from 'node:fs';
import { importDocument } from '../../src/node.ts';

export const ENGINES = ['pdfjs', 'pdfium', 'mupdf'] as const;
export type Engine = (typeof ENGINES)[number];

/** The text a reader gets from the PDF at `path` (title and abstract included). */
export async function readWithEngine(engine: Engine, path: string): Promise<string> {
  const bytes = new Uint8Array(readFileSync(path));
  if (engine === 'pdfjs') {
    const result = await importDocument({ name: 'paper.pdf', bytes });
    return result.ok ? [result.title ?? '', result.abstract ?? '', result.text].join('\n\n') : '';
  }
  throw new Error(`${engine} is not installed here`);
}
