// A database built by the migrations as they were at some point, for tests of a later migration's
// data changes: PGlite, or a fresh schema of the PostgreSQL at DATABASE_URL (npm run test:pg).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const MIGRATIONS = path.resolve('drizzle');

export interface MigrationDb {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** A copy of the migrations folder whose journal ends at migration `lastIdx` (the schema as it was then). */
export function migrationsUpTo(lastIdx: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'growth-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

export async function openMigrationDb(): Promise<MigrationDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite();
    const db = drizzle(client);
    return {
      query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
      migrate: (folder) => migrate(db, { migrationsFolder: folder, migrationsSchema: 'drizzle' }),
      close: () => client.close(),
    };
  }
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const schema = `wm_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const pool = new pg.Pool({ connectionString: url, max: 1, options: `-c search_path="${schema}"` });
  const db = drizzle(pool);
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    migrate: (folder) => migrate(db, { migrationsFolder: folder, migrationsSchema: schema }),
    close: async () => {
      await pool.end();
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}
