import type { Auth } from './auth.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { enforceRateLimits } from '../lib/rate-limit.ts';

export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';
export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect.';

/**
 * Re-authentication for account-changing operations (e-mail change, deletion): the current
 * password, checked against the credential account's hash the way better-auth checks it.
 * Attempts are limited per account, so a stolen session cannot be used to guess the password.
 */
export async function requireCurrentPassword(deps: { auth: Auth; db: Db }, userId: string, password: unknown) {
  if (typeof password !== 'string' || !password) throw new AppError('invalid_input', CURRENT_PASSWORD_REQUIRED);
  await enforceRateLimits(deps.db, [{ key: `reauth:user:${userId}`, limit: 10, windowSeconds: 15 * 60 }]);
  const context = await deps.auth.$context;
  if (password.length > context.password.config.maxPasswordLength) throw new AppError('forbidden', CURRENT_PASSWORD_WRONG);
  const credential = await context.internalAdapter.findCredentialAccount(userId);
  const valid = credential?.password ? await context.password.verify({ hash: credential.password, password }) : false;
  if (!valid) throw new AppError('forbidden', CURRENT_PASSWORD_WRONG);
}
