/** PDF with pdf.js: text items with their positions, page by page, then the layout clean-up. */
import type * as Pdfjs from 'pdfjs-dist';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '@abstractly/contracts/import-limits';
import { IMPORT_ERRORS, IMPORT_WARNINGS, failure } from '../messages.ts';
import { checkPdfStreams } from './pdf-streams.ts';
import { pagesToBlocks, type PageText } from '../layout/pdf-pages.ts';
import { hasUsableText } from '../layout/text-layer.ts';
import { uprightText, type PlacedText } from '../layout/upright.ts';
import { mendTexLigatureSpaces, type GlyphWord } from '../clean/glyphs.ts';
import { recognizePages, type OcrSetup } from '../ocr/recognize.ts';
import type { Block, Extracted, ImportFailure, ImportOptions } from '../types.ts';

/** The part of pdf.js this reader uses (the browser build or the legacy build for Node). */
export type PdfjsModule = Pick<typeof Pdfjs, 'getDocument' | 'OPS'>;
/** pdf.js's operator ids (its OPS table). */
type Operators = PdfjsModule['OPS'];

export interface PdfReadOptions extends Pick<ImportOptions, 'onProgress' | 'signal'> {
  /** Pages and characters of text read before the file is refused. */
  limits?: Pick<
    ImportLimits,
    | 'maxPdfPages'
    | 'maxPdfUnpackedBytes'
    | 'maxCompressionRatio'
    | 'maxExtractedChars'
    | 'timeoutMs'
    | 'maxOcrPages'
    | 'ocrPageTimeoutMs'
  >;
  /** Recognises pages without a text layer (scans); without it they are reported as such. */
  ocr?: OcrSetup;
  /** Asks the file's time limit for more time (each page sent to OCR gets its own). */
  addTime?(ms: number): void;
  /** Folder URL (with trailing slash) of pdf.js's CMaps, needed for some CJK fonts. */
  cMapUrl?: string;
  /** Folder URL (with trailing slash) of pdf.js's standard font data. */
  standardFontDataUrl?: string;
  /** Folder URL (with trailing slash) of pdf.js's WebAssembly image decoders. */
  wasmUrl?: string;
}

type Matrix = [number, number, number, number, number, number];

/** m1 × m2 for PDF affine matrices [a b c d e f] (ISO 32000-1 §8.3.4). */
function multiply(m1: readonly number[], m2: readonly number[]): Matrix {
  const [a1 = 0, b1 = 0, c1 = 0, d1 = 0, e1 = 0, f1 = 0] = m1;
  const [a2 = 0, b2 = 0, c2 = 0, d2 = 0, e2 = 0, f2 = 0] = m2;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

type TextItem = Extract<
  Awaited<ReturnType<Pdfjs.PDFPageProxy['getTextContent']>>['items'][number],
  { str: string }
>;

const YIELD_EVERY_MS = 50;

type Styles = Record<string, { vertical?: boolean }>;

/** Text items of one page, read as pdf.js streams them; undefined once the budget of characters is spent. */
async function readTextItems(
  page: Pdfjs.PDFPageProxy,
  budget: number,
  signal: AbortSignal | undefined,
): Promise<{ items: TextItem[]; chars: number; styles: Styles } | undefined> {
  const items: TextItem[] = [];
  const styles: Styles = {};
  let chars = 0;
  const reader = page.streamTextContent().getReader();
  let yielded = Date.now();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return { items, chars, styles };
    // In Node pdf.js runs on this thread and chains promises only, which would keep the time
    // limit's timer from ever firing: let timers run now and then.
    if (Date.now() - yielded > YIELD_EVERY_MS) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      yielded = Date.now();
    }
    Object.assign(styles, value.styles);
    for (const item of value.items as TextItem[]) {
      if (!('str' in item) || !item.str) continue;
      items.push(item);
      chars += item.str.length;
    }
    // Stop as soon as the budget is passed. The reader is not cancelled: pdf.js 5 still enqueues
    // into a cancelled stream and throws; destroying the document (the caller does) stops it.
    if (chars > budget || signal?.aborted) return undefined;
  }
}

/** A move wider than this (thousandths of an em) inside a glyph run is a word space. */
const WORD_GAP = 200;

interface DrawnGlyph {
  originalCharCode?: number;
  unicode?: string;
  isInFont?: boolean;
}

