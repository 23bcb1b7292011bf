import { serve } from '@hono/node-server';
import path from 'node:path';
import { parseEnv, ConfigError, loadDotEnv, type Env } from './env.ts';
import { createServices, closeServices } from './services.ts';
import { createApp } from './app.ts';
import { setLogLevel } from './lib/logger.ts';
import { startMaintenance } from './maintenance.ts';
import { registerCliBridge } from './features/admin-cli/cli-bridge.ts';

export function startupLine(env: Pick<Env, 'APP_URL' | 'HOST' | 'PORT' | 'NODE_ENV' | 'DATA_DIR' | 'DATABASE_URL'>, db: 'pglite' | 'postgres', startMs: number) {
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
  const services = await createServices(env);
  const stopMaintenance = startMaintenance(services.db);
  const app = createApp(services, (a) => registerCliBridge(a, services, env.PORT));
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    // One plain line a newcomer can read: where to click, and in which mode.
    if (env.LOG_LEVEL !== 'silent') console.log(startupLine(env, services.database.kind, Date.now() - started));
  });
  const shutdown = async () => {
    app.cleanup();
    server.close();
    await stopMaintenance();
    await closeServices(services);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  return { server, services };
}

if (import.meta.url === `file://${process.argv[1]}`) void startServer();
