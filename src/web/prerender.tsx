// Build-time rendering (run by the Vite plugin in scripts/vite-prerender.ts, never shipped to the
// browser): the public pages as a signed-out visitor sees them, and the signed-in shells (a page's frame
// with placeholders where the user's data goes), so text paints before any JavaScript runs; main.tsx
// then hydrates it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, type RouteObject } from 'react-router';
import { App, createAppQueryClient } from './app/app.tsx';
import { AppRoutes, namespacesFor, preloadRoute, routes } from './app/router.tsx';
import { activateLocale, loadNamespaces } from './lib/language/i18n.ts';
import { LOCALES, type Locale } from '@shared/i18n/locales.ts';
import { TOOLS } from '@shared/tools';

export { LOCALES, namespacesFor };

/** The pages prerendered for signed-out visitors, each in every language (the server picks one per request). */
export const PRERENDERED_PATHS = ['/', '/login', '/signup', ...TOOLS.map((tool) => tool.path)];
/**
 * Pages prerendered as their signed-in shell: the profile is still loading (the page shows placeholders
 * for it), served to requests that carry a session cookie.
 */
export const SIGNED_IN_SHELL_PATHS = ['/dashboard'];
/** Rendered through the catch-all route: the 404 page. */
export const NOT_FOUND_SAMPLE_PATH = '/__not-found__';

export async function prerender(pathname: string, locale: Locale, { signedIn = false } = {}) {
  // The page's catalogs in this language, active before the page is rendered.
  await loadNamespaces(namespacesFor(pathname), locale);
  activateLocale(locale);
  await preloadRoute(pathname);
  const html = renderToString(
    <StrictMode>
      <App queryClient={createAppQueryClient({ guest: !signedIn })}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </StrictMode>,
  );
  return { html };
}

/** Every path pattern the client router knows (the server answers the 404 page for the others). */
export function clientRoutePatterns(list: RouteObject[] = routes): string[] {
  return list.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...clientRoutePatterns(route.children ?? [])]);
}
