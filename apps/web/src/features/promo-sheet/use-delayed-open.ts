import { PROMO_SHEET_DELAY_MS } from '@abstractly/contracts';
import { useEffect, useState } from 'react';

/**
 * Seed §4: while the open flag is on, visible after 2000 ms; flag off hides at once. `hide` is
 * the sheet's own close button.
 */
export function useDelayedOpen(open: boolean) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setShown(true), PROMO_SHEET_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [open]);

  return { visible: open && shown, hide: () => setShown(false) };
}
