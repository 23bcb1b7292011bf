/**
 * Registers the service worker (/sw.js, built by scripts/vite-service-worker.ts from src/web/service-worker.js)
 * in built bundles (never under `vite dev`): it keeps the app shell and its static files, so the app opens on a flaky or absent
 * connection. Registered a little after the page has loaded, so it never competes with the first paint or hydration.
 */
const REGISTER_DELAY_MS = 4000;

export function registerServiceWorker() {
  // MODE, not PROD: every `vite build` is mode 'production', but PROD follows NODE_ENV, which the e2e run's
  // build (inside vitest, NODE_ENV=test) leaves false, and the worker must be there in e2e too. `vite dev`: no worker.
  if (import.meta.env.MODE !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Not fatal: the app works without it (private windows, blocked storage).
    });
  };
  // A few seconds after the page has loaded, when the main thread is idle: starting the worker and its downloads
  // must not compete with the page's own chunks and its hydration on a slow phone.
  const later = () => setTimeout(() => (window.requestIdleCallback ? window.requestIdleCallback(register, { timeout: 2000 }) : register()), REGISTER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
