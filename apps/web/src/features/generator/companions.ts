/**
 * The companions as the page edits, downloads and reports them. Limits and checks come from
 * contracts' companions module, the same the engine and the AI path use.
 */
import {
  companionLimits,
  companionMeter,
  highlightProblem,
  plainSummaryProblem,
  tldrProblem,
  type AbstractResult,
  type CompanionKey,
  type CompanionLimits,
  type Companions,
} from '@abstractly/contracts';

/** One editable piece: a companion, or one item of a list companion. */
export interface CompanionItem {
  key: CompanionKey;
  index?: number;
  label: string;
  text: string;
}

export function companionItems(companions: Companions): CompanionItem[] {
  const items: CompanionItem[] = [];
  companions.highlights?.forEach((text, index) =>
    items.push({ key: 'highlights', index, label: `Highlight ${index + 1}`, text }),
  );
  if (companions.tldr !== undefined)
    items.push({ key: 'tldr', label: 'TL;DR', text: companions.tldr });
  if (companions.plain_summary !== undefined)
    items.push({
      key: 'plain_summary',
      label: 'Plain-language summary',
      text: companions.plain_summary,
    });
  companions.title_suggestions?.forEach((text, index) =>
    items.push({ key: 'title_suggestions', index, label: `Title idea ${index + 1}`, text }),
  );
  if (companions.ai_statement !== undefined)
    items.push({ key: 'ai_statement', label: 'AI-use statement', text: companions.ai_statement });
  return items;
}

/** The result with one companion (or one item of a list) replaced by the user's text. */
export function withEditedCompanion(
  result: AbstractResult,
  key: CompanionKey,
  index: number | undefined,
  text: string,
): AbstractResult {
  const companions: Companions = { ...result.companions };
  if (key === 'highlights' || key === 'title_suggestions') {
    const list = [...(companions[key] ?? [])];
    list[index ?? 0] = text;
    companions[key] = list;
  } else {
    companions[key] = text;
  }
  return { ...result, companions };
}

/** What the page shows beside an item as the user types: "78/85" and what breaks a limit. */
export function companionStatus(
  item: Pick<CompanionItem, 'key' | 'text'>,
  limits: CompanionLimits,
  language = 'en',
): { meter?: string; over: boolean; problem?: string } {
  const meter = companionMeter(item.key, item.text, limits, language);
  const problem =
    item.key === 'highlights'
      ? highlightProblem(item.text, limits, language)
      : item.key === 'tldr'
        ? tldrProblem(item.text, limits, language)
        : item.key === 'plain_summary'
          ? plainSummaryProblem(item.text, limits, language)
          : undefined;
  return {
    ...(meter ? { meter: `${meter.count}/${meter.limit}` } : {}),
    over: meter?.over ?? false,
    ...(problem ? { problem: `This ${problem}.` } : {}),
  };
}

export function limitsFor(venue: unknown): CompanionLimits {
  return companionLimits(typeof venue === 'string' && venue !== '' ? venue : undefined);
}

/** The language the companions are checked in (the form's, as the server's verification uses). */
export function languageOf(language: unknown): string {
  return typeof language === 'string' && language !== '' ? language : 'en';
}