/**
 * A Type 3 font (pdf.js describes it without a `vertical` field), or TeX's raw ffi and ffl codes
 * in the text: the page's fonts may have no Unicode map, so their codes 11–13 may have become
 * spaces.
 */
function mayHideTexLigatures(items: readonly TextItem[], styles: Styles): boolean {
  return (
    Object.values(styles).some((style) => style.vertical === undefined) ||
    items.some((item) => item.str.includes('\u000e') || item.str.includes('\u000f'))
  );
}

/**
 * The words drawn with TeX's ligature codes 11–13 on a font without a Unicode map, raw codes
 * kept, in the order the page draws them (pdf.js's operator list keeps each glyph's code).
 */
async function texLigatureWords(page: Pdfjs.PDFPageProxy, ops: Operators): Promise<GlyphWord[]> {
  // The content stream's text operators: those that draw glyphs, and those that move to a new place.
  const show = new Set([
    ops.showText,
    ops.showSpacedText,
    ops.nextLineShowText,
    ops.nextLineSetSpacingShowText,
  ]);
  const position = new Set([
    ops.beginText,
    ops.endText,
    ops.moveText,
    ops.setLeadingMoveText,
    ops.setTextMatrix,
    ops.nextLine,
  ]);
  const list = await page.getOperatorList();
  const found: GlyphWord[] = [];
  let word = '';
  let hasCode = false;
  const flush = () => {
    if (hasCode) found.push(word);
    word = '';
    hasCode = false;
  };
  list.fnArray.forEach((fn, i) => {
    if (position.has(fn)) return flush();
    if (!show.has(fn)) return;
    const glyphs = (list.argsArray[i] as unknown[] | undefined)?.find(Array.isArray) as
      (DrawnGlyph | number | null)[] | undefined;
    for (const glyph of glyphs ?? []) {
      if (typeof glyph === 'number') {
        if (glyph < -WORD_GAP) flush();
        continue;
      }
      const code = glyph?.originalCharCode ?? -1;
      const unicode = glyph?.unicode ?? '';
      const asAscii = unicode === '' || unicode === String.fromCharCode(code) || !unicode.trim();
      if (code >= 11 && code <= 15 && glyph?.isInFont && asAscii) {
        word += String.fromCharCode(code);
        hasCode ||= code <= 13;
      } else if (/^\p{L}+$/u.test(unicode)) word += unicode;
      else flush();
    }
  });
  flush();
  return found;
}

/** The page's text items with the ligatures pdf.js turned into spaces written back. */
async function withTexLigatures(
  page: Pdfjs.PDFPageProxy,
  items: TextItem[],
  styles: Styles,
  ops: Operators,
): Promise<TextItem[]> {
  if (!mayHideTexLigatures(items, styles)) return items;
  // Stopped mid-list (out of time): the caller's next check says so; the text stands as read.
  const words = await texLigatureWords(page, ops).catch((): GlyphWord[] => []);
  if (!words.length) return items;
  const mended = mendTexLigatureSpaces(
    items.map((item) => item.str),
    words,
  );
  return items.map((item, i) => (mended[i] === item.str ? item : { ...item, str: mended[i]! }));
}

/** Positions on the page as displayed: the viewport applies /Rotate and turns y downwards. */
function pageText(page: Pdfjs.PDFPageProxy, items: TextItem[]): PageText {
  const viewport = page.getViewport({ scale: 1 });
  const placed: PlacedText[] = [];
  for (const item of items) {
    placed.push({
      text: item.str,
      matrix: multiply(viewport.transform, item.transform),
      width: item.width,
      height: item.height,
    });
  }
  return uprightText(placed, viewport.width, viewport.height);
}

/** Text only in this share of the page's height at its top and its foot is a stamp or a running head. */
const MARGIN = 0.1;
/** A page an image covers this much of is a scan (a figure page's text stands inside it). */
const SCANNED_COVER = 0.5;

/** The page has text, all of it in the bands of MARGIN at its top and its foot. */
function inMarginsOnly(page: Pdfjs.PDFPageProxy, items: readonly TextItem[]): boolean {
  const viewport = page.getViewport({ scale: 1 });
  const shown = items.filter((item) => item.str.trim());
  return (
    shown.length > 0 &&
    shown.every((item) => {
      const y = multiply(viewport.transform, item.transform)[5];
      return y < MARGIN * viewport.height || y > (1 - MARGIN) * viewport.height;
    })
  );
}

