/**
 * Checks done by code after every AI answer: word counts per version, numbers that do
 * not occur in the source, the language, headings and their order, and markup or placeholders
 * copied from a LaTeX or converted source ("$x_i$", "\\cite{…}", "[formula]"). What code can fix safely
 * (line breaks in a one-paragraph abstract, citation markers where forbidden, keyword casing and
 * count) is fixed here instead of asking the model again.
 */
import {
  LANGUAGE_LABELS,
  VERSION_KEYS,
  countWords,
  genericHeadings,
  type AbstractPlan,
  type VersionKey,
} from '@abstractly/contracts';
import {
  detectLanguage,
  findMarkup,
  findUnsupportedNumbers,
  joinSentences,
  stripCitations,
} from '@abstractly/engine';
import { claimFailures } from './claims.ts';
import { readerFailures } from './reader.ts';
import type { ModelOutput } from './output-schema.ts';

export type FailureKind =
  | 'words'
  | 'numbers'
  | 'claims'
  | 'reader'
  | 'language'
  | 'headings'
  | 'markup'
  | 'keywords'
  | 'companions';

export interface Failure {
  kind: FailureKind;
  /** One sentence that both the model (in the retry) and the user (as a warning) understand. */
  message: string;
}

/** How bad each failure is when choosing between the first answer and the corrected one. */
const SEVERITY: Record<FailureKind, number> = {
  numbers: 5,
  claims: 4,
  reader: 2,
  language: 5,
  headings: 2,
  markup: 2,
  words: 1,
  keywords: 1,
  companions: 1,
};

export function failureWeight(failures: readonly Failure[]): number {
  return failures.reduce((sum, failure) => sum + SEVERITY[failure.kind], 0);
}

const VERSION_NAMES: Record<VersionKey, string> = {
  standard: 'standard abstract',
  concise: 'concise version',
  detailed: 'detailed version',
  technical: 'technical version',
};

export function versionText(output: ModelOutput, key: VersionKey): string {
  return key === 'standard' ? output.abstract : output.alternative_versions[key];
}

function withVersions(
  output: ModelOutput,
  change: (text: string, key: VersionKey) => string,
): ModelOutput {
  return {
    ...output,
    abstract: change(output.abstract, 'standard'),
    alternative_versions: {
      concise: change(output.alternative_versions.concise, 'concise'),
      detailed: change(output.alternative_versions.detailed, 'detailed'),
      technical: change(output.alternative_versions.technical, 'technical'),
    },
  };
}

