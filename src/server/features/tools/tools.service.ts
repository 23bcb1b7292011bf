import { and, avg, count, eq, gte } from 'drizzle-orm';
import type { Actor, UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { toolRatings, toolUsageLogs } from '../../db/schema/index.ts';
import { newestFirst } from '../../db/order.ts';
import { MIN_RATINGS_SHOWN, roundRating, type RatingCreatedResponse } from '../../../shared/ratings.ts';
import { getTool, TOOLS, type ToolId, type ToolRunDto, type ToolTrialResponse } from '../../../shared/tools.ts';
import type { ToolRatingSummary } from '../../../shared/api-types.ts';
import { claimGuestTrial } from '../credits/guest-trial.service.ts';
import { walletAfterRun } from '../credits/tool-run.ts';

// Ratings, the free tool's guest trial and a user's past runs (routes in tools.routes.ts).

/** Average rating and count of every tool, in tool order (one aggregate query). */
export async function toolRatingSummaries(deps: Pick<Deps, 'db'>): Promise<ToolRatingSummary[]> {
  const rows = await deps.db
    .select({ toolName: toolRatings.toolName, average: avg(toolRatings.rating), count: count() })
    .from(toolRatings)
    .groupBy(toolRatings.toolName);
  const byName = new Map(rows.map((r) => [r.toolName, r]));
  return TOOLS.map((tool) => {
    const row = byName.get(tool.name);
    const ratingCount = row?.count ?? 0;
    return { toolName: tool.name, average: row ? roundRating(Number(row.average)) : 0, count: ratingCount, isShown: ratingCount >= MIN_RATINGS_SHOWN };
  });
}

/** Stores a rating (guests too), rate-limited per address and per account. */
export async function rateTool(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: { toolId: ToolId; rating: number; comment: string | null },
): Promise<RatingCreatedResponse> {
  const { db } = deps;
  const user = actor.user;
  await enforceRateLimits(
    db,
    [{ key: `rating:ip:${actor.ip}`, limit: 20, windowSeconds: 600 }, ...(user ? [{ key: `rating:user:${user.id}`, limit: 10, windowSeconds: 600 }] : [])],
    'rating.rateLimited',
  );
  const tool = getTool(input.toolId)!;
  const [row] = await db
    .insert(toolRatings)
    .values({ userId: user?.id ?? null, toolName: tool.name, rating: input.rating, comment: input.comment })
    .returning({ id: toolRatings.id });
  return { id: row!.id };
}

/** Starts a free browser-only tool: claims a guest's trial; signed-in users run it for free. */
export async function startFreeToolTrial(deps: Pick<Deps, 'db' | 'env'>, actor: Actor, toolId: ToolId): Promise<ToolTrialResponse> {
  const tool = getTool(toolId)!;
  if (tool.cost !== 0) throw new AppError('invalid_input', 'tools.serverOnly');
  if (actor.user) return { ok: true, guest: false, wallet: await walletAfterRun(deps, actor) };
  await claimGuestTrial(deps, actor, tool.name);
  return { ok: true, guest: true, wallet: null };
}

/** A user's recent completed runs of a tool, newest first (theirs, or a team member's for their manager). */
/** `since`: only runs from then on (a manager reads a member's runs from the day they joined). */
export async function completedRunsOf(db: DbOrTx, userId: string, input: { toolId: ToolId; limit: number; since?: Date }): Promise<ToolRunDto[]> {
  const tool = getTool(input.toolId)!;
  const rows = await db
    .select({ id: toolUsageLogs.id, createdAt: toolUsageLogs.createdAt, data: toolUsageLogs.data, result: toolUsageLogs.result })
    .from(toolUsageLogs)
    .where(
      and(
        eq(toolUsageLogs.userId, userId),
        eq(toolUsageLogs.toolName, tool.name),
        eq(toolUsageLogs.status, 'completed'),
        input.since ? gte(toolUsageLogs.createdAt, input.since) : undefined,
      ),
    )
    .orderBy(...newestFirst(toolUsageLogs.createdAt))
    .limit(input.limit);
  return rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), data: r.data, result: r.result }));
}

/** The signed-in user's recent completed runs of a tool, newest first. */
export function myToolRuns(deps: Pick<Deps, 'db'>, actor: UserActor, input: { toolId: ToolId; limit: number }): Promise<ToolRunDto[]> {
  return completedRunsOf(deps.db, actor.user.id, input);
}