/**
 * The largest share of the page one painted image covers: its unit square's area under the
 * transformation in force (pdf.js's operator list; a form's matrix counts, save and restore
 * nest), over the page's area.
 */
async function imageCover(page: Pdfjs.PDFPageProxy, ops: Operators): Promise<number> {
  const images = new Set([
    ops.paintImageXObject,
    ops.paintInlineImageXObject,
    ops.paintImageMaskXObject,
    ops.paintImageXObjectRepeat,
  ]);
  const list = await page.getOperatorList().catch(() => undefined);
  if (!list) return 0;
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const area = Math.abs((x1 - x0) * (y1 - y0)) || 1;
  const determinant = (m: readonly number[]) =>
    (m[0] ?? 0) * (m[3] ?? 0) - (m[1] ?? 0) * (m[2] ?? 0);
  const stack: number[] = [];
  let scale = 1;
  let largest = 0;
  list.fnArray.forEach((fn, i) => {
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === ops.save) stack.push(scale);
    else if (fn === ops.restore || fn === ops.paintFormXObjectEnd) scale = stack.pop() ?? 1;
    else if (fn === ops.transform) scale *= determinant(args as number[]);
    else if (fn === ops.paintFormXObjectBegin) {
      stack.push(scale);
      scale *= determinant((args?.[0] as number[] | null) ?? [1, 0, 0, 1]);
    } else if (images.has(fn)) largest = Math.max(largest, Math.abs(scale) / area);
  });
  return Math.min(1, largest);
}

/**
 * The layout's blocks, or, when its clean-up took every line for page furniture (one line per
 * page whose lines differ only in their numbers, as generated reports and slides have), each
 * page's text as it stands: pages with a text layer are read, never called a scan.
 */
function blocksOf(pages: PageText[]): Block[] {
  const blocks = pagesToBlocks(pages);
  if (blocks.some((block) => block.text.trim())) return blocks;
  return pages.flatMap((page) => {
    const text = page.items
      .map((item) => item.text)
      .join(' ')
      .trim();
    return text ? [{ kind: 'paragraph' as const, text }] : [];
  });
}

/** Pixels per point pages are drawn at for OCR: 200 dpi, where Tesseract reads 9–10 pt print well. */
const OCR_SCALE = 200 / 72;
/** Longest side of a drawn page in pixels, so a poster-sized page does not take a gigabyte. */
const OCR_MAX_SIDE_PX = 4000;

/**
 * Recognises the pages without a text layer (up to the limit), each with its own time. Pages on
 * which nothing could be read, or past the limit, are named in a warning.
 */
async function recognizeScans(
  document: Pdfjs.PDFDocumentProxy,
  numbers: number[],
  ocr: OcrSetup,
  limits: Required<NonNullable<PdfReadOptions['limits']>>,
  options: PdfReadOptions,
): Promise<ImportFailure | { read: Map<number, PageText>; unread: number[]; warnings: string[] }> {
  const chosen = numbers.slice(0, limits.maxOcrPages);
  const recognized = await recognizePages(
    ocr,
    chosen.length,
    async (index) => {
      const page = await document.getPage(chosen[index]!);
      const { width, height } = page.getViewport({ scale: 1 });
      const scale = Math.min(OCR_SCALE, OCR_MAX_SIDE_PX / Math.max(width, height));
      const image = await ocr.renderPage(page, scale);
      page.cleanup();
      return { image, scale: { scale, widthPx: width * scale, heightPx: height * scale } };
    },
    { ...options, signal: options.signal ?? new AbortController().signal, limits },
  );
  if (!Array.isArray(recognized)) return recognized;
  const read = new Map<number, PageText>();
  const unread: number[] = [];
  recognized.forEach((page, index) => {
    if (page) read.set(chosen[index]!, page);
    else unread.push(chosen[index]!);
  });
  const skipped = numbers.slice(limits.maxOcrPages);
  const warnings = [
    ...(unread.length ? [IMPORT_WARNINGS.pagesNotRecognized(unread)] : []),
    ...(skipped.length ? [IMPORT_WARNINGS.tooManyScannedPages(limits.maxOcrPages, skipped)] : []),
  ];
  return { read, unread: [...unread, ...skipped], warnings };
}

function isPasswordError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PasswordException';
}

