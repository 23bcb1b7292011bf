import { Suspense, use, useEffect } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { LiveWhenSignedIn, RedirectIfSignedIn, RequireAdmin, RequireAuth } from './guards.tsx';
import { markAppReady } from '../boot/app-ready.ts';
import { RouteErrorBoundary } from '@web/components/route-error.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import type { Namespace } from '@shared/i18n/namespaces.ts';
import { toolPath } from '@shared/tools';
import { loadNamespaces } from '@web/lib/language/i18n.ts';

// React Router in its declarative mode (<BrowserRouter> + useRoutes): the data router's loaders and
// actions are unused here and cost ~17 kB gzip on the landing page (decision 020).

type PageModule = { default: React.ComponentType };
/** A promise React's `use` reads synchronously once settled (the status fields React itself sets on thenables). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown; settledAt?: number };

function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  tracked.status = 'pending';
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    // `reason` is what React's `use` throws to the error boundary (without it, an unknown error).
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason, settledAt: Date.now() }),
  );
  return tracked;
}

/**
 * A failed chunk (offline) is asked for again only after this long: React renders the page again right
 * after the failure, and must then meet the failure (and show the offline screen) instead of starting a
 * new request each time, in a loop; a retry (the button, the `online` event, a later visit) comes later.
 */
const RETRY_FAILED_PAGE_AFTER_MS = 1_000;

interface PageHandle {
  namespaces: Namespace[];
  /** Loads the page's code and catalogs; settled before hydrating, so the first render matches the HTML. */
  preload(): Promise<PageModule>;
}

// Every screen is its own chunk: the landing page ships only what it shows. Its texts come with it:
// the page's catalogs (in the active language) load alongside its code, so it never renders untranslated.
const page = (load: () => Promise<PageModule>, namespaces: Namespace[]): Pick<RouteObject, 'element' | 'handle'> => {
  let loading: Tracked<PageModule> | undefined;
  const preload = () => {
    if (loading?.status === 'rejected' && Date.now() - loading.settledAt! >= RETRY_FAILED_PAGE_AFTER_MS) loading = undefined;
    loading ??= track(Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module));
    return loading;
  };
  function PageContent() {
    const { default: Component } = use(preload() as Promise<PageModule>);
    useEffect(markAppReady, []);
    return <Component />;
  }
  // The boundary is the page's own: the guards around it (and their queries) stay mounted while it loads.
  const Page = () => (
    <Suspense fallback={<PageSpinner />}>
      <PageContent />
    </Suspense>
  );
  const handle: PageHandle = { namespaces, preload };
  return { element: <Page />, handle };
};

/** The frame of every route: a failing page shows the error screen, a loading one a spinner (the old page stays during navigations). */
function RouteFrame() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RouteFrame />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: '/', ...page(() => import('@web/features/home/landing-page.tsx'), ['home']) },
          { path: '/login', ...page(() => import('@web/features/auth/login-page.tsx'), ['auth', 'server']) },
          { path: '/signup', ...page(() => import('@web/features/auth/signup-page.tsx'), ['auth', 'server']) },
        ],
      },
      { path: '/complete-signup', ...page(() => import('@web/features/auth/complete-signup-page.tsx'), ['auth', 'server']) },
      { path: '/reset-password', ...page(() => import('@web/features/auth/reset-password-page.tsx'), ['auth', 'server']) },
      // An invitation link: for visitors (sign up into the team) and signed-in users (join) alike.
      { path: '/invite/:token', ...page(() => import('@web/features/team/invitation-page.tsx'), ['team', 'auth', 'server']) },
      // The local Flutterwave double's hosted checkout: public like the provider's own page (the unguessable ref is the access).
      { path: '/checkout/mobile-money/:ref', ...page(() => import('@web/features/billing/checkout-mobile-money-page.tsx'), ['billing', 'server']) },
      {
        element: <RequireAuth redirectTo="/" pageWhilePending />,
        children: [{ path: '/dashboard', ...page(() => import('@web/features/dashboard/dashboard-page.tsx'), ['dashboard', 'tools']) }],
      },
      {
        element: <RequireAuth redirectTo="/" />,
        children: [
          { path: '/pricing', ...page(() => import('@web/features/billing/pricing-page.tsx'), ['billing', 'team', 'server']) },
          { path: '/checkout/local/:id', ...page(() => import('@web/features/billing/checkout-local-page.tsx'), ['billing', 'server']) },
        ],
      },
      {
        element: <RequireAuth redirectTo="/login" />,
        children: [
          { path: '/account', ...page(() => import('@web/features/account/account-page.tsx'), ['account', 'auth', 'team', 'server']) },
          // The Sales Coach's catalog: its setup's labels, for assigning a call.
          { path: '/team', ...page(() => import('@web/features/team/team-page.tsx'), ['team', 'salesCoach', 'server']) },
          // Real calls: with the Sales Coach's setup labels.
          { path: '/calls', ...page(() => import('@web/features/calls/calls-page.tsx'), ['calls', 'salesCoach', 'server']) },
          { path: '/calls/:id', ...page(() => import('@web/features/calls/call-page.tsx'), ['calls', 'salesCoach', 'server']) },
        ],
      },
      {
        element: <LiveWhenSignedIn />,
        children: [
          { path: toolPath('pitch-lab'), ...page(() => import('@web/features/pitch-lab/pitch-lab-page.tsx'), ['tools', 'pitchLab', 'server']) },
          { path: toolPath('sales-coach'), ...page(() => import('@web/features/sales-coach/sales-coach-page.tsx'), ['tools', 'salesCoach', 'server']) },
          { path: toolPath('commission'), ...page(() => import('@web/features/commission/commission-page.tsx'), ['tools', 'commission', 'server']) },
          { path: toolPath('pipeline'), ...page(() => import('@web/features/pipeline/pipeline-page.tsx'), ['tools', 'pipeline']) },
        ],
      },
      {
        element: <RequireAdmin redirectTo="/dashboard" />,
        children: [
          { path: '/admin/organizations', ...page(() => import('@web/features/admin/organizations-page.tsx'), ['admin', 'server']) },
          { path: '/admin/organizations/:id', ...page(() => import('@web/features/admin/organization-detail-page.tsx'), ['admin', 'server']) },
          { path: '/admin/users', ...page(() => import('@web/features/admin/users-page.tsx'), ['admin', 'server']) },
        ],
      },
      {
        element: <RequireAdmin redirectTo="/" />,
        children: [{ path: '/admin/feedback', ...page(() => import('@web/features/admin/feedback-page.tsx'), ['admin', 'server']) }],
      },
      { path: '*', ...page(() => import('@web/features/home/not-found-page.tsx'), ['home']) },
    ],
  },
];

/** The app's pages for the current location (inside <BrowserRouter>, or <StaticRouter> when prerendering). */
export function AppRoutes() {
  return useRoutes(routes);
}

const handlesFor = (pathname: string) => (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => (route.handle ? [route.handle as PageHandle] : []));

/** The catalogs the page at `pathname` shows, the shared one first. */
export function namespacesFor(pathname: string): Namespace[] {
  return ['common', ...new Set(handlesFor(pathname).flatMap((handle) => handle.namespaces))];
}

/** Loads the pages `pathname` matches, so hydration (or prerendering) renders them at once. */
export async function preloadRoute(pathname: string) {
  await Promise.all(handlesFor(pathname).map((handle) => handle.preload()));
}
