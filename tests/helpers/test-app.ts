import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { parseEnv } from '../../src/server/env.ts';
import { createDeps, closeDeps } from '../../src/server/deps.ts';
import { createApp } from '../../src/server/app.ts';
import { mailDirectory, type MailMessage, type MailTransport } from '../../src/server/integrations/mailer.ts';
import type { Deps } from '../../src/server/deps.ts';
import { freshTotpCode, secretFromUri } from './totp.ts';

export const ORIGIN = 'http://127.0.0.1:3999';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  /** Mail delivered through the real outbox to an in-memory transport (empty when SMTP_URL is given: then real SMTP). */
  mail: MailMessage[];
  /** The PostgreSQL schema of this app (undefined on PGlite), for a second node on the same data. */
  schemaName: string | undefined;
  request(path: string, init?: RequestInit & { cookie?: string; json?: unknown }): Promise<Response>;
  signUp(overrides?: Partial<Record<string, unknown>>): Promise<{ cookie: string; userId: string; email: string; password: string }>;
  /** Enrols TOTP through better-auth's endpoints, as the account page does; the session cookie changes. */
  enrolTwoFactor(account: { cookie: string; password: string }): Promise<TwoFactorEnrolment>;
  /** Signs in with password, then answers the second factor with a code from `secret`. */
  signInWithTotp(email: string, password: string, secret: string): Promise<string>;
  /** Marks the account's address verified, as its mailed link does (the link itself: email-verification.test.ts); inviting needs it. */
  markEmailVerified(userId: string): Promise<void>;
  close(): Promise<void>;
}

export interface TwoFactorEnrolment {
  /** The new session cookie (enrolment replaces the session). */
  cookie: string;
  /** Base32 secret from the otpauth URI, as an authenticator app would store it. */
  secret: string;
  totpURI: string;
  backupCodes: string[];
}

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${randomBytes(2).toString('hex')}@example.com`;
}

/** Cookie header for follow-up requests from a response's Set-Cookie headers. */
export function cookieFrom(response: Response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c!.endsWith('='))
    .join('; ');
}

/**
 * A real app on a real database: in-memory PGlite by default, or a fresh schema in the
 * PostgreSQL at DATABASE_URL (the CI runs the integration suite both ways).
 */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: ORIGIN,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    DATA_DIR: './data-test',
    ...envOverrides,
  } as NodeJS.ProcessEnv);
  const mail: MailMessage[] = [];
  // The real outbox delivers to memory, unless the test brings an SMTP server (SMTP_URL).
  const inMemory = !envOverrides.SMTP_URL;
  const mailTransport: MailTransport = {
    // Where the file transport would write: lets the dev mailbox routes exist where the mode allows them.
    mailDir: mailDirectory(env.DATA_DIR),
    async deliver(message) {
      mail.push(message);
    },
  };
  const databaseUrl = process.env.DATABASE_URL;
  const schemaName = databaseUrl ? `t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}` : undefined;
  const deps = await createDeps(env, {
    ...(inMemory ? { mailTransport } : {}),
    database: databaseUrl ? { url: databaseUrl, schemaName } : { dataDir: 'memory://' },
  });
  const app = createApp(deps);

  async function request(path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', ORIGIN);
    if (init.cookie) headers.set('cookie', init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await app.request(path, { ...init, headers, body });
    // Mail the request enqueued has been delivered to `mail` when the response is handed over.
    if (inMemory) await deps.mailOutbox.settle();
    return response;
  }

  async function signUp(overrides: Partial<Record<string, unknown>> = {}) {
    const email = (overrides.email as string) ?? uniqueEmail();
    const password = (overrides.password as string) ?? 'correct-horse-battery';
    const response = await request('/api/signup', {
      method: 'POST',
      json: {
        fullName: 'Ada Lovelace',
        companyName: 'Analytical Ltd',
        country: 'KE',
        email,
        password,
        confirmPassword: password,
        acceptTerms: true,
        ...overrides,
      },
    });
    if (response.status !== 201) throw new Error(`signup failed ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { user: { id: string } };
    return { cookie: cookieFrom(response), userId: body.user.id, email, password };
  }

  async function enrolTwoFactor(account: { cookie: string; password: string }): Promise<TwoFactorEnrolment> {
    const enable = await request('/api/auth/two-factor/enable', { method: 'POST', cookie: account.cookie, json: { password: account.password } });
    if (enable.status !== 200) throw new Error(`2fa enable failed ${enable.status} ${await enable.text()}`);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    const secret = secretFromUri(totpURI);
    const verify = await request('/api/auth/two-factor/verify-totp', { method: 'POST', cookie: account.cookie, json: { code: await freshTotpCode(secret) } });
    if (verify.status !== 200) throw new Error(`2fa verify failed ${verify.status} ${await verify.text()}`);
    return { cookie: cookieFrom(verify), secret, totpURI, backupCodes };
  }

  async function signInWithTotp(email: string, password: string, secret: string) {
    const signIn = await request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    const body = (await signIn.json()) as { twoFactorRedirect?: boolean };
    if (signIn.status !== 200 || !body.twoFactorRedirect) throw new Error(`expected a two-factor challenge, got ${signIn.status} ${JSON.stringify(body)}`);
    const verify = await request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: cookieFrom(signIn),
      json: { code: await freshTotpCode(secret) },
    });
    if (verify.status !== 200) throw new Error(`2fa sign-in failed ${verify.status} ${await verify.text()}`);
    return cookieFrom(verify);
  }

  return {
    app,
    deps,
    mail,
    schemaName,
    request,
    signUp,
    enrolTwoFactor,
    signInWithTotp,
    async markEmailVerified(userId: string) {
      await deps.db.execute(sql`update "user" set email_verified = true where id = ${userId}`);
    },
    async close() {
      await closeDeps(deps);
      if (databaseUrl && schemaName) {
        const pg = (await import('pg')).default;
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
        await client.end();
      }
    },
  };
}
