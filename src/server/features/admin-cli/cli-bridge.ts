import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
  writeDump(db, write, { source })
    .then(
      () => writer.close(),
      (error: unknown) => {
        logger.error('backup failed', { error: error instanceof Error ? error.message : String(error) });
        return writer.abort(error);
      },
    )
    .catch(() => {});
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

/** Writes this server's bridge file (mode 600) with a fresh token; returns the token and how to remove the file. */
export function writeCliBridge(dataDir: string, port: number) {
  const token = randomBytes(32).toString('hex');
  const file = cliBridgeFile(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ port, pid: process.pid, token } satisfies CliBridge), { mode: 0o600 });
  return { token, remove: () => rmSync(file, { force: true }) };
}
