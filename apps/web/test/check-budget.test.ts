// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUDGET, formatBudgetTable, measureFirstLoad } from '../scripts/check-budget.ts';

/** A built page in a temporary folder: index.html plus the given assets. */
function dist(files: Record<string, string | Buffer>, head: string) {
  const dir = mkdtempSync(join(tmpdir(), 'budget-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head>${head}</head></html>`);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

const HEAD =
  '<script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css">';

describe('check-budget', () => {
  it('counts the entry, its preloads, stylesheets and static imports, not lazy chunks', () => {
    const dir = dist(
      {
        'assets/index.js':
          'import{a}from"./vendor.js";import"./side.js";const l=()=>import("./lazy.js");',
        'assets/vendor.js': 'export const a=1;',
        'assets/side.js': 'console.log(1);',
        'assets/lazy.js': 'x'.repeat(1_000_000),
        'assets/index.css': 'body{margin:0}',
      },
      HEAD,
    );
    const report = measureFirstLoad(dir);
    expect(report.rows.map((row) => [row.file, row.how])).toEqual([
      ['assets/index.js', 'script'],
      ['assets/vendor.js', 'modulepreload'],
      ['assets/side.js', 'static import'],
      ['assets/index.css', 'stylesheet'],
    ]);
    expect(report.over).toEqual([]);
    expect(formatBudgetTable(report)).toMatch(/first-load JS\s+\| within budget/u);
  });

  it('flags JS over budget (incompressible bytes)', () => {
    const dir = dist(
      {
        'assets/index.js': randomBytes(BUDGET.js + 10_000),
        'assets/vendor.js': '',
        'assets/index.css': '',
      },
      HEAD,
    );
    const report = measureFirstLoad(dir);
    expect(report.over).toEqual(['js']);
    expect(report.totals.js).toBeGreaterThan(BUDGET.js);
    expect(formatBudgetTable(report)).toMatch(/OVER BUDGET/u);
  });

  it('says to build first when there is no index.html', () => {
    expect(() => measureFirstLoad(mkdtempSync(join(tmpdir(), 'budget-')))).toThrow(
      /build the page first/u,
    );
  });
});
