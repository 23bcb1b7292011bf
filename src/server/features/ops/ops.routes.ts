import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { PROMETHEUS_CONTENT_TYPE } from '../../lib/metrics.ts';
import { httpDuration, httpRequests, mailOutboxDepth, registry, startProcessMetrics } from '../../lib/app-metrics.ts';
import { opsApi } from '../../../shared/contracts/ops.ts';
import { mailOutboxDepthByStatus, readiness } from './ops.service.ts';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route PATTERN that answered (`/api/admin/users/:userId`), never the raw path, so ids do not
 * create series. A catch-all that answered 404 (no API route, no SPA) is `unmatched`.
 */
export function routeLabel(pattern: string, status: number) {
  if (!pattern || (pattern.includes('*') && status === 404)) return 'unmatched';
  return pattern;
}

/** Counts every request by method, route pattern and status, with its time to response headers. */
export const httpMetrics: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  let status = 500;
  try {
    await next();
    status = c.res.status;
  } finally {
    // After next(), the route index points at the handler that answered.
    const labels = { method: METHODS.has(c.req.method) ? c.req.method : 'OTHER', route: routeLabel(routePath(c), status), status: String(status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, (performance.now() - started) / 1000);
  }
};

/** Constant-time comparison of a bearer token (hashed first, so lengths leak nothing either). */
export function bearerMatches(header: string | undefined, token: string) {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return given.length > 0 && timingSafeEqual(digest(given), digest(token));
}

/** Sets the outbox depth gauge (left empty when the table does not exist or cannot be read). */
async function collectMailOutbox(deps: Pick<Deps, 'db'>) {
  mailOutboxDepth.reset();
  const depth = await mailOutboxDepthByStatus(deps);
  for (const [status, n] of Object.entries(depth ?? {})) mailOutboxDepth.set({ status }, n);
}

/**
 * What an operator polls: liveness (the process answers), readiness (database reachable and
 * every shipped migration applied) and, with METRICS_TOKEN, Prometheus metrics at /metrics.
 * GET /api/health (app.ts) stays exactly the run contract's check.
 */
export function registerOpsRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { env } = deps;

  defineRoute(app, deps, opsApi.live, (c) => {
    c.header('Cache-Control', 'no-store');
    return { status: 'ok' as const };
  });

  defineRoute(app, deps, opsApi.ready, async (c) => {
    c.header('Cache-Control', 'no-store');
    const { ready, body } = await readiness(deps);
    return ready ? body : c.json(body, 503);
  });

  const token = env.METRICS_TOKEN;
  if (token) startProcessMetrics();
  app.get('/metrics', async (c) => {
    // Not configured: the endpoint does not exist.
    if (!token) return c.text('Not found', 404);
    if (!bearerMatches(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('Unauthorized', 401);
    }
    try {
      await collectMailOutbox(deps);
    } catch {
      mailOutboxDepth.reset();
    }
    c.header('Cache-Control', 'no-store');
    return c.body(await registry.render(), 200, { 'Content-Type': PROMETHEUS_CONTENT_TYPE });
  });
}
