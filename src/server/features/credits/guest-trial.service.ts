import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { guestRuns } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { counterRefusal, giveBackCounters, takeCounters, type Counter } from '../../lib/counters.ts';
import { addressHash, GUEST_CAP_PREFIX } from './ai-budget.ts';

export const GUEST_COOKIE = 'gt_guest';
export const GUEST_TRIAL_USED_MESSAGE = 'You have used your free trial. Create a free account to keep using the tools.';

export interface GuestRun {
  kind: 'guest';
  guestRunId: string;
  toolName: string;
}

const trialUsed = () => new AppError('forbidden', GUEST_TRIAL_USED_MESSAGE, { reason: 'guest_trial_used' });

/**
 * One free run per device, enforced on the server: an httpOnly signed cookie marks the device,
 * and a per-address daily cap (IPv6 per /64) stops cookie clearing from becoming a free AI
 * budget. The cap and any `counters` of the run (AI budgets) are taken in one atomic statement,
 * so parallel requests from one address get exactly the cap.
 */
export async function claimGuestTrial(c: Context<AppEnv>, deps: Pick<Deps, 'db' | 'env'>, toolName: string, counters: Counter[] = []): Promise<GuestRun> {
  const { db, env } = deps;
  const secret = env.AUTH_SECRET;
  const existing = await getSignedCookie(c, secret, GUEST_COOKIE);
  if (existing) throw trialUsed();
  const ipHash = addressHash(c, secret);
  const cap: Counter = {
    key: `${GUEST_CAP_PREFIX}${ipHash}`,
    limit: env.GUEST_DAILY_RUNS_PER_IP,
    window: 'day',
    refusal: { code: 'forbidden', message: GUEST_TRIAL_USED_MESSAGE, details: { reason: 'guest_trial_used' } },
  };
  const taken = await takeCounters(db, [cap, ...counters]);
  if (!taken.ok) throw taken.refusedBy === cap ? trialUsed() : counterRefusal(taken.refusedBy, taken.retryAfterSeconds);
  const deviceId = randomUUID();
  let row: { id: string } | undefined;
  try {
    [row] = await db.insert(guestRuns).values({ deviceId, ipHash, toolName }).returning({ id: guestRuns.id });
  } catch (error) {
    await giveBackCounters(db, taken.taken);
    throw error;
  }
  await setSignedCookie(c, GUEST_COOKIE, deviceId, secret, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: env.APP_URL.startsWith('https://'),
    path: '/',
    maxAge: 60 * 60 * 24 * 365,
  });
  return { kind: 'guest', guestRunId: row!.id, toolName };
}

/** A guest run whose server-side work failed does not use up the trial. */
export async function releaseGuestTrial(c: Context<AppEnv>, deps: Pick<Deps, 'db'>, run: GuestRun) {
  const released = await deps.db.delete(guestRuns).where(eq(guestRuns.id, run.guestRunId)).returning({ ipHash: guestRuns.ipHash });
  // The address's cap is given back with the trial (the AI budgets stay taken: the run was tried).
  await giveBackCounters(
    deps.db,
    released.map((r) => ({ key: `${GUEST_CAP_PREFIX}${r.ipHash}` })),
  );
  c.header('Set-Cookie', `${GUEST_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`, { append: true });
}
