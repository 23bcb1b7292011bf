import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { emailVerificationApi } from '../../../shared/contracts/email-verification.ts';
import { EMAIL_VERIFICATION_MESSAGES, EMAIL_VERIFIED_PARAM } from '../../../shared/email-verification.ts';
import { emailVerificationStatus } from '../team/invite-eligibility.ts';

/** Verification links one account may ask for an hour: enough for a lost mail, not a mail cannon. */
export const VERIFICATION_MAILS_PER_HOUR = 3;

/**
 * The signed-in user's own address: its status, and a mailed link (better-auth's e-mail
 * verification, sent through the outbox in the user's language) that lands back on the page it was
 * asked from with `?emailVerified=1`. better-auth's own /send-verification-email stays unserved.
 */
export function registerEmailVerificationRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db, auth } = deps;

  defineRoute(app, deps, emailVerificationApi.status, (_c, { actor }) => emailVerificationStatus(db, actor.user.id));

  defineRoute(app, deps, emailVerificationApi.send, async (c, { body, actor }) => {
    if ((await emailVerificationStatus(db, actor.user.id)).emailVerified) throw new AppError('conflict', EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
    await enforceRateLimits(db, [{ key: `verify-email:user:${actor.user.id}`, limit: VERIFICATION_MAILS_PER_HOUR, windowSeconds: 3600 }]);
    await auth.api.sendVerificationEmail({
      body: { email: actor.user.email, callbackURL: `/${body.returnTo}?${EMAIL_VERIFIED_PARAM}=1` },
      headers: c.req.raw.headers,
    });
    return { ok: true as const };
  });
}
