// Build-time rendering of the public pages (run by the Vite plugin in scripts/vite-prerender.ts, never
// shipped to the browser): each page as a signed-out visitor sees it, so text paints before any
// JavaScript runs; main.tsx then hydrates it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, type RouteObject } from 'react-router';
import { App, createAppQueryClient } from './app/app.tsx';
import { AppRoutes, namespacesFor, preloadRoute, routes } from './app/router.tsx';
import { i18n, loadNamespaces } from './lib/i18n.ts';
import { LOCALES, type Locale } from '@shared/i18n/locales.ts';

export { LOCALES, namespacesFor };

/** The pages prerendered for signed-out visitors, each in every language (the server picks one per request). */
export const PRERENDERED_PATHS = ['/', '/login', '/signup', '/tools/tool-1', '/tools/tool-2', '/tools/tool-3', '/tools/tool-4'];
/** Rendered through the catch-all route: the 404 page. */
export const NOT_FOUND_SAMPLE_PATH = '/__not-found__';

export async function prerender(pathname: string, locale: Locale) {
  // The page's catalogs in this language, active before the page is rendered.
  await loadNamespaces(namespacesFor(pathname), locale);
  i18n.activate(locale);
  await preloadRoute(pathname);
  const html = renderToString(
    <StrictMode>
      <App queryClient={createAppQueryClient({ guest: true })}>
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
