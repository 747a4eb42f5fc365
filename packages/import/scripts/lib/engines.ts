/** The readers measure-pdf.ts compares: the importer (pdf.js + our layout) and other engines' own text. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as NodeEntry from '../../src/node.ts';

export const ENGINES = ['pdfjs', 'pdfjs-raw', 'pdfium', 'mupdf'] as const;
export type Engine = (typeof ENGINES)[number];

/** The text a reader gets from the PDF at `path` (title and abstract included). */
export async function readWithEngine(engine: Engine, path: string): Promise<string> {
  const bytes = new Uint8Array(readFileSync(path));
  if (engine === 'pdfjs') {
    // IMPORTER_ENTRY: another copy of src/node.ts (an earlier version, to measure a change).
    const { importDocument } = (await import(
      process.env.IMPORTER_ENTRY
        ? pathToFileURL(process.env.IMPORTER_ENTRY).href
        : '../../src/node.ts'
    )) as typeof NodeEntry;
    const result = await importDocument({ name: 'paper.pdf', bytes });
    return result.ok ? [result.title ?? '', result.abstract ?? '', result.text].join('\n\n') : '';
  }
  if (engine === 'pdfjs-raw') return readWithPdfjs(bytes);
  if (engine === 'pdfium') return readWithPdfium(bytes);
  return readWithMupdf(bytes);
}

/** pdf.js's own text (its runs in content order, its line ends), without our layout steps. */
async function readWithPdfjs(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join(''),
    );
    page.cleanup();
  }
  await doc.destroy();
  return pages.join('\n\n');
}

/**
 * The other engines are measured from scratch installs outside the repository (they are not
 * dependencies): PDFIUM_DIR (default /tmp/pdfium-try, with @embedpdf/pdfium) and MUPDF_DIR
 * (default /tmp/mupdf-try, with mupdf). Each gives its own page text, without our layout steps.
 */
type Loaded = Record<string, (...args: unknown[]) => unknown> & {
  pdfium: {
    wasmExports: { malloc(n: number): number; free(p: number): void };
    HEAPU8: Uint8Array;
    UTF16ToString(p: number): string;
  };
};
let pdfium: Promise<Loaded> | undefined;

async function loadPdfium(): Promise<Loaded> {
  const dir = process.env.PDFIUM_DIR ?? '/tmp/pdfium-try';
  const module = (await import(
    pathToFileURL(join(dir, 'node_modules/@embedpdf/pdfium/dist/index.js')).href
  )) as { init(o: { wasmBinary: ArrayBuffer }): Promise<Loaded> };
  const wasm = readFileSync(join(dir, 'node_modules/@embedpdf/pdfium/dist/pdfium.wasm'));
  const instance = await module.init({
    wasmBinary: wasm.buffer.slice(wasm.byteOffset) as ArrayBuffer,
  });
  instance.PDFiumExt_Init!();
  return instance;
}

async function readWithPdfium(bytes: Uint8Array): Promise<string> {
  pdfium ??= loadPdfium();
  const p = await pdfium;
  const { malloc, free } = p.pdfium.wasmExports;
  const ptr = malloc(bytes.length);
  p.pdfium.HEAPU8.set(bytes, ptr);
  const doc = p.FPDF_LoadMemDocument!(ptr, bytes.length, '') as number;
  const pages: string[] = [];
  const count = p.FPDF_GetPageCount!(doc) as number;
  for (let i = 0; i < count; i++) {
    const page = p.FPDF_LoadPage!(doc, i) as number;
    const text = p.FPDFText_LoadPage!(page) as number;
    const chars = p.FPDFText_CountChars!(text) as number;
    const buffer = malloc((chars + 1) * 2);
    p.FPDFText_GetText!(text, 0, chars, buffer);
    pages.push(p.pdfium.UTF16ToString(buffer));
    free(buffer);
    p.FPDFText_ClosePage!(text);
    p.FPDF_ClosePage!(page);
  }
  p.FPDF_CloseDocument!(doc);
  free(ptr);
  return pages.join('\n\n');
}

interface Mupdf {
  Document: {
    openDocument(
      b: Uint8Array,
      magic: string,
    ): {
      countPages(): number;
      loadPage(i: number): {
        toStructuredText(o: string): { asText(): string; destroy(): void };
        destroy(): void;
      };
      destroy(): void;
    };
  };
}
let mupdf: Promise<Mupdf> | undefined;

async function readWithMupdf(bytes: Uint8Array): Promise<string> {
  const dir = process.env.MUPDF_DIR ?? '/tmp/mupdf-try';
  mupdf ??= import(
    pathToFileURL(join(dir, 'node_modules/mupdf/dist/mupdf.js')).href
  ) as Promise<Mupdf>;
  const m = await mupdf;
  const doc = m.Document.openDocument(bytes, 'application/pdf');
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++) {
    const page = doc.loadPage(i);
    const text = page.toStructuredText('dehyphenate');
    pages.push(text.asText());
    text.destroy();
    page.destroy();
  }
  doc.destroy();
  return pages.join('\n\n');
}