/** What code fixes without asking the model: layout whitespace, forbidden citations, keywords. */
export function tidyOutput(output: ModelOutput, plan: AbstractPlan): { output: ModelOutput } {
  const tidy = withVersions(output, (raw) => {
    let text = raw.trim();
    if (plan.layout.kind === 'paragraph')
      text = joinSentences(text.split(/\s*\n\s*/), plan.language);
    else text = text.replace(/\n\s*\n+/g, '\n');
    if (!plan.citationsAllowed) text = stripCitations(text);
    return text;
  });
  const seen = new Set<string>();
  const keywords = output.keywords
    .map((keyword) => keyword.trim().replace(/[.;]+$/, ''))
    .map((keyword) => (plan.keywords.lowercase ? keyword.toLowerCase() : keyword))
    .filter((keyword) => {
      const key = keyword.toLowerCase();
      if (keyword === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, plan.keywords.max);
  return { output: { ...tidy, keywords } };
}

/**
 * Numbers of the text that the source does not contain. A translated abstract may write 0,05 for
 * the source's 0.05 (or the reverse): the same number, so it counts as found.
 */
export function unsupportedNumbers(text: string, source: string): string[] {
  return findUnsupportedNumbers(text, source).filter((number) => {
    const swapped = number.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.'));
    return findUnsupportedNumbers(swapped, source).length > 0;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a heading opens a section: at the start, or after a line break or a sentence end. */
function headingPosition(text: string, heading: string): number {
  const pattern = new RegExp(
    `(?:^|\\n|[.!?。]\\s*)\\s*(?:\\*\\*)?${escapeRegExp(heading)}(?:\\*\\*)?\\s*[:：]`,
    'iu',
  );
  const match = pattern.exec(text);
  return match ? match.index : -1;
}

function checkHeadings(text: string, plan: AbstractPlan, name: string): Failure | undefined {
  if (plan.layout.kind === 'paragraph') {
    const labels = new Set(
      [
        ...genericHeadings(plan.language),
        ...genericHeadings('en'),
        ...(plan.venue?.rule.headings ?? []),
      ].map((h) => h.label),
    );
    const used = [...labels].filter((heading) => headingPosition(text, heading) >= 0);
    return used.length > 0
      ? {
          kind: 'headings',
          message: `The ${name} uses section headings (${used.join(', ')}); it must be one paragraph without headings.`,
        }
      : undefined;
  }
  const headings = plan.layout.headings.map((h) => h.label);
  const { minPresent } = plan.layout;
  const found = headings
    .map((heading) => ({ heading, at: headingPosition(text, heading) }))
    .filter((entry) => entry.at >= 0);
  const list = headings.map((h) => `"${h}:"`).join(', ');
  if (found.length < minPresent) {
    return {
      kind: 'headings',
      message: `The ${name} has ${found.length} of the required headings; it needs at least ${minPresent} of ${list}, in that order.`,
    };
  }
  const outOfOrder = found.some((entry, index) => index > 0 && entry.at < found[index - 1]!.at);
  return outOfOrder
    ? {
        kind: 'headings',
        message: `The headings of the ${name} are out of order; use this order: ${list}.`,
      }
    : undefined;
}

export interface Verification {
  failures: Failure[];
  unsupportedNumbers: string[];
  wordCounts: Record<VersionKey, number>;
  detectedLanguage: string | undefined;
}

/** The checks of one version: its word range, its numbers, its language, its headings, markup. */
function checkVersion(
  text: string,
  key: VersionKey,
  plan: AbstractPlan,
  source: string,
): { words: number; numbers: string[]; failures: Failure[] } {
  const failures: Failure[] = [];
  const name = VERSION_NAMES[key];
  const words = countWords(text, plan.language);
  const { min, max, target } = plan.versions[key];
  if (words < min || words > max) {
    failures.push({
      kind: 'words',
      message: `The ${name} has ${words} words; it must have ${min} to ${max} (target ${target}).`,
    });
  }
  const numbers = unsupportedNumbers(text, source);
  if (numbers.length > 0) {
    failures.push({
      kind: 'numbers',
      message: `The ${name} contains ${numbers.map((n) => `"${n}"`).join(', ')}, which ${numbers.length === 1 ? 'does' : 'do'} not occur in the paper; use only numbers the paper gives.`,
    });
  }
  const detected = detectLanguage(text);
  if (detected !== undefined && detected !== plan.language) {
    failures.push({
      kind: 'language',
      message: `The ${name} is written in ${LANGUAGE_LABELS[detected]}; it must be in ${LANGUAGE_LABELS[plan.language]}.`,
    });
  }
  const headings = checkHeadings(text, plan, name);
  if (headings) failures.push(headings);
  const markup = findMarkup(text);
  if (markup)
    failures.push({
      kind: 'markup',
      message: `The ${name} contains "${markup}", markup or a placeholder from the paper's source; write what it stands for in words, or leave it out.`,
    });
  return { words, numbers, failures };
}

/** Keywords carrying markup, and fewer keywords than the plan asks for. */
function checkKeywords(keywords: readonly string[], plan: AbstractPlan): Failure[] {
  const failures: Failure[] = [];
  for (const keyword of keywords) {
    const markup = findMarkup(keyword);
    if (markup)
      failures.push({
        kind: 'markup',
        message: `The keyword "${keyword}" contains "${markup}", markup or a placeholder from the paper's source; give the term in words.`,
      });
  }
  if (keywords.length < plan.keywords.min) {
    failures.push({
      kind: 'keywords',
      message: `There ${keywords.length === 1 ? 'is 1 keyword' : `are ${keywords.length} keywords`}; give ${plan.keywords.min} to ${plan.keywords.max}.`,
    });
  }
  return failures;
}

/**
 * Every check by code on a tidied answer; `source` is the user's full text (title and content),
 * `paper` the research content alone, against which the claims are checked.
 */
export function verifyOutput(
  output: ModelOutput,
  plan: AbstractPlan,
  source: string,
  paper = source,
): Verification {
  const failures: Failure[] = [];
  const wordCounts = {} as Record<VersionKey, number>;
  const allUnsupported = new Set<string>();
  const versions = VERSION_KEYS.map((key) => ({
    key,
    subject: `The ${VERSION_NAMES[key]}`,
    text: versionText(output, key),
  }));
  for (const { key, text } of versions) {
    const version = checkVersion(text, key, plan, source);
    wordCounts[key] = version.words;
    version.numbers.forEach((number) => allUnsupported.add(number));
    failures.push(...version.failures);
  }
  failures.push(
    ...claimFailures(plan, paper, versions),
    ...readerFailures(plan, paper, versions),
    ...checkKeywords(output.keywords, plan),
  );
  return {
    failures,
    unsupportedNumbers: [...allUnsupported],
    wordCounts,
    detectedLanguage: detectLanguage(output.abstract),
  };
}
