import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../lib/app-error.ts';

// Keyset pagination over (created_at desc, id desc). The timestamp travels as Postgres' own
// microsecond text: a JS Date keeps milliseconds only, and rounding would skip or repeat rows.

export interface Cursor {
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  const [createdAt, id, extra] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || extra !== undefined || !TIMESTAMP_TEXT.test(createdAt) || Number.isNaN(Date.parse(createdAt)) || !/^[\w-]{1,128}$/.test(id)) {
    throw new AppError('invalid_input', 'admin.invalidCursor');
  }
  return { createdAt, id };
}

/** created_at as exact UTC text with microseconds, for the cursor of the last row. */
export function cursorTimestamp(column: AnyPgColumn | SQL) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows strictly after the cursor in (created_at desc, id desc) order; a row comparison the index serves. */
export function afterCursor(createdAt: AnyPgColumn | SQL, id: AnyPgColumn | SQL, cursor: Cursor, idType: 'uuid' | 'text'): SQL {
  if (idType === 'uuid' && !UUID.test(cursor.id)) throw new AppError('invalid_input', 'admin.invalidCursor');
  const idValue = idType === 'uuid' ? sql`${cursor.id}::uuid` : sql`${cursor.id}::text`;
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${idValue})`;
}

/** Fetch limit + 1 rows; the extra one only tells whether another page exists. */
export function toPage<Row extends { cursorTs: string; id: string }, Item>(rows: Row[], limit: number, map: (row: Row) => Item) {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(map),
    nextCursor: hasMore && last ? encodeCursor({ createdAt: last.cursorTs, id: last.id }) : null,
  };
}

/** A LIKE pattern matching values that start with `text`, case-insensitively (wildcards escaped). */
export function prefixPattern(text: string) {
  return `${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
