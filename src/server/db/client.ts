import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a Postgres NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; absent for embedded PGlite. */
  url?: string;
  /** PGlite data directory, or 'memory://' for tests. */
  dataDir?: string;
  /** PostgreSQL schema to isolate a test run in (created if missing). */
  schemaName?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url ? await openPostgres(options.url, options.schemaName) : await openPglite(options.dataDir ?? './data');
  await migrateDatabase(database, options.schemaName);
  return database;
}

async function migrateDatabase(database: Database, schemaName?: string) {
  const config = { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema: schemaName ?? 'drizzle' };
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, config);
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db, config);
  }
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(path.resolve(dataDir, 'pglite'), { recursive: true });
  const client = new PGlite(dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir, 'pglite'));
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    ping: () => pingDb(db),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, schemaName?: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  if (schemaName) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    await admin.end();
  }
  const options = schemaName ? `-c search_path="${schemaName}"` : undefined;
  const pool = new pg.Pool({ connectionString: url, max: 20, options });
  pool.on('error', (error) => console.error('[db] idle client error', error.message));
  const db = drizzle(pool, { schema });
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: import('pg').Client | undefined;

  async function ensureListenClient() {
    if (listenClient) return listenClient;
    const client = new pg.Client({ connectionString: url, options });
    client.on('notification', (message) => {
      for (const handler of listeners.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', (error) => {
      // A dropped LISTEN connection is re-opened; SSE clients reconnect and re-read state anyway.
      console.error('[db] listen connection lost:', error.message);
      listenClient = undefined;
      setTimeout(() => void resubscribe(), 1000);
    });
    await client.connect();
    listenClient = client;
    return client;
  }
  async function resubscribe() {
    try {
      const client = await ensureListenClient();
      for (const channel of listeners.keys()) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      console.error('[db] re-listen failed:', (error as Error).message);
      setTimeout(() => void resubscribe(), 2000);
    }
  }

  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel ${channel}`);
      const client = await ensureListenClient();
      let handlers = listeners.get(channel);
      if (!handlers) {
        handlers = new Set();
        listeners.set(channel, handlers);
        await client.query(`LISTEN "${channel}"`);
      }
      handlers.add(onPayload);
      return async () => {
        handlers.delete(onPayload);
      };
    },
    ping: () => pingDb(db),
    async close() {
      await listenClient?.end().catch(() => {});
      await pool.end();
    },
  };
}

async function pingDb(db: Db) {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
