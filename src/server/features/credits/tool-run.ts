import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { getTool, type ToolId } from '../../../shared/tools.ts';
import { counterRefusal, takeCounters, type Counter } from '../../lib/counters.ts';
import { spendCreditForRun, completeRun, completeRunFree, refundRun, type UserRun } from './credits.service.ts';
import { claimGuestTrial, releaseGuestTrial, type GuestRun } from './guest-trial.service.ts';
import { aiBudgetCounters } from './ai-budget.ts';
import { creditRefunds, creditSpends } from '../../lib/app-metrics.ts';
import { organizations } from '../../db/schema/index.ts';
import { organizationOf } from '../team/wallet.ts';
import { toWalletDto } from '../account/profile.service.ts';
import type { WalletDto } from '../../../shared/api-types.ts';

export type ToolRun = UserRun | GuestRun;

/**
 * Starts a run of a tool for whoever is calling: spends a credit, or claims the guest trial.
 * Runs of the AI tools (those that cost a credit) then take the daily AI budgets, and any
 * `limits` of the tool (e.g. the Pitch Lab's hourly caps): only accepted runs count, and a run
 * refused by a budget gets its credit back (429, nothing spent).
 */
export async function beginToolRun(
  deps: Pick<Deps, 'db' | 'env'>,
  actor: Actor,
  toolId: ToolId,
  limits: Counter[] = [],
  options: { assignmentId?: string | null } = {},
): Promise<ToolRun> {
  const tool = getTool(toolId)!;
  const { db, env } = deps;
  const { user } = actor;
  const usesAi = tool.cost > 0;
  if (!user) {
    const counters = usesAi ? aiBudgetCounters(env, { free: true, addressHash: actor.addressHash }) : [];
    return claimGuestTrial(deps, actor, tool.name, [...counters, ...limits]);
  }
  const run = await spendCreditForRun(db, user.id, tool.name, tool.cost, options.assignmentId ?? null);
  const counters = usesAi ? aiBudgetCounters(env, { userId: user.id, free: run.tier === 'free', addressHash: actor.addressHash }) : [];
  if (counters.length + limits.length > 0) {
    const taken = await takeCounters(db, [...counters, ...limits]);
    if (!taken.ok) {
      await refundRun(db, run);
      throw counterRefusal(taken.refusedBy, taken.retryAfterSeconds);
    }
  }
  if (run.charged > 0) creditSpends.inc({ tool: tool.name }, run.charged);
  return run;
}

export async function finishToolRun(deps: Pick<Deps, 'db'>, run: ToolRun, report: { markdown: string; data?: unknown }) {
  // Guests' reports are not stored: there is no account to show them in later.
  if (run.kind === 'user') await completeRun(deps.db, run, report);
}

/**
 * Finishes a run whose report could not judge the content (no speech, a language the analysis does
 * not read): the report is kept, and the credit or the guest trial is given back. True when
 * something came back.
 */
export async function finishToolRunFree(deps: Pick<Deps, 'db'>, actor: Actor, run: ToolRun, report: { markdown: string; data?: unknown }) {
  if (run.kind === 'guest') {
    await releaseGuestTrial(deps, actor, run);
    return true;
  }
  const refunded = await completeRunFree(deps.db, run, report);
  if (refunded) creditRefunds.inc({ tool: run.toolName }, run.charged);
  return refunded;
}

export async function abandonToolRun(deps: Pick<Deps, 'db'>, actor: Actor, run: ToolRun) {
  if (run.kind === 'user') {
    // true only when a credit actually came back (a pending, charged run, refunded once).
    if (await refundRun(deps.db, run)) creditRefunds.inc({ tool: run.toolName }, run.charged);
  } else await releaseGuestTrial(deps, actor, run);
}

/**
 * The caller's balance as a run leaves it, for the run's answer (ToolRunAnswer): the web shows it
 * without asking again. Null for a guest, and for a user outside any organization.
 */
export async function walletAfterRun(deps: Pick<Deps, 'db'>, actor: Actor): Promise<WalletDto | null> {
  if (!actor.user) return null;
  const [row] = await deps.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationOf(actor.user.id)))
    .limit(1);
  return row ? toWalletDto(row) : null;
}

/**
 * Runs `work` as one paid tool run: on success the report is logged, on any failure the credit
 * (or guest trial) is given back and the error propagates. A result `isFree` says could not judge
 * anything is logged and given back too (`refunded`). `wallet` is the caller's balance after it.
 */
export async function withToolRun<T extends { markdown: string; data?: unknown }>(
  deps: Pick<Deps, 'db' | 'env'>,
  actor: Actor,
  toolId: ToolId,
  work: (run: ToolRun) => Promise<T>,
  limits: Counter[] = [],
  options: { assignmentId?: string | null; isFree?: (result: T) => boolean } = {},
): Promise<T & { refunded: boolean; wallet: WalletDto | null }> {
  const run = await beginToolRun(deps, actor, toolId, limits, options);
  let result: T;
  let refunded = false;
  try {
    result = await work(run);
    if (options.isFree?.(result)) refunded = await finishToolRunFree(deps, actor, run, result);
    else await finishToolRun(deps, run, result);
  } catch (error) {
    await abandonToolRun(deps, actor, run);
    throw error;
  }
  return { ...result, refunded, wallet: await walletAfterRun(deps, actor) };
}
