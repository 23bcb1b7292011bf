import type { Env } from './env.ts';
import type { Database, Db } from './db/client.ts';
import type { Auth } from './auth/auth.ts';
import type { Mailer } from './integrations/mailer.ts';
import type { MailOutbox } from './integrations/mail-outbox.ts';
import type { NotifyFanout } from './features/live/notify-fanout.ts';
import type { AiProvider } from './ai/provider.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** A TOTP enrolment was verified (better-auth two-factor); every admin operation needs it. */
  twoFactorEnabled: boolean;
}

/** Everything a feature needs, created once in createApp and passed down (no globals). */
export interface Services {
  env: Env;
  database: Database;
  db: Db;
  auth: Auth;
  /** Enqueues mail in the durable outbox (the same object as mailOutbox). */
  mailer: Mailer;
  /** The outbox and its worker: start/stop, settle (tests), nudge (admin retry). */
  mailOutbox: MailOutbox;
  /** profile_changed: a user id whenever their profile row changes. */
  profileEvents: NotifyFanout;
  /** session_ended: a session id whenever its row is deleted (sign-out, revocation, expiry). */
  sessionEvents: NotifyFanout;
  ai: AiProvider;
}

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    sessionId: string | null;
    clientIp: string;
    /** This request's id (X-Request-Id), also on its log lines. */
    requestId: string;
  };
}
