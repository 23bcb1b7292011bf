import { and, eq, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { organizations, session } from './db/schema/index.ts';
import { deleteExpiredRateLimits } from './lib/rate-limit.ts';
import { deleteStaleIdempotentRequests } from './lib/idempotency.ts';
import { logger } from './lib/logger.ts';
import { SESSION_MAX_AGE_SECONDS } from './auth/session-reader.ts';
import { buildLocalSubscriptionDeletedEvent } from './features/billing/local-checkout.service.ts';
import { deleteExpiredCallAudio } from './features/calls/calls.service.ts';
import { fulfilEvent } from './features/billing/fulfilment.service.ts';

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
    .select({ id: organizations.id, subscriptionId: organizations.stripeSubscriptionId })
    .from(organizations)
    .where(
      and(
        eq(organizations.subscriptionTier, 'premium'),
        like(organizations.stripeSubscriptionId, 'sub\\_local\\_%'),
        lt(organizations.subscriptionRenewsAt, now),
      ),
    );
  for (const row of due) await fulfilEvent(db, buildLocalSubscriptionDeletedEvent(row.id, row.subscriptionId!, now));
  return due.length;
}

/**
 * Longer than any tool run can take: a spoken pitch is one transcription and one analysis, each
 * retried once on 429/5xx and the analysis once more on invalid JSON (six AI calls at
 * AI_TIMEOUT_MS), plus a margin; never under ten minutes.
 */
export function stuckRunAfterMs(aiTimeoutMs: number) {
  return Math.max(10 * 60_000, 6 * aiTimeoutMs + 2 * 60_000);
}

/**
 * Runs whose process died before answering (killed, crashed, a deploy without drain) keep their
 * credit spent and their usage log `pending` forever. Logs pending for longer than any run can
 * take are marked failed and their credits given back, exactly once: one statement that locks
 * the logs it settles (a second sweep on another node skips them, and a late refundRun finds
 * them no longer pending). Sales Coach calls hold their log pending while the call is live (and
 * until the learner asks for the report); only a call whose analysis started and never finished
 * is settled here, and marked failed with it; so is a real call whose analysis never finished.
 */
export async function refundStuckRuns(db: Db, olderThanMs: number) {
  const age = sql`make_interval(secs => ${olderThanMs / 1000})`;
  const result = await db.execute<{ runs: number; credits: number }>(sql`
    with stuck as (
      select l.id, l.charged_organization_id as wallet_id, l.credits_used from tool_usage_logs l
      where l.status = 'pending' and l.created_at < now() - ${age}
        and not exists (
          select 1 from sales_sessions s
          where s.usage_log_id = l.id and not (s.status in ('analyzing', 'failed') and coalesce(s.ended_at, s.started_at) < now() - ${age}))
      order by l.id
      limit 1000
      for update of l skip locked
    ), settled as (
      update tool_usage_logs l set status = 'failed', credits_used = 0 from stuck where l.id = stuck.id returning l.id
    ), refunds as (
      select wallet_id, sum(credits_used)::int as credits from stuck where credits_used > 0 and wallet_id is not null group by wallet_id
    ), refunded as (
      update organizations o set credits = o.credits + r.credits from refunds r where o.id = r.wallet_id returning o.id
    ), calls as (
      update sales_sessions s set status = 'failed' from stuck where s.usage_log_id = stuck.id and s.status = 'analyzing' returning s.id
    ), real as (
      update real_calls r set status = 'failed', error_code = 'internal', error_id = 'calls.analysisFailed', refunded = true, audio = null, lease_until = null
      from stuck where r.usage_log_id = stuck.id and r.status = 'processing' returning r.id
    )
    select (select count(*) from settled)::int as runs, (select coalesce(sum(credits), 0) from refunds)::int as credits`);
  const row = result.rows[0];
  return { runs: Number(row?.runs ?? 0), credits: Number(row?.credits ?? 0) };
}

export interface MaintenanceOptions {
  /** Pending usage logs older than this are refunded and marked failed (see stuckRunAfterMs). */
  stuckRunAfterMs?: number;
}

/** Runs the periodic clean-ups now and every ten minutes on this node; returns the stop function. */
export function startMaintenance(db: Db, options: MaintenanceOptions = {}) {
  const stuckAfter = options.stuckRunAfterMs ?? stuckRunAfterMs(60_000);
  const sweep = async () => {
    try {
      const [rateLimits, sessions, subscriptions, idempotencyKeys, callRecordings] = [
        await deleteExpiredRateLimits(db),
        await deleteEndedSessions(db),
        await expireLocalSubscriptions(db),
        await deleteStaleIdempotentRequests(db),
        await deleteExpiredCallAudio(db),
      ];
      const stuck = await refundStuckRuns(db, stuckAfter);
      if (stuck.runs > 0)
        logger.warn('maintenance: refunded runs left pending', { runs: stuck.runs, credits: stuck.credits, olderThanMinutes: Math.round(stuckAfter / 60_000) });
      if (rateLimits + sessions + subscriptions + idempotencyKeys + callRecordings > 0)
        logger.info('maintenance', { rateLimits, sessions, subscriptions, idempotencyKeys, callRecordings });
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
