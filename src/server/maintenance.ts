import { and, eq, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { profiles, session } from './db/schema/index.ts';
import { deleteExpiredRateLimits } from './lib/rate-limit.ts';
import { logger } from './lib/logger.ts';
import { SESSION_MAX_AGE_SECONDS } from './auth/session-reader.ts';
import { buildLocalSubscriptionDeletedEvent } from './features/payments/local-checkout.service.ts';
import { fulfilEvent } from './features/payments/fulfilment.service.ts';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Sessions past their sliding expiry or their absolute lifetime (better-auth's own routes then refuse them too). */
export async function deleteEndedSessions(db: Db) {
  const deleted = await db
    .delete(session)
    .where(or(lt(session.expiresAt, sql`now()`), lt(session.createdAt, sql`now() - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`)))
    .returning({ id: session.id });
  return deleted.length;
}

/**
 * A local test-checkout Premium nobody renews ends at its period end, as an unpaid Stripe
 * subscription would, through the same subscription-deleted event and fulfilment path.
 */
export async function expireLocalSubscriptions(db: Db, now = new Date()) {
  const due = await db
    .select({ id: profiles.id, subscriptionId: profiles.stripeSubscriptionId })
    .from(profiles)
    .where(and(eq(profiles.subscriptionTier, 'premium'), like(profiles.stripeSubscriptionId, 'sub\\_local\\_%'), lt(profiles.subscriptionRenewsAt, now)));
  for (const row of due) await fulfilEvent(db, buildLocalSubscriptionDeletedEvent(row.id, row.subscriptionId!, now));
  return due.length;
}

/** Runs the periodic clean-ups now and every ten minutes on this node; returns the stop function. */
export function startMaintenance(db: Db) {
  const sweep = async () => {
    try {
      const [rateLimits, sessions, subscriptions] = [await deleteExpiredRateLimits(db), await deleteEndedSessions(db), await expireLocalSubscriptions(db)];
      if (rateLimits + sessions + subscriptions > 0) logger.info('maintenance', { rateLimits, sessions, subscriptions });
    } catch (error) {
      logger.error('maintenance failed', { error: error instanceof Error ? error.message : String(error) });
    }
  };
  let running = sweep();
  const timer = setInterval(() => (running = running.then(sweep)), SWEEP_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
