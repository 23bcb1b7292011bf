import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Services } from '../../context.ts';
import { runAdminCommand } from './admin-commands.ts';
import { isLoopbackAddress, readSocketIp } from '../../lib/client-ip.ts';

/**
 * PGlite serves one process, so `npm run admin` cannot open the data directory while the server
 * runs. The server leaves a token file (mode 600) beside the data; the CLI hands its command to
 * the running server through a loopback-only route guarded by that token.
 */
export function cliBridgeFile(dataDir: string) {
  return path.resolve(dataDir, 'server-cli.json');
}

const commandSchema = z.discriminatedUnion('command', [
  z.object({ command: z.enum(['grant', 'revoke', 'reset-2fa']), email: z.string().min(3).max(254) }),
  z.object({ command: z.literal('list') }),
  z.object({ command: z.literal('credits'), email: z.string().min(3).max(254), amount: z.number().int().min(-1_000_000).max(1_000_000) }),
]);

export function registerCliBridge(app: Hono<AppEnv>, services: Services, port: number) {
  if (services.database.kind !== 'pglite') return () => {};
  const token = randomBytes(32).toString('hex');
  const file = cliBridgeFile(services.env.DATA_DIR);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ port, pid: process.pid, token }), { mode: 0o600 });
  app.post('/internal/cli', async (c) => {
    const given = Buffer.from(c.req.header('x-cli-token') ?? '');
    const expected = Buffer.from(token);
    // The socket's own address: X-Forwarded-For is the client's to write, even behind a proxy.
    // A request relayed by a reverse proxy on this host is loopback too: refuse anything forwarded.
    const forwarded = c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined;
    const loopback = isLoopbackAddress(readSocketIp(c)) && !forwarded;
    if (!loopback || given.length !== expected.length || !timingSafeEqual(given, expected)) return c.json({ error: { code: 'forbidden', message: 'Forbidden' } }, 403);
    const parsed = commandSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: { code: 'invalid_input', message: 'Bad command' } }, 400);
    return c.json(await runAdminCommand(services.db, parsed.data));
  });
  return () => rmSync(file, { force: true });
}
