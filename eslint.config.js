// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The dependency direction of style.md, as import bans per folder: contracts → zod only; engine →
 * nothing of ours but the word-count rule and option lists of contracts; import → nothing of ours but contracts'
 * word count and import limits (both import nothing); server → contracts, engine, import; web →
 * contracts and import (the engine only through a lazy `import()`, which this rule does not see);
 * nothing imports an app. Relative paths into another package or app are banned too, so the rule
 * cannot be side-stepped.
 */
const OTHER_CODE = ['**/apps/**', '**/packages/**'];
const WEB_FEATURES = ['generator', 'history', 'promo-sheet', 'file-import'];
const WEB_BANS = [
  '@abstractly/server',
  '@abstractly/engine',
  '@abstractly/import/node',
  '**/apps/server/**',
  '**/packages/**',
];
const banImports = (patterns) => {
  const groups = patterns.filter((pattern) => typeof pattern === 'string');
  const regexes = patterns.filter((pattern) => typeof pattern !== 'string');
  return {
    'no-restricted-imports': ['error', { patterns: [{ group: groups }, ...regexes] }],
  };
};
/**
 * Contracts' modules that import nothing (no zod), which the engine and the importer may use: the
 * product's one word count (product.md), the form's option lists and their labels (engine; the
 * importer for the form's languages, OCR), the venue rules of journals.md and the plan every path
 * follows (engine), the companions' limits (engine), the quality score's weights (engine), the
 * text patterns (both) and the import limits (importer).
 */
const oursBut = (...modules) => ({
  regex: `^@abstractly/(?!(${modules.join('|')})$)`,
  message: `Only ${modules.map((m) => `@abstractly/${m}`).join(' and ')} may be imported here.`,
});
const OURS_BUT_ENGINE_CONTRACTS = oursBut(
  'contracts/word-count',
  'contracts/options',
  'contracts/venues',
  'contracts/plan',
  'contracts/text-patterns',
  'contracts/companions',
  'contracts/quality',
);
const OURS_BUT_ZOD_FREE_CONTRACTS = oursBut(
  'contracts/word-count',
  'contracts/import-limits',
  'contracts/options',
  'contracts/text-patterns',
);

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The engine runs in the browser, Node and Deno unchanged: no Node built-ins, no DOM globals.
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: banImports([OURS_BUT_ENGINE_CONTRACTS, 'node:*', 'fs', 'path', 'zod', ...OTHER_CODE]),
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: banImports(['@abstractly/*', ...OTHER_CODE]),
  },
  {
    // Modules the engine and the importer import (word count, options, import limits) import nothing.
    files: [
      'packages/contracts/src/word-count.ts',
      'packages/contracts/src/options.ts',
      'packages/contracts/src/import-limits.ts',
      'packages/contracts/src/text-patterns.ts',
    ],
    rules: banImports(['*']),
  },
  {
    files: ['packages/import/src/**/*.ts'],
    ignores: ['packages/import/src/**/*.test.ts'],
    rules: banImports([OURS_BUT_ZOD_FREE_CONTRACTS, ...OTHER_CODE]),
  },
  {
    // The importer's browser entry must not pull in Node: only the Node entry and the .doc and
    // .rtf readers may.
    files: ['packages/import/src/**/*.ts'],
    ignores: [
      'packages/import/src/node.ts',
      'packages/import/src/formats/doc.ts',
      'packages/import/src/formats/rtf.ts',
      'packages/import/src/**/*.test.ts',
    ],
    rules: banImports([
      'node:*',
      'word-extractor',
      'rtf-stream-parser',
      'rtf-stream-parser/*',
      'iconv-lite',
      'pdfjs-dist/legacy/*',
      OURS_BUT_ZOD_FREE_CONTRACTS,
      ...OTHER_CODE,
    ]),
  },
  {
    files: ['apps/server/**/*.ts', 'supabase/**/*.ts'],
    rules: banImports(['@abstractly/web', '**/apps/web/**']),
  },
  {
    // The app itself also runs under Deno (supabase/functions): only main.ts, serve.ts and the CLI
    // may use Node's built-ins.
    files: [
      'apps/server/src/{app,config,env,errors,generate,deadline,admission,run-times}.ts',
      'apps/server/src/middleware/**/*.ts',
      'apps/server/src/routes/**/*.ts',
      'apps/server/src/providers/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: banImports(['node:*', '@abstractly/web', '**/apps/web/**']),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...banImports(WEB_BANS),
    },
  },
  // style.md (bulletproof-react): a feature never imports another feature.
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: banImports([
      ...WEB_BANS,
      ...WEB_FEATURES.filter((other) => other !== feature).map(
        (other) => `**/features/${other}/**`,
      ),
      ...WEB_FEATURES.filter((other) => other !== feature).map((other) => `../**/${other}/**`),
    ]),
  })),
);
