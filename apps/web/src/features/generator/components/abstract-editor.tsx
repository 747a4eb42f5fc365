/**
 * An abstract the user can edit in place, re-checked as they type: findings are
 * highlighted in the text (message on hover, and for the finding at the cursor), listed under it,
 * with the word count and scores of the last check. Loaded only with a result or the checker.
 */
import type { CheckData, Finding } from '@abstractly/contracts';
import { AlertCircle, AlertTriangle, Info, Loader2 } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useAbstractCheck, type CheckSettings } from '../use-abstract-check.ts';
import { EvidenceList } from './evidence-list.tsx';

const SEVERITY_STYLE = {
  error: 'bg-red-100 decoration-red-600',
  warning: 'bg-amber-100 decoration-amber-600',
  info: 'bg-sky-100 decoration-sky-600',
} as const;
const SEVERITY_ICON = { error: AlertCircle, warning: AlertTriangle, info: Info } as const;
const SEVERITY_WORD = { error: 'Error', warning: 'Warning', info: 'Note' } as const;

/**
 * Findings with a place, in order, without overlaps. Narrower findings are placed first; a wider
 * one (a whole sentence that is unsupported) fills the gaps around them, in pieces that share its
 * index, so a number inside an unsupported sentence keeps its own mark.
 */
function placed(findings: Finding[], length: number) {
  const valid = findings
    .map((finding, index) => ({ ...finding, index }))
    .filter(
      (f): f is Finding & { start: number; end: number; index: number } =>
        f.start !== undefined && f.end !== undefined && f.end > f.start && f.end <= length,
    )
    .sort((a, b) => a.end - a.start - (b.end - b.start) || a.start - b.start);
  const out: (Finding & { start: number; end: number; index: number })[] = [];
  for (const finding of valid) {
    let pieces: [number, number][] = [[finding.start, finding.end]];
    for (const taken of out)
      pieces = pieces.flatMap(([s, e]): [number, number][] =>
        taken.end <= s || taken.start >= e
          ? [[s, e]]
          : (
              [
                [s, taken.start],
                [taken.end, e],
              ] as [number, number][]
            ).filter(([a, b]) => b > a),
      );
    for (const [start, end] of pieces) out.push({ ...finding, start, end });
  }
  return out.sort((a, b) => a.start - b.start);
}

