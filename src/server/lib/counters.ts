import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from './app-error.ts';
import type { MessageValues } from '../../shared/i18n/namespaces.ts';
import type { ServerMessageId } from '../../shared/i18n/server-message.ts';

/**
 * Capped counters in the `rate_limits` table, taken together or not at all: unlike hitRateLimit
 * (which counts every attempt), a counter that is at its cap is not incremented, so refused
 * requests never use up anyone's allowance.
 */
export interface Counter {
  /** e.g. 'ai-day:user:<id>' */
  key: string;
  /** How many the window allows; 0 refuses everything. */
  limit: number;
  /** 'day': the UTC calendar day; a number: a fixed window of that many seconds from its first hit. */
  window: 'day' | number;
  /** The error a refusal by this counter becomes (retryAfterSeconds is added to its details). */
  refusal: { code: 'rate_limited' | 'ai_budget_exhausted' | 'forbidden'; id: ServerMessageId; values?: MessageValues; details?: Record<string, unknown> };
}

export type TakeResult = { ok: true; taken: Counter[] } | { ok: false; refusedBy: Counter; retryAfterSeconds: number };

/** The start of the current UTC day, as the database sees it (one clock for every app node). */
export const UTC_DAY_START = sql`date_trunc('day', now(), 'UTC')`;

function windowExpired(counter: Counter): SQL {
  return counter.window === 'day'
    ? sql`rate_limits.window_start < ${UTC_DAY_START}`
    : sql`rate_limits.window_start <= now() - make_interval(secs => ${counter.window})`;
}

/** Seconds until the next UTC midnight. */
export function secondsUntilUtcMidnight(now = new Date()) {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * Increments every counter by one if each is below its limit, in ONE statement: a conditional
 * upsert per key, so concurrent requests can never push a counter past its limit (the row lock
 * of ON CONFLICT DO UPDATE re-checks the condition against the latest committed count). When any
 * counter is full, the ones this call did increment are given back at once.
 */
export async function takeCounters(db: DbOrTx, counters: Counter[]): Promise<TakeResult> {
  const unique = [...new Map(counters.map((c) => [c.key, c])).values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (unique.length === 0) return { ok: true, taken: [] };
  const closed = unique.find((c) => c.limit <= 0);
  if (closed) return { ok: false, refusedBy: closed, retryAfterSeconds: closed.window === 'day' ? secondsUntilUtcMidnight() : closed.window };

  // Rows are locked in key order, the same order in every call: no deadlocks between callers.
  const values = sql.join(
    unique.map((c) => sql`(${c.key}, 1, now())`),
    sql`, `,
  );
  const expired = sql.join(
    unique.map((c) => sql`when ${c.key} then ${windowExpired(c)}`),
    sql` `,
  );
  const limits = sql.join(
    unique.map((c) => sql`when ${c.key} then ${c.limit}::int`),
    sql` `,
  );
  const result = await db.execute<{ key: string }>(sql`
    insert into rate_limits (key, count, window_start) values ${values}
    on conflict (key) do update set
      count = case when (case rate_limits.key ${expired} end) then 1 else rate_limits.count + 1 end,
      window_start = case when (case rate_limits.key ${expired} end) then now() else rate_limits.window_start end
    where (case rate_limits.key ${expired} end) or rate_limits.count < (case rate_limits.key ${limits} end)
    returning key`);
  const takenKeys = new Set(result.rows.map((r) => r.key));
  if (takenKeys.size === unique.length) return { ok: true, taken: unique };

  const refusedBy = unique.find((c) => !takenKeys.has(c.key))!;
  await giveBackCounters(
    db,
    unique.filter((c) => takenKeys.has(c.key)),
  );
  return { ok: false, refusedBy, retryAfterSeconds: await retryAfter(db, refusedBy) };
}

/** Gives back one use of each counter (a run that was refused later, or failed before it began). */
export async function giveBackCounters(db: DbOrTx, counters: Pick<Counter, 'key'>[]) {
  if (counters.length === 0) return;
  const keys = sql.join(
    counters.map((c) => sql`${c.key}`),
    sql`, `,
  );
  await db.execute(sql`update rate_limits set count = count - 1 where key in (${keys}) and count > 0`);
}

export function counterRefusal(counter: Counter, retryAfterSeconds: number) {
  const { code, id, values, details } = counter.refusal;
  return new AppError(code, id, { values, details: { ...details, retryAfterSeconds } });
}

async function retryAfter(db: DbOrTx, counter: Counter): Promise<number> {
  if (counter.window === 'day') return secondsUntilUtcMidnight();
  const result = await db.execute<{ retry_after: number | null }>(sql`
    select ceil(extract(epoch from (window_start + make_interval(secs => ${counter.window}) - now())))::int as retry_after
    from rate_limits where key = ${counter.key}`);
  return Math.max(1, Number(result.rows[0]?.retry_after ?? counter.window));
}

/** Today's (UTC) counts of the given keys; keys not used today count 0. */
export async function countsToday(db: DbOrTx, keys: string[]): Promise<Map<string, number>> {
  const counts = new Map(keys.map((k) => [k, 0]));
  if (keys.length === 0) return counts;
  const list = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await db.execute<{ key: string; count: number }>(
    sql`select key, count from rate_limits where key in (${list}) and window_start >= ${UTC_DAY_START}`,
  );
  for (const row of result.rows) counts.set(row.key, Number(row.count));
  return counts;
}
