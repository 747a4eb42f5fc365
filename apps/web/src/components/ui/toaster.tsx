import { useEffect, useRef } from 'react';
import { Toaster as Sonner } from 'sonner';

/** The custom property (on <html>) holding the height of the strip the toasts take. */
export const TOAST_LANE_PROPERTY = '--toast-lane';

/** Room between the page and the highest toast. */
const LANE_MARGIN_PX = 8;

/**
 * Where the visible toasts rest once their slide-in ends: each is its layout box at the toaster's
 * bottom edge, lifted by the offset sonner gives it in the stack (`--offset`). Transforms are left
 * out on purpose: mid-animation a toast is lower than where it will stay.
 */
function laneHeight(toaster: HTMLElement): number {
  const toasts = toaster.querySelectorAll<HTMLElement>(
    '[data-sonner-toast][data-visible="true"]:not([data-removed="true"])',
  );
  let top = Infinity;
  for (const toast of toasts) {
    const list = toast.parentElement;
    if (!list) continue;
    const offset = Number.parseFloat(toast.style.getPropertyValue('--offset')) || 0;
    top = Math.min(top, list.getBoundingClientRect().bottom - offset - toast.offsetHeight);
  }
  return top === Infinity ? 0 : Math.max(0, window.innerHeight - top + LANE_MARGIN_PX);
}

/**
 * Toasts (sonner) in a strip of their own at the bottom of the screen: the page scrolls
 * in the space above it (index.css), so a toast never covers a button, whatever is scrolled where,
 * on a phone or a desktop. The strip is as tall as the toasts shown and gone when there are none.
 * All toasts are shown expanded, so every action in them can be reached.
 */
export function Toaster() {
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    const toaster = section.current;
    if (!toaster) return;
    const root = document.documentElement;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const lane = `${laneHeight(toaster)}px`;
        // Only a real change restyles the page (a same-value write still counts as a mutation).
        if (root.style.getPropertyValue(TOAST_LANE_PROPERTY) !== lane) {
          root.style.setProperty(TOAST_LANE_PROPERTY, lane);
        }
      });
    };
    // Sonner marks every change (a toast added, measured, stacked, removed) in the DOM.
    const observer = new MutationObserver(update);
    observer.observe(toaster, { subtree: true, childList: true, attributes: true });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      cancelAnimationFrame(frame);
      root.style.removeProperty(TOAST_LANE_PROPERTY);
    };
  }, []);

  return <Sonner ref={section} position="bottom-right" expand closeButton />;
}
