import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, session, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { ADMIN_MESSAGES } from '../../../shared/admin.ts';

/**
 * Signs a user out everywhere (a stolen laptop, a departed employee): every session row goes, and
 * its live-updates stream closes through the session_ended notification. Audited with the count.
 */
export async function endUserSessions(db: Db, targetUserId: string, actorId: string) {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, targetUserId)).limit(1);
    if (!target) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
    const ended = await tx.delete(session).where(eq(session.userId, targetUserId)).returning({ id: session.id });
    await tx.insert(auditLog).values({ actorId, action: 'sessions.end', targetType: 'user', targetId: targetUserId, before: { sessions: ended.length }, after: { sessions: 0 } });
    return { userId: targetUserId, ended: ended.length };
  });
}
