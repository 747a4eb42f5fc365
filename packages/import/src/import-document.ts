/** The importer both entry points share: checks, the reader for the format, the clean-up, the count. */
import { CJK_CHARS, CJK_PUNCTUATION, NOTES_HEADING } from '@abstractly/contracts/text-patterns';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '@abstractly/contracts/import-limits';
import { cleanBlocks } from './clean/blocks.ts';
import { countWords } from '@abstractly/contracts/word-count';
import { repairGlyphs } from './clean/glyphs.ts';
import { detectFormat } from './detect-format.ts';
import { IMPORT_ERRORS, IMPORT_WARNINGS, failure } from './messages.ts';
import type {
  DocumentFormat,
  Extracted,
  ImportFailure,
  ImportFile,
  ImportOptions,
  ImportResult,
  ServerFormat,
} from './types.ts';

/** What a reader is given: the caller's options with every limit resolved and a stop signal. */
export interface ReaderOptions extends ImportOptions {
  limits: ImportLimits;
  /** Aborted when the file's time is up (or the caller gave up): stop reading. */
  signal: AbortSignal;
  /** Extends the file's time limit (each page sent to OCR). */
  addTime(ms: number): void;
}

/** Reads one format: blocks for the shared clean-up, a failure, or (a server delegate) a finished result. */
export type Reader = (
  bytes: Uint8Array,
  options: ReaderOptions,
) => Promise<Extracted | ImportResult> | Extracted | ImportResult;

export type Readers = Record<DocumentFormat, Reader | undefined>;

const CORRUPT: Record<DocumentFormat, string> = {
  txt: IMPORT_ERRORS.noText,
  pdf: IMPORT_ERRORS.corruptPdf,
  docx: IMPORT_ERRORS.corruptDocx,
  doc: IMPORT_ERRORS.corruptDoc,
  tex: IMPORT_ERRORS.noText,
  zip: IMPORT_ERRORS.corruptZip,
  md: IMPORT_ERRORS.noText,
  odt: IMPORT_ERRORS.corruptOdt,
  rtf: IMPORT_ERRORS.corruptRtf,
  image: IMPORT_ERRORS.corruptImage,
};

/**
 * Chinese and Japanese characters and their punctuation (ideographic full stop, fullwidth comma…):
 * those scripts put no space between words, so a space between two of them is an artefact of a
 * line break or of a reader placing each word apart (Tesseract's boxes, a PDF's glyph runs).
 */
const CJK = CJK_CHARS + CJK_PUNCTUATION;
const SPACE_BETWEEN_CJK = new RegExp(String.raw`(?<=[${CJK}])[ \t\u00a0]+(?=[${CJK}])`, 'gu');

function tidy(text: string): string {
  return repairGlyphs(text)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(SPACE_BETWEEN_CJK, '')
    .trim();
}

/** Never throws: every problem is an `{ ok: false, error }` with a message for the user. */
export async function importWith(
  readers: Readers,
  file: ImportFile,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const limits: ImportLimits = {
    ...DEFAULT_IMPORT_LIMITS,
    ...options.limits,
    ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
  };
  if (file.bytes.length === 0) return failure('empty', IMPORT_ERRORS.empty);
  if (file.bytes.length > limits.maxBytes)
    return failure('too-large', IMPORT_ERRORS.tooLarge(limits.maxBytes));
  const format = detectFormat(file.name, file.bytes);
  if (typeof format !== 'string') return format;
  const reader = readers[format];
  // Only the formats the browser sends to the server have no reader where there is none.
  if (!reader)
    return failure('server-required', IMPORT_ERRORS.serverRequired(format as ServerFormat));

  const extracted = await readWithin(reader, file.bytes, { ...options, limits }, format);
  if ('ok' in extracted) return extracted;
  if (format !== 'pdf' && format !== 'image') options.onProgress?.(1, 1);
  return finish(extracted, format, options.maxChars);
}

