import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { ROUTES } from './routes.tsx';

const router = createBrowserRouter(ROUTES);

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <Toaster position="top-right" closeButton />
    </>
  );
}
