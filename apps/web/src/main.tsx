import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The build pre-renders '/' into #root (app/shell.tsx): the page takes that markup over. In a
// transition, React hydrates in short slices, so a slow phone never has one long task for it.
// Any other path (the 404 page) is rendered from scratch.
if (container.firstElementChild && window.location.pathname === '/') {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
