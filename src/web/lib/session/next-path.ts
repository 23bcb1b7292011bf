/**
 * Where to go after signing in: the `next` query parameter when it is a path of this app (an
 * invitation link, say), else the dashboard. Only same-origin paths: `//host` or `/\host` would
 * leave the app (an open redirect).
 */
export function nextPath(search: string, fallback = '/dashboard') {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : fallback;
}
