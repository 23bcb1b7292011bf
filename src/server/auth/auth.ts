import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Env } from '../env.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import type { Mailer } from '../integrations/mailer.ts';
import { logger } from '../lib/logger.ts';
import { describeError, scrubQueryParams } from '../lib/error-details.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../shared/limits.ts';
import { generateRecoveryCodes } from './recovery-codes.ts';
import { emailChangedNoticeMail, emailChangeMail, emailVerificationMail, passwordResetMail } from './auth-mails.ts';

/** Whether a verification token (a JWT better-auth signed) is for an e-mail change (it names the new address). */
function isEmailChangeToken(token: string) {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { updateTo?: unknown };
    return typeof payload.updateTo === 'string';
  } catch {
    return false;
  }
}

export function trustedOrigins(env: Pick<Env, 'APP_URL' | 'NODE_ENV'>) {
  const origins = [env.APP_URL];
  // The Vite dev server proxies the API from its own port.
  if (env.NODE_ENV !== 'production') origins.push('http://127.0.0.1:5173', 'http://localhost:5173');
  return origins;
}

export function createAuth(env: Env, db: Db, mailer: Mailer) {
  // Enqueued in the durable outbox (its worker delivers and retries); not awaited, so response time
  // doesn't reveal whether an account exists.
  // The reader's language is looked up in the background too, for the same reason.
  const sendInBackground = (compose: () => Parameters<Mailer['send']>[0] | Promise<Parameters<Mailer['send']>[0]>) => {
    void Promise.resolve()
      .then(compose)
      .then((message) => mailer.send(message))
      .catch((error) => logger.error('mail could not be enqueued', { error: String(error) }));
  };
  const profileLocale = async (userId: string) => {
    const [row] = await db.select({ locale: schema.profiles.locale }).from(schema.profiles).where(eq(schema.profiles.id, userId));
    return row?.locale ?? null;
  };
  return betterAuth({
    appName: 'Growth Tools',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created by our own signup service (user, profile and organization in one transaction).
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => sendInBackground(async () => passwordResetMail(user.email, url, await profileLocale(user.id))),
    },
    emailVerification: {
      // E-mail changes (the new address must confirm before it replaces the old one) and verifying the
      // account's own address (needed to invite a team: POST /api/account/email-verification).
      sendVerificationEmail: async ({ user, url, token }) =>
        sendInBackground(async () => (isEmailChangeToken(token) ? emailChangeMail : emailVerificationMail)(user.email, url, await profileLocale(user.id))),
      // Confirming an address proves control of a mailbox, not of the account: no session from it.
      autoSignInAfterVerification: false,
    },
    user: {
      changeEmail: { enabled: true },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // Our own database-backed limiter guards the auth routes (see auth.routes.ts).
    rateLimit: { enabled: false },
    // Through our logger: JSON lines with the request id, LOG_LEVEL applies, and a failed query it
    // reports is logged with the database's error, never its parameters (session tokens…).
    // An unexpected error (a failed query) is thrown to our app.onError, which logs it safely and
    // answers the JSON envelope; left to better-call, it is printed whole (parameters included)
    // and answered with an empty 500.
    onAPIError: { throw: true },
    logger: {
      log: (level, message, ...args) =>
        logger[level](
          `better-auth: ${message}`,
          args.length
            ? { details: args.map((arg) => (arg instanceof Error ? describeError(arg) : typeof arg === 'string' ? scrubQueryParams(arg) : arg)) }
            : undefined,
        ),
    },
    advanced: {
      useSecureCookies: env.APP_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    plugins: [
      // TOTP (authenticator app) with single-use recovery codes, stored encrypted. Admins must enrol.
      twoFactor({
        issuer: 'Growth Tools',
        backupCodeOptions: { customBackupCodesGenerate: () => generateRecoveryCodes() },
      }),
    ],
    databaseHooks: {
      user: {
        update: {
          // The profile keeps a copy of the e-mail (admin lists); keep it true after a confirmed change,
          // and tell the old address, so a taken-over account does not change hands silently.
          after: async (updated, context) => {
            const [before] = await db
              .select({ email: schema.profiles.email, locale: schema.profiles.locale })
              .from(schema.profiles)
              .where(eq(schema.profiles.id, updated.id));
            if (before && before.email !== updated.email) {
              await db.update(schema.profiles).set({ email: updated.email }).where(eq(schema.profiles.id, updated.id));
              if (before.email.toLowerCase() !== updated.email.toLowerCase())
                sendInBackground(() => emailChangedNoticeMail(before.email, updated.email, before.locale));
            }
            // A finished TOTP enrolment signs out every other device: sessions from before it never
            // passed the second factor. better-auth creates the enrolling device's new session next.
            if (context?.path === '/two-factor/verify-totp' && (updated as { twoFactorEnabled?: boolean }).twoFactorEnabled) {
              await db.delete(schema.session).where(eq(schema.session.userId, updated.id));
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
