import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { migrationStatus } from '../../db/migration-status.ts';
import type { ReadinessStatus } from '../../../shared/contracts/ops.ts';

/** Database reachable and every shipped migration applied; `ready` false answers 503. */
export async function readiness(deps: Pick<Deps, 'db'>): Promise<{ ready: boolean; body: ReadinessStatus }> {
  let status;
  try {
    status = await migrationStatus(deps.db);
  } catch {
    return { ready: false, body: { status: 'not_ready', reason: 'database_unreachable', db: 'unreachable' } };
  }
  if (status.pending.length > 0) return { ready: false, body: { status: 'not_ready', reason: 'migrations_pending', db: 'ok', migrations: status } };
  return { ready: true, body: { status: 'ok', db: 'ok', migrations: { applied: status.applied, expected: status.expected } } };
}

/**
 * Mail not yet sent, by status, if the outbox table exists (an older database has none: null).
 * The states a queued mail can be in are always present, so a dashboard sees 0 rather than nothing.
 */
export async function mailOutboxDepthByStatus(deps: Pick<Deps, 'db'>): Promise<Record<string, number> | null> {
  const exists = (await deps.db.execute(sql`select to_regclass('mail_outbox') is not null as present`)) as unknown as { rows: { present: boolean }[] };
  if (!exists.rows[0]?.present) return null;
  const result = (await deps.db.execute(sql`select status, count(*)::int as n from mail_outbox where status <> 'sent' group by status`)) as unknown as {
    rows: { status: string; n: number }[];
  };
  const depth: Record<string, number> = { pending: 0, sending: 0, failed: 0 };
  for (const row of result.rows) depth[row.status] = Number(row.n);
  return depth;
}
