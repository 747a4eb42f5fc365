/**
 * Abbreviations a lay reader cannot decode: the paper's own definitions ("convolutional neural
 * network (CNN)") let the plain-language summary spell an abbreviation out at its first use,
 * in the paper's words.
 */

const FUNCTION_WORDS = new Set([
  'of',
  'and',
  'the',
  'for',
  'in',
  'on',
  'to',
  'a',
  'an',
  'with',
  '&',
]);
/**
 * Up to eight words, then the abbreviation in brackets. A match starts at a word's start, a word
 * is at most 40 characters and an abbreviation 20: unbounded, a long token (a pasted hash) costs
 * time quadratic in its length.
 */
const DEFINITION =
  /(?<![\p{L}\d'’-])((?:[\p{L}\d][\p{L}\d'’-]{0,39}\s+){1,8})\(\s?(\p{Lu}[\p{Lu}\d]{0,18}\p{Lu}s?|\p{Ll}{2,6})\s?\)/gu;

/**
 * Long forms whose content words' initials spell the abbreviation, from the paper's sentences. A
 * lower-cased abbreviation ("microbial fuel cell ( mfc )", as lower-cased corpora write them) counts
 * only when its letters are the initials exactly.
 */
export function findDefinitions(texts: readonly string[]): Map<string, string> {
  const definitions = new Map<string, string>();
  for (const text of texts) {
    for (const match of text.matchAll(DEFINITION)) {
      const acronym = match[2]!;
      if (definitions.has(acronym)) continue;
      const letters = acronym.replace(/s$/u, '').toLowerCase();
      const words = match[1]!.trim().split(/\s+/u);
      // The shortest run of final words whose content words' initials are the letters.
      for (let start = words.length - 1; start >= 0; start--) {
        const run = words.slice(start);
        const initialsOf = (list: string[]) =>
          list
            .flatMap((w) => w.split('-'))
            .map((w) => w.charAt(0).toLowerCase())
            .join('');
        const initials = initialsOf(run.filter((w) => !FUNCTION_WORDS.has(w.toLowerCase())));
        // "Department of Energy (DOE)" counts its "of"; "network (CNN)" its content words only.
        const spelled = initials === letters || initialsOf(run) === letters;
        if (spelled && !FUNCTION_WORDS.has(run[0]!.toLowerCase())) {
          definitions.set(acronym, run.join(' '));
          break;
        }
        if (initials.length > letters.length) break;
      }
    }
  }
  return definitions;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Spells out the first bare use of each defined abbreviation: "CNN" → "convolutional neural network (CNN)". */
export function explainAcronyms(text: string, definitions: ReadonlyMap<string, string>): string {
  let out = text;
  for (const [acronym, long] of definitions) {
    const bare = new RegExp(
      `(?<![\\p{L}\\d(-])${escape(acronym)}(?![\\p{L}\\d)-])(?!\\s*\\()`,
      'u',
    );
    const match = bare.exec(out);
    if (!match) continue;
    // Already spelled out just before it: nothing to add.
    if (
      out
        .slice(Math.max(0, match.index - long.length - 3), match.index)
        .toLowerCase()
        .includes(long.toLowerCase())
    )
      continue;
    out = `${out.slice(0, match.index)}${long} (${acronym})${out.slice(match.index + acronym.length)}`;
  }
  return out;
}

/**
 * The sentences with each defined abbreviation spelled out at its first use among them, in the
 * order given (later uses stay short): the abstract is read without the paper's definitions.
 */
export function spellOutFirstUses(
  sentences: readonly string[],
  definitions: ReadonlyMap<string, string>,
): string[] {
  const pending = new Map(definitions);
  return sentences.map((sentence) => {
    const out = explainAcronyms(sentence, pending);
    for (const acronym of [...pending.keys()])
      if (new RegExp(`(?<![\\p{L}\\d])${escape(acronym)}(?![\\p{L}\\d])`, 'u').test(sentence))
        pending.delete(acronym);
    return out;
  });
}
