// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The dependency direction of style.md: contracts → zod only; engine → nothing of ours;
      // server → contracts, engine; web → contracts (engine lazily); nothing imports an app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contracts', from: ['./packages/engine', './apps'] },
            { target: './packages/engine', from: ['./packages/contracts', './packages/import', './apps'] },
            { target: './packages/import', from: ['./packages/contracts', './packages/engine', './apps'] },
            { target: './apps/server', from: './apps/web' },
            { target: './apps/web', from: './apps/server' },
          ],
        },
      ],
    },
  },
  {
    // The engine runs in the browser, Node and Deno unchanged: no Node built-ins, no DOM globals.
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'zod', '@abstractly/*'] }],
    },
  },
  {
    // The app itself also runs under Deno (supabase/functions): only main.ts, serve.ts and the CLI
    // may use Node's built-ins.
    files: [
      'apps/server/src/{app,config,errors,generate}.ts',
      'apps/server/src/routes/**/*.ts',
      'apps/server/src/providers/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*'] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
