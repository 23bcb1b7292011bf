import { and, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Actor } from '../actor.ts';
import type { Db } from '../db/client.ts';
import { idempotentRequests } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

// At most one run per idempotency key and caller (decision 027). The unique index on (owner, key)
// decides a race between two requests: the one whose row goes in runs; the other waits for its
// answer and gets the same one, so a recording sent twice is charged once.

/** A stored answer is replayed for this long; after it, the key may run again (and the report left the server's keeping). */
const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;
/** A row still without an answer after this long belongs to a request that died (a restart): it may be taken over. */
const ABANDONED_AFTER_MS = 10 * 60 * 1000;
const POLL_MS = 200;
/** How long a second request waits for the first one's answer before it is told to try again. */
const DEFAULT_WAIT_MS = 120_000;

/** Whose key it is: a signed-in user's own, or guests' (a guest has no id before its first run). */
export const idempotencyOwner = (actor: Actor) => (actor.user ? `user:${actor.user.id}` : 'guest');

interface Options {
  now?: () => number;
  waitMs?: number;
}

/**
 * Runs `work` once for (owner, key): the first request runs it and stores its answer; any other,
 * at the same time or later, gets that answer (`replayed`). A failed run stores nothing (its credit
 * was given back), so the same key may be sent again.
 */
export async function oncePerKey<T>(
  db: Db,
  owner: string,
  key: string,
  work: () => Promise<T>,
  options: Options = {},
): Promise<{ value: T; replayed: boolean }> {
  const now = options.now ?? Date.now;
  const deadline = now() + (options.waitMs ?? DEFAULT_WAIT_MS);
  const mine = and(eq(idempotentRequests.owner, owner), eq(idempotentRequests.key, key));
  for (;;) {
    await db.delete(idempotentRequests).where(and(mine, stale(now())));
    const claimed = await db.insert(idempotentRequests).values({ owner, key }).onConflictDoNothing().returning({ key: idempotentRequests.key });
    if (claimed.length > 0) return { value: await runAndStore(db, mine, work), replayed: false };
    const [row] = await db.select({ response: idempotentRequests.response }).from(idempotentRequests).where(mine).limit(1);
    if (row && row.response !== null) return { value: row.response as T, replayed: true };
    // Still running elsewhere (or just failed and gone: the next turn claims it).
    if (now() >= deadline) throw new AppError('conflict', 'idempotency.inProgress', { details: { reason: 'in_progress', retryAfterSeconds: 5 } });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function runAndStore<T>(db: Db, mine: SQL | undefined, work: () => Promise<T>): Promise<T> {
  let value: T;
  try {
    value = await work();
  } catch (error) {
    await db.delete(idempotentRequests).where(and(mine, isNull(idempotentRequests.response)));
    throw error;
  }
  await db.update(idempotentRequests).set({ response: value }).where(mine);
  return value;
}

/** Rows past keeping, or without an answer for too long (their request died), no longer hold the key. */
function stale(now: number) {
  return or(
    lt(idempotentRequests.createdAt, new Date(now - IDEMPOTENCY_KEEP_MS)),
    and(isNull(idempotentRequests.response), lt(idempotentRequests.createdAt, new Date(now - ABANDONED_AFTER_MS))),
  );
}

/** The periodic sweep: answers past keeping and claims whose request died (by the created_at index). */
export async function deleteStaleIdempotentRequests(db: Db, now = Date.now()) {
  const deleted = await db.delete(idempotentRequests).where(stale(now)).returning({ key: idempotentRequests.key });
  return deleted.length;
}
