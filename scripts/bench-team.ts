// Benchmark of the team pages' queries (issue 18 item 4) on PostgreSQL: one team of 50 people with
// 1,000 completed runs each and 20 practice assignments, next to thousands of other accounts.
// `benchTeam()` seeds a fresh schema, times the service functions the team routes call, EXPLAINs
// every statement they send, drops the schema and returns a markdown section for docs/benchmarks.md.
// Run alone: `node --import tsx scripts/bench-team.ts` (prints it; `--write` puts it in the file).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../src/server/db/client.ts';
import { parseEnv } from '../src/server/env.ts';
import { systemActor, type UserActor } from '../src/server/actor.ts';
import { serverT } from '../src/server/lib/i18n.ts';
import { analyzePitchText } from '../src/server/ai/analysis/pitch-analysis.ts';
import { analyzeSalesCall } from '../src/server/ai/analysis/sales-call-analysis.ts';
import { recommendCommission, renderCommissionMarkdown } from '../src/server/features/commission/commission-engine.ts';
import { memberRuns, teamProgress } from '../src/server/features/team/progress.service.ts';
import { listAssignments, myAssignments } from '../src/server/features/team/assignments.service.ts';
import { getTeam } from '../src/server/features/team/team.service.ts';
import { commissionInputSchema } from '../src/shared/commission.ts';
import { renderPitchReportMarkdown, renderSalesCallReportMarkdown, type SalesSetup } from '../src/shared/reports.ts';
import type { PitchRunData } from '../src/shared/pitch-lab.ts';
import { PROGRESS_SERIES_LENGTH } from '../src/shared/assignments.ts';
import { seedDemoData } from './seed-data.ts';
import { describePlan, percentile, type PlanNode } from './bench-plan.ts';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const MEMBERS = 50;
const RUNS_PER_MEMBER = 1_000;
const ASSIGNMENTS = 20;
/** Other accounts (each its own organization, ~5 runs each): the team is not alone in the tables. */
const OTHER_ORGS = 20_000;
const RUNS = 20;
const WARMUP = 3;
const TARGET_MS = 50;
const PAGE_LIMIT = 20;
const SECTION_TITLE = `## Team pages at ${MEMBERS} members × ${RUNS_PER_MEMBER.toLocaleString('en-US')} runs`;

interface Statement {
  text: string;
  values: unknown[];
}

interface Explained {
  text: string;
  executionMs: number;
  steps: string[];
  seqScans: string[];
  plan: PlanNode;
}

interface Measurement {
  name: string;
  rows: number;
  median: number;
  p95: number;
  statements: Explained[];
}

/** The plan as an indented tree: node, relation or index, rows and time per loop. */
function planTree(node: PlanNode, depth = 0): string[] {
  const on = node['Index Name'] ? ` using ${node['Index Name']}` : node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const loops = node['Actual Loops'] ?? 1;
  const line = `${'  '.repeat(depth)}${node['Node Type']}${on} (rows ${node['Actual Rows'] ?? 0}${loops > 1 ? ` × ${loops} loops` : ''}, ${(node['Actual Total Time'] ?? 0).toFixed(1)} ms)`;
  return [line, ...(node.Plans ?? []).flatMap((child) => planTree(child, depth + 1))];
}

/**
 * Records the statements a service function sends, to EXPLAIN them as they were sent (text and
 * parameters), without exporting each query builder from the services. Wraps the pool's `query`,
 * which drizzle's node-postgres driver calls outside transactions (the functions timed here use none).
 */
