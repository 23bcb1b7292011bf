// `npm run backup` / `npm run restore`: files, targets and the running-server bridge around dump.ts.

import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Env } from '../env.ts';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';
import { DUMP_END, DUMP_HEADER, DumpError, restoreDump, targetIsEmpty, writeDump, type RestoreSummary, type SqlSession } from './dump.ts';
import { readLiveCliBridge } from '../features/admin-cli/cli-bridge.ts';

type Target = Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>;

export function pgliteDirectory(dataDir: string) {
  return path.resolve(dataDir, 'pglite');
}

/** The server holding this PGlite data directory, if one runs (a stale bridge file is ignored and removed). */
export function runningServer(dataDir: string) {
  return readLiveCliBridge(dataDir);
}

/** Opens the database as it is (no migrations run: a backup must not change what it copies). */
async function openAsIs(target: Target): Promise<{ db: Db; source: string; close(): Promise<void> }> {
  if (target.DATABASE_URL) {
    const pg = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: target.DATABASE_URL, max: 1 });
    return { db: drizzle(pool, { schema }), source: `PostgreSQL at ${new URL(target.DATABASE_URL).host}`, close: () => pool.end() };
  }
  const directory = pgliteDirectory(target.DATA_DIR);
  if (!existsSync(path.join(directory, 'PG_VERSION'))) throw new DumpError(`There is no embedded database in ${directory} to back up.`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = new PGlite(directory);
  await client.waitReady;
  return { db: drizzle(client, { schema }) as unknown as Db, source: `PGlite in ${directory}`, close: () => client.close() };
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** The dump's last line: `-- growth-tools: end of dump (N tables, M rows)`. */
  summary: string;
  viaServer: boolean;
}

/**
 * Writes a dump to `file` (gzip when it ends in .gz), mode 600, through a temporary file renamed
 * only once the dump is complete. PGlite held by a running server: the dump comes from that
 * server over its loopback bridge; otherwise the database is opened here.
 */
export async function backupToFile(target: Target, file: string): Promise<BackupResult> {
  const resolved = path.resolve(file);
  mkdirSync(path.dirname(resolved), { recursive: true });
  const partial = `${resolved}.partial`;
  const out = createWriteStream(partial, { mode: 0o600 });
  const sink: Writable = resolved.endsWith('.gz') ? createGzip() : out;
  if (sink !== out) sink.pipe(out);
  let tail = '';
  const keepTail = (text: string) => {
    tail = (tail + text).slice(-400);
  };
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    sink.on('error', reject);
  });
  let viaServer = false;
  try {
    const server = target.DATABASE_URL ? null : runningServer(target.DATA_DIR);
    if (server) {
      viaServer = true;
      let response: Response;
      try {
        response = await fetch(`http://127.0.0.1:${server.port}/internal/backup`, { headers: { 'x-cli-token': server.token } });
      } catch (error) {
        throw new DumpError(`A server (pid ${server.pid}) holds this data directory but did not answer (${(error as Error).message}). Stop it or try again.`);
      }
      if (!response.ok || !response.body) throw new DumpError(`The running server refused the backup (HTTP ${response.status}).`);
      const decoder = new TextDecoder();
      const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
      body.on('data', (chunk: Buffer) => keepTail(decoder.decode(chunk, { stream: true })));
      await pipeline(body, sink);
    } else {
      const database = await openAsIs(target);
      try {
        await writeDump(
          database.db,
          (chunk) => {
            keepTail(chunk);
            return new Promise<void>((resolve, reject) => sink.write(chunk, (error) => (error ? reject(error) : resolve())));
          },
          { source: database.source },
        );
      } finally {
        await database.close();
      }
      sink.end();
    }
    await finished;
    const lastLine = tail.trimEnd().split('\n').at(-1) ?? '';
    if (!lastLine.startsWith(DUMP_END)) throw new DumpError('The dump did not finish (no end marker); nothing was kept.');
    renameSync(partial, resolved);
    return { file: resolved, bytes: statSync(resolved).size, summary: lastLine, viaServer };
  } catch (error) {
    sink.destroy();
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

/** The dump's lines, gunzipped when the file starts with gzip's magic bytes. */
async function* dumpLines(file: string): AsyncGenerator<string> {
  const handle = await open(file, 'r');
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, 0);
  await handle.close();
  const raw = createReadStream(file);
  const input = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
  const reader = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of reader) yield line;
  } finally {
    reader.close();
    raw.destroy();
  }
}

