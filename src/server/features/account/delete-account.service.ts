import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { auditLog, profiles, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isAdmin } from '../../lib/route.ts';
import { requireCurrentPassword } from '../../auth/reauth.ts';
import { ADMIN_MESSAGES } from '../../../shared/admin.ts';

export const ADMIN_DELETE_REFUSED = ADMIN_MESSAGES.cannotDeleteAdmin;

/**
 * Deletes a user and, through ON DELETE CASCADE, their sessions, profile, organization, roles and
 * usage logs; ratings stay with user_id null. The admin check runs inside the same transaction,
 * so a role granted a moment earlier is still seen.
 */
export async function deleteUserAccount(db: DbOrTx, targetUserId: string, actorId: string) {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, targetUserId))
      .for('update');
    if (!target) throw new AppError('not_found', 'User not found.');
    if (await isAdmin(tx, targetUserId)) throw new AppError('admin_protected', ADMIN_DELETE_REFUSED);
    await tx.delete(user).where(eq(user.id, targetUserId));
    await tx.insert(auditLog).values({
      actorId: actorId === targetUserId ? null : actorId,
      action: actorId === targetUserId ? 'account.self_delete' : 'user.delete',
      targetType: 'user',
      targetId: targetUserId,
      before: target,
      after: null,
    });
    return target;
  });
}

/** The caller deletes their own account, proving it with the current password (admins cannot). */
export async function deleteOwnAccount(deps: Pick<Deps, 'db' | 'auth'>, actor: UserActor, input: { currentPassword: string }) {
  await requireCurrentPassword(deps, actor.user.id, input.currentPassword);
  await deleteUserAccount(deps.db, actor.user.id, actor.user.id);
}
