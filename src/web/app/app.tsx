import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ME_QUERY_KEY, showCarriedNotice, useMe } from '../lib/session/session.ts';
import { changeLocale, i18n } from '../lib/language/i18n.ts';
import { useToasterWanted } from '../lib/feedback/toast.ts';
import { markAppReady } from '../boot/app-ready.ts';
import { isPrerendered } from '../boot/prerendered-page.ts';
import { hasPendingRecordings, RECORDING_KEPT_EVENT } from '../lib/platform/kept-recordings-flag.ts';

// Loaded with the first toast (src/web/lib/feedback/toast.ts): most visits show none, and every kB counts on 3G.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));
// Loaded only while the device keeps a recording the server has not answered (decision 027).
// Its chunk is not precached: it is asked for only online, and a failed fetch must not take the page down.
const PendingUploads = lazy(() => import('@web/features/pitch-lab/pending-uploads.tsx').catch(() => ({ default: () => null })));

/** Starts the uploader when there is something to send: at start (after hydration) and when a recording is kept. */
function usePendingRecordingsWanted() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const check = () => setWanted((was) => was || (navigator.onLine && hasPendingRecordings()));
    const timer = setTimeout(check, 0);
    window.addEventListener(RECORDING_KEPT_EVENT, check);
    window.addEventListener('online', check);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(RECORDING_KEPT_EVENT, check);
      window.removeEventListener('online', check);
    };
  }, []);
  return wanted;
}

export function createAppQueryClient({ guest = false } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
  // A prerendered public page was rendered signed out: the first render must say the same to hydrate,
  // and the real answer is fetched at once (updatedAt 0 makes it stale). The server serves public pages
  // only to requests without a session cookie (src/server/lib/prerendered-pages.ts), so signed-in users
  // never see a guest page first; they get signed-in shells, rendered with the profile still loading.
  if (guest) client.setQueryData(ME_QUERY_KEY, null, { updatedAt: 0 });
  return client;
}

/** A signed-in user's profile language wins over the device's: it follows them to a new phone. */
function LocaleFollowsProfile() {
  const profileLocale = useMe().data?.profile.locale;
  useEffect(() => {
    if (profileLocale && profileLocale !== i18n.locale) void changeLocale(profileLocale);
  }, [profileLocale]);
  return null;
}

/** `children` is the router: `RouterProvider` in the browser, `StaticRouterProvider` when prerendering (same tree, so it hydrates). */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Mounted with the first toast, never while hydrating: the prerendered HTML has no toaster.
  const toasterWanted = useToasterWanted();
  const pendingRecordingsWanted = usePendingRecordingsWanted();
  // In a task of its own: the page's first sessionStorage read waits on the browser's storage (4 ms here,
  // four times that on a slow phone), which made the hydration's effects one long task.
  useEffect(() => {
    const timer = setTimeout(showCarriedNotice, 0);
    return () => clearTimeout(timer);
  }, []);
  // Rendered in the browser (not hydrated): nothing is waiting for React to take over server HTML.
  useEffect(() => {
    if (!isPrerendered()) markAppReady();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleFollowsProfile />
      {children}
      {pendingRecordingsWanted && (
        <Suspense fallback={null}>
          <PendingUploads />
        </Suspense>
      )}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster position="top-center" richColors closeButton />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
