import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Node-environment tests (apps/web/test) have no DOM: nothing below applies to them.
const hasDom = typeof window !== 'undefined';

// jsdom lacks these browser APIs that sonner and Radix touch.
if (hasDom && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// sonner captures the pointer when a toast (or its action) is pressed.
if (hasDom) {
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
}

// Lazily loaded parts (result card, dialog) are compiled on first use: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
});
