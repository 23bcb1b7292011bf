import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './app-env.ts';
import type { Deps } from './deps.ts';
import { AppError } from './lib/app-error.ts';
import { errorResponse, refuse } from './lib/error-envelope.ts';
import { logger } from './lib/logger.ts';
import { readClientIp } from './lib/client-ip.ts';
import { originGuard } from './lib/request-guards.ts';
import { apiBodyLimit } from './lib/body-limit.ts';
import { requestId } from './lib/request-id.ts';
import { buildOpenApiDocument } from './lib/openapi.ts';
import { createPrerenderedPages } from './lib/prerendered-pages.ts';
import { defineRoute } from './lib/route.ts';
import { trustedOrigins } from './auth/auth.ts';
import { createSessionReader } from './auth/session-reader.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { registerAccountRoutes } from './features/account/account.routes.ts';
import { registerLiveRoutes } from './features/live/live.routes.ts';
import { registerDevMailRoutes } from './features/dev-mail/dev-mail.routes.ts';
import { registerFeatureRoutes } from './features/index.ts';
import { httpMetrics, registerOpsRoutes } from './features/ops/ops.routes.ts';
import { opsApi, type HealthStatus } from '../shared/contracts/ops.ts';

const WEB_DIST = fileURLToPath(new URL('../../dist/web', import.meta.url));

export function createApp(deps: Deps, extraRoutes?: (app: Hono<AppEnv>) => () => void) {
  const { env, auth, database } = deps;
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof AppError) {
      // Refusals of signed-in or anonymous callers are worth seeing in the logs (never bodies or cookies).
      if (error.status === 403)
        logger.warn('forbidden', { method: c.req.method, path: c.req.path, code: error.code, user: c.get('user')?.id ?? null, ip: c.get('clientIp') });
      if (error.status === 429 && error.details?.retryAfterSeconds) c.header('Retry-After', String(error.details.retryAfterSeconds));
      // details carry machine-readable reasons (e.g. guest_trial_used) the web maps to dialogs.
      return errorResponse(c, error);
    }
    // The error's safe description: a failed query's text and the database's own error, never its parameters.
    logger.error('unhandled error', { method: c.req.method, path: c.req.path, error });
    return refuse(c, 'internal', 'common.somethingWentWrong');
  });
  app.notFound((c) => (c.req.path.startsWith('/api/') ? refuse(c, 'not_found', 'common.notFound') : c.text('Not found', 404)));
  // First, so it times the whole request; only when /metrics can be read (METRICS_TOKEN).
  if (env.METRICS_TOKEN) app.use('*', httpMetrics);
  // Every answer carries X-Request-Id, and every log line written while handling it the same id.
  app.use('*', requestId);

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // Only our own API: even the Sales Coach's WebRTC offer goes through our server.
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest: our own files only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      strictTransportSecurity: env.APP_URL.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
      permissionsPolicy: { microphone: ['self'], camera: [], geolocation: [] },
    }),
  );
  app.use('*', async (c, next) => {
    c.set('clientIp', readClientIp(c, env.TRUST_PROXY));
    return next();
  });
  app.use('/api/*', apiBodyLimit);
  // Everything but event streams: JS and JSON shrink ~70% on slow mobile links.
  app.use('*', compress());
  app.use('/api/*', originGuard(trustedOrigins(env), ['/api/auth/', '/api/payments/webhook']));

  // Session for every API call except better-auth's own routes, which read it themselves.
  const readSession = createSessionReader(auth, deps.db);
  app.use('/api/*', async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    if (c.req.path.startsWith('/api/auth/')) return next();
    const found = await readSession(c);
    if (found) {
      c.set('user', found.user);
      c.set('sessionId', found.sessionId);
    }
    await next();
    // A sliding refresh (once a day of use) renews the cookie too, so active users stay signed in.
    for (const cookie of found?.setCookies ?? []) c.res.headers.append('Set-Cookie', cookie);
  });

  defineRoute(app, deps, opsApi.health, async (c) => {
    const ok = await database.ping();
    return c.json({ status: ok ? 'ok' : 'error', db: ok ? 'ok' : 'unreachable' } satisfies HealthStatus, ok ? 200 : 503);
  });
  let openApiCache: Record<string, unknown> | undefined;
  defineRoute(app, deps, opsApi.openApi, () => (openApiCache ??= buildOpenApiDocument(env.APP_URL)));
  registerOpsRoutes(app, deps);

  registerAuthRoutes(app, deps);
  registerAccountRoutes(app, deps);
  const liveStreams = registerLiveRoutes(app, deps);
  registerFeatureRoutes(app, deps);
  registerDevMailRoutes(app, deps);

  const cleanup = extraRoutes?.(app) ?? (() => {});

  app.all('/api/*', (c) => refuse(c, 'not_found', 'common.notFound'));
  mountSpa(app);
  // endLiveStreams: at shutdown, SSE streams are ended (browsers reconnect elsewhere), not waited for.
  return Object.assign(app, { cleanup, endLiveStreams: liveStreams.endAll });
}

function mountSpa(app: Hono<AppEnv>) {
  if (!existsSync(WEB_DIST)) return;
  const root = path.relative(process.cwd(), WEB_DIST);
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: false,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // The pages prerendered at build time: public ones for signed-out visitors, signed-in shells for
  // requests with a session cookie (before `/` finds index.html).
  const prerenderedPage = createPrerenderedPages(WEB_DIST);
  app.get('*', async (c, next) => {
    const html = c.req.path.startsWith('/api/') ? null : prerenderedPage(c.req.path, c.req.header('cookie'), c.req.header('accept-language'));
    if (html === null || (c.req.path !== '/' && !c.req.path.match(/^\/[^.]*$/))) return next();
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie, Accept-Language');
    return c.html(html);
  });
  // The service worker and the web app manifest keep their names from one deploy to the next: never cached long.
  const noCache = serveStatic({
    root,
    onFound: (_path, c) => {
      c.header('Cache-Control', 'no-cache');
    },
  });
  app.use('/sw.js', noCache);
  app.use('/manifest.webmanifest', noCache);
  app.use('*', serveStatic({ root }));
  let indexHtml: string | undefined;
  // Every other path belongs to the client router (its 404 page included).
  app.get('*', async (c) => {
    indexHtml ??= await readFile(path.join(WEB_DIST, 'index.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
