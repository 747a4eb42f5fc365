/**
 * Are the keywords written as the authors write them? Over the dev papers: the
 * share of keywords whose every word occurs in the authors' own title and abstract (goal ≥ 75%),
 * and the share found verbatim, case-sensitive, in the source text (goal ≥ 95%).
 */
import { generateAbstract } from '../../src/index.ts';
import { terms } from '../../src/read/segment.ts';
import { engineRequest, nearestTarget, splitOf, type Paper } from './data.ts';

export function evaluateKeywords(papers: Paper[]): void {
  let keywords = 0;
  let inAuthors = 0;
  let verbatim = 0;
  let singles = 0;
  const bySubset = new Map<string, { keywords: number; inAuthors: number; verbatim: number }>();
  const examples: string[] = [];
  for (const paper of papers) {
    const result = generateAbstract(engineRequest(paper, nearestTarget(paper.abstract_words)));
    if (!result.ok) continue;
    const authors = new Set(terms(`${paper.title} ${paper.abstract}`));
    // Per subset and per split: the keyword ranking was tuned on the train split only.
    const groups = [paper.subset, `${splitOf(paper.id)} split`].map((name) => {
      const group = bySubset.get(name) ?? { keywords: 0, inAuthors: 0, verbatim: 0 };
      bySubset.set(name, group);
      return group;
    });
    for (const keyword of result.output.keywords) {
      const words = terms(keyword);
      const fromAuthors = words.length > 0 && words.every((w) => authors.has(w));
      const found = paper.body.includes(keyword);
      keywords++;
      if (words.length === 1) singles++;
      if (fromAuthors) inAuthors++;
      if (found) verbatim++;
      for (const group of groups) {
        group.keywords++;
        if (fromAuthors) group.inAuthors++;
        if (found) group.verbatim++;
      }
      if (!found && examples.length < 5) examples.push(`${paper.id}: "${keyword}"`);
    }
  }
  const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
  console.log(`\nKeywords over ${papers.length} dev papers, ${keywords} keywords:`);
  console.log(
    `  every word in the authors' title and abstract: ${pct(inAuthors, keywords)} (goal ≥ 75%)`,
  );
  console.log(`  verbatim (case-sensitive) in the source: ${pct(verbatim, keywords)} (goal ≥ 95%)`);
  console.log(
    `  single words: ${pct(singles, keywords)}; per paper: ${(keywords / Math.max(1, papers.length)).toFixed(2)}`,
  );
  for (const [subset, t] of bySubset)
    console.log(
      `  ${subset}: in authors' words ${pct(t.inAuthors, t.keywords)}, verbatim ${pct(t.verbatim, t.keywords)} (${t.keywords})`,
    );
  for (const example of examples) console.log(`    not verbatim: ${example}`);
}
