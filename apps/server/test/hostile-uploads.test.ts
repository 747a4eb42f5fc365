/**
 * Hostile uploads against the real Node server (its import worker threads included),
 * tried as an attacker would on loopback. Each answers 4xx with the limit it passed, /health keeps
 * answering meanwhile, memory stays bounded, and the server still reads an ordinary file after.
 */
import { readFileSync } from 'node:fs';
import { resourceUsage } from 'node:process';
import { DEFAULT_IMPORT_LIMITS, MAX_PDF_PAGES } from '@abstractly/contracts';
import { IMPORT_ERRORS } from '@abstractly/import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docxBomb,
  hugeContentStreamPdf,
  manyPagesPdf,
  odtBomb,
  slowPdf,
} from '../../../packages/import/test/hostile-files.ts';
import { buildPaperDocx } from '../../../packages/import/test/build-docx.ts';
import { loadConfig } from '../src/config.ts';
import { createImportPool } from '../src/import-pool/import-pool.ts';
import { startServer, type RunningServer } from '../src/serve.ts';

const GB = 1024 ** 3;
const MB = 1024 ** 2;
/** Peak resident memory of this process (server and its threads) so far, in MB. */
const peakMb = () => resourceUsage().maxRSS / 1024;

let server: RunningServer;

beforeAll(async () => {
  server = await startServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', ENGINE_THREADS: '0', RATE_LIMIT_PER_MINUTE: '0' }),
  );
}, 60_000);
afterAll(() => server.close());

async function upload(name: string, bytes: Uint8Array) {
  const response = await fetch(`${server.url}/functions/v1/extract-text`, {
    method: 'POST',
    headers: { 'x-file-name': name, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('hostile uploads to POST /functions/v1/extract-text', () => {
  it('answers a burst of bombs with 4xx naming each limit, /health answering throughout, memory bounded', async () => {
    // An ordinary file first: the import thread has loaded its readers and memory has settled.
    expect((await upload('paper.docx', await buildPaperDocx())).status).toBe(200);
    const [honest, lying] = await Promise.all([docxBomb(GB, 'honest'), docxBomb(GB, 'lying')]);
    const files: [string, Uint8Array, number, string][] = [
      [
        'a.docx',
        honest,
        413,
        IMPORT_ERRORS.zipEntryTooLarge(DEFAULT_IMPORT_LIMITS.maxZipEntryBytes),
      ],
      ['b.docx', lying, 422, IMPORT_ERRORS.zipSizeMismatch],
      ['c.docx', lying, 422, IMPORT_ERRORS.zipSizeMismatch],
      ['d.docx', odtBomb(GB, 'lying'), 422, IMPORT_ERRORS.zipSizeMismatch],
      [
        'e.pdf',
        hugeContentStreamPdf(GB),
        422,
        IMPORT_ERRORS.compressionRatio(DEFAULT_IMPORT_LIMITS.maxCompressionRatio),
      ],
      [
        'f.pdf',
        manyPagesPdf(MAX_PDF_PAGES * 2),
        413,
        IMPORT_ERRORS.tooManyPages(MAX_PDF_PAGES, MAX_PDF_PAGES * 2),
      ],
    ];
    const before = peakMb();
    let uploadsDone = false;
    let healthAnswers = 0;
    const polling = (async () => {
      while (!uploadsDone) {
        const response = await fetch(`${server.url}/health`);
        if (response.ok) healthAnswers++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const answers = await Promise.all(files.map(([name, bytes]) => upload(name, bytes)));
    uploadsDone = true;
    await polling;

    files.forEach(([name, , status, error], i) => {
      expect({ name, ...answers[i] }).toEqual({ name, status, body: { success: false, error } });
    });
    expect(healthAnswers).toBeGreaterThan(0);
    // The issue measured +2,000 MB for one such DOCX and +5,700 MB for four.
    expect(peakMb() - before).toBeLessThan(300);
    // Still healthy: an ordinary file is read.
    const after = await upload('paper.docx', await buildPaperDocx());
    expect(after.status).toBe(200);
  }, 120_000);
});

describe('the import pool stops a thread past its time or memory limit', () => {
  it('stops a file past its time limit; the next file is read', async () => {
    const pool = createImportPool({ limits: { timeoutMs: 500 } });
    try {
      expect(await pool.importDocument({ name: 'slow.pdf', bytes: slowPdf(MB) })).toEqual({
        ok: false,
        code: 'too-complex',
        error: IMPORT_ERRORS.timeout(500),
      });
      // A new thread took its place (a text file: quick even on a busy machine).
      const notes = new TextEncoder().encode('Tide gauges drift as harbours silt up.');
      expect(await pool.importDocument({ name: 'notes.txt', bytes: notes })).toMatchObject({
        ok: true,
      });
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('gives each scanned page its own time: OCR outlasts the file limit, the thread is not stopped', async () => {
    // 2 s is far less than recognising a page takes; each page sent to OCR adds its own 60 s,
    // in the thread's reader and in the pool's stop timer alike.
    const pool = createImportPool({ limits: { timeoutMs: 2_000 } });
    try {
      const page = new Uint8Array(
        readFileSync(
          new URL(
            '../../../packages/import/test/fixtures/scans/clinical-parsing-page1.png',
            import.meta.url,
          ),
        ),
      );
      const result = await pool.importDocument({ name: 'page.png', bytes: page });
      expect(result).toMatchObject({ ok: true, format: 'image' });
      expect(result.ok && result.text).toMatch(/Pipelines for clinical text usually begin/);
      expect(pool.stopped()).toBe(0);
    } finally {
      await pool.close();
    }
  }, 240_000);

  it('stops a file past the thread’s memory limit and says so', async () => {
    const pool = createImportPool({ memoryMb: 128 });
    try {
      const paragraph = (i: number) =>
        `<w:p><w:r><w:t>Station ${i} recorded ${(i * 7919) % 1000} mm of drift at tide ${i % 97}.</w:t></w:r></w:p>`;
      const big = await largeDocx(Array.from({ length: 200_000 }, (_, i) => paragraph(i)).join(''));
      expect(await pool.importDocument({ name: 'big.docx', bytes: big })).toEqual({
        ok: false,
        code: 'too-large',
        error: IMPORT_ERRORS.outOfMemory(128),
      });
      expect(pool.stopped()).toBe(1);
    } finally {
      await pool.close();
    }
  }, 120_000);
});

/** The test paper with its body replaced by `body` (WordprocessingML paragraphs). */
async function largeDocx(body: string): Promise<Uint8Array> {
  const { unzipSync, zipSync } = await import('fflate');
  const files = unzipSync(await buildPaperDocx());
  files['word/document.xml'] = new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zipSync(files);
}
