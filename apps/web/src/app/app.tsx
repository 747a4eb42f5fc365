import { Router } from 'wouter';
import { Toaster } from '../components/ui/toaster.tsx';
import { AppRoutes } from './routes.tsx';

/** The whole page. `ssrPath` is the path it is rendered for at build time (scripts/prerender.ts). */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router {...(ssrPath === undefined ? {} : { ssrPath })}>
      <AppRoutes />
      <Toaster />
    </Router>
  );
}
