/**
 * The page's first-load budget: reads dist/index.html, follows the entry script, its
 * modulepreloads and stylesheets (and any static import between those chunks), gzips each file
 * and prints a table. Run after `vite build`; exits 1 when JS or CSS is over budget, so CI fails.
 *
 *   node --import tsx apps/web/scripts/check-budget.ts [distDir]
 *
 * Lazily loaded parts (pdf.js, mammoth, the engine worker, the Supabase client, zod and the
 * schemas, dialogs) are not in the first load and so not counted: that they stay out is what the
 * budget protects.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Gzipped bytes (kB = 1,000 bytes, as Vite reports them): the page's first load stays within
 * 100 kB of JS and 10 kB of CSS.
 */
export const BUDGET = { js: 100_000, css: 10_000 } as const;

export interface BudgetRow {
  file: string;
  kind: 'js' | 'css';
  how: 'script' | 'modulepreload' | 'stylesheet' | 'static import';
  bytes: number;
  gzip: number;
}

export interface BudgetReport {
  rows: BudgetRow[];
  totals: { js: number; css: number };
  over: ('js' | 'css')[];
}

const DEFAULT_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');

/** Attribute values of the tags in index.html that the browser loads before the page runs. */
function initialLinks(html: string): { href: string; how: BudgetRow['how'] }[] {
  const links: { href: string; how: BudgetRow['how'] }[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/giu) ?? []) {
    const attribute = (name: string) =>
      tag.match(new RegExp(`\\b${name}="([^"]*)"`, 'iu'))?.[1] ?? undefined;
    if (tag.startsWith('<script') && attribute('src')) {
      links.push({ href: attribute('src')!, how: 'script' });
    } else if (attribute('rel') === 'modulepreload' && attribute('href')) {
      links.push({ href: attribute('href')!, how: 'modulepreload' });
    } else if (attribute('rel') === 'stylesheet' && attribute('href')) {
      links.push({ href: attribute('href')!, how: 'stylesheet' });
    }
  }
  return links;
}

/** Static imports of a built chunk (`from"./x.js"`, `import"./x.js"`); dynamic import() is lazy. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.m?js)["']/gu)) {
    found.push(match[1]!);
  }
  return found;
}

/** Measures the first load of a built page. */
export function measureFirstLoad(distDir = DEFAULT_DIST): BudgetReport {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`${indexPath} is missing: build the page first (npm run build).`);
  }
  const rows: BudgetRow[] = [];
  const seen = new Set<string>();
  const links = initialLinks(readFileSync(indexPath, 'utf8'));
  const fileOf = (path: string) => join(distDir, path.replace(/^\//u, ''));
  // A chunk both preloaded and imported is listed by the tag that names it in index.html.
  const named = new Map(links.map((link) => [fileOf(link.href), link.how]));
  const visit = (path: string, found: BudgetRow['how']) => {
    const file = fileOf(path);
    const how = named.get(file) ?? found;
    if (seen.has(file)) return;
    seen.add(file);
    const content = readFileSync(file);
    const kind = file.endsWith('.css') ? 'css' : 'js';
    rows.push({
      file: file.slice(distDir.length + 1),
      kind,
      how,
      bytes: content.length,
      gzip: gzipSync(content).length,
    });
    if (kind === 'js') {
      for (const imported of staticImports(content.toString('utf8'))) {
        visit(join(dirname(file), imported).slice(distDir.length), 'static import');
      }
    }
  };
  for (const link of links) visit(link.href, link.how);
  const total = (kind: 'js' | 'css') =>
    rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);
  const totals = { js: total('js'), css: total('css') };
  const over = (['js', 'css'] as const).filter((kind) => totals[kind] > BUDGET[kind]);
  return { rows, totals, over };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** The table the CI check and the root bench print. */
export function formatBudgetTable(report: BudgetReport): string {
  const header = ['file', 'loaded as', 'size', 'gzip'];
  const body = report.rows.map((row) => [row.file, row.how, kB(row.bytes), kB(row.gzip)]);
  const totals = (['js', 'css'] as const).map((kind) => [
    `first-load ${kind.toUpperCase()}`,
    report.over.includes(kind) ? 'OVER BUDGET' : 'within budget',
    `budget ${kB(BUDGET[kind])}`,
    kB(report.totals[kind]),
  ]);
  const table = [header, ...body, ...totals];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column >= 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column >= 2 ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(header), rule, ...body.map(line), rule, ...totals.map(line)].join('\n');
}

/** For the root bench: prints the table; returns the report. */
export function printBudget(distDir = DEFAULT_DIST): BudgetReport {
  const report = measureFirstLoad(distDir);
  console.log(formatBudgetTable(report));
  return report;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const report = printBudget(process.argv[2] ? resolve(process.argv[2]) : DEFAULT_DIST);
    if (report.over.length > 0) {
      console.error(`Over the first-load budget: ${report.over.join(', ')}.`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
