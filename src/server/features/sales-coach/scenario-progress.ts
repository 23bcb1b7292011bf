import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizationMembers, toolUsageLogs } from '../../db/schema/index.ts';
import { SCENARIO_PROGRESS_MAX, type ScenarioProgress } from '../../../shared/assignments.ts';
import type { SalesSetup } from '../../../shared/reports.ts';
import { getTool } from '../../../shared/tools.ts';

// First, best and latest score per Sales Coach scenario (issue 31, part 4). A scenario is the
// setup practised, or the real call practised (whose setup is the call's). Read from the runs'
// stored data in one query for a person or a whole team: scores come from the indexed score column.

const SALES_TOOL_NAME = getTool('sales-coach')!.name;

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
  const setupOf = sql`l.data -> 'setup'`;
  // The setup's answers as typed (case and spacing of the product aside) name the scenario.
  const setupKey = sql`md5(concat_ws('|', lower(btrim(${setupOf} ->> 'product')), ${setupOf} ->> 'scenario', ${setupOf} ->> 'objection', ${setupOf} ->> 'goal', ${setupOf} ->> 'difficulty'))`;
  const runsOf =
    'userId' in scope
      ? sql`from ${toolUsageLogs} l where l.user_id = ${scope.userId}`
      : sql`from ${toolUsageLogs} l join ${organizationMembers} m on m.user_id = l.user_id and m.organization_id = ${scope.organizationId} and l.created_at >= m.joined_at where true`;
  const result = await db.execute<Row>(sql`
    select * from (
      select x.user_id, x.key, count(*)::int as runs,
        (array_agg(x.score order by x.created_at) filter (where x.score is not null))[1] as first,
        max(x.score) as best,
        (array_agg(x.score order by x.created_at desc) filter (where x.score is not null))[1] as latest,
        (array_agg(x.setup order by x.created_at desc))[1] as setup,
        max(x.from_call_id) as from_call_id,
        max(x.from_call_at) as from_call_at,
        max(x.created_at)::text as last_at,
        row_number() over (partition by x.user_id order by max(x.created_at) desc) as place
      from (
        select l.user_id, l.score, l.created_at, ${setupOf} as setup,
          l.data ->> 'fromCallId' as from_call_id, l.data ->> 'fromCallAt' as from_call_at,
          coalesce('call:' || (l.data ->> 'fromCallId'), 'setup:' || ${setupKey}) as key
        ${runsOf} and l.tool_name = ${SALES_TOOL_NAME} and l.status = 'completed' and (l.data -> 'setup') is not null
      ) x
      group by x.user_id, x.key
    ) s
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
