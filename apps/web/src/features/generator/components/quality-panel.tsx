import { qualityBand, type AbstractResult } from '@abstractly/contracts';
import { AlertTriangle, Check, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { overlapPercent, QUALITY_BAND_WORDS } from '../result-versions.ts';
import { QualityNote } from './quality-note.tsx';

function Score({
  label,
  value,
  tone,
}: {
  label: string;
  value: string;
  tone?: keyof typeof QUALITY_BAND_WORDS;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="flex items-center gap-2">
        <span className="text-xl font-semibold text-slate-900 tabular-nums">{value}</span>
        {tone && <Badge tone={tone}>{QUALITY_BAND_WORDS[tone]}</Badge>}
      </dd>
    </div>
  );
}

function Part({ label, present }: { label: string; present: boolean }) {
  return (
    <li className="flex items-center gap-2 text-sm">
      {present ? (
        <Check aria-hidden="true" className="size-4 text-emerald-700" />
      ) : (
        <X aria-hidden="true" className="size-4 text-red-700" />
      )}
      <span className="text-slate-800">{label}</span>
      <span className="sr-only">{present ? 'present' : 'missing'}</span>
    </li>
  );
}

/** Scores of seed §3 and the measured extras of product.md, shown only when sent. */
export function QualityPanel({ result }: { result: AbstractResult }) {
  const s = result.structure_analysis;
  const analysis = result.analysis;
  const band = qualityBand(result.quality_score);
  return (
    <section aria-labelledby="quality-title" className="flex flex-col gap-4">
      <h3 id="quality-title" className="text-sm font-semibold text-slate-900">
        Quality Analysis
      </h3>
      <dl className="grid grid-cols-2 gap-3">
        <Score label="Quality Score" value={`${result.quality_score}%`} tone={band} />
        <Score label="Readability" value={`${result.readability_score}/100`} />
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="mb-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
            Structure
          </h4>
          <ul className="flex flex-col gap-1.5">
            <Part label="Background" present={s.has_background} />
            <Part label="Methods" present={s.has_methods} />
            <Part label="Results" present={s.has_results} />
            <Part label="Conclusions" present={s.has_conclusions} />
          </ul>
        </div>
        <div>
          <h4 className="mb-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
            Writing
          </h4>
          <dl className="flex flex-col gap-1.5 text-sm">
            {(
              [
                ['Clarity', s.clarity_score],
                ['Academic tone', s.academic_tone_score],
                ['Coherence', s.coherence_score],
              ] as const
            ).map(([label, score]) => (
              <div key={label} className="flex justify-between gap-2">
                <dt className="text-slate-700">{label}</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{score}/10</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {analysis && (
        <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
          {analysis.source_overlap !== undefined && (
            <p className="text-slate-800">
              Verbatim overlap with your text: {overlapPercent(analysis.source_overlap)}%
            </p>
          )}
          {analysis.unsupported_numbers !== undefined && (
            <p
              className={
                analysis.unsupported_numbers.length > 0 ? 'text-red-800' : 'text-slate-800'
              }
            >
              {analysis.unsupported_numbers.length === 0
                ? 'Every number in the abstract appears in your text.'
                : `Numbers not found in your text: ${analysis.unsupported_numbers.join(', ')}`}
            </p>
          )}
        </div>
      )}
      {analysis?.warnings && analysis.warnings.length > 0 && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3">
          <h4 className="flex items-center gap-2 text-sm font-semibold text-amber-900">
            <AlertTriangle aria-hidden="true" className="size-4" />
            Warnings
          </h4>
          <ul className="mt-1 list-disc pl-6 text-sm text-amber-900">
            {analysis.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      <QualityNote />
    </section>
  );
}
