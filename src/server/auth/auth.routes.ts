import type { Context, Hono, Next } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../lib/app-error.ts';
import { clearRateLimit, countRateLimit, enforceRateLimits, hitRateLimit, type RateLimitRule } from '../lib/rate-limit.ts';
import { logger } from '../lib/logger.ts';
import { callerLocale, errorBody } from '../lib/error-envelope.ts';
import { betterAuthMessage } from './better-auth-messages.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { maskEmailForLog } from '../lib/mask-email.ts';
import { assertSafeText } from '../lib/unsafe-text.ts';
import { isServedAuthEndpoint } from './auth-endpoints.ts';
import { MAX_EMAIL_LENGTH } from '../../shared/limits.ts';
import { checkPassword } from './password-policy.ts';
import { trustedOrigins } from './auth.ts';
import { assertReauthAllowed, recordReauthFailure, requireCurrentPassword } from './reauth.ts';
import {
  SECOND_FACTOR_REQUIRED,
  SECOND_FACTOR_WRONG,
  TOTP_CODE_USED,
  checkSecondFactor,
  claimTotpStep,
  totpStepOf,
  twoFactorChallengeUser,
} from './totp-guard.ts';

/** Only same-site paths or our own origins: no //evil.com, https:evil.com or foreign hosts. */
export function isSafeRedirect(target: string, trusted: string[]) {
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) return true;
  try {
    return trusted.includes(new URL(target).origin);
  } catch {
    return false;
  }
}

/** The JSON body as parsed (undefined when there is none or it is not JSON); better-auth reads its own copy. */
async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return undefined;
  }
}

