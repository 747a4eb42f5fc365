/** Block-level clean-up shared by every format: notes, references, abstract, title, front matter. */
import { CAPTION_LABELS, REFERENCE_HEADINGS } from '@abstractly/contracts/text-patterns';
import type { Block } from '../types.ts';
import { closeUpLetterSpacing, sectionName, stripNumbering } from './headings.ts';
import { joinHyphenation } from './hyphenation.ts';

const REFERENCE_NAMES = new Set<string>(REFERENCE_HEADINGS);
const AFTER_REFERENCES = /^(?:appendix|appendices|supplementary|supporting information)\b/i;
const INLINE_REFERENCES = /^references\s+(?:\[1\]|1\.\s)/i;
/** A figure or table caption's opening ("Figure 2:", "Table 1.", "TABLE II:"). */
export const CAPTION = new RegExp(
  String.raw`^(?:${CAPTION_LABELS})\.?\s*(?:[A-Z]?\d+[a-z]?|[IVX]{1,5})\s*[.:|]`,
  'i',
);
const KEYWORDS = /^(?:key\s?words|index terms)\s*(?:[:.—–]|-{1,2})/i;
const ABSTRACT_HEADINGS = new Set(['abstract', 'summary']);
const INLINE_ABSTRACT = /^(?:abstract|summary)\s*(?:[:.—–]|-{1,2})\s*(?=\S)/i;
const INLINE_ABSTRACT_CAPS = /^ABSTRACT\s+(?=\p{Lu})/u;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const isCaption = (block: Block) => CAPTION.test(block.text.trim());

/**
 * Joins a PDF paragraph cut in two by a float (a table or figure, or a page of them): the first
 * part ends without closing its sentence and the second opens in lower case. The float's captions
 * between them stay, as paragraphs of their own, after the joined paragraph. Only PDF layout
 * blocks (they carry a font size) are joined; other formats mark their paragraphs themselves.
 */
