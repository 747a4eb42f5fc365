/**
 * Claims held against the paper: each sentence of an abstract is judged by its evidence
 * (evidence.ts). Two findings come out of it, with the sentence's offsets:
 *   - unsupported-claim: the paper holds little of the sentence (its best passages together hold
 *     under a third of its weighted content, and almost none of its word pairs occur in the paper);
 *   - overclaim: the sentence is more certain, more causal or more general than every passage
 *     that states what it claims (check/overclaim.ts: a hedge of the paper dropped or boosted, a
 *     cause where the paper reports an association, a "first"/"novel"/"state-of-the-art" the
 *     paper never claims, a finding about a sample stated of everyone).
 * A sentence is "supported" when neither holds. The lexicons are English; other languages get the
 * unsupported-claim check only, and an abstract in another language than its paper neither.
 */
import { overclaimOf } from './overclaim.ts';
import { traceSentences, type TracedSentence } from './evidence.ts';
import type { Finding } from './findings.ts';
import { sourceLanguage } from '../read/language.ts';

/** Under this share of its weighted content in its sources… */
export const UNSUPPORTED_SUPPORT = 0.3;
/** …and under this share of its neighbouring word pairs anywhere in the paper: unsupported. */
export const UNSUPPORTED_PAIRS = 0.1;
/** Sentences with fewer content words than this say too little to judge as unsupported. */
const MIN_CONTENT_TERMS = 3;

/** The opening words of a passage, as a short quote. */
export function excerpt(text: string, words = 14): string {
  const parts = text.trim().split(/\s+/u);
  const head = parts.slice(0, words).join(' ');
  return parts.length > words ? `${head}…` : head;
}

/** Which findings to look for; both unless told. */
export interface ClaimKinds {
  unsupported?: boolean;
  overclaim?: boolean;
}

/**
 * The unsupported-claim and overclaim findings of an abstract against its paper (none without a
 * paper), and the evidence they rest on. A text that paraphrases on purpose (a plain-language
 * summary) is judged for overclaims alone: its words are meant not to be the paper's.
 */
export function findClaimProblems(
  abstract: string,
  source: string,
  language: string,
  kinds: ClaimKinds = {},
): { findings: Finding[]; traced: TracedSentence[] } {
  const { unsupported = true, overclaim = true } = kinds;
  const traced = traceSentences(abstract, source, language);
  // Without the paper, or across languages (a translated abstract), words cannot be compared.
  if (!source.trim() || sourceLanguage(source) !== language) return { findings: [], traced };
  const findings: Finding[] = [];
  const english = language === 'en';
  for (const sentence of traced) {
    // Too short to judge as unsupported; a hedge dropped from its passage still shows.
    if (
      unsupported &&
      sentence.contentTerms >= MIN_CONTENT_TERMS &&
      sentence.support < UNSUPPORTED_SUPPORT &&
      sentence.pairSupport < UNSUPPORTED_PAIRS
    ) {
      const best = sentence.sources[0];
      const absent = sentence.absentWords.slice(0, 3).map((w) => `"${w}"`);
      const closest = best
        ? `the closest passage says "${excerpt(source.slice(best.start, best.end), 10)}"`
        : 'no passage shares its content';
      findings.push({
        kind: 'unsupported-claim',
        severity: 'error',
        message: absent.length
          ? `The paper does not support this sentence: it never mentions ${absent.join(', ')}, and ${closest}.`
          : `The paper does not support this sentence: ${closest}.`,
        start: sentence.start,
        end: sentence.end,
      });
      continue;
    }
    if (!english || !overclaim) continue;
    const over = overclaimOf(sentence, source);
    if (over)
      findings.push({
        kind: 'overclaim',
        severity: 'warning',
        message: over.message,
        start: sentence.start + (over.at?.start ?? 0),
        end: over.at ? sentence.start + over.at.end : sentence.end,
      });
  }
  return { findings, traced };
}

/**
 * What each companion is held to: highlights and the TL;DR restate the paper, so both findings;
 * the plain-language summary paraphrases in lay words on purpose, so a word-based trace cannot
 * tell a faithful paraphrase from an invented sentence, and only overclaims (a dropped hedge, a
 * cause, a priority, a sample made general) are looked for.
 */
export const COMPANION_CLAIM_KINDS = {
  highlights: { unsupported: true, overclaim: true },
  tldr: { unsupported: true, overclaim: true },
  plain_summary: { unsupported: false, overclaim: true },
} as const satisfies Record<string, ClaimKinds>;

export interface CompanionClaims {
  companion: keyof typeof COMPANION_CLAIM_KINDS;
  /** The highlight's index (0 for the TL;DR and the plain summary). */
  index: number;
  text: string;
  /** Offsets into `text`. */
  findings: Finding[];
}

/** The claim findings of each highlight, the TL;DR and the plain summary against the paper. */
export function findCompanionClaimProblems(
  companions: {
    highlights?: readonly string[] | undefined;
    tldr?: string | undefined;
    plain_summary?: string | undefined;
  },
  source: string,
  language: string,
): CompanionClaims[] {
  const items: Omit<CompanionClaims, 'findings'>[] = [
    ...(companions.highlights ?? []).map((text, index) => ({
      companion: 'highlights' as const,
      index,
      text,
    })),
    ...(companions.tldr ? [{ companion: 'tldr' as const, index: 0, text: companions.tldr }] : []),
    ...(companions.plain_summary
      ? [{ companion: 'plain_summary' as const, index: 0, text: companions.plain_summary }]
      : []),
  ];
  return items.map((item) => ({
    ...item,
    findings: findClaimProblems(item.text, source, language, COMPANION_CLAIM_KINDS[item.companion])
      .findings,
  }));
}