function statementRecorder(db: Db) {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const original = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<pg.QueryResult>;
  let sink: Statement[] | null = null;
  (pool as unknown as { query: unknown }).query = (config: string | { text: string; values?: unknown[] }, values?: unknown, callback?: unknown) => {
    if (sink) {
      const text = typeof config === 'string' ? config : config.text;
      sink.push({ text, values: (Array.isArray(values) ? values : typeof config === 'string' ? [] : config.values) ?? [] });
    }
    return (original as (...args: unknown[]) => unknown)(config, values, callback);
  };
  return {
    async record(run: () => Promise<unknown>) {
      sink = [];
      try {
        await run();
        return sink;
      } finally {
        sink = null;
      }
    },
    async explain(statement: Statement): Promise<Explained> {
      const result = await original(`explain (analyze, buffers, format json) ${statement.text}`, statement.values);
      const [{ Plan, 'Execution Time': executionMs }] = (result.rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] })['QUERY PLAN'];
      const { steps, seqScans } = describePlan(Plan, { steps: [], seqScans: [] });
      return { text: statement.text, executionMs, steps: [...new Set(steps)], seqScans: [...new Set(seqScans)], plan: Plan };
    },
  };
}

async function measure(recorder: ReturnType<typeof statementRecorder>, name: string, run: () => Promise<{ rows: number }>): Promise<Measurement> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    rows = (await run()).rows;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const statements: Explained[] = [];
  for (const statement of await recorder.record(run)) statements.push(await recorder.explain(statement));
  return { name, rows, median: percentile(times, 50), p95: percentile(times, 95), statements };
}

/** A statement in a few words: how it starts and the table it reads first. */
function statementLabel(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  const start = /^(with|select distinct on|select)/i.exec(flat)?.[1]?.toLowerCase() ?? flat.slice(0, 12);
  const table = /\bfrom "?([a-z_]+)"?/i.exec(flat)?.[1];
  return `\`${start} … from ${table ?? '?'}\``;
}

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const n = (value: number) => value.toLocaleString('en-US');

const PITCH =
  'What if every corner shop knew exactly what to restock each morning? Shop owners lose a fifth of their sales to empty shelves. ' +
  'StockSense is a phone app that tells them what to order, based on their own sales. Forty shops already use it and their sales ' +
  'grew twelve percent in two months. We are raising fifty thousand dollars by March to reach five hundred shops. Will you join us?';
const SETUP: SalesSetup = {
  product: 'Solar lanterns for market stalls',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};

/** One report of each kind as the tools store them (the offline engine's, full size), to copy with other scores. */
function sampleRuns() {
  const t = serverT('en', 'report');
  const pitch = analyzePitchText(PITCH, 48);
  const pitchData: PitchRunData = { report: pitch, source: 'text', transcript: PITCH, provider: 'local', usage: {} };
  const call = analyzeSalesCall(
    [
      {
        role: 'user',
        text: 'Hello, this is Amara from Taa Solar. I help market traders light their stalls for less than paraffin costs. What do you spend on light each week?',
      },
      { role: 'prospect', text: 'About six hundred shillings. But your lanterns are expensive, I cannot pay that much at once.' },
      { role: 'user', text: 'I understand. If you paid two hundred a week for three months, and then nothing, would that work for you?' },
      { role: 'prospect', text: 'Maybe. I would need to see one working first.' },
      { role: 'user', text: 'Can I bring one to your stall on Thursday at ten so you can try it for a week?' },
      { role: 'prospect', text: 'Thursday is fine.' },
    ],
    SETUP,
  );
  const inputs = commissionInputSchema.parse({
    behavior: 'Sales',
    role: 'Agent',
    salesModel: 'B2B',
    revenueCollection: 'Upfront',
    employment: 'Base + Commission',
    arpu: 1200,
    grossMargin: 60,
    commissionCap: 0,
  });
  const recommendation = recommendCommission(inputs);
  return {
    pitch: { markdown: renderPitchReportMarkdown(pitch, t), data: pitchData },
    call: { markdown: renderSalesCallReportMarkdown(call, SETUP, t), data: { kind: 'sales-call', mode: 'text', setup: SETUP, report: call } },
    commission: {
      markdown: renderCommissionMarkdown(recommendation),
      data: { inputs, recommendation, reasoningSource: 'engine', currency: 'USD', locale: 'en' },
    },
  };
}

