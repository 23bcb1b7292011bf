// A logical dump of the app's database as plain SQL, and its restore.
//
// The file restores with `psql -v ON_ERROR_STOP=1 -f dump.sql` into an empty PostgreSQL database
// and with `npm run restore` into PGlite or PostgreSQL. Schema = the migrations the database has
// applied (their SQL, verbatim) plus drizzle's migrations table, so the server starts on the
// restored database without migrating again; data = one multi-row INSERT per line, tables in
// foreign-key order, every value in PostgreSQL's own text form (exact round trip for every type).
// Read inside ONE repeatable-read, read-only transaction: a consistent snapshot while the app runs
// (on PGlite the transaction holds the database, so requests wait for the dump to finish).

import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client.ts';
import { MIGRATIONS_DIR, migrationsTable, readJournal } from './migration-status.ts';

export const DUMP_HEADER = '-- Growth Tools database dump, format 1';
const SCHEMA_BEGIN = '-- growth-tools: schema begin';
const SCHEMA_END = '-- growth-tools: schema end';
const TABLE_MARK = '-- growth-tools: table ';
export const DUMP_END = '-- growth-tools: end of dump';

const ROWS_PER_INSERT = 500;
const MAX_LINE_CHARS = 1_000_000;

export class DumpError extends Error {}

