// The pages prerendered at build time (scripts/vite-prerender.ts writes them and their manifest,
// src/web/boot/prerender-manifest.ts, to dist/web/prerender/). Public pages show what a signed-out
// visitor sees, so they are served only to requests without a session cookie; signed-in shells (a
// page's frame while the profile loads, no user data in them) only to requests with one. Any other
// request gets index.html and the client router.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales.ts';
import { PRERENDER_MANIFEST_FILE, parsePrerenderManifest, type PrerenderManifest } from '../../web/boot/prerender-manifest.ts';
import { requestLocale } from './resolve-actor.ts';

// better-auth's session cookie, with or without its __Secure- prefix (its presence is enough here:
// a stale cookie only means the client router renders the page instead).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/;

/** A client route pattern (`/checkout/local/:id`) as the client router matches it: case-insensitive, optional trailing slash. */
function routeRegExp(pattern: string) {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source === '/' ? '' : source}/?$`, 'i');
}

export function createPrerenderedPages(webDist: string) {
  const manifestPath = path.join(webDist, PRERENDER_MANIFEST_FILE);
  let loaded: { manifest: PrerenderManifest; routes: RegExp[]; html: Map<string, string> } | null | undefined;
  const load = () => {
    if (loaded !== undefined) return loaded;
    if (!existsSync(manifestPath)) return (loaded = null);
    const manifest = parsePrerenderManifest(readFileSync(manifestPath, 'utf8'));
    return (loaded = { manifest, routes: manifest.clientRoutes.map(routeRegExp), html: new Map() });
  };
  const read = (file: string) => {
    const state = load()!;
    let html = state.html.get(file);
    if (html === undefined) state.html.set(file, (html = readFileSync(path.join(webDist, file), 'utf8')));
    return html;
  };

  /**
   * The prerendered HTML for this request, or null (then index.html serves it), in the language the
   * request asks for (the app's language cookie, else Accept-Language): the answer varies on both.
   */
  return function prerenderedPage(pathname: string, cookieHeader: string | undefined, acceptLanguage?: string): string | null {
    const state = load();
    if (!state) return null;
    const locale = requestLocale(cookieHeader, acceptLanguage);
    if (SESSION_COOKIE.test(cookieHeader ?? '')) {
      const shells = state.manifest.signedIn[locale] ?? state.manifest.signedIn[DEFAULT_LOCALE] ?? {};
      const shell = shells[pathname];
      return shell ? read(shell) : null;
    }
    const pages = state.manifest.pages[locale] ?? state.manifest.pages[DEFAULT_LOCALE] ?? {};
    const page = pages[pathname];
    if (page) return read(page);
    if (!state.routes.some((route) => route.test(pathname))) return read(state.manifest.notFound[locale] ?? state.manifest.notFound[DEFAULT_LOCALE]!);
    return null;
  };
}
