/**
 * The HTML of '/' as it is before any script runs, made at build time by scripts/prerender.ts:
 * the form is on screen at once, and main.tsx hydrates this markup instead of building it again.
 * It renders the same tree as main.tsx, so the two agree.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';

export const SHELL_PATH = '/';

export function renderShell(): string {
  return renderToString(
    <StrictMode>
      <App ssrPath={SHELL_PATH} />
    </StrictMode>,
  );
}
