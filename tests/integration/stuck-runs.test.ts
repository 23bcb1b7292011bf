// Runs whose process died before answering (killed, crashed) keep their credit spent and their
// usage log pending. The maintenance sweep (at start and every ten minutes) refunds them exactly
// once when they are older than any run can take, and leaves live runs and live calls alone.
import { setWallet, walletOf } from '../helpers/wallet.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { salesSessions, toolUsageLogs } from '../../src/server/db/schema/index.ts';
import { refundRun, spendCreditForRun } from '../../src/server/features/credits/credits.service.ts';
import { refundStuckRuns, stuckRunAfterMs } from '../../src/server/maintenance.ts';
import type { SalesSetup } from '../../src/shared/reports.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const AFTER_MS = stuckRunAfterMs(60_000);
const SETUP: SalesSetup = {
  product: 'ShiftPal',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};

const credits = async (userId: string) => (await walletOf(t.deps.db, userId)).credits;
const log = async (id: string) => (await t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.id, id)))[0]!;
const minutesAgo = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
const backdate = (logId: string, minutes: number) =>
  t.deps.db
    .update(toolUsageLogs)
    .set({ createdAt: minutesAgo(minutes) })
    .where(eq(toolUsageLogs.id, logId));

describe('refundStuckRuns', () => {
  it('is at least ten minutes and longer than six AI calls at their timeout', () => {
    expect(stuckRunAfterMs(60_000)).toBe(10 * 60_000);
    expect(stuckRunAfterMs(120_000)).toBe(14 * 60_000);
  });

  it('refunds a run pending for longer than any run can take exactly once, even when sweeps and a late refund race; a fresh run is left alone', async () => {
    const { db } = t.deps;
    const { userId } = await t.signUp();
    const stuck = await spendCreditForRun(db, userId, 'The Pitch Lab', 1);
    const fresh = await spendCreditForRun(db, userId, 'The Pitch Lab', 1);
    expect(await credits(userId)).toBe(0);
    await backdate(stuck.logId, AFTER_MS / 60_000 + 1);
    await backdate(fresh.logId, AFTER_MS / 60_000 - 1);

    // Four nodes sweeping at once, and the run's own handler refunding it late.
    const [late, ...sweeps] = await Promise.all([refundRun(db, stuck), ...Array.from({ length: 4 }, () => refundStuckRuns(db, AFTER_MS))]);
    const settled = sweeps.reduce((sum, s) => sum + s.runs, 0) + (late ? 1 : 0);
    expect(settled).toBe(1);
    expect(await credits(userId)).toBe(1);
    expect(await log(stuck.logId)).toMatchObject({ status: 'failed', creditsUsed: 0 });
    expect(await log(fresh.logId)).toMatchObject({ status: 'pending', creditsUsed: 1 });

    // Later sweeps find nothing more to do.
    expect(await refundStuckRuns(db, AFTER_MS)).toEqual({ runs: 0, credits: 0 });
    expect(await credits(userId)).toBe(1);
  });

  it('a stuck premium run is marked failed without adding credits', async () => {
    const { db } = t.deps;
    const { userId } = await t.signUp();
    await setWallet(db, userId, { subscriptionTier: 'premium', credits: 0 });
    const run = await spendCreditForRun(db, userId, 'The Pitch Lab', 1);
    expect(run.charged).toBe(0);
    await backdate(run.logId, 60);
    await refundStuckRuns(db, AFTER_MS);
    expect(await log(run.logId)).toMatchObject({ status: 'failed', creditsUsed: 0 });
    expect(await credits(userId)).toBe(0);
  });

  it('leaves Sales Coach calls to their own rules: a live call or one waiting for its report is not touched, an analysis that never finished is refunded', async () => {
    const { db } = t.deps;
    const call = async (status: 'active' | 'analyzing', startedMinutesAgo: number, endedMinutesAgo: number | null) => {
      const { userId } = await t.signUp();
      const run = await spendCreditForRun(db, userId, 'AI Sales Coach', 1);
      await backdate(run.logId, startedMinutesAgo);
      const [row] = await db
        .insert(salesSessions)
        .values({
          userId,
          usageLogId: run.logId,
          creditsCharged: 1,
          setup: SETUP,
          mode: 'turns',
          status,
          startedAt: minutesAgo(startedMinutesAgo) as unknown as Date,
          endsAt: minutesAgo(startedMinutesAgo - 5) as unknown as Date,
          endedAt: endedMinutesAgo === null ? null : (minutesAgo(endedMinutesAgo) as unknown as Date),
        })
        .returning({ id: salesSessions.id });
      return { userId, logId: run.logId, sessionId: row!.id };
    };
    // Started an hour ago and never analyzed: the learner may still ask for the report.
    const waiting = await call('active', 60, null);
    // Analysis began a minute ago on a call started an hour ago: still running.
    const analyzing = await call('analyzing', 60, 1);
    // Analysis began an hour ago and never finished (the process died).
    const died = await call('analyzing', 70, 60);

    await refundStuckRuns(db, AFTER_MS);
    expect(await log(waiting.logId)).toMatchObject({ status: 'pending', creditsUsed: 1 });
    expect(await log(analyzing.logId)).toMatchObject({ status: 'pending', creditsUsed: 1 });
    expect(await log(died.logId)).toMatchObject({ status: 'failed', creditsUsed: 0 });
    expect([await credits(waiting.userId), await credits(analyzing.userId), await credits(died.userId)]).toEqual([1, 1, 2]);
    const sessions = await db
      .select({ id: salesSessions.id, status: salesSessions.status })
      .from(salesSessions)
      .where(inArray(salesSessions.id, [waiting.sessionId, analyzing.sessionId, died.sessionId]));
    expect(Object.fromEntries(sessions.map((s) => [s.id, s.status]))).toEqual({
      [waiting.sessionId]: 'active',
      [analyzing.sessionId]: 'analyzing',
      [died.sessionId]: 'failed',
    });
  });
});
