/** The CLI's plain-text report of a check: scores, then one line per finding. */
import type { CheckData } from '@abstractly/contracts';

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
