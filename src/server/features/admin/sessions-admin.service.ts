import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../../actor.ts';
import { auditLog, session, twoFactor, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { ADMIN_MESSAGES, type SessionsEnded } from '../../../shared/admin.ts';
import { auditActorId, auditVia } from './audit.service.ts';

/**
 * Signs a user out everywhere (a stolen laptop, a departed employee): every session row goes, and
 * its live-updates stream closes through the session_ended notification. Audited with the count.
 */
export async function endUserSessions(deps: Pick<Deps, 'db'>, actor: Actor, input: { userId: string }): Promise<SessionsEnded> {
  const targetUserId = input.userId;
  return deps.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, targetUserId)).limit(1);
    if (!target) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
    const ended = await tx.delete(session).where(eq(session.userId, targetUserId)).returning({ id: session.id });
    await tx.insert(auditLog).values({
      actorId: auditActorId(actor),
      action: 'sessions.end',
      targetType: 'user',
      targetId: targetUserId,
      before: { sessions: ended.length },
      after: { sessions: 0, ...auditVia(actor) },
    });
    return { userId: targetUserId, ended: ended.length };
  });
}

/**
 * Lost phone and recovery codes (or a changed AUTH_SECRET, which encrypts the TOTP secrets):
 * two-factor off, every session ended; the user signs in with the password and enrols again.
 */
export async function resetTwoFactor(deps: Pick<Deps, 'db'>, actor: Actor, input: { userId: string }) {
  const userId = input.userId;
  return deps.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    if (!target) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
    const removed = await tx.delete(twoFactor).where(eq(twoFactor.userId, userId)).returning({ id: twoFactor.id });
    await tx.update(user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(user.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.insert(auditLog).values({
      actorId: auditActorId(actor),
      action: 'two_factor.reset',
      targetType: 'user',
      targetId: userId,
      before: { twoFactor: removed.length > 0 },
      after: { twoFactor: false, ...auditVia(actor) },
    });
    return { userId, removed: removed.length > 0 };
  });
}