/**
 * The team: its owner (member 0), 4 managers and 45 members, each with RUNS_PER_MEMBER completed
 * runs spread over the past year (Pitch Lab 35%, Sales Coach 35%, Commission 20%, Pipeline 10%),
 * scores rising over the year with noise, 1 in 37 scored reports "limited" (no score); then
 * ASSIGNMENTS assignments over the past 60 days (3 in 5 to the whole team, the others to about 10
 * named people), three in four assignees having done theirs with their first run of that tool after it.
 */
export async function seedTeam(db: Db) {
  const samples = sampleRuns();
  const uid = sql`'bench-team-' || m`;
  await db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select ${uid}, 'Team Member ' || m, 'team-member-' || m || '@team.bench.example', true, now() - interval '400 days', now() - interval '400 days'
    from generate_series(0, ${MEMBERS - 1}) m`);
  await db.execute(sql`insert into profiles (id, full_name, email, has_completed_onboarding, created_at)
    select ${uid}, 'Team Member ' || m, 'team-member-' || m || '@team.bench.example', true, now() - interval '400 days'
    from generate_series(0, ${MEMBERS - 1}) m`);
  const organization = (
    (await db.execute(sql`insert into organizations (name, company_name, country, currency, created_by, created_at, subscription_tier, credits)
      values ('Bench Team', 'Bench Team Ltd', 'KE', 'KES', 'bench-team-0', now() - interval '400 days', 'premium', 5000) returning id`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows[0]!.id;
  await db.execute(sql`insert into organization_members (user_id, organization_id, role, joined_at)
    select ${uid}, ${organization}, case when m = 0 then 'owner' when m <= 4 then 'manager' else 'member' end, now() - interval '400 days' + m * interval '1 day'
    from generate_series(0, ${MEMBERS - 1}) m`);

  const yearSeconds = 365 * 24 * 3600;
  const step = Math.floor(yearSeconds / RUNS_PER_MEMBER);
  const score = sql`least(100, greatest(0, 40 + (35 * k) / ${RUNS_PER_MEMBER} + (m * 7) % 21 - 10 + (m * 31 + k * 17) % 25 - 12))`;
  const limited = sql`(m + k * 7) % 37 = 0`;
  const scored = (template: unknown) =>
    sql`case when ${limited}
      then jsonb_set(jsonb_set(${JSON.stringify(template)}::jsonb, '{report,overallScore}', '0'), '{report,metrics,limited}', '{"spokenLanguage":"unknown","wordLists":false}')
      else jsonb_set(${JSON.stringify(template)}::jsonb, '{report,overallScore}', to_jsonb(${score})) end`;
  await db.execute(sql`insert into tool_usage_logs (user_id, tool_name, result, data, credits_used, charged_organization_id, status, created_at)
    select ${uid},
      case when x.slot < 7 then 'The Pitch Lab' when x.slot < 14 then 'AI Sales Coach' when x.slot < 18 then 'Commission Calculator' else 'Pipeline Math Calculator' end,
      case when x.slot < 7 then ${samples.pitch.markdown} when x.slot < 14 then ${samples.call.markdown} when x.slot < 18 then ${samples.commission.markdown}
        else '# Pipeline check' || chr(10) || chr(10) || 'You need 40 leads a month to reach your target.' end,
      case when x.slot < 7 then ${scored(samples.pitch.data)} when x.slot < 14 then ${scored(samples.call.data)}
        when x.slot < 18 then ${JSON.stringify(samples.commission.data)}::jsonb end,
      case when x.slot < 18 then 1 else 0 end,
      ${organization}::uuid,
      'completed',
      now() - ${yearSeconds} * interval '1 second' + ((k - 1) * ${step} + (m * 997) % ${step}) * interval '1 second'
    from generate_series(0, ${MEMBERS - 1}) m, generate_series(1, ${RUNS_PER_MEMBER}) k, lateral (select (m * 7 + k * 13) % 20 as slot) x`);

  await db.execute(sql`insert into practice_assignments (organization_id, tool, setup, brief, whole_team, due_at, created_by, created_at)
    select ${organization}, case when a % 2 = 0 then 'pitch-lab' else 'sales-coach' end,
      case when a % 2 = 1 then ${JSON.stringify(SETUP)}::jsonb end,
      case when a % 2 = 0 then 'Pitch the lanterns to a hotel manager in 60 seconds (' || a || ')' end,
      a % 5 < 3,
      case when a % 4 = 0 then null else now() + ((a % 7) - 3) * interval '1 day' end,
      case when a % 3 = 1 then 'bench-team-1' else 'bench-team-0' end,
      now() - (60 - a * 3) * interval '1 day'
    from generate_series(0, ${ASSIGNMENTS - 1}) a`);
  await db.execute(sql`insert into practice_assignees (assignment_id, user_id)
    select a.id, 'bench-team-' || m from practice_assignments a, generate_series(1, ${MEMBERS - 1}) m
    where not a.whole_team and (m + extract(day from a.created_at)::int) % 5 = 0`);
  await db.execute(sql`with targets as (
      select a.id, a.tool, a.created_at, m.user_id from practice_assignments a join organization_members m on m.organization_id = a.organization_id
      where a.whole_team and m.user_id is distinct from a.created_by
      union all
      select a.id, a.tool, a.created_at, p.user_id from practice_assignments a join practice_assignees p on p.assignment_id = a.id
    ), numbered as (
      select t.*, dense_rank() over (order by t.created_at) + substring(t.user_id from '[0-9]+$')::int as ord from targets t
    ), picked as (
      select distinct on (t.id, t.user_id) t.id as assignment_id, l.id as log_id
      from numbered t join tool_usage_logs l on l.user_id = t.user_id and l.created_at > t.created_at and l.status = 'completed'
        and l.tool_name = case t.tool when 'pitch-lab' then 'The Pitch Lab' else 'AI Sales Coach' end
      where t.ord % 4 <> 0
      order by t.id, t.user_id, l.created_at
    )
    update tool_usage_logs l set assignment_id = p.assignment_id from picked p where l.id = p.log_id`);
  // VACUUM as autovacuum would after a bulk load: it sets the visibility map, without which no
  // index-only scan (the progress query's plan) can skip the table.
  for (const table of ['"user"', 'profiles', 'organizations', 'organization_members', 'tool_usage_logs', 'practice_assignments', 'practice_assignees']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const count = async (query: ReturnType<typeof sql>) => Number(((await db.execute(query)) as unknown as { rows: { c: string }[] }).rows[0]!.c);
  return {
    organization,
    teamRuns: await count(sql`select count(*) as c from tool_usage_logs where user_id like 'bench-team-%'`),
    scoredRuns: await count(sql`select count(*) as c from tool_usage_logs where user_id like 'bench-team-%' and data -> 'report' is not null`),
    assignments: await count(sql`select count(*) as c from practice_assignments`),
    wholeTeam: await count(sql`select count(*) as c from practice_assignments where whole_team`),
    named: await count(sql`select count(*) as c from practice_assignees`),
    completions: await count(sql`select count(*) as c from tool_usage_logs where assignment_id is not null`),
    toastMb: await count(sql`select round(pg_total_relation_size(reltoastrelid) / 1048576.0) as c from pg_class where oid = 'tool_usage_logs'::regclass`),
    allRuns: await count(sql`select count(*) as c from tool_usage_logs`),
    dataMb: await count(sql`select round(pg_total_relation_size('tool_usage_logs') / 1048576.0) as c`),
    avgDataBytes: await count(sql`select round(avg(pg_column_size(data))) as c from tool_usage_logs where data is not null`),
  };
}

const teamActor = (id: string): UserActor =>
  systemActor(
    { id: `bench-team-${id}`, email: `team-member-${id}@team.bench.example`, name: `Team Member ${id}`, twoFactorEnabled: false },
    '127.0.0.1',
  ) as UserActor;

export async function benchTeam(): Promise<string> {
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const schemaName = `bench_team_${Date.now().toString(36)}`;
  const database = await openDatabase({ url, schemaName });
  const { db } = database;
  const loadAtStart = os.loadavg()[0]!;
  try {
    const started = performance.now();
    const others = await seedDemoData(db, { orgs: OTHER_ORGS, logsPerOrg: 5, ratingEvery: 0, adminEvery: 0, batchSize: 10_000, runId: 'benchteam' });
    // The seed predates teams: each of these accounts owns its organization, as sign-up makes it.
    await db.execute(sql`insert into organization_members (user_id, organization_id, role, joined_at)
      select created_by, id, 'owner', created_at from organizations on conflict do nothing`);
    const seeded = await seedTeam(db);
    const seedSeconds = (performance.now() - started) / 1000;
    const version = ((await db.execute(sql`show server_version`)) as unknown as { rows: { server_version: string }[] }).rows[0]!.server_version;

    // getTeam reads only the seat limit from the environment: a team of 50 needs TEAM_SEAT_LIMIT ≥ 50.
    const env = parseEnv({ NODE_ENV: 'test', TEAM_SEAT_LIMIT: String(MEMBERS) });
    const deps = { db, env, mailer: undefined as never };
    const owner = teamActor('0');
    const member = teamActor('7');
    const recorder = statementRecorder(db);
    const results: Measurement[] = [];
    results.push(await measure(recorder, 'Team progress (`GET /api/team/progress`)', async () => ({ rows: (await teamProgress(deps, owner)).members.length })));
    results.push(
      await measure(recorder, 'Assignments with every assignee (`GET /api/team/assignments`)', async () => ({
        rows: (await listAssignments(deps, owner)).assignments.length,
      })),
    );
    for (const toolId of ['sales-coach', 'pitch-lab'] as const) {
      results.push(
        await measure(recorder, `A member's reports, ${toolId}, limit ${PAGE_LIMIT} (\`GET /api/team/members/:userId/runs\`)`, async () => ({
          rows: (await memberRuns(deps, owner, member.user.id, { toolId, limit: PAGE_LIMIT })).length,
        })),
      );
    }
    results.push(await measure(recorder, 'Team page (`GET /api/team`)', async () => ({ rows: (await getTeam(deps, owner)).members.length })));
    results.push(
      await measure(recorder, "Owner's assignments (`GET /api/me/assignments`)", async () => ({ rows: (await myAssignments(deps, owner)).assignments.length })),
    );
    results.push(
      await measure(recorder, "A member's assignments (`GET /api/me/assignments`)", async () => ({
        rows: (await myAssignments(deps, member)).assignments.length,
      })),
    );

    const progress = results[0]!;
    const aggregate = progress.statements.reduce((a, b) => (b.executionMs > a.executionMs ? b : a));
    const slow = results.filter((r) => r.median > TARGET_MS);
    const lines = [
      SECTION_TITLE,
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} by \`scripts/bench-team.ts\` (\`benchTeam()\`) on PostgreSQL ${version} (local, TCP), ` +
        `${os.cpus().length} CPU × ${os.cpus()[0]?.model.trim() ?? 'unknown'}, Node ${process.version}; 1-minute load average ${loadAtStart.toFixed(1)} at the start (a shared machine: other work ran alongside).`,
      `Fresh schema, seeded in ${seedSeconds.toFixed(1)} s then VACUUM ANALYZE: one team of ${MEMBERS} (owner, 4 managers, ${MEMBERS - 5} members) with ${n(seeded.teamRuns)} completed runs ` +
        `(${n(RUNS_PER_MEMBER)} each over the past year across the four tools; ${n(seeded.scoredRuns)} Pitch Lab and Sales Coach runs carry full-size reports from the offline engine, ` +
        `${n(seeded.avgDataBytes)} bytes of \`data\` on average as stored), ${seeded.assignments} assignments (${seeded.wholeTeam} to the whole team, ${seeded.assignments - seeded.wholeTeam} to ` +
        `${seeded.named} named people in all) and ${n(seeded.completions)} completed assignments; beside it ${n(others.orgs)} other accounts with their own organizations and ${n(others.logs)} runs ` +
        `(${n(seeded.allRuns)} rows and ${seeded.dataMb} MB in \`tool_usage_logs\` with its indexes, ${seeded.toastMb} MB of it reports stored out of line in its TOAST table).`,
      `Each row calls the service function the route calls, as the team's owner (the member read is member 7): ${WARMUP} warm-up runs, then the median and p95 of ${RUNS} runs of wall time ` +
        '(all its statements, node-postgres round trips and row mapping; HTTP and JSON encoding excluded). "EXPLAIN" is the sum of the server execution times from ' +
        '`EXPLAIN (ANALYZE, BUFFERS)` of every statement the function sent (recorded as sent, parameters included), and "plan" lists the index scans chosen.',
      '',
      '| query | rows | statements | median ms | p95 ms | EXPLAIN ms | plan |',
      '|---|---:|---:|---:|---:|---:|---|',
      ...results.map((r) => {
        const steps = [...new Set(r.statements.flatMap((s) => s.steps))];
        const seqScans = [...new Set(r.statements.flatMap((s) => s.seqScans))];
        const explainMs = r.statements.reduce((sum, s) => sum + s.executionMs, 0);
        return `| ${r.name} | ${r.rows} | ${r.statements.length} | ${ms(r.median)} | ${ms(r.p95)} | ${ms(explainMs)} | ${steps.join(', ') || '—'}${seqScans.length ? `; seq scan: ${seqScans.join(', ')}` : ''} |`;
      }),
      '',
      `The progress aggregate (every member's completed runs per tool: count, last run, first and best score, the latest ${PROGRESS_SERIES_LENGTH} scores), ` +
        `${ms(aggregate.executionMs)} ms in the server, ${n((aggregate.plan['Shared Hit Blocks'] ?? 0) + (aggregate.plan['Shared Read Blocks'] ?? 0))} buffers (8 kB) touched:`,
      '',
      '```',
      ...planTree(aggregate.plan),
      '```',
      '',
      ...(slow.length
        ? [
            'Where the time of the slower ones goes (server execution time of each statement, from EXPLAIN ANALYZE):',
            '',
            ...slow.map((r) => `- ${r.name}: ${r.statements.map((s) => `${statementLabel(s.text)} ${ms(s.executionMs)} ms`).join(', ')}`),
            '',
          ]
        : []),
      `Target: each ≤ ${TARGET_MS} ms median on PostgreSQL — ${
        slow.length === 0
          ? `met (slowest median ${ms(Math.max(...results.map((r) => r.median)))} ms).`
          : `**missed** by ${slow.map((r) => `${r.name.replace(/ \(`.*$/, '')} (${ms(r.median)} ms)`).join(', ')}.`
      }`,
      '',
    ];
    return lines.join('\n');
  } finally {
    await database.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
    await admin.end();
  }
}

/** Replaces this benchmark's section of docs/benchmarks.md, or adds it before the web pages' section (where `npm run bench` puts it). */
export function writeTeamSection(section: string, file = 'docs/benchmarks.md') {
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const body = `${section.trimEnd()}\n`;
  const existing = /(^|\n)## Team pages at [^\n]*\n[^]*?(?=\n## |$)/.exec(previous);
  let next: string;
  if (existing) {
    const start = existing.index + existing[1]!.length;
    const rest = previous.slice(existing.index + existing[0].length);
    next = previous.slice(0, start) + body + (rest ? `\n${rest.replace(/^\n+/, '')}` : '');
  } else {
    const web = previous.indexOf('\n## Web pages');
    next = web >= 0 ? `${previous.slice(0, web + 1)}${body}\n${previous.slice(web + 1)}` : `${previous.trimEnd()}\n\n${body}`;
  }
  writeFileSync(file, next);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const section = await benchTeam();
  console.log(section);
  if (process.argv.includes('--write')) {
    writeTeamSection(section);
    console.log('wrote docs/benchmarks.md');
  }
}
