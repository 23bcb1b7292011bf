import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { LiveWhenSignedIn, RedirectIfSignedIn, RequireAdmin, RequireAuth } from './guards.tsx';
import { RouteError } from '@web/components/route-error.tsx';
import type { Namespace } from '@shared/i18n/namespaces.ts';
import { loadNamespaces } from '@web/lib/i18n.ts';

// Every screen is its own chunk: the landing page ships only what it shows. Its texts come with it:
// the page's catalogs (in the active language) load alongside its code, so it never renders untranslated.
const page = (load: () => Promise<{ default: React.ComponentType }>, namespaces: Namespace[]): Pick<RouteObject, 'lazy' | 'handle'> => ({
  // Read by the prerender (which catalogs a page needs) without loading the page.
  handle: { namespaces },
  lazy: async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: module.default };
  },
});

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
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
      {
        element: <RequireAuth redirectTo="/" />,
        children: [
          { path: '/dashboard', ...page(() => import('@web/features/dashboard/dashboard-page.tsx'), ['dashboard', 'tools']) },
          { path: '/pricing', ...page(() => import('@web/features/billing/pricing-page.tsx'), ['billing', 'server']) },
          { path: '/checkout/local/:id', ...page(() => import('@web/features/billing/checkout-local-page.tsx'), ['billing', 'server']) },
        ],
      },
      {
        element: <RequireAuth redirectTo="/login" />,
        children: [{ path: '/account', ...page(() => import('@web/features/account/account-page.tsx'), ['account', 'auth', 'server']) }],
      },
      {
        element: <LiveWhenSignedIn />,
        children: [
          { path: '/tools/tool-1', ...page(() => import('@web/features/pitch-lab/pitch-lab-page.tsx'), ['tools', 'pitchLab', 'server']) },
          { path: '/tools/tool-2', ...page(() => import('@web/features/sales-coach/sales-coach-page.tsx'), ['tools', 'salesCoach', 'server']) },
          { path: '/tools/tool-3', ...page(() => import('@web/features/commission/commission-page.tsx'), ['tools', 'commission', 'server']) },
          { path: '/tools/tool-4', ...page(() => import('@web/features/pipeline/pipeline-page.tsx'), ['tools', 'pipeline']) },
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

/** The browser's router; `hydrationData` when it takes over a prerendered page (src/web/prerender.tsx). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}

/** The catalogs the page at `pathname` shows, the shared one first. */
export function namespacesFor(pathname: string): Namespace[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  const own = matches.flatMap(({ route }) => (route.handle as { namespaces?: Namespace[] } | undefined)?.namespaces ?? []);
  return ['common', ...new Set(own)];
}

/** Loads the lazy pages `pathname` matches, so hydration renders the same page as the prerendered HTML. */
export async function resolveLazyRoutes(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
