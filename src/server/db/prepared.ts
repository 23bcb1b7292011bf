import type { Db } from './client.ts';

/**
 * A prepared statement per database handle, built on first use. Hot queries are prepared once
 * (Drizzle skips rebuilding the SQL, PostgreSQL skips parsing and planning); the app and each
 * test keep their own handle, so the cache is keyed by it and goes when the handle does.
 */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) cache.set(db, (statement = build(db)));
    return statement;
  };
}
