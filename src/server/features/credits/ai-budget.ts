import { inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { countsToday, UTC_DAY_START, type Counter } from '../../lib/counters.ts';
import { AI_BUDGET_MESSAGES, type AdminAiUsage } from '../../../shared/ai-budget.ts';

// Daily AI budgets, on top of credits (credits say who may run a tool; budgets bound what the
// AI provider can cost): per account (Premium included), per client address for free accounts
// and guests (sign-ups need no verified e-mail, so accounts alone are no limit), and for the whole
// service. Counted per UTC day in rate_limits, only for runs that were accepted.

export const AI_GLOBAL_KEY = 'ai-day:global';
const USER_PREFIX = 'ai-day:user:';
export const aiUserKey = (userId: string) => `${USER_PREFIX}${userId}`;
const ADDRESS_PREFIX = 'ai-day:free-ip:';
export const GUEST_CAP_PREFIX = 'guest-day:ip:';

export interface BudgetSubject {
  /** Signed-in caller; absent for guests. */
  userId?: string;
  /** Guests and free-tier accounts also count against their address. */
  free: boolean;
  addressHash: string;
}

/** The counters one accepted AI tool run takes. */
export function aiBudgetCounters(env: Deps['env'], subject: BudgetSubject): Counter[] {
  const counters: Counter[] = [
    {
      key: AI_GLOBAL_KEY,
      limit: env.AI_DAILY_RUNS_GLOBAL,
      window: 'day',
      refusal: { code: 'ai_budget_exhausted', id: AI_BUDGET_MESSAGES.global, details: { reason: 'ai_daily_global_limit' } },
    },
  ];
  if (subject.userId) {
    counters.push({
      key: aiUserKey(subject.userId),
      limit: env.AI_DAILY_RUNS_PER_USER,
      window: 'day',
      refusal: { code: 'rate_limited', id: AI_BUDGET_MESSAGES.user, values: { limit: env.AI_DAILY_RUNS_PER_USER }, details: { reason: 'ai_daily_user_limit' } },
    });
  }
  if (subject.free) {
    counters.push({
      key: `${ADDRESS_PREFIX}${subject.addressHash}`,
      limit: env.FREE_DAILY_AI_RUNS_PER_IP,
      window: 'day',
      refusal: { code: 'rate_limited', id: AI_BUDGET_MESSAGES.address, details: { reason: 'ai_daily_address_limit' } },
    });
  }
  return counters;
}

async function prefixStats(db: DbOrTx, prefix: string, limit: number) {
  const result = await db.execute<{ busiest: number | null; at_limit: number }>(sql`
    select max(count) as busiest, count(*) filter (where count >= ${limit}) as at_limit
    from rate_limits where key like ${`${prefix}%`} and window_start >= ${UTC_DAY_START}`);
  const row = result.rows[0];
  return { limit, busiest: Number(row?.busiest ?? 0), atLimit: Number(row?.at_limit ?? 0) };
}

/** Today's AI runs against the budgets, for the admin overview. */
export async function aiUsageToday(db: DbOrTx, env: Deps['env']): Promise<AdminAiUsage> {
  const [global, topRows, perUser, perAddress, guests, day] = await Promise.all([
    countsToday(db, [AI_GLOBAL_KEY]),
    db.execute<{ key: string; count: number }>(sql`
      select key, count from rate_limits where key like ${`${USER_PREFIX}%`} and window_start >= ${UTC_DAY_START} and count > 0
      order by count desc, key limit 5`),
    prefixStats(db, USER_PREFIX, env.AI_DAILY_RUNS_PER_USER),
    prefixStats(db, ADDRESS_PREFIX, env.FREE_DAILY_AI_RUNS_PER_IP),
    prefixStats(db, GUEST_CAP_PREFIX, env.GUEST_DAILY_RUNS_PER_IP),
    db.execute<{ day: string }>(sql`select to_char(${UTC_DAY_START} at time zone 'UTC', 'YYYY-MM-DD') as day`),
  ]);
  const top = topRows.rows.map((r) => ({ userId: r.key.slice(USER_PREFIX.length), used: Number(r.count) }));
  const emails = top.length
    ? new Map(
        (
          await db
            .select({ id: profiles.id, email: profiles.email })
            .from(profiles)
            .where(
              inArray(
                profiles.id,
                top.map((t) => t.userId),
              ),
            )
        ).map((p) => [p.id, p.email]),
      )
    : new Map<string, string>();
  return {
    day: day.rows[0]!.day,
    global: { used: global.get(AI_GLOBAL_KEY) ?? 0, limit: env.AI_DAILY_RUNS_GLOBAL },
    perUser: { limit: perUser.limit, atLimit: perUser.atLimit, top: top.map((t) => ({ ...t, email: emails.get(t.userId) ?? null })) },
    perAddress,
    guestTrialsPerAddress: guests,
  };
}
