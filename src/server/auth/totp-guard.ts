import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { makeSignature, symmetricDecrypt } from 'better-auth/crypto';
import type { Auth } from './auth.ts';
import type { Db } from '../db/client.ts';
import { twoFactor } from '../db/schema/index.ts';
import { normaliseRecoveryCode } from '../../shared/recovery-code.ts';

// better-auth's twoFactor plugin accepts any code of the current 30-second step or the one either
// side, and keeps no record of codes it accepted: a code seen over a shoulder or in a phishing
// proxy works again for up to ~90 seconds. Here each (account, time step) is taken once, in the
// shared rate-limit table (one INSERT … ON CONFLICT DO NOTHING, so two parallel requests with the
// same code cannot both pass, on any number of nodes), before better-auth checks the code.

const PERIOD_SECONDS = 30; // better-auth's default, which auth.ts keeps
const DIGITS = 6;
const WINDOW = 1; // steps either side, as better-auth's verifyTOTP

export const TOTP_CODE_USED = 'auth.totpCodeUsed';
export const SECOND_FACTOR_REQUIRED = 'auth.secondFactorRequired';
export const SECOND_FACTOR_WRONG = 'auth.secondFactorWrong';

function hotp(key: Buffer, counter: number) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = ((digest[offset]! & 0x7f) << 24) | (digest[offset + 1]! << 16) | (digest[offset + 2]! << 8) | digest[offset + 3]!;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The time step `code` belongs to for `userId`'s authenticator (within the window better-auth
 * accepts), or null when it is no valid code (better-auth then refuses it itself).
 */
export async function totpStepOf(deps: { auth: Auth; db: Db }, userId: string, code: string, now = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const [row] = await deps.db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId));
  if (!row) return null;
  const context = await deps.auth.$context;
  let secret: string;
  try {
    secret = await symmetricDecrypt({ key: context.secretConfig, data: row.secret });
  } catch {
    return null;
  }
  // Secrets this app generates are used as their UTF-8 bytes, as better-auth does (imported
  // `base32:` secrets do not exist here).
  const key = Buffer.from(secret, 'utf8');
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  let matched: number | null = null;
  for (let step = current - WINDOW; step <= current + WINDOW; step++) if (sameText(hotp(key, step), code) && matched === null) matched = step;
  return matched;
}

/** Takes `step` for `userId`: true the first time, false for a code of that step already used. */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db.execute<{ key: string }>(sql`
    insert into rate_limits (key, count, window_start) values (${`totp-used:${userId}:${step}`}, 1, now())
    on conflict (key) do nothing
    returning key`);
  return result.rows.length > 0;
}

/**
 * The account behind the second sign-in step's cookie (better-auth's signed `two_factor` cookie,
 * whose value names a verification row holding the user id), or null.
 */
export async function twoFactorChallengeUser(auth: Auth, readCookie: (name: string) => string | undefined): Promise<string | null> {
  const context = await auth.$context;
  const raw = readCookie(context.createAuthCookie('two_factor').name);
  if (!raw) return null;
  const dot = raw.lastIndexOf('.');
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  if (!sameText(raw.slice(dot + 1), await makeSignature(value, context.secret))) return null;
  const verification = await context.internalAdapter.findVerificationValue(value);
  return verification && new Date(verification.expiresAt).getTime() > Date.now() ? verification.value : null;
}

/**
 * Whether `code` is a current authenticator code (taken now, so it cannot serve twice) or one of the
 * account's unused recovery codes (left in place: turning two-factor off removes them all).
 */
export async function checkSecondFactor(deps: { auth: Auth; db: Db }, userId: string, code: string) {
  if (/^\d{6}$/.test(code)) {
    const step = await totpStepOf(deps, userId, code);
    return step !== null && (await claimTotpStep(deps.db, userId, step));
  }
  const stored = await deps.auth.api.viewBackupCodes({ body: { userId } }).catch(() => null);
  const typed = normaliseRecoveryCode(code);
  return Boolean(stored?.backupCodes.some((candidate) => sameText(candidate, typed)));
}
