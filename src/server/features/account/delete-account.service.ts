import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { auditLog, profiles, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isAdmin } from '../../lib/route.ts';
import { requireCurrentPassword } from '../../auth/reauth.ts';
import { ADMIN_MESSAGES } from '../../../shared/admin.ts';
import { TEAM_MESSAGES } from '../../../shared/team.ts';
import { giveOwnOrganization, lockMembership, otherMembers } from '../team/membership.ts';

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
    if (!target) throw new AppError('not_found', 'admin.userNotFound');
    if (await isAdmin(tx, targetUserId)) throw new AppError('admin_protected', ADMIN_DELETE_REFUSED);
    await releaseTeam(tx, targetUserId, actorId);
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

/**
 * An owner's organization goes with their account (ON DELETE CASCADE). Its other members must not
 * go with it: an owner deleting themself hands the team over first; when an admin deletes the owner,
 * each member gets an organization of their own (their own credits, as before they joined).
 */
async function releaseTeam(tx: DbOrTx, targetUserId: string, actorId: string) {
  const membership = await lockMembership(tx, targetUserId).catch(() => null);
  if (!membership || membership.role !== 'owner') return;
  const others = await otherMembers(tx, membership.organizationId, targetUserId);
  if (others.length === 0) return;
  if (actorId === targetUserId) throw new AppError('conflict', TEAM_MESSAGES.ownerHasTeam);
  for (const other of others) await giveOwnOrganization(tx, other.userId, membership);
}

/** The caller deletes their own account, proving it with the current password (admins cannot). */
export async function deleteOwnAccount(deps: Pick<Deps, 'db' | 'auth'>, actor: UserActor, input: { currentPassword: string }) {
  await requireCurrentPassword(deps, actor.user.id, input.currentPassword);
  await deleteUserAccount(deps.db, actor.user.id, actor.user.id);
}
