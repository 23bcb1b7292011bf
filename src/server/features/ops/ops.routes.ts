import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { PROMETHEUS_CONTENT_TYPE } from '../../lib/metrics.ts';
import { httpDuration, httpRequests, mailOutboxDepth, registry, startProcessMetrics } from '../../lib/app-metrics.ts';
import { migrationStatus } from '../../db/migration-status.ts';
import type { Db } from '../../db/client.ts';

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

/** Reads the outbox's depth if the table exists (an older database has none): omitted otherwise. */
async function collectMailOutbox(db: Db) {
  mailOutboxDepth.reset();
  const exists = (await db.execute(sql`select to_regclass('mail_outbox') is not null as present`)) as unknown as { rows: { present: boolean }[] };
  if (!exists.rows[0]?.present) return;
  const result = (await db.execute(sql`select status, count(*)::int as n from mail_outbox where status <> 'sent' group by status`)) as unknown as { rows: { status: string; n: number }[] };
  // The states a queued mail can be in: always present, so a dashboard sees 0 rather than nothing.
  for (const status of ['pending', 'sending', 'failed']) mailOutboxDepth.set({ status }, 0);
  for (const row of result.rows) mailOutboxDepth.set({ status: row.status }, Number(row.n));
}

/**
 * What an operator polls: liveness (the process answers), readiness (database reachable and
 * every shipped migration applied) and, with METRICS_TOKEN, Prometheus metrics at /metrics.
 * GET /api/health (app.ts) stays exactly the run contract's check.
 */
export function registerOpsRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { env, database } = deps;

  defineRoute(app, deps, { method: 'get', path: '/api/health/live', role: 'public', tag: 'meta', summary: 'Liveness: the process answers (no database call); for restart decisions' }, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });

  defineRoute(
    app,
    deps,
    {
      method: 'get',
      path: '/api/health/ready',
      role: 'public',
      tag: 'meta',
      summary: 'Readiness: database reachable and every migration of this build applied; for load balancers',
      responses: { 503: 'Not ready: {"status":"not_ready","reason":"database_unreachable" | "migrations_pending"}' },
    },
    async (c) => {
      c.header('Cache-Control', 'no-store');
      let status;
      try {
        status = await migrationStatus(database.db);
      } catch {
        return c.json({ status: 'not_ready', reason: 'database_unreachable', db: 'unreachable' }, 503);
      }
      if (status.pending.length > 0) return c.json({ status: 'not_ready', reason: 'migrations_pending', db: 'ok', migrations: status }, 503);
      return c.json({ status: 'ok', db: 'ok', migrations: { applied: status.applied, expected: status.expected } });
    },
  );

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
      await collectMailOutbox(database.db);
    } catch {
      mailOutboxDepth.reset();
    }
    c.header('Cache-Control', 'no-store');
    return c.body(await registry.render(), 200, { 'Content-Type': PROMETHEUS_CONTENT_TYPE });
  });
}
