import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { adminCommandSchema, runAdminCommand } from './admin-commands.ts';
import { streamDump, writeCliBridge } from './cli-bridge.ts';
import { isLoopbackAddress, readSocketIp } from '../../lib/client-ip.ts';
import { refuse } from '../../lib/error-envelope.ts';

/**
 * The loopback-only routes `npm run admin` and `npm run backup` use while the server holds the
 * embedded database (cli-bridge.ts). HTTP only: the command runs through admin-commands.ts.
 */
export function registerCliBridge(app: Hono<AppEnv>, deps: Deps, port: number) {
  if (deps.database.kind !== 'pglite') return () => {};
  const { token, remove } = writeCliBridge(deps.env.DATA_DIR, port);
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
    if (!allowed(c)) return refuse(c, 'forbidden', 'common.forbidden');
    const parsed = adminCommandSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return refuse(c, 'invalid_input', 'common.badCommand');
    return c.json(await runAdminCommand(deps.db, parsed.data));
  });
  // `npm run backup` while the server runs: the dump streams from the server's own connection.
  app.get('/internal/backup', (c) => {
    if (!allowed(c)) return refuse(c, 'forbidden', 'common.forbidden');
    return new Response(streamDump(deps.db, `PGlite in ${path.resolve(deps.env.DATA_DIR, 'pglite')} (running server, pid ${process.pid})`), {
      headers: { 'content-type': 'application/sql; charset=utf-8', 'cache-control': 'no-store' },
    });
  });
  return remove;
}
