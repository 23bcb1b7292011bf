import type { Context } from 'hono';
import type { AppEnv, Services } from '../../context.ts';
import { getTool, type ToolId } from '../../../shared/tools.ts';
import { spendCreditForRun, completeRun, refundRun, type UserRun } from './credits.service.ts';
import { claimGuestTrial, releaseGuestTrial, type GuestRun } from './guest-trial.service.ts';

export type ToolRun = UserRun | GuestRun;

/** Starts a run of a tool for whoever is calling: spends a credit, or claims the guest trial. */
export async function beginToolRun(c: Context<AppEnv>, services: Pick<Services, 'db' | 'env'>, toolId: ToolId): Promise<ToolRun> {
  const tool = getTool(toolId)!;
  const user = c.get('user');
  if (user) return spendCreditForRun(services.db, user.id, tool.name, tool.cost);
  return claimGuestTrial(c, services, tool.name);
}

export async function finishToolRun(services: Pick<Services, 'db'>, run: ToolRun, report: { markdown: string; data?: unknown }) {
  // Guests' reports are not stored: there is no account to show them in later.
  if (run.kind === 'user') await completeRun(services.db, run, report);
}

export async function abandonToolRun(c: Context<AppEnv>, services: Pick<Services, 'db'>, run: ToolRun) {
  if (run.kind === 'user') await refundRun(services.db, run);
  else await releaseGuestTrial(c, services, run);
}

/**
 * Runs `work` as one paid tool run: on success the report is logged, on any failure the credit
 * (or guest trial) is given back and the error propagates.
 */
export async function withToolRun<T extends { markdown: string; data?: unknown }>(
  c: Context<AppEnv>,
  services: Pick<Services, 'db' | 'env'>,
  toolId: ToolId,
  work: (run: ToolRun) => Promise<T>,
): Promise<T> {
  const run = await beginToolRun(c, services, toolId);
  try {
    const result = await work(run);
    await finishToolRun(services, run, result);
    return result;
  } catch (error) {
    await abandonToolRun(c, services, run);
    throw error;
  }
}
