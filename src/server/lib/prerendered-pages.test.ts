import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrerenderedPages } from './prerendered-pages.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'prerendered-pages-'));
mkdirSync(path.join(dist, 'prerender'));
writeFileSync(path.join(dist, 'prerender', 'index.html'), 'home');
writeFileSync(path.join(dist, 'prerender', 'login.html'), 'login');
writeFileSync(path.join(dist, 'prerender', '404.html'), 'not found');
writeFileSync(
  path.join(dist, 'prerender', 'manifest.json'),
  JSON.stringify({
    pages: { '/': 'prerender/index.html', '/login': 'prerender/login.html' },
    notFound: 'prerender/404.html',
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

  it('leaves other client routes to index.html and answers the 404 page for unknown paths', () => {
    expect(page('/dashboard', undefined)).toBeNull();
    expect(page('/checkout/local/123', undefined)).toBeNull();
    expect(page('/Dashboard/', undefined)).toBeNull();
    expect(page('/nope', undefined)).toBe('not found');
    expect(page('/checkout/local', undefined)).toBe('not found');
    expect(page('/nope', 'better-auth.session_token=x')).toBeNull();
  });

  it('does nothing without a build', () => {
    expect(createPrerenderedPages(path.join(dist, 'missing'))('/', undefined)).toBeNull();
  });
});
