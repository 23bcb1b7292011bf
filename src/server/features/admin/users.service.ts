import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { Actor, UserActor } from '../../actor.ts';
import { auditActorId, auditVia } from './audit.service.ts';
import { auditLog, organizationMembers, organizations, profiles, toolUsageLogs, user, userRoles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { availableCredits } from '../../../shared/credits.ts';
import { ADMIN_USAGE_HISTORY_LIMIT } from '../../../shared/limits.ts';
import {
  ADMIN_MESSAGES,
  previewOf,
  type AdminUsageDetail,
  type AdminUsageItem,
  type AdminUserDeleted,
  type AdminUserListItem,
  type Page,
  type RoleChangeResult,
} from '../../../shared/admin.ts';
import { deleteUserAccount } from '../account/delete-account.service.ts';
import { afterCursor, cursorTimestamp, decodeCursor, prefixPattern, toPage } from './cursor.ts';
import { newestFirst } from '../../db/order.ts';
import type { ListParams } from './organizations.service.ts';

const profileIsAdmin = sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id} and ${userRoles.role} = 'admin')`;

/** All profiles, newest first, one query; search is a prefix of the name or e-mail (two index range scans, OR-ed). */
export function userListQuery(db: DbOrTx, params: ListParams) {
  const cursor = decodeCursor(params.cursor);
  const conditions: SQL[] = [];
  if (cursor) conditions.push(afterCursor(profiles.createdAt, profiles.id, cursor, 'text'));
  if (params.search) {
    const pattern = prefixPattern(params.search);
    conditions.push(or(sql`lower(${profiles.fullName}) like ${pattern}`, sql`lower(${profiles.email}) like ${pattern}`)!);
  }
  return db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      // The wallet the person spends: their organization's (a team's for a member).
      subscriptionTier: sql<'free' | 'basic' | 'premium'>`coalesce(${organizations.subscriptionTier}, 'free')`,
      credits: sql<number>`coalesce(${organizations.credits}, 0)`,
      creditsExpireAt: organizations.creditsExpireAt,
      createdAt: profiles.createdAt,
      cursorTs: cursorTimestamp(profiles.createdAt),
      isAdmin: profileIsAdmin,
      organizationId: organizations.id,
      organizationName: organizations.name,
      role: organizationMembers.role,
    })
    .from(profiles)
    .leftJoin(organizationMembers, eq(organizationMembers.userId, profiles.id))
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...newestFirst(profiles.createdAt, profiles.id))
    .limit(params.limit + 1);
}

export async function listUsers(db: DbOrTx, params: ListParams): Promise<Page<AdminUserListItem>> {
  const rows = await userListQuery(db, params);
  const now = new Date();
  return toPage(rows, params.limit, (row) => ({
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    subscriptionTier: row.subscriptionTier,
    credits: row.credits,
    availableCredits: availableCredits(row, now),
    createdAt: row.createdAt.toISOString(),
    isAdmin: Boolean(row.isAdmin),
    organization: row.organizationId && row.role ? { id: row.organizationId, name: row.organizationName ?? '', role: row.role } : null,
  }));
}

async function assertUserExists(db: DbOrTx, userId: string) {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!row) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
}

// Enough raw text for a 150-character preview even after markdown is stripped; the full report
// (often several kilobytes) is fetched only when the admin opens it.
const PREVIEW_SOURCE_CHARS = 1000;

/** The user's latest usage entries (newest first) with a short plain-text preview of each report. */
export async function listUserUsage(db: DbOrTx, userId: string): Promise<AdminUsageItem[]> {
  await assertUserExists(db, userId);
  const rows = await db
    .select({
      id: toolUsageLogs.id,
      toolName: toolUsageLogs.toolName,
      createdAt: toolUsageLogs.createdAt,
      creditsUsed: toolUsageLogs.creditsUsed,
      status: toolUsageLogs.status,
      head: sql<string | null>`left(${toolUsageLogs.result}, ${PREVIEW_SOURCE_CHARS})`,
      hasReport: sql<boolean>`coalesce(length(${toolUsageLogs.result}) > 0, false)`,
    })
    .from(toolUsageLogs)
    .where(eq(toolUsageLogs.userId, userId))
    .orderBy(...newestFirst(toolUsageLogs.createdAt))
    .limit(ADMIN_USAGE_HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    toolName: row.toolName,
    createdAt: row.createdAt.toISOString(),
    creditsUsed: row.creditsUsed,
    status: row.status,
    preview: previewOf(row.head),
    hasReport: Boolean(row.hasReport),
  }));
}

export async function getUsageDetail(db: DbOrTx, logId: string): Promise<AdminUsageDetail> {
  const [row] = await db.select().from(toolUsageLogs).where(eq(toolUsageLogs.id, logId)).limit(1);
  if (!row) throw new AppError('not_found', ADMIN_MESSAGES.usageNotFound);
  return {
    id: row.id,
    userId: row.userId,
    toolName: row.toolName,
    createdAt: row.createdAt.toISOString(),
    creditsUsed: row.creditsUsed,
    result: row.result && row.result.length > 0 ? row.result : null,
  };
}

/**
 * Deletes a non-admin user with everything that belongs to them (one transaction; the admin
 * check is repeated inside it, so a role granted a moment ago still protects the account).
 */
export async function deleteUserAsAdmin(deps: Pick<Deps, 'db'>, actor: UserActor, input: { userId: string }): Promise<AdminUserDeleted> {
  try {
    const deleted = await deleteUserAccount(deps.db, input.userId, actor.user.id);
    return { id: deleted.id, email: deleted.email };
  } catch (error) {
    // The only refusal deleting an account gives: the target is an admin (its own code for the web).
    if (error instanceof AppError && (error.code === 'forbidden' || error.code === 'admin_protected'))
      throw new AppError('admin_protected', ADMIN_MESSAGES.cannotDeleteAdmin);
    throw error;
  }
}

/** The account behind an e-mail (as typed: trimmed, any case), for the operator CLI. */
export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: user.id, twoFactorEnabled: user.twoFactorEnabled }).from(user).where(eq(user.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

/** Every admin with the date of the grant and whether two-factor is set up (the CLI's `list`). */
export async function listAdmins(db: DbOrTx) {
  return db
    .select({ email: user.email, name: user.name, since: userRoles.createdAt, twoFactor: user.twoFactorEnabled })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'));
}

export async function grantAdminRole(deps: Pick<Deps, 'db'>, actor: Actor, input: { userId: string }): Promise<RoleChangeResult> {
  const targetUserId = input.userId;
  return deps.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, targetUserId)).limit(1);
    if (!target) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
    const inserted = await tx.insert(userRoles).values({ userId: targetUserId, role: 'admin' }).onConflictDoNothing().returning({ userId: userRoles.userId });
    if (inserted.length > 0) {
      await tx.insert(auditLog).values({
        actorId: auditActorId(actor),
        action: 'role.grant',
        targetType: 'user',
        targetId: targetUserId,
        before: { isAdmin: false },
        after: { isAdmin: true, role: 'admin', ...auditVia(actor) },
      });
    }
    return { userId: targetUserId, isAdmin: true, changed: inserted.length > 0 };
  });
}

export async function revokeAdminRole(deps: Pick<Deps, 'db'>, actor: Actor, input: { userId: string }): Promise<RoleChangeResult> {
  const targetUserId = input.userId;
  // Refusing self-demotion also means the last admin can never lock everyone out (the operator
  // CLI, which has no account of its own, is the way back in).
  if (actor.user && targetUserId === actor.user.id) throw new AppError('conflict', ADMIN_MESSAGES.cannotRemoveOwnAdmin);
  return deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, targetUserId), eq(userRoles.role, 'admin')))
      .returning({ userId: userRoles.userId });
    if (removed.length === 0) {
      const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, targetUserId)).limit(1);
      if (!target) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
      return { userId: targetUserId, isAdmin: false, changed: false };
    }
    await tx.insert(auditLog).values({
      actorId: auditActorId(actor),
      action: 'role.revoke',
      targetType: 'user',
      targetId: targetUserId,
      before: { isAdmin: true, role: 'admin' },
      after: { isAdmin: false, ...auditVia(actor) },
    });
    return { userId: targetUserId, isAdmin: false, changed: true };
  });
}