/** Reads every page's text; an encrypted or unreadable file is a failure with a clear message. */
export async function readPdf(
  bytes: Uint8Array,
  pdfjs: PdfjsModule,
  options: PdfReadOptions = {},
): Promise<Extracted | ImportFailure> {
  const limits = { ...DEFAULT_IMPORT_LIMITS, ...options.limits };
  const streams = checkPdfStreams(bytes, limits);
  if (streams === 'unpacked')
    return failure('too-large', IMPORT_ERRORS.unpackedTooLarge(limits.maxPdfUnpackedBytes));
  if (streams === 'ratio')
    return failure('too-complex', IMPORT_ERRORS.compressionRatio(limits.maxCompressionRatio));
  // pdf.js may transfer (detach) the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    ...(options.cMapUrl ? { cMapUrl: options.cMapUrl, cMapPacked: true } : {}),
    ...(options.standardFontDataUrl ? { standardFontDataUrl: options.standardFontDataUrl } : {}),
    ...(options.wasmUrl ? { wasmUrl: options.wasmUrl } : {}),
  });
  // Out of time: stop pdf.js itself, which may be deep in one page's content and not yielding text.
  const stop = () => void task.destroy().catch(() => undefined);
  options.signal?.addEventListener('abort', stop, { once: true });
  let document: Pdfjs.PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    return isPasswordError(error)
      ? failure('encrypted', IMPORT_ERRORS.encrypted)
      : failure('corrupt', IMPORT_ERRORS.corruptPdf);
  }

  try {
    const pages: PageText[] = [];
    const total = document.numPages;
    // Known from the document's page tree before any page is read.
    if (total > limits.maxPdfPages)
      return failure('too-large', IMPORT_ERRORS.tooManyPages(limits.maxPdfPages, total));
    options.onProgress?.(0, total);
    let chars = 0;
    for (let number = 1; number <= total; number++) {
      if (options.signal?.aborted)
        return failure('too-complex', IMPORT_ERRORS.timeout(limits.timeoutMs));
      const page = await document.getPage(number);
      const read = await readTextItems(page, limits.maxExtractedChars - chars, options.signal);
      if (read === undefined)
        return options.signal?.aborted
          ? failure('too-complex', IMPORT_ERRORS.timeout(limits.timeoutMs))
          : failure('too-large', IMPORT_ERRORS.tooMuchText(limits.maxExtractedChars));
      chars += read.chars;
      const items = await withTexLigatures(page, read.items, read.styles, pdfjs.OPS);
      if (options.signal?.aborted)
        return failure('too-complex', IMPORT_ERRORS.timeout(limits.timeoutMs));
      const text = pageText(page, items);
      // A scan carries no text of its own but a stamp in its margin ("View publication stats"):
      // read as a page without text, it goes to OCR.
      const stamped =
        inMarginsOnly(page, items) && (await imageCover(page, pdfjs.OPS)) >= SCANNED_COVER;
      pages.push(stamped ? { ...text, items: [] } : text);
      page.cleanup();
      options.onProgress?.(number, total);
    }
    // A page is read from its text layer only where that reads as text; a page without one, or
    // with only codes that stand for no letters (fonts without a Unicode map), is read as a scan.
    let empty = pages.flatMap((page, i) => (hasUsableText(page) ? [] : [i + 1]));
    for (const number of empty) pages[number - 1] = { ...pages[number - 1]!, items: [] };
    const warnings: string[] = [];
    if (empty.length && options.ocr && limits.maxOcrPages > 0) {
      const scanned = await recognizeScans(document, empty, options.ocr, limits, options);
      if ('ok' in scanned) return scanned;
      for (const [number, page] of scanned.read) pages[number - 1] = page;
      warnings.push(...scanned.warnings);
      empty = scanned.unread;
      if (empty.length === pages.length) return failure('no-text', IMPORT_ERRORS.unreadableScan);
    } else if (empty.length === pages.length) {
      return failure('no-text', IMPORT_ERRORS.scannedPdf);
    } else if (empty.length) {
      warnings.push(IMPORT_WARNINGS.pagesWithoutText(empty));
    }

    const info = (await document.getMetadata().catch(() => undefined))?.info as
      { Title?: unknown } | undefined;
    return {
      blocks: blocksOf(pages),
      warnings,
      ...(typeof info?.Title === 'string' ? { metadataTitle: info.Title } : {}),
    };
  } catch {
    return failure('corrupt', IMPORT_ERRORS.corruptPdf);
  } finally {
    options.signal?.removeEventListener('abort', stop);
    await document.destroy().catch(() => undefined);
  }
}