export function AbstractEditor(props: {
  /** What the text area is called for screen readers ("Standard abstract"). */
  label: string;
  value: string;
  onChange: (text: string) => void;
  settings: CheckSettings;
  mode: 'server' | 'browser';
  onChecked?: (data: CheckData, text: string) => void;
  placeholder?: string;
}) {
  const check = useAbstractCheck(props.value, props.settings, props.mode, props.onChecked);
  const area = useRef<HTMLTextAreaElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<{ index: number; x: number; y: number } | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  // The sentence whose sources are shown: set by the cursor in the text or by its evidence entry.
  const [sentence, setSentence] = useState<number | null>(null);
  const ids = useId();
  const current = check.text === props.value ? check.data : undefined;
  const findings = current?.findings ?? [];
  const marks = placed(findings, props.value.length);
  const atCaret =
    caret === null ? undefined : marks.find((m) => caret >= m.start && caret <= m.end);
  const evidence = current?.evidence ?? [];
  const paper =
    typeof props.settings.research_content === 'string' ? props.settings.research_content : '';
  const onCaret = (at: number) => {
    setCaret(at);
    const index = evidence.findIndex((e) => at >= e.start && at <= e.end);
    if (index >= 0) setSentence(index);
  };

  // The text area grows with its text, so the highlights behind it never need scrolling.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [props.value]);

  // The text area lies over the highlights; find the mark under the pointer by its boxes.
  const onMouseMove = (event: MouseEvent) => {
    const elements = backdrop.current?.querySelectorAll<HTMLElement>('mark[data-index]') ?? [];
    for (const element of elements) {
      for (const box of element.getClientRects()) {
        if (
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom
        ) {
          const bounds = area.current!.getBoundingClientRect();
          setHovered({
            index: Number(element.dataset.index),
            x: box.left - bounds.left,
            y: box.bottom - bounds.top,
          });
          return;
        }
      }
    }
    setHovered(null);
  };

  const segments: React.ReactNode[] = [];
  let at = 0;
  for (const mark of marks) {
    segments.push(props.value.slice(at, mark.start));
    segments.push(
      <mark
        key={mark.start}
        data-index={mark.index}
        data-kind={mark.kind}
        className={cn(
          'rounded-sm text-transparent underline decoration-2 underline-offset-4',
          SEVERITY_STYLE[mark.severity],
        )}
      >
        {props.value.slice(mark.start, mark.end)}
      </mark>,
    );
    at = mark.end;
  }
  // A trailing line break needs a character after it to take up its line.
  segments.push(`${props.value.slice(at)}\u200b`);

  const hoveredFinding = hovered ? findings[hovered.index] : undefined;
  const select = (finding: Finding) => {
    const el = area.current;
    if (!el || finding.start === undefined) return;
    el.focus();
    el.setSelectionRange(finding.start, finding.end ?? finding.start);
    onCaret(finding.start);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        {marks.length > 0 && (
          <div
            ref={backdrop}
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 overflow-hidden rounded-lg border border-transparent p-3 text-[0.95rem] leading-7 break-words whitespace-pre-wrap text-transparent"
          >
            {segments}
          </div>
        )}
        <textarea
          ref={area}
          aria-label={props.label}
          aria-describedby={`${ids}-status ${ids}-caret`}
          value={props.value}
          placeholder={props.placeholder}
          spellCheck
          rows={4}
          onChange={(event) => props.onChange(event.target.value)}
          onSelect={(event) => onCaret(event.currentTarget.selectionStart)}
          onBlur={() => setCaret(null)}
          onMouseMove={onMouseMove}
          onMouseLeave={() => setHovered(null)}
          className="relative block w-full resize-none overflow-hidden rounded-lg border border-slate-200 bg-transparent p-3 text-[0.95rem] leading-7 break-words whitespace-pre-wrap text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
        />
        {hovered && hoveredFinding && (
          <div
            role="tooltip"
            className="pointer-events-none absolute z-20 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-lg"
            style={{ left: Math.max(0, hovered.x), top: hovered.y + 4 }}
          >
            {hoveredFinding.message}
          </div>
        )}
      </div>
      <p id={`${ids}-caret`} aria-live="polite" className="min-h-5 text-xs text-slate-700">
        {atCaret && (
          <>
            <span className="font-medium">{SEVERITY_WORD[atCaret.severity]} here:</span>{' '}
            {atCaret.message}
          </>
        )}
      </p>
      <p
        id={`${ids}-status`}
        className="flex items-center gap-2 text-xs text-slate-600 tabular-nums"
      >
        {current ? (
          <span data-testid="check-summary">
            {current.word_count} words · quality {current.quality_score}% · readability{' '}
            {current.readability_score}/100
          </span>
        ) : null}
        {check.checking && (
          <span className="inline-flex items-center gap-1">
            <Loader2 aria-hidden="true" className="size-3 animate-spin" />
            Checking…
          </span>
        )}
        {!check.checking && check.error && <span className="text-red-800">{check.error}</span>}
      </p>
      {current && (
        <section aria-label="Findings">
          {findings.length === 0 ? (
            <p className="text-sm text-emerald-800">No problems found.</p>
          ) : (
            <ul className="flex flex-col gap-1.5">
              {findings.map((finding, index) => {
                const Icon = SEVERITY_ICON[finding.severity];
                const quoted =
                  finding.start !== undefined && finding.end !== undefined
                    ? props.value.slice(finding.start, finding.end)
                    : undefined;
                return (
                  <li
                    key={index}
                    data-kind={finding.kind}
                    className="flex items-start gap-2 text-sm"
                  >
                    <Icon
                      aria-hidden="true"
                      className={cn(
                        'mt-0.5 size-4 shrink-0',
                        finding.severity === 'error'
                          ? 'text-red-700'
                          : finding.severity === 'warning'
                            ? 'text-amber-700'
                            : 'text-sky-700',
                      )}
                    />
                    <span className="sr-only">{SEVERITY_WORD[finding.severity]}:</span>
                    {quoted !== undefined ? (
                      <button
                        type="button"
                        onClick={() => select(finding)}
                        className="text-left text-slate-800 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                      >
                        <q className="font-medium">
                          {quoted.length > 40 ? `${quoted.slice(0, 40)}…` : quoted}
                        </q>{' '}
                        {finding.message}
                      </button>
                    ) : (
                      <span className="text-slate-800">{finding.message}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
      {current && (
        <EvidenceList
          text={props.value}
          paper={paper}
          evidence={evidence}
          findings={findings}
          selected={sentence !== null && sentence < evidence.length ? sentence : null}
          onSelect={setSentence}
        />
      )}
    </div>
  );
}
