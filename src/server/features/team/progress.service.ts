import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { organizationMembers, profiles, toolUsageLogs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getTool, TOOLS, type ToolId, type ToolRunDto } from '../../../shared/tools.ts';
import { TEAM_MESSAGES } from '../../../shared/team.ts';
import {
  PRACTICE_TOOLS,
  PROGRESS_SERIES_LENGTH,
  type MemberProgress,
  type PracticeTool,
  type TeamProgressResponse,
  type ToolProgress,
} from '../../../shared/assignments.ts';
import { membershipOf, requireManager } from './membership.ts';
import { completedRunsOf } from '../tools/tools.service.ts';
import { scenarioProgress } from '../sales-coach/scenario-progress.ts';

const emptyProgress = (): ToolProgress => ({ runs: 0, first: null, latest: null, best: null, change: null, scores: [] });

/**
 * Every member's practice in one query, answered from tool_usage_logs_progress_idx (user, tool,
 * time, score; completed runs) without reading a report: per member and tool the count, last run
 * and best score, the first score (one index step) and the latest scores for the chart (a short
 * backward scan). Nothing is queried per member from here.
 */
export async function teamProgress(deps: Pick<Deps, 'db'>, actor: UserActor): Promise<TeamProgressResponse> {
  const membership = await membershipOf(deps.db, actor.user.id);
  requireManager(membership);
  const toolNames = TOOLS.map((tool) => tool.name);
  const practiceNames = PRACTICE_TOOLS.map((id) => getTool(id)!.name);
  // Only what they practised in this team: runs from before they joined (alone, or in another team)
  // are theirs, not their managers'. joined_at is reset on every join and leave.
  const completedOf = sql`l.user_id = m.user_id and l.tool_name = t.tool_name and l.status = 'completed' and l.created_at >= m.joined_at`;
  const [people, stats, scenarios] = await Promise.all([
    deps.db
      .select({ userId: organizationMembers.userId, fullName: profiles.fullName, role: organizationMembers.role })
      .from(organizationMembers)
      .innerJoin(profiles, eq(profiles.id, organizationMembers.userId))
      .where(eq(organizationMembers.organizationId, membership.organizationId)),
    deps.db.execute<{
      user_id: string;
      tool_name: string;
      runs: number;
      last_at: string | null;
      first: number | null;
      best: number | null;
      recent: number[] | null;
    }>(sql`
      select m.user_id, t.tool_name, s.runs, s.last_at, s.best, f.first, r.recent
      from ${organizationMembers} m
      cross join unnest(array[${sql.join(
        toolNames.map((name) => sql`${name}`),
        sql`, `,
      )}]::text[]) as t(tool_name)
      cross join lateral (
        select count(*)::int as runs, max(l.created_at)::text as last_at, max(l.score) as best
        from ${toolUsageLogs} l where ${completedOf}
      ) s
      left join lateral (
        select l.score as first from ${toolUsageLogs} l where ${completedOf} and l.score is not null order by l.created_at limit 1
      ) f on true
      left join lateral (
        select array_agg(x.score order by x.created_at desc) as recent from (
          select l.score, l.created_at from ${toolUsageLogs} l where ${completedOf} and l.score is not null
          order by l.created_at desc limit ${PROGRESS_SERIES_LENGTH}
        ) x
      ) r on true
      where m.organization_id = ${membership.organizationId} and s.runs > 0`),
    scenarioProgress(deps.db, { organizationId: membership.organizationId }),
  ]);
  const byUser = new Map<string, typeof stats.rows>();
  for (const row of stats.rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  const members = people.map((person): MemberProgress => {
    const rows = byUser.get(person.userId) ?? [];
    const tools = Object.fromEntries(PRACTICE_TOOLS.map((id) => [id, emptyProgress()])) as Record<PracticeTool, ToolProgress>;
    let runs = 0;
    let lastRunAt: string | null = null;
    for (const row of rows) {
      runs += Number(row.runs);
      const at = row.last_at ? new Date(row.last_at).toISOString() : null;
      if (at && (!lastRunAt || at > lastRunAt)) lastRunAt = at;
      const index = practiceNames.indexOf(row.tool_name);
      if (index < 0) continue;
      const scores = (row.recent ?? []).map(Number).reverse();
      const first = row.first === null ? null : Number(row.first);
      const latest = scores.at(-1) ?? null;
      tools[PRACTICE_TOOLS[index]!] = {
        runs: Number(row.runs),
        first,
        latest,
        best: row.best === null ? null : Number(row.best),
        change: first !== null && latest !== null && scores.length >= 2 ? latest - first : null,
        scores,
      };
    }
    return { userId: person.userId, fullName: person.fullName, role: person.role, runs, lastRunAt, tools, scenarios: scenarios.get(person.userId) ?? [] };
  });
  return { members };
}

/**
 * A member's recent reports, for their team's owner (anyone's) or a manager (members' and their
 * own). The Team page tells members that their managers see their reports.
 */
export async function memberRuns(deps: Pick<Deps, 'db'>, actor: UserActor, userId: string, input: { toolId: ToolId; limit: number }): Promise<ToolRunDto[]> {
  const membership = await membershipOf(deps.db, actor.user.id);
  requireManager(membership);
  const [target] = await deps.db
    .select({ role: organizationMembers.role, joinedAt: organizationMembers.joinedAt })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.organizationId, membership.organizationId)));
  if (!target) throw new AppError('not_found', TEAM_MESSAGES.notInTeam);
  if (membership.role === 'manager' && target.role !== 'member' && userId !== actor.user.id)
    throw new AppError('forbidden', TEAM_MESSAGES.managerReportsOwnerOnly);
  return completedRunsOf(deps.db, userId, { ...input, since: target.joinedAt });
}
