import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { systemActor } from '../../actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { creditAmountSchema, MAX_CREDIT_ADJUSTMENT } from '../../../shared/admin.ts';
import { adjustCredits } from '../admin/credits-admin.service.ts';
import { findAccountByEmail, grantAdminRole, listAdmins, revokeAdminRole } from '../admin/users.service.ts';
import { resetTwoFactor } from '../admin/sessions-admin.service.ts';

/** A command as the CLI hands it to a running server (the bridge validates it with this). */
export const adminCommandSchema = z.discriminatedUnion('command', [
  z.object({ command: z.enum(['grant', 'revoke', 'reset-2fa']), email: z.string().min(3).max(254) }),
  z.object({ command: z.literal('list') }),
  z.object({ command: z.literal('credits'), email: z.string().min(3).max(254), amount: z.number().int().min(-1_000_000).max(1_000_000) }),
]);

export type AdminCommand = z.infer<typeof adminCommandSchema>;

export interface AdminCommandResult {
  lines: string[];
  exitCode: number;
}

/**
 * The operator CLI as services see it: no signed-in user, so audit rows carry actor_id null and
 * `via: 'cli'` (admin/audit.service.ts).
 */
export const cliActor = () => systemActor(null, 'cli');

/**
 * The operator commands behind `npm run admin`; returns the lines to print and an exit code.
 * Each command calls the same service as the admin API (same caps, row locks and audit rows with
 * before and after), audited as the CLI.
 */
export async function runAdminCommand(db: Db, input: AdminCommand): Promise<AdminCommandResult> {
  const deps = { db };
  const actor = cliActor();
  if (input.command === 'list') {
    const admins = await listAdmins(db);
    const line = (a: (typeof admins)[number]) =>
      `${a.email}\t${a.name}\tsince ${new Date(a.since).toISOString()}\t${a.twoFactor ? 'two-factor on' : 'two-factor NOT set up (admin pages closed until it is)'}`;
    return { lines: admins.length ? admins.map(line) : ['No admins yet.'], exitCode: 0 };
  }
  const account = await findAccountByEmail(db, input.email);
  if (!account) return { lines: [`No user with e-mail ${input.email}. They must sign up first.`], exitCode: 1 };
  const userId = account.id;
  try {
    if (input.command === 'grant') {
      await grantAdminRole(deps, actor, { userId });
      // Admin operations also need TOTP: without it the admin is sent to set it up at first admin use.
      const note = account.twoFactorEnabled ? '' : ' They must set up two-factor authentication (account page) before the admin pages open.';
      return { lines: [`${input.email} is now an admin.${note}`], exitCode: 0 };
    }
    if (input.command === 'revoke') {
      await revokeAdminRole(deps, actor, { userId });
      return { lines: [`${input.email} is no longer an admin.`], exitCode: 0 };
    }
    if (input.command !== 'credits') {
      await resetTwoFactor(deps, actor, { userId });
      return {
        lines: [`${input.email}: two-factor authentication removed and every session ended. They sign in with their password and set it up again.`],
        exitCode: 0,
      };
    }
    const amount = creditAmountSchema.safeParse(input.amount);
    if (!amount.success)
      return { lines: [`Invalid amount ${input.amount}: a whole number other than 0, at most ${MAX_CREDIT_ADJUSTMENT} either way.`], exitCode: 1 };
    const result = await adjustCredits(deps, actor, { userId, amount: amount.data });
    return { lines: [`${input.email} now has ${result.credits} credits.`], exitCode: 0 };
  } catch (error) {
    if (error instanceof AppError) return { lines: [error.message], exitCode: 1 };
    throw error;
  }
}
