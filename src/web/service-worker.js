/* global self, caches, fetch, Request, Response, URL, setTimeout, clearTimeout, VERSION, PRECACHE */
// The service worker, served as /sw.js. scripts/vite-service-worker.ts writes dist/web/sw.js at build time:
// `const VERSION = '…'; const PRECACHE = [...]` (the shell: /index.html and the hashed files it and the
// offline pages need), then this file. Registered by src/web/lib/platform/register-service-worker.ts.
//
// What it does, and nothing more:
// - /assets/* (hashed, immutable): cache first; files not in the precache are cached when first fetched.
// - page loads: network first; after NAVIGATION_TIMEOUT_MS, or when the network fails, the cached shell.
// - a recording shared to the installed app (the manifest's share_target, POST /calls/share): kept in its
//   own cache until the page /calls?shared=1 takes it (src/web/features/calls/shared-recording.ts, which
//   deletes it as it reads it); the only personal data the worker ever holds, and only for that moment.
// - everything else (every /api/ call, /dev/, /checkout/local/api, any other POST, other origins) is not
//   touched: the browser fetches it as if there were no worker.
// A new version installs, takes over at once (skipWaiting + clients.claim) and deletes the old caches.

const CACHE = `growth-tools-${VERSION}`;
const SHELL = '/index.html';
const NAVIGATION_TIMEOUT_MS = 3000;
const PRIVATE_PREFIXES = ['/api/', '/dev/', '/checkout/local/api', '/internal/', '/metrics'];
// The share target and where its file waits; the page reads the same names (features/calls/shared-recording.ts).
// Not under growth-tools-*: a new version's clean-up must not drop a file shared a moment before.
const SHARE_TARGET = '/calls/share';
const SHARED_RECORDING_CACHE = 'shared-recording';
const SHARED_RECORDING_URL = '/calls/share/recording';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Hashed files the page just loaded come from the HTTP cache (immutable); the shell always from the server.
      .then((cache) => cache.addAll(PRECACHE.map((url) => (url === SHELL ? new Request(url, { cache: 'reload' }) : url))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('growth-tools-') && name !== CACHE).map((name) => caches.delete(name)));
      // Page loads start while the worker boots.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method === 'POST' && new URL(request.url).pathname === SHARE_TARGET) {
    event.respondWith(takeSharedRecording(request));
    return;
  }
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (PRIVATE_PREFIXES.some((prefix) => url.pathname === prefix.replace(/\/$/, '') || url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  }
});

/** Keeps the shared audio file (one at a time) and opens the upload page, which fills its form with it. */
async function takeSharedRecording(request) {
  try {
    const form = await request.formData();
    const file = form.getAll('recording').find((value) => typeof value === 'object' && value.size > 0);
    if (!file) return Response.redirect(new URL('/calls?shared=1', self.location.origin).href, 303);
    await caches.delete(SHARED_RECORDING_CACHE);
    const cache = await caches.open(SHARED_RECORDING_CACHE);
    const headers = { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name || '') };
    await cache.put(SHARED_RECORDING_URL, new Response(file, { headers }));
  } catch {
    // The page says the shared file was not found, and offers the file picker.
  }
  return Response.redirect(new URL('/calls?shared=1', self.location.origin).href, 303);
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

async function navigation(event) {
  const network = (async () => (await event.preloadResponse) || fetch(event.request))();
  network.catch(() => {}); // a late failure after the shell was served is not an error
  const shell = caches.open(CACHE).then((cache) => cache.match(SHELL));
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, NAVIGATION_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, timeout]);
    if (first) return first;
    // Slow network: the cached shell now, if there is one; otherwise keep waiting.
    return (await shell) || (await network);
  } catch {
    // Offline: the shell renders any route (the app's own router takes over).
    return (await shell) || Response.error();
  } finally {
    clearTimeout(timer);
  }
}

// Background Sync (decision 027): the connection is back, so the open app is asked to send the
// recordings it kept. The page does the upload (it knows who is signed in, and the key each
// recording goes with); with no page open, the sync is retried by the browser later.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'pitch-recordings') return;
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window' });
      if (pages.length === 0) throw new Error('no open page to upload the kept recordings');
      for (const page of pages) page.postMessage({ type: 'pitch-recordings-sync' });
    })(),
  );
});
