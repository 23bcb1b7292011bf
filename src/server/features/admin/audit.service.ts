import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, user } from '../../db/schema/index.ts';
import type { AdminAuditEntry } from '../../../shared/admin.ts';
import { newestFirst } from '../../db/order.ts';

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