export interface DumpSummary {
  tables: number;
  rows: number;
  migrations: string[];
  warnings: string[];
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export function quoteIdent(name: string) {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * A value in its PostgreSQL text form as a SQL literal on ONE line: E'' with backslash, quote,
 * newline, carriage return and tab escaped (the INSERT coerces it to the column's type).
 */
export function sqlLiteral(value: string | null) {
  if (value === null) return 'NULL';
  if (!/[\\'\n\r\t]/.test(value)) return `'${value}'`;
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}'`;
}

interface TableInfo {
  name: string;
  columns: string[];
  identityAlways: boolean;
  primaryKey: string[];
}

/** Tables of the app's schema, parents before children (foreign keys). */
async function appTables(tx: DbOrTx): Promise<TableInfo[]> {
  const tables = rowsOf<{ oid: number; name: string }>(
    await tx.execute(
      sql`select c.oid::int as oid, c.relname as name from pg_class c where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and c.relname <> '__drizzle_migrations' order by c.relname`,
    ),
  );
  const columns = rowsOf<{ oid: number; name: string; identity: string }>(
    await tx.execute(sql`select a.attrelid::int as oid, a.attname as name, a.attidentity::text as identity from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = current_schema()::regnamespace and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attrelid, a.attnum`),
  );
  const keys = rowsOf<{ oid: number; name: string }>(
    await tx.execute(sql`select i.indrelid::int as oid, a.attname as name from pg_index i join pg_class c on c.oid = i.indrelid
      join lateral unnest(i.indkey) with ordinality as k(attnum, ord) on true join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
      where i.indisprimary and c.relnamespace = current_schema()::regnamespace order by i.indrelid, k.ord`),
  );
  const references = rowsOf<{ child: number; parent: number }>(
    await tx.execute(
      sql`select conrelid::int as child, confrelid::int as parent from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace`,
    ),
  );
  const byOid = new Map(tables.map((t) => [t.oid, { name: t.name, columns: [] as string[], identityAlways: false, primaryKey: [] as string[] }]));
  for (const column of columns) {
    const table = byOid.get(column.oid);
    if (!table) continue;
    table.columns.push(column.name);
    if (column.identity === 'a') table.identityAlways = true;
  }
  for (const key of keys) byOid.get(key.oid)?.primaryKey.push(key.name);
  // Depth-first topological order; a self-reference does not order anything.
  const ordered: TableInfo[] = [];
  const state = new Map<number, 'visiting' | 'done'>();
  const visit = (oid: number, path: string[]) => {
    if (state.get(oid) === 'done' || !byOid.has(oid)) return;
    if (state.get(oid) === 'visiting')
      throw new DumpError(`foreign keys form a cycle (${[...path, byOid.get(oid)!.name].join(' → ')}); this dump cannot order the tables`);
    state.set(oid, 'visiting');
    for (const ref of references) if (ref.child === oid && ref.parent !== oid) visit(ref.parent, [...path, byOid.get(oid)!.name]);
    state.set(oid, 'done');
    ordered.push(byOid.get(oid)!);
  };
  for (const table of tables) visit(table.oid, []);
  return ordered;
}

/**
 * Writes the dump through `write` (awaited: backpressure and cancellation come from the sink).
 * Ends with DUMP_END only when everything was read, so a cut-off file is recognisable.
 */
export async function writeDump(db: Db, write: (chunk: string) => Promise<void>, options: { source: string }): Promise<DumpSummary> {
  return db.transaction(
    async (tx) => {
      // Text forms that read back identically anywhere.
      for (const setting of ["timezone = 'UTC'", "datestyle = 'ISO'", "intervalstyle = 'postgres'", 'extra_float_digits = 3', "bytea_output = 'hex'"])
        await tx.execute(sql.raw(`set local ${setting}`));
      const table = await migrationsTable(tx);
      if (!table) throw new DumpError('This database has no migrations table: it was never started, so there is nothing to back up.');
      const applied = rowsOf<{ id: number; hash: string; created_at: string }>(
        await tx.execute(sql.raw(`select id, hash, created_at::text as created_at from ${table} order by created_at, id`)),
      );
      const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
      const journal = readJournal();
      const warnings: string[] = [];
      const migrations = applied.map((row) => {
        const index = files.findIndex((file) => String(file.folderMillis) === row.created_at);
        if (index < 0)
          throw new DumpError(
            `The database has a migration (created_at ${row.created_at}) this version of the app does not ship: back it up with the version that created it.`,
          );
        const file = files[index]!;
        const tag = journal.find((entry) => String(entry.when) === row.created_at)?.tag ?? String(file.folderMillis);
        if (file.hash !== row.hash) warnings.push(`migration ${tag} was changed after the database applied it; the dump carries today's file`);
        return { tag, statements: file.sql, row };
      });

      await write(
        [
          DUMP_HEADER,
          `-- Made ${new Date().toISOString()} from ${options.source}; ${migrations.length} migrations (${migrations.at(-1)?.tag ?? 'none'}).`,
          '-- Restore into an EMPTY database: npm run restore -- <this file>   (PGlite in DATA_DIR, or DATABASE_URL)',
          '--                             or: psql -v ON_ERROR_STOP=1 -f <this file> <empty PostgreSQL database>',
          '-- It holds password hashes, sessions and payment records: keep it as private as the database.',
          "SET client_encoding = 'UTF8';",
          'SET standard_conforming_strings = on;',
          'SET client_min_messages = warning;',
          "SET timezone = 'UTC';",
          "SET datestyle = 'ISO';",
          "SET intervalstyle = 'postgres';",
          'BEGIN;',
          SCHEMA_BEGIN,
          ...migrations.flatMap((m) => [`-- migration ${m.tag}`, ...m.statements.map((statement) => `${statement.trim()}\n;`)]),
          '-- drizzle migrations table: the server sees these migrations as applied.',
          'CREATE SCHEMA IF NOT EXISTS drizzle;',
          'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);',
          SCHEMA_END,
          ...(migrations.length
            ? [
                `INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ${migrations.map((m) => `(${Number(m.row.id)}, ${sqlLiteral(m.row.hash)}, ${Number(m.row.created_at)})`).join(', ')};`,
                `SELECT pg_catalog.setval(pg_get_serial_sequence('drizzle.__drizzle_migrations', 'id'), ${Math.max(...migrations.map((m) => Number(m.row.id)))}, true);`,
              ]
            : []),
          '',
        ].join('\n'),
      );

      const tables = await appTables(tx);
      let total = 0;
      for (const info of tables) {
        const name = quoteIdent(info.name);
        const columnList = info.columns.map(quoteIdent).join(', ');
        const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(await tx.execute(sql.raw(`select count(*)::int as count from ${name}`)));
        await write(`${TABLE_MARK}${info.name}: ${count} rows\n`);
        if (count === 0 || info.columns.length === 0) continue;
        const prefix = `INSERT INTO ${name} (${columnList})${info.identityAlways ? ' OVERRIDING SYSTEM VALUE' : ''} VALUES `;
        const order = info.primaryKey.length ? ` order by ${info.primaryKey.map(quoteIdent).join(', ')}` : '';
        await tx.execute(
          sql.raw(`declare growth_dump no scroll cursor for select ${info.columns.map((c) => `${quoteIdent(c)}::text`).join(', ')} from ${name}${order}`),
        );
        let written = 0;
        for (;;) {
          const batch = rowsOf<Record<string, string | null>>(await tx.execute(sql.raw(`fetch forward ${ROWS_PER_INSERT} from growth_dump`)));
          if (batch.length === 0) break;
          let line = '';
          for (const row of batch) {
            const tuple = `(${info.columns.map((c) => sqlLiteral(row[c] ?? null)).join(', ')})`;
            if (line && line.length + tuple.length > MAX_LINE_CHARS) {
              await write(`${prefix}${line};\n`);
              line = '';
            }
            line += line ? `, ${tuple}` : tuple;
          }
          await write(`${prefix}${line};\n`);
          written += batch.length;
        }
        await tx.execute(sql.raw('close growth_dump'));
        if (written !== count) throw new DumpError(`table ${info.name}: read ${written} rows, expected ${count}`);
        total += written;
      }

      const sequences = rowsOf<{ name: string }>(
        await tx.execute(
          sql`select c.relname as name from pg_class c where c.relnamespace = current_schema()::regnamespace and c.relkind = 'S' and position('__drizzle_migrations' in c.relname) <> 1 order by c.relname`,
        ),
      );
      for (const { name } of sequences) {
        const [state] = rowsOf<{ last_value: string; is_called: boolean }>(
          await tx.execute(sql.raw(`select last_value::text as last_value, is_called from ${quoteIdent(name)}`)),
        );
        if (state) await write(`SELECT pg_catalog.setval(${sqlLiteral(quoteIdent(name))}, ${state.last_value}, ${state.is_called});\n`);
      }
      await write(`COMMIT;\n${DUMP_END} (${tables.length} tables, ${total} rows)\n`);
      return { tables: tables.length, rows: total, migrations: migrations.map((m) => m.tag), warnings };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** One database session: the restore's statements must run on the same connection. */
export interface SqlSession {
  exec(text: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
}

/** Whether the session's target already holds data or a schema (tables in the current schema, or drizzle's table). */
export async function targetIsEmpty(session: SqlSession) {
  const [row] = await session.query<{ tables: number; migrations: boolean }>(
    "select (select count(*)::int from pg_class where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p', 'v', 'm', 'S')) as tables, to_regclass('drizzle.__drizzle_migrations') is not null as migrations",
  );
  return !!row && Number(row.tables) === 0 && !row.migrations;
}

/**
 * Runs a dump (its lines, in order) on `session` in one transaction of our own: committed only
 * when the end marker was read and every table holds the number of rows the dump announced.
 * `beforeSchema` runs first inside that transaction (e.g. clearing a target with --force).
 */
export async function restoreDump(
  session: SqlSession,
  lines: AsyncIterable<string>,
  options: { beforeSchema?: () => Promise<void> } = {},
): Promise<RestoreSummary> {
  let lineNumber = 0;
  let inTransaction = false;
  let schema: string[] | null = null;
  let batch: string[] = [];
  let batchChars = 0;
  let ended = false;
  const expected = new Map<string, number>();
  const flush = async () => {
    if (batch.length === 0) return;
    await session.exec(batch.join('\n'));
    batch = [];
    batchChars = 0;
  };
  try {
    for await (const raw of lines) {
      lineNumber++;
      const line = raw.replace(/\r$/, '');
      if (lineNumber === 1) {
        if (line !== DUMP_HEADER) throw new DumpError('This is not a Growth Tools dump (made by npm run backup): its first line differs.');
        continue;
      }
      if (ended) {
        if (line.trim()) throw new DumpError(`line ${lineNumber}: text after the end of the dump`);
        continue;
      }
      if (schema) {
        if (line === SCHEMA_END) {
          await session.exec(schema.join('\n'));
          schema = null;
        } else schema.push(line);
        continue;
      }
      if (line === SCHEMA_BEGIN) {
        if (!inTransaction) throw new DumpError('the schema comes before BEGIN');
        if (options.beforeSchema) await options.beforeSchema();
        schema = [];
        continue;
      }
      if (line.startsWith(TABLE_MARK)) {
        const match = /^(.*): (\d+) rows$/.exec(line.slice(TABLE_MARK.length));
        if (match) expected.set(match[1]!, Number(match[2]));
        continue;
      }
      if (line.startsWith(DUMP_END)) {
        ended = true;
        continue;
      }
      if (line === '' || line.startsWith('--')) continue;
      if (line === 'BEGIN;') {
        await session.exec('BEGIN');
        inTransaction = true;
        continue;
      }
      // The dump's COMMIT waits for the end marker and the row counts.
      if (line === 'COMMIT;') continue;
      if (!inTransaction) {
        if (!/^SET [a-z_]+ = [^;]+;$/.test(line)) throw new DumpError(`line ${lineNumber}: only SET statements may come before BEGIN`);
        await session.exec(line);
        continue;
      }
      batch.push(line);
      batchChars += line.length;
      if (batchChars > 4_000_000 || batch.length >= 50) await flush();
    }
    await flush();
    if (schema) throw new DumpError('The dump ends inside its schema: the file is cut off.');
    if (!ended || !inTransaction) throw new DumpError('The dump has no end marker: the file is cut off (or was not finished). Nothing was restored.');
    let rows = 0;
    for (const [table, count] of expected) {
      const [row] = await session.query<{ n: number }>(`select count(*)::int as n from ${quoteIdent(table)}`);
      if (Number(row?.n) !== count) throw new DumpError(`table ${table}: ${row?.n} rows restored, the dump announced ${count}`);
      rows += count;
    }
    await session.exec('COMMIT');
    return { tables: expected.size, rows };
  } catch (error) {
    if (inTransaction) await session.exec('ROLLBACK').catch(() => {});
    throw error;
  }
}
