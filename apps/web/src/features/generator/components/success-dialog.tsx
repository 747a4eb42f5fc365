import { qualityBand, type AbstractResult } from '@abstractly/contracts';
import { Copy, FileDown, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { overlapPercent, QUALITY_BAND_WORDS, versionWordCount } from '../result-versions.ts';

function Stat({ label, value, extra }: { label: string; value: string; extra?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900 tabular-nums">
        {value}
        {extra}
      </dd>
    </div>
  );
}

/** The post-generation dialog (seed §2, content ours): the scores at a glance and next steps. */
export function SuccessDialog(props: {
  result: AbstractResult;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDownloadReport: () => void;
  onCopy: () => void;
  onCheckDetection: () => void;
}) {
  const { result } = props;
  const band = qualityBand(result.quality_score);
  const overlap = result.analysis?.source_overlap;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogTitle>Your Abstract Is Ready</DialogTitle>
        <DialogDescription>Here is how it measures up, and what you can do next.</DialogDescription>
        <dl className="mt-5 grid grid-cols-2 gap-3">
          <Stat
            label="Quality score"
            value={`${result.quality_score}%`}
            extra={<Badge tone={band}>{QUALITY_BAND_WORDS[band]}</Badge>}
          />
          <Stat label="Readability" value={`${result.readability_score}/100`} />
          <Stat label="Words" value={String(versionWordCount(result, 'standard'))} />
          {overlap !== undefined && (
            <Stat label="Verbatim overlap" value={`${overlapPercent(overlap)}%`} />
          )}
        </dl>
        <h3 className="mt-6 text-sm font-semibold text-slate-900">Next steps</h3>
        <div className="mt-3 flex flex-col gap-2">
          <Button onClick={props.onDownloadReport}>
            <FileDown aria-hidden="true" />
            Download Premium Report
          </Button>
          <Button variant="outline" onClick={props.onCopy}>
            <Copy aria-hidden="true" />
            Copy Abstract
          </Button>
          <Button variant="outline" onClick={props.onCheckDetection}>
            <ShieldCheck aria-hidden="true" />
            Check AI Detection Score
          </Button>
        </div>
        <div className="mt-5 flex justify-end">
          <DialogClose asChild>
            <Button variant="ghost">View Abstract</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
