/**
 * The premium report of seed §7: a long text with every version, the analysis and the settings
 * the abstract was generated with. Only measured or server-sent values are reported: the fixed
 * client placeholders (plagiarism 5, sentiment) are left out, as product.md requires.
 */
import {
  ABSTRACT_STYLE_LABELS,
  ACADEMIC_LEVEL_LABELS,
  JOURNAL_LABELS,
  LANGUAGE_LABELS,
  RESEARCH_FIELD_LABELS,
  type AbstractResult,
  type GenerationForm,
} from '@abstractly/contracts';
import { companionSections } from './companion-text.ts';
import { openingWords } from './opening-words.ts';
import { VERSION_TABS, overlapPercent, versionText, versionWordCount } from './result-versions.ts';

const RULE = '='.repeat(72);

const heading = (title: string) => ['', title.toUpperCase(), '-'.repeat(title.length)];
const yesNo = (value: boolean) => (value ? 'present' : 'missing');

function labelOf<T extends string>(labels: Record<T, string>, value: T | ''): string {
  return value === '' ? 'Not chosen' : labels[value];
}

function settingsLines(form: GenerationForm): string[] {
  return [
    ...heading('Generation settings'),
    `Research field: ${labelOf(RESEARCH_FIELD_LABELS, form.research_field)}`,
    `Academic level: ${labelOf(ACADEMIC_LEVEL_LABELS, form.academic_level)}`,
    `Abstract style: ${labelOf(ABSTRACT_STYLE_LABELS, form.abstract_style)}`,
    `Word count target: ${form.word_count_target} words`,
    `Creativity level: ${form.creativity_level}/100`,
    `Technicality level: ${form.technicality_level}/100`,
    `Include citations: ${form.include_citations ? 'Yes' : 'No'}`,
    `Language: ${LANGUAGE_LABELS[form.language]}`,
    `Optimized for journal: ${form.optimize_for_journal === '' ? 'None' : JOURNAL_LABELS[form.optimize_for_journal]}`,
    `Custom instructions: ${form.custom_instructions.trim() === '' ? 'None' : form.custom_instructions.trim()}`,
  ];
}

function analysisLines(result: AbstractResult): string[] {
  const s = result.structure_analysis;
  const lines = [
    ...heading('Quality analysis'),
    `Quality score: ${result.quality_score}%`,
    `Readability score: ${result.readability_score}/100`,
    `Background: ${yesNo(s.has_background)}`,
    `Methods: ${yesNo(s.has_methods)}`,
    `Results: ${yesNo(s.has_results)}`,
    `Conclusions: ${yesNo(s.has_conclusions)}`,
    `Clarity: ${s.clarity_score}/10`,
    `Academic tone: ${s.academic_tone_score}/10`,
    `Coherence: ${s.coherence_score}/10`,
  ];
  const analysis = result.analysis;
  if (analysis?.source_overlap !== undefined) {
    lines.push(`Verbatim overlap with your text: ${overlapPercent(analysis.source_overlap)}%`);
  }
  if (analysis?.unsupported_numbers !== undefined) {
    lines.push(
      `Numbers not found in your text: ${analysis.unsupported_numbers.length === 0 ? 'none' : analysis.unsupported_numbers.join(', ')}`,
    );
  }
  if (analysis?.warnings !== undefined && analysis.warnings.length > 0) {
    lines.push(...heading('Warnings'), ...analysis.warnings.map((warning) => `- ${warning}`));
  }
  return lines;
}

/** Each sentence of the standard abstract with an excerpt of its best source in the paper. */
function evidenceLines(result: AbstractResult, paper: string): string[] {
  const evidence = result.evidence;
  if (!evidence || evidence.length === 0 || paper.trim() === '') return [];
  // Offsets are into the paper the abstract was generated or checked from; an edited paper has moved on.
  const fits = evidence.every(
    (item) =>
      item.end <= result.abstract.length && item.sources.every((s) => s.end <= paper.length),
  );
  if (!fits) return [];
  const lines = heading('Evidence for each sentence');
  evidence.forEach((item, index) => {
    lines.push(`${index + 1}. ${result.abstract.slice(item.start, item.end).trim()}`);
    const best = item.sources[0];
    lines.push(
      best
        ? `   Source (holds ${Math.round(best.score * 100)}% of it): "${openingWords(paper.slice(best.start, best.end), 30)}"`
        : '   No passage of the paper shares its content.',
    );
  });
  return lines;
}

export function buildPremiumReport(result: AbstractResult, form: GenerationForm): string {
  const title =
    form.research_title.trim() === '' ? 'Untitled research' : form.research_title.trim();
  const lines = [
    RULE,
    'ABSTRACTLY: PREMIUM ABSTRACT REPORT',
    RULE,
    `Title: ${title}`,
    `Generated: ${result.created_at}`,
  ];
  for (const { key, label } of VERSION_TABS) {
    const name = key === 'standard' ? 'Standard abstract' : `${label} version`;
    lines.push(
      ...heading(`${name} (${versionWordCount(result, key)} words)`),
      versionText(result, key),
    );
  }
  lines.push(
    ...heading('Keywords'),
    result.keywords.length > 0 ? result.keywords.join(', ') : 'None',
  );
  if (result.citations.length > 0) {
    lines.push(
      ...heading('Relevant citations'),
      ...result.citations.map((c) => `- ${c.text}${c.source ? ` (${c.source})` : ''}`),
    );
  }
  for (const section of companionSections(result.companions))
    lines.push(...heading(section.title), ...section.lines);
  lines.push(
    ...evidenceLines(result, form.research_content),
    ...analysisLines(result),
    ...settingsLines(form),
    '',
    RULE,
    '',
  );
  return lines.join('\n');
}
