/**
 * Markdown (.md) with mdast-util-from-markdown (CommonMark): headings and paragraphs become
 * blocks, list items paragraphs; code, HTML, images and link targets are left out, and a first
 * heading of level 1 is the document's title.
 */
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import type { Block, Extracted, ImportFailure } from '../types.ts';
import { IMPORT_ERRORS, IMPORT_WARNINGS, failure } from '../messages.ts';
import { decodeText } from './text.ts';

/** YAML front matter (Jekyll, Hugo, Pandoc) is metadata, not text; without an extension CommonMark would read it as text. */
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)\r?\n/;

function inlineText(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node): string => {
      switch (node.type) {
        case 'text':
        case 'inlineCode':
          return node.value;
        case 'break':
          return ' ';
        case 'image':
        case 'imageReference':
        case 'html':
          return '';
        default:
          return 'children' in node ? inlineText(node.children) : '';
      }
    })
    .join('');
}

function toBlocks(nodes: readonly RootContent[], blocks: Block[]) {
  for (const node of nodes) {
    switch (node.type) {
      case 'heading': {
        const text = inlineText(node.children).trim();
        if (text)
          blocks.push({
            kind: 'heading',
            text,
            ...(node.depth === 1 && !blocks.length ? { isTitle: true } : {}),
          });
        break;
      }
      case 'paragraph': {
        const text = inlineText(node.children).replace(/\s+/g, ' ').trim();
        if (text) blocks.push({ kind: 'paragraph', text });
        break;
      }
      case 'list':
      case 'listItem':
      case 'blockquote':
        toBlocks(node.children as RootContent[], blocks);
        break;
      default:
        // code, html, tables (GFM), thematic breaks, definitions: not running text
        break;
    }
  }
}

export async function readMarkdown(bytes: Uint8Array): Promise<Extracted | ImportFailure> {
  const decoded = decodeText(bytes);
  if ('ok' in decoded) return decoded;
  const { fromMarkdown } = await import('mdast-util-from-markdown');
  const tree: Nodes = fromMarkdown(decoded.text.replace(FRONT_MATTER, ''));
  const blocks: Block[] = [];
  if (tree.type === 'root') toBlocks(tree.children, blocks);
  if (!blocks.length) return failure('no-text', IMPORT_ERRORS.noText);
  return { blocks, warnings: decoded.encoding === 'latin1' ? [IMPORT_WARNINGS.latin1] : [] };
}
