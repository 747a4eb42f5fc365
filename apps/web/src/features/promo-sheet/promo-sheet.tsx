import { lazy, Suspense } from 'react';
import { useDelayedOpen } from './use-delayed-open.ts';

// The sheet's markup (and its tooltip library) loads only when it is about to appear.
const PromoSheetBody = lazy(() =>
  import('./promo-sheet-body.tsx').then((m) => ({ default: m.PromoSheetBody })),
);

/** The promotional bottom sheet of seed §2/§4: shown 2000 ms after its open flag turns on. */
export function PromoSheet(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sisterAppUrl: string;
}) {
  const { visible, hide } = useDelayedOpen(props.open);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <PromoSheetBody
        sisterAppUrl={props.sisterAppUrl}
        onClose={() => {
          hide();
          props.onOpenChange(false);
        }}
      />
    </Suspense>
  );
}
