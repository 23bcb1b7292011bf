import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { realCalls } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { practiceObjections, practiceSetup } from '../../../shared/practise-call.ts';
import type { SalesSetup } from '../../../shared/reports.ts';

// A Sales Coach call that practises one of the seller's real calls (issue 31, part 4): the call's
// setup, and a prospect who raises what the real customer objected.

export interface PractisedCall {
  id: string;
  createdAt: Date;
  setup: SalesSetup;
  /** The customer's objections in their words, the main one first (at most 3, clipped). */
  objections: string[];
}

/**
 * The caller's own analysed call. Anyone else's, a call still being analysed or a failed one is a
 * 404 like a missing call: practising is for the seller who made it, not for their managers.
 */
export async function loadPractisedCall(db: DbOrTx, actor: Actor, callId: string): Promise<PractisedCall> {
  const user = actor.user;
  const [row] = user
    ? await db
        .select({ id: realCalls.id, createdAt: realCalls.createdAt, setup: realCalls.setup, report: realCalls.report })
        .from(realCalls)
        .where(and(eq(realCalls.id, callId), eq(realCalls.userId, user.id), eq(realCalls.status, 'done')))
    : [];
  if (!row?.report) throw new AppError('not_found', 'calls.notFound');
  return { id: row.id, createdAt: row.createdAt, setup: practiceSetup(row.setup, row.report), objections: practiceObjections(row.report) };
}

/** The objections a practice's prospect raises on later turns (none once the real call was deleted). */
export async function practisedObjections(db: DbOrTx, callId: string | null): Promise<string[]> {
  if (!callId) return [];
  const [row] = await db.select({ report: realCalls.report }).from(realCalls).where(eq(realCalls.id, callId));
  return row?.report ? practiceObjections(row.report) : [];
}

/** When the practised call was made (ISO), for the scenario's label; null once it was deleted. */
export async function practisedCallDate(db: DbOrTx, callId: string): Promise<string | null> {
  const [row] = await db.select({ createdAt: realCalls.createdAt }).from(realCalls).where(eq(realCalls.id, callId));
  return row ? row.createdAt.toISOString() : null;
}
