import { useEffect, useState, type ComponentType } from 'react';
import type { PromoSheetBodyProps } from './promo-sheet-body.tsx';
import { useDelayedOpen } from './use-delayed-open.ts';

/**
 * The promotional bottom sheet of seed §2/§4: shown 2000 ms after its open flag turns on. Its
 * markup (and tooltip library) is fetched when the flag turns on, so it is ready at 2000 ms
 * without weighing on the first load.
 */
export function PromoSheet(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sisterAppUrl: string;
}) {
  const { visible, hide } = useDelayedOpen(props.open);
  const [Body, setBody] = useState<ComponentType<PromoSheetBodyProps> | null>(null);

  useEffect(() => {
    if (!props.open || Body) return;
    let live = true;
    void import('./promo-sheet-body.tsx').then((module) => {
      if (live) setBody(() => module.PromoSheetBody);
    });
    return () => {
      live = false;
    };
  }, [props.open, Body]);

  if (!visible || !Body) return null;
  return (
    <Body
      sisterAppUrl={props.sisterAppUrl}
      onClose={() => {
        hide();
        props.onOpenChange(false);
      }}
    />
  );
}
