// The server under load in `npm run bench`, in its own process so the load generator
// (autocannon) does not share its event loop. Usage: bench-server.ts <postgres-url> <schema> <port>
import { serve } from '@hono/node-server';
import { parseEnv } from '../src/server/env.ts';
import { createDeps, closeDeps } from '../src/server/deps.ts';
import { createApp } from '../src/server/app.ts';

const [url, schemaName, port] = process.argv.slice(2);
if (!url || !schemaName || !port) throw new Error('usage: bench-server.ts <postgres-url> <schema> <port>');

const env = parseEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  APP_URL: `http://127.0.0.1:${port}`,
  AUTH_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
  PAYMENTS_PROVIDER: 'local',
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  // The load test spends far more than a day's AI budget from one address; the counters still run.
  AI_DAILY_RUNS_PER_USER: '100000000',
  AI_DAILY_RUNS_GLOBAL: '100000000',
  FREE_DAILY_AI_RUNS_PER_IP: '100000000',
} as NodeJS.ProcessEnv);
const deps = await createDeps(env, { database: { url, schemaName } });
const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' }, () => process.send?.('ready'));

process.on('SIGTERM', () => {
  server.close(async () => {
    await closeDeps(deps);
    process.exit(0);
  });
});