/**
 * Runs the reader within the file's time limit: past it the reader is told to stop (a PDF stops
 * between pages, OCR at once) and the import fails with the limit's message. A reader may extend
 * the limit (OCR gives each scanned page its own time). Where a thread can be stopped outright,
 * the server's import worker also is (apps/server import-pool). The caller's signal (Cancel)
 * stops the reader the same way and fails the import as cancelled.
 */
async function readWithin(
  reader: Reader,
  bytes: Uint8Array,
  options: ImportOptions & { limits: ImportLimits },
  format: DocumentFormat,
): Promise<Extracted | ImportResult> {
  const controller = new AbortController();
  let allowedMs = options.limits.timeoutMs;
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timeUp: (result: ImportFailure) => void = () => undefined;
  const timedOut = new Promise<ImportFailure>((resolve) => (timeUp = resolve));
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => {
        controller.abort();
        timeUp(failure('too-complex', IMPORT_ERRORS.timeout(allowedMs)));
      },
      Math.max(0, started + allowedMs - Date.now()),
    );
  };
  arm();
  const addTime = (ms: number) => {
    allowedMs += ms;
    arm();
    options.onTimeAdded?.(ms);
  };
  let cancel: () => void = () => undefined;
  const cancelled = new Promise<ImportFailure>((resolve) => {
    cancel = () => {
      controller.abort();
      resolve(failure('cancelled', IMPORT_ERRORS.cancelled));
    };
  });
  if (options.signal?.aborted) cancel();
  options.signal?.addEventListener('abort', cancel, { once: true });
  try {
    const reading = Promise.resolve().then(() =>
      reader(bytes, { ...options, signal: controller.signal, addTime }),
    );
    const result = await Promise.race([reading, timedOut, cancelled]);
    // Work that never yields (laying out one huge page) keeps the timer from firing until it is
    // done, and the reader's answer then wins the race: past the limit it is refused all the same.
    if (!('ok' in result) && Date.now() - started > allowedMs)
      return failure('too-complex', IMPORT_ERRORS.timeout(allowedMs));
    return result;
  } catch {
    return failure('corrupt', CORRUPT[format]);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** The first whole paragraphs that fit in maxChars (at least a cut first paragraph). */
function fitParagraphs(paragraphs: string[], maxChars: number): string {
  let text = '';
  for (const paragraph of paragraphs) {
    const next = text ? `${text}\n\n${paragraph}` : paragraph;
    if (next.length > maxChars) return text || paragraph.slice(0, maxChars);
    text = next;
  }
  return text;
}

function finish(
  extracted: Extracted,
  format: DocumentFormat,
  maxChars = Infinity,
): ImportResult | ImportFailure {
  const blocks = extracted.blocks
    .map((block) => ({ ...block, text: tidy(block.text) }))
    .filter((block) => block.text);
  const cleaned = cleanBlocks(blocks, extracted.metadataTitle);
  const warnings = [...extracted.warnings];
  let text = cleaned.body.map((block) => block.text).join('\n\n');
  if (!text && cleaned.abstract) {
    text = cleaned.abstract;
    warnings.push(IMPORT_WARNINGS.onlyAbstract);
  }
  // The clean-up took everything (a document that is all references): the text the file holds
  // is read as it stands, its notes with it. "Scanned" is the PDF reader's verdict alone, on
  // pages without a text layer.
  if (!text) text = blocks.map((block) => block.text).join('\n\n');
  // The notes follow the body under their own heading: nothing of the paper is lost, and the
  // engine reads them as back matter.
  else if (cleaned.notes.length)
    text = [text, NOTES_HEADING, ...cleaned.notes.map((note) => note.text)].join('\n\n');
  if (!text) return failure('no-text', IMPORT_ERRORS.noText);
  if (text.length > maxChars) {
    text = fitParagraphs(text.split('\n\n'), maxChars);
    warnings.push(IMPORT_WARNINGS.truncated(maxChars));
  }
  return {
    ok: true,
    text,
    ...(cleaned.title ? { title: cleaned.title } : {}),
    ...(cleaned.abstract && text !== cleaned.abstract ? { abstract: cleaned.abstract } : {}),
    words: countWords(text),
    format,
    warnings,
  };
}
