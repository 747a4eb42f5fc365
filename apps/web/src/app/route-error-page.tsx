import { MESSAGES } from '@abstractly/contracts';
import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';

/** Seed §8: a render failure in the route shows a generic fallback; details go to the console only. */
export function RouteErrorPage({ error }: Pick<FallbackProps, 'error'>) {
  useEffect(() => {
    console.error('The page failed to render:', error);
  }, [error]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{MESSAGES.unexpectedError}</h1>
      <p className="max-w-md text-sm text-slate-600">
        Something went wrong while showing this page. Your history and form draft are kept in this
        browser; reloading usually helps.
      </p>
      <a
        href="/"
        className="rounded-lg bg-indigo-700 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        Reload the Page
      </a>
    </main>
  );
}
