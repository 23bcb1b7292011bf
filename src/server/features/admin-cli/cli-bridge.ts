import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { runAdminCommand } from './admin-commands.ts';
import { isLoopbackAddress, readSocketIp } from '../../lib/client-ip.ts';
import { writeDump } from '../../db/dump.ts';
import type { Db } from '../../db/client.ts';
import { logger } from '../../lib/logger.ts';

/** A reader that stops waiting this long is gone: the dump (and PGlite's transaction) ends. */
const STALLED_READER_MS = 60_000;

/** The dump as a byte stream; a failure or a vanished reader errors the stream (no end marker). */
export function streamDump(db: Db, source: string): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  const write = async (chunk: string) => {
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the backup reader stopped reading')), STALLED_READER_MS);
    });
    try {
      await Promise.race([writer.write(encoder.encode(chunk)), stalled]);
    } finally {
      clearTimeout(timer);
    }
  };
  writeDump(db, write, { source }).then(
    () => writer.close(),
    (error: unknown) => {
      logger.error('backup failed', { error: error instanceof Error ? error.message : String(error) });
      return writer.abort(error);
    },
  ).catch(() => {});
  return readable;
}

/**
 * PGlite serves one process, so `npm run admin` cannot open the data directory while the server
 * runs. The server leaves a token file (mode 600) beside the data; the CLI hands its command to
 * the running server through a loopback-only route guarded by that token.
 */
export function cliBridgeFile(dataDir: string) {
  return path.resolve(dataDir, 'server-cli.json');
}

export interface CliBridge {
  port: number;
  pid: number;
  token: string;
}

/**
 * The running server's bridge, or null when no server holds this data directory. A file left by
 * a server that died (kill -9, power loss) names a process that is gone: it is removed, not obeyed.
 */
export function readLiveCliBridge(dataDir: string): CliBridge | null {
  const file = cliBridgeFile(dataDir);
  let bridge: CliBridge;
  try {
    bridge = JSON.parse(readFileSync(file, 'utf8')) as CliBridge;
  } catch {
    return null;
  }
  if (!isProcessAlive(bridge.pid)) {
    rmSync(file, { force: true });
    return null;
  }
  return bridge;
}

function isProcessAlive(pid: unknown) {
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive but someone else's; only ESRCH means gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const commandSchema = z.discriminatedUnion('command', [
  z.object({ command: z.enum(['grant', 'revoke', 'reset-2fa']), email: z.string().min(3).max(254) }),
  z.object({ command: z.literal('list') }),
  z.object({ command: z.literal('credits'), email: z.string().min(3).max(254), amount: z.number().int().min(-1_000_000).max(1_000_000) }),
]);

export function registerCliBridge(app: Hono<AppEnv>, deps: Deps, port: number) {
  if (deps.database.kind !== 'pglite') return () => {};
  const token = randomBytes(32).toString('hex');
  const file = cliBridgeFile(deps.env.DATA_DIR);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ port, pid: process.pid, token }), { mode: 0o600 });
  const allowed = (c: Context<AppEnv>) => {
    const given = Buffer.from(c.req.header('x-cli-token') ?? '');
    const expected = Buffer.from(token);
    // The socket's own address: X-Forwarded-For is the client's to write, even behind a proxy.
    // A request relayed by a reverse proxy on this host is loopback too: refuse anything forwarded.
    const forwarded = c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined;
    const loopback = isLoopbackAddress(readSocketIp(c)) && !forwarded;
    return loopback && given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.post('/internal/cli', async (c) => {
    if (!allowed(c)) return c.json({ error: { code: 'forbidden', message: 'Forbidden' } }, 403);
    const parsed = commandSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: { code: 'invalid_input', message: 'Bad command' } }, 400);
    return c.json(await runAdminCommand(deps.db, parsed.data));
  });
  // `npm run backup` while the server runs: the dump streams from the server's own connection.
  app.get('/internal/backup', (c) => {
    if (!allowed(c)) return c.json({ error: { code: 'forbidden', message: 'Forbidden' } }, 403);
    return new Response(streamDump(deps.db, `PGlite in ${path.resolve(deps.env.DATA_DIR, 'pglite')} (running server, pid ${process.pid})`), {
      headers: { 'content-type': 'application/sql; charset=utf-8', 'cache-control': 'no-store' },
    });
  });
  return () => rmSync(file, { force: true });
}
