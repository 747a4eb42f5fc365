/**
 * The companions as plain text, for the download and the premium report (kept apart from the
 * editor's checks, which the report's chunk does not need).
 */
import type { AbstractResult, Companions } from '@abstractly/contracts';

/** The companions as titled sections of plain text, for the download and the premium report. */
export function companionSections(
  companions: Companions | undefined,
): { title: string; lines: string[] }[] {
  if (!companions) return [];
  const sections: { title: string; lines: string[] }[] = [];
  if (companions.highlights?.length)
    sections.push({ title: 'Highlights', lines: companions.highlights.map((h) => `- ${h}`) });
  if (companions.tldr) sections.push({ title: 'TL;DR', lines: [companions.tldr] });
  if (companions.plain_summary)
    sections.push({ title: 'Plain-language summary', lines: [companions.plain_summary] });
  if (companions.title_suggestions?.length)
    sections.push({
      title: 'Title ideas',
      lines: companions.title_suggestions.map((t, i) => `${i + 1}. ${t}`),
    });
  if (companions.ai_statement)
    sections.push({ title: 'AI-use statement', lines: [companions.ai_statement] });
  return sections;
}

/** The download's text: the abstract, then each companion under its title. */
export function downloadText(result: AbstractResult): string {
  const parts = [result.abstract];
  for (const section of companionSections(result.companions))
    parts.push('', section.title, ...section.lines);
  return `${parts.join('\n')}\n`;
}
