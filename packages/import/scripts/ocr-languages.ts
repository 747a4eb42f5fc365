/**
 * OCR in other languages: each page of test/fixtures/scans/language-pages.ts, as its
 * scan was made, is recognised with English data only and with its own language's data plus
 * English, through the Node entry. Prints word recall and precision against the page's text
 * (for Chinese, which has no spaces, each Han character counts as a word) and the time taken.
 * Tesseract takes seconds a page: run by hand, never in tests.
 *   node --import tsx packages/import/scripts/ocr-languages.ts
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { importDocument } from '../src/node.ts';
import { matchWords, normalizeForMatch } from '../test/fidelity.ts';
import { LANGUAGE_PAGES } from '../test/fixtures/scans/language-pages.ts';

/** Words, with every Han or kana character a word of its own. */
function units(text: string): string[] {
  return normalizeForMatch(text)
    .replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ' $& ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Recall and precision of the units read against the source's. */
const match = (read: string, source: string) => matchWords(units(read), units(source));

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const rows: Record<string, string | number>[] = [];
for (const page of LANGUAGE_PAGES) {
  const bytes = new Uint8Array(
    readFileSync(new URL(`../test/fixtures/scans/${page.name}.png`, import.meta.url)),
  );
  const source = [page.title, ...page.paragraphs].join('\n\n');
  for (const language of ['en', page.language] as const) {
    const start = performance.now();
    const result = await importDocument({ name: `${page.name}.png`, bytes }, { language });
    const seconds = (performance.now() - start) / 1000;
    const read = result.ok ? [result.title ?? '', result.text].join('\n\n') : '';
    const { recall, precision } = match(read, source);
    rows.push({
      page: page.name,
      'data loaded': language === 'en' ? 'eng' : `${language} + eng`,
      'word recall': percent(recall),
      'word precision': percent(precision),
      'time (s)': +seconds.toFixed(1),
      ...(result.ok ? {} : { error: result.error }),
    });
  }
}
console.table(rows);
