import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, user } from '../../db/schema/index.ts';
import type { AdminAuditEntry } from '../../../shared/admin.ts';
import { newestFirst } from '../../db/order.ts';
import type { Actor } from '../../actor.ts';

/**
 * Who an audit row names. An admin on the web is their user id. The operator CLI (`npm run
 * admin`, actor without a user) has no account: actor_id stays null and the row's `after` carries
 * `via: 'cli'`, so the log tells both roads apart without a column of its own.
 */
export function auditActorId(actor: Actor): string | null {
  return actor.user?.id ?? null;
}

/** `{ via: 'cli' }` for a change made without a signed-in user (the CLI), else nothing. */
export function auditVia(actor: Actor): { via?: string } {
  return actor.user ? {} : { via: actor.ip };
}

/** The most recent admin and account actions (append-only log written with each change). */
export async function listAudit(db: DbOrTx, limit: number): Promise<AdminAuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorEmail: user.email,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .orderBy(...newestFirst(auditLog.createdAt, auditLog.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
