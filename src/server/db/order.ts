import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * ORDER BY for (created_at desc, id desc). drizzle-kit writes `.desc()` indexes as DESC NULLS
 * LAST, while a plain DESC means NULLS FIRST; Postgres only walks the index when the two agree
 * (it does not use NOT NULL to reconcile them), so the order spells out NULLS LAST.
 */
export function newestFirst(createdAt: AnyPgColumn | SQL, id?: AnyPgColumn | SQL): SQL[] {
  return id ? [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`] : [sql`${createdAt} desc nulls last`];
}
