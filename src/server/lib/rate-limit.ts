import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from './app-error.ts';
import type { ServerMessageId } from '../../shared/i18n/server-message.ts';

export interface RateLimitRule {
  /** e.g. 'signin:ip:1.2.3.4' */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts a hit in a fixed window kept in the database, so every app instance shares the count
 * (better-auth's limiter counts in memory and skips server-side calls).
 */
export async function hitRateLimit(db: DbOrTx, rule: RateLimitRule) {
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limits (key, count, window_start) values (${rule.key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then now() else rate_limits.window_start end
    returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after`);
  const row = result.rows[0]!;
  return { allowed: Number(row.count) <= rule.limit, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}

export async function enforceRateLimits(db: DbOrTx, rules: RateLimitRule[], message: ServerMessageId = 'common.tooManyAttempts') {
  for (const rule of rules) {
    const { allowed, retryAfterSeconds } = await hitRateLimit(db, rule);
    if (!allowed) throw new AppError('rate_limited', message, { details: { retryAfterSeconds } });
  }
}

/** How many hits `key` has in its current window (0 when none or when the window has passed). */
export async function countRateLimit(db: DbOrTx, key: string, windowSeconds: number) {
  const result = await db.execute<{ count: number }>(sql`
    select count from rate_limits where key = ${key} and window_start > now() - make_interval(secs => ${windowSeconds})`);
  return Number(result.rows[0]?.count ?? 0);
}

export async function clearRateLimit(db: DbOrTx, key: string) {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Windows are at most a day long: older rows count for nothing and are removed. */
export async function deleteExpiredRateLimits(db: DbOrTx, olderThanSeconds = 2 * 24 * 60 * 60) {
  const result = await db.execute(sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds})`);
  return result.rowCount ?? 0;
}
