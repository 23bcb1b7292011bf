// drizzle/0012_tool_slugs.sql on a database made by the previous schema (migrations up to 0011): stored
// tool ids become slugs, display names stay (docs/decisions/024). Runs on PGlite, or in a fresh schema
// of the PostgreSQL at DATABASE_URL (npm run test:pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { MIGRATIONS, migrationsUpTo, openMigrationDb, type MigrationDb } from '../helpers/migration-db.ts';

const LAST_OLD_MIGRATION = 11;

let db: MigrationDb;
let oldFolder: string;
const ids: Record<string, string> = {};

async function assignment(tool: string) {
  const [row] = await db.query<{ id: string }>(
    `insert into practice_assignments (organization_id, tool, brief, whole_team, created_by) values ($1, $2, 'Pitch the lanterns', true, $3) returning id`,
    [ids.org, tool, ids.owner],
  );
  return row!.id;
}

async function audit(action: string, document: 'before' | 'after', value: unknown) {
  const [row] = await db.query<{ id: string }>(
    `insert into audit_log (actor_id, action, target_type, target_id, ${document}) values ($1, $2, 'organization', $3, $4::jsonb) returning id::text`,
    [ids.owner, action, ids.org, JSON.stringify(value)],
  );
  return row!.id;
}

const toolOf = async (id: string) => (await db.query<{ tool: string }>(`select tool from practice_assignments where id = $1`, [id]))[0]!.tool;
const auditOf = async (id: string) => (await db.query<{ before: unknown; after: unknown }>(`select before, after from audit_log where id = $1`, [id]))[0]!;

beforeAll(async () => {
  db = await openMigrationDb();
  oldFolder = migrationsUpTo(LAST_OLD_MIGRATION);
  await db.migrate(oldFolder);

  ids.owner = randomUUID();
  await db.query(`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ($1, 'Owner', $2, true, now(), now())`, [
    ids.owner,
    `owner-${ids.owner.slice(0, 6)}@example.com`,
  ]);
  await db.query(`insert into profiles (id, full_name, email) values ($1, 'Owner', 'owner@example.com')`, [ids.owner]);
  const [org] = await db.query<{ id: string }>(
    `insert into organizations (name, country, currency, created_by) values ('Team', 'KE', 'KES', $1) returning id`,
    [ids.owner],
  );
  ids.org = org!.id;

  ids.pitch = await assignment('tool-1');
  ids.call = await assignment('tool-2');
  ids.assigned = await audit('team.assign', 'after', { assignmentId: ids.pitch, tool: 'tool-1', wholeTeam: true, assignees: [] });
  ids.unassigned = await audit('team.unassign', 'before', { assignmentId: ids.call, tool: 'tool-2' });
  ids.credits = await audit('admin.credits', 'after', { credits: 7 });
  await db.query(`insert into tool_ratings (user_id, tool_name, rating) values ($1, 'The Pitch Lab', 5)`, [ids.owner]);
  await db.query(`insert into tool_usage_logs (user_id, tool_name, credits_used, status) values ($1, 'AI Sales Coach', 1, 'completed')`, [ids.owner]);

  await db.migrate(MIGRATIONS);
});

afterAll(async () => {
  await db?.close();
  if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
});

describe('0012: tool ids become slugs', () => {
  it('renames the tool of every practice assignment', async () => {
    expect(await toolOf(ids.pitch!)).toBe('pitch-lab');
    expect(await toolOf(ids.call!)).toBe('sales-coach');
  });

  it('renames the tool in the audit trail of assignments and leaves other audit rows alone', async () => {
    expect(await auditOf(ids.assigned!)).toEqual({ before: null, after: { assignmentId: ids.pitch, tool: 'pitch-lab', wholeTeam: true, assignees: [] } });
    expect(await auditOf(ids.unassigned!)).toEqual({ before: { assignmentId: ids.call, tool: 'sales-coach' }, after: null });
    expect(await auditOf(ids.credits!)).toEqual({ before: null, after: { credits: 7 } });
  });

  it('keeps the display names spec.md stores', async () => {
    expect(await db.query(`select tool_name from tool_ratings`)).toEqual([{ tool_name: 'The Pitch Lab' }]);
    expect(await db.query(`select tool_name from tool_usage_logs`)).toEqual([{ tool_name: 'AI Sales Coach' }]);
  });
});
