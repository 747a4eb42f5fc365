/**
 * The checks of a model's companions, by code: each is present, within the limits of contracts'
 * companions module (characters, words, counts, whole statements), and quotes no number the paper
 * lacks. What code can fix safely (spaces, blank or repeated items) is fixed first.
 */
import type { AbstractPlan } from '@abstractly/contracts';
import { checkCompanions, type Companions } from '@abstractly/contracts/companions';
import type { ModelOutput } from './output-schema.ts';
import { unsupportedNumbers, type Failure } from './verify.ts';

const COMPANION_NAMES = {
  highlights: '"highlights"',
  tldr: '"tldr"',
  plain_summary: '"plain_summary"',
  title_suggestions: '"title_suggestions"',
} as const;

const clean = (text: string) => text.replace(/\s+/gu, ' ').trim();

function cleanList(items: readonly string[] | undefined): string[] | undefined {
  if (!items) return undefined;
  const seen = new Set<string>();
  return items.map(clean).filter((item) => {
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whitespace, blank and repeated items: nothing a reader would miss. */
export function tidyCompanions(output: ModelOutput): ModelOutput {
  const tidy: ModelOutput = { ...output };
  const highlights = cleanList(output.highlights);
  if (highlights) tidy.highlights = highlights;
  const titles = cleanList(output.title_suggestions);
  if (titles) tidy.title_suggestions = titles;
  if (output.tldr !== undefined) tidy.tldr = clean(output.tldr);
  if (output.plain_summary !== undefined) tidy.plain_summary = clean(output.plain_summary);
  return tidy;
}

/** The companions of an answer, without the ones that are blank (those count as missing). */
export function companionsOf(output: ModelOutput): Companions {
  const out: Companions = {};
  if (output.highlights?.length) out.highlights = output.highlights;
  if (output.tldr) out.tldr = output.tldr;
  if (output.plain_summary) out.plain_summary = output.plain_summary;
  if (output.title_suggestions?.length) out.title_suggestions = output.title_suggestions;
  return out;
}

/** Every companion check on a tidied answer; `source` is the user's full text. */
export function verifyCompanions(
  output: ModelOutput,
  plan: AbstractPlan,
  source: string,
): { failures: Failure[]; unsupportedNumbers: string[] } {
  const companions = companionsOf(output);
  const failures: Failure[] = [];
  const missing = (Object.keys(COMPANION_NAMES) as (keyof typeof COMPANION_NAMES)[]).filter(
    (key) => companions[key] === undefined,
  );
  if (missing.length > 0)
    failures.push({
      kind: 'companions',
      message: `The answer has no ${missing.map((key) => COMPANION_NAMES[key]).join(', ')}; write ${missing.length === 1 ? 'it' : 'them'} too.`,
    });
  const { titles } = plan.companions;
  if (companions.title_suggestions && companions.title_suggestions.length !== titles.count)
    failures.push({
      kind: 'companions',
      message: `There are ${companions.title_suggestions.length} title suggestions; give exactly ${titles.count}.`,
    });
  for (const problem of checkCompanions(companions, plan.companions, plan.language))
    failures.push({ kind: 'companions', message: problem.message });
  const texts = [
    ...(companions.highlights ?? []),
    companions.tldr ?? '',
    companions.plain_summary ?? '',
    ...(companions.title_suggestions ?? []),
  ];
  const numbers = [...new Set(texts.flatMap((text) => unsupportedNumbers(text, source)))];
  if (numbers.length > 0)
    failures.push({
      kind: 'numbers',
      message: `The companions contain ${numbers.map((n) => `"${n}"`).join(', ')}, which ${numbers.length === 1 ? 'does' : 'do'} not occur in the paper; use only numbers the paper gives.`,
    });
  return { failures, unsupportedNumbers: numbers };
}
