import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { checkDataSchema, generationDataSchema } from '@abstractly/contracts';
import { describe, expect, it } from 'vitest';
import { isExtractOf, PAPER, REPO_ROOT, validBody } from './helpers.ts';

const ENTRY = join('supabase', 'functions', 'generate-abstract', 'index.ts');
const DENO_CONFIG = join('supabase', 'functions', 'deno.json');
/**
 * What the function touches: the network, its environment, the npm packages on disk, and the host
 * name (read by the AI SDK's packages when they load). Supabase's runtime grants these itself.
 */
const PERMISSIONS = ['--allow-net', '--allow-env', '--allow-read', '--allow-sys=hostname'];

describe('the Supabase Edge Function entry under Deno', () => {
  // Deno's first run compiles the app and reads the npm packages: allow it time.
  it('serves a real generation at both function paths', { timeout: 120_000 }, async () => {
    const child = spawn(
      process.execPath,
      ['scripts/deno.mjs', 'run', '--no-prompt', '--config', DENO_CONFIG, ...PERMISSIONS, ENTRY],
      {
        cwd: REPO_ROOT,
        // PORT=0: Deno picks a free loopback port and prints it.
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DENO_NO_UPDATE_CHECK: '1' },
        // Own process group, so killing it also stops the deno child that scripts/deno.mjs starts.
        detached: true,
      },
    );
    let output = '';
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const look = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) resolve(match[1]!);
        };
        child.stdout.on('data', look);
        child.stderr.on('data', look);
        child.on('error', reject);
        child.on('close', (code) => reject(new Error(`deno exited with ${code}:\n${output}`)));
      });

      for (const path of ['/functions/v1/generate-abstract', '/generate-abstract']) {
        const response = await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(validBody()),
        });
        expect(response.status).toBe(200);
        const envelope = (await response.json()) as { success: boolean; data: unknown };
        expect(envelope.success).toBe(true);
        const data = generationDataSchema.parse(envelope.data);
        expect(isExtractOf(data.abstract, PAPER)).toBe(true);
        // The companions come from the Deno entry as from the Node server.
        expect(data.highlights?.length).toBeGreaterThan(0);
        expect(data.tldr).toBeTruthy();
        expect(data.plain_summary).toBeTruthy();
        expect(data.ai_statement).toMatch(/^Declaration of generative AI/);
        // Each sentence's first source is the passage it was taken from.
        for (const item of data.evidence!) {
          const first = item.sources[0]!;
          const sentence = data.abstract.slice(item.start, item.end);
          expect(PAPER.slice(first.start, first.end)).toContain(
            sentence.split(' ').slice(1, 4).join(' '),
          );
        }
      }
      // check-abstract is the same app's route, so the Deno entry serves it too.
      for (const path of ['/functions/v1/check-abstract', '/check-abstract']) {
        const response = await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            abstract:
              'We counted 7 trees. Transformer language models pretrained on multilingual corpora outperform recurrent baselines.',
            research_content: PAPER,
          }),
        });
        expect(response.status).toBe(200);
        const envelope = (await response.json()) as { success: boolean; data: unknown };
        const data = checkDataSchema.parse(envelope.data);
        expect(data.analysis.unsupported_numbers).toEqual(['7']);
        expect(data.evidence).toHaveLength(2);
        expect(data.evidence[1]!.sources).toEqual([]);
        expect(data.findings.find((f) => f.kind === 'unsupported-claim')?.start).toBe(
          data.evidence[1]!.start,
        );
      }
      const health = await fetch(`${url}/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', provider: 'local' });
    } finally {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    }
  });
});
