import { setWallet, walletOf } from '../helpers/wallet.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, cookieFrom, type TestApp } from '../helpers/test-app.ts';
import { toolRatings, toolUsageLogs } from '../../src/server/db/schema/index.ts';
import { refundRun, spendCreditForRun } from '../../src/server/features/credits/credits.service.ts';
import { AppError } from '../../src/server/lib/app-error.ts';
import { MIN_RATINGS_SHOWN } from '../../src/shared/ratings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GUEST_DAILY_RUNS_PER_IP: '3' });
});
afterAll(async () => {
  await t?.close();
});

const credits = async (userId: string) => (await walletOf(t.deps.db, userId)).credits;

describe('spending credits', () => {
  it('50 parallel spends with 2 credits: exactly 2 succeed, the rest are 402, balance 0, 2 logs', async () => {
    const { userId } = await t.signUp();
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => spendCreditForRun(t.deps.db, userId, 'The Pitch Lab', 1)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(ok).toHaveLength(2);
    expect(refused).toHaveLength(48);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).status).toBe(402);
      expect((r.reason as AppError).message).toBe("You've used all your available credits. Purchase more credits to continue using fixer tools.");
    }
    expect(await credits(userId)).toBe(0);
    expect(await t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.userId, userId))).toHaveLength(2);
  });

  it('premium is unlimited and basic credits past their expiry count as zero', async () => {
    const premium = await t.signUp();
    await setWallet(t.deps.db, premium.userId, { subscriptionTier: 'premium', credits: 0 });
    for (let i = 0; i < 3; i++) expect((await spendCreditForRun(t.deps.db, premium.userId, 'AI Sales Coach', 1)).charged).toBe(0);

    const basic = await t.signUp();
    await setWallet(t.deps.db, basic.userId, { subscriptionTier: 'basic', credits: 5, creditsExpireAt: sql`now() - interval '1 day'` });
    await expect(spendCreditForRun(t.deps.db, basic.userId, 'AI Sales Coach', 1)).rejects.toMatchObject({
      status: 402,
      message: expect.stringContaining('expired'),
    });
    expect(await credits(basic.userId)).toBe(5);
    const me = (await (await t.request('/api/me', { cookie: basic.cookie })).json()) as { profile: { availableCredits: number; creditsExpired: boolean } };
    expect(me.profile).toMatchObject({ availableCredits: 0, creditsExpired: true });
  });

  it('a failed run gives its credit back exactly once', async () => {
    const { userId } = await t.signUp();
    const run = await spendCreditForRun(t.deps.db, userId, 'Commission Calculator', 1);
    expect(await credits(userId)).toBe(1);
    const refunds = await Promise.all([refundRun(t.deps.db, run), refundRun(t.deps.db, run), refundRun(t.deps.db, run)]);
    expect(refunds.filter(Boolean)).toHaveLength(1);
    expect(await credits(userId)).toBe(2);
  });
});

describe('guest trial', () => {
  it('allows one free run per device, then refuses even with a fresh localStorage', async () => {
    const first = await t.request('/api/tools/pipeline/trial', { method: 'POST', json: {} });
    expect(first.status).toBe(200);
    const cookie = cookieFrom(first);
    expect(first.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);
    const second = await t.request('/api/tools/pipeline/trial', { method: 'POST', json: {}, cookie });
    expect(second.status).toBe(403);
    const refusal = ((await second.json()) as { error: { message: string; details?: { reason?: string } } }).error;
    expect(refusal.message).toMatch(/free trial/);
    // The web opens the sign-up dialog on this reason alone (useToolRun), never on a bare 403.
    expect(refusal.details?.reason).toBe('guest_trial_used');
  });

  it('caps guest runs per IP per day even when cookies are cleared', async () => {
    const fresh = await createTestApp({ GUEST_DAILY_RUNS_PER_IP: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await fresh.request('/api/tools/pipeline/trial', { method: 'POST', json: {} })).status);
      expect(statuses).toEqual([200, 200, 403]);
    } finally {
      await fresh.close();
    }
  });

  it('never limits signed-in users on the free tool and refuses the trial route for paid tools', async () => {
    const { cookie } = await t.signUp();
    for (let i = 0; i < 3; i++) expect((await t.request('/api/tools/pipeline/trial', { method: 'POST', json: {}, cookie })).status).toBe(200);
    expect((await t.request('/api/tools/pitch-lab/trial', { method: 'POST', json: {}, cookie })).status).toBe(400);
  });
});

