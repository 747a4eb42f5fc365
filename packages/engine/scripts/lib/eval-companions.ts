/**
 * The companions over the dev papers, per venue: the share of papers with 3–5 highlights all
 * within the limits and whole, with a valid TL;DR, with a plain-language summary (and one within
 * the venue's length), with a plain summary at least 5 reading-ease points easier than the
 * abstract, and the share of highlight and TL;DR words that are the paper's.
 * Goals: ≥95%, ≥95%, ≥95%, ≥80%.
 */
import type { Journal } from '@abstractly/contracts/options';
import {
  checkCompanions,
  companionLimits,
  plainSummaryProblem,
  tldrProblem,
} from '@abstractly/contracts/companions';
import { JOURNALS } from '@abstractly/contracts/options';
import { generateAbstract } from '../../src/index.ts';
import { scoreReadability } from '../../src/readability.ts';
import { terms } from '../../src/segment.ts';
import { engineRequest, nearestTarget, type Paper } from './data.ts';

export const COMPANION_VENUES = ['none', ...JOURNALS] as const;

interface Row {
  papers: number;
  highlights: number;
  tldr: number;
  plain: number;
  plainInRange: number;
  easier: number;
  easierThanAuthors: number;
  words: number;
  paperWords: number;
  gain: number;
  titles: number;
}

const pct = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)}%`.padStart(6) : '     —';

export function evaluateCompanions(
  papers: Paper[],
  venues: readonly string[] = COMPANION_VENUES,
): Map<string, Row> {
  const rows = new Map<string, Row>();
  const examples: string[] = [];
  for (const venue of venues) {
    const row: Row = {
      papers: 0,
      highlights: 0,
      tldr: 0,
      plain: 0,
      plainInRange: 0,
      easier: 0,
      easierThanAuthors: 0,
      words: 0,
      paperWords: 0,
      gain: 0,
      titles: 0,
    };
    rows.set(venue, row);
    const limits = companionLimits(venue === 'none' ? undefined : venue);
    for (const paper of papers) {
      const request = {
        ...engineRequest(paper, nearestTarget(paper.abstract_words)),
        ...(venue === 'none' ? {} : { optimize_for_journal: venue as Journal }),
      };
      const result = generateAbstract(request);
      if (!result.ok) continue;
      const out = result.output;
      row.papers++;
      const highlights = out.highlights ?? [];
      const problems = checkCompanions({ highlights }, limits);
      if (problems.length === 0) row.highlights++;
      else if (examples.length < 6 && venue === 'elsevier')
        examples.push(`${paper.id}: ${problems[0]!.message}`);
      if (out.tldr && tldrProblem(out.tldr, limits) === undefined) row.tldr++;
      const plain = out.plain_summary ?? '';
      if (plain.trim()) row.plain++;
      if (plain.trim() && plainSummaryProblem(plain, limits) === undefined) row.plainInRange++;
      const ease = scoreReadability(plain);
      const gain = ease - scoreReadability(out.abstract);
      row.gain += gain;
      if (plain.trim() && gain >= limits.readabilityGain) row.easier++;
      if (plain.trim() && ease - scoreReadability(paper.abstract) >= limits.readabilityGain)
        row.easierThanAuthors++;
      const vocabulary = new Set(terms(`${paper.title} ${paper.body}`));
      for (const word of terms([...highlights, out.tldr ?? ''].join(' '))) {
        row.words++;
        if (vocabulary.has(word)) row.paperWords++;
      }
      row.titles += out.title_suggestions?.length ?? 0;
    }
  }
  console.log(
    `\nCompanions over ${papers.length} dev papers per venue (goals: 3–5 valid highlights ≥95%, valid TL;DR ≥95%, plain summary ≥95%, plain ≥5 points easier ≥80%)`,
  );
  const header = [
    'venue'.padEnd(9),
    'papers',
    'highlights',
    ' TL;DR',
    ' plain',
    'plain in length',
    '≥5 easier',
    'mean gain',
    '≥5 easier than authors',
    "paper's words",
    'titles/paper',
  ];
  console.log(header.join(' | '));
  for (const [venue, r] of rows) {
    console.log(
      [
        venue.padEnd(9),
        String(r.papers).padStart(6),
        pct(r.highlights, r.papers).padStart(10),
        pct(r.tldr, r.papers),
        pct(r.plain, r.papers),
        pct(r.plainInRange, r.papers).padStart(15),
        pct(r.easier, r.papers).padStart(9),
        (r.papers ? (r.gain / r.papers).toFixed(1) : '—').padStart(9),
        pct(r.easierThanAuthors, r.papers).padStart(22),
        pct(r.paperWords, r.words).padStart(13),
        (r.papers ? (r.titles / r.papers).toFixed(2) : '—').padStart(12),
      ].join(' | '),
    );
  }
  for (const e of examples) console.log(`    elsevier miss: ${e}`);
  return rows;
}
