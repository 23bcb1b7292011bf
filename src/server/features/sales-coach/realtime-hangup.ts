import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { salesSessions } from '../../db/schema/index.ts';
import { logger } from '../../lib/logger.ts';

/** The browser ends the call itself at 0:00; the server steps in a moment later. */
export const HANGUP_GRACE_MS = 3_000;
const HANGUP_TIMEOUT_MS = 10_000;
const SWEEP_EVERY_MS = 15_000;
// OpenAI closes any realtime session after 60 minutes, so older calls need no hang-up.
const SWEEP_LOOKBACK_MS = 65 * 60_000;

/**
 * Server-side end of realtime calls. A client timer can be bypassed once the browser holds a
 * client secret, so the server hangs the call up at ends_at: with an in-memory timer when the
 * browser reports the call id, and lazily (next request, periodic sweep) for calls whose timer
 * was lost to a restart or lives on another app node. The database row is the claim, so each
 * call is hung up once however many nodes notice it.
 */
export class RealtimeHangups {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private lastSweep = 0;

  constructor(private readonly deps: Pick<Deps, 'db' | 'env'>) {}

  schedule(sessionId: string, endsAt: Date) {
    this.cancel(sessionId);
    const delay = Math.min(2 ** 31 - 1, Math.max(0, endsAt.getTime() + HANGUP_GRACE_MS - Date.now()));
    const timer = setTimeout(() => {
      this.timers.delete(sessionId);
      void this.hangUp(sessionId).catch((error: unknown) => logger.warn('sales coach: scheduled hang-up failed', { sessionId, error: String(error) }));
    }, delay);
    timer.unref();
    this.timers.set(sessionId, timer);
  }

  cancel(sessionId: string) {
    const timer = this.timers.get(sessionId);
    if (timer) clearTimeout(timer);
    this.timers.delete(sessionId);
  }

  /** Hangs up the session's realtime call unless someone already did; true when this call did it. */
  async hangUp(sessionId: string): Promise<boolean> {
    const { db, env } = this.deps;
    this.cancel(sessionId);
    const [claimed] = await db
      .update(salesSessions)
      .set({ hungUpAt: new Date() })
      .where(and(eq(salesSessions.id, sessionId), isNotNull(salesSessions.realtimeCallId), isNull(salesSessions.hungUpAt)))
      .returning({ callId: salesSessions.realtimeCallId, callsUrl: salesSessions.realtimeCallsUrl });
    if (!claimed?.callId || !claimed.callsUrl) return false;
    try {
      const response = await fetch(`${claimed.callsUrl.replace(/\/$/, '')}/${encodeURIComponent(claimed.callId)}/hangup`, {
        method: 'POST',
        headers: env.AI_API_KEY ? { Authorization: `Bearer ${env.AI_API_KEY}` } : {},
        signal: AbortSignal.timeout(HANGUP_TIMEOUT_MS),
      });
      await response.body?.cancel();
      // 404: the call already ended (the browser hung up, or the service closed it).
      if (response.ok || response.status === 404) return true;
      throw new Error(`hang-up answered ${response.status}`);
    } catch (error) {
      logger.warn('sales coach: hang-up failed, will retry', { sessionId, error: String(error) });
      await db.update(salesSessions).set({ hungUpAt: null }).where(eq(salesSessions.id, sessionId));
      return false;
    }
  }

  /** For a session row just read: hang up now if its time is over. */
  async hangUpIfDue(row: { id: string; realtimeCallId: string | null; hungUpAt: Date | null; endsAt: Date }) {
    if (!row.realtimeCallId || row.hungUpAt) return false;
    if (row.endsAt.getTime() + HANGUP_GRACE_MS > Date.now()) return false;
    return this.hangUp(row.id);
  }

  /** Finds every overdue call (any app node's) and hangs it up. */
  async sweep() {
    const now = Date.now();
    const due = await this.deps.db
      .select({ id: salesSessions.id })
      .from(salesSessions)
      .where(
        and(
          isNotNull(salesSessions.realtimeCallId),
          isNull(salesSessions.hungUpAt),
          lte(salesSessions.endsAt, new Date(now - HANGUP_GRACE_MS)),
          gt(salesSessions.endsAt, new Date(now - SWEEP_LOOKBACK_MS)),
        ),
      )
      .limit(50);
    let count = 0;
    for (const { id } of due) if (await this.hangUp(id)) count += 1;
    return count;
  }

  /** A throttled sweep in the background of a request (never delays it). */
  sweepSoon() {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    void this.sweep().catch((error: unknown) => logger.warn('sales coach: hang-up sweep failed', { error: String(error) }));
  }

  stop() {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

const hangupsByDeps = new WeakMap<object, RealtimeHangups>();

/**
 * The hang-up keeper of one app (one per deps object, created on first use): every request of
 * that app shares its timers. Keyed by the deps object itself, so a test that swaps `deps.ai` on
 * a running app still reaches the same keeper.
 */
export function realtimeHangups(deps: Pick<Deps, 'db' | 'env'>): RealtimeHangups {
  let hangups = hangupsByDeps.get(deps);
  if (!hangups) {
    hangups = new RealtimeHangups(deps);
    hangupsByDeps.set(deps, hangups);
  }
  return hangups;
}
