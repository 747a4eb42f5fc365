/**
 * OpenDocument Text (.odt, LibreOffice's own format): a zip whose content.xml holds the text,
 * read through the shared zip limits and parsed with saxes. Headings (text:h) and
 * paragraphs become blocks; a paragraph whose style derives from "Title" is the title; footnotes
 * and endnotes become note blocks, in the order of their marks; comments, tracked deletions,
 * tables, frames and generated indexes are left out.
 */
import { SaxesParser } from 'saxes';
import { looksLikeHeading } from '../clean/headings.ts';
import { IMPORT_ERRORS, failure } from '../messages.ts';
import type { Block, Extracted, ImportFailure } from '../types.ts';
import { readZip } from '../zip/read-zip.ts';
import type { ImportLimits } from '@abstractly/contracts/import-limits';

const OFFICE = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const TEXT = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';
const STYLE = 'urn:oasis:names:tc:opendocument:xmlns:style:1.0';
const TABLE = 'urn:oasis:names:tc:opendocument:xmlns:table:1.0';
const DRAW = 'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0';
const DC = 'http://purl.org/dc/elements/1.1/';

/** OpenDocument's XML parts are UTF-8 (ODF 1.2 part 3, §2.2). */
const UTF8 = new TextDecoder('utf-8');

const PARTS = new Set(['content.xml', 'styles.xml', 'meta.xml', 'META-INF/manifest.xml']);

/** A footnote or endnote, set inside the paragraph that carries its mark. */
const NOTE = `${TEXT}|note`;
/** Inside a paragraph these carry no running text: comments, tracked changes. */
const SKIPPED_INLINE = new Set([
  `${OFFICE}|annotation`,
  `${OFFICE}|annotation-end`,
  `${TEXT}|tracked-changes`,
]);

/** Between paragraphs these are not prose: tables, indexes generated from the text, deleted text. */
const SKIPPED_BLOCKS = new Set([
  `${TABLE}|table`,
  `${TEXT}|tracked-changes`,
  `${TEXT}|table-of-content`,
  `${TEXT}|alphabetical-index`,
  `${TEXT}|bibliography`,
  `${TEXT}|illustration-index`,
  `${TEXT}|table-index`,
  `${TEXT}|object-index`,
  `${TEXT}|user-index`,
  `${TEXT}|sequence-decls`,
  `${TEXT}|variable-decls`,
  `${TEXT}|user-field-decls`,
  `${OFFICE}|forms`,
]);

/** An element as the walk below needs it: its namespaced name, attributes and children. */
interface XmlElement {
  /** `${namespace URI}|${local name}` */
  key: string;
  /** By the same `${namespace URI}|${local name}` keys. */
  attributes: Map<string, string>;
  children: (XmlElement | string)[];
}

/** The part as a tree (saxes, namespace-aware), or undefined when it is not well-formed. */
function parseXml(bytes: Uint8Array | undefined): XmlElement | undefined {
  if (!bytes) return undefined;
  const root: XmlElement = { key: '', attributes: new Map(), children: [] };
  const open: XmlElement[] = [root];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', (tag) => {
    const attributes = new Map<string, string>();
    for (const attribute of Object.values(tag.attributes))
      if (typeof attribute !== 'string')
        attributes.set(`${attribute.uri}|${attribute.local}`, attribute.value);
    const element: XmlElement = { key: `${tag.uri}|${tag.local}`, attributes, children: [] };
    open.at(-1)!.children.push(element);
    open.push(element);
  });
  parser.on('closetag', () => void open.pop());
  parser.on('text', (text) => void open.at(-1)!.children.push(text));
  parser.on('cdata', (text) => void open.at(-1)!.children.push(text));
  try {
    parser.write(UTF8.decode(bytes)).close();
  } catch {
    // saxes throws on the first well-formedness error.
    return undefined;
  }
  return root.children.find((child): child is XmlElement => typeof child !== 'string');
}

const elementsOf = (element: XmlElement) =>
  element.children.filter((child): child is XmlElement => typeof child !== 'string');

/** Every element under `element` (itself included) with this key, in document order. */
function findAll(element: XmlElement | undefined, key: string, found: XmlElement[] = []) {
  if (!element) return found;
  if (element.key === key) found.push(element);
  for (const child of elementsOf(element)) findAll(child, key, found);
  return found;
}

