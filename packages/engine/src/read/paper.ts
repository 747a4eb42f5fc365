/**
 * The paper a check reads, parsed once: the check re-runs as the user types, and the AI path scores
 * an answer and then looks for the reader's findings in it, both against the same paper.
 */
import { parseDocument, type ParsedDocument } from './document.ts';
import { sourceLanguage } from './language.ts';

let last: { source: string; document: ParsedDocument } | undefined;

/** The paper parsed in its own language; the last one is kept. */
export function parsePaper(source: string): ParsedDocument {
  if (last?.source !== source)
    last = { source, document: parseDocument(source, sourceLanguage(source)) };
  return last.document;
}

const texts = new WeakMap<ParsedDocument, string[]>();

/** The paper's sentences as text, once per parsed paper. */
export function paperSentenceTexts(document: ParsedDocument): string[] {
  let found = texts.get(document);
  if (!found) texts.set(document, (found = document.sentences.map((s) => s.text)));
  return found;
}
