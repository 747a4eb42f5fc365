/**
 * What a reader of an abstract stops at, with its place (the reader panel's rubric): a sentence that
 * leans on text that is not there, a point made twice, a pointer into the paper, debris, no stated
 * result. A sentence copied from the paper away from its neighbour there is judged strictly.
 */
import { isLowercased, terms } from '../read/segment.ts';
import type { Vocabulary } from '../sentence/glued-words.ts';
import {
  contextBefore,
  findDebris,
  findLeans,
  findPointers,
  pointOf,
  reportsResult,
  samePoint,
  type Cue,
} from '../sentence/reader-cues.ts';

export type ReaderDefectKind =
  'dangling-reference' | 'redundant' | 'paper-pointer' | 'debris' | 'missing-result';

export interface ReaderDefect {
  kind: ReaderDefectKind;
  /** Offsets into the abstract, [start, end); none for a missing result. */
  start?: number;
  end?: number;
  why: string;
}

/** Word 4-grams of a sentence, lower-cased, letters and digits only. */
function shingles(sentence: string, language: string): string[] {
  const words = terms(sentence, language);
  const out: string[] = [];
  for (let i = 0; i + 4 <= words.length; i++) out.push(words.slice(i, i + 4).join(' '));
  return out;
}

/** Share of an abstract sentence's 4-grams one paper sentence must hold for it to count as copied. */
const COPIED_SHARE = 0.6;

/** The paper's sentences by their word 4-grams. */
export interface CopyIndex {
  language: string;
  sentencesOf: Map<string, number[]>;
}

export function indexCopies(paper: readonly string[], language: string): CopyIndex {
  const sentencesOf = new Map<string, number[]>();
  paper.forEach((sentence, k) => {
    for (const shingle of shingles(sentence, language)) {
      const list = sentencesOf.get(shingle);
      if (!list) sentencesOf.set(shingle, [k]);
      else if (list[list.length - 1] !== k) list.push(k);
    }
  });
  return { language, sentencesOf };
}

/**
 * Which paper sentence each abstract sentence was copied from (most of its word 4-grams stand in
 * it), or undefined for a sentence written for the abstract.
 */
export function locateCopies(
  sentences: readonly string[],
  index: CopyIndex,
): (number | undefined)[] {
  return sentences.map((sentence) => {
    const own = shingles(sentence, index.language);
    if (own.length === 0) return undefined;
    const hits = new Map<number, number>();
    for (const shingle of own)
      for (const k of index.sentencesOf.get(shingle) ?? []) hits.set(k, (hits.get(k) ?? 0) + 1);
    let best: number | undefined;
    let bestHits = 0;
    for (const [k, n] of hits) if (n > bestHits) [best, bestHits] = [k, n];
    return bestHits / own.length >= COPIED_SHARE ? best : undefined;
  });
}

export interface ReaderDefectInput {
  /** The abstract's sentences with their offsets (sentenceSpans). */
  spans: { text: string; start: number; end: number }[];
  language: string;
  vocabulary?: Vocabulary;
  /**
   * The paper sentence each abstract sentence was copied from (locateCopies). A copied sentence
   * away from its neighbour in the paper is judged strictly: its pointers back had their
   * antecedent there, not here.
   */
  copiedFrom?: readonly (number | undefined)[];
  /** The paper's sentences `copiedFrom` counts in: a copied sentence's neighbours there. */
  paper?: readonly string[];
  /** A descriptive abstract states no result by design. */
  expectsResult?: boolean;
}

/** Every reader-visible defect of an abstract, in reading order. */
export function findReaderDefects(input: ReaderDefectInput): ReaderDefect[] {
  const { spans, language, paper } = input;
  const found: ReaderDefect[] = [];
  const at = (kind: ReaderDefectKind, offset: number, cue: Cue): ReaderDefect => ({
    kind,
    start: offset + cue.start,
    end: offset + cue.end,
    why: cue.why,
  });
  const points = spans.map((s) => pointOf(s.text, language));
  const cased = !isLowercased(spans.map((s) => s.text).join(' '));
  let before = '';
  spans.forEach((span, i) => {
    const from = input.copiedFrom?.[i];
    // Copied right after the paper's sentence before it: what it leans on is there, as in the paper.
    const besideItsNeighbour =
      from !== undefined && i > 0 && input.copiedFrom?.[i - 1] === from - 1;
    const strict = from !== undefined && !besideItsNeighbour;
    const context = strict && paper ? contextBefore(from, (k) => paper[k]) : undefined;
    for (const cue of findLeans(span.text, before, language, { strict, context }))
      if (!besideItsNeighbour || cue.fixed) found.push(at('dangling-reference', span.start, cue));
    const leaning = found.filter((f) => f.kind === 'dangling-reference');
    for (const cue of findPointers(span.text)) {
      const pointer = at('paper-pointer', span.start, cue);
      // "As shown above" leans and points at once: it is said once, as a lean.
      if (!leaning.some((f) => f.start! < pointer.end! && pointer.start! < f.end!))
        found.push(pointer);
    }
    for (const cue of findDebris(span.text, language, input.vocabulary, cased))
      found.push(at('debris', span.start, cue));
    const earlier = points.findIndex((p, j) => j < i && samePoint(p, points[i]!));
    if (earlier >= 0)
      found.push({
        kind: 'redundant',
        start: span.start,
        end: span.end,
        why: `makes the point of sentence ${earlier + 1} again`,
      });
    before += ` ${span.text}`;
  });
  if (
    (input.expectsResult ?? true) &&
    spans.length > 0 &&
    !spans.some((s) => reportsResult(s.text))
  )
    found.push({ kind: 'missing-result', why: 'no sentence says what the work found' });
  return found;
}
