import type { Env } from './env.ts';
import type { Auth } from './auth/auth.ts';
import type { Mailer } from './integrations/mailer.ts';
import type { Database, Db } from './db/client.ts';
import { openDatabase, type DatabaseOptions } from './db/client.ts';
import { createAuth } from './auth/auth.ts';
import { createMailTransport, type MailTransport } from './integrations/mailer.ts';
import { MailOutbox } from './integrations/mail-outbox.ts';
import { NotifyFanout } from './db/notify-fanout.ts';
import { createAiProvider } from './ai/create-provider.ts';
import { meterAiProvider } from './ai/metered-provider.ts';
import type { AiProvider } from './ai/provider.ts';
import { SpeechStreamRegistry } from './features/speech-streams/speech-stream-registry.ts';
import { CallWorker } from './features/calls/call-worker.ts';
import { findFfmpeg } from './ai/speech/find-ffmpeg.ts';
import { PITCH_MAX_SECONDS } from '../shared/limits.ts';
import { SPEECH_STREAM_MAX_BYTES } from '../shared/speech-streams.ts';

/** Everything a feature needs, created once in createApp and passed down (no globals). */
export interface Deps {
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
  /** Recordings being recognised while they are recorded (decision 029). */
  speechStreams: SpeechStreamRegistry;
  /** Real calls analysed in the background, one at a time (issue 31). */
  calls: CallWorker;
}

/**
 * Each open stream holds a recogniser that keeps up with speech on about a fifth of a core: eight
 * fill two cores; past them, recordings go up whole and queue for the engine.
 */
const SPEECH_STREAM_LIMITS = {
  maxOpen: 8,
  maxOpenPerCaller: 3,
  idleMs: 30_000,
  untakenMs: 120_000,
  maxLifetimeMs: 240_000,
  maxBytes: SPEECH_STREAM_MAX_BYTES,
  maxSeconds: PITCH_MAX_SECONDS,
};

export interface DepsOverrides {
  database?: DatabaseOptions;
  /** Where the outbox worker hands mail over (tests: memory); default SMTP_URL or .eml files. */
  mailTransport?: MailTransport;
  ai?: AiProvider;
  /** The decoder of uploaded calls (tests: none); found on the PATH when omitted. */
  ffmpeg?: string | null;
}

/** Opens the database (migrating it) and wires every service from the validated configuration. */
export async function createDeps(env: Env, overrides: DepsOverrides = {}): Promise<Deps> {
  const database = await openDatabase(
    overrides.database ?? { url: env.DATABASE_URL, dataDir: env.DATA_DIR, connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS },
  );
  const mailOutbox = new MailOutbox(database, overrides.mailTransport ?? createMailTransport(env), {
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retryBaseMs: env.MAIL_RETRY_BASE_MS,
    transportTimeoutMs: env.MAIL_SMTP_TIMEOUT_MS,
  });
  const mailer = mailOutbox;
  const auth = createAuth(env, database.db, mailer);
  const profileEvents = new NotifyFanout(database, 'profile_changed');
  const sessionEvents = new NotifyFanout(database, 'session_ended');
  await profileEvents.start();
  await sessionEvents.start();
  // Every node sends mail: due rows are claimed with SKIP LOCKED, so each mail goes out once.
  await mailOutbox.start();
  // Every AI call is counted for /metrics here, whichever provider serves it.
  const ai = meterAiProvider(overrides.ai ?? createAiProvider(env));
  const speechStreams = new SpeechStreamRegistry(ai, SPEECH_STREAM_LIMITS);
  const calls = new CallWorker(overrides.ffmpeg === undefined ? findFfmpeg() : overrides.ffmpeg, { maxQueued: 20, scanEveryMs: 20_000 });
  return { env, database, db: database.db, auth, mailer, mailOutbox, profileEvents, sessionEvents, ai, speechStreams, calls };
}

export async function closeDeps(deps: Deps) {
  deps.speechStreams.closeAll();
  deps.calls.stop();
  // First: a delivery in progress may still need the database to mark its row.
  await deps.mailOutbox.stop();
  await deps.profileEvents.stop();
  await deps.sessionEvents.stop();
  await deps.database.close();
}
