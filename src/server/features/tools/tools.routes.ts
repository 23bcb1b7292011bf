import type { Hono } from 'hono';
import { and, avg, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { toolRatings, toolUsageLogs } from '../../db/schema/index.ts';
import { newestFirst } from '../../db/order.ts';
import { ratingInputSchema, roundRating } from '../../../shared/ratings.ts';
import { getTool, TOOL_IDS, TOOLS } from '../../../shared/tools.ts';
import type { ToolRatingSummary } from '../../../shared/api-types.ts';
import { claimGuestTrial } from '../credits/guest-trial.service.ts';

export function registerToolRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;

  defineRoute(app, deps, { method: 'get', path: '/api/tools/ratings', role: 'public', tag: 'tools', summary: 'Average rating and count per tool (one aggregate query)' }, async (c) => {
    const rows = await db.select({ toolName: toolRatings.toolName, average: avg(toolRatings.rating), count: count() }).from(toolRatings).groupBy(toolRatings.toolName);
    const byName = new Map(rows.map((r) => [r.toolName, r]));
    const summaries: ToolRatingSummary[] = TOOLS.map((tool) => {
      const row = byName.get(tool.name);
      return { toolName: tool.name, average: row ? roundRating(Number(row.average)) : 0, count: row?.count ?? 0 };
    });
    c.header('Cache-Control', 'public, max-age=30');
    return c.json(summaries);
  });

  defineRoute(app, deps, { method: 'post', path: '/api/ratings', role: 'guest', tag: 'tools', summary: 'Rate a tool (1-5 stars, optional comment); guests too', body: ratingInputSchema, responses: { 201: 'Stored' } }, async (c, { body, user }) => {
    await enforceRateLimits(db, [
      { key: `rating:ip:${c.get('clientIp')}`, limit: 20, windowSeconds: 600 },
      ...(user ? [{ key: `rating:user:${user.id}`, limit: 10, windowSeconds: 600 }] : []),
    ], 'Too many ratings in a short time. Please try again later.');
    const tool = getTool(body.toolId)!;
    const [row] = await db.insert(toolRatings).values({ userId: user?.id ?? null, toolName: tool.name, rating: body.rating, comment: body.comment }).returning({ id: toolRatings.id });
    return c.json({ id: row!.id }, 201);
  });

  defineRoute(app, deps, { method: 'post', path: '/api/tools/:toolId/trial', role: 'guest', tag: 'tools', summary: 'Start a free browser-only tool (Pipeline Math): claims the guest trial; free for signed-in users', params: z.object({ toolId: z.enum(TOOL_IDS) }) }, async (c, { params, user, actor }) => {
    const tool = getTool(params.toolId)!;
    if (tool.cost !== 0) throw new AppError('invalid_input', 'This tool runs on the server; start it from its own endpoint.');
    if (user) return c.json({ ok: true, guest: false });
    await claimGuestTrial(deps, actor, tool.name);
    return c.json({ ok: true, guest: true });
  });

  defineRoute(app, deps, { method: 'get', path: '/api/me/runs', role: 'user', tag: 'tools', summary: "The signed-in user's recent runs of a tool (for progress over time)", query: z.object({ toolId: z.enum(TOOL_IDS), limit: z.coerce.number().int().min(1).max(50).default(20) }) }, async (c, { query, user }) => {
    const tool = getTool(query.toolId)!;
    const rows = await db
      .select({ id: toolUsageLogs.id, createdAt: toolUsageLogs.createdAt, data: toolUsageLogs.data, result: toolUsageLogs.result })
      .from(toolUsageLogs)
      .where(and(eq(toolUsageLogs.userId, user.id), eq(toolUsageLogs.toolName, tool.name), eq(toolUsageLogs.status, 'completed')))
      .orderBy(...newestFirst(toolUsageLogs.createdAt))
      .limit(query.limit);
    return c.json(rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), data: r.data, result: r.result })));
  });
}
