/** Reads a paper's text into sentences with their section and position; drops what an abstract never uses. */
import {
  CAPTION_LABELS,
  NOTES_HEADING,
  REFERENCE_HEADINGS,
} from '@abstractly/contracts/text-patterns';
import { normaliseMarkup } from './markup.ts';
import { hasCjk, isLowercased, splitParagraphs, splitSentences, terms } from './segment.ts';

export type SectionKind =
  | 'abstract'
  | 'introduction'
  | 'background'
  | 'methods'
  | 'results'
  | 'discussion'
  | 'conclusion'
  | 'ignored'
  | 'other';

export const SECTION_KINDS: readonly SectionKind[] = [
  'abstract',
  'introduction',
  'background',
  'methods',
  'results',
  'discussion',
  'conclusion',
  'ignored',
  'other',
];

export interface SourceSentence {
  /** Index among the kept sentences, in reading order. */
  index: number;
  text: string;
  section: SectionKind;
  /** 0 for the first kept sentence of the document, 1 for the last. */
  position: number;
  /** Position inside its section, 0–1. */
  sectionPosition: number;
  /** Index of the sentence inside its paragraph (0 = first). */
  paragraphPosition: number;
  paragraph: number;
  /** True when the sentence holds math or number placeholders of the benchmark corpora. */
  hasPlaceholder: boolean;
  /** Lower-cased terms (letters and digits), computed once. */
  terms: string[];
}

export interface ParsedDocument {
  sentences: SourceSentence[];
  headings: { title: string; kind: SectionKind }[];
  lowercased: boolean;
}

/**
 * Back matter that is one statement (ethics, funding, interests, contributions, data): the next
 * heading, named or not, ends it, since an ethics statement often opens the methods, whose
 * subsections follow it. Lists (references, notes, abbreviations), appendices, supplementary
 * material, acknowledgements and declarations (whose statements have headings of their own) run
 * on under unnamed headings.
 */
const STATEMENTS = String.raw`ethics statement|(?:study )?funding|financial support(?: and sponsorship)?$|conflicts? of interests?|competing interests?|authors?['’]?\s+contributions?|authorship$|disclosures?$|data availability`;
const STATEMENT_HEADING = new RegExp(String.raw`^(${STATEMENTS})\b`, 'iu');
/**
 * In lower-cased text, a statement whose heading runs into its first sentence, which opens as back
 * matter does: "authors' contributions lw designed the study…", "competing interests the authors
 * declare…", "acknowledgements we thank…". The paragraph is back matter; a sentence about such
 * things ("competing interests shape how physicians prescribe…") is not.
 */
