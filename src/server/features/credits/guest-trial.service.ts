import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { AppEnv, Services } from '../../context.ts';
import { guestRuns } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export const GUEST_COOKIE = 'gt_guest';
export const GUEST_TRIAL_USED_MESSAGE = 'You have used your free trial. Create a free account to keep using the tools.';

export interface GuestRun {
  kind: 'guest';
  guestRunId: string;
  toolName: string;
}

function hashIp(ip: string, secret: string) {
  // Stored hashed: the cap needs equality, not the address itself.
  return createHash('sha256').update(`${secret}:${ip}`).digest('hex').slice(0, 32);
}

/**
 * One free run per device, enforced on the server: an httpOnly signed cookie marks the device,
 * and a per-IP daily cap stops cookie clearing from becoming a free AI budget.
 */
export async function claimGuestTrial(c: Context<AppEnv>, services: Pick<Services, 'db' | 'env'>, toolName: string): Promise<GuestRun> {
  const { db, env } = services;
  const secret = env.AUTH_SECRET;
  const existing = await getSignedCookie(c, secret, GUEST_COOKIE);
  if (existing) throw new AppError('forbidden', GUEST_TRIAL_USED_MESSAGE, { reason: 'guest_trial_used' });
  const ipHash = hashIp(c.get('clientIp'), secret);
  const [{ value: todayRuns } = { value: 0 }] = await db
    .select({ value: count() })
    .from(guestRuns)
    .where(and(eq(guestRuns.ipHash, ipHash), gt(guestRuns.createdAt, sql`now() - interval '1 day'`)));
  if (todayRuns >= env.GUEST_DAILY_RUNS_PER_IP) throw new AppError('forbidden', GUEST_TRIAL_USED_MESSAGE, { reason: 'guest_trial_used' });
  const deviceId = randomUUID();
  const [row] = await db.insert(guestRuns).values({ deviceId, ipHash, toolName }).returning({ id: guestRuns.id });
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
export async function releaseGuestTrial(c: Context<AppEnv>, services: Pick<Services, 'db'>, run: GuestRun) {
  await services.db.delete(guestRuns).where(eq(guestRuns.id, run.guestRunId));
  c.header('Set-Cookie', `${GUEST_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`, { append: true });
}
