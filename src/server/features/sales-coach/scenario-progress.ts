import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizationMembers, toolUsageLogs } from '../../db/schema/index.ts';
import { SCENARIO_PROGRESS_MAX, type ScenarioProgress } from '../../../shared/assignments.ts';
import type { SalesSetup } from '../../../shared/reports.ts';

// First, best and latest score per Sales Coach scenario (issue 31, part 4). A scenario is the
// setup practised, or the real call practised (whose setup is the call's): tool_usage_logs.scenario_key,
// stored with the run. One query for a person or a whole team, its aggregate from an index.

interface Row extends Record<string, unknown> {
  user_id: string;
  key: string;
  runs: number;
  first: number | null;
  best: number | null;
  latest: number | null;
  setup: SalesSetup;
  from_call_id: string | null;
  from_call_at: string | null;
  last_at: string;
}

/** Who is read: one person (all their runs), or a team's members (only runs since they joined it). */
export type ScenarioScope = { userId: string } | { organizationId: string };

/** Each person's SCENARIO_PROGRESS_MAX most recently practised scenarios, by user id. */
export async function scenarioProgress(db: DbOrTx, scope: ScenarioScope): Promise<Map<string, ScenarioProgress[]>> {
  const runsOf =
    'userId' in scope
      ? sql`from ${toolUsageLogs} l where l.user_id = ${scope.userId}`
      : sql`from ${toolUsageLogs} l join ${organizationMembers} m on m.user_id = l.user_id and m.organization_id = ${scope.organizationId} and l.created_at >= m.joined_at where true`;
  // The counts and scores from tool_usage_logs_scenario_idx alone; the setup from each scenario's latest run only.
  const result = await db.execute<Row>(sql`
    with s as (
      select l.user_id, l.scenario_key as key, count(*)::int as runs,
        (array_agg(l.score order by l.created_at) filter (where l.score is not null))[1] as first,
        max(l.score) as best,
        (array_agg(l.score order by l.created_at desc) filter (where l.score is not null))[1] as latest,
        max(l.created_at) as last_at,
        row_number() over (partition by l.user_id order by max(l.created_at) desc) as place
      ${runsOf} and l.status = 'completed' and l.scenario_key is not null
      group by l.user_id, l.scenario_key
    )
    select s.user_id, s.key, s.runs, s.first, s.best, s.latest, s.last_at::text as last_at, r.setup, r.from_call_id, r.from_call_at
    from s
    cross join lateral (
      select x.data -> 'setup' as setup, x.data ->> 'fromCallId' as from_call_id, x.data ->> 'fromCallAt' as from_call_at
      from ${toolUsageLogs} x
      where x.user_id = s.user_id and x.scenario_key = s.key and x.status = 'completed' and x.created_at = s.last_at
      limit 1
    ) r
    where s.place <= ${SCENARIO_PROGRESS_MAX}
    order by s.user_id, s.place`);
  const byUser = new Map<string, ScenarioProgress[]>();
  for (const row of result.rows) {
    const scenario: ScenarioProgress = {
      key: row.key,
      setup: row.setup,
      fromCall: row.from_call_id ? { id: row.from_call_id, at: row.from_call_at } : null,
      runs: Number(row.runs),
      first: row.first === null ? null : Number(row.first),
      best: row.best === null ? null : Number(row.best),
      latest: row.latest === null ? null : Number(row.latest),
      lastRunAt: new Date(row.last_at).toISOString(),
    };
    byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), scenario]);
  }
  return byUser;
}
