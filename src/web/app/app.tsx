import { lazy, Suspense, useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { router } from './router.tsx';
import { showCarriedNotice } from '../lib/session.ts';

// Loaded right after the first paint: the landing page has no toasts, and every kB counts on 3G.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

export function App() {
  useEffect(showCarriedNotice, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
