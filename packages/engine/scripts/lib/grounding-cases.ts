/**
 * Test cases for the grounding eval, built from the dev papers at run time: sentences of other
 * papers' abstracts (foreign: the paper does not support them) and hedged sentences of the paper
 * made certain (overclaims). The rewrites vary on purpose (several wordings for each hedge) so the
 * eval does not test one substitution the check might know by heart.
 */
import { splitSentences } from '../../src/read/segment.ts';
import { hashId, type Paper } from './data.ts';

/** A deterministic pick among options, from a string (the same case always gets the same rewrite). */
function pick<T>(options: readonly T[], seed: string): T {
  return options[hashId(seed) % options.length]!;
}

const keepCase = (original: string, replacement: string) =>
  /^\p{Lu}/u.test(original) && replacement
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;

/** Third person singular of a bare verb, roughly ("improve" → "improves", "be" → "is"). */
function present(verb: string): string {
  const v = verb.toLowerCase();
  if (v === 'be') return 'is';
  if (v === 'have') return 'has';
  if (v === 'do') return 'does';
  if (/(s|sh|ch|x|z|o)$/u.test(v)) return `${verb}es`;
  if (/[^aeiou]y$/u.test(v)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** Rewrites that make a hedged statement certain; each returns the text unchanged when it does not apply. */
const REWRITES: ((text: string, seed: string) => string)[] = [
  // "may improve" → "improves" / "will improve" / "improve"
  (t, seed) =>
    t.replace(
      /\b(may|might|could)\s+(?:also\s+)?(?:potentially\s+)?(\p{L}+)/giu,
      (whole, modal: string, verb: string) => {
        if (/^(not|be)$/iu.test(verb))
          return verb.toLowerCase() === 'be'
            ? keepCase(modal, pick(['is', 'will be', 'are'], seed))
            : whole;
        return keepCase(modal, pick([present(verb), `will ${verb}`, verb], seed + verb));
      },
    ),
  // "suggest(s) that" → "show(s) that" / "prove(s) that" / "demonstrate(s) that" / "establish(es) that"
  (t, seed) =>
    t.replace(/\b(suggest|indicate|imply|hint)(s|ed)?\b/giu, (whole, verb: string, ending = '') => {
      const target = pick(['show', 'prove', 'demonstrate', 'establish', 'confirm'], seed + verb);
      const inflected =
        ending.toLowerCase() === 's'
          ? present(target)
          : ending.toLowerCase() === 'ed'
            ? target === 'show'
              ? 'showed'
              : `${target.replace(/e$/u, '')}ed`
            : target;
      return keepCase(whole, inflected);
    }),
  // "appears to be" → "is"; "seems to improve" → "improves"
  (t) =>
    t.replace(/\b(appears?|seems?)\s+to\s+(\p{L}+)/giu, (whole, verb: string, next: string) =>
      keepCase(verb, verb.toLowerCase().endsWith('s') ? present(next) : next),
    ),
  // "is likely to" → "will"; "likely"/"possibly"/"probably"/"perhaps"/"potentially" dropped
  (t) =>
    t
      .replace(/\b(?:is|are)\s+(?:more\s+|less\s+)?likely\s+to\b/giu, 'will')
      .replace(
        /\s*\b(likely|possibly|probably|perhaps|potentially|presumably|putatively|plausibly)\b,?/giu,
        '',
      )
      .replace(/^\s+/u, ''),
  // "it is possible that" / "we hypothesize that" / "we speculate that" dropped
  (t) =>
    t.replace(
      /\b(?:it is (?:possible|plausible|conceivable) that|we (?:hypothesi[sz]e|speculate|propose|believe) that)\s+/giu,
      '',
    ),
];

/** Words that mark a statement as hedged (the eval's selection of hedged sentences). */
const HEDGED =
  /\b(may|might|could|suggests?|suggested|indicates?|implies|appears?|seems?|likely|possibly|probably|perhaps|potentially|presumably|it is possible that|hypothesi[sz]e)\b/iu;

/** The sentence made certain, or undefined when no rewrite applies. */
export function makeCertain(sentence: string, seed: string): string | undefined {
  let out = sentence;
  for (const rewrite of REWRITES) out = rewrite(out, seed);
  out = out.replace(/\s{2,}/gu, ' ');
  if (out === sentence) return undefined;
  return out.charAt(0).toUpperCase() + out.slice(1);
}

export function sentencesOf(text: string): string[] {
  return splitSentences(text.replace(/\s+/gu, ' ').trim());
}

/** Up to `count` hedged sentences of the body (8 to 60 words), made certain. */
export function overclaimCases(
  paper: Paper,
  count: number,
): { original: string; certain: string }[] {
  const out: { original: string; certain: string }[] = [];
  const paragraphs = paper.body.split(/\n\s*\n/u);
  const hedged: string[] = [];
  for (const paragraph of paragraphs)
    for (const s of splitSentences(paragraph.replace(/\s+/gu, ' ').trim())) {
      const words = s.split(' ').length;
      if (words >= 8 && words <= 60 && HEDGED.test(s) && !/@xmath|<dig>/u.test(s)) hedged.push(s);
    }
  // Spread over the paper: every k-th hedged sentence.
  const step = Math.max(1, Math.floor(hedged.length / count));
  for (let i = 0; i < hedged.length && out.length < count; i += step) {
    const certain = makeCertain(hedged[i]!, `${paper.id}:${i}`);
    if (certain) out.push({ original: hedged[i]!, certain });
  }
  return out;
}

/**
 * `count` sentences of other papers' abstracts for a paper: from papers of the same text style
 * and, when there are enough, the same coarse field (the hardest kind to tell apart).
 */
export function foreignCases(paper: Paper, all: Paper[], count: number): string[] {
  const sameStyle = all.filter((p) => p.id !== paper.id && p.subset === paper.subset);
  const sameField = sameStyle.filter((p) => p.field_coarse === paper.field_coarse);
  const pool = sameField.length >= 5 ? sameField : sameStyle;
  const out: string[] = [];
  for (let k = 0; out.length < count && k < count * 4; k++) {
    const other = pool[hashId(`${paper.id}:${k}`) % pool.length]!;
    const sentences = sentencesOf(other.abstract).filter((s) => s.split(' ').length >= 8);
    if (sentences.length === 0) continue;
    out.push(sentences[hashId(`${other.id}:${k}`) % sentences.length]!);
  }
  return out;
}
