/**
 * Speed of "Check my abstract" with evidence: a 250-word abstract against a 10,000-word paper, as
 * the page re-checks it while the user types. Prints the median of the check without the claims
 * (scores and findings: scoreAbstract) on a paper it has not seen, the full check (checkAbstract:
 * evidence, unsupported-claim and overclaim added) on a new paper and on the same paper again with
 * the abstract changed (typing), and the evidence step alone, with ratios to the check without
 * claims. Goal: the full check while typing in at most 50 ms median.
 * Run: node --import tsx packages/engine/scripts/bench-evidence.ts (npm run bench runs it too).
 */
import { checkAbstract, scoreAbstract } from '../src/index.ts';
import { findClaimProblems } from '../src/check/claims.ts';
import { countWords } from '../src/read/segment.ts';
import { checkBenchInput, median } from './lib/bench-input.ts';

const RUNS = 31;

/** Median ms of `run` over RUNS calls; `run` gets the call's number (for a fresh paper each time). */
function timed(run: (i: number) => unknown): number {
  run(-1);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run(i);
    times.push(performance.now() - start);
  }
  return median(times);
}

const { abstract, paper, from } = checkBenchInput();
const request = { abstract, research_content: paper, language: 'en' as const };

// The check without claims, each time on a paper it has not seen (what the check cost before).
const without = timed((i) =>
  scoreAbstract({ abstract, source: `${paper} ${i}`, language: 'en', academicLevel: 'graduate' }),
);
const fullCold = timed((i) => checkAbstract({ ...request, research_content: `${paper} ${i}` }));
// As the user types: the same paper, a changed abstract.
const full = timed((i) => checkAbstract({ ...request, abstract: `${abstract} ${i}` }));
// Cold: a paper the index has not seen (one character more each call).
const cold = timed((i) => findClaimProblems(abstract, `${paper} ${i}`, 'en'));
const warm = timed(() => findClaimProblems(abstract, paper, 'en'));

console.log(
  `\nCheck with evidence: a ${countWords(abstract)}-word abstract against a ${countWords(paper)}-word paper (${from}), median of ${RUNS} runs\n`,
);
const rows: [string, number][] = [
  ['check without claims, new paper', without],
  ['full check (checkAbstract), new paper', fullCold],
  ['full check, same paper again (typing)', full],
  ['evidence and claims alone, new paper', cold],
  ['evidence and claims alone, same paper again', warm],
];
for (const [name, ms] of rows) console.log(`${name.padEnd(48)} | ${ms.toFixed(1).padStart(6)} ms`);
console.log(
  `full check / check without claims, new paper: ${(fullCold / without).toFixed(2)}×; while typing: ${(full / without).toFixed(2)}× (goal: ≤ 50 ms while typing: ${full <= 50 ? 'met' : 'NOT met'})`,
);
