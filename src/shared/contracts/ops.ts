import { operation } from '../contract.ts';

// Operator endpoints (tag 'meta'): the run contract's health check, liveness, readiness and
// this API's own OpenAPI document. Prometheus' /metrics is plain text outside the API.

export interface HealthStatus {
  status: 'ok' | 'error';
  db: 'ok' | 'unreachable';
}

export interface MigrationCounts {
  applied: number;
  expected: number;
}

export type ReadinessStatus =
  | { status: 'ok'; db: 'ok'; migrations: MigrationCounts }
  | { status: 'not_ready'; reason: 'database_unreachable'; db: 'unreachable' }
  | { status: 'not_ready'; reason: 'migrations_pending'; db: 'ok'; migrations: MigrationCounts & { pending: string[] } };

export const opsApi = {
  health: operation<HealthStatus>()({
    method: 'get',
    path: '/api/health',
    role: 'public',
    tag: 'meta',
    summary: 'Liveness and database check',
    responses: { 503: 'Database unreachable' },
  }),
  openApi: operation<Record<string, unknown>>()({
    method: 'get',
    path: '/api/openapi.json',
    role: 'public',
    tag: 'meta',
    summary: 'This OpenAPI 3.1 document',
  }),
  live: operation<{ status: 'ok' }>()({
    method: 'get',
    path: '/api/health/live',
    role: 'public',
    tag: 'meta',
    summary: 'Liveness: the process answers (no database call); for restart decisions',
  }),
  ready: operation<ReadinessStatus>()({
    method: 'get',
    path: '/api/health/ready',
    role: 'public',
    tag: 'meta',
    summary: 'Readiness: database reachable and every migration of this build applied; for load balancers',
    responses: { 503: 'Not ready: {"status":"not_ready","reason":"database_unreachable" | "migrations_pending"}' },
  }),
};
