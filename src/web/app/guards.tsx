import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe, useMeAsRendered } from '@web/lib/session/session.ts';
import { useLiveProfile } from '@web/lib/session/live-profile.ts';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { useT } from '@web/lib/language/i18n.ts';
import { nextPath } from '@web/lib/session/next-path.ts';
import { isConnectionLost } from '@web/lib/platform/connection.ts';
import { OfflineScreen } from '@web/components/offline-screen.tsx';

/** Pages for signed-out visitors (/, /login, /signup): signed-in users go to /dashboard. */
export function RedirectIfSignedIn() {
  const me = useMe();
  const { search } = useLocation();
  if (me.isPending) return <PageSpinner />;
  if (me.data) return <Navigate to={nextPath(search)} replace />;
  return <Outlet />;
}

/**
 * Signed-in-only pages: visitors are sent to `redirectTo` once auth has loaded. With `pageWhilePending`
 * the page itself shows while the profile loads (its own placeholders for the user's data): such a page
 * is prerendered as that signed-in shell (src/web/prerender.tsx), so its frame paints before any script.
 */
export function RequireAuth({ redirectTo = '/', pageWhilePending = false }: { redirectTo?: string; pageWhilePending?: boolean }) {
  const me = useMe();
  const rendered = useMeAsRendered();
  useLiveProfile(Boolean(me.data));
  if (pageWhilePending && rendered === undefined && !me.isError) return <Outlet />;
  if (me.isPending) return <PageSpinner />;
  // A server or network failure is not "signed out": say so instead of bouncing to the sign-in page.
  if (me.isError) {
    const retry = () => void me.refetch();
    return isConnectionLost(me.error) ? <OfflineScreen onRetry={retry} /> : <ProfileLoadError onRetry={retry} />;
  }
  if (!me.data) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}

/** Where an admin without two-factor authentication is sent: the account page's setup card. */
export const TWO_FACTOR_SETUP_PATH = '/account?setup=two-factor';

/** Admin-only pages: the server checks every call too; this only keeps non-admins off the screens. */
export function RequireAdmin({ redirectTo = '/dashboard', children }: { redirectTo?: string; children?: ReactNode }) {
  const t = useT('common');
  const me = useMe();
  if (me.isPending) return <PageSpinner label={t('guard.checkingAccess')} />;
  if (!me.data) return <Navigate to="/" replace />;
  if (!me.data.isAdmin) return <Navigate to={redirectTo} replace />;
  // Every admin call needs a second factor (the server answers two_factor_required): set it up first.
  if (!me.data.twoFactorEnabled) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  return children ?? <Outlet />;
}

/** Tools are open to guests and signed-in users; signed-in users get live credit updates. */
export function LiveWhenSignedIn() {
  const me = useMe();
  useLiveProfile(Boolean(me.data));
  return <Outlet />;
}

function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT('common');
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <p role="alert" className="text-lg font-semibold text-red-700">
        {t('guard.profileFailed')}
      </p>
      <Button onClick={onRetry}>{t('guard.tryAgain')}</Button>
    </main>
  );
}
