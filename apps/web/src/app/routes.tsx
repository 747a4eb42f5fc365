import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Switch } from 'wouter';
import { GeneratorPage } from './generator-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/**
 * Seed §2: '/' is the page; any other path is the 404 page. Seed §8: a render failure in the route
 * shows the generic fallback (wouter is ~2 kB where a data router was a fifth of the first load).
 */
/** `page` stands in for the generator page in tests of the error fallback. */
export function AppRoutes({ page = <GeneratorPage /> }: { page?: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={RouteErrorPage}>
      <Switch>
        <Route path="/">{page}</Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}
