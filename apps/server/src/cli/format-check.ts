/** The CLI's plain-text report of a check: scores, then one line per finding. */
import type { CheckData } from '@abstractly/contracts';
import { excerpt } from '@abstractly/engine';

/** 1-based line and column of an offset, as editors show them. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

export function formatCheck(abstract: string, data: CheckData): string {
  const lines = [
    `${data.word_count} words · quality ${data.quality_score}% · readability ${data.readability_score}/100`,
  ];
  if (data.findings.length === 0) lines.push('No problems found.');
  for (const finding of data.findings) {
    const place = finding.start === undefined ? '' : ` ${lineColumn(abstract, finding.start)}`;
    const quoted =
      finding.start === undefined || finding.end === undefined
        ? ''
        : ` "${abstract.slice(finding.start, Math.min(finding.end, finding.start + 60)).replace(/\s+/gu, ' ')}${finding.end - finding.start > 60 ? '…' : ''}"`;
    lines.push(
      `${finding.severity.padEnd(7)} ${finding.kind}${place}${quoted}: ${finding.message}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Whitespace collapsed: a passage spread over lines reads as one. */
const flat = (text: string) => text.replace(/\s+/gu, ' ').trim();

/**
 * Each sentence of the abstract with a short excerpt of its sources in the paper (best first,
 * with the share of the sentence each holds), and the claim findings of that sentence.
 */
export function formatEvidence(abstract: string, paper: string, data: CheckData): string {
  const lines = ['', 'Evidence (each sentence and where the paper says it):'];
  data.evidence.forEach((item, index) => {
    lines.push(`${index + 1}. ${excerpt(flat(abstract.slice(item.start, item.end)), 20)}`);
    if (item.sources.length === 0) lines.push('   (no passage of the paper shares its content)');
    for (const source of item.sources)
      lines.push(
        `   ← ${Math.round(source.score * 100)}% "${excerpt(flat(paper.slice(source.start, source.end)), 16)}"`,
      );
    for (const finding of data.findings)
      if (
        (finding.kind === 'unsupported-claim' || finding.kind === 'overclaim') &&
        finding.start !== undefined &&
        finding.start >= item.start &&
        finding.start < item.end
      )
        lines.push(`   ${finding.kind}: ${finding.message}`);
  });
  return `${lines.join('\n')}\n`;
}
