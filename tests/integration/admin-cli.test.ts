import { setWallet, walletOf } from '../helpers/wallet.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditLog, userRoles } from '../../src/server/db/schema/index.ts';
import { runAdminCommand } from '../../src/server/features/admin-cli/admin-commands.ts';
import { MAX_CREDIT_BALANCE } from '../../src/shared/admin.ts';

// `npm run admin` takes the admin API's road: the same services, caps and audit rows (with a
// before value), recorded as the CLI (no actor id, `via: 'cli'`).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const auditFor = (targetId: string, action: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));

describe('admin CLI commands', () => {
  it('credits: relative, never below 0, capped like the API, audited with before and after as the CLI', async () => {
    const account = await t.signUp();
    const start = await walletOf(t.deps.db, account.userId);
    const added = await runAdminCommand(t.deps.db, { command: 'credits', email: account.email, amount: 5 });
    expect(added).toEqual({ lines: [`${account.email} now has ${start!.credits + 5} credits.`], exitCode: 0 });
    const [row] = await auditFor(account.userId, 'credits.adjust');
    expect(row).toMatchObject({ actorId: null, before: { credits: start!.credits }, after: { credits: start!.credits + 5, amount: 5, via: 'cli' } });

    expect((await runAdminCommand(t.deps.db, { command: 'credits', email: account.email, amount: -1_000_000 })).lines).toEqual([
      `${account.email} now has 0 credits.`,
    ]);
    await setWallet(t.deps.db, account.userId, { credits: MAX_CREDIT_BALANCE - 1 });
    expect((await runAdminCommand(t.deps.db, { command: 'credits', email: account.email, amount: 10 })).lines).toEqual([
      `${account.email} now has ${MAX_CREDIT_BALANCE} credits.`,
    ]);

    const zero = await runAdminCommand(t.deps.db, { command: 'credits', email: account.email, amount: 0 });
    expect(zero.exitCode).toBe(1);
    expect(await auditFor(account.userId, 'credits.adjust')).toHaveLength(3);
  });

  it('grant and revoke: the API services, audited with before and after as the CLI', async () => {
    const account = await t.signUp();
    expect((await runAdminCommand(t.deps.db, { command: 'grant', email: account.email })).exitCode).toBe(0);
    expect(await t.deps.db.select().from(userRoles).where(eq(userRoles.userId, account.userId))).toHaveLength(1);
    expect(await auditFor(account.userId, 'role.grant')).toMatchObject([{ actorId: null, before: { isAdmin: false }, after: { isAdmin: true, via: 'cli' } }]);
    // Granting again changes nothing and writes no second row.
    await runAdminCommand(t.deps.db, { command: 'grant', email: account.email });
    expect(await auditFor(account.userId, 'role.grant')).toHaveLength(1);

    expect(await runAdminCommand(t.deps.db, { command: 'revoke', email: account.email })).toEqual({
      lines: [`${account.email} is no longer an admin.`],
      exitCode: 0,
    });
    expect(await t.deps.db.select().from(userRoles).where(eq(userRoles.userId, account.userId))).toHaveLength(0);
    expect(await auditFor(account.userId, 'role.revoke')).toMatchObject([{ actorId: null, before: { isAdmin: true }, after: { isAdmin: false, via: 'cli' } }]);
  });

  it('answers an unknown e-mail with exit code 1', async () => {
    expect(await runAdminCommand(t.deps.db, { command: 'grant', email: 'nobody@example.com' })).toEqual({
      lines: ['No user with e-mail nobody@example.com. They must sign up first.'],
      exitCode: 1,
    });
  });
});