/**
 * A quick look before touching the target: the header, and for a plain file the end marker (a
 * gzipped file is checked as it is read; the restore's transaction then keeps nothing).
 */
async function checkComplete(file: string) {
  const handle = await open(file, 'r');
  try {
    const size = (await handle.stat()).size;
    const head = Buffer.alloc(Math.min(size, 64));
    await handle.read(head, 0, head.length, 0);
    if (head[0] === 0x1f && head[1] === 0x8b) return;
    if (!head.toString('utf8').startsWith(DUMP_HEADER))
      throw new DumpError('This is not a Growth Tools dump (made by npm run backup): its first line differs.');
    const tail = Buffer.alloc(Math.min(size, 400));
    await handle.read(tail, 0, tail.length, size - tail.length);
    if (!tail.toString('utf8').trimEnd().split('\n').at(-1)?.startsWith(DUMP_END))
      throw new DumpError('The dump has no end marker: the file is cut off (or was not finished). Nothing was restored.');
  } finally {
    await handle.close();
  }
}

export interface RestoreResult extends RestoreSummary {
  target: string;
  /** PGlite with --force: where the previous data directory was moved. */
  movedAside?: string;
}

/**
 * Restores a dump into DATABASE_URL (PostgreSQL) or DATA_DIR/pglite (PGlite). The target must be
 * empty unless `force`: PostgreSQL then loses its current schema and `drizzle` schema inside the
 * restore's own transaction; PGlite's directory is moved aside, not deleted.
 */
export async function restoreFromFile(target: Target, file: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  if (!existsSync(file)) throw new DumpError(`No such file: ${file}`);
  await checkComplete(file);
  if (target.DATABASE_URL) return restoreIntoPostgres(target.DATABASE_URL, file, !!options.force);
  return restoreIntoPglite(target.DATA_DIR, file, !!options.force);
}

async function restoreIntoPostgres(url: string, file: string, force: boolean): Promise<RestoreResult> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const session: SqlSession = {
    exec: async (text) => {
      await client.query(text);
    },
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
  };
  try {
    const empty = await targetIsEmpty(session);
    if (!empty && !force)
      throw new DumpError(
        'The target database is not empty. Restore into an empty database, or add --force to replace its contents (its current schema and the drizzle schema are dropped).',
      );
    const [{ schema: current } = { schema: 'public' }] = await session.query<{ schema: string | null }>('select current_schema() as schema');
    if (!current) throw new DumpError('The connection has no current schema (search_path is empty).');
    const summary = await restoreDump(session, dumpLines(file), {
      beforeSchema: empty
        ? undefined
        : async () => {
            const name = `"${current.replace(/"/g, '""')}"`;
            await session.exec(`DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA ${name} CASCADE; CREATE SCHEMA ${name};`);
          },
    });
    return { ...summary, target: `PostgreSQL at ${new URL(url).host}${new URL(url).pathname}` };
  } finally {
    await client.end();
  }
}

async function restoreIntoPglite(dataDir: string, file: string, force: boolean): Promise<RestoreResult> {
  const directory = pgliteDirectory(dataDir);
  const server = runningServer(dataDir);
  if (server) throw new DumpError(`A server (pid ${server.pid}) is running on ${dataDir}: stop it first, then restore.`);
  let movedAside: string | undefined;
  if (existsSync(directory) && readdirSync(directory).length > 0) {
    if (!force)
      throw new DumpError(
        `${directory} already holds a database. Restore into an empty DATA_DIR, or add --force (the current directory is moved aside, not deleted).`,
      );
    movedAside = `${directory}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(directory, movedAside);
  }
  mkdirSync(directory, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  let client: InstanceType<typeof PGlite> | undefined;
  try {
    client = new PGlite(directory);
    await client.waitReady;
    const db = client;
    const session: SqlSession = {
      exec: async (text) => {
        await db.exec(text);
      },
      query: async <T>(text: string) => (await db.query<T>(text)).rows,
    };
    const summary = await restoreDump(session, dumpLines(file));
    await client.close();
    return { ...summary, target: `PGlite in ${directory}`, ...(movedAside ? { movedAside } : {}) };
  } catch (error) {
    await client?.close().catch(() => {});
    // Nothing half-restored stays behind; a moved-aside database comes back.
    rmSync(directory, { recursive: true, force: true });
    if (movedAside) renameSync(movedAside, directory);
    throw error;
  }
}
