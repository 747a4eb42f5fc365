import {
  PROMO_SHEET_OFFSET_PX,
  PROMO_SHEET_SLIDE_MS,
  PROMO_SHEET_SMALL_WIDTH_PERCENT,
  PROMO_SHEET_WIDTH_PX,
} from '@abstractly/contracts';
import { ExternalLink, Lock, ShieldAlert, X } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Tooltip } from '../../components/ui/tooltip.tsx';

/** Seed §2: the greyed rows' tooltip. */
export const PROMO_TOOLTIP = 'Sign Up to get full report.';

/** Seed §9 geometry, passed to the stylesheet's slide-in rule as custom properties. */
const SHEET_STYLE = {
  '--sheet-offset': `${PROMO_SHEET_OFFSET_PX}px`,
  '--sheet-slide': `${PROMO_SHEET_SLIDE_MS}ms`,
  '--sheet-width': `${PROMO_SHEET_WIDTH_PX}px`,
  '--sheet-small-width': `${PROMO_SHEET_SMALL_WIDTH_PERCENT}%`,
} as CSSProperties;

function HiddenScore({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-between rounded-lg border border-slate-200 bg-slate-100 px-3 py-2 text-slate-600">
      <span className="text-sm font-medium">{label}</span>
      <Tooltip content={PROMO_TOOLTIP}>
        <button
          type="button"
          aria-label={`${label} hidden. ${PROMO_TOOLTIP}`}
          className="flex items-center gap-1.5 rounded-md px-1.5 py-0.5 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Lock aria-hidden="true" className="size-3.5" />
          <span aria-hidden="true" className="tracking-widest blur-[3px] select-none">
            ??%
          </span>
        </button>
      </Tooltip>
    </div>
  );
}

/**
 * The promotional bottom sheet of seed §2/§4 for the sister product (AI-detection check and
 * humanizer). It makes no calls; its links open the sister app in a new tab.
 */
export interface PromoSheetBodyProps {
  onClose: () => void;
  sisterAppUrl: string;
}

export function PromoSheetBody(props: PromoSheetBodyProps) {
  const close = props.onClose;
  const link = { href: props.sisterAppUrl, target: '_blank', rel: 'noopener noreferrer' };

  return (
    <aside
      aria-labelledby="promo-title"
      style={SHEET_STYLE}
      className="promo-sheet fixed bottom-0 left-1/2 z-30 rounded-t-2xl border border-b-0 border-slate-200 bg-white p-5 shadow-2xl"
    >
      <button
        type="button"
        aria-label="Close"
        onClick={close}
        className="absolute top-3 right-3 rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <div className="flex items-start gap-3 pr-6">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div>
          <h2 id="promo-title" className="text-base font-semibold text-slate-900">
            Will your text pass AI detection?
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Text written with AI help may be flagged by AI detectors. Check its AI score and
            humanize it with our sister tool.
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2">
        <HiddenScore label="AI score" />
        <HiddenScore label="Humanized score" />
      </div>
      <a
        {...link}
        className="mt-4 flex h-10 items-center justify-center gap-2 rounded-lg bg-indigo-700 text-sm font-medium text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        Sign Up
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <div className="mt-3 flex justify-center gap-4 text-sm">
        <a
          {...link}
          className="inline-flex items-center gap-1 text-indigo-800 underline-offset-2 hover:underline"
        >
          Check AI score
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a
          {...link}
          className="inline-flex items-center gap-1 text-indigo-800 underline-offset-2 hover:underline"
        >
          Humanize text
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </aside>
  );
}
