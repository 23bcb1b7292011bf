import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { guestRuns } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { counterRefusal, giveBackCounters, takeCounters, type Counter } from '../../lib/counters.ts';
import { GUEST_CAP_PREFIX } from './ai-budget.ts';
import { getToolByName, type GuestTrialState } from '../../../shared/tools.ts';

export const GUEST_TRIAL_USED_MESSAGE = 'credits.guestTrialUsed';

export interface GuestRun {
  kind: 'guest';
  guestRunId: string;
  toolName: string;
}

const trialUsed = () => new AppError('forbidden', GUEST_TRIAL_USED_MESSAGE, { details: { reason: 'guest_trial_used' } });

/**
 * One free run per device, enforced on the server: the device is marked (an httpOnly signed
 * cookie, set by the HTTP edge),
 * and a per-address daily cap (IPv6 per /64) stops cookie clearing from becoming a free AI
 * budget. The cap and any `counters` of the run (AI budgets) are taken in one atomic statement,
 * so parallel requests from one address get exactly the cap.
 */
export async function claimGuestTrial(deps: Pick<Deps, 'db' | 'env'>, actor: Actor, toolName: string, counters: Counter[] = []): Promise<GuestRun> {
  const { db, env } = deps;
  if (actor.device.id) throw trialUsed();
  const ipHash = actor.addressHash;
  const cap: Counter = {
    key: `${GUEST_CAP_PREFIX}${ipHash}`,
    limit: env.GUEST_DAILY_RUNS_PER_IP,
    window: 'day',
    refusal: { code: 'forbidden', id: GUEST_TRIAL_USED_MESSAGE, details: { reason: 'guest_trial_used' } },
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
  actor.device.mark(deviceId);
  return { kind: 'guest', guestRunId: row!.id, toolName };
}

/** A guest run whose server-side work failed does not use up the trial. */
export async function releaseGuestTrial(deps: Pick<Deps, 'db'>, actor: Actor, run: GuestRun) {
  const released = await deps.db.delete(guestRuns).where(eq(guestRuns.id, run.guestRunId)).returning({ ipHash: guestRuns.ipHash });
  // The address's cap is given back with the trial (the AI budgets stay taken: the run was tried).
  await giveBackCounters(
    deps.db,
    released.map((r) => ({ key: `${GUEST_CAP_PREFIX}${r.ipHash}` })),
  );
  actor.device.clear();
}

/**
 * Whether the calling device has used its trial (a valid mark), and on which tool: the web's pre-check
 * reads it. A user is never in a trial. The address's daily cap is not told: it refuses the run itself.
 */
export async function guestTrialState(deps: Pick<Deps, 'db'>, actor: Actor): Promise<GuestTrialState> {
  const deviceId = actor.device.id;
  if (actor.user || !deviceId) return { used: false, toolId: null };
  const [row] = await deps.db.select({ toolName: guestRuns.toolName }).from(guestRuns).where(eq(guestRuns.deviceId, deviceId)).limit(1);
  return { used: true, toolId: (row && getToolByName(row.toolName)?.id) ?? null };
}
