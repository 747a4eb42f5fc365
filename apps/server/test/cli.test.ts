import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { generationDataSchema, MESSAGES } from '@abstractly/contracts';
import { IMPORT_ERRORS } from '@abstractly/import';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli.ts';
import { readSource } from '../src/cli/read-source.ts';
import { AppError } from '../src/errors.ts';
import type { Provider } from '../src/providers/types.ts';
import {
  BIN_PATH,
  FIXTURE_PATH,
  isExtractOf,
  PAPER,
  runBin,
  validBody,
  type BinRun,
} from './helpers.ts';

const FLAGS = [
  '--title',
  'Street trees and night-time urban heat',
  '--field',
  'engineering',
  '--level',
  'graduate',
  '--style',
  'narrative',
  '--words',
  '150',
  '--creativity',
  '0',
];

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'abstractly-cli-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('abstractly generate', () => {
  it('prints the standard abstract for a .txt file', async () => {
    const { code, stdout, stderr } = await runBin(['generate', FIXTURE_PATH, ...FLAGS]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(isExtractOf(stdout.trim(), PAPER)).toBe(true);
  });

  it('prints the function envelope with --json', async () => {
    const { code, stdout } = await runBin([
      'generate',
      FIXTURE_PATH,
      ...FLAGS,
      '--journal',
      'ieee',
      '--json',
    ]);
    expect(code).toBe(0);
    const envelope = JSON.parse(stdout);
    expect(envelope.success).toBe(true);
    expect(isExtractOf(generationDataSchema.parse(envelope.data).abstract, PAPER)).toBe(true);
  });

  it('reads the paper from standard input with -', async () => {
    const { code, stdout } = await runBin(['generate', '-', ...FLAGS], { input: PAPER });
    expect(code).toBe(0);
    expect(isExtractOf(stdout.trim(), PAPER)).toBe(true);
  });

  it('writes one line per batch request, in order, and exits 1 when any line failed', async () => {
    const good = { ...validBody(), id: 'good-1' };
    const invalid = { ...validBody(), id: 7, academic_level: 'kindergarten' };
    const path = join(workDir, 'mixed.jsonl');
    await writeFile(
      path,
      [JSON.stringify(good), '{"id": "broken", ', JSON.stringify(invalid), ''].join('\n'),
    );
    const { code, stdout } = await runBin(['generate', '--batch', path]);
    const lines = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ id: 'good-1', success: true });
    expect(isExtractOf(generationDataSchema.parse(lines[0].data).abstract, PAPER)).toBe(true);
    expect(lines[1]).toEqual({ id: null, success: false, error: 'Line 2 is not valid JSON.' });
    expect(lines[2]).toEqual({
      id: 7,
      success: false,
      error: expect.stringMatching(/^academic_level must be one of/),
    });
    expect(code).toBe(1);
  });

  it('streams a batch from standard input: each answer comes before the next line is sent', async () => {
    const child = spawn(process.execPath, [BIN_PATH, 'generate', '--batch', '-']);
    const lines: string[] = [];
    let buffered = '';
    const waiters: (() => void)[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      lines.push(...parts);
      waiters.splice(0).forEach((wake) => wake());
    });
    const lineCount = (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => (lines.length >= n ? resolve() : waiters.push(check));
        check();
      });
    const exited = new Promise((resolve) => child.on('close', resolve));

    child.stdin.write(`${JSON.stringify({ ...validBody(), id: 'a' })}\n\n`);
    await lineCount(1); // answered while stdin is still open: the batch streams
    child.stdin.end(
      `${JSON.stringify({ ...validBody(), id: 'b', abstract_style: 'structured' })}\n`,
    );
    await lineCount(2);
    expect(await exited).toBe(0);
    expect(lines.map((line) => JSON.parse(line)).map((line) => [line.id, line.success])).toEqual([
      ['a', true],
      ['b', true],
    ]);
  });
});

/** Runs the CLI in this process (no tsx start-up per case) with captured streams. */
async function runInProcess(args: string[], input = '', provider?: Provider): Promise<BinRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const collect = (stream: PassThrough) => text(stream);
  const [out, err] = [collect(stdout), collect(stderr)];
  const io = { stdin: Readable.from([input]), stdout, stderr, env: {}, provider };
  const code = await main(args, io);
  stdout.end();
  stderr.end();
  return { code: code ?? null, stdout: await out, stderr: await err };
}

