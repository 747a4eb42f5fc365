import { Toaster } from 'sonner';
import { AppRoutes } from './routes.tsx';

export function App() {
  return (
    <>
      <AppRoutes />
      <Toaster position="top-right" closeButton />
    </>
  );
}
