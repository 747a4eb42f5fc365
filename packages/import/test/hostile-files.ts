/**
 * Hostile uploads, built the way an attacker would: zip bombs in DOCX, ODT and zipped
 * LaTeX shapes (honest or lying about their sizes), archives of very many entries, XML nested very
 * deep, PDFs with thousands of pages or a content stream unpacking to gigabytes. Node only (zlib);
 * the import tests, the server's tests and scripts/soak.ts use them.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { unzipSync, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildPaperDocx } from './build-docx.ts';

const encoder = new TextEncoder();

/**
 * Raw deflate data unpacking to `prefix` then `unit` repeated up to about `totalBytes`, made
 * without ever holding that much: a 1 MB run of `unit` is deflated once with a full flush (each
 * segment then stands alone, byte-aligned), and the segment is repeated. 1 GB packs to about 1 MB.
 */
export function repeatedDeflate(prefix: string, unit: string, totalBytes: number): Uint8Array {
  const flush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const head = deflateRawSync(encoder.encode(prefix), flush);
  const run = encoder.encode(unit.repeat(Math.ceil((1024 * 1024) / unit.length)));
  const segment = deflateRawSync(run, flush);
  const count = Math.max(1, Math.floor(totalBytes / run.length));
  // A final empty block with fixed codes closes the stream (RFC 1951 §3.2.6: bits 1, 01, 0000000).
  const end = [0x03, 0x00];
  const out = new Uint8Array(head.length + segment.length * count + end.length);
  out.set(head, 0);
  for (let i = 0; i < count; i++) out.set(segment, head.length + i * segment.length);
  out.set(end, out.length - end.length);
  return out;
}

export interface RawEntry {
  name: string;
  /** The bytes as stored in the archive (already deflated when `deflated`). */
  data: Uint8Array;
  deflated: boolean;
  /** The unpacked size the archive declares (the truth, or a lie). */
  declaredSize: number;
}