describe('abstractly usage errors (exit 2, saying what to type)', () => {
  it('exits 2 from the real bin, with a pointer to --help', async () => {
    const { code, stdout, stderr } = await runBin(['generate', '--colour', 'red']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      "abstractly: Unknown option '--colour'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- \"--colour\"\nRun \"abstractly --help\" for usage.\n",
    );
  });

  it.each([
    [[], /Say what to do: generate, check or serve/],
    [['summarise'], /Unknown command "summarise"/],
    [['generate', '--colour', 'red'], /Unknown option '--colour'/],
    [['generate', '--title'], /Option '--title <value>' argument missing/],
    [['generate', ...FLAGS], /Give one paper file/],
    [['generate', FIXTURE_PATH, 'second.txt', ...FLAGS], /Give one paper file/],
    [['generate', FIXTURE_PATH, '--field', 'biology'], new RegExp(MESSAGES.missingFields)],
    [['generate', FIXTURE_PATH, ...FLAGS, '--words', 'many'], /word_count_target must be one of/],
    [
      ['generate', FIXTURE_PATH, ...FLAGS, '--creativity', '42'],
      /creativity_level must be a multiple of 5/,
    ],
    [
      ['generate', FIXTURE_PATH, ...FLAGS, '--journal', 'arxiv'],
      /optimize_for_journal must be one of/,
    ],
    [['generate', join('no', 'such', 'paper.txt'), ...FLAGS], /File not found/],
    [['generate', 'paper.pdf', ...FLAGS], /File not found: paper\.pdf/],
    [
      ['generate', 'figure.svg', ...FLAGS],
      /Cannot read "figure\.svg": Unsupported file type\. Choose a \.txt, .*Or pipe the text in with "-"\./,
    ],
    [['generate', '--batch', join('no', 'such.jsonl')], /File not found/],
    [['generate', FIXTURE_PATH, '--batch', '-'], /give no paper file too/],
    [
      ['generate', '--batch', '-', '--json'],
      /--batch takes every setting from each line; drop --json/,
    ],
    [['generate', '--batch', tmpdir()], /is a folder/],
    [['serve', 'now'], /serve takes no arguments/],
    [['serve', '--port', 'eighty'], /--port must be a whole number from 0 to 65535/],
    [['serve', '--host', 'http://x'], /--host must be a host name or IP address/],
  ])('%j', async (args, message) => {
    const { code, stdout, stderr } = await runInProcess(args as string[]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr).toMatch(/Run "abstractly --help" for usage\.\n$/);
    expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('prints usage for --help', async () => {
    const { code, stdout } = await runInProcess(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage:\n {2}abstractly generate/);
    expect(stdout).toContain('--batch');
  });

  it('treats a paper of only spaces as missing content', async () => {
    const { code, stdout, stderr } = await runInProcess(['generate', '-', ...FLAGS], '\u00a0 \n');
    expect([code, stdout]).toEqual([2, '']);
    expect(stderr).toMatch(new RegExp(MESSAGES.missingFields));
  });
});

describe('abstractly generate when generation fails (exit 1)', () => {
  const failing = (error: Error): Provider => ({
    name: 'failing',
    generate: () => Promise.reject(error),
  });

  it("prints a provider's own message on stderr", async () => {
    const provider = failing(new AppError(422, 'The research content is empty.'));
    const { code, stdout, stderr } = await runInProcess(
      ['generate', '-', ...FLAGS],
      PAPER,
      provider,
    );
    expect([code, stdout, stderr]).toEqual([1, '', 'abstractly: The research content is empty.\n']);
  });

  it('prints the 500 envelope with --json and hides the real error', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const provider = failing(new Error('socket hang up'));
    const { code, stdout } = await runInProcess(
      ['generate', '-', ...FLAGS, '--json'],
      PAPER,
      provider,
    );
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual({ success: false, error: 'Failed to generate abstract' });
    expect(String(quiet.mock.calls[0])).toContain('socket hang up');
    quiet.mockRestore();
  });
});

describe('abstractly serve', () => {
  it.each([
    ['--port', ['serve', '--port', '0'], {}],
    ['PORT', ['serve'], { PORT: '0' }],
  ])(
    'listens where %s says and stops cleanly on SIGTERM',
    // The server loads the engine on its thread before it listens: seconds on a busy machine.
    { timeout: 30_000 },
    async (_how, args, env) => {
      const child = spawn(process.execPath, [BIN_PATH, ...args], {
        // No drain delay: the drain has its own test (shutdown.test.ts).
        env: { ...process.env, WEB_DIST_DIR: workDir, SHUTDOWN_DELAY_MS: '0', ...env },
      });
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /listening on (http:\/\/\S+)/.exec(out);
          if (match) resolve(match[1]!);
        });
        child.on('error', reject);
        child.on('close', (code) => reject(new Error(`serve exited early with ${code}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const health = await fetch(`${url}/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', provider: 'local' });
      const exited = new Promise((resolve) => child.on('close', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
  );
});

/** The sample paper as a PDF: optionally a title in a large font, then its paragraphs. */
async function paperPdf(title?: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  let page = doc.addPage([612, 792]);
  let y = 720;
  if (title) page.drawText(title, { x: 72, y: (y -= 10), size: 18, font });
  y -= 20;
  for (const paragraph of PAPER.split(/\n\s*\n/)) {
    const lines: string[] = [];
    for (const word of paragraph.trim().split(/\s+/)) {
      const last = lines.at(-1);
      if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, 11) <= 468)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    for (const line of lines) {
      if (y < 72) [page, y] = [doc.addPage([612, 792]), 720];
      page.drawText(line, { x: 72, y, size: 11, font });
      y -= 14;
    }
    y -= 12;
  }
  return doc.save();
}

describe('abstractly generate with a PDF', () => {
  const WITHOUT_TITLE = FLAGS.slice(2);

  it('reads the PDF into text and prints an abstract drawn from it', async () => {
    const path = join(workDir, 'paper.pdf');
    await writeFile(path, await paperPdf());
    const { code, stdout, stderr } = await runInProcess(['generate', path, ...FLAGS]);
    expect([code, stderr]).toEqual([0, '']);
    expect(isExtractOf(stdout.trim(), PAPER)).toBe(true);
  });

  it('takes the title from the document when --title is not given', async () => {
    const titled = join(workDir, 'titled.pdf');
    await writeFile(titled, await paperPdf('Street Trees and Night-Time Urban Heat'));
    expect((await runInProcess(['generate', titled, ...WITHOUT_TITLE])).code).toBe(0);

    const untitled = join(workDir, 'untitled.pdf');
    await writeFile(untitled, await paperPdf());
    const { code, stderr } = await runInProcess(['generate', untitled, ...WITHOUT_TITLE]);
    expect(code).toBe(2);
    expect(stderr).toMatch(new RegExp(MESSAGES.missingFields));
  });

  it('says clearly when the PDF cannot be read', async () => {
    const path = join(workDir, 'damaged.pdf');
    await writeFile(path, '%PDF-1.7 and nothing a reader could use');
    const { code, stdout, stderr } = await runInProcess(['generate', path, ...FLAGS]);
    expect([code, stdout]).toEqual([2, '']);
    expect(stderr).toContain(`Cannot read "${path}": ${IMPORT_ERRORS.corruptPdf}`);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

describe('abstractly generate with the other file types the page accepts', () => {
  it('reads a LaTeX source: commands and citations are gone from the abstract', async () => {
    const path = join(workDir, 'paper.tex');
    const body = PAPER.split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim().replace(/\.$/, '~\\cite{oke1982}.'))
      .join('\n\n');
    await writeFile(
      path,
      `\\documentclass{article}\n\\title{Street trees}\n\\begin{document}\n\\maketitle\n% a comment\n${body}\n\\end{document}\n`,
    );
    const { code, stdout, stderr } = await runInProcess(['generate', path, ...FLAGS]);
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout).not.toMatch(/\\|cite|oke1982|comment/);
    expect(isExtractOf(stdout.trim(), PAPER)).toBe(true);
  });
});

describe('abstractly generate with a scan in another language', () => {
  it(
    'recognises it with the --language data (read by readSource, as generate and check do)',
    { timeout: 180_000 },
    async () => {
      const scan = fileURLToPath(
        new URL('../../../packages/import/test/fixtures/scans/french-page.png', import.meta.url),
      );
      const source = await readSource(scan, process.stdin, 'fr');
      expect(source.title).toBe('Mesure de la qualité de l’eau dans les étangs périurbains');
      // English data alone reads "a raison d’un prélévement" (packages/import README).
      expect(source.text).toContain('à raison d’un prélèvement par mois');
    },
  );
});

describe('abstractly check', () => {
  const abstract =
    'Street trees are proposed against urban heat. We measured air temperature at 52 fixed sensors. ' +
    'Sites with more than 30 percent canopy cover were on average 1.8 degrees cooler at midnight.';

  it('lists each finding with its line:column and exits 1 on an error-level finding', async () => {
    const file = join(workDir, 'abstract.txt');
    await writeFile(file, abstract);
    const result = await runInProcess([
      'check',
      file,
      '--paper',
      FIXTURE_PATH,
      '--journal',
      'nature',
    ]);
    expect(result.code).toBe(1);
    const column = abstract.indexOf('52') + 1;
    expect(result.stdout).toMatch(/^\d+ words · quality \d+% · readability \d+\/100$/mu);
    expect(result.stdout).toMatch(
      new RegExp(
        `^error {3}unsupported-number 1:${column} "52": 52 does not occur in the paper\\.$`,
        'mu',
      ),
    );
  });

  it('exits 0 when nothing is an error, and prints the envelope with --json', async () => {
    const file = join(workDir, 'sound.txt');
    await writeFile(file, abstract.replace('52', '48'));
    const result = await runInProcess([
      'check',
      file,
      '--paper',
      FIXTURE_PATH,
      '--words',
      '150',
      '--json',
    ]);
    expect(result.code).toBe(0);
    const envelope = JSON.parse(result.stdout) as {
      success: boolean;
      data: { findings: { kind: string }[] };
    };
    expect(envelope.success).toBe(true);
    expect(envelope.data.findings.map((f) => f.kind)).toContain('under-limit');
  });

  it('prints each sentence with an excerpt of its source with --evidence, and flags a foreign one', async () => {
    const file = join(workDir, 'evidence.txt');
    const foreign =
      'Transformer language models pretrained on multilingual corpora outperform recurrent baselines.';
    await writeFile(file, `${abstract.replace('52', '48')} ${foreign}`);
    const result = await runInProcess(['check', file, '--paper', FIXTURE_PATH, '--evidence']);
    expect(result.code).toBe(1);
    const evidence = result.stdout.slice(result.stdout.indexOf('Evidence'));
    expect(evidence).toContain(
      '2. We measured air temperature at 48 fixed sensors.\n   ← 100% "This study measured air temperature at 48 fixed sensors across four districts of a mid-sized European…"',
    );
    expect(evidence).toMatch(
      /4\. Transformer language models[^\n]*\n {3}\(no passage of the paper shares its content\)\n {3}unsupported-claim: The paper does not support this sentence: it never mentions "transformer"/u,
    );
    const missing = await runInProcess(['check', file, '--evidence']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      '--evidence shows where each sentence comes from in the paper: add --paper <file>.',
    );
  });

  it('warns of a sentence more certain than the paper in other words, quoting the paper', async () => {
    const file = join(workDir, 'overclaim.txt');
    const overclaim =
      'Our data prove that a canopy share of one third brings a meaningful reduction in night-time heat exposure.';
    await writeFile(file, `${abstract.replace('52', '48')} ${overclaim}`);
    const result = await runInProcess(['check', file, '--paper', FIXTURE_PATH]);
    expect(result.code).toBe(0);
    const column = abstract.length + 1 + overclaim.indexOf('prove') + 1;
    expect(result.stdout).toContain(
      `warning overclaim 1:${column} "prove": The paper says "suggest that planting programmes": this sentence states it as certain.`,
    );
  });

  it('reads the abstract from standard input and names a bad flag value (exit 2)', async () => {
    const result = await runInProcess(['check', '-', '--words', '123'], abstract);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/word_count_target must be one of: 150/u);
  });
});
