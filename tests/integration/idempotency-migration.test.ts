// drizzle/0013_recording_idempotency.sql on a database made by the previous schema (migrations up to
// 0012): the unique index that decides a race between two copies of one recording (decision 027).
// Runs on PGlite, or in a fresh schema of the PostgreSQL at DATABASE_URL (npm run test:pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { MIGRATIONS, migrationsUpTo, openMigrationDb, type MigrationDb } from '../helpers/migration-db.ts';

const LAST_OLD_MIGRATION = 12;

let db: MigrationDb;
let oldFolder: string;

beforeAll(async () => {
  db = await openMigrationDb();
  oldFolder = migrationsUpTo(LAST_OLD_MIGRATION);
  await db.migrate(oldFolder);
  await db.migrate(MIGRATIONS);
}, 60_000);
afterAll(async () => {
  await db?.close();
  if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
});

const claim = async (owner: string, key: string) =>
  (await db.query(`insert into idempotent_requests (owner, key) values ($1, $2) on conflict do nothing returning key`, [owner, key])).length;

describe('0013: one row per (owner, key)', () => {
  it('the same owner claims a key once; another owner claims it too', async () => {
    const key = randomUUID();
    expect(await claim('user:a', key)).toBe(1);
    expect(await claim('user:a', key)).toBe(0);
    expect(await claim('user:b', key)).toBe(1);
    expect(await claim('guest', key)).toBe(1);
    await expect(db.query(`insert into idempotent_requests (owner, key) values ('user:a', $1)`, [key])).rejects.toThrow(/duplicate key|unique/i);
  });

  it('refuses a key that is not a UUID', async () => {
    await expect(db.query(`insert into idempotent_requests (owner, key) values ('user:a', 'not-a-uuid')`)).rejects.toThrow();
  });
});