describe('ratings', () => {
  it('stores a rating with the user id, trimmed comment, empty comment as null', async () => {
    const { cookie, userId } = await t.signUp();
    const res = await t.request('/api/ratings', { method: 'POST', cookie, json: { toolId: 'commission', rating: 5, comment: '  Great help  ' } });
    expect(res.status).toBe(201);
    const empty = await t.request('/api/ratings', { method: 'POST', json: { toolId: 'commission', rating: 4, comment: '   ' } });
    expect(empty.status).toBe(201);
    const rows = await t.deps.db.select().from(toolRatings).where(eq(toolRatings.toolName, 'Commission Calculator'));
    expect(rows.find((r) => r.userId === userId)!.comment).toBe('Great help');
    expect(rows.find((r) => r.userId === null)!.comment).toBeNull();
    const summary = (await (await t.request('/api/tools/ratings')).json()) as { toolName: string; average: number; count: number }[];
    expect(summary.find((s) => s.toolName === 'Commission Calculator')).toEqual({ toolName: 'Commission Calculator', average: 4.5, count: 2, isShown: false });
    expect(summary).toHaveLength(4);
  });

  it(`shows a tool's average only from ${MIN_RATINGS_SHOWN} ratings on`, async () => {
    const shownOf = async () =>
      ((await (await t.request('/api/tools/ratings')).json()) as { toolName: string; count: number; isShown: boolean }[]).find(
        (s) => s.toolName === 'Pipeline Math Calculator',
      )!;
    expect(await shownOf()).toMatchObject({ count: 0, isShown: false });
    for (let i = 1; i < MIN_RATINGS_SHOWN; i++) {
      expect((await t.request('/api/ratings', { method: 'POST', json: { toolId: 'pipeline', rating: 2 } })).status).toBe(201);
      expect(await shownOf()).toMatchObject({ count: i, isShown: false });
    }
    expect((await t.request('/api/ratings', { method: 'POST', json: { toolId: 'pipeline', rating: 5 } })).status).toBe(201);
    expect(await shownOf()).toMatchObject({ count: MIN_RATINGS_SHOWN, isShown: true, average: 3 });
  });

  it.each([
    [{ toolId: 'pitch-lab', rating: 0 }],
    [{ toolId: 'pitch-lab', rating: 6 }],
    [{ toolId: 'pitch-lab', rating: 3.5 }],
    [{ toolId: 'pitch-lab' }],
    [{ toolId: 'tool-9', rating: 3 }],
    [{ toolId: 'pitch-lab', rating: 3, comment: 'x'.repeat(501) }],
    [{ toolId: 'pitch-lab', rating: 3, userId: 'someone-else' }],
  ])('rejects %o with 400 and stores nothing', async (body) => {
    const before = (await t.deps.db.select().from(toolRatings)).length;
    const res = await t.request('/api/ratings', { method: 'POST', json: body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBeTruthy();
    expect((await t.deps.db.select().from(toolRatings)).length).toBe(before);
  });
});

describe('a new user on /api/me', () => {
  it('has run no tool until their own run completes (the dashboard greets them as new until then)', async () => {
    const hasRunTool = async (cookie: string) => ((await (await t.request('/api/me', { cookie })).json()) as { hasRunTool: boolean }).hasRunTool;
    const newcomer = await t.signUp();
    const other = await t.signUp();
    expect(await hasRunTool(newcomer.cookie)).toBe(false);
    // A run still pending (charged, not finished) and someone else's finished run do not count.
    await spendCreditForRun(t.deps.db, newcomer.userId, 'The Pitch Lab', 1);
    await t.deps.db.insert(toolUsageLogs).values({ userId: other.userId, toolName: 'The Pitch Lab', result: '# Report' });
    expect(await hasRunTool(newcomer.cookie)).toBe(false);
    await t.deps.db.insert(toolUsageLogs).values({ userId: newcomer.userId, toolName: 'Commission Calculator', result: '# Plan' });
    expect(await hasRunTool(newcomer.cookie)).toBe(true);
  });
});
