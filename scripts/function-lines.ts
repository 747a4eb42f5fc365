/**
 * `npm run lint:functions`: every function in the shipped source with more than MAX lines of its
 * own (style.md: "a function with more than about 80 lines of its own is several"). A function's
 * own lines are the lines of its span that hold code, less those inside functions nested in it:
 * blank lines and comment-only lines do not count. Exits 1 when one is over, so lint keeps it true.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';

const MAX = 80;
const ROOT = resolve(import.meta.dirname, '..');
const FOLDERS = ['packages/engine/src', 'apps/server/src'];

export interface FunctionLines {
  file: string;
  name: string;
  line: number;
  own: number;
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText();
  }
  return '(anonymous)';
}

/** Lines (0-based) of the file that hold something other than white space or a comment. */
function codeLines(source: ts.SourceFile): Set<number> {
  const lines = new Set<number>();
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    source.languageVariant,
    source.text,
  );
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.WhitespaceTrivia || kind === ts.SyntaxKind.NewLineTrivia) continue;
    if (
      kind === ts.SyntaxKind.SingleLineCommentTrivia ||
      kind === ts.SyntaxKind.MultiLineCommentTrivia
    )
      continue;
    const first = source.getLineAndCharacterOfPosition(scanner.getTokenStart()).line;
    const last = source.getLineAndCharacterOfPosition(scanner.getTokenEnd()).line;
    for (let line = first; line <= last; line++) lines.add(line);
  }
  return lines;
}

export function measureFile(path: string): FunctionLines[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const code = codeLines(source);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const results: FunctionLines[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node) && node.body) {
      const own = new Set<number>();
      for (let line = lineOf(node.getStart()); line <= lineOf(node.getEnd()); line++) {
        if (code.has(line)) own.add(line);
      }
      const removeNested = (child: ts.Node) => {
        if (isFunction(child) && child.body) {
          // The nested function's first line stays the outer one's: it is where it is called or named.
          for (let line = lineOf(child.getStart()) + 1; line <= lineOf(child.getEnd()); line++) {
            own.delete(line);
          }
          return;
        }
        ts.forEachChild(child, removeNested);
      };
      ts.forEachChild(node.body, removeNested);
      results.push({
        file: relative(ROOT, path),
        name: nameOf(node),
        line: lineOf(node.getStart()) + 1,
        own: own.size,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return results;
}

function shippedFiles(): string[] {
  return ts.sys
    .readDirectory(
      ROOT,
      ['.ts', '.tsx'],
      undefined,
      FOLDERS.map((f) => `${f}/**/*`),
    )
    .filter((file) => !/\.(test|spec)\.tsx?$/.test(file) && !file.includes('/fixtures/'));
}

if (import.meta.filename === process.argv[1]) {
  const all = shippedFiles()
    .flatMap(measureFile)
    .sort((a, b) => b.own - a.own);
  const over = all.filter((f) => f.own > MAX);
  const show = process.argv.includes('--all') ? all.slice(0, 20) : over;
  for (const f of show) console.log(`${String(f.own).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
  console.log(
    `${over.length} of ${all.length} functions have more than ${MAX} lines of their own.`,
  );
  process.exit(over.length ? 1 : 0);
}
