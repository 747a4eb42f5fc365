/**
 * The companions under the result: each item editable, with its own copy button and its count
 * against the limit ("78/85"), re-checked on every keystroke. Shown only when the server sent them.
 */
import type { AbstractResult } from '@abstractly/contracts';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/form-controls.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  companionItems,
  companionStatus,
  withEditedCompanion,
  type CompanionItem,
} from '../companions.ts';
import { copyWithToast } from '../copy-with-toast.ts';
import type { CompanionLimits } from '@abstractly/contracts';

const ROWS: Record<CompanionItem['key'], number> = {
  highlights: 2,
  tldr: 2,
  plain_summary: 7,
  title_suggestions: 1,
  ai_statement: 5,
};

export function CompanionsPanel(props: {
  result: AbstractResult;
  limits: CompanionLimits;
  /** The abstract's language: the checks' (a cut-off ending is judged in English only). */
  language: string;
  onEdit: (result: AbstractResult) => void;
}) {
  const { result, limits } = props;
  if (!result.companions) return null;
  const items = companionItems(result.companions);
  if (items.length === 0) return null;
  const readability = result.analysis?.companion_readability;
  return (
    <section
      aria-labelledby="companions-title"
      className="flex flex-col gap-4"
      data-testid="companions"
    >
      <div>
        <h3 id="companions-title" className="text-sm font-semibold text-slate-900">
          Companions
        </h3>
        <p className="mt-1 text-xs text-slate-600">
          Highlights: {limits.highlights.min}–{limits.highlights.max}, at most{' '}
          {limits.highlights.maxChars} characters each ({limits.highlights.source}). TL;DR: one
          sentence, at most {limits.tldr.maxWords} words. Plain-language summary:{' '}
          {limits.plainSummary.min}–{limits.plainSummary.max} words
          {readability
            ? `; reading ease ${readability.plain_summary} against the abstract's ${readability.abstract}`
            : ''}
          .
        </p>
      </div>
      <ul className="flex flex-col gap-4">
        {items.map((item) => (
          <CompanionField
            key={`${item.key}-${item.index ?? 0}`}
            item={item}
            limits={limits}
            language={props.language}
            onChange={(text) =>
              props.onEdit(withEditedCompanion(result, item.key, item.index, text))
            }
          />
        ))}
      </ul>
    </section>
  );
}

function CompanionField(props: {
  item: CompanionItem;
  limits: CompanionLimits;
  language: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const { item } = props;
  const status = companionStatus(item, props.limits, props.language);
  return (
    <li className="flex flex-col gap-1.5" data-companion={item.key}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {item.label}
        </label>
        <div className="flex items-center gap-2">
          {status.meter && (
            <span
              data-testid="companion-meter"
              aria-label={`${status.meter.replace('/', ' of ')}${item.key === 'highlights' ? ' characters' : ' words'}`}
              className={cn(
                'text-xs tabular-nums',
                status.over ? 'font-semibold text-red-800' : 'text-slate-600',
              )}
            >
              {status.meter}
            </span>
          )}
          <Button
            variant="outline"
            size="sm"
            aria-label={`Copy ${item.label}`}
            onClick={() => void copyWithToast(item.text)}
          >
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>
      </div>
      <Textarea
        id={id}
        value={item.text}
        rows={ROWS[item.key]}
        spellCheck
        aria-invalid={status.problem !== undefined}
        aria-describedby={`${id}-problem`}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <p id={`${id}-problem`} aria-live="polite" className="min-h-4 text-xs text-red-800">
        {status.problem ?? ''}
      </p>
    </li>
  );
}
