import type { RouteObject } from 'react-router';
import { GeneratorPage } from './generator-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/** Seed §2: '/' is the page; any other path is the 404 page. */
export const ROUTES: RouteObject[] = [
  { path: '/', element: <GeneratorPage />, errorElement: <RouteErrorPage /> },
  { path: '*', element: <NotFoundPage />, errorElement: <RouteErrorPage /> },
];
