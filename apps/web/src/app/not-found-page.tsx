import { MESSAGES } from '@abstractly/contracts';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';

/** Seed §2: any other path; the unknown path is logged to the console. */
export function NotFoundPage() {
  const [pathname] = useLocation();
  useEffect(() => {
    console.error(`404: no page at "${pathname}"`);
  }, [pathname]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-5xl font-bold text-indigo-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-xl font-semibold text-slate-900">{MESSAGES.notFound}</h1>
      <Link
        href="/"
        className="rounded-lg px-3 py-2 font-medium text-indigo-800 underline underline-offset-4 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {MESSAGES.returnHome}
      </Link>
    </main>
  );
}
