#!/usr/bin/env node
// Runs Deno for the Edge Function checks. The binary comes from the optional dependency
// @deno/linux-x64-glibc (the `deno` wrapper package cannot be locked here: some of its other
// platforms' packages are not on the registry this project installs from), else from PATH.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

function findDeno() {
  try {
    const require = createRequire(import.meta.url);
    const packageDir = dirname(require.resolve('@deno/linux-x64-glibc/package.json'));
    const binary = join(packageDir, 'deno');
    if (existsSync(binary)) return binary;
  } catch {
    // Not installed on this platform: fall back to a deno on PATH.
  }
  return 'deno';
}

const child = spawn(findDeno(), process.argv.slice(2), { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(
    `Deno could not be started (${error.message}). On Linux x64 run npm ci; elsewhere install Deno.`,
  );
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