function decodedOrRaw(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * better-auth's own error body is {code, message}, in English; add our envelope beside it, its
 * message found in the catalog (betterAuth.*) by better-auth's words and rendered in `locale`.
 */
async function withErrorEnvelope(response: Response, locale: Locale) {
  if (response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  if (!body || typeof body !== 'object') return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const { error } = errorBody(body.code ?? String(response.status), betterAuthMessage(body.message), locale);
  return new Response(JSON.stringify({ ...body, message: error.message, error }), {
    status: response.status,
    headers,
  });
}

const FAILURE_WINDOW_SECONDS = 15 * 60;
const SIGN_IN_FAILURES_PER_ADDRESS = 5;
const SIGN_IN_FAILURES_PER_EMAIL = 50;
const RESET_EMAIL_CEILING = 10;
const MAX_FAILURE_DELAY_MS = 4000;

/** The e-mail of an auth request, refused before it reaches a limiter key or the database if unusable. */
function readEmail(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > MAX_EMAIL_LENGTH || value.includes('\0')) throw new AppError('invalid_input', 'auth.emailInvalid');
  return value.trim().toLowerCase() || undefined;
}

// Endpoints that check the account's password or a second-factor code.
const CHECKS_PASSWORD_OR_CODE = new Set([
  '/change-password',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);

// better-auth's answers to a wrong password or code (its error codes).
const WRONG_SECRET_CODES = new Set(['INVALID_PASSWORD', 'INVALID_CODE', 'INVALID_BACKUP_CODE']);
// better-auth's two-factor lockouts: a challenge ended after 5 wrong codes, an account locked after 10.
const TWO_FACTOR_LOCKOUT_CODES = new Set(['TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', 'ACCOUNT_TEMPORARILY_LOCKED']);

export function registerAuthRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db, auth, env } = deps;
  const perMinute = env.RATE_LIMIT_AUTH_PER_MINUTE;
  const trusted = trustedOrigins(env);

  // Limits and password policy sit in front of better-auth: its limiter is in-memory and off in development.
  app.use('/api/auth/*', async (c, next) => {
    const path = c.req.path.replace('/api/auth', '');
    if (!isServedAuthEndpoint(c.req.method, path)) throw new AppError('not_found', 'common.notFound');
    // Text the database cannot store never reaches better-auth: not in a path token, a query
    // (verify-email?token=…) or anywhere in a body.
    assertSafeText(decodedOrRaw(path), 'path');
    assertSafeText(c.req.queries(), 'query');
    if (c.req.method !== 'POST') return next();
    const ip = c.get('clientIp');
    const parsed = await readJson(c.req.raw);
    assertSafeText(parsed);
    const body = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    const email = readEmail(body.email);
    const rules: RateLimitRule[] = [];
    if (path === '/sign-in/email') {
      rules.push({ key: `signin:ip:${ip}`, limit: perMinute, windowSeconds: 60 });
    } else if (path === '/request-password-reset') {
      rules.push({ key: `reset:ip:${ip}`, limit: perMinute, windowSeconds: 60 });
      // Keyed on address and e-mail, with a looser ceiling per e-mail: someone else's requests
      // cannot use up the owner's, and no mailbox gets flooded.
      if (email)
        rules.push(
          { key: `reset:email-ip:${email}:${ip}`, limit: 3, windowSeconds: 15 * 60 },
          { key: `reset:email:${email}`, limit: RESET_EMAIL_CEILING, windowSeconds: 60 * 60 },
        );
    } else if (path.startsWith('/reset-password') || path === '/change-password' || path === '/change-email' || path.startsWith('/two-factor/')) {
      rules.push({ key: `account:ip:${ip}`, limit: perMinute, windowSeconds: 60 });
    }
    for (const target of [body.redirectTo, body.callbackURL]) {
      if (typeof target === 'string' && !isSafeRedirect(target, trusted)) throw new AppError('forbidden', 'auth.redirectNotAllowed');
    }
    if (rules.length) await enforceRateLimits(db, rules);
    if (path === '/change-email') {
      // Re-authentication: a session alone (a borrowed phone, a stolen cookie) cannot move the account.
      const found = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
      if (found) await requireCurrentPassword(deps, found.user.id, body.currentPassword);
    }
    if (path.startsWith('/reset-password') || path === '/change-password') {
      const newPassword = body.newPassword;
      if (typeof newPassword === 'string') {
        const refusal = checkPassword(newPassword);
        if (refusal) throw refusal;
      }
    }
    if (path === '/sign-in/email' && email) return signInWithFailureLimits(c, next, email, ip);
    if (CHECKS_PASSWORD_OR_CODE.has(path)) return withReauthFailureLimits(c, next, path, ip, body);
    return next();
  });

  /**
   * A signed-in account's wrong passwords and codes count against it wherever they are checked
   * (better-auth answers 400/401/403), from any address; two-factor failures are logged. The second
   * sign-in step has no session yet: better-auth locks its two-factor cookie after 5 wrong codes,
   * and its failures are logged here.
   */
  async function withReauthFailureLimits(c: Context<AppEnv>, next: Next, path: string, ip: string, body: Record<string, unknown>) {
    const found = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    const userId = found?.user.id;
    if (userId) await assertReauthAllowed(db, userId);
    // A TOTP code is accepted once: its time step is taken for the account before better-auth
    // checks it (at sign-in the account is the one behind the two-factor cookie).
    if (path === '/two-factor/verify-totp' && typeof body.code === 'string') {
      const codeUser = userId ?? (await twoFactorChallengeUser(auth, (name) => getCookie(c, name)));
      const step = codeUser ? await totpStepOf(deps, codeUser, body.code) : null;
      if (codeUser && step !== null && !(await claimTotpStep(db, codeUser, step))) {
        if (userId) await recordReauthFailure(db, userId, `${path} (code already used)`);
        else logger.warn('two-factor sign-in step failed', { ip, path, code: 'INVALID_CODE', reason: 'code already used' });
        const { error } = errorBody('INVALID_CODE', { id: TOTP_CODE_USED }, callerLocale(c));
        return c.json({ code: 'INVALID_CODE', message: error.message, error }, 401);
      }
    }
    // Turning two-factor off needs the second factor too (a current code or a recovery code), not
    // only the password: a stolen session plus a phished password cannot remove it.
    if (path === '/two-factor/disable' && userId && (found.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) {
      const code = typeof body.code === 'string' ? body.code.replace(/\s+/g, '') : '';
      if (!code) throw new AppError('invalid_input', SECOND_FACTOR_REQUIRED);
      if (!(await checkSecondFactor(deps, userId, code))) {
        await recordReauthFailure(db, userId, `${path} (second factor)`);
        throw new AppError('forbidden', SECOND_FACTOR_WRONG);
      }
    }
    await next();
    if (c.res.ok) return;
    const code = (
      (await c.res
        .clone()
        .json()
        .catch(() => null)) as { error?: { code?: string } } | null
    )?.error?.code;
    if (code && TWO_FACTOR_LOCKOUT_CODES.has(code)) {
      logger.warn('two-factor locked', { ip, path, code, ...(userId ? { user: userId } : {}) });
      return;
    }
    // Only a wrong password or code counts: "two-factor is not on yet" or a missing field is no guess.
    if (!code || !WRONG_SECRET_CODES.has(code)) return;
    if (userId) await recordReauthFailure(db, userId, path);
    else logger.warn('two-factor sign-in step failed', { ip, path, code });
  }

  /**
   * Only failed sign-ins count against an e-mail: per (e-mail, address), so a stranger's wrong
   * guesses never lock the owner out from their own address, plus a looser ceiling per e-mail for
   * attempts spread over many addresses. Each further failure waits a little longer.
   */
  async function signInWithFailureLimits(c: Context<AppEnv>, next: Next, email: string, ip: string) {
    const pairKey = `signin-fail:${email}:${ip}`;
    const emailKey = `signin-fail:${email}`;
    const [pairFailures, emailFailures] = await Promise.all([
      countRateLimit(db, pairKey, FAILURE_WINDOW_SECONDS),
      countRateLimit(db, emailKey, FAILURE_WINDOW_SECONDS),
    ]);
    if (pairFailures >= SIGN_IN_FAILURES_PER_ADDRESS || emailFailures >= SIGN_IN_FAILURES_PER_EMAIL) {
      throw new AppError('rate_limited', 'auth.tooManyAttempts', { details: { retryAfterSeconds: FAILURE_WINDOW_SECONDS } });
    }
    if (pairFailures >= 2) await new Promise((r) => setTimeout(r, Math.min(MAX_FAILURE_DELAY_MS, 500 * 2 ** (pairFailures - 2))));
    await next();
    if (c.res.status === 401) {
      await Promise.all([
        hitRateLimit(db, { key: pairKey, limit: SIGN_IN_FAILURES_PER_ADDRESS, windowSeconds: FAILURE_WINDOW_SECONDS }),
        hitRateLimit(db, { key: emailKey, limit: SIGN_IN_FAILURES_PER_EMAIL, windowSeconds: FAILURE_WINDOW_SECONDS }),
      ]);
      logger.warn('sign-in failed', { ip, email: maskEmailForLog(email), failures: pairFailures + 1 });
    } else if (c.res.ok && pairFailures > 0) {
      await clearRateLimit(db, pairKey);
    }
  }

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => withErrorEnvelope(await auth.handler(c.req.raw), callerLocale(c)));
}
