import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, profiles, user, userRoles } from '../../db/schema/index.ts';

export type AdminCommand = { command: 'grant' | 'revoke'; email: string } | { command: 'list' } | { command: 'credits'; email: string; amount: number };

async function findUserId(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase())).limit(1);
  return row?.id;
}

/** The operator commands behind `npm run admin`; returns the lines to print and an exit code. */
export async function runAdminCommand(db: DbOrTx, input: AdminCommand): Promise<{ lines: string[]; exitCode: number }> {
  if (input.command === 'list') {
    const admins = await db.select({ email: user.email, name: user.name, since: userRoles.createdAt }).from(userRoles).innerJoin(user, eq(user.id, userRoles.userId)).where(eq(userRoles.role, 'admin'));
    return { lines: admins.length ? admins.map((a) => `${a.email}\t${a.name}\tsince ${new Date(a.since).toISOString()}`) : ['No admins yet.'], exitCode: 0 };
  }
  const userId = await findUserId(db, input.email);
  if (!userId) return { lines: [`No user with e-mail ${input.email}. They must sign up first.`], exitCode: 1 };
  return db.transaction(async (tx) => {
    if (input.command === 'grant') {
      await tx.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing();
      await tx.insert(auditLog).values({ action: 'role.grant', targetType: 'user', targetId: userId, after: { role: 'admin', via: 'cli' } });
      return { lines: [`${input.email} is now an admin.`], exitCode: 0 };
    }
    if (input.command === 'revoke') {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
      await tx.insert(auditLog).values({ action: 'role.revoke', targetType: 'user', targetId: userId, before: { role: 'admin' }, after: { via: 'cli' } });
      return { lines: [`${input.email} is no longer an admin.`], exitCode: 0 };
    }
    const amount = input.command === 'credits' ? input.amount : 0;
    const [updated] = await tx
      .update(profiles)
      .set({ credits: sql`greatest(0, ${profiles.credits} + ${amount})` })
      .where(eq(profiles.id, userId))
      .returning({ credits: profiles.credits });
    await tx.insert(auditLog).values({ action: 'credits.adjust', targetType: 'user', targetId: userId, after: { amount, credits: updated!.credits, via: 'cli' } });
    return { lines: [`${input.email} now has ${updated!.credits} credits.`], exitCode: 0 };
  });
}
