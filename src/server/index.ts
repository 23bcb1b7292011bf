import { serve } from '@hono/node-server';
import { parseEnv, ConfigError, loadDotEnv } from './env.ts';
import { createServices, closeServices } from './services.ts';
import { createApp } from './app.ts';
import { logger, setLogLevel } from './lib/logger.ts';
import { registerCliBridge } from './features/admin-cli/cli-bridge.ts';

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
  const app = createApp(services, (a) => registerCliBridge(a, services, env.PORT));
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    logger.info(`Growth Tools listening on http://${env.HOST}:${env.PORT}`, { appUrl: env.APP_URL, db: services.database.kind, ai: env.AI_PROVIDER, startMs: Date.now() - started });
  });
  const shutdown = async () => {
    app.cleanup();
    server.close();
    await closeServices(services);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  return { server, services };
}

if (import.meta.url === `file://${process.argv[1]}`) void startServer();