export function rejoinSplitParagraphs(blocks: readonly Block[]): Block[] {
  const joined: Block[] = [];
  for (const block of blocks) {
    // The last block that is not a caption: the paragraph a float may have cut.
    const at = joined.findLastIndex((b) => !isCaption(b));
    const last = joined[at];
    if (
      last?.kind === 'paragraph' &&
      block.kind === 'paragraph' &&
      last.size !== undefined &&
      block.size !== undefined &&
      !/[.!?:;]["”’)]?$/.test(last.text.trim()) &&
      /^\p{Ll}/u.test(block.text.trim())
    ) {
      joined[at] = {
        ...last,
        text: joinHyphenation([last.text, block.text]),
        size: Math.max(last.size, block.size),
      };
    } else joined.push(block);
  }
  return joined;
}

/**
 * A block opening with the reference heading run in with the first entries ("References [1] …",
 * "REFERENCES Abney, S. 1991. …", "R e f e r e n c e s Brown, P. …"): the heading must be set
 * as one (capitalised, in capitals or letter-spaced) and an entry or a year must follow soon.
 */
function isInlineReferences(text: string): boolean {
  const m = /^((?:\p{L} ){4,}\p{L}|\p{Lu}\p{L}+)\s+(.*)$/su.exec(text.trim());
  if (!m) return false;
  const heading = closeUpLetterSpacing(m[1]!);
  if (!REFERENCE_NAMES.has(heading.toLowerCase())) return false;
  if (heading !== heading.toUpperCase() && !/^\p{Lu}\p{Ll}+$/u.test(heading)) return false;
  const rest = m[2]!;
  return (
    INLINE_REFERENCES.test(text.trim()) ||
    ENTRY_START.test(rest) ||
    YEAR.test(rest.split(/\s+/).slice(0, 25).join(' '))
  );
}

/**
 * Text that opens the reference list: a reference section's name alone, or run in with the
 * first entries.
 */
export function opensReferences(text: string): boolean {
  return REFERENCE_NAMES.has(sectionName(text) ?? '') || isInlineReferences(text);
}

/**
 * Drops the reference list: from a "References" (or "Bibliography", …) heading up to the end,
 * or up to an appendix that follows it; else a trailing list found by the shape of its entries.
 * The last such heading counts (a "References" line early on is a table of contents or a
 * figure's label).
 */
export function dropReferences(blocks: readonly Block[]): Block[] {
  const start = blocks.findLastIndex((block, i) => i > 0 && opensReferences(block.text));
  if (start < 0) return dropTrailingReferenceList(blocks);
  const resume = blocks.findIndex(
    (block, i) =>
      i > start && block.kind === 'heading' && AFTER_REFERENCES.test(stripNumbering(block.text)),
  );
  return [...blocks.slice(0, start), ...(resume < 0 ? [] : blocks.slice(resume))];
}

/**
 * How a reference entry opens: "[3]", "3.", or authors ("Moreau, C.", "C. Moreau and",
 * "Claire Moreau and", "Claire Moreau, Jonas", "Moreau et al.").
 */
const ENTRY_START = new RegExp(
  [
    String.raw`^\[\d{1,3}\]`,
    // An author–year label: "[Karttunen and Kay, 1985]", "[CARPENTER 1992]".
    String.raw`^\[\p{Lu}[^\]]{1,60}(?:19|20)\d\d[a-z]?\]`,
    String.raw`^\d{1,3}\.\s+\p{Lu}`,
    String.raw`^\p{Lu}[\p{L}'’-]+,\s*(?:\p{Lu}\.|\p{Lu}\p{Ll})`,
    String.raw`^(?:\p{Lu}\.\s?)+\p{Lu}[\p{L}'’-]+(?:,|\s+and\s|\s+et\s+al)`,
    String.raw`^\p{Lu}[\p{Ll}'’-]+\s+(?:\p{Lu}\.\s*)*\p{Lu}[\p{L}'’-]+(?:,|\s+and\s|\s+et\s+al|\.\s+(?:19|20)\d\d)`,
  ].join('|'),
  'u',
);
const YEAR = /\b(?:19|20)\d{2}[a-z]?\b/;
/** Longer than this, a block is prose, not one reference entry (with its wrapped lines). */
const MAX_ENTRY_WORDS = 90;
/** Fewer entries than this at the end are not taken for a reference list. */
const MIN_ENTRIES = 2;

/**
 * A reference list printed without a heading (some templates rule a line instead) at the end
 * of the document: the longest run of trailing paragraphs that splits into entries, each opening
 * like a reference, carrying a year and short enough to be one. An entry may span several blocks
 * (its wrapped lines read as paragraphs when they hang indented).
 */
export function dropTrailingReferenceList(blocks: readonly Block[]): Block[] {
  let start = blocks.length;
  let entries = 0;
  let entry: Block[] = [];
  for (let i = blocks.length - 1; i > 0; i--) {
    const block = blocks[i]!;
    if (block.kind === 'heading') break;
    entry.unshift(block);
    const text = entry.map((b) => b.text).join(' ');
    if (wordCount(text) > MAX_ENTRY_WORDS) break;
    // A wrapped line may open like an entry too ("Linguistics Review, 12(2):201–219."): an entry
    // is only complete once it holds a year.
    if (!ENTRY_START.test(block.text.trim()) || !YEAR.test(text)) continue;
    entries++;
    start = i;
    entry = [];
  }
  return entries >= MIN_ENTRIES ? blocks.slice(0, start) : [...blocks];
}

export interface FoundAbstract {
  text: string;
  /** Blocks [start, end) hold the abstract (with its heading). */
  start: number;
  end: number;
}

/** Only the front of a document is searched: an "Abstract" deep inside is not the paper's own. */
function frontLimit(blocks: readonly Block[]): number {
  const firstBodyHeading = blocks.findIndex((block) => {
    if (block.kind !== 'heading') return false;
    const name = sectionName(block.text);
    return name !== undefined && !ABSTRACT_HEADINGS.has(name);
  });
  return Math.min(firstBodyHeading < 0 ? blocks.length : firstBodyHeading, 40);
}

/** A keywords line run into the abstract's last paragraph ("… cost. Keywords: tides") is not the abstract. */
const RUN_IN_KEYWORDS = /\s+(?:key\s?words|index terms)\s*(?:[:—–]|-{1,2})[^]*$/i;

function withoutKeywords(text: string): string {
  return text.replace(RUN_IN_KEYWORDS, '').trim();
}

/**
 * Finds the document's own abstract near its start: the paragraphs under an "Abstract" heading
 * (up to the next heading, keywords line or caption), or a paragraph that opens with "Abstract—", "Abstract:"
 * or "ABSTRACT".
 */
export function findAbstract(blocks: readonly Block[]): FoundAbstract | undefined {
  const limit = frontLimit(blocks);
  for (let i = 0; i < limit; i++) {
    const block = blocks[i]!;
    const text = block.text.trim();
    if (block.kind === 'heading' && ABSTRACT_HEADINGS.has(sectionName(text) ?? '')) {
      let end = i + 1;
      while (
        end < blocks.length &&
        blocks[end]!.kind === 'paragraph' &&
        !KEYWORDS.test(blocks[end]!.text.trim()) &&
        !isCaption(blocks[end]!)
      )
        end++;
      if (end === i + 1) continue;
      // No heading after it (a document without sections), or too long for an abstract: only its
      // first paragraph is taken, so the body is not swallowed.
      if (end === blocks.length || end - (i + 1) > 5) end = i + 2;
      const text = blocks
        .slice(i + 1, end)
        .map((b) => b.text.trim())
        .join('\n\n');
      return { text: withoutKeywords(text), start: i, end };
    }
    const inline = INLINE_ABSTRACT.exec(text) ?? INLINE_ABSTRACT_CAPS.exec(text);
    if (block.kind === 'paragraph' && inline) {
      return { text: withoutKeywords(text.slice(inline[0].length)), start: i, end: i + 1 };
    }
  }
  return undefined;
}

/** True for a plausible title: one to forty words, not a section name, not a sentence. */
function isTitleLike(text: string): boolean {
  const words = wordCount(text);
  return (
    words >= 1 &&
    words <= 40 &&
    text.length <= 300 &&
    !sectionName(text) &&
    !/[.;,]$/.test(text.trim())
  );
}

/** The body font size: the size carrying the most characters. */
export function bodyFontSize(blocks: readonly Block[]): number | undefined {
  const chars = new Map<number, number>();
  for (const block of blocks) {
    if (block.size === undefined) continue;
    const size = Math.round(block.size * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + block.text.length);
  }
  let best: number | undefined;
  for (const [size, count] of chars)
    if (best === undefined || count > chars.get(best)!) best = size;
  return best;
}

/**
 * Finds the title among the first blocks (before `before`, e.g. the abstract): a block the
 * document marks as its title, else the block in the largest font when that is clearly larger
 * than the body text, else (no font information) the first block if it reads as a title.
 */
export function findTitle(
  blocks: readonly Block[],
  before = Math.min(blocks.length, 8),
): { text: string; index: number } | undefined {
  const window = blocks.slice(0, before);
  const marked = window.findIndex((block) => block.isTitle && isTitleLike(block.text));
  if (marked >= 0) return { text: window[marked]!.text.trim(), index: marked };

  const body = bodyFontSize(blocks);
  if (body !== undefined) {
    let index = -1;
    window.forEach((block, i) => {
      if (
        (block.size ?? 0) >= body * 1.15 &&
        isTitleLike(block.text) &&
        (index < 0 || block.size! > window[index]!.size!)
      )
        index = i;
    });
    return index < 0 ? undefined : { text: window[index]!.text.trim(), index };
  }

  const first = window[0];
  if (first && blocks.length > 1 && wordCount(first.text) <= 25 && isTitleLike(first.text)) {
    return { text: first.text.trim(), index: 0 };
  }
  return undefined;
}

/** Author and affiliation lines under a title: short, not headings, not sentences. */
function isByline(block: Block): boolean {
  return (
    block.kind === 'paragraph' && wordCount(block.text) <= 15 && !/[.!?]$/.test(block.text.trim())
  );
}

export interface CleanedBlocks {
  body: Block[];
  /** The footnotes and endnotes, in the document's order, for after the body. */
  notes: Block[];
  title?: string;
  abstract?: string;
}

/**
 * The whole block clean-up: the notes are set apart, the references go; the abstract and title
 * are found and taken out with the front matter around them (authors, affiliations, keywords).
 * Captions stay, each a paragraph of its own.
 */
export function cleanBlocks(blocks: readonly Block[], metadataTitle?: string): CleanedBlocks {
  const notes = blocks.filter((block) => block.note);
  let body = dropReferences(rejoinSplitParagraphs(blocks.filter((block) => !block.note)));
  const abstract = findAbstract(body);
  const title = findTitle(body, abstract?.start);

  if (abstract) {
    // Everything before the abstract is front matter: title, authors, affiliations.
    body = body.slice(abstract.end);
  } else if (title) {
    let end = title.index + 1;
    while (end < Math.min(body.length, title.index + 8) && isByline(body[end]!)) end++;
    body = [...body.slice(0, title.index), ...body.slice(end)];
  }
  body = body.filter((block, i) => !(i < 10 && KEYWORDS.test(block.text.trim())));

  const titleText = title?.text ?? plausibleMetadataTitle(metadataTitle);
  return {
    body,
    notes,
    ...(titleText ? { title: titleText } : {}),
    ...(abstract ? { abstract: abstract.text } : {}),
  };
}

/** A metadata title is often a file name or a placeholder ("Microsoft Word - draft3.docx"). */
export function plausibleMetadataTitle(title: string | undefined): string | undefined {
  const text = title?.replace(/\s+/g, ' ').trim();
  if (!text || wordCount(text) < 2 || text.length > 300) return undefined;
  if (
    /\.(?:docx?|pdf|tex|dvi|txt|rtf|odt)$/i.test(text) ||
    /^(?:untitled|microsoft word)\b/i.test(text)
  )
    return undefined;
  return text;
}
