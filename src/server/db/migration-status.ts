import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations this build ships (drizzle/meta/_journal.json), oldest first. */
export function readJournal(dir = MIGRATIONS_DIR): JournalEntry[] {
  const journal = JSON.parse(readFileSync(`${dir}/meta/_journal.json`, 'utf8')) as { entries: JournalEntry[] };
  return [...journal.entries].sort((a, b) => a.when - b.when);
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres and PGlite both answer { rows }.
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * drizzle's migrations table: in the current schema when the app runs inside one (the per-test
 * PostgreSQL schemas), else `drizzle.__drizzle_migrations` (PGlite and production). Null when
 * the database was never migrated.
 */
export async function migrationsTable(db: DbOrTx): Promise<string | null> {
  const [row] = rowsOf<{ name: string | null }>(
    await db.execute(
      sql`select coalesce(to_regclass(quote_ident(current_schema()) || '.__drizzle_migrations'), to_regclass('drizzle.__drizzle_migrations'))::text as name`,
    ),
  );
  return row?.name ?? null;
}

export interface MigrationStatus {
  expected: number;
  applied: number;
  /** Tags of the shipped migrations the database has not run. */
  pending: string[];
}

/**
 * Compares the journal with the migrations table the way drizzle's migrator decides: a
 * migration is applied when the newest applied one is at least as recent (`created_at` holds the
 * journal's `when`). Throws when the database cannot be reached.
 */
export async function migrationStatus(db: DbOrTx, journal: JournalEntry[] = cachedJournal()): Promise<MigrationStatus> {
  const table = await migrationsTable(db);
  let last = -1;
  if (table) {
    const [row] = rowsOf<{ last: string | number | null }>(await db.execute(sql.raw(`select max(created_at) as last from ${table}`)));
    if (row?.last !== null && row?.last !== undefined) last = Number(row.last);
  }
  const pending = journal.filter((entry) => entry.when > last).map((entry) => entry.tag);
  return { expected: journal.length, applied: journal.length - pending.length, pending };
}

let journalCache: JournalEntry[] | undefined;
function cachedJournal() {
  return (journalCache ??= readJournal());
}
