/**
 * The companions over the dev papers, per venue: the share of papers with 3–5 highlights all
 * within the limits and whole, with a valid TL;DR, with a plain-language summary (and one within
 * the venue's length), with a plain summary at least 5 reading-ease points easier than the
 * abstract, and the share of highlight and TL;DR words that are the paper's. Then, over every
 * venue's companions, the share the claim check flags (each companion held to what
 * COMPANION_CLAIM_KINDS says of it, as on the AI path): they are the paper's own words, so it
 * should be none.
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
import { findCompanionClaimProblems, generateAbstract } from '../../src/index.ts';
import { scoreReadability } from '../../src/measure/readability.ts';
import { terms } from '../../src/read/segment.ts';
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
  const claims = {
    highlights: { items: 0, unsupported: 0, overclaim: 0 },
    tldr: { items: 0, unsupported: 0, overclaim: 0 },
    plain_summary: { items: 0, unsupported: 0, overclaim: 0 },
  };
  const claimExamples: string[] = [];
  for (const venue of venues)
    rows.set(venue, {
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
    });
  // Paper by paper, every venue in turn: what the paper gives each venue's row alike is read once,
  // and the engine's index of the paper (evidence.ts) serves all its venues.
  for (const paper of papers) {
    const vocabulary = new Set(terms(`${paper.title} ${paper.body}`));
    const authorsEase = scoreReadability(paper.abstract);
    for (const venue of venues) {
      const row = rows.get(venue)!;
      const limits = companionLimits(venue === 'none' ? undefined : venue);
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
      if (plain.trim() && ease - authorsEase >= limits.readabilityGain) row.easierThanAuthors++;
      for (const word of terms([...highlights, out.tldr ?? ''].join(' '))) {
        row.words++;
        if (vocabulary.has(word)) row.paperWords++;
      }
      row.titles += out.title_suggestions?.length ?? 0;
      for (const item of findCompanionClaimProblems(out, paper.body, request.language ?? 'en')) {
        const tally = claims[item.companion];
        tally.items++;
        const kinds = new Set(item.findings.map((f) => f.kind));
        if (kinds.has('unsupported-claim')) tally.unsupported++;
        if (kinds.has('overclaim')) tally.overclaim++;
        if (item.findings[0] && claimExamples.length < 6)
          claimExamples.push(
            `${paper.id} ${item.companion}: "${item.text.slice(item.findings[0].start, item.findings[0].end)}" — ${item.findings[0].message}`,
          );
      }
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
  console.log(
    `\nThe claim check on the engine's companions (every venue above; the plain summary: overclaims only)`,
  );
  console.log('companion     | items | unsupported-claim | overclaim');
  for (const [companion, t] of Object.entries(claims))
    console.log(
      [
        companion.padEnd(13),
        String(t.items).padStart(5),
        `${pct(t.unsupported, t.items)} (${t.unsupported})`.padStart(17),
        `${pct(t.overclaim, t.items)} (${t.overclaim})`,
      ].join(' | '),
    );
  for (const e of claimExamples) console.log(`    flagged: ${e}`);
  return rows;
}
