/** DOCX with mammoth: its document tree gives paragraphs with their styles, so headings are known. */
import type { ImportLimits } from '@abstractly/contracts/import-limits';
import { zipSync } from 'fflate';
import { looksLikeHeading } from '../clean/headings.ts';
import { IMPORT_ERRORS, failure } from '../messages.ts';
import type { Block, Extracted, ImportFailure } from '../types.ts';
import { readZip } from '../zip/read-zip.ts';

/** The part of mammoth's document tree this reader walks. */
export interface MammothElement {
  type: string;
  children?: MammothElement[];
  value?: string;
  styleName?: string | null;
  isBold?: boolean;
  /** The document's footnotes and endnotes (on the document element), found by their marks. */
  notes?: { resolve(reference: MammothElement): { body?: MammothElement[] } | null };
}

/** The part of mammoth this reader uses; the input is `{ arrayBuffer }` in browsers, `{ buffer }` in Node. */
export interface MammothModule {
  convertToHtml(
    input: object,
    options: { transformDocument(document: MammothElement): MammothElement },
  ): Promise<unknown>;
}

/** Text of an element; tabs and line breaks become spaces; note references and images add nothing. */
function textOf(element: MammothElement): string {
  switch (element.type) {
    case 'text':
      return element.value ?? '';
    case 'tab':
    case 'break':
      return ' ';
    default:
      return (element.children ?? []).map(textOf).join('');
  }
}

/** Runs that carry text, to tell whether a whole paragraph is bold (a heading without a heading style). */
function textRuns(element: MammothElement): MammothElement[] {
  if (element.type === 'run') return textOf(element).trim() ? [element] : [];
  return (element.children ?? []).flatMap(textRuns);
}

function paragraphBlock(paragraph: MammothElement): Block | undefined {
  const text = textOf(paragraph).replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const style = paragraph.styleName ?? '';
  const isTitle = /^title$/i.test(style);
  const runs = textRuns(paragraph);
  const boldLine =
    runs.length > 0 &&
    runs.every((run) => run.isBold) &&
    text.split(' ').length <= 15 &&
    !/[.!?]$/.test(text);
  const heading =
    isTitle || /^(heading|subtitle)/i.test(style) || boldLine || looksLikeHeading(text);
  return { kind: heading ? 'heading' : 'paragraph', text, ...(isTitle ? { isTitle } : {}) };
}

/** Paragraphs in document order; tables are left out (the engine reads prose, not cells). */
export function documentToBlocks(element: MammothElement): Block[] {
  if (element.type === 'paragraph') {
    const block = paragraphBlock(element);
    return block ? [block] : [];
  }
  if (element.type === 'table') return [];
  return (element.children ?? []).flatMap(documentToBlocks);
}

/** The note marks of the body, in document order. */
function noteReferences(element: MammothElement): MammothElement[] {
  if (element.type === 'noteReference') return [element];
  return (element.children ?? []).flatMap(noteReferences);
}

/**
 * The footnotes and endnotes in the order of their marks in the body, each paragraph a note
 * block: the clean-up puts them after the body under the notes' heading.
 */
function noteBlocks(document: MammothElement): Block[] {
  return noteReferences(document).flatMap((reference) =>
    (document.notes?.resolve(reference)?.body ?? [])
      .flatMap(documentToBlocks)
      .map((block): Block => ({ kind: 'paragraph', text: block.text, note: true })),
  );
}

/** The parts mammoth reads are markup; images and other media are never unpacked. */
function isMarkupPart(name: string): boolean {
  return /\.(xml|rels)$/i.test(name);
}

/**
 * The DOCX's markup parts, unpacked within the limits and repacked without compression, so that
 * mammoth (which inflates whole entries through JSZip) only ever sees sizes already checked.
 */
function verifiedDocx(bytes: Uint8Array, limits: ImportLimits): Uint8Array | ImportFailure {
  const parts = readZip(
    bytes,
    { select: isMarkupPart, limits },
    failure('corrupt', IMPORT_ERRORS.corruptDocx),
  );
  if ('ok' in parts) return parts;
  return zipSync(Object.fromEntries(parts), { level: 0 });
}

/**
 * Reads a DOCX's paragraphs. `toInput` wraps the verified archive as the mammoth build in use
 * wants it (`{ arrayBuffer }` in browsers, `{ buffer }` in Node).
 */
export async function readDocx(
  mammoth: MammothModule,
  bytes: Uint8Array,
  limits: ImportLimits,
  toInput: (archive: Uint8Array) => object,
): Promise<Extracted | ImportFailure> {
  const archive = verifiedDocx(bytes, limits);
  if ('ok' in archive) return archive;
  let blocks: Block[] = [];
  try {
    await mammoth.convertToHtml(toInput(archive), {
      transformDocument(document) {
        blocks = [...documentToBlocks(document), ...noteBlocks(document)];
        // Nothing is left to convert to HTML: only the tree was wanted.
        return { ...document, children: [] };
      },
    });
  } catch {
    return failure('corrupt', IMPORT_ERRORS.corruptDocx);
  }
  return { blocks, warnings: [] };
}
