import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generationDataSchema, MESSAGES } from '@abstractly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN_PATH, FIXTURE_PATH, isExtractOf, PAPER, validBody } from './helpers.ts';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real bin as a user would, optionally feeding standard input. */
function run(
  args: string[],
  options: { input?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN_PATH, ...args], {
      env: { ...process.env, ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

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

describe.concurrent('abstractly generate', () => {
  it('prints the standard abstract for a .txt file', async () => {
    const { code, stdout, stderr } = await run(['generate', FIXTURE_PATH, ...FLAGS]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(isExtractOf(stdout.trim(), PAPER)).toBe(true);
  });

  it('prints the function envelope with --json', async () => {
    const { code, stdout } = await run([
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
    const { code, stdout } = await run(['generate', '-', ...FLAGS], { input: PAPER });
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
    const { code, stdout } = await run(['generate', '--batch', path]);
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

  it('reads a batch from standard input and exits 0 when every line succeeds', async () => {
    const input = [
      JSON.stringify({ ...validBody(), id: 'a' }),
      '',
      JSON.stringify({ ...validBody(), id: 'b', abstract_style: 'structured' }),
    ].join('\n');
    const { code, stdout } = await run(['generate', '--batch', '-'], { input });
    const lines = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.id, line.success])).toEqual([
      ['a', true],
      ['b', true],
    ]);
    expect(code).toBe(0);
  });
});

describe.concurrent('abstractly usage errors (exit 2, saying what to type)', () => {
  it.each([
    [[], /Say what to do: generate or serve/],
    [['summarise'], /Unknown command "summarise"/],
    [['generate', '--colour', 'red'], /Unknown option '--colour'/],
    [['generate', ...FLAGS], /Give one paper file/],
    [['generate', FIXTURE_PATH, '--field', 'biology'], new RegExp(MESSAGES.missingFields)],
    [['generate', FIXTURE_PATH, ...FLAGS, '--words', 'many'], /word_count_target must be one of/],
    [['generate', join('no', 'such', 'paper.txt'), ...FLAGS], /File not found/],
    [['generate', 'paper.pdf', ...FLAGS], /only \.txt files are supported for now/],
    [['generate', '--batch', join('no', 'such.jsonl')], /File not found/],
    [['serve', 'now'], /serve takes no arguments/],
    [['serve', '--port', 'eighty'], /PORT must be a whole number/],
  ])('%j', async (args, message) => {
    const { code, stdout, stderr } = await run(args as string[]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('prints usage for --help', async () => {
    const { code, stdout } = await run(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage:\n {2}abstractly generate/);
    expect(stdout).toContain('--batch');
  });
});

describe('abstractly serve', () => {
  it.each([
    ['--port', ['serve', '--port', '0'], {}],
    ['PORT', ['serve'], { PORT: '0' }],
  ])('listens where %s says and stops cleanly on SIGTERM', async (_how, args, env) => {
    const child = spawn(process.execPath, [BIN_PATH, ...args], {
      env: { ...process.env, WEB_DIST_DIR: workDir, ...env },
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
    expect(await health.json()).toEqual({ status: 'ok', provider: 'local' });
    const exited = new Promise((resolve) => child.on('close', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