/** Each style's name → its display name and parent, from styles.xml and content.xml's automatic styles. */
function readStyles(parts: (XmlElement | undefined)[]) {
  const styles = new Map<string, { display: string; parent?: string }>();
  for (const style of parts.flatMap((part) => findAll(part, `${STYLE}|style`))) {
    const name = style.attributes.get(`${STYLE}|name`);
    if (!name) continue;
    styles.set(name, {
      display: style.attributes.get(`${STYLE}|display-name`) || name,
      parent: style.attributes.get(`${STYLE}|parent-style-name`),
    });
  }
  /** The display names along a paragraph style's chain of parents ("P3" → "Title"). */
  return (name: string): string[] => {
    const names: string[] = [];
    for (let at: string | undefined = name; at && names.length < 20;) {
      const style = styles.get(at);
      names.push(style?.display ?? at);
      at = style?.parent;
    }
    return names;
  };
}

/** A paragraph's running text; the notes set in it are added to `notes`, in order. */
function inlineText(element: XmlElement, notes: XmlElement[] = []): string {
  let text = '';
  for (const child of element.children) {
    if (typeof child === 'string') {
      text += child;
      continue;
    }
    const { key } = child;
    if (key === NOTE) notes.push(child);
    if (key === NOTE || SKIPPED_INLINE.has(key) || key.startsWith(`${DRAW}|`)) continue;
    if (key === `${TEXT}|s`) text += ' '.repeat(Number(child.attributes.get(`${TEXT}|c`)) || 1);
    else if (key === `${TEXT}|tab` || key === `${TEXT}|line-break`) text += ' ';
    else text += inlineText(child, notes);
  }
  return text;
}

function toBlocks(
  node: XmlElement,
  styleChain: (name: string) => string[],
  blocks: Block[],
  notes: XmlElement[] = [],
) {
  for (const element of elementsOf(node)) {
    const { key } = element;
    if (SKIPPED_BLOCKS.has(key)) continue;
    if (key !== `${TEXT}|p` && key !== `${TEXT}|h`) {
      // Lists, sections and the like only group paragraphs.
      toBlocks(element, styleChain, blocks, notes);
      continue;
    }
    const text = inlineText(element, notes).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const styles = styleChain(element.attributes.get(`${TEXT}|style-name`) ?? '');
    const isTitle = styles.some((style) => /^title$/i.test(style));
    const heading =
      key === `${TEXT}|h` ||
      isTitle ||
      styles.some((style) => /^(heading|subtitle)/i.test(style)) ||
      looksLikeHeading(text);
    blocks.push({ kind: heading ? 'heading' : 'paragraph', text, ...(isTitle ? { isTitle } : {}) });
  }
}

export function readOdt(bytes: Uint8Array, limits: ImportLimits): Extracted | ImportFailure {
  const entries = readZip(
    bytes,
    { select: (name) => PARTS.has(name), limits },
    failure('corrupt', IMPORT_ERRORS.corruptOdt),
  );
  if (!(entries instanceof Map)) return entries;
  const manifest = entries.get('META-INF/manifest.xml');
  // A password-protected file keeps its manifest readable and its content.xml encrypted.
  if (manifest && UTF8.decode(manifest).includes('encryption-data'))
    return failure('encrypted', IMPORT_ERRORS.encryptedOdt);
  const content = parseXml(entries.get('content.xml'));
  if (!content) return failure('corrupt', IMPORT_ERRORS.corruptOdt);
  const styleChain = readStyles([parseXml(entries.get('styles.xml')), content]);
  const blocks: Block[] = [];
  const notes: XmlElement[] = [];
  const body = findAll(content, `${OFFICE}|text`)[0];
  if (body) toBlocks(body, styleChain, blocks, notes);
  if (!blocks.length) return failure('no-text', IMPORT_ERRORS.noText);
  // Each note's paragraphs (its body, not its citation mark), for after the body.
  const noteBlocks: Block[] = [];
  for (const noteBody of notes.flatMap((note) => findAll(note, `${TEXT}|note-body`)))
    toBlocks(noteBody, styleChain, noteBlocks);
  for (const block of noteBlocks) blocks.push({ kind: 'paragraph', text: block.text, note: true });
  const titleElement = findAll(parseXml(entries.get('meta.xml')), `${DC}|title`)[0];
  const metadataTitle = titleElement && inlineText(titleElement).trim();
  return { blocks, warnings: [], ...(metadataTitle ? { metadataTitle } : {}) };
}
