import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useMe } from '@web/lib/session.ts';
import { useLiveProfile } from '@web/lib/live-profile.ts';
import { PageSpinner } from '@web/components/ui/spinner.tsx';

/** Pages for signed-out visitors (/, /login, /signup): signed-in users go to /dashboard. */
export function RedirectIfSignedIn() {
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  if (me.data) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Signed-in-only pages: visitors are sent to `redirectTo` once auth has loaded. */
export function RequireAuth({ redirectTo = '/' }: { redirectTo?: string }) {
  const me = useMe();
  useLiveProfile(Boolean(me.data));
  if (me.isPending) return <PageSpinner />;
  if (!me.data) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}

/** Admin-only pages: the server checks every call too; this only keeps non-admins off the screens. */
export function RequireAdmin({ redirectTo = '/dashboard', children }: { redirectTo?: string; children?: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <PageSpinner label="Checking access" />;
  if (!me.data) return <Navigate to="/" replace />;
  if (!me.data.isAdmin) return <Navigate to={redirectTo} replace />;
  return children ?? <Outlet />;
}

/** Tools are open to guests and signed-in users; signed-in users get live credit updates. */
export function LiveWhenSignedIn() {
  const me = useMe();
  useLiveProfile(Boolean(me.data));
  return <Outlet />;
}
