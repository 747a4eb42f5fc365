/**
 * Word targets: does every version land within ±10% of its target, counted as word processors
 * count (`countWords`), for every word target, style and venue? Each paper is generated with a few
 * settings taken in turn from all 9 × 5 × 11 combinations, so the dev papers cover every one.
 */
import { ABSTRACT_STYLES, JOURNALS } from '@abstractly/contracts';
import { planAbstract, withinBounds } from '@abstractly/contracts/plan';
import { countWords } from '../../src/read/segment.ts';
import { generateAbstract } from '../../src/index.ts';
import { engineRequest, WORD_TARGETS, type Paper } from './data.ts';

// The form's own option lists, so every style and venue a user can choose is covered.
const STYLES = ABSTRACT_STYLES;
const VENUES = [undefined, ...JOURNALS] as const;
const VERSIONS = ['standard', 'concise', 'detailed', 'technical'] as const;

interface Tally {
  within: number;
  tooShort: number;
  total: number;
}

const tally = () => ({ within: 0, tooShort: 0, total: 0 });

/** Generates `perPaper` settings per paper and prints the share within ±10% per version and target. */
export function evaluateWordTargets(papers: Paper[], perPaper = 3): void {
  const combos = WORD_TARGETS.flatMap((target) =>
    STYLES.flatMap((style) => VENUES.map((venue) => ({ target, style, venue }))),
  );
  const byTarget = new Map<number, Record<string, Tally>>();
  const byStyle = new Map<string, Tally>();
  const byVenue = new Map<string, Tally>();
  const misses: string[] = [];
  let run = 0;
  const started = performance.now();
  for (const paper of papers) {
    for (let k = 0; k < perPaper; k++) {
      // A stride coprime with the 495 combinations walks through all of them.
      const combo = combos[(run++ * 97) % combos.length]!;
      const request = {
        ...engineRequest(paper, combo.target),
        abstract_style: combo.style,
        optimize_for_journal: combo.venue,
      };
      const result = generateAbstract(request);
      if (!result.ok) continue;
      const { output } = result;
      const effective = output.analysis.effective_word_target;
      const plan = planAbstract(request);
      const tooShort = output.analysis.warnings.some((w) => w.includes('too short'));
      const texts = {
        standard: output.abstract,
        ...output.alternative_versions,
      };
      for (const version of VERSIONS) {
        const bounds = plan.versions[version];
        const goal = bounds.target;
        const words = countWords(texts[version]);
        const within = withinBounds(words, bounds);
        const row = byTarget.get(effective) ?? {};
        byTarget.set(effective, row);
        for (const t of [
          (row[version] ??= tally()),
          byStyle.get(combo.style) ?? byStyle.set(combo.style, tally()).get(combo.style)!,
          byVenue.get(combo.venue ?? 'none') ??
            byVenue.set(combo.venue ?? 'none', tally()).get(combo.venue ?? 'none')!,
        ]) {
          t.total++;
          if (within) t.within++;
          else if (tooShort) t.tooShort++;
        }
        if (!within && !tooShort && misses.length < 8)
          misses.push(
            `${paper.id} ${combo.style}/${combo.venue ?? 'none'} ${version}: ${words} words for ${goal}`,
          );
      }
    }
  }
  const share = (t: Tally | undefined) =>
    t
      ? `${((100 * t.within) / t.total).toFixed(1)}% (${t.within}/${t.total}${t.tooShort ? `, ${t.tooShort} short source` : ''})`
      : '—';
  console.log(
    `\nWord targets: share of versions within ±10% of their target, counted as LibreOffice Writer counts; ${run} generations over ${papers.length} papers, every target × style × venue`,
  );
  const header = ['target', ...VERSIONS].map((h, i) => (i === 0 ? h.padEnd(6) : h.padEnd(30)));
  console.log(header.join(' | '));
  for (const target of [...byTarget.keys()].sort((a, b) => a - b)) {
    const row = byTarget.get(target)!;
    console.log(
      [String(target).padEnd(6), ...VERSIONS.map((v) => share(row[v]).padEnd(30))].join(' | '),
    );
  }
  console.log(`  by style: ${[...byStyle].map(([s, t]) => `${s} ${share(t)}`).join('; ')}`);
  console.log(`  by venue: ${[...byVenue].map(([s, t]) => `${s} ${share(t)}`).join('; ')}`);
  const all = [...byStyle.values()].reduce(
    (sum, t) => ({
      within: sum.within + t.within,
      tooShort: sum.tooShort + t.tooShort,
      total: sum.total + t.total,
    }),
    tally(),
  );
  console.log(
    `  all versions: ${share(all)}; unexplained misses: ${all.total - all.within - all.tooShort} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const miss of misses) console.log(`    miss: ${miss}`);
}
