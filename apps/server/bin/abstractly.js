#!/usr/bin/env node
// The `abstractly` command. The server is TypeScript run directly (no build step), so this shim
// registers tsx's loader and then loads the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
