/**
 * No message a user can see names one of our files ("… (journals.md)"); a rule names its
 * real source or nothing. Every string and template literal of the shipped code (the page, the
 * server, the CLI, the engine, the importer, contracts, the Deno entry) is read with the TypeScript
 * parser, so a message added anywhere later is checked too. Module specifiers are not messages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './helpers.ts';

const ROOTS = [
  'apps/web/src',
  'apps/server/src',
  'packages/contracts/src',
  'packages/engine/src',
  'packages/import/src',
  'supabase/functions',
];
/**
 * A file name with one of our source or document extensions: "journals.md", "plan.ts". Users' own
 * files (paper.pdf, requests.jsonl in the CLI's usage) are not ours and may be named.
 */
const FILE_NAME = /[\w-]+\.(?:md|mdx|tsx?|[cm]?js|json|ya?ml|toml|lock)\b/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/u.test(entry.name) && !/\.test\.tsx?$/u.test(entry.name) ? [path] : [];
  });
}

/**
 * Whether a literal names a module or asset rather than saying something: import('./x.ts'),
 * new URL('./w.ts', import.meta.url), require.resolve('pkg/package.json') (or a template).
 */
function isSpecifier(node: ts.Node): boolean {
  // A part of a template (`@scope/${name}/package.json`) is judged by the whole template.
  if (ts.isTemplateHead(node)) return isSpecifier(node.parent);
  if (ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) return isSpecifier(node.parent.parent);
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
  if (ts.isImportTypeNode(parent.parent ?? parent)) return true;
  if (ts.isCallExpression(parent) && parent.arguments[0] === node) {
    const callee = parent.expression.getText();
    return callee === 'import' || callee === 'require' || callee.endsWith('.resolve');
  }
  return ts.isNewExpression(parent) && parent.expression.getText() === 'URL';
}

function literalTexts(path: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
          ? node.text
          : ts.isJsxText(node)
            ? node.text
            : undefined;
    if (text !== undefined && !isSpecifier(node))
      found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('messages name no internal files', () => {
  const files = ROOTS.flatMap((root) => sourceFiles(join(REPO_ROOT, root)));

  it('finds the shipped code to scan', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no string in the shipped code names one of our files', { timeout: 60_000 }, () => {
    const offending = files.flatMap((path) =>
      literalTexts(path)
        .filter(({ text }) => FILE_NAME.test(text))
        .map(({ text, line }) => `${relative(REPO_ROOT, path)}:${line}: ${text}`),
    );
    expect(offending).toEqual([]);
  });

  it('the scan would catch a message that once named journals.md', () => {
    const message = 'PLOS ONE limits abstracts to 300 words (journals.md).';
    expect(FILE_NAME.test(message)).toBe(true);
    expect(
      FILE_NAME.test("PLOS ONE limits abstracts to 300 words (PLOS ONE's submission guidelines)."),
    ).toBe(false);
  });
});
