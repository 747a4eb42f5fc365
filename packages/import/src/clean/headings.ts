/** Recognising section headings from their text alone (for formats without font information). */
import { REFERENCE_HEADINGS } from '@abstractly/contracts/text-patterns';

/** Section names papers use, lower-cased, numbering and trailing punctuation removed. */
const SECTION_NAMES = new Set<string>([
  'abstract',
  'summary',
  'introduction',
  'background',
  'motivation',
  'related work',
  'related works',
  'prior work',
  'literature review',
  'method',
  'methods',
  'methodology',
  'materials and methods',
  'methods and materials',
  'patients and methods',
  'experimental',
  'experiments',
  'experimental setup',
  'experimental results',
  'results',
  'findings',
  'analysis',
  'evaluation',
  'discussion',
  'results and discussion',
  'limitations',
  'future work',
  'conclusion',
  'conclusions',
  'conclusion and future work',
  'conclusions and future work',
  'concluding remarks',
  'acknowledgements',
  'acknowledgments',
  'acknowledgement',
  'acknowledgment',
  ...REFERENCE_HEADINGS,
  'appendix',
  'appendices',
  'supplementary material',
  'supplementary materials',
  'supporting information',
]);

/** "1", "2.3", "3.", "IV." (Roman numerals need the dot, so "I think" is not a heading). */
const NUMBERING = /^(?:\d{1,2}(?:\.\d{1,2})*\.?|[IVX]{1,5}\.)\s+/;

/** The text without its section number ("2.1 Data" → "Data"). */
export function stripNumbering(text: string): string {
  return text.trim().replace(NUMBERING, '');
}

/** Letters set apart for emphasis ("R e f e r e n c e s", "R E S U L T S"), word gaps wider. */
const LETTER_SPACED = /^\p{L}(?: {1,2}\p{L})+$/u;

/** Letter-spaced text closed up: single spaces between letters go, wider ones become word spaces. */
export function closeUpLetterSpacing(text: string): string {
  const trimmed = text.trim();
  if (!LETTER_SPACED.test(trimmed) || trimmed.length < 5) return trimmed;
  return trimmed
    .split(/ {2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ');
}

/** The known section name a line consists of ("3. Results:" → "results"), or undefined. */
export function sectionName(text: string): string | undefined {
  const name = closeUpLetterSpacing(stripNumbering(text).replace(/[.:]$/, ''))
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return SECTION_NAMES.has(name) ? name : undefined;
}

function wordsOf(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/**
 * True for a line that reads as a heading by its text: a known section name, a numbered short
 * title ("2.1 Data Collection"), or a short line in capitals ("RELATED WORK").
 */
export function looksLikeHeading(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 120) return false;
  if (sectionName(trimmed)) return true;
  if (/[.,;:!?]$/.test(trimmed)) return false;
  const words = wordsOf(trimmed);
  if (NUMBERING.test(trimmed)) {
    const rest = stripNumbering(trimmed);
    return /^\p{Lu}/u.test(rest) && wordsOf(rest).length <= 12;
  }
  const letters = trimmed.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 4 &&
    words.length <= 10 &&
    letters === letters.toUpperCase() &&
    /\p{Lu}/u.test(letters)
  );
}
