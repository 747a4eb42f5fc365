/**
 * Species a lower-cased paper names: their binomials get back their genus' capital ("bacillus
 * methanolicus", "b. methanolicus" → "Bacillus methanolicus", "B. methanolicus").
 */
import { initialsOf, SPECIES_NAME } from '../read/segment.ts';
import { capitalise } from './tidy.ts';

/** A genus' Latin ending: "pseudomonas", "arabidopsis", "escherichia", "volvox", "hippolyte". */
const GENUS = /(?:a|us|um|is|es|as|os|ex|ax|ix|ox|er|or|on|o|\p{Ll}{5}e)$/u;

/** A genus' initial or a word, before the word after it ("p. aeruginosa", "pseudomonas aeruginosa"). */
const GENUS_AND_NAME = /(?<![\p{L}\d.])(\p{Ll}\.|\p{Ll}{4,})(?=\s+(\p{Ll}{3,})(?![\p{L}\d]))/gu;

/**
 * The species of a lower-cased text: a genus' initial before a Latin name ("p. aeruginosa"), with
 * the genus the text writes out before the same name, a Latin word too ("pseudomonas aeruginosa";
 * not "different" beside "vitamin d. studies"); an initial the text never writes out must come
 * twice ("panel a. previous" is no species). By Latin name.
 */
function findBinomials(text: string): Map<string, { initial: string; genus?: string }> {
  const initials = new Map<string, { initial: string; count: number }>();
  for (const [key, count] of initialsOf(text)) {
    const [initial, word] = key.split(' ') as [string, string];
    if (SPECIES_NAME.test(word) && !initials.has(word)) initials.set(word, { initial, count });
  }
  const found = new Map<string, { initial: string; genus?: string }>();
  if (initials.size === 0) return found;
  for (const [, genus, epithet] of text.matchAll(GENUS_AND_NAME)) {
    const initial = initials.get(epithet!)?.initial;
    if (initial !== undefined && GENUS.test(genus!) && initial === genus!.charAt(0))
      if (!found.has(epithet!)) found.set(epithet!, { initial, genus: genus! });
  }
  for (const [epithet, { initial, count }] of initials)
    if (!found.has(epithet) && count >= 2) found.set(epithet, { initial });
  return found;
}

/**
 * What writes a lower-cased text's species with their genus' capital ("B. methanolicus",
 * "Bacillus methanolicus"), found in `text` (findBinomials); undefined when it names none.
 */
export function speciesWriter(text: string): ((sentence: string) => string) | undefined {
  const binomials = findBinomials(text);
  if (binomials.size === 0) return undefined;
  return (sentence) =>
    sentence.replace(GENUS_AND_NAME, (head: string, _: string, epithet: string) => {
      const species = binomials.get(epithet);
      if (!species || (head !== `${species.initial}.` && head !== species.genus)) return head;
      return capitalise(head);
    });
}