/** A zip archive written field by field (APPNOTE.TXT 4.3), so that sizes can lie. */
export function zipRaw(entries: RawEntry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const method = entry.deflated ? 8 : 0;
    const crc = entry.deflated ? 0 : crc32(entry.data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(8, method, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, entry.data.length, true);
    local.setUint32(22, entry.declaredSize, true);
    local.setUint16(26, name.length, true);
    const record = new DataView(new ArrayBuffer(46));
    record.setUint32(0, 0x02014b50, true);
    record.setUint16(4, 20, true);
    record.setUint16(6, 20, true);
    record.setUint16(10, method, true);
    record.setUint32(16, crc, true);
    record.setUint32(20, entry.data.length, true);
    record.setUint32(24, entry.declaredSize, true);
    record.setUint16(28, name.length, true);
    record.setUint32(42, offset, true);
    parts.push(new Uint8Array(local.buffer), name, entry.data);
    central.push(new Uint8Array(record.buffer), name);
    offset += 30 + name.length + entry.data.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, Math.min(entries.length, 0xffff), true);
  end.setUint16(10, Math.min(entries.length, 0xffff), true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  const all = [...parts, ...central, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of all) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Every entry of a real archive, stored, plus (replacing any of the same name) the given ones. */
function withEntries(archive: Uint8Array, replaced: RawEntry[]): Uint8Array {
  const names = new Set(replaced.map((entry) => entry.name));
  const kept: RawEntry[] = Object.entries(unzipSync(archive))
    .filter(([name]) => !names.has(name))
    .map(([name, data]) => ({ name, data, deflated: false, declaredSize: data.length }));
  return zipRaw([...kept, ...replaced]);
}

/** What a bomb says about itself: its true size, or a small one (the central directory lies). */
export type Declared = 'honest' | 'lying';

function bombEntry(name: string, prefix: string, unpackedBytes: number, declared: Declared) {
  const data = repeatedDeflate(prefix, 'a', unpackedBytes);
  const trueSize = prefix.length + Math.floor(unpackedBytes / (1024 * 1024)) * 1024 * 1024;
  return {
    name,
    data,
    deflated: true,
    // A lie the ratio check cannot see: about five times the packed size.
    declaredSize: declared === 'honest' ? Math.min(trueSize, 0xffffffff) : data.length * 5,
  };
}

const DOCUMENT_XML_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>';

/** A real DOCX whose word/document.xml unpacks to `unpackedBytes` (the issue's: 1 MB → 1 GB). */
export async function docxBomb(unpackedBytes: number, declared: Declared): Promise<Uint8Array> {
  return withEntries(await buildPaperDocx(), [
    bombEntry('word/document.xml', DOCUMENT_XML_HEAD, unpackedBytes, declared),
  ]);
}

/** An ODT (mimetype first, stored) whose content.xml unpacks to `unpackedBytes`. */
export function odtBomb(unpackedBytes: number, declared: Declared): Uint8Array {
  const mimetype = encoder.encode('application/vnd.oasis.opendocument.text');
  return zipRaw([
    { name: 'mimetype', data: mimetype, deflated: false, declaredSize: mimetype.length },
    bombEntry(
      'content.xml',
      '<?xml version="1.0"?><office:document-content><office:body><office:text><text:p>',
      unpackedBytes,
      declared,
    ),
  ]);
}

/** A zipped LaTeX project whose main.tex unpacks to `unpackedBytes`. */
export function latexZipBomb(unpackedBytes: number, declared: Declared): Uint8Array {
  return zipRaw([
    bombEntry('paper/main.tex', '\\documentclass{article}\n', unpackedBytes, declared),
  ]);
}

/** A zip of `count` tiny entries (the directory alone is the attack). */
export function manyEntriesZip(count: number): Uint8Array {
  const empty = new Uint8Array(0);
  return zipRaw(
    Array.from({ length: count }, (_, i) => ({
      name: `word/part${i}.xml`,
      data: empty,
      deflated: false,
      declaredSize: 0,
    })),
  );
}

/** A real DOCX whose body nests `depth` elements inside each other. */
export async function deepXmlDocx(depth: number): Promise<Uint8Array> {
  const body = '<w:p><w:r><w:t>Tide gauges drift as harbours silt up.</w:t></w:r></w:p>';
  const document = `${DOCUMENT_XML_HEAD.replace('<w:p><w:r><w:t>', '')}${'<w:sdt><w:sdtContent>'.repeat(depth)}${body}${'</w:sdtContent></w:sdt>'.repeat(depth)}</w:body></w:document>`;
  const files = unzipSync(await buildPaperDocx());
  files['word/document.xml'] = encoder.encode(document);
  return zipSync(files);
}

/** A text PDF of `pages` pages holding one short line each (slides, posters, generated reports). */
export async function oneLinePerPagePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Slide ${i}: sea level rose ${i} mm at station ${100 + i} in our survey.`, {
      x: 72,
      y: 400,
      size: 14,
      font,
    });
  }
  return doc.save();
}

/** A PDF written object by object (ISO 32000-1 7.5): bodies of objects 1…n, then xref and trailer. */
function writePdf(objects: (string | [string, Uint8Array])[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (part: Uint8Array | string) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  add('%PDF-1.7\n');
  objects.forEach((body, i) => {
    offsets.push(length);
    if (typeof body === 'string') add(`${i + 1} 0 obj\n${body}\nendobj\n`);
    else {
      add(`${i + 1} 0 obj\n${body[0]}\nstream\n`);
      add(body[1]);
      add('\nendstream\nendobj\n');
    }
  });
  const xref = length;
  add(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  add(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  add(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** One page of text-showing operators; each line is placed anew (pdf.js leaves out text off the page). */
const CONTENT_HEAD = 'BT /F1 10 Tf ET\n';
const CONTENT_LINE = 'BT 1 0 0 1 72 700 Tm (Tide gauges drift) Tj ET\n';

function onePagePdf(stream: Uint8Array, filter: string): Uint8Array {
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    FONT,
    [`<< /Length ${stream.length}${filter} >>`, stream],
  ]);
}

/**
 * A one-page PDF whose content stream unpacks to about `unpackedBytes` of text-showing operators,
 * written by hand so the stream is never held unpacked.
 */
export function hugeContentStreamPdf(unpackedBytes: number): Uint8Array {
  const content = repeatedDeflate(CONTENT_HEAD, CONTENT_LINE, unpackedBytes);
  // The zlib wrapper around the raw deflate data: header 78 DA (pdf.js does not check the sum).
  const stream = new Uint8Array(2 + content.length + 4);
  stream.set([0x78, 0xda], 0);
  stream.set(content, 2);
  return onePagePdf(stream, ' /Filter /FlateDecode');
}

/**
 * A one-page PDF drawing the same line over and over, uncompressed (no bomb): pdf.js takes tens
 * of seconds on about 1 MB of it, which is what the time limit is for.
 */
export function slowPdf(contentBytes: number): Uint8Array {
  const lines = CONTENT_LINE.repeat(Math.ceil(contentBytes / CONTENT_LINE.length));
  return onePagePdf(encoder.encode(CONTENT_HEAD + lines), '');
}

/** A real PDF of `pages` pages, each with one line of text (written by hand: pdf-lib takes minutes). */
export function manyPagesPdf(pages: number): Uint8Array {
  const content = encoder.encode('BT /F1 12 Tf 72 700 Td (Survey notes for one station.) Tj ET');
  const kids = Array.from({ length: pages }, (_, i) => `${i + 5} 0 R`).join(' ');
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    FONT,
    [`<< /Length ${content.length} >>`, content],
    ...Array.from(
      { length: pages },
      () =>
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
    ),
  ]);
}
