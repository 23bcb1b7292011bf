import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, profiles, session, twoFactor, user, userRoles } from '../../db/schema/index.ts';

export type AdminCommand = { command: 'grant' | 'revoke' | 'reset-2fa'; email: string } | { command: 'list' } | { command: 'credits'; email: string; amount: number };

async function findUserId(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase())).limit(1);
  return row?.id;
}

/** The operator commands behind `npm run admin`; returns the lines to print and an exit code. */
export async function runAdminCommand(db: DbOrTx, input: AdminCommand): Promise<{ lines: string[]; exitCode: number }> {
  if (input.command === 'list') {
    const admins = await db
      .select({ email: user.email, name: user.name, since: userRoles.createdAt, twoFactor: user.twoFactorEnabled })
      .from(userRoles)
      .innerJoin(user, eq(user.id, userRoles.userId))
      .where(eq(userRoles.role, 'admin'));
    const line = (a: (typeof admins)[number]) => `${a.email}\t${a.name}\tsince ${new Date(a.since).toISOString()}\t${a.twoFactor ? 'two-factor on' : 'two-factor NOT set up (admin pages closed until it is)'}`;
    return { lines: admins.length ? admins.map(line) : ['No admins yet.'], exitCode: 0 };
  }
  const userId = await findUserId(db, input.email);
  if (!userId) return { lines: [`No user with e-mail ${input.email}. They must sign up first.`], exitCode: 1 };
  return db.transaction(async (tx) => {
    if (input.command === 'grant') {
      await tx.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing();
      await tx.insert(auditLog).values({ action: 'role.grant', targetType: 'user', targetId: userId, after: { role: 'admin', via: 'cli' } });
      // Admin operations also need TOTP: without it the admin is sent to set it up at first admin use.
      const [row] = await tx.select({ twoFactor: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
      const note = row?.twoFactor ? '' : ' They must set up two-factor authentication (account page) before the admin pages open.';
      return { lines: [`${input.email} is now an admin.${note}`], exitCode: 0 };
    }
    if (input.command === 'revoke') {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
      await tx.insert(auditLog).values({ action: 'role.revoke', targetType: 'user', targetId: userId, before: { role: 'admin' }, after: { via: 'cli' } });
      return { lines: [`${input.email} is no longer an admin.`], exitCode: 0 };
    }
    if (input.command === 'reset-2fa') {
      // Lost phone and recovery codes (or a changed AUTH_SECRET, which encrypts the TOTP secrets):
      // two-factor off, every session ended; the user signs in with the password and enrols again.
      const removed = await tx.delete(twoFactor).where(eq(twoFactor.userId, userId)).returning({ id: twoFactor.id });
      await tx.update(user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(user.id, userId));
      await tx.delete(session).where(eq(session.userId, userId));
      await tx.insert(auditLog).values({ action: 'two_factor.reset', targetType: 'user', targetId: userId, before: { twoFactor: removed.length > 0 }, after: { twoFactor: false, via: 'cli' } });
      return { lines: [`${input.email}: two-factor authentication removed and every session ended. They sign in with their password and set it up again.`], exitCode: 0 };
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
