/**
 * `npm run eval:companions`: the companions' rates per venue over the dev papers (lib/eval-companions.ts).
 * Options: --venues none,elsevier,… (default every venue and none), --limit N.
 */
import { COMPANION_VENUES, evaluateCompanions } from './lib/eval-companions.ts';
import { loadDevPapers } from './lib/data.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const venues = option('--venues')?.split(',') ?? [...COMPANION_VENUES];
const unknown = venues.filter((v) => !(COMPANION_VENUES as readonly string[]).includes(v));
if (unknown.length) {
  console.error(`Unknown venue ${unknown.join(', ')}; choose from ${COMPANION_VENUES.join(', ')}.`);
  process.exit(2);
}
const papers = loadDevPapers().slice(0, Number(option('--limit') ?? Infinity));
const started = performance.now();
evaluateCompanions(papers, venues);
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
