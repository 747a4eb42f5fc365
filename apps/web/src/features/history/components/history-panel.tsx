import { qualityBand, type AbstractResult } from '@abstractly/contracts';
import { History, Star, Trash2 } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { HISTORY_VIEWS, previewText, type HistoryView } from '../history-store.ts';

const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Unknown date'
    : date.toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
};

/** The short line that names an entry: its first words, so entries are told apart at a glance. */
const STANDARD_PREVIEW_CHARS = 60;

function EntrySummary({ entry, view }: { entry: AbstractResult; view: HistoryView }) {
  const date = formatDate(entry.created_at);
  const quality = (
    <Badge tone={qualityBand(entry.quality_score)}>{entry.quality_score}% quality</Badge>
  );
  if (view === 'concise') {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-900">{date}</span>
        {quality}
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-1.5">
      <span className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-900">{date}</span>
        {quality}
        {entry.word_count > 0 && (
          <span className="text-xs text-slate-600">{entry.word_count} words</span>
        )}
      </span>
      <span className="text-sm text-slate-700">
        {previewText(entry.abstract, view === 'detailed' ? undefined : STANDARD_PREVIEW_CHARS)}
      </span>
      {view === 'detailed' && entry.keywords.length > 0 && (
        <span className="text-xs text-slate-600">
          Keywords: {entry.keywords.slice(0, 6).join(', ')}
        </span>
      )}
    </span>
  );
}

function HistoryControls(props: {
  view: HistoryView;
  onViewChange: (view: HistoryView) => void;
  canClear: boolean;
  onClear: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ToggleGroup.Root
        type="single"
        value={props.view}
        aria-label="History view"
        onValueChange={(value) => {
          if (value) props.onViewChange(value as HistoryView);
        }}
        className="inline-flex rounded-lg border border-slate-200 bg-white p-1 shadow-xs"
      >
        {HISTORY_VIEWS.map((view) => (
          <ToggleGroup.Item
            key={view.value}
            value={view.value}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=on]:bg-indigo-50 data-[state=on]:text-indigo-800"
          >
            {view.label}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <Button variant="danger" size="sm" disabled={!props.canClear} onClick={props.onClear}>
        <Trash2 aria-hidden="true" />
        Clear All
      </Button>
    </div>
  );
}

/** What Show History reveals (seed §2): the view selector, Clear All and the history card. */
export function HistorySection(props: {
  entries: AbstractResult[];
  view: HistoryView;
  activeId: string | undefined;
  onViewChange: (view: HistoryView) => void;
  onClear: () => void;
  onSelect: (entry: AbstractResult) => void;
  onToggleFavorite: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  return (
    <Card aria-labelledby="history-title">
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <History aria-hidden="true" className="size-4 text-slate-600" />
          <CardTitle id="history-title">Generation History</CardTitle>
          <Badge tone="indigo">
            {props.entries.length}
            <span className="sr-only"> saved</span>
          </Badge>
        </div>
        <HistoryControls
          view={props.view}
          onViewChange={props.onViewChange}
          canClear={props.entries.length > 0}
          onClear={props.onClear}
        />
      </CardHeader>
      <CardContent>
        {props.entries.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-600">
            No abstracts yet. Generated abstracts appear here, newest first.
          </p>
        ) : (
          <ul
            className={cn(
              'grid gap-2',
              props.view === 'concise' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'lg:grid-cols-2',
            )}
          >
            {props.entries.map((entry) => (
              <li
                key={entry.id}
                className={cn(
                  'flex items-start gap-1 rounded-lg border bg-white p-1 transition-colors',
                  entry.id === props.activeId
                    ? 'border-indigo-300 ring-1 ring-indigo-200'
                    : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <button
                  type="button"
                  onClick={() => props.onSelect(entry)}
                  aria-current={entry.id === props.activeId ? 'true' : undefined}
                  className="min-w-0 flex-1 rounded-md p-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <span className="sr-only">Load abstract: </span>
                  <EntrySummary entry={entry} view={props.view} />
                </button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Favorite"
                  aria-pressed={entry.favorite}
                  onClick={() => props.onToggleFavorite(entry.id)}
                >
                  <Star
                    aria-hidden="true"
                    className={entry.favorite ? 'fill-amber-400 text-amber-600' : 'text-slate-500'}
                  />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Delete abstract"
                  onClick={() => props.onDelete(entry.id)}
                >
                  <Trash2 aria-hidden="true" className="text-slate-600" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
