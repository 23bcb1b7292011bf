import { createBrowserRouter, type RouteObject } from 'react-router';
import { LiveWhenSignedIn, RedirectIfSignedIn, RequireAdmin, RequireAuth } from './guards.tsx';
import { RouteError } from '@web/components/route-error.tsx';

// Every screen is its own chunk: the landing page ships only what it shows.
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: '/', ...page(() => import('@web/routes/landing.tsx')) },
          { path: '/login', ...page(() => import('@web/routes/login.tsx')) },
          { path: '/signup', ...page(() => import('@web/routes/signup.tsx')) },
        ],
      },
      { path: '/complete-signup', ...page(() => import('@web/routes/complete-signup.tsx')) },
      { path: '/reset-password', ...page(() => import('@web/routes/reset-password.tsx')) },
      {
        element: <RequireAuth redirectTo="/" />,
        children: [
          { path: '/dashboard', ...page(() => import('@web/routes/dashboard.tsx')) },
          { path: '/pricing', ...page(() => import('@web/routes/pricing.tsx')) },
          { path: '/checkout/local/:id', ...page(() => import('@web/routes/checkout-local.tsx')) },
        ],
      },
      {
        element: <RequireAuth redirectTo="/login" />,
        children: [{ path: '/account', ...page(() => import('@web/routes/account.tsx')) }],
      },
      {
        element: <LiveWhenSignedIn />,
        children: [
          { path: '/tools/tool-1', ...page(() => import('@web/features/pitch-lab/pitch-lab-page.tsx')) },
          { path: '/tools/tool-2', ...page(() => import('@web/features/sales-coach/sales-coach-page.tsx')) },
          { path: '/tools/tool-3', ...page(() => import('@web/features/commission/commission-page.tsx')) },
          { path: '/tools/tool-4', ...page(() => import('@web/features/pipeline/pipeline-page.tsx')) },
        ],
      },
      {
        element: <RequireAdmin redirectTo="/dashboard" />,
        children: [
          { path: '/admin/organizations', ...page(() => import('@web/routes/admin/organizations.tsx')) },
          { path: '/admin/organizations/:id', ...page(() => import('@web/routes/admin/organization-detail.tsx')) },
          { path: '/admin/users', ...page(() => import('@web/routes/admin/users.tsx')) },
        ],
      },
      {
        element: <RequireAdmin redirectTo="/" />,
        children: [{ path: '/admin/feedback', ...page(() => import('@web/routes/admin/feedback.tsx')) }],
      },
      { path: '*', ...page(() => import('@web/routes/not-found.tsx')) },
    ],
  },
]);
