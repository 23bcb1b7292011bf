import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrerenderedPages } from './prerendered-pages.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'prerendered-pages-'));
for (const locale of ['en', 'fr']) {
  mkdirSync(path.join(dist, 'prerender', locale), { recursive: true });
  const suffix = locale === 'en' ? '' : ` (${locale})`;
  writeFileSync(path.join(dist, 'prerender', locale, 'index.html'), `home${suffix}`);
  writeFileSync(path.join(dist, 'prerender', locale, 'login.html'), `login${suffix}`);
  writeFileSync(path.join(dist, 'prerender', locale, '404.html'), `not found${suffix}`);
  writeFileSync(path.join(dist, 'prerender', locale, 'signed-in_dashboard.html'), `dashboard shell${suffix}`);
}
const files = (locale: string) => ({ '/': `prerender/${locale}/index.html`, '/login': `prerender/${locale}/login.html` });
writeFileSync(
  path.join(dist, 'prerender', 'manifest.json'),
  JSON.stringify({
    pages: { en: files('en'), fr: files('fr') },
    signedIn: { en: { '/dashboard': 'prerender/en/signed-in_dashboard.html' }, fr: { '/dashboard': 'prerender/fr/signed-in_dashboard.html' } },
    notFound: { en: 'prerender/en/404.html', fr: 'prerender/fr/404.html' },
    clientRoutes: ['/', '/login', '/dashboard', '/checkout/local/:id'],
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('prerendered pages', () => {
  const page = createPrerenderedPages(dist);

  it('serves the prerendered page for its exact path to visitors without a session cookie', () => {
    expect(page('/', undefined)).toBe('home');
    expect(page('/login', 'theme=dark')).toBe('login');
    expect(page('/', 'better-auth.session_token=abc.def')).toBeNull();
    expect(page('/login', 'a=1; __Secure-better-auth.session_token=abc')).toBeNull();
  });

  it('serves the signed-in shell of its path to requests with a session cookie, in their language', () => {
    expect(page('/dashboard', 'better-auth.session_token=abc.def')).toBe('dashboard shell');
    expect(page('/dashboard', '__Secure-better-auth.session_token=abc; gt_lang=fr')).toBe('dashboard shell (fr)');
    // Without a cookie the client router decides (it sends the visitor to the landing page).
    expect(page('/dashboard', 'theme=dark')).toBeNull();
    expect(page('/login', 'better-auth.session_token=abc.def')).toBeNull();
  });

  it('leaves other client routes to index.html and answers the 404 page for unknown paths', () => {
    expect(page('/dashboard', undefined)).toBeNull();
    expect(page('/checkout/local/123', undefined)).toBeNull();
    expect(page('/Dashboard/', undefined)).toBeNull();
    expect(page('/nope', undefined)).toBe('not found');
    expect(page('/checkout/local', undefined)).toBe('not found');
    expect(page('/nope', 'better-auth.session_token=x')).toBeNull();
  });

  it('answers in the language of the app cookie, else of Accept-Language, else English', () => {
    expect(page('/', undefined, 'fr-SN,fr;q=0.9,en;q=0.8')).toBe('home (fr)');
    expect(page('/login', 'gt_lang=fr', 'en-US')).toBe('login (fr)');
    expect(page('/login', 'gt_lang=en', 'fr-FR')).toBe('login');
    expect(page('/nope', undefined, 'fr')).toBe('not found (fr)');
    // A language whose pages are missing from this build falls back to English.
    expect(page('/', undefined, 'sw-KE')).toBe('home');
    expect(page('/', 'gt_lang=xx', 'de-DE')).toBe('home');
  });

  it('does nothing without a build', () => {
    expect(createPrerenderedPages(path.join(dist, 'missing'))('/', undefined)).toBeNull();
  });

  it('refuses a manifest of another shape instead of guessing', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'prerendered-pages-'));
    mkdirSync(path.join(other, 'prerender'));
    writeFileSync(path.join(other, 'prerender', 'manifest.json'), JSON.stringify({ pages: {}, notFound: {}, clientRoutes: [] }));
    expect(() => createPrerenderedPages(other)('/', undefined)).toThrow(/signedIn/);
    rmSync(other, { recursive: true, force: true });
  });
});
