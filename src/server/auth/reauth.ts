import type { Auth } from './auth.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { countRateLimit, hitRateLimit } from '../lib/rate-limit.ts';
import { logger } from '../lib/logger.ts';

export const CURRENT_PASSWORD_REQUIRED = 'auth.currentPasswordRequired';
export const CURRENT_PASSWORD_WRONG = 'auth.currentPasswordWrong';

/**
 * Wrong passwords and codes a signed-in account may send in 15 minutes, across every endpoint that
 * checks one (e-mail change, deletion, password change, two-factor set-up and removal) and from any
 * number of addresses: a stolen session cannot be used to guess the password.
 */
export const REAUTH_FAILURES_PER_ACCOUNT = 10;
const REAUTH_WINDOW_SECONDS = 15 * 60;
const failureKey = (userId: string) => `reauth-fail:user:${userId}`;
const TOO_MANY = 'auth.tooManyAttempts';

/** Refuses (429) an account that has used up its wrong passwords and codes for now. */
export async function assertReauthAllowed(db: Db, userId: string) {
  const failures = await countRateLimit(db, failureKey(userId), REAUTH_WINDOW_SECONDS);
  if (failures >= REAUTH_FAILURES_PER_ACCOUNT) {
    logger.warn('re-authentication locked', { user: userId, failures });
    throw new AppError('rate_limited', TOO_MANY, { details: { retryAfterSeconds: REAUTH_WINDOW_SECONDS } });
  }
}

/** Counts one wrong password or code against the account, and logs it. */
export async function recordReauthFailure(db: Db, userId: string, what: string) {
  await hitRateLimit(db, { key: failureKey(userId), limit: REAUTH_FAILURES_PER_ACCOUNT, windowSeconds: REAUTH_WINDOW_SECONDS });
  logger.warn('re-authentication failed', { user: userId, what });
}

/**
 * Re-authentication for account-changing operations (e-mail change, deletion): the current
 * password, checked against the credential account's hash the way better-auth checks it.
 * Only failures count against the account (REAUTH_FAILURES_PER_ACCOUNT).
 */
export async function requireCurrentPassword(deps: { auth: Auth; db: Db }, userId: string, password: unknown) {
  if (typeof password !== 'string' || !password) throw new AppError('invalid_input', CURRENT_PASSWORD_REQUIRED);
  await assertReauthAllowed(deps.db, userId);
  const context = await deps.auth.$context;
  const credential = password.length > context.password.config.maxPasswordLength ? null : await context.internalAdapter.findCredentialAccount(userId);
  const valid = credential?.password ? await context.password.verify({ hash: credential.password, password }) : false;
  if (!valid) {
    await recordReauthFailure(deps.db, userId, 'current password');
    throw new AppError('forbidden', CURRENT_PASSWORD_WRONG);
  }
}
