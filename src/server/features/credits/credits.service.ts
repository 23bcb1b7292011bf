import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, toolUsageLogs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export const OUT_OF_CREDITS_MESSAGE = "You've used all your available credits. Purchase more credits to continue using fixer tools.";
export const CREDITS_EXPIRED_MESSAGE = 'Your monthly credits have expired. Please renew your subscription to continue using fixer tools.';

export interface UserRun {
  kind: 'user';
  userId: string;
  logId: string;
  toolName: string;
  /** Credits taken for this run (0 for premium or free tools). */
  charged: number;
}

/**
 * Checks and spends one credit in a single conditional UPDATE, and writes the pending usage log
 * in the same transaction: concurrent runs can never take the balance below zero or spend twice.
 * Premium is unlimited; basic credits past credits_expire_at count as zero.
 */
export async function spendCreditForRun(db: DbOrTx, userId: string, toolName: string, cost: 0 | 1): Promise<UserRun> {
  return db.transaction(async (tx) => {
    let charged = 0;
    if (cost > 0) {
      const spent = await tx
        .update(profiles)
        .set({ credits: sql`${profiles.credits} - ${cost}` })
        .where(
          and(
            eq(profiles.id, userId),
            sql`${profiles.subscriptionTier} <> 'premium'`,
            sql`${profiles.credits} >= ${cost}`,
            sql`not (${profiles.subscriptionTier} = 'basic' and ${profiles.creditsExpireAt} is not null and ${profiles.creditsExpireAt} < now())`,
          ),
        )
        .returning({ credits: profiles.credits });
      if (spent.length > 0) {
        charged = cost;
      } else {
        const [profile] = await tx.select({ tier: profiles.subscriptionTier, expireAt: profiles.creditsExpireAt }).from(profiles).where(eq(profiles.id, userId));
        if (!profile) throw new AppError('unauthorized', 'Please sign in to continue.');
        if (profile.tier !== 'premium') {
          const expired = profile.tier === 'basic' && profile.expireAt !== null && profile.expireAt.getTime() < Date.now();
          throw new AppError('payment_required', expired ? CREDITS_EXPIRED_MESSAGE : OUT_OF_CREDITS_MESSAGE, { reason: expired ? 'credits_expired' : 'out_of_credits' });
        }
      }
    }
    const [log] = await tx.insert(toolUsageLogs).values({ userId, toolName, creditsUsed: charged, status: 'pending' }).returning({ id: toolUsageLogs.id });
    return { kind: 'user' as const, userId, logId: log!.id, toolName, charged };
  });
}

/** Stores the run's report; the credit stays spent. */
export async function completeRun(db: DbOrTx, run: UserRun, report: { markdown: string; data?: unknown }) {
  await db
    .update(toolUsageLogs)
    .set({ status: 'completed', result: report.markdown, data: report.data ?? null })
    .where(eq(toolUsageLogs.id, run.logId));
}

/**
 * Gives the credit back when the server-side work failed. Only a still-pending log can be
 * refunded, in the same transaction as the refund, so a retried failure refunds exactly once.
 */
export async function refundRun(db: DbOrTx, run: UserRun) {
  return db.transaction(async (tx) => {
    const failed = await tx
      .update(toolUsageLogs)
      .set({ status: 'failed', creditsUsed: 0 })
      .where(and(eq(toolUsageLogs.id, run.logId), eq(toolUsageLogs.status, 'pending')))
      .returning({ creditsUsed: toolUsageLogs.creditsUsed });
    if (failed.length === 0 || run.charged === 0) return false;
    await tx.update(profiles).set({ credits: sql`${profiles.credits} + ${run.charged}` }).where(eq(profiles.id, run.userId));
    return true;
  });
}
