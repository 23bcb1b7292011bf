import type { Env } from './env.ts';
import type { Database, Db } from './db/client.ts';
import type { Auth } from './auth/auth.ts';
import type { Mailer } from './integrations/mailer.ts';
import type { ProfileEvents } from './features/live/profile-events.ts';
import type { AiProvider } from './ai/provider.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** Everything a feature needs, created once in createApp and passed down (no globals). */
export interface Services {
  env: Env;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  profileEvents: ProfileEvents;
  ai: AiProvider;
}

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    sessionId: string | null;
    clientIp: string;
  };
}
