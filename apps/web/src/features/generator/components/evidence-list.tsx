/**
 * Where each sentence of an abstract comes from in the paper: the check's evidence, one entry per
 * sentence. Hovering or focusing an entry, or putting the cursor in a sentence of the text, shows
 * that sentence's source passages; "Show in paper" selects a passage in the Research Content field.
 * Sentences the check flags as unsupported or overclaimed are marked as such.
 */
import type { CheckData, Finding } from '@abstractly/contracts';
import { FileSearch } from 'lucide-react';
import { useId, useRef } from 'react';
import { cn } from '../../../lib/cn.ts';
import { openingWords } from '../opening-words.ts';

/** The id of the form's Research Content field, where a passage is shown. */
export const CONTENT_FIELD_ID = 'research_content';
const CLAIM_KINDS = new Set(['unsupported-claim', 'overclaim']);

/** Selects [start, end) of the Research Content field and scrolls it into view. */
export function showInPaper(start: number, end: number) {
  const field = document.getElementById(CONTENT_FIELD_ID);
  if (!(field instanceof HTMLTextAreaElement)) return;
  field.focus();
  field.setSelectionRange(start, end);
  // The selection is inside a scrolled text area: bring its line into view, then the field.
  const line = field.value.slice(0, start).split('\n').length;
  const lineHeight = parseFloat(getComputedStyle(field).lineHeight) || 20;
  field.scrollTop = Math.max(0, (line - 2) * lineHeight);
  field.scrollIntoView({ block: 'center' });
}

export function EvidenceList(props: {
  text: string;
  paper: string;
  evidence: CheckData['evidence'];
  findings: Finding[];
  /** The sentence whose sources are shown (index into evidence), or null. */
  selected: number | null;
  onSelect: (index: number) => void;
}) {
  const ids = useId();
  // Hover selects on real pointer movement only. Chromium replays a resting pointer as a new
  // hover when the layout under it changes, which would take the selection back from the
  // keyboard or the text cursor.
  const pointer = useRef({ x: NaN, y: NaN });
  const onPointerMove = (index: number) => (event: React.PointerEvent) => {
    const moved = event.clientX !== pointer.current.x || event.clientY !== pointer.current.y;
    pointer.current = { x: event.clientX, y: event.clientY };
    if (moved && props.selected !== index) props.onSelect(index);
  };
  const { evidence, paper, text } = props;
  if (evidence.length === 0 || paper.trim() === '') return null;
  const claimOf = (start: number, end: number) =>
    props.findings.find(
      (f) => CLAIM_KINDS.has(f.kind) && f.start !== undefined && f.start >= start && f.start < end,
    );
  const shown = props.selected === null ? undefined : evidence[props.selected];
  const shownClaim = shown ? claimOf(shown.start, shown.end) : undefined;

  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-2">
      <h3 id={`${ids}-title`} className="text-sm font-semibold text-slate-800">
        Evidence in the paper
      </h3>
      <ol className="flex flex-col gap-1">
        {evidence.map((item, index) => {
          const claim = claimOf(item.start, item.end);
          const status = claim
            ? claim.kind === 'overclaim'
              ? 'overclaimed'
              : 'unsupported'
            : item.sources.length > 0
              ? 'supported'
              : 'no source';
          return (
            <li key={`${item.start}-${item.end}`}>
              <button
                type="button"
                data-status={status}
                aria-expanded={props.selected === index}
                aria-controls={`${ids}-sources`}
                onPointerMove={onPointerMove(index)}
                onFocus={() => props.onSelect(index)}
                onClick={() => props.onSelect(index)}
                className={cn(
                  'w-full rounded-md px-2 py-1 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600',
                  props.selected === index && 'bg-indigo-50',
                  claim?.kind === 'unsupported-claim' && 'bg-red-50 underline decoration-red-600',
                  claim?.kind === 'overclaim' && 'bg-amber-50 underline decoration-amber-600',
                )}
              >
                <span className="sr-only">
                  Sentence {index + 1}, {status}:{' '}
                </span>
                {openingWords(text.slice(item.start, item.end), 14)}
              </button>
            </li>
          );
        })}
      </ol>
      <div
        id={`${ids}-sources`}
        role="region"
        aria-live="polite"
        aria-label="Sources of the selected sentence"
        className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm"
      >
        {!shown ? (
          <p className="text-slate-600">
            Hover or focus a sentence, or put the cursor in it, to see where the paper says it.
          </p>
        ) : (
          <div className="flex flex-col gap-2">
            <p className="font-medium text-slate-800">
              <q>{openingWords(text.slice(shown.start, shown.end), 20)}</q>
            </p>
            {shownClaim && (
              <p className={shownClaim.kind === 'overclaim' ? 'text-amber-800' : 'text-red-800'}>
                {shownClaim.message}
              </p>
            )}
            {shown.sources.length === 0 ? (
              <p className="text-slate-700">No passage of the paper shares its content.</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {shown.sources.map((source, k) => (
                  <li key={source.start} className="flex flex-col gap-1">
                    <blockquote
                      data-testid="evidence-source"
                      className="border-l-2 border-indigo-300 pl-2 text-slate-700"
                    >
                      {openingWords(paper.slice(source.start, source.end), 40)}
                    </blockquote>
                    <div className="flex items-center gap-3 text-xs text-slate-600">
                      <span>
                        {k === 0 ? 'Best source' : `Source ${k + 1}`}: holds{' '}
                        {Math.round(source.score * 100)}% of the sentence
                      </span>
                      <button
                        type="button"
                        // The abstract's field keeps focus until the click: its blur would move
                        // this button (the note under the text changes) between press and release.
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => showInPaper(source.start, source.end)}
                        className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                      >
                        <FileSearch aria-hidden="true" className="size-3.5" />
                        Show in paper
                        <span className="sr-only"> (source {k + 1})</span>
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
