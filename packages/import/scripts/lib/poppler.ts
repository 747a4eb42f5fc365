/** poppler's pdftotext and pdfinfo, and its reference section, as the PDF measures read them. */
import { execFileSync } from 'node:child_process';

/** pdftotext's text of a PDF in its default reading order. */
export function pdftotext(path: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
}

export function pageCount(path: string): number {
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 1);
}

/** Whether pdftotext runs here (poppler-utils installed). */
export function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const REFERENCES_HEADING =
  /^\s*(?:[0-9IVX]+\.?\s*)?(?:references?|bibliography|r\s*e\s*f\s*e\s*r\s*e\s*n\s*c\s*e\s*s|literature cited)\s*:?\s*$/gim;

/** The text before its last "References" heading line, and the rest (empty without one). */
export function splitReferences(text: string): { body: string; references: string } {
  let last = -1;
  for (const match of text.matchAll(REFERENCES_HEADING)) last = match.index;
  return last < 0
    ? { body: text, references: '' }
    : { body: text.slice(0, last), references: text.slice(last) };
}

/** Text with the XML entities of pdftotext's -bbox-layout output (and of corpus XML) decoded. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}
