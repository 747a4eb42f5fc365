#!/usr/bin/env node
// The `abstractly` command. The server is TypeScript run directly (no build step), so this shim
// registers tsx's loader and then runs the CLI.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
const code = await main(process.argv.slice(2));
// Undefined while `serve` keeps running; otherwise 0 ok, 1 a generation failed, 2 usage error.
if (code !== undefined) process.exitCode = code;
