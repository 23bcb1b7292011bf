import type { Env } from './env.ts';
import type { Services } from './context.ts';
import { openDatabase, type DatabaseOptions } from './db/client.ts';
import { createAuth } from './auth/auth.ts';
import { createMailer, type Mailer } from './integrations/mailer.ts';
import { NotifyFanout } from './features/live/notify-fanout.ts';
import { createAiProvider } from './ai/create-provider.ts';
import type { AiProvider } from './ai/provider.ts';

export interface ServiceOverrides {
  database?: DatabaseOptions;
  mailer?: Mailer;
  ai?: AiProvider;
}

/** Opens the database (migrating it) and wires every service from the validated configuration. */
export async function createServices(env: Env, overrides: ServiceOverrides = {}): Promise<Services> {
  const database = await openDatabase(overrides.database ?? { url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const mailer = overrides.mailer ?? createMailer(env);
  const auth = createAuth(env, database.db, mailer);
  const profileEvents = new NotifyFanout(database, 'profile_changed');
  const sessionEvents = new NotifyFanout(database, 'session_ended');
  await profileEvents.start();
  await sessionEvents.start();
  const ai = overrides.ai ?? createAiProvider(env);
  return { env, database, db: database.db, auth, mailer, profileEvents, sessionEvents, ai };
}

export async function closeServices(services: Services) {
  await services.profileEvents.stop();
  await services.sessionEvents.stop();
  await services.database.close();
}