const RUN_IN_STATEMENT =
  /^(?:authors?['’]?\s+contributions?|acknowledge?ments?(?:\s+and\s+funding)?|competing interests?|conflicts? of interests?|ethics statement|data availability(?:\s+statement)?)\s+(?:the authors? (?:declare|have|has|thank|wish|would|are grateful|acknowledge)|all authors|both authors|we (?:thank|acknowledge|are grateful|would like)|none|no (?:competing|conflicts?|financial)|this (?:work|study|research|project) (?:was|is) (?:supported|funded)|\p{Ll}{2,4}(?:,?\s+(?:and\s+)?(?!and\b)\p{Ll}{2,4})*\s+(?:conceived|designed|performed|participated|wrote|drafted|carried out|contributed|did|conducted|analy[sz]ed|collected|supervised|helped|read|developed|was responsible))\b/u;

/**
 * Section names in the seven supported languages; the first pattern that matches wins. Back
 * matter is 'ignored': the reference list, acknowledgements and the like, and the notes the
 * importer gathers after the body under NOTES_HEADING (only that heading alone: "Notes on the
 * corpus" is a section of the paper).
 */
const SECTION_PATTERNS: [SectionKind, RegExp][] = [
  [
    'ignored',
    new RegExp(
      String.raw`^(${REFERENCE_HEADINGS.join('|')}|${NOTES_HEADING}$|footnotes$|endnotes$|reference$|acknowledge?ments?|${STATEMENTS}|supporting information|supplementary (material|information)|abbreviations|appendi(x|ces)|declarations?|referencias|bibliograf[ií]a|agradecimientos|r[ée]f[ée]rences|bibliographie|remerciements|literatur(verzeichnis)?|danksagung|quellen|список литературы|литература|благодарности|参考文献|致谢|謝辞|引用文献)\b`,
      'iu',
    ),
  ],
  ['abstract', /^(abstract|summary|resumen|r[ée]sum[ée]|аннотация|摘要|要旨|概要)$/iu],
  [
    'introduction',
    /^(introduction|overview|motivation|introducci[óo]n|einleitung|einf[üu]hrung|введение|引言|前言|绪论|はじめに|序論|緒言)/iu,
  ],
  [
    'background',
    /^(background|related work|prior work|previous work|literature review|state of the art|preliminaries|theory|theoretical (background|framework)|antecedentes|marco te[óo]rico|[ée]tat de l'art|contexte|hintergrund|stand der forschung|обзор|предпосылки|背景|相关工作|関連研究)/iu,
  ],
  [
    'methods',
    /^(methods?|methodology|materials?( and methods)?|patients and methods|experimental (setup|design|procedures?|section)|study design|approach|proposed (method|approach|model)|model|data( and methods)?|datasets?|implementation|system|framework|algorithm|m[ée]todos?|metodolog[ií]a|materiales|m[ée]thodes?|m[ée]thodologie|mat[ée]riel|methoden|methodik|material und methoden|методы|методология|материалы и методы|方法|研究方法|手法|実験方法)/iu,
  ],
  [
    'results',
    /^(results?|findings|evaluation|experiments?|experimental results|empirical results|analysis|performance|resultados|r[ée]sultats|ergebnisse|auswertung|результаты|结果|実験結果|結果)/iu,
  ],
  [
    'discussion',
    /^(discussions?|general discussion|limitations|discusi[óo]n|diskussion|обсуждение|讨论|考察)/iu,
  ],
  [
    'conclusion',
    /^(conclusions?|concluding remarks|summary and (conclusions?|outlook)|future work|outlook|final remarks|conclusi[óo]n(es)?|fazit|schlussfolgerungen?|zusammenfassung|заключение|выводы|结论|結論|おわりに|まとめ)/iu,
  ],
];

const NUMBERING = /^((\d+|[ivxlc]+|[a-h])(\.\d+)*\.?|§\s*\d+)\s+/iu;

/** A heading's words without its numbering and final colon or stop ("2.1 Disclosure:" → "Disclosure"). */
const headingText = (paragraph: string) =>
  paragraph.replace(NUMBERING, '').replace(/[:.]$/u, '').trim();

/** The kind of a heading line, or undefined when the paragraph is not a heading. */
export function classifyHeading(paragraph: string): SectionKind | undefined {
  if (paragraph.length > 120) return undefined;
  const stripped = headingText(paragraph);
  const words = stripped.split(/\s+/u).length;
  const endsLikeSentence = /[.!?。]$/u.test(paragraph.replace(NUMBERING, ''));
  if (words > 12 || (endsLikeSentence && words > 3)) return undefined;
  for (const [kind, pattern] of SECTION_PATTERNS) if (pattern.test(stripped)) return kind;
  // Short lines without a final stop are headings of some other section ("2 Sparse Attention").
  if (!/[.!?。,;]$/u.test(paragraph) && (words <= 6 || NUMBERING.test(paragraph))) return 'other';
  return undefined;
}

/** Figure and table captions, and reference-list entries that slipped past a heading. */
const CAPTION = new RegExp(
  String.raw`^(${CAPTION_LABELS}|supplementary (fig|table))\.?\s*(s?\d+|[ivx]+)\b`,
  'iu',
);
const REFERENCE_ENTRY = /^(\[\d+\]|\d+\.)\s+\p{Lu}[\p{L}'-]+,?\s+(\p{Lu}\.|[\p{Lu}][\p{L}'-]+,)/u;

/** Placeholders of the benchmark corpora for math and numbers (citations are handled by sentence/clean.ts). */
export const MATH_PLACEHOLDER = /@xmath\d*|<dig>|@xmath/iu;

/** Splits a document into sentences tagged with section and position; sections to ignore are gone. */
export function parseDocument(source: string, language = 'en'): ParsedDocument {
  // LaTeX and placeholders of any convention become the engine's markers before anything reads them.
  const text = normaliseMarkup(source);
  const parsed = parseWith(text, language, true);
  // A text that is all "ignored" (e.g. it starts with an acknowledgements heading) is still read.
  return parsed.sentences.length > 0 ? parsed : parseWith(text, language, false);
}

function parseWith(text: string, language: string, ignoreBackMatter: boolean): ParsedDocument {
  const paragraphs = splitParagraphs(text);
  const lowercased = isLowercased(text);
  const cjk = hasCjk(text);
  const headings: ParsedDocument['headings'] = [];
  const drafts: Omit<SourceSentence, 'index' | 'position' | 'sectionPosition'>[] = [];
  let section = 'introduction' as SectionKind;
  let runsOn = false;
  let paragraphIndex = 0;
  for (const paragraph of paragraphs) {
    const heading = classifyHeading(paragraph);
    if (heading) {
      // An unnamed heading inside a block that runs on (a reference list) keeps it ignored.
      section = heading === 'other' && section === 'ignored' && runsOn ? 'ignored' : heading;
      if (heading === 'ignored') runsOn = !STATEMENT_HEADING.test(headingText(paragraph));
      if (!ignoreBackMatter && section === 'ignored') section = 'other';
      headings.push({ title: paragraph, kind: heading });
      continue;
    }
    if (
      section === 'ignored' ||
      CAPTION.test(paragraph) ||
      REFERENCE_ENTRY.test(paragraph) ||
      (ignoreBackMatter && lowercased && RUN_IN_STATEMENT.test(paragraph))
    )
      continue;
    const sentences = splitSentences(paragraph, language, lowercased);
    sentences.forEach((sentence, i) => {
      const sentenceTerms = terms(sentence, language, cjk);
      // Punctuation alone ("…", ". . .") is not a sentence.
      if (sentenceTerms.length === 0) return;
      drafts.push({
        text: sentence,
        section,
        paragraph: paragraphIndex,
        paragraphPosition: i,
        hasPlaceholder: MATH_PLACEHOLDER.test(sentence),
        terms: sentenceTerms,
      });
    });
    paragraphIndex++;
  }
  const sectionCounts = new Map<SectionKind, number>();
  for (const d of drafts) sectionCounts.set(d.section, (sectionCounts.get(d.section) ?? 0) + 1);
  const seen = new Map<SectionKind, number>();
  const last = Math.max(1, drafts.length - 1);
  const sentences = drafts.map((d, index) => {
    const inSection = seen.get(d.section) ?? 0;
    seen.set(d.section, inSection + 1);
    const total = sectionCounts.get(d.section) ?? 1;
    return {
      ...d,
      index,
      position: index / last,
      sectionPosition: total > 1 ? inSection / (total - 1) : 0,
    };
  });
  return { sentences, headings, lowercased };
}
