import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.ts';
import { databaseTarget, retryConnect } from './wait-for-database.ts';

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
  /** How long to keep retrying an unreachable PostgreSQL at start (0 or absent: one attempt). */
  connectTimeoutMs?: number;
}

/**
 * The embedded server is one process on a small box: 16 MB of shared buffers (Postgres's default
 * is 128 MB) leaves caching to the OS, which reads the same files. fsync stays off as PGlite ships
 * it (docs/decisions/014-embedded-database-memory-and-durability.md).
 */
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers = 16MB'] };

/**
 * A new data directory is created and migrated in a short-lived child process: the WASM instance
 * that runs initdb and the first migrations keeps ~500 MB of memory for the life of its process,
 * while one that opens an existing, migrated directory needs a third of that.
 */
async function createPgliteInChild(directory: string) {
  const { execFile } = await import('node:child_process');
  const modules = ['@electric-sql/pglite', 'drizzle-orm/pglite', 'drizzle-orm/pglite/migrator'].map((name) => JSON.stringify(import.meta.resolve(name)));
  const script = [
    `const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([${modules.map((m) => `import(${m})`).join(', ')}]);`,
    `const client = new PGlite(process.argv[1], ${JSON.stringify(PGLITE_OPTIONS)});`,
    'await client.waitReady;',
    `await migrate(drizzle(client), { migrationsFolder: ${JSON.stringify(MIGRATIONS_FOLDER)}, migrationsSchema: 'drizzle' });`,
    'await client.close();',
  ].join('\n');
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', script, directory], { timeout: 300_000 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`Could not create the embedded database in ${directory}: ${stderr.trim() || error.message}`)) : resolve(),
    );
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url ? await openPostgres(options.url, options.schemaName, options.connectTimeoutMs) : await openPglite(options.dataDir ?? './data');
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
    // Nodes that start together would race to create the same tables: the first migrates while
    // the others wait on a transaction-scoped advisory lock, then find nothing left to do.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`growth-tools:migrate:${config.migrationsSchema}`}))`);
      await migrate(database.db, config);
    });
  }
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dataDir.startsWith('memory://');
  const directory = inMemory ? dataDir : path.resolve(dataDir, 'pglite');
  if (!inMemory) {
    mkdirSync(directory, { recursive: true });
    if (!existsSync(path.join(directory, 'PG_VERSION'))) await createPgliteInChild(directory);
  }
  const client = new PGlite(directory, PGLITE_OPTIONS);
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

async function openPostgres(url: string, schemaName?: string, connectTimeoutMs = 0): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Not up yet (started together with this node)? One line per attempt, then DatabaseUnreachableError.
  await retryConnect(
    async () => {
      const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      probe.on('error', () => {});
      try {
        await probe.connect();
        await probe.query('select 1');
      } finally {
        await probe.end().catch(() => {});
      }
    },
    { target: databaseTarget(url), timeoutMs: connectTimeoutMs, url },
  );
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
