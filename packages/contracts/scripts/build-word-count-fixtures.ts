/**
 * Builds src/fixtures/word-count-libreoffice.json: LibreOffice Writer's own word count of every
 * text of word-count-texts.ts, the reference `countWords` is tested against (CI has no LibreOffice,
 * so the counts are committed with this script).
 *
 *   apt-get install -y libreoffice-writer-nogui
 *   node --import tsx packages/contracts/scripts/build-word-count-fixtures.ts
 *
 * Each text is saved as UTF-8 .txt, converted to .odt by `soffice --headless --convert-to odt`
 * (Writer counts the document when it saves it), and the count read from meta.xml's
 * meta:document-statistic/@meta:word-count: the number Tools › Word Count shows.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wordCountTexts } from './word-count-texts.ts';

const OUT = new URL('../src/fixtures/word-count-libreoffice.json', import.meta.url);

function soffice(args: string[]): string {
  try {
    return execFileSync('soffice', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error('soffice not found: apt-get install -y libreoffice-writer-nogui');
      process.exit(1);
    }
    throw error;
  }
}

const texts = wordCountTexts();
const work = mkdtempSync(join(tmpdir(), 'word-count-'));
try {
  const version = soffice(['--version']).trim();
  const name = (i: number) => `t${String(i).padStart(4, '0')}`;
  texts.forEach((text, i) => writeFileSync(join(work, `${name(i)}.txt`), text, 'utf8'));
  // A private profile, so a LibreOffice open elsewhere on the machine neither blocks nor changes this.
  // Batches of 50: one soffice run over all 460 files stopped converting after about 250.
  const files = texts.map((_, i) => join(work, `${name(i)}.txt`));
  for (let i = 0; i < files.length; i += 50) {
    soffice([
      `-env:UserInstallation=file://${join(work, 'profile')}`,
      '--headless',
      '--infilter=Text (encoded):UTF8,LF,,,',
      '--convert-to',
      'odt',
      '--outdir',
      join(work, 'odt'),
      ...files.slice(i, i + 50),
    ]);
  }
  const converted = new Set(readdirSync(join(work, 'odt')));
  const cases = texts.map((text, i) => {
    const file = `${name(i)}.odt`;
    if (!converted.has(file)) throw new Error(`LibreOffice did not convert text ${i}: ${text}`);
    const meta = execFileSync('unzip', ['-p', join(work, 'odt', file), 'meta.xml'], {
      encoding: 'utf8',
    });
    const words = /meta:word-count="(\d+)"/u.exec(meta)?.[1];
    // An empty document has no statistics element at all.
    return { text, words: words === undefined ? 0 : Number(words) };
  });
  const table = {
    about:
      'LibreOffice Writer word counts (Tools › Word Count) of each text; built by scripts/build-word-count-fixtures.ts',
    libreoffice: version,
    cases,
  };
  writeFileSync(OUT, `${JSON.stringify(table, null, 1)}\n`);
  console.log(`${cases.length} texts counted by ${version} → ${OUT.pathname}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
