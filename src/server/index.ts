import { serve } from '@hono/node-server';
import path from 'node:path';
import { parseEnv, ConfigError, loadDotEnv, type Env } from './env.ts';
import { createDeps, closeDeps } from './deps.ts';
import { createApp } from './app.ts';
import { logger, setLogLevel } from './lib/logger.ts';
import { startMaintenance, stuckRunAfterMs } from './maintenance.ts';
import { onShutdownSignal, trackRequests } from './lib/graceful-shutdown.ts';
import { DatabaseUnreachableError } from './db/wait-for-database.ts';
import type { Server } from 'node:http';
import { registerCliBridge } from './features/admin-cli/cli-bridge.routes.ts';

export function startupLine(
  env: Pick<Env, 'APP_URL' | 'HOST' | 'PORT' | 'NODE_ENV' | 'DATA_DIR' | 'DATABASE_URL'>,
  db: 'pglite' | 'postgres',
  startMs: number,
) {
  const listening = `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${env.PORT}`;
  const where = env.APP_URL === listening ? env.APP_URL : `${env.APP_URL} (listening on ${listening})`;
  const database = db === 'pglite' ? `PGlite in ${path.resolve(env.DATA_DIR, 'pglite')}` : `PostgreSQL at ${new URL(env.DATABASE_URL!).host}`;
  return `Growth Tools is serving ${where} — ${env.NODE_ENV} mode, ${database}, ready in ${(startMs / 1000).toFixed(1)} s`;
}

export async function startServer() {
  let env;
  try {
    loadDotEnv();
    env = parseEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  setLogLevel(env.LOG_LEVEL);
  const started = Date.now();
  let deps;
  try {
    deps = await createDeps(env);
  } catch (error) {
    // Unreachable PostgreSQL: the retry lines and this last one say it all, no stack trace.
    if (error instanceof DatabaseUnreachableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Also settles runs left pending by a process that died mid-request, at start and periodically.
  const stopMaintenance = startMaintenance(deps.db, { stuckRunAfterMs: stuckRunAfterMs(env.AI_TIMEOUT_MS) });
  const app = createApp(deps, (a) => registerCliBridge(a, deps, env.PORT));
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    // One plain line a newcomer can read: where to click, and in which mode.
    if (env.LOG_LEVEL !== 'silent') console.log(startupLine(env, deps.database.kind, Date.now() - started));
  });
  // SIGTERM/SIGINT: stop accepting, end live streams, let in-flight requests finish (up to
  // SHUTDOWN_TIMEOUT_MS), then stop maintenance and close the database under no running handler.
  const requests = trackRequests(server as Server);
  onShutdownSignal(async (signal) => {
    logger.info('shutdown: draining', { signal, inFlight: requests.inFlight, timeoutMs: env.SHUTDOWN_TIMEOUT_MS });
    const drained = await requests.drain(env.SHUTDOWN_TIMEOUT_MS, app.endLiveStreams);
    await stopMaintenance();
    await closeDeps(deps);
    // The CLI bridge file goes last: until the embedded database is closed, `npm run admin` must not open it.
    app.cleanup();
    logger.info('shutdown: done', { ...drained });
    return drained.cut > 0 ? 1 : 0;
  }, env.SHUTDOWN_TIMEOUT_MS + 10_000);
  return { server, deps };
}

if (import.meta.url === `file://${process.argv[1]}`) void startServer();
