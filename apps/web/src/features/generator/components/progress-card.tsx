import { IMAGE_PROGRESS_LABEL, progressLabel } from '@abstractly/contracts';
import { Loader2 } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

/** Seed §4: the progress card while generating, with its step label (and the image line). */
export function ProgressCard({ value, hasImage }: { value: number; hasImage: boolean }) {
  const label = progressLabel(value);
  return (
    <Card aria-label="Generation progress">
      <div className="flex flex-col gap-3 p-5 sm:px-6">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="flex items-center gap-2 font-medium text-slate-800">
            <Loader2 aria-hidden="true" className="size-4 animate-spin text-indigo-700" />
            {label}
          </span>
          <span className="text-slate-700 tabular-nums">{value}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Generating abstract"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={`${value}%: ${label}`}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-indigo-600 transition-[width] duration-200 ease-out"
            style={{ width: `${value}%` }}
          />
        </div>
        {hasImage && <p className="text-sm text-slate-600">{IMAGE_PROGRESS_LABEL}</p>}
        {/* Screen readers hear the step changes, not every percentage. */}
        <p aria-live="polite" className="sr-only">
          {label}
          {hasImage ? ` ${IMAGE_PROGRESS_LABEL}` : ''}
        </p>
      </div>
    </Card>
  );
}
