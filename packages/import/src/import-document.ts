/** The importer both entry points share: checks, the reader for the format, the clean-up, the count. */
import { cleanBlocks } from './clean/blocks.ts';
import { repairGlyphs } from './clean/glyphs.ts';
import { countWords } from './count-words.ts';
import { detectFormat } from './detect-format.ts';
import { IMPORT_ERRORS, IMPORT_WARNINGS, MAX_IMPORT_BYTES, failure } from './messages.ts';
import type {
  DocumentFormat,
  Extracted,
  ImportFailure,
  ImportFile,
  ImportOptions,
  ImportResult,
} from './types.ts';

/** Reads one format: blocks for the shared clean-up, a failure, or (a server delegate) a finished result. */
export type Reader = (
  bytes: Uint8Array,
  options: ImportOptions,
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
};

function tidy(text: string): string {
  return repairGlyphs(text)
    .replace(/[ \t\u00a0]+/g, ' ')
    .trim();
}

/** Never throws: every problem is an `{ ok: false, error }` with a message for the user. */
export async function importWith(
  readers: Readers,
  file: ImportFile,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const maxBytes = options.maxBytes ?? MAX_IMPORT_BYTES;
  if (file.bytes.length === 0) return failure('empty', IMPORT_ERRORS.empty);
  if (file.bytes.length > maxBytes) return failure('too-large', IMPORT_ERRORS.tooLarge(maxBytes));
  const format = detectFormat(file.name, file.bytes);
  if (typeof format !== 'string') return format;
  const reader = readers[format];
  if (!reader) return failure('server-required', IMPORT_ERRORS.serverRequired);

  let extracted: Extracted | ImportResult;
  try {
    extracted = await reader(file.bytes, options);
  } catch {
    return failure('corrupt', CORRUPT[format]);
  }
  if ('ok' in extracted) return extracted;
  if (format !== 'pdf') options.onProgress?.(1, 1);
  return finish(extracted, format, options.maxChars);
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
  const cleaned = cleanBlocks(
    extracted.blocks
      .map((block) => ({ ...block, text: tidy(block.text) }))
      .filter((block) => block.text),
    extracted.metadataTitle,
  );
  const warnings = [...extracted.warnings];
  let text = cleaned.body.map((block) => block.text).join('\n\n');
  if (!text && cleaned.abstract) {
    text = cleaned.abstract;
    warnings.push(IMPORT_WARNINGS.onlyAbstract);
  }
  if (!text)
    return failure('no-text', format === 'pdf' ? IMPORT_ERRORS.scannedPdf : IMPORT_ERRORS.noText);
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
